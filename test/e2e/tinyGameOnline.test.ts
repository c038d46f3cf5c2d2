/**
 * High Card Duel played online through the page shell's online host, in chromium against a real
 * server serving both games: one person creates a duel and sends its link, the other opens the link
 * and joins the free seat by name (a reload keeps it), and the two play it to its end by clicking,
 * each page holding its own hand only, and say "Good game" in the match's chat.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serverGameOfContract } from '../../src/server/games/serverGame';
import { threeKingdomsReduxServer } from '../../src/server/games/threeKingdomsRedux';
import { highCardDuel, type DuelSeat, type DuelState } from '../tinyGame/highCardDuel';
import { ROOT, tid } from './harness';
import { openPerson, startLobbyE2E, storedMatch, waitForText, type LobbyE2E } from './lobbyHarness';
import { startOncePerFile } from './startOnce';

let e2e: LobbyE2E;
const ready = startOncePerFile(
  () =>
    startLobbyE2E(
      'tinyGameOnline',
      { games: [threeKingdomsReduxServer(), serverGameOfContract(highCardDuel)] },
      join(ROOT, 'test', 'tinyGame', 'page', 'main.tsx'),
    ),
  (started) => (e2e = started),
);

const handOf = async (page: Page): Promise<number[]> => (await page.locator(`${tid('duel-hand')} button`).allTextContents()).map(Number);
const statusOf = async (page: Page): Promise<string> => (await page.locator(tid('match-status')).textContent()) ?? '';

/** Plays a card if it is this page's turn: the first card it may play, then Confirm. Whether it played. */
async function playIfMyTurn(page: Page): Promise<boolean> {
  const card = page.locator(`${tid('duel-hand')} button:enabled`).first();
  if ((await page.locator(`${tid('duel-hand')} button:enabled`).count()) === 0) return false;
  const value = await card.textContent();
  await card.click();
  await page.click(tid('duel-confirm'));
  await page.locator(tid(`duel-card-${value}`)).waitFor({ state: 'detached' });
  return true;
}

describe('High Card Duel online in the page shell', () => {
  it('is created, joined by its link and played to its end by two people, each seeing only their hand', async () => {
    ready();
    const alice = await openPerson(e2e, '');
    await alice.page.click(tid('choose-high-card-duel'));
    await alice.page.click(tid('play-online'));
    await alice.page.fill(tid('online-name'), 'Alice');
    await alice.page.click(tid('online-create-match'));
    await alice.page.locator(tid('waiting-room')).waitFor();
    expect(await alice.page.locator(tid('room-seats')).textContent()).toBe('North: Alice (you)South: free');
    const link = (await alice.page.locator(tid('join-link')).getAttribute('href')) ?? '';
    const matchID = (await alice.page.locator(tid('waiting-room')).getAttribute('data-match-id')) ?? '';
    expect(link).toBe(`${e2e.url}/#match/${highCardDuel.id}/${matchID}`);
    expect(await alice.page.locator(tid('watch-link')).getAttribute('href')).toBe(`${e2e.url}/#watch/${highCardDuel.id}/${matchID}`);

    const brian = await openPerson(e2e, link.slice(e2e.url.length));
    await brian.page.locator(tid('join-seat-1')).waitFor();
    // North is taken: only South may be joined.
    expect(await brian.page.locator(tid('join-seat-0')).count()).toBe(0);
    await brian.page.fill(tid('online-name'), 'Brian');
    await brian.page.click(tid('join-seat-1'));
    for (const person of [alice, brian]) await person.page.locator(tid('duel-table')).waitFor();

    const { state } = await storedMatch(e2e, matchID);
    const dealt = (state.G as unknown as DuelState).hands;
    const seats: [Page, DuelSeat][] = [
      [alice.page, 'north'],
      [brian.page, 'south'],
    ];
    for (const [page, seat] of seats) {
      await expect.poll(() => handOf(page)).toEqual(dealt[seat]);
      const other: DuelSeat = seat === 'north' ? 'south' : 'north';
      for (const card of dealt[other]) expect(await page.locator(tid(`duel-card-${card}`)).count()).toBe(0);
    }
    // The seat is held in the browser: a reload returns to it.
    await brian.page.reload();
    await expect.poll(() => handOf(brian.page)).toEqual(dealt.south);
    await waitForText(alice.page, tid('match-status'), 'Your turn.');
    expect(await statusOf(brian.page)).toBe('North (Alice) to play.');

    // Six cards, three tricks: each page plays when it is its turn, until both say the game is over.
    let played = 0;
    const over = async () => (await statusOf(alice.page)).startsWith('Game over') && (await statusOf(brian.page)).startsWith('Game over');
    while (played < 6 || !(await over())) {
      let moved = false;
      for (const [page] of seats) if (await playIfMyTurn(page)) (moved = true), played++;
      if (!moved) await alice.page.waitForTimeout(50);
      expect(played).toBeLessThanOrEqual(6);
    }

    expect(played).toBe(6);

    const storedResult = async () => highCardDuel.result((await storedMatch(e2e, matchID)).state.G as unknown as DuelState);
    await expect.poll(storedResult).not.toBeNull();
    const result = await storedResult();
    const words = `Game over: ${result!.winners.map((s) => highCardDuel.seats.name(s)).join(' and ')} wins.`;
    for (const [page] of seats) {
      expect(await statusOf(page)).toBe(words);
      expect(await handOf(page)).toEqual([]);
    }
    // The shell's table has the match's chat: a quick phrase reaches the other player, named by seat.
    await brian.page.getByRole('button', { name: 'Send “Good game”' }).click();
    await waitForText(alice.page, tid('chat-lines'), 'Brian (South): Good game');
    expect(alice.errors).toEqual([]);
    expect(brian.errors).toEqual([]);
  }, 60_000);
});
