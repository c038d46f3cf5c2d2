/**
 * The lobby page and the server's stand-ins (src/server/bots/), in chromium
 * against the real server with a short takeover time: a seat whose player
 * stays away reads "played by a bot while <name> is away" on the others'
 * pages until they come back, and a seat left in a started match shows the
 * stand-in bot that took it. A file of its own: its server has a takeover
 * time of 1 second, which would hand the other tests' seats to bots while
 * their pages load.
 */
import { describe, expect, it } from 'vitest';
import { tid } from './harness';
import { listedMatch, openPerson, startLobbyE2E, storedMatch, waitForText, whereIs, type LobbyE2E } from './lobbyHarness';
import { startOncePerFile } from './startOnce';

let e2e: LobbyE2E;

const ready = startOncePerFile(
  () => startLobbyE2E('lobby-takeover', { bots: { takeoverSeconds: 1 } }),
  (started) => {
    e2e = started;
    // Less motion: these tests check the lobby and the online table, not the slides (board.test.ts's).
    e2e.motion = 'reduced';
  },
);

describe('stand-ins on the lobby page', () => {
  it('a player away: "played by a bot while Carol is away" until she is back; a player who left: the bot in his seat', async () => {
    ready();
    const { matchID } = await e2e.lobby.createMatch(e2e.gameName, { numPlayers: 3, setupData: { tutorial: true } });
    const seats = [];
    for (const [i, playerName] of ['Alice', 'Bob', 'Carol'].entries()) {
      const { playerCredentials } = await e2e.lobby.joinMatch(e2e.gameName, matchID, { playerID: String(i), playerName });
      seats.push({ playerID: String(i), credentials: playerCredentials, playerName });
    }
    const alice = await openPerson(e2e, `#online/play/${matchID}`, { [matchID]: seats[0] });
    const bob = await openPerson(e2e, `#online/play/${matchID}`, { [matchID]: seats[1] });
    expect(await whereIs(alice.page)).toEqual({ matchID, seat: '0' });

    // Carol never came: once the takeover time has passed with Alice at the table, a bot plays for her.
    await waitForText(alice.page, tid('online-seat-2'), 'Carol: played by a bot while Carol is away', 20_000);
    expect((await storedMatch(e2e, matchID)).metadata.players['2'].data).toEqual({ standIn: 'medium' });

    // She comes: her seat is hers again, and the others' pages say so.
    const carol = await openPerson(e2e, `#online/play/${matchID}`, { [matchID]: seats[2] });
    expect(await whereIs(carol.page)).toEqual({ matchID, seat: '2' });
    await alice.page.waitForFunction(
      () => {
        const text = document.querySelector('[data-testid="online-seat-2"]')?.textContent ?? '';
        return text.includes('Carol') && !text.includes('played by a bot');
      },
      undefined,
      { timeout: 20_000 },
    );

    // Bob leaves the started match: a stand-in bot takes his seat, shown as such in the list and on Alice's page.
    await bob.page.click(tid('leave-match'));
    await bob.page.waitForSelector(tid('online-lobby'));
    const row = await listedMatch(bob.page, matchID);
    await waitForText(
      bob.page,
      `${tid('listed-match')}[data-match-id="${matchID}"] ${tid('listed-seat-1')}`,
      'Medium bot (bot, medium, in place of a player who left)',
    );
    expect(await row.locator('[data-testid^="join-seat-"]').count()).toBe(0);
    await waitForText(alice.page, tid('online-seat-1'), 'Medium bot (bot, medium, in place of a player who left)');

    for (const who of [alice, bob, carol]) expect(who.errors).toEqual([]);
    for (const who of [alice, bob, carol]) await who.page.context().close();
  }, 60_000);
});
