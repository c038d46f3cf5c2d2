/**
 * Issue 17, items 2 and 3 in a real browser against the real server: a
 * match with two people waits until both have joined (the second through
 * the shared link), its host starts it with a bot in the free seat, every
 * page shows the seats' clocks, and when a player's time runs out the
 * server's stand-in makes that decision and the seat's clock says so. Item 6's
 * online part: a match whose creator allowed hints says so on every page,
 * and its players get the Hint button; one that did not, and its watchers, none.
 *
 * The server runs on a fake clock (test/server/fakeTime.ts) that the test
 * moves on: nothing waits for the pace's 30 seconds to pass. The pages count
 * by the server's time the match answers carry.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PACES } from '../../src/shared/pace';
import { FakeTime } from '../server/fakeTime';
import { expectAccessible } from './axe';
import { clickDecision, decisionKind, RESULTS, tid } from './harness';
import { LAPTOP, PHONE, shots } from './layout';
import { openPerson, startLobbyE2E, storedMatch, waitForText, whereIs, type LobbyE2E } from './lobbyHarness';
import { startOncePerFile } from './startOnce';

let e2e: LobbyE2E;
const time = new FakeTime();

// No periodic sweep within a test's time: a stand-in that decides does so because the server's clock timer
// fired, not because a 30-s sweep happened to land in the poll's window (which made these tests flaky).
const ready = startOncePerFile(
  () => startLobbyE2E('table', { time, bots: { workers: 1, sweepSeconds: 3600 } }),
  (started) => {
    e2e = started;
    // Less motion: these tests check the lobby and the online table, not the slides (board.test.ts's).
    e2e.motion = 'reduced';
  },
);

/** Seat moves stored for `playerID`. */
async function movesBy(matchID: string, playerID: string): Promise<number> {
  const { log } = await e2e.server.storage.fetch(matchID, { log: true });
  return (log ?? []).filter((e) => e.action.type === 'MAKE_MOVE' && e.action.payload.playerID === playerID).length;
}

async function noDecisionPanel(page: Page): Promise<void> {
  expect(await page.locator(`${tid('online-board')}, ${tid('decision-panel')}`).count()).toBe(0);
}

describe('the waiting room and the clocks in chromium', () => {
  it('two people: the match waits for both, the host starts it with a bot, and a player out of time has a bot decide', async () => {
    ready();
    const alice = await openPerson(e2e);
    await alice.page.fill(tid('online-name'), 'Alice');
    await alice.page.selectOption(tid('create-pace'), 'fast');
    await waitForText(alice.page, tid('create-pace-rule'), 'a bot makes that decision');
    expect(await alice.page.isChecked(tid('create-hints'))).toBe(false);
    await alice.page.check(tid('create-hints'));
    await alice.page.click(tid('create-match'));
    await alice.page.waitForSelector(tid('waiting-room'), { timeout: 15_000 });
    const { matchID } = await whereIs(alice.page);
    expect(await alice.page.textContent(tid('waiting-seat-0'))).toContain('Alice (you) · host');
    expect(await alice.page.getAttribute(tid('waiting-seat-1'), 'data-kind')).toBe('free');
    expect(await alice.page.textContent(tid('waiting-pace'))).toBe('30 s a move + 5 min reserve');
    expect(await alice.page.textContent(tid('waiting-hints'))).toBe('Hints allowed');
    const link = await alice.page.inputValue(tid('share-link'));
    expect(link).toBe(`${e2e.url}/#online/join/${matchID}`);
    await noDecisionPanel(alice.page);

    // Bob follows the link, and joins Wu under his name: still one seat free, so both wait.
    const bob = await openPerson(e2e, new URL(link).hash);
    await bob.page.waitForSelector(tid('join-seat-1'));
    expect(await bob.page.getAttribute(tid('link-seat-0'), 'data-kind')).toBe('human');
    expect(await bob.page.locator(tid('join-seat-0')).count()).toBe(0);
    await bob.page.fill(tid('online-name'), 'Bob');
    await shots(bob.page, 'e2e-online-join-link');
    await expectAccessible(bob.page, 'e2e-online-join-link');
    await bob.page.click(tid('join-seat-1'));
    await bob.page.waitForSelector(tid('waiting-room'), { timeout: 15_000 });
    expect(await whereIs(bob.page)).toEqual({ matchID, seat: '1' });
    await waitForText(alice.page, tid('waiting-seat-1'), 'Bob');
    expect(await bob.page.textContent(tid('waiting-for-host'))).toContain('Wei hosts this match');
    expect(await bob.page.textContent(tid('waiting-hints'))).toBe('Hints allowed');
    expect(await bob.page.locator(tid('start-with-bots')).count()).toBe(0);
    await noDecisionPanel(bob.page);
    expect((await storedMatch(e2e, matchID)).state._stateID).toBe(0);
    await shots(alice.page, 'e2e-online-waiting-host');
    await shots(bob.page, 'e2e-online-waiting-guest');
    await expectAccessible(alice.page, 'e2e-online-waiting-host', [LAPTOP, PHONE]);
    await expectAccessible(bob.page, 'e2e-online-waiting-guest');

    // Alice starts with a bot in Shu: both pages go to the board, the clocks show the pace.
    expect(await alice.page.textContent(tid('start-with-bots'))).toBe('Start now with a bot in Shu');
    await alice.page.selectOption(tid('start-bot'), 'easy');
    await alice.page.click(tid('start-with-bots'));
    for (const who of [alice, bob]) {
      await who.page.waitForSelector(tid('decision-panel'), { timeout: 15_000 });
      await who.page.waitForSelector(`${tid('online-seat-2')}[data-kind="bot"]`, { timeout: 15_000 });
      await waitForText(who.page, tid('seat-clock-0'), /0:(30|29) \+ 5:00 reserve/);
      await waitForText(who.page, tid('seat-clock-1'), /0:(30|29) \+ 5:00 reserve/);
      expect(await who.page.locator(tid('seat-clock-2')).count()).toBe(0);
      expect(await who.page.textContent(tid('match-bar-hints'))).toBe('Hints allowed');
      await who.page.waitForSelector(tid('hint'), { timeout: 15_000 });
    }
    // Alice asks for a hint: the advisor's worker analyses her own view and recommends a move.
    await alice.page.click(tid('hint'));
    await alice.page.waitForSelector(tid('hint-move'), { timeout: 30_000 });
    // Her own chance, with the games it rests on (issue 35, item 3).
    const chance = alice.page.locator(`${tid('hint-move')}[data-rank="1"] ${tid('hint-chance')}`);
    expect(await chance.count()).toBe(1);
    expect(Number(await chance.getAttribute('data-games'))).toBeGreaterThan(0);
    await alice.page.click(tid('hint-close'));

    // Alice recruits at once; Bob lets his time run out (30 s and his 5 min of reserve, on the server's clock).
    expect(await decisionKind(alice.page)).toBe('recruit');
    await clickDecision(alice.page, 'recruit');
    await expect.poll(() => movesBy(matchID, '0'), { timeout: 15_000 }).toBe(1);
    time.advance(20_000);
    await waitForText(bob.page, tid('seat-clock-1'), /0:(10|09|08) \+ 5:00 reserve/);
    time.advance(60_000);
    await waitForText(bob.page, tid('seat-clock-1'), /reserve 4:(10|09|08)/);
    await waitForText(bob.page, `${tid('turn-banner')} ${tid('my-clock')}`, /reserve 4:(10|09|08)/);
    // On a phone, scrolled down to the board, the player still sees his time.
    await bob.page.setViewportSize(PHONE);
    await bob.page.evaluate(() => window.scrollTo(0, 600));
    expect(await bob.page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    // It is in the sticky turn banner, on top of whatever is under it.
    const seen = await bob.page.locator(tid('my-clock')).evaluate((el) => {
      const box = el.getBoundingClientRect();
      const onTop = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return { top: box.top, visible: onTop !== null && (el === onTop || el.contains(onTop)) };
    });
    expect(seen.top).toBeGreaterThanOrEqual(0);
    expect(seen.top).toBeLessThan(80);
    expect(seen.visible).toBe(true);
    await bob.page.screenshot({ path: join(RESULTS, 'e2e-online-my-clock-scrolled-390x844.png') });
    await bob.page.setViewportSize(LAPTOP);
    await bob.page.evaluate(() => window.scrollTo(0, 0));
    expect(await alice.page.locator(tid('my-clock')).count()).toBe(0);
    await shots(bob.page, 'e2e-online-clock-reserve');
    await expectAccessible(bob.page, 'e2e-online-clock-reserve');
    expect(await movesBy(matchID, '1')).toBe(0);

    // A second past his 330 s (the server looks a few ms after a deadline, never before it).
    time.advance(251_000);
    await expect.poll(() => movesBy(matchID, '1'), { timeout: 20_000 }).toBe(1);
    for (const who of [alice, bob]) {
      await who.page.waitForSelector(`${tid('seat-clock-1')}[data-timeouts="1"]`, { timeout: 15_000 });
      await waitForText(who.page, tid('seat-clock-1'), 'last decision made by a bot (time ran out)');
    }
    // The log says so too, right after Wu's recruitment (issue 35, item 5).
    for (const [who, line] of [
      [alice, 'A bot decided for Bob: their time ran out.'],
      [bob, 'A bot decided for you: your time ran out.'],
    ] as const) {
      await who.page.waitForSelector(tid('log-note'), { timeout: 15_000 });
      expect(await who.page.textContent(tid('log-note'))).toBe(line);
      expect(await who.page.locator(tid('log-note')).evaluate((el) => el.previousElementSibling?.textContent ?? '')).toMatch(/^Wu /);
    }
    await bob.page.locator(tid('log')).screenshot({ path: join(RESULTS, 'e2e-online-log-timeout.png') });
    // The bot made that decision only: Bob is not away, and his seat is his again (no reserve left).
    await expect.poll(() => e2e.server.bots!.playersOf(matchID).has('1'), { timeout: 10_000 }).toBe(false);
    expect(await bob.page.textContent(tid('online-seat-1'))).not.toContain('played by a bot');
    await shots(bob.page, 'e2e-online-clock-ran-out');

    for (const who of [alice, bob]) expect(who.errors).toEqual([]);
    for (const who of [alice, bob]) await who.page.context().close();
  }, 120_000);

  it('the clocks survive a restart of the server: the page shows the same time left, and the stand-in still decides when it runs out', async () => {
    ready();
    const { matchID } = await e2e.lobby.createMatch(e2e.gameName, {
      numPlayers: 3,
      setupData: { bots: { '1': 'easy', '2': 'easy' }, pace: PACES.fast },
    });
    const { playerCredentials } = await e2e.lobby.joinMatch(e2e.gameName, matchID, { playerID: '0', playerName: 'Alice' });
    const alice = await openPerson(e2e, `#online/play/${matchID}`, {
      [matchID]: { playerID: '0', credentials: playerCredentials, playerName: 'Alice' },
    });
    await alice.page.waitForSelector(tid('decision-panel'), { timeout: 15_000 });
    // The bots recruit; Alice thinks for 100 s of the server's time: 70 s of her reserve are gone.
    await expect.poll(async () => (await movesBy(matchID, '1')) + (await movesBy(matchID, '2')), { timeout: 20_000 }).toBe(2);
    time.advance(100_000);
    await waitForText(alice.page, tid('seat-clock-0'), /reserve 3:5[0-9]/);
    const before = (await storedMatch(e2e, matchID)).metadata as unknown as { clock: unknown };

    await e2e.restartServer();
    expect(((await storedMatch(e2e, matchID)).metadata as unknown as { clock: unknown }).clock).toEqual(before.clock);
    // The page finds the server again (its socket reconnects, its polls answer) and shows the same time left.
    await alice.page.waitForSelector(`${tid('online-seat-0')}[data-connected="true"]`, { timeout: 20_000 });
    await expect.poll(() => alice.page.locator(tid('match-error')).count(), { timeout: 15_000 }).toBe(0);
    await waitForText(alice.page, tid('seat-clock-0'), /reserve 3:5[0-9]/);
    expect(await movesBy(matchID, '0')).toBe(0);

    // A second past her 330 s (the server looks a few ms after a deadline, never before it).
    time.advance(231_000);
    await expect.poll(() => movesBy(matchID, '0'), { timeout: 20_000 }).toBe(1);
    await alice.page.waitForSelector(`${tid('seat-clock-0')}[data-timeouts="1"]`, { timeout: 15_000 });
    await alice.page.context().close();
  }, 90_000);

  it('a match with every seat for a person waits until the last one joins, and then starts by itself', async () => {
    ready();
    const { matchID } = await e2e.lobby.createMatch(e2e.gameName, {
      numPlayers: 3,
      setupData: { bots: { '2': 'easy' }, pace: PACES.relaxed },
    });
    const { playerCredentials } = await e2e.lobby.joinMatch(e2e.gameName, matchID, { playerID: '0', playerName: 'Alice' });
    const alice = await openPerson(e2e, `#online/play/${matchID}`, {
      [matchID]: { playerID: '0', credentials: playerCredentials, playerName: 'Alice' },
    });
    await alice.page.waitForSelector(tid('waiting-room'), { timeout: 15_000 });
    expect(await alice.page.textContent(tid('waiting-pace'))).toBe('2 min a move + 20 min reserve');
    await e2e.lobby.joinMatch(e2e.gameName, matchID, { playerID: '1', playerName: 'Bob' });
    expect(await alice.page.textContent(tid('waiting-hints'))).toBe('No hints');
    await alice.page.waitForSelector(tid('decision-panel'), { timeout: 15_000 });
    await waitForText(alice.page, tid('seat-clock-0'), /2:00 \+ 20:00 reserve|1:59 \+ 20:00 reserve/);
    // The game's socket names its match, so a proxy can keep the match on one server process (docs/deploy.md).
    expect(alice.sockets.filter((url) => url.includes('/three-kingdoms-redux/') || url.includes('socket.io'))).toContainEqual(
      expect.stringContaining(`matchID=${matchID}`),
    );
    // Its creator did not allow hints: none for its players.
    expect(await alice.page.textContent(tid('match-bar-hints'))).toBe('No hints');
    expect(await alice.page.locator(tid('hint')).count()).toBe(0);
    // The link of a started match offers to watch it.
    const carol = await openPerson(e2e, `#online/join/${matchID}`);
    await carol.page.waitForSelector(tid('link-full'));
    await carol.page.click(tid('watch-instead'));
    expect(await whereIs(carol.page)).toEqual({ matchID, seat: '' });
    await waitForText(carol.page, tid('match-bar-hints'), 'No hints');
    expect(await carol.page.locator(tid('hint')).count()).toBe(0);
    for (const who of [alice, carol]) expect(who.errors).toEqual([]);
    for (const who of [alice, carol]) await who.page.context().close();
  }, 60_000);
});
