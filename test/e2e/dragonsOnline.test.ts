/**
 * Dragons & Tigers online, in chromium against a real server serving both games by default: one
 * person creates a 2-seat match from the start screen and sends its link, the other joins the free
 * seat by it, and the two play the draft and their first turns by clicking, each page showing the
 * same game and a decision only at the seat whose decision it is. A third person opens the link once
 * every seat is taken and watches: the moves reach her table, she sees whose turn it is, is offered
 * no move, her chat line reaches the players marked as a spectator's, and her screen passes axe; the
 * online page's list of matches offers her the match to watch too.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { decisionOf, playDecision } from './dragonsPage';
import { tid } from './harness';
import { expectAccessible } from './axe';
import { LAPTOP, PHONE, phoneOverflow } from './layout';
import { openPerson, startLobbyE2E, type LobbyE2E, type Person } from './lobbyHarness';
import { startOncePerFile } from './startOnce';

let e2e: LobbyE2E;
const ready = startOncePerFile(
  () => startLobbyE2E('dragonsOnline'),
  (started) => {
    e2e = started;
    // Less motion: these tests check the online match, not the table's motion (the map's pulsing halo repaints every frame).
    e2e.motion = 'reduced';
  },
);

/** The length of the game's log the page's table shows (the table marks it). */
const logLength = async (page: Page) => Number(await page.locator(tid('dt-table')).getAttribute('data-log'));

/** What a page could send a move with: the decision tray, its Confirm, and places or pieces lit to pick. */
const MOVE_CONTROLS = [
  tid('decision-panel'),
  tid('tray-confirm'),
  tid('step-options'),
  '[data-testid^="area-lit-"]',
  '[data-testid^="character-"]',
].join(', ');

/** Moves the spectator follows before she leaves (the two players play on without her). */
const WATCHED_MOVES = 4;

/**
 * The version of the match's state the page shows (the online table marks it): it changes with every
 * accepted move, even one that adds no log line and leaves the same decision kind to the same seat
 * (a family restoration's kingdom, then its area).
 */
const stateOf = async (page: Page) => Number(await page.locator(tid('online-table')).getAttribute('data-state-id'));

/** Whether `page` shows the same state as `mover`'s, and the same log. */
const caughtUp = async (page: Page, mover: Page) =>
  (await stateOf(page)) === (await stateOf(mover)) && (await logLength(page)) === (await logLength(mover));

describe('Dragons & Tigers online', () => {
  it('is created, joined by its link and played by two people by clicking', async () => {
    ready();
    // `?game=`: the start screen's list of games, where Alice chooses this one.
    const alice = await openPerson(e2e, '?game=');
    await alice.page.click(tid('choose-dragons-and-tigers'));
    await alice.page.click(tid('play-online'));
    await alice.page.fill(tid('online-name'), 'Alice');
    await alice.page.click(tid('online-create-match'));
    await alice.page.locator(tid('waiting-room')).waitFor();
    expect(await alice.page.locator(tid('room-seats')).textContent()).toBe('Blue Dragon: Alice (you)White Tiger: free');
    const link = (await alice.page.locator(tid('join-link')).getAttribute('href')) ?? '';
    expect(link).toMatch(new RegExp(`^${e2e.url}/(\\?game=)?#match/dragons-and-tigers/`));

    const matchID = (await alice.page.locator(tid('waiting-room')).getAttribute('data-match-id')) ?? '';

    const brian = await openPerson(e2e, link.slice(e2e.url.length));
    await brian.page.fill(tid('online-name'), 'Brian');
    await brian.page.click(tid('join-seat-1'));
    for (const person of [alice, brian]) await person.page.locator(tid('dt-table')).waitFor();
    expect(await alice.page.locator(tid('dt-table')).getAttribute('data-seat')).toBe('blueDragon');
    expect(await brian.page.locator(tid('dt-table')).getAttribute('data-seat')).toBe('whiteTiger');

    // Carol opens the same link: every seat is taken, so she watches, at the match's watching address.
    const carol = await openPerson(e2e, link.slice(e2e.url.length));
    await carol.page.click(tid('watch-match'));
    await carol.page.locator(tid('dt-table')).waitFor();
    expect(await carol.page.evaluate(() => location.hash)).toBe(`#watch/dragons-and-tigers/${matchID}`);
    expect(await carol.page.locator(tid('dt-table')).getAttribute('data-seat')).toBeNull();
    expect(await carol.page.locator(tid('match-who')).textContent()).toMatch(/^You are watching/);
    let watched = 0;

    const made: Record<string, string[]> = { alice: [], brian: [] };
    const levied = new Set<string>();
    while (made.alice.length + made.brian.length < 24 || levied.size < 2) {
      // Exactly one page has the decision; the other shows whose it is.
      let who: 'alice' | 'brian' | null = null;
      await expect
        .poll(
          async () => {
            if ((await alice.page.locator(tid('decision-panel')).count()) > 0) who = 'alice';
            else if ((await brian.page.locator(tid('decision-panel')).count()) > 0) who = 'brian';
            return who;
          },
          { timeout: 20_000 },
        )
        .not.toBeNull();
      const page = who === 'alice' ? alice.page : brian.page;
      const other = who === 'alice' ? brian.page : alice.page;
      const mover = who as unknown as 'alice' | 'brian';
      expect(await other.locator(tid('decision-panel')).count()).toBe(0);
      if (watched < WATCHED_MOVES) {
        // The spectator sees whose turn it is, and nothing to move with.
        const named = who === 'alice' ? 'Blue Dragon (Alice)' : 'White Tiger (Brian)';
        await expect.poll(() => carol.page.locator(tid('match-status')).textContent(), { timeout: 10_000 }).toBe(`${named} to play.`);
        expect(await carol.page.locator(MOVE_CONTROLS).count()).toBe(0);
      }
      const kind = await decisionOf(page);
      const levyNow = kind === 'levy' && !levied.has(mover);
      if (levyNow) levied.add(mover);
      const before = await stateOf(page);
      made[mover].push(await playDecision(page, () => !levyNow));
      // The move comes back from the server to both pages.
      await expect.poll(() => stateOf(page), { timeout: 10_000 }).not.toBe(before);
      await expect.poll(() => caughtUp(other, page), { timeout: 10_000 }).toBe(true);
      if (watched < WATCHED_MOVES) {
        await expect.poll(() => caughtUp(carol.page, page), { timeout: 10_000 }).toBe(true);
        if (++watched === WATCHED_MOVES) await leaveWithAWord(carol, alice.page, matchID);
      }
      expect(made.alice.length + made.brian.length).toBeLessThan(200);
    }
    expect(made.alice).toContain('draft');
    expect(made.brian).toContain('draft');
    await expect.poll(async () => (await logLength(alice.page)) === (await logLength(brian.page))).toBe(true);
    for (const person of [alice, brian, carol]) expect(person.errors).toEqual([]);
  }, 180_000);
});

/**
 * The spectator says a word in the chat, which a player's page shows marked as a spectator's; then she
 * finds the match in the online page's list of matches, watches it from there, and closes her page.
 */
async function leaveWithAWord(spectator: Person, player: Page, matchID: string): Promise<void> {
  await spectator.page.fill(tid('chat-input'), 'Enjoying the game');
  await spectator.page.click(tid('chat-send'));
  const line = player.locator(`${tid('chat-line')}[data-spectator="true"]`);
  await line.waitFor({ timeout: 10_000 });
  expect(await line.textContent()).toBe('Spectator: Enjoying the game');
  // The spectator's screen, like a player's, fits a phone's width and passes axe at both sizes.
  expect(await phoneOverflow(spectator.page)).toBe(0);
  await expectAccessible(spectator.page, 'dragons-spectator', [LAPTOP, PHONE]);

  await spectator.page.evaluate(() => {
    location.hash = '#match/dragons-and-tigers';
  });
  const listed = spectator.page.locator(`${tid('listed-match')}[data-match-id="${matchID}"]`);
  await listed.waitFor({ timeout: 10_000 });
  expect(await listed.locator('.online-seats').textContent()).toBe('Blue Dragon: AliceWhite Tiger: Brian');
  // Both seats taken: the list offers watching only.
  expect(await listed.locator(tid('open-match')).count()).toBe(0);
  expect(await phoneOverflow(spectator.page)).toBe(0);
  await listed.locator(tid('watch-listed-match')).click();
  await spectator.page.locator(tid('dt-table')).waitFor();
  expect(await spectator.page.locator(tid('dt-table')).getAttribute('data-seat')).toBeNull();
  await spectator.page.context().close();
}
