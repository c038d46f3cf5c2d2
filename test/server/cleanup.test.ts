/**
 * Old matches are deleted on a schedule: finished ones whose last move is
 * older than finishedMatchMaxAgeHours, and unfinished ones nobody has moved
 * in for abandonedMatchMaxAgeDays and nobody is connected to. A match's age
 * is its stored `updatedAt`; the tests set it back instead of waiting.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { statesToAct } from '../../src/game/threeKingdomsRedux/engine';
import { createMatch, gameClient, stored, until, type TestServer } from './harness';
import { startBotServer } from './serverBotsHarness';

const HOUR = 3600_000;

/** Makes the stored match look last moved `ageMs` ago (and finished, if asked). */
async function age(ts: TestServer, matchID: string, ageMs: number, finished = false): Promise<void> {
  await ts.server.transport.runInMatchQueue(matchID, async () => {
    const { metadata } = await ts.server.storage.fetch(matchID, { metadata: true });
    metadata!.updatedAt = Date.now() - ageMs;
    if (finished) metadata!.gameover = { winner: '0' };
    await ts.server.storage.setMetadata(matchID, metadata!);
  });
}

const exists = async (ts: TestServer, matchID: string) =>
  (await ts.server.storage.fetch(matchID, { metadata: true })).metadata !== undefined;

describe('cleaning up old matches', () => {
  let ts: (TestServer & { log: string[] }) | undefined;
  afterEach(async () => {
    await ts?.close();
    ts = undefined;
  });

  it('deletes finished matches past their age and abandoned ones nobody is connected to, and keeps the rest', async () => {
    // A long interval: the look at start-up finds nothing; the test asks for the next look itself.
    ts = await startBotServer({ cleanup: { intervalMinutes: 24 * 60 } });
    const server = ts;
    const make = async (options: Parameters<typeof createMatch>[1] = {}) => (await createMatch(server, options)).matchID;
    const oldFinished = await make();
    const youngFinished = await make();
    const abandoned = await make();
    const abandonedWithBots = await make({ setupData: { bots: { '1': 'medium', '2': 'easy' } }, seated: 1 });
    const watched = await make();
    const quiet = await make();
    await age(server, oldFinished, 73 * HOUR, true);
    await age(server, youngFinished, 71 * HOUR, true);
    await age(server, abandoned, 15 * 24 * HOUR);
    await age(server, watched, 15 * 24 * HOUR);
    await age(server, quiet, 13 * 24 * HOUR);
    await expect.poll(() => server.server.bots!.playersOf(abandonedWithBots).size, { timeout: 10_000 }).toBe(2);
    // The bots recruit at once (every move sets updatedAt): the match is aged once only Wei's decision is left.
    await expect.poll(async () => statesToAct((await stored(server, abandonedWithBots)).state.G), { timeout: 30_000 }).toEqual(['wei']);
    await server.server.transport.runInMatchQueue(abandonedWithBots, async () => {});
    await age(server, abandonedWithBots, 15 * 24 * HOUR);
    // Someone is at the table of `watched`.
    const { credentials } = (await server.server.storage.fetch(watched, { metadata: true })).metadata!.players[0];
    const client = gameClient(server, { matchID: watched, playerID: '0', credentials });
    await until(client.client, (s) => s._stateID >= 0);
    await expect.poll(() => server.server.presence.seatsPresent(watched), { timeout: 10_000 }).toEqual(['0']);

    const report = await server.server.cleanup!.runOnce();
    expect(report.finished).toEqual([oldFinished]);
    expect(report.abandoned.sort()).toEqual([abandoned, abandonedWithBots].sort());
    for (const gone of [oldFinished, abandoned, abandonedWithBots]) expect(await exists(server, gone), gone).toBe(false);
    for (const kept of [youngFinished, watched, quiet]) expect(await exists(server, kept), kept).toBe(true);
    // The bots stopped playing the deleted match.
    expect(server.server.bots!.playersOf(abandonedWithBots).size).toBe(0);
    expect(server.log).toContain('cleanup: deleted 1 finished, 2 abandoned and 0 unstarted matches');
    client.client.stop();
  });

  it('runs on its schedule', async () => {
    ts = await startBotServer({ cleanup: { intervalMinutes: 0.002, finishedMatchMaxAgeHours: 1 } });
    const server = ts;
    const { matchID } = await createMatch(server);
    await age(server, matchID, 2 * HOUR, true);
    await expect.poll(() => exists(server, matchID), { timeout: 10_000 }).toBe(false);
  });

  it('refuses ages that are not positive numbers', async () => {
    await expect(startBotServer({ cleanup: { finishedMatchMaxAgeHours: 0 } })).rejects.toThrow(
      /finishedMatchMaxAgeHours must be a positive number/,
    );
  });
});
