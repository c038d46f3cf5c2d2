/**
 * Dragons & Tigers on the table, in chromium: chosen from the start screen beside Three Kingdoms
 * Redux, played to its end against the AI by clicking (levies and marches on the map, other decisions
 * shortened by "done" where it is legal), each decision kind in view at 1280x800 and 390x844, and
 * axe's WCAG A/AA rules with no serious or critical violation. Then two kept matches resumed: a Hard
 * bot thinking in its worker while the page keeps drawing and answering, and a combat shown step by
 * step, skipped, closed, and the map used after it.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { clickMove, keepInBrowser, keptBeforeCombatSteps, keptDragonsMatch } from './dragonsKept';
import type { Move } from '../../src/game/dragonsAndTigers/model/state';
import { decisionOf, expectDtDecisionInView, playDecision, smallestCounterText } from './dragonsPage';
import { openPage, RESULTS, startE2E, tid, type E2E } from './harness';
import type { Page } from 'playwright-core';
import { startOncePerFile } from './startOnce';

let e2e: E2E;
const ready = startOncePerFile(
  () => startE2E('dragonsTable'),
  (started) => (e2e = started),
);

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

/** Waits until the player is to decide or the game is over; false once over. */
async function untilTurn(page: import('playwright-core').Page, errors: string[]): Promise<boolean> {
  try {
    await page
      .locator(`${tid('decision-panel')}, ${tid('play-again')}`)
      .first()
      .waitFor({ timeout: 30_000 });
  } catch (e) {
    await page.screenshot({ path: join(RESULTS, 'dragons-stuck.png') });
    throw new Error(`no decision came: ${errors.join('; ') || String(e)}`);
  }
  return !(await page.locator(tid('play-again')).isVisible());
}

describe('Dragons & Tigers on the table', () => {
  it('is listed beside Three Kingdoms Redux and played to its end against the AI by clicking', async () => {
    ready();
    // Less motion: a whole game of rules and layout; the combat panel's step-by-step showing is the next test's.
    const { page, errors } = await openPage(e2e, '?game=&botDelay=0', 'reduced');
    await page.setViewportSize(LAPTOP);
    const choices = page.locator('[data-testid^="choose-"]');
    await expect
      .poll(() => choices.evaluateAll((buttons) => buttons.map((b) => b.textContent)))
      .toEqual(['Three Kingdoms Redux', 'Dragons & Tigers of the Three Kingdoms']);
    await page.click(tid('rules-dragons-and-tigers'));
    await page.locator(tid('rules-panel')).waitFor();
    expect(await page.locator(tid('rules-panel')).textContent()).toContain('reconstructed');
    await expectAccessible(page, 'dragons-rules', [LAPTOP, PHONE]);
    await page.click(tid('rules-close'));
    await page.click(tid('choose-dragons-and-tigers'));
    await page.click(tid('mode-ai'));
    await page.fill(tid('seed'), 'dragons-e2e-1');
    await page.click(tid('start'));
    await page.locator(tid('dt-table')).waitFor();

    const started = Date.now();
    const made: string[] = [];
    let last = '';
    while (await untilTurn(page, errors)) {
      const kind = await decisionOf(page);
      await expectDtDecisionInView(page, kind);
      if (made.length === 0) await expectAccessible(page, 'dragons-draft', [LAPTOP, PHONE]);
      // In the first two rounds a levy and a march each turn, on the map; every other optional decision (and
      // every levy and march after) ended at once, to keep the game short.
      const early = Number(await page.locator(tid('dt-table')).getAttribute('data-round')) <= 2;
      const repeat = kind === last;
      made.push(
        await playDecision(
          page,
          (k) => repeat || !early || (k !== 'levy' && k !== 'movement'),
          // Each step of a march and of a levy in view too, the first time.
          async (k, step) => {
            if (k === 'levy' || k === 'movement') await expectDtDecisionInView(page, `${k}-step${step}`);
          },
        ),
      );
      last = kind;
      expect(made.length).toBeLessThan(2000);
    }
    console.log(`dragons: ${made.length} decisions clicked in ${Math.round((Date.now() - started) / 1000)} s`);
    expect(made).toContain('draft');
    expect(made).toContain('levy');
    expect(made).toContain('movement');
    const status = await page.locator(tid('match-status')).textContent();
    expect(status).toMatch(/^Game over: /);
    expect(await page.locator(`${tid('game-log')} li`).count()).toBeGreaterThan(20);
    await expectAccessible(page, 'dragons-over', [LAPTOP, PHONE]);
    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);

  it('resumes kept matches: Hard thinks in its worker while the page answers; a combat is shown, skipped and closed', async () => {
    ready();
    const hard = keptDragonsMatch(
      'dthard',
      'dt-combat-1',
      'hard',
      (G) => G.decision.kind === 'movement' && G.decision.seat === 'whiteTiger',
    );
    const combat = keptBeforeCombatSteps('dtcombat', 'dt-combat-1');
    const { page, errors } = await openPage(e2e, '?game=dragons-and-tigers&botDelay=0');
    await page.setViewportSize(PHONE);
    await keepInBrowser(page, hard);
    await page.click(tid('resume-dthard'));
    await hardThinksOffThePage(page);
    await page.click(tid('leave'));
    await page.click(tid('leave-abandon'));

    await keepInBrowser(page, combat.kept);
    await page.click(tid('resume-dtcombat'));
    await combatShownSkippedAndClosed(page, combat.move);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});

/**
 * White Tiger's Hard bot is to march: while it thinks (its status says so, in the worker), the page
 * keeps drawing frames and a click on Rules is answered; then its move is played.
 */
async function hardThinksOffThePage(page: Page): Promise<void> {
  const thinking = page.locator(tid('thinking'));
  await thinking.waitFor({ timeout: 10_000 });
  expect(await thinking.getAttribute('data-where')).toBe('worker');
  expect(await thinking.textContent()).toContain('White Tiger is thinking');
  await page.screenshot({ path: join(RESULTS, 'dragons-thinking-390x844.png') });
  const logBefore = Number(await page.locator(tid('dt-table')).getAttribute('data-log'));
  // Measured in the page: the longest gap between animation frames for 300 ms, and a click on Rules
  // answered by the next frame, all while the bot still thinks. A search on the page's thread would hold
  // this script back until it ended, about a second, and the bot would have moved by the time it looked.
  const seen = await page.evaluate(async () => {
    const thinkingNow = () => document.querySelector('[data-testid="thinking"]') !== null;
    let longest = 0;
    let frames = 0;
    const start = performance.now();
    let last = start;
    await new Promise<void>((done) => {
      const frame = (now: number) => {
        longest = Math.max(longest, now - last);
        last = now;
        frames++;
        if (now - start < 300) requestAnimationFrame(frame);
        else done();
      };
      requestAnimationFrame(frame);
    });
    (document.querySelector('[data-testid="rules-open"]') as HTMLButtonElement).click();
    await new Promise((done) => requestAnimationFrame(done));
    const rulesShown = document.querySelector('[data-testid="rules-panel"]') !== null;
    return { longest, frames, rulesShown, stillThinking: thinkingNow() };
  });
  console.log(`dragons: while Hard thought, ${seen.frames} frames in 300 ms, the longest gap ${Math.round(seen.longest)} ms`);
  expect(seen.stillThinking).toBe(true);
  expect(seen.rulesShown).toBe(true);
  // Under a loaded machine a frame may wait a few hundred ms; a search on the page's thread holds one a second and more.
  expect(seen.frames).toBeGreaterThan(1);
  expect(seen.longest).toBeLessThan(900);
  await page.click(tid('rules-close'));
  // The bot's march, played through the match: the log grows.
  await expect
    .poll(async () => Number(await page.locator(tid('dt-table')).getAttribute('data-log')), { timeout: 20_000 })
    .toBeGreaterThan(logBefore);
}

const SKIP = `${tid('combat-panel')} button:text-is("Skip: show every step")`;
const CLOSE = `${tid('combat-panel')} button:text-is("Close")`;

/**
 * Blue Dragon's move brings several steps of a combat at once: they appear one by one, Skip shows the
 * rest at once; the combat is played to its end by clicking, Close puts the panel away, and a tap on a
 * counter of the map then shows its area's pieces.
 */
async function combatShownSkippedAndClosed(page: Page, move: Move): Promise<void> {
  await page.locator(tid('dt-table')).waitFor();
  await clickMove(page, move);
  // Watched in the page, frame by frame: the steps showing when Skip appears, one more by itself, then Skip.
  const seen = await page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    const steps = () => document.querySelectorAll('[data-testid="combat-panel"] li[data-step]').length;
    const skip = () =>
      [...document.querySelectorAll<HTMLButtonElement>('[data-testid="combat-panel"] button')].find(
        (b) => b.textContent === 'Skip: show every step',
      );
    const start = performance.now();
    while (!skip() && performance.now() - start < 5000) await frame();
    const first = steps();
    while (steps() === first && skip() && performance.now() - start < 10_000) await frame();
    const partway = steps();
    const button = skip();
    button?.click();
    await frame();
    return { first, partway, skipped: button !== undefined, after: steps(), skipLeft: skip() !== undefined };
  });
  expect(seen.partway).toBe(seen.first + 1);
  expect(seen.skipped).toBe(true);
  expect(seen.after).toBeGreaterThan(seen.partway);
  expect(seen.skipLeft).toBe(false);
  await page.screenshot({ path: join(RESULTS, 'dragons-combat-390x844.png') });
  await expectAccessible(page, 'dragons-combat', [PHONE]);

  // The combat goes on to its end: the player's decisions in it clicked, each presentation skipped.
  for (let turn = 0; (await page.locator(CLOSE).count()) === 0; turn++) {
    expect(turn, 'the combat did not end').toBeLessThan(40);
    if ((await page.locator(SKIP).count()) > 0) await page.click(SKIP);
    else if ((await page.locator(tid('decision-panel')).count()) > 0 && (await page.locator(CLOSE).count()) === 0)
      await playDecision(page, () => true);
    else await page.waitForTimeout(100);
  }
  expect(await page.locator(`${tid('combat-panel')} h3`).textContent()).toMatch(/: over$/);
  await page.click(CLOSE);
  expect(await page.locator(tid('combat-panel')).count()).toBe(0);

  // The map is usable: a tap on a counter not covered by anything shows its area's pieces under the map.
  expect(await smallestCounterText(page)).toBeGreaterThanOrEqual(11);
  const point = await page.evaluate(() => {
    for (const stack of document.querySelectorAll('[data-testid^="stack-"] rect')) {
      const r = stack.getBoundingClientRect();
      const x = r.left + Math.min(8, r.width / 2);
      const y = r.top + r.height / 2;
      const hit = document.elementFromPoint(x, y);
      if (hit && stack.parentElement?.contains(hit) && y > 0 && y < window.innerHeight) return { x, y };
    }
    return null;
  });
  expect(point, 'no counter on the map to tap').not.toBeNull();
  await page.mouse.click(point!.x, point!.y);
  await page.locator(tid('area-panel')).waitFor();
  await page.screenshot({ path: join(RESULTS, 'dragons-counter-tapped-390x844.png') });
  await expectAccessible(page, 'dragons-counter-tapped', [PHONE]);
  await page.click(tid('area-panel-close'));
  expect(await page.locator(tid('area-panel')).count()).toBe(0);
}
