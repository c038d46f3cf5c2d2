/**
 * Local games that survive a reload (issue 17, item 1), in Debian's chromium:
 * a reload mid-game against AI and in hotseat resumes the very position the
 * pure rules reach by replaying the kept record; Back and Forward; "Leave the
 * game" asks first; the start screen's list resumes or deletes a kept game.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SavedGame } from '../../src/board/threeKingdomsRedux/saved/savedGames';
import type { GameState } from '../../src/game/threeKingdomsRedux/state';
import { STATES, type StateId } from '../../src/game/threeKingdomsRedux/types';
import {
  clickDecision,
  decisionKind,
  domNumbers,
  type E2E,
  engineState,
  openPage,
  panelNumbers,
  recordOf,
  startE2E,
  tid,
  waitForHumanTurn,
} from './harness';
import { expectAccessible } from './axe';
import { lowContrast, shots } from './layout';
import { startOncePerFile } from './startOnce';

let e2e: E2E;

const ready = startOncePerFile(
  () => startE2E('resume'),
  (started) => (e2e = started),
);

async function startAiGame(page: Page, seed: string, human: StateId = 'wu') {
  await page.check(tid('mode-ai'));
  await page.selectOption(tid('human-state'), human);
  for (const s of STATES.filter((x) => x !== human)) await page.selectOption(tid(`difficulty-${s}`), 'easy');
  await page.fill(tid('seed'), seed);
  await page.click(tid('start'));
  await page.waitForSelector(tid('decision-panel'));
}

/** The games this browser keeps, read straight from localStorage. */
async function keptGames(page: Page): Promise<SavedGame[]> {
  return page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('tkr:game:'))
      .map((k) => JSON.parse(localStorage.getItem(k)!)),
  );
}

const gameIdOf = (page: Page) => decodeURIComponent(new URL(page.url()).hash.replace(/^#local\//, ''));

async function handIds(page: Page): Promise<string[]> {
  const ids = await page
    .locator(`${tid('hand')} [data-testid^="hand-general-"]`)
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? ''));
  return ids.map((id) => id.slice('hand-general-'.length)).sort();
}

/** The board shows the numbers, and `seat`'s hand, that the rules reach by replaying the kept record. */
async function expectBoardOfKeptRecord(page: Page, seat: StateId): Promise<GameState> {
  const [kept] = (await keptGames(page)).filter((g) => g.id === gameIdOf(page));
  expect(kept, 'the game in the address is kept').toBeTruthy();
  const G = engineState(kept.record);
  const want = panelNumbers(G);
  expect(await domNumbers(page, Object.keys(want))).toEqual(want);
  expect(await handIds(page)).toEqual([...G.players[seat].secret.hand].sort());
  expect(await decisionKind(page)).not.toBe('waiting');
  return G;
}

describe('local games survive a reload', () => {
  it('against AI: a reload mid-game resumes the same position, bots included, and play goes on', async () => {
    ready();
    // Less motion: the slides and flashes are board.test.ts's to check; here they would only cost CPU.
    const { page, errors } = await openPage(e2e, '?botDelay=20', 'reduced');
    await startAiGame(page, 'e2e-resume-ai');
    expect(page.url()).toMatch(/#local\/[A-Za-z0-9_-]+$/);
    // Recruit, then a few bids: the bots move between the person's decisions.
    for (let i = 0; i < 4; i++) {
      await waitForHumanTurn(page);
      await clickDecision(page, await decisionKind(page));
    }
    await waitForHumanTurn(page);
    const before = await recordOf(page);
    expect(before.moves.filter((m) => m.state !== 'wu').length).toBeGreaterThan(2);
    const [kept] = await keptGames(page);
    expect(kept.record).toEqual(before);

    await page.reload();
    await page.waitForSelector(tid('decision-panel'));
    await waitForHumanTurn(page);
    // The same moves, nothing lost and nothing played twice; the board is the rules' replay of them.
    expect(await recordOf(page)).toEqual(before);
    await expectBoardOfKeptRecord(page, 'wu');
    // The game goes on: the person moves, the bots answer, and every move is kept.
    await clickDecision(page, await decisionKind(page));
    await waitForHumanTurn(page);
    const after = await recordOf(page);
    expect(after.moves.slice(0, before.moves.length)).toEqual(before.moves);
    expect(after.moves.length).toBeGreaterThan(before.moves.length);
    expect((await keptGames(page))[0].record).toEqual(after);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it('hotseat: a reload shows the hand-off screen, then the same position', async () => {
    ready();
    const { page, errors } = await openPage(e2e, '', 'reduced');
    await page.check(tid('mode-hotseat'));
    await page.fill(tid('seed'), 'e2e-resume-hotseat');
    await page.click(tid('start'));
    // The three recruitments, then a few bids.
    for (let turn = 0; turn < 5; turn++) {
      await page.click(tid('handoff-ready'));
      await page.waitForSelector(tid('hand'));
      // This seat plays until the device must change hands.
      while ((await page.locator(tid('handoff')).count()) === 0) await clickDecision(page, await decisionKind(page));
    }
    const before = await recordOf(page);
    const seat = (await page.locator(tid('handoff')).getAttribute('data-seat')) as StateId;
    await page.reload();
    // Still nobody's hand on show: the next player must confirm first, as before the reload.
    await page.waitForSelector(tid('handoff'));
    expect(await page.locator(tid('handoff')).getAttribute('data-seat')).toBe(seat);
    expect(await page.locator(tid('hand')).count()).toBe(0);
    expect(await recordOf(page)).toEqual(before);
    await page.click(tid('handoff-ready'));
    await page.waitForSelector(tid('hand'));
    await expectBoardOfKeptRecord(page, seat);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('Back leaves the game (kept, in the start screen’s list), Forward resumes it', async () => {
    ready();
    const { page, errors } = await openPage(e2e, '?botDelay=20', 'reduced');
    await startAiGame(page, 'e2e-resume-back');
    await waitForHumanTurn(page);
    await clickDecision(page, await decisionKind(page));
    await waitForHumanTurn(page);
    const id = gameIdOf(page);
    const before = await recordOf(page);
    await page.goBack();
    await page.waitForSelector(tid('start-screen'));
    expect(new URL(page.url()).hash).toBe('');
    await page.waitForSelector(tid(`saved-game-${id}`));
    await page.goForward();
    await page.waitForSelector(tid('decision-panel'));
    await waitForHumanTurn(page);
    expect(gameIdOf(page)).toBe(id);
    expect(await recordOf(page)).toEqual(before);
    await expectBoardOfKeptRecord(page, 'wu');
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('"Leave the game" asks first; a kept game resumes from the start screen’s list; an abandoned one is gone', async () => {
    ready();
    const { page, errors } = await openPage(e2e, '?botDelay=20', 'reduced');
    await startAiGame(page, 'e2e-resume-leave');
    await waitForHumanTurn(page);
    await clickDecision(page, await decisionKind(page));
    await waitForHumanTurn(page);
    const id = gameIdOf(page);
    const before = await recordOf(page);

    await page.click(tid('leave-match'));
    const dialog = page.locator(tid('leave-dialog'));
    await dialog.waitFor();
    expect(await dialog.getAttribute('role')).toBe('dialog');
    await shots(page, 'e2e-leave-dialog');
    expect(await lowContrast(page)).toEqual([]);
    await expectAccessible(page, 'e2e-leave-dialog');
    // Staying changes nothing.
    await page.click(tid('leave-stay'));
    expect(await dialog.count()).toBe(0);
    expect(await page.locator(tid('decision-panel')).count()).toBe(1);

    await page.click(tid('leave-match'));
    await page.click(tid('leave-keep'));
    const row = page.locator(tid(`saved-game-${id}`));
    await row.waitFor();
    expect(await row.textContent()).toContain('You play Wu against Wei (Easy) and Shu (Easy)');
    await shots(page, 'e2e-resume-list');
    expect(await lowContrast(page)).toEqual([]);
    await expectAccessible(page, 'e2e-resume-list');

    await page.click(tid(`resume-${id}`));
    await page.waitForSelector(tid('decision-panel'));
    await waitForHumanTurn(page);
    expect(gameIdOf(page)).toBe(id);
    expect(await recordOf(page)).toEqual(before);
    await expectBoardOfKeptRecord(page, 'wu');

    await page.click(tid('leave-match'));
    await page.click(tid('leave-abandon'));
    await page.waitForSelector(tid('start-screen'));
    expect(await page.locator(tid(`saved-game-${id}`)).count()).toBe(0);
    expect((await keptGames(page)).map((g) => g.id)).not.toContain(id);
    // Its address now says it is gone, instead of an empty game.
    await page.goto(`${e2e.url}#local/${id}`);
    await page.waitForSelector(tid('start-notice'));

    // A second kept game is deleted from the list.
    await page.goto(e2e.url);
    await startAiGame(page, 'e2e-resume-delete');
    const other = gameIdOf(page);
    await page.click(tid('leave-match'));
    await page.click(tid('leave-keep'));
    await page.click(tid(`delete-saved-${other}`));
    expect(await page.locator(tid(`saved-game-${other}`)).count()).toBe(0);
    expect(await keptGames(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);
});
