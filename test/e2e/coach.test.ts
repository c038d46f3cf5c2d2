/**
 * Issue 17, items 5-7 in Debian's chromium: a tutorial's first round played
 * by following the coach's pointers only, each step saying why in the bots'
 * figures and suggesting the Hint's own first option (issue 35, item 2),
 * then tips only from round 2 (each decision now waits for the Hint's
 * search, so the guided game stops there: the replay test below covers the
 * story chart of a finished game); a hint whose recommendation is
 * legal in the true state, in plain words, with its three options in view
 * at laptop and phone size (issue 35, item 3); the
 * hints switched off; the story chart of a finished game in the replay
 * viewer; a track's "?" opening its rules entry. Screenshots at laptop and
 * phone width of the coach, the hint and the chart.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { heuristicMove } from '../../src/bots/threeKingdomsRedux/heuristic';
import { applyMove, newGame, statesToAct } from '../../src/game/threeKingdomsRedux/engine';
import type { Move } from '../../src/game/threeKingdomsRedux/moves';
import { observe } from '../../src/game/threeKingdomsRedux/playerView';
import { seededRng } from '../../src/game/rng';
import type { MatchRecord } from '../../src/board/threeKingdomsRedux/replay/record';
import { type E2E, engineState, openPage, recordOf, RESULTS, startE2E, tid, waitForHumanTurn } from './harness';
import { expectAccessible } from './axe';
import { LAPTOP, lowContrast, PHONE, phoneOverflow, shots } from './layout';
import { startOncePerFile } from './startOnce';

let e2e: E2E;

const ready = startOncePerFile(
  () => startE2E('coach'),
  (started) => (e2e = started),
);

async function startGame(page: Page, seed: string, tutorial: boolean) {
  await page.check(tid('mode-ai'));
  await page.selectOption(tid('human-state'), 'wei');
  await page.selectOption(tid('difficulty-wu'), 'medium');
  await page.selectOption(tid('difficulty-shu'), 'medium');
  if (tutorial) await page.check(tid('tutorial'));
  await page.fill(tid('seed'), seed);
  await page.click(tid('start'));
  await page.waitForSelector(tid('decision-panel'));
}

const round = async (page: Page) => Number(await page.textContent(tid('round-number')));

/** Does what the coach points at: clicks it, or picks the value it names in a field. */
async function followCoach(page: Page): Promise<string> {
  const pointer = page.locator('[data-coach-pointer="now"]').first();
  await pointer.waitFor({ timeout: 10_000 });
  const tag = await pointer.evaluate((el) => el.tagName);
  const value = await pointer.getAttribute('data-coach-value');
  const id = (await pointer.getAttribute('data-testid')) ?? tag;
  if (tag === 'SELECT') await pointer.selectOption(value ?? '');
  else if (tag === 'INPUT') await pointer.setChecked(value === 'true');
  else await pointer.click();
  return value === null ? id : `${id}=${value}`;
}

/** The coach's suggestion once the shared analysis is in: the move, and its why sentence. */
async function coachAdvice(page: Page): Promise<{ move: string | null; why: string }> {
  await page.waitForSelector(`${tid('coach')}[data-advice="ready"]`, { timeout: 60_000 });
  const suggestion = page.locator(tid('coach-suggestion'));
  if (!(await suggestion.count())) return { move: null, why: (await page.textContent(tid('coach-tip'))) ?? '' };
  return { move: await suggestion.getAttribute('data-move'), why: (await page.textContent(tid('coach-why'))) ?? '' };
}

/** The Hint's first option for the same decision (the panel opened, read and closed again). */
async function hintFirst(page: Page): Promise<string | null> {
  await page.click(tid('hint'));
  const first = page.locator(`${tid('hint-move')}[data-rank="1"]`);
  await first.waitFor({ timeout: 60_000 });
  const move = await first.getAttribute('data-move');
  await page.click(tid('hint-close'));
  return move;
}

describe('a guided first game (issue 17, item 5; issue 35, item 2)', () => {
  it('the tutorial played by following the coach’s pointers only: round 1 from its recruitment, step by step with the why of each, the Hint agreeing; then tips', async () => {
    ready();
    // Less motion: the slides and flashes are board.test.ts's to check; here they would only cost CPU.
    const { page, errors } = await openPage(e2e, '?botDelay=0&storyGames=1&hintMs=300', 'reduced');
    await startGame(page, 'e2e-coach', true);
    const coach = page.locator(tid('coach'));
    await coach.waitFor();
    const followed: string[] = [];
    const whys: string[] = [];
    let shot = false;
    let recruitShot = false;
    const over = () => page.locator(tid('game-over')).count();
    const play = async (untilRound: number) => {
      while ((await round(page)) < untilRound && !(await over())) {
        await waitForHumanTurn(page).catch(() => undefined);
        if ((await round(page)) >= untilRound || (await over())) break;
        const advice = await coachAdvice(page);
        if ((await round(page)) === 1) {
          // Round 1, walked step by step: the rules' step, what to do, why (a figure of the bots' reasons), where to look.
          expect((await page.textContent(tid('coach-step')))?.length).toBeGreaterThan(3);
          expect((await page.textContent(tid('coach-now')))?.length).toBeGreaterThan(3);
          expect(advice.why).toMatch(/^Why: .*\d/);
          expect(await page.textContent(tid('coach-look'))).toMatch(/^Look at /);
          // The coach's choice is the Hint's first option.
          expect(await hintFirst(page)).toBe(advice.move);
          whys.push(advice.why);
        } else {
          // Later rounds: one tip line, the full walk on request.
          expect(await page.locator(tid('coach-step')).count()).toBe(0);
          expect(await page.textContent(tid('coach-tip'))).toMatch(/^Tip: /);
        }
        if (!shot && (await page.locator('[data-coach-pointer="now"][data-testid^="pick-"]').count())) {
          await shots(page, 'coach-bid');
          shot = true;
        }
        if (!recruitShot && (await page.locator('[data-coach-pointer="now"][data-testid^="recruit-"]').count())) {
          await shots(page, 'coach-recruit');
          await expectAccessible(page, 'coach-recruit');
          recruitShot = true;
        }
        followed.push(await followCoach(page));
        expect(followed.length).toBeLessThan(3000);
      }
    };
    await play(2);
    expect(followed).toContain('tray-confirm');
    expect(followed.some((f) => f.startsWith('pick-'))).toBe(true);
    expect(await round(page)).toBe(2);
    expect(whys.length).toBeGreaterThanOrEqual(4);
    // Round 1 opened with the recruitment (the start screen's tutorial drafts its generals).
    expect(recruitShot).toBe(true);
    expect(followed.some((f) => f.startsWith('recruit-'))).toBe(true);
    // Every move of the human was accepted: the record replays through the rules.
    const record = await recordOf(page);
    expect(record.moves.filter((m) => m.state === 'wei').length).toBeGreaterThan(2);
    engineState(record);
    // Hide and bring back the coach.
    await page.click(tid('coach-hide'));
    expect(await coach.count()).toBe(0);
    await page.click(tid('coach-show'));
    await coach.waitFor();
    expect(shot).toBe(true);
    // From round 2 a tip line; "explain" brings back the full step, "tips only" the line.
    await waitForHumanTurn(page);
    await coachAdvice(page);
    await shots(page, 'coach-tip');
    await page.click(tid('coach-explain'));
    await page.locator(tid('coach-step')).waitFor();
    await page.click(tid('coach-brief'));
    await page.locator(tid('coach-tip')).waitFor();
    expect(await phoneOverflow(page)).toBe(0);
    expect(await lowContrast(page)).toEqual([]);
    await expectAccessible(page, 'coach-tip');

    expect(errors).toEqual([]);
  }, 300_000);
});

/** Whether every part of `selector`'s matches lies in the viewport and inside every scrolling box around it (no scrolling needed to see it). */
async function wholeInView(page: Page, selector: string): Promise<boolean[]> {
  return page.locator(selector).evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return false;
      let top = 0;
      let bottom = window.innerHeight;
      let left = 0;
      let right = window.innerWidth;
      for (let a = el.parentElement; a; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowY === 'visible' && style.overflowX === 'visible') continue;
        const b = a.getBoundingClientRect();
        top = Math.max(top, b.top);
        bottom = Math.min(bottom, b.bottom);
        left = Math.max(left, b.left);
        right = Math.min(right, b.right);
      }
      return r.top >= top - 1 && r.bottom <= bottom + 1 && r.left >= left - 1 && r.right <= right + 1;
    }),
  );
}

/** At 1280x800 and 390x844: the hint's three options, their buttons and Confirm all in view without scrolling. */
async function optionsInView(page: Page) {
  for (const size of [LAPTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await wholeInView(page, tid('hint-move')), `${size.width}x${size.height}`).toEqual([true, true, true]);
    expect(await wholeInView(page, tid('hint-stage')), `${size.width}x${size.height}`).toEqual([true, true, true]);
    expect(await wholeInView(page, tid('tray-confirm')), `${size.width}x${size.height}`).toEqual([true]);
  }
  await page.setViewportSize(LAPTOP);
}

describe('the advisor (issue 17, item 6; issue 35, item 3)', () => {
  it('a hint recommends a legal move in plain words, each option’s chance with its game count, all three options and Confirm in view at laptop and phone size', async () => {
    ready();
    const { page, errors } = await openPage(e2e, '?botDelay=0&hintMs=600', 'reduced');
    await startGame(page, 'e2e-hint', false);
    await waitForHumanTurn(page);
    await page.click(tid('hint'));
    await page.waitForSelector(`${tid('hint-move')}`, { timeout: 60_000 });
    const rows = page.locator(tid('hint-move'));
    expect(await rows.count()).toBe(3);
    const G = engineState(await recordOf(page));
    for (let i = 0; i < 3; i++) {
      const row = rows.nth(i);
      const move = JSON.parse((await row.getAttribute('data-move'))!) as Move;
      expect(applyMove(structuredClone(G), 'wei', move, seededRng('check')).ok).toBe(true);
      const chance = row.locator(tid('hint-chance'));
      const games = Number(await chance.getAttribute('data-games'));
      expect(games).toBeGreaterThan(0);
      const words = (await chance.textContent()) ?? '';
      if (words.includes('%')) expect(words).toContain(`from ${games} games`);
      expect(words).not.toMatch(/(^|[^\d.])(0|100)%/);
    }
    const reason = (await page.textContent(tid('hint-reason'))) ?? '';
    expect(reason).toMatch(/^Good move: .{10,}/);
    expect(await page.textContent(tid('hint-panel'))).not.toMatch(/searched|lines|visits|iterations/i);
    await optionsInView(page);
    await shots(page, 'hint');
    expect(await lowContrast(page)).toEqual([]);
    await expectAccessible(page, 'hint', [LAPTOP, PHONE]);
    // "Set it up" stages the recommendation; Confirm sends it.
    const before = (await recordOf(page)).moves.length;
    await rows.first().locator(tid('hint-stage')).click();
    await page.click(tid('tray-confirm'));
    await page.waitForFunction((n) => (globalThis as unknown as { __tkrMatch: MatchRecord }).__tkrMatch.moves.length > n, before);
    // The setting turns hints off.
    await waitForHumanTurn(page);
    const helpersOpen = () => page.locator(tid('helper-toggles')).evaluate((d) => (d as HTMLDetailsElement).open);
    await page.click(`${tid('helper-toggles')} summary`);
    await page.uncheck(tid('hints-toggle'));
    expect(await page.locator(tid('hint')).count()).toBe(0);
    // A changed setting closes the menu, whose list would otherwise lie over the tray's buttons.
    expect(await helpersOpen()).toBe(false);
    await page.click(`${tid('helper-toggles')} summary`);
    await page.check(tid('hints-toggle'));
    expect(await page.locator(tid('hint')).count()).toBe(1);
    expect(await helpersOpen()).toBe(false);
    // The next decision's hint (a bid or the alliance) in view too.
    await page.click(tid('hint'));
    await page.waitForSelector(tid('hint-move'), { timeout: 60_000 });
    expect(await page.locator(tid('hint-move')).count()).toBe(3);
    await optionsInView(page);
    await shots(page, 'hint-next');
    expect(errors).toEqual([]);
  }, 300_000);
});

describe('the hint beside the coach (issue 35, item 3)', () => {
  it('in a tutorial game the hint’s three options and Confirm stay in view with the coach open, at laptop and phone size', async () => {
    ready();
    const { page, errors } = await openPage(e2e, '?botDelay=0&hintMs=400', 'reduced');
    await startGame(page, 'e2e-hint-coach', true);
    await page.locator(tid('coach')).waitFor();
    await waitForHumanTurn(page);
    await page.click(tid('hint'));
    await page.waitForSelector(tid('hint-move'), { timeout: 60_000 });
    expect(await page.locator(tid('coach')).count()).toBe(1);
    await optionsInView(page);
    await shots(page, 'hint-coach');
    expect(errors).toEqual([]);
  }, 300_000);
});

describe('the story chart and the tracks’ rules links (issue 17, items 7 and 4)', () => {
  it('a finished game’s replay shows each state’s chance to win (adding up to 100%) and VP estimate after every round', async () => {
    ready();
    // A finished tutorial game played by the heuristic through the pure rules, opened as a saved record.
    const seed = 'e2e-story';
    const rng = seededRng(seed);
    const G = newGame({ tutorial: true }, rng);
    const record: MatchRecord = { version: 1, seed, tutorial: true, moves: [] };
    while (!G.result) {
      const s = statesToAct(G)[0];
      const move = heuristicMove(observe(G, s), s);
      record.moves.push({ state: s, move });
      applyMove(G, s, move, rng);
    }
    const file = join(RESULTS, 'story-record.json');
    writeFileSync(file, JSON.stringify(record));
    const { page, errors } = await openPage(e2e, '?storyGames=2', 'reduced');
    await page.check(tid('mode-replay'));
    await page.setInputFiles(tid('replay-file'), file);
    await page.waitForSelector(tid('story'));
    await page.waitForSelector(tid('story-progress'), { state: 'detached', timeout: 120_000 });
    const rows = page.locator(tid('story-row'));
    const n = await rows.count();
    expect(n).toBeGreaterThanOrEqual(3);
    for (let i = 0; i < n; i++) {
      const chances = await rows
        .nth(i)
        .locator('td')
        .evaluateAll((tds) => tds.map((td) => Number(td.getAttribute('data-chance'))));
      expect(chances.reduce((a, b) => a + b, 0)).toBe(100);
    }
    // The end: the winner at 100%.
    const last = await rows
      .nth(n - 1)
      .locator(`td[data-state="${G.result!.winner}"]`)
      .getAttribute('data-chance');
    expect(last).toBe('100');
    // A point of the chart shows that position.
    await page
      .locator(`${tid('story-vp')} circle`)
      .first()
      .click();
    expect(await page.textContent(tid('replay-position'))).toMatch(/^Move 0 of/);
    await page.locator(tid('story')).scrollIntoViewIfNeeded();
    await shots(page, 'story');
    expect(await phoneOverflow(page)).toBe(0);
    expect(await lowContrast(page)).toEqual([]);
    await expectAccessible(page, 'story');

    // A track's "?" opens its entry in the rules.
    await page.locator(tid('help-track-rank')).first().click();
    await page.waitForSelector(tid('help-panel'));
    expect(await page.locator(tid('help-score-rank')).evaluate((el) => el.classList.contains('help-current'))).toBe(true);
    expect(errors).toEqual([]);
  }, 300_000);
});
