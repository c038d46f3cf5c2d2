/**
 * Stand-ins: in a started match, the seat of a person who left, or whose
 * socket stayed away past takeoverSeconds while others play on, is played by
 * a "medium" bot, so the match does not stall; the absent person gets the
 * seat back on reconnecting. A match whose last person leaves is deleted.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createMatch, gameClient, stored, until, type TestServer } from './harness';
import { autoPlay, startBotServer } from './serverBotsHarness';

/** Moves stored for `playerID` after the first `after` entries of the log. */
async function movesBy(ts: TestServer, matchID: string, playerID: string, after = 0): Promise<number> {
  const { log } = await stored(ts, matchID);
  return log.slice(after).filter((e) => e.action.type === 'MAKE_MOVE' && e.action.payload.playerID === playerID).length;
}

describe('stand-ins', () => {
  let ts: (TestServer & { log: string[] }) | undefined;
  afterEach(async (context) => {
    // What the server said, when a test failed.
    if (context.task.result?.state === 'fail') console.log(ts?.log.join('\n'));
    await ts?.close();
    ts = undefined;
  });

  it('take the seat of a person who left a started match; the match is deleted when its last person leaves', async () => {
    ts = await startBotServer();
    const server = ts;
    const { matchID, seats } = await createMatch(server);
    const [wei, wu] = [gameClient(server, { matchID, ...seats[0] }), gameClient(server, { matchID, ...seats[1] })];
    const players = [autoPlay(wei.client), autoPlay(wu.client)];
    await server.lobby.leaveMatch(server.gameName, matchID, { playerID: '2', credentials: seats[2].credentials });
    await expect
      .poll(async () => (await stored(server, matchID)).metadata?.players[2], { timeout: 10_000 })
      .toMatchObject({ name: 'Medium bot', data: { bot: 'medium', standIn: 'medium' } });
    // The old credentials are gone with the person: the stand-in holds new ones.
    expect((await stored(server, matchID)).metadata?.players[2].credentials).not.toBe(seats[2].credentials);
    await expect.poll(() => movesBy(server, matchID, '2'), { timeout: 30_000 }).toBeGreaterThan(0);

    for (const p of players) p.stop();
    await server.lobby.leaveMatch(server.gameName, matchID, { playerID: '0', credentials: seats[0].credentials });
    await expect
      .poll(async () => (await stored(server, matchID)).metadata?.players[0].data, { timeout: 10_000 })
      .toEqual({ bot: 'medium', standIn: 'medium' });
    await server.lobby.leaveMatch(server.gameName, matchID, { playerID: '1', credentials: seats[1].credentials });
    await expect
      .poll(async () => (await server.server.storage.fetch(matchID, { metadata: true })).metadata, { timeout: 10_000 })
      .toBeUndefined();
    await expect.poll(() => server.server.bots!.playersOf(matchID).size, { timeout: 10_000 }).toBe(0);
    wei.client.stop();
    wu.client.stop();
  });

  it('play for a person away longer than takeoverSeconds, and give the seat back when they reconnect', async () => {
    ts = await startBotServer({ bots: { workers: 1, takeoverSeconds: 1 } });
    const server = ts;
    const { matchID, seats } = await createMatch(server);
    const [wei, wu] = [gameClient(server, { matchID, ...seats[0] }), gameClient(server, { matchID, ...seats[1] })];
    const players = [autoPlay(wei.client), autoPlay(wu.client)];
    // Shu connects once, then goes away.
    const shu = gameClient(server, { matchID, ...seats[2] });
    await until(shu.client, (s) => s._stateID >= 0);
    shu.client.stop();

    await expect
      .poll(async () => (await stored(server, matchID)).metadata?.players[2].data, { timeout: 20_000 })
      .toEqual({ standIn: 'medium' });
    const metadata = (await stored(server, matchID)).metadata!;
    // The person keeps the seat (name and credentials); the stand-in plays with them.
    expect(metadata.players[2]).toMatchObject({ name: 'Liu Bei', credentials: seats[2].credentials });
    await expect.poll(() => movesBy(server, matchID, '2'), { timeout: 30_000 }).toBeGreaterThan(0);

    // Shu is back: the stand-in steps down, and Shu plays on.
    for (const p of players) p.stop();
    const back = gameClient(server, { matchID, ...seats[2] });
    await expect.poll(async () => (await stored(server, matchID)).metadata?.players[2].data, { timeout: 10_000 }).toEqual({});
    await expect.poll(() => server.server.bots!.playersOf(matchID).has('2'), { timeout: 10_000 }).toBe(false);
    // The stand-in left as a spectator, so boardgame.io does not note Shu's seat as disconnected.
    await expect.poll(async () => (await stored(server, matchID)).metadata?.players[2].isConnected, { timeout: 10_000 }).toBe(true);
    const { log } = await stored(server, matchID);
    const resumed = [autoPlay(wei.client), autoPlay(wu.client), autoPlay(back.client)];
    await expect.poll(() => movesBy(server, matchID, '2', log.length), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(server.server.bots!.playersOf(matchID).size).toBe(0);
    for (const p of resumed) p.stop();
    for (const c of [wei, wu, back]) c.client.stop();
  });

  it('are not sent in while nobody is at the table (nobody waits)', async () => {
    ts = await startBotServer({ bots: { workers: 1, takeoverSeconds: 0.2 } });
    const server = ts;
    const { matchID, seats } = await createMatch(server);
    const wei = gameClient(server, { matchID, ...seats[0] });
    await until(wei.client, (s) => s._stateID >= 0);
    // Wei is here: Wu and Shu, never connected, are taken over.
    await expect
      .poll(async () => Object.values((await stored(server, matchID)).metadata?.players ?? {}).map((p) => p.data?.standIn ?? null), {
        timeout: 10_000,
      })
      .toEqual([null, 'medium', 'medium']);
    // Wei leaves the table: the stand-ins play on (they were sent in), but Wei's own seat gets none.
    wei.client.stop();
    await expect.poll(() => server.server.bots!.playersOf(matchID).has('1'), { timeout: 10_000 }).toBe(true);
    await new Promise((r) => setTimeout(r, 1000));
    expect((await stored(server, matchID)).metadata?.players[0].data?.standIn).toBeUndefined();
  });
});
