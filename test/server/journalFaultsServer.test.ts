/**
 * A move whose write fails, through a real server and real clients
 * (src/server/sockets/matchQueues.ts, QueueingSocketIO's handlers; the journal:
 * journalFaults.test.ts): no client is sent the move, its mover is told it
 * was refused, every client stays on the stored state and plays on, the
 * failure is logged as an error naming the match, nothing is left as an
 * unhandled rejection, and after a restart the match is what the clients
 * were shown. A match file that does not replay does not stop the server
 * from starting.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { State } from 'boardgame.io';
import { describe, expect, it, vi } from 'vitest';
import { stateOfPlayer, toBgioAction } from '../../src/game/threeKingdomsRedux/game';
import { legalMoves } from '../../src/game/threeKingdomsRedux/legal';
import { JOURNAL_FOLDER } from '../../src/server/storage/journal/importFlatFile';
import { JournalStorage } from '../../src/server/storage/journal/journalStorage';
import { createMatch, gameClient, gameStateOf, PACKET_REFUSED, startTestServer, stored, until, type GameClient } from './harness';
import { faultyFiles } from './journalFaults';

/** What a client holds, as the stored state's parts it is shown (its seat's view hides the others' hands). */
const heldStateID = (client: GameClient) => client.getState()!._stateID;

/** Sends the first legal move of the client's seat. */
function firstLegalMove(client: GameClient): void {
  const { move, args } = toBgioAction(legalMoves(client.getState()!.G, stateOfPlayer(client.playerID)!)[0]);
  client.moves[move](...args);
}

describe('a move whose write fails, through the server', () => {
  it('is sent to no client, is refused to its mover, leaves every client on the stored state, and the match plays on', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tkr-journal-faults-server-'));
    const faulty = faultyFiles();
    const said: string[] = [];
    const storage = new JournalStorage(join(dataDir, JOURNAL_FOLDER), { files: faulty.files, log: (m) => said.push(m) });
    const first = await startTestServer({ dataDir, storage, bots: false });
    const { matchID, seats } = await createMatch(first);
    const players = seats.map((s) => gameClient(first, { matchID, ...s }));
    const spectator = gameClient(first, { matchID, playerID: null });
    const everyone = [...players, spectator];
    for (const { client } of everyone) await until(client, () => true);
    // Wei recruits (the first draft: every state chooses at once); every client is sent it.
    const start = (await stored(first, matchID)).state._stateID;
    firstLegalMove(players[0].client);
    for (const { client } of everyone) await until(client, (s) => s._stateID === start + 1);

    // Wu's recruit: its line is half written, then the disk is full.
    faulty.failNext('write', 'ENOSPC', 'torn');
    const wu = players[1];
    const refused = wu.recorder.next(PACKET_REFUSED, (args) => (args[0] as { event: string }).event === 'update');
    const receivedBefore = everyone.map(({ recorder }) => recorder.received.length);
    firstLegalMove(wu.client);
    expect((await refused).args[0]).toEqual({ event: 'update', reason: expect.stringContaining('could not be stored') });
    await first.server.transport.getMatchQueue(matchID).onIdle();
    expect(faulty.fired()).toBe(true);
    // Nothing of the move reached any client; the store holds the state before it, and so does every client.
    for (const [k, { recorder }] of everyone.entries()) {
      const since = recorder.received.slice(receivedBefore[k]).map((r) => r.event);
      expect(
        since.filter((e) => e === 'update' || e === 'patch'),
        `client ${k}`,
      ).toEqual([]);
    }
    const held = await stored(first, matchID);
    expect(held.state._stateID).toBe(start + 1);
    for (const { client } of everyone) expect(heldStateID(client)).toBe(start + 1);
    // Logged as an error, naming the match: by the journal and by the server.
    expect(said.some((m) => m.startsWith(`match ${matchID}:`) && m.includes('ENOSPC'))).toBe(true);
    const errors = first.logLines
      .map((l) => JSON.parse(l) as { level: string; msg?: string; message?: string; matchID?: string })
      .filter((l) => l.level === 'error');
    expect(errors.some((l) => l.matchID === matchID)).toBe(true);

    // Wu makes the move again: stored, and sent to all.
    firstLegalMove(wu.client);
    for (const { client } of everyone) await until(client, (s) => s._stateID === start + 2);
    const shown = (wu.client as unknown as { store: { getState(): State } }).store.getState();
    const before = await stored(first, matchID);
    for (const { client } of everyone) client.stop();
    await first.close({ keepData: true });

    // After a restart the match is what the clients were shown, its log whole.
    const second = await startTestServer({ dataDir, bots: false });
    try {
      const after = await stored(second, matchID);
      expect(gameStateOf(after.state)).toEqual(gameStateOf(before.state));
      expect(after.log).toEqual(before.log);
      expect([...new Set(after.log.map((entry) => entry._stateID))], 'the log has no gap').toEqual([start, start + 1]);
      expect(after.state._stateID).toBe(shown._stateID);
    } finally {
      await second.close();
    }
  });

  it('starts with a match file that does not replay: it is set aside and reported, and the other matches are served', async () => {
    const first = await startTestServer({ bots: false });
    const { matchID } = await createMatch(first);
    await first.close({ keepData: true });
    const journal = join(first.dataDir, JOURNAL_FOLDER);
    mkdirSync(journal, { recursive: true });
    writeFileSync(
      join(journal, `${Buffer.from('broken').toString('base64url')}.jsonl`),
      '{"k":"match","log":[]}\nnot json\n{"k":"metadata","metadata":{}}\n',
    );
    // The journal reports through console.error, which serve.ts makes an error line of the server's log.
    const reported: string[] = [];
    const errors = vi.spyOn(console, 'error').mockImplementation((...args) => void reported.push(args.join(' ')));
    const second = await startTestServer({ dataDir: first.dataDir, bots: false }).finally(() => errors.mockRestore());
    try {
      expect((await second.lobby.getMatch(second.gameName, matchID)).matchID).toBe(matchID);
      await expect(second.lobby.getMatch(second.gameName, 'broken')).rejects.toThrow();
      expect(reported.filter((m) => m.startsWith('match broken:') && m.includes('set aside'))).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
