/**
 * End-to-end harness: builds the board into a private folder, serves it on a
 * free localhost port, and drives Debian's chromium (/usr/bin/chromium) with
 * playwright-core. No browser is ever downloaded: when chromium is missing the
 * tests fail and say how to install it (.ci/run does so).
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { buildBoard } from '../../scripts/boardBuild';
import { startStaticServer, type StaticServer } from '../../scripts/staticServer';
import type { MatchRecord } from '../../src/board/threeKingdomsRedux/replay/record';
import { replayRecord } from '../../src/board/threeKingdomsRedux/replay/replay';
import type { GameState } from '../../src/game/threeKingdomsRedux/state';
import { expectDecisionInView, HAND_CARDS } from './inView';
import { STATES, type StateId } from '../../src/game/threeKingdomsRedux/types';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const RESULTS = join(ROOT, 'test-results');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface E2E {
  browser: Browser;
  server: StaticServer;
  url: string;
  timings: Record<string, number>;
  /** The game a page opens unless its query names one: the page of several games opens on their list otherwise. */
  game?: string;
  close(): Promise<void>;
}

/**
 * Checks that Debian's chromium is there, then builds the board into
 * .build/e2e-<name> (each test file its own folder: vitest runs files side by
 * side); says where and how long it took.
 */
export async function buildBoardForE2E(name: string, timings: Record<string, number>, entry?: string): Promise<string> {
  if (!existsSync(CHROMIUM))
    throw new Error(
      `Debian's chromium is missing at ${CHROMIUM}. Install it with \`apt-get update && apt-get install -y chromium\` ` +
        '(.ci/run does this when it is missing); the end-to-end tests never download a browser.',
    );
  mkdirSync(RESULTS, { recursive: true });
  const t = Date.now();
  const { outdir } = await buildBoard({ root: ROOT, outdir: join(ROOT, '.build', `e2e-${name}`), entry });
  timings.buildMs = Date.now() - t;
  return outdir;
}

/** Debian's chromium, headless (without its sandbox when run as root, which it refuses otherwise). */
export async function launchChromium(timings: Record<string, number>): Promise<Browser> {
  const t = Date.now();
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: root ? ['--no-sandbox'] : [] });
  timings.launchMs = Date.now() - t;
  return browser;
}

/** `entry`: the page's entry module, when the page is built from another than src/board/main.tsx. */
export async function startE2E(name: string, entry?: string): Promise<E2E> {
  const timings: Record<string, number> = {};
  const outdir = await buildBoardForE2E(name, timings, entry);
  const server = await startStaticServer({ root: outdir, port: 0 });
  const browser = await launchChromium(timings);
  return {
    browser,
    server,
    url: server.url,
    timings,
    // src/board/main.tsx lists several games: its tests open Three Kingdoms Redux unless they name another.
    game: entry === undefined ? 'three-kingdoms-redux' : undefined,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/**
 * How a page plays its motion. 'full' (a player who did not ask for less): the tests that check the slides and
 * flashes. 'reduced': the long flows that check rules, layout and accessibility, not motion; their screenshots and
 * axe see the page this way anyway (layout.ts, axe.ts), and every move's slides and flashes, painted frame by frame
 * without a GPU, cost a third of such a test's CPU.
 */
export type Motion = 'full' | 'reduced';

/** A page that fails the test on any uncaught page error. */
export async function openPage(e2e: E2E, query = '', motion: Motion = 'full'): Promise<{ page: Page; errors: string[] }> {
  const page = await e2e.browser.newPage({
    viewport: { width: 1400, height: 1000 },
    reducedMotion: motion === 'reduced' ? 'reduce' : 'no-preference',
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  const url = new URL(e2e.url + query);
  if (e2e.game && !url.searchParams.has('game')) url.searchParams.set('game', e2e.game);
  await page.goto(url.href);
  return { page, errors };
}

export const tid = (id: string) => `[data-testid="${id}"]`;

/** Starts a game against two Easy bots from the start screen, with `human` (default Wei) playing. */
export async function startAiGame(page: Page, opts: { seed: string; human?: StateId; tutorial?: boolean }) {
  const human = opts.human ?? 'wei';
  await page.check(tid('mode-ai'));
  await page.selectOption(tid('human-state'), human);
  for (const s of STATES.filter((x) => x !== human)) await page.selectOption(tid(`difficulty-${s}`), 'easy');
  if (opts.tutorial) await page.check(tid('tutorial'));
  await page.fill(tid('seed'), opts.seed);
  await page.click(tid('start'));
  await page.waitForSelector(tid('decision-panel'));
}

/** The match's record, from the page's read-only debugging handle. */
export async function recordOf(page: Page): Promise<MatchRecord> {
  return page.evaluate(() => (globalThis as unknown as { __tkrMatch: MatchRecord }).__tkrMatch);
}

/** The true state after the record's moves, through the pure rules. */
export function engineState(record: MatchRecord): GameState {
  const { states, error } = replayRecord(record);
  if (error) throw new Error(error);
  return states[states.length - 1];
}

/** The numbers every state panel shows, as the engine has them. */
export function panelNumbers(G: GameState): Record<string, number> {
  const out: Record<string, number> = { round: G.round };
  for (const s of STATES) {
    const p = G.players[s];
    Object.assign(out, {
      [`${s}-gold`]: p.gold,
      [`${s}-rice`]: p.rice,
      [`${s}-untrained`]: p.untrained,
      [`${s}-trained`]: p.trained,
      [`${s}-spear`]: p.weapons.spear,
      [`${s}-horse`]: p.weapons.horse,
      [`${s}-crossbow`]: p.weapons.crossbow,
      [`${s}-vessel`]: p.weapons.vessel,
      [`${s}-popularSupport`]: p.popularSupport,
      [`${s}-tribalLevel`]: p.tribalLevel,
      [`${s}-rank`]: p.rank,
      [`${s}-militaryVP`]: p.militaryVP,
      [`${s}-farmLevel`]: p.farm.level,
      [`${s}-marketplaceLevel`]: p.marketplace.level,
      [`${s}-deficits`]: p.deficits,
    });
  }
  return out;
}

/** The same numbers as the page shows them (inside `scope`, e.g. the replay viewer). */
export async function domNumbers(page: Page, keys: readonly string[], scope = ''): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const key of keys) {
    const id = key === 'round' ? 'round-number' : key;
    const text = await page
      .locator(`${scope} ${tid(id)}`.trim())
      .first()
      .textContent();
    out[key] = Number(text?.trim());
  }
  return out;
}

/** The seat's decision kind as the panel shows it (recruit, selectAlliance, bid, action, waiting, gameOver). */
/** Waits until the human seat has a decision and no bot is thinking: nothing moves until the person acts. */
export async function waitForHumanTurn(page: Page, timeout = 60_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const kind = document.querySelector('[data-testid="decision-kind"]')?.textContent?.trim();
      return kind && kind !== 'waiting' && !document.querySelector('[data-testid="thinking"]');
    },
    undefined,
    { timeout },
  );
}

/** Whether Escape inside an action's steps was tried in this file (once is enough). */
let escapeChecked = false;
export const actionEscapeChecked = () => escapeChecked;

/** The option buttons shown at each step of every decision clicked through in this file (a step should show at most 8). */
export const stepOptionCounts: { where: string; count: number }[] = [];

export async function decisionKind(page: Page, scope = ''): Promise<string> {
  return (
    (await page
      .locator(`${scope} ${tid('decision-kind')}`.trim())
      .first()
      .textContent()) ?? ''
  ).trim();
}

async function stateId(page: Page): Promise<string | null> {
  return page.locator('[data-state-id]').first().getAttribute('data-state-id');
}

/**
 * Makes the seat's current decision by clicking a legal control, as a person
 * would, and waits until boardgame.io's state has moved on. Returns a short
 * description of what was clicked.
 */
/** `beforeConfirm` runs with the choice built up on the board, just before Confirm (e.g. for a screenshot). */
export async function clickDecision(page: Page, kind: string, beforeConfirm?: () => Promise<void>): Promise<string> {
  const tray = page.locator(tid('decision-panel'));
  const confirm = tray.locator(tid('tray-confirm'));
  const before = await stateId(page);
  const seatOf = ((await page.locator('[data-testid^="seat-"]').first().getAttribute('data-testid')) ?? '').slice('seat-'.length);
  // The local modes expose their record; an online page has none (the server keeps it), so there the check is skipped.
  const ownMoves = async () =>
    page.evaluate(
      (seat) => (globalThis as unknown as { __tkrMatch?: MatchRecord }).__tkrMatch?.moves.filter((m) => m.state === seat).length ?? -1,
      seatOf,
    );
  const ownBefore = await ownMoves();
  let did: string;
  switch (kind) {
    case 'recruit': {
      // Tick drawn cards in the hand until the tray can confirm.
      await expectDecisionInView(page, 'recruit', HAND_CARDS);
      const toggles = page.locator(`${tid('hand')} [data-testid^="recruit-"]`);
      const n = await toggles.count();
      for (let i = 0; i < n && !(await confirm.isEnabled()); i++) {
        const t = toggles.nth(i);
        if ((await t.getAttribute('aria-pressed')) !== 'true') await t.click();
      }
      did = 'recruit';
      break;
    }
    case 'selectAlliance': {
      await expectDecisionInView(page, 'selectAlliance');
      const target = page.locator('[data-target="legal"] [data-testid^="target-"]').first();
      did = `alliance ${await target.getAttribute('data-testid')}`;
      await target.click();
      break;
    }
    case 'bid': {
      // Like a person: a few generals on different spaces, then pass.
      const seat = seatOf;
      const mine = await page.locator(`[data-testid^="bid-${seat}-"]`).count();
      let placed = false;
      did = 'pass';
      await expectDecisionInView(page, 'bid', HAND_CARDS);
      if (mine < 3) {
        const picks = page.locator(`${tid('hand')} [data-testid^="pick-"]`);
        const nPicks = await picks.count();
        for (let g = 0; g < nPicks && !placed; g++) {
          const pick = picks.nth((g + mine) % nPicks);
          if ((await pick.getAttribute('aria-pressed')) !== 'true') await pick.click();
          const legal = page.locator('.space[data-target="legal"]');
          const n = await legal.count();
          // Start at a different space for each bid, so the round has several spaces to resolve.
          for (let i = 0; i < n && !placed; i++) {
            const space = legal.nth((i + mine * 4) % n);
            if ((await space.locator(`[data-testid^="bid-${seat}-"]`).count()) > 0) continue;
            await space.locator('[data-testid^="target-"]').click();
            // A battle space: bring units when the popover offers them, so the general can be stationed.
            const unitType = page.locator(`${tid('bid-popover')} ${tid('bid-unit-type')}`);
            if (await unitType.count()) {
              const options = await unitType
                .locator('option')
                .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
              for (const o of options) {
                await unitType.selectOption(o);
                if (await confirm.isEnabled()) break;
              }
              if (!(await confirm.isEnabled())) await unitType.selectOption('');
            }
            placed = await confirm.isEnabled();
            if (placed) await expectDecisionInView(page, 'bid-popover');
          }
        }
      }
      if (placed) did = `assign: ${await tray.locator(tid('tray-choice')).textContent()}`;
      else await tray.locator(tid('bid-pass')).click();
      break;
    }
    case 'action': {
      // Every won space's first step is counted, opened from the tray; the path below walks one of its paths.
      await expectDecisionInView(page, 'action');
      const opens = tray.locator('[data-testid^="open-action-"]');
      for (let i = 0, n = await opens.count(); i < n; i++) {
        const id = ((await opens.nth(i).getAttribute('data-testid')) ?? '').slice('open-action-'.length);
        await opens.nth(i).click();
        stepOptionCounts.push({ where: `${id} first step`, count: await page.locator(`${tid(`action-${id}`)} ${tid('choice')}`).count() });
      }
      // Click a won space on the board, then a legal option at each step (a border location first for a battle).
      const won = page.locator('.space[data-target="legal"]').first();
      const spaceId = ((await won.getAttribute('data-testid')) ?? '').slice('space-'.length);
      await won.locator('[data-testid^="target-"]').click();
      const location = page.locator('[data-testid^="target-location-"]').first();
      const spaceKind = spaceId.startsWith('battle:') ? 'battle' : ['trade', 'construct'].includes(spaceId) ? spaceId : 'other';
      if (await location.count()) {
        await expectDecisionInView(page, 'battle-locations');
        await location.click();
      }
      await expectDecisionInView(page, `action-${spaceKind}`);
      // The options open beside the space on the board, one step at a time, until one choice waits for Confirm.
      const popover = page.locator(tid(`action-${spaceId}`));
      const options = popover.locator(`${tid('choice')}:enabled`);
      const picked: string[] = [];
      for (let step = 0; step < 8 && !(await confirm.isEnabled()) && (await options.count()); step++) {
        if (step > 0) await expectDecisionInView(page, `action-${spaceKind}-later-step`);
        const shown = await popover.locator(tid('choice')).count();
        stepOptionCounts.push({ where: `${spaceId} step ${step + 1}`, count: shown });
        // Not always the first option: over a game the steps' other paths are walked too.
        const at = stepOptionCounts.length % (await options.count());
        const option = options.nth(at);
        picked.push((await option.textContent()) ?? '');
        await option.click();
        if (step === 0 && !escapeChecked && !(await confirm.isEnabled()) && (await options.count())) {
          // Once a file: Escape takes the answer back (the space stays open, its first question asked again, the
          // focus on its first answer), as a keyboard player expects; then the same answer again.
          escapeChecked = true;
          await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'choice');
          await page.keyboard.press('Escape');
          await popover.locator('.steps-taken').waitFor({ state: 'detached' });
          expect(await popover.locator('.steps-taken').count(), 'answers left after Escape').toBe(0);
          expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('choice');
          await options.nth(at).click();
        }
      }
      if (await confirm.isEnabled()) did = `${spaceId}: ${picked.join(' > ')}`;
      else {
        did = `decline ${spaceId}`;
        await page.locator(tid(`decline-${spaceId}`)).click();
      }
      break;
    }
    case 'choice': {
      await expectDecisionInView(page, 'choice');
      const choice = tray.locator(tid('card-choice'));
      stepOptionCounts.push({ where: `${await choice.getAttribute('data-card')}'s choice`, count: await choice.locator('button').count() });
      const option = choice.locator('button:enabled').first();
      did = `choice: ${await option.textContent()}`;
      await option.click();
      break;
    }
    default:
      throw new Error(`no decision to click: ${kind}`);
  }
  // Nothing is sent before Confirm (the other seats may have moved meanwhile).
  expect(await ownMoves()).toBe(ownBefore);
  await beforeConfirm?.();
  await confirm.click();
  const error = page.locator(tid('move-error'));
  await page.waitForFunction(
    (prev) => {
      const el = document.querySelector('[data-state-id]');
      return !el || el.getAttribute('data-state-id') !== prev || document.querySelector('[data-testid="move-error"]');
    },
    before,
    { timeout: 10_000 },
  );
  if (await error.count()) throw new Error(`the board refused "${did}": ${await error.textContent()}`);
  return did;
}
