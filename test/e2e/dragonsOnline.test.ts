/**
 * Dragons & Tigers online, in chromium against a real server serving both games by default: one
 * person creates a 2-seat match from the start screen and sends its link, the other joins the free
 * seat by it, and the two play the draft and their first turns by clicking, each page showing the
 * same game and a decision only at the seat whose decision it is.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { decisionOf, playDecision } from './dragonsPage';
import { tid } from './harness';
import { openPerson, startLobbyE2E, type LobbyE2E } from './lobbyHarness';
import { startOncePerFile } from './startOnce';

let e2e: LobbyE2E;
const ready = startOncePerFile(
  () => startLobbyE2E('dragonsOnline'),
  (started) => (e2e = started),
);

/** The length of the game's log the page's table shows (the table marks it). */
const logLength = async (page: Page) => Number(await page.locator(tid('dt-table')).getAttribute('data-log'));

/** What changes with every move: the log's length, the decision and whether this page is to make it. */
async function signature(page: Page): Promise<string> {
  const table = page.locator(tid('dt-table'));
  return `${await table.getAttribute('data-log')} ${await table.getAttribute('data-decision')} ${await page.locator(tid('decision-panel')).count()}`;
}

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

    const brian = await openPerson(e2e, link.slice(e2e.url.length));
    await brian.page.fill(tid('online-name'), 'Brian');
    await brian.page.click(tid('join-seat-1'));
    for (const person of [alice, brian]) await person.page.locator(tid('dt-table')).waitFor();
    expect(await alice.page.locator(tid('dt-table')).getAttribute('data-seat')).toBe('blueDragon');
    expect(await brian.page.locator(tid('dt-table')).getAttribute('data-seat')).toBe('whiteTiger');

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
      const kind = await decisionOf(page);
      const levyNow = kind === 'levy' && !levied.has(mover);
      if (levyNow) levied.add(mover);
      const before = await signature(page);
      made[mover].push(await playDecision(page, () => !levyNow));
      // The move comes back from the server to both pages.
      await expect.poll(() => signature(page), { timeout: 10_000 }).not.toBe(before);
      await expect.poll(async () => (await logLength(other)) === (await logLength(page)), { timeout: 10_000 }).toBe(true);
      expect(made.alice.length + made.brian.length).toBeLessThan(200);
    }
    expect(made.alice).toContain('draft');
    expect(made.brian).toContain('draft');
    await expect.poll(async () => (await logLength(alice.page)) === (await logLength(brian.page))).toBe(true);
    for (const person of [alice, brian]) expect(person.errors).toEqual([]);
  }, 180_000);
});
