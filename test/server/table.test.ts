/**
 * Issue 17, item 2: a match waits for its table. Play starts when every seat
 * is taken (people who joined, and the bots asked for), or when the host (the
 * first person seated) starts it with bots in the free seats. Until then the
 * server refuses every move and its bots play nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botRng } from '../../src/bots/threeKingdomsRedux/match';
import { fastRandomMove } from '../../src/bots/threeKingdomsRedux/random';
import { statesToAct } from '../../src/game/threeKingdomsRedux/engine';
import { stateOfPlayer, toBgioAction } from '../../src/game/threeKingdomsRedux/game';
import { NOT_STARTED } from '../../src/server/table/tableGate';
import { createMatch, gameClient, PACKET_REFUSED, SEAT_NAMES, stored, until, type GameClient, type TestServer } from './harness';
import { autoPlay, startBotServer } from './serverBotsHarness';

/** Sends one legal move for the client's seat, if the rules wait for it; whether one was sent. */
function moveOnce(client: GameClient): boolean {
  const state = client.getState()!;
  const seat = stateOfPlayer(client.playerID)!;
  if (!statesToAct(state.G).includes(seat)) return false;
  const { move, args } = toBgioAction(fastRandomMove(state.G, seat, botRng('table', seat)));
  client.moves[move](...args);
  return true;
}

async function startCall(ts: TestServer, matchID: string, body: unknown): Promise<{ status: number; text: string }> {
  const response = await fetch(`${ts.url}/games/${ts.gameName}/${matchID}/start`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

describe('a match waits for its table', () => {
  let ts: TestServer & { log: string[] };
  beforeAll(async () => {
    ts = await startBotServer();
  });
  afterAll(async () => {
    await ts?.close();
  });

  it('refuses every move until the last seat is taken, then plays', async () => {
    const { matchID, seats } = await createMatch(ts, { seated: 2 });
    const listed = await ts.lobby.getMatch(ts.gameName, matchID);
    expect((listed as unknown as { table: unknown }).table).toEqual({ host: '0' });
    const wei = gameClient(ts, { matchID, playerID: '0', credentials: seats[0].credentials });
    await until(wei.client, () => true);
    const refused = wei.recorder.next(PACKET_REFUSED);
    expect(moveOnce(wei.client)).toBe(true);
    expect(((await refused).args[0] as { reason: string }).reason).toBe(NOT_STARTED);
    expect((await stored(ts, matchID)).state._stateID).toBe(0);

    await ts.lobby.joinMatch(ts.gameName, matchID, { playerID: '2', playerName: SEAT_NAMES[2] });
    const { metadata } = await stored(ts, matchID);
    expect((metadata as unknown as { table: { startedAt?: number } }).table.startedAt).toEqual(expect.any(Number));
    // The client's first move was refused unanswered: it asks again for the state, then moves.
    wei.client.updateMatchID(matchID);
    await until(wei.client, (s) => s._stateID === 0 && s.isConnected);
    expect(moveOnce(wei.client)).toBe(true);
    await expect.poll(async () => (await stored(ts, matchID)).state._stateID, { timeout: 5000 }).toBe(1);
    wei.client.stop();
  });

  it('keeps its bots from playing until it starts', async () => {
    const { matchID } = await ts.lobby.createMatch(ts.gameName, { numPlayers: 3, setupData: { bots: { '1': 'easy' } } });
    const { playerCredentials } = await ts.lobby.joinMatch(ts.gameName, matchID, { playerID: '0', playerName: 'Cao Cao' });
    const wei = gameClient(ts, { matchID, playerID: '0', credentials: playerCredentials });
    await until(wei.client, () => true);
    // Every look at the match is done (the join's, the connection's): no bot plays it.
    await ts.server.transport.getMatchQueue(matchID).onIdle();
    await expect.poll(() => ts.server.bots!.playersOf(matchID).size).toBe(0);
    expect((await stored(ts, matchID)).state._stateID).toBe(0);

    await ts.lobby.joinMatch(ts.gameName, matchID, { playerID: '2', playerName: 'Liu Bei' });
    await expect.poll(() => ts.server.bots!.playersOf(matchID).has('1'), { timeout: 5000 }).toBe(true);
    const player = autoPlay(wei.client);
    // Recruitment is simultaneous: the bot's recruit is stored with the person's.
    await expect
      .poll(async () => (await stored(ts, matchID)).log.some((e) => e.action.type === 'MAKE_MOVE' && e.action.payload.playerID === '1'), {
        timeout: 20_000,
      })
      .toBe(true);
    player.stop();
    wei.client.stop();
  });

  it('is started by its host with bots in the free seats, and by nobody else', async () => {
    const { matchID, seats } = await createMatch(ts, { seated: 2 });
    expect(await startCall(ts, matchID, { playerID: '1', credentials: seats[1].credentials })).toMatchObject({ status: 403 });
    expect(await startCall(ts, matchID, { playerID: '0', credentials: 'wrong' })).toMatchObject({ status: 403 });
    expect(await startCall(ts, matchID, { playerID: '0', credentials: seats[0].credentials, bot: 'cheater' })).toMatchObject({
      status: 400,
    });
    expect(await startCall(ts, 'nosuchmatch', { playerID: '0', credentials: seats[0].credentials })).toMatchObject({ status: 404 });
    expect((await stored(ts, matchID)).metadata?.players[2].name).toBeUndefined();

    expect(await startCall(ts, matchID, { playerID: '0', credentials: seats[0].credentials, bot: 'easy' })).toMatchObject({ status: 200 });
    const listed = await ts.lobby.getMatch(ts.gameName, matchID);
    expect(listed.players[2]).toMatchObject({ name: 'Easy bot', data: { bot: 'easy' } });
    expect((listed as unknown as { table: { startedAt?: number } }).table.startedAt).toEqual(expect.any(Number));
    await expect.poll(() => ts.server.bots!.playersOf(matchID).has('2'), { timeout: 5000 }).toBe(true);
    // Once started, it cannot be started again.
    expect(await startCall(ts, matchID, { playerID: '0', credentials: seats[0].credentials })).toMatchObject({ status: 409 });
  });

  it('refuses a bad start call with a clear error, changing nothing', async () => {
    const { matchID, seats } = await createMatch(ts, { seated: 1 });
    const post = (path: string, body: string, type = 'application/json') =>
      fetch(`${ts.url}/games/${ts.gameName}/${path}`, { method: 'POST', headers: { 'Content-Type': type }, body }).then(async (r) => ({
        status: r.status,
        text: await r.text(),
      }));
    const credentials = seats[0].credentials;
    expect(await post('%E0%A4%A/start', JSON.stringify({ playerID: '0', credentials }))).toMatchObject({ status: 404 });
    expect(await post('..%2F..%2Fetc/start', JSON.stringify({ playerID: '0', credentials }))).toMatchObject({ status: 404 });
    expect(await post(`${matchID}/start`, 'not json')).toMatchObject({ status: 400, text: 'The request body is not valid JSON.' });
    expect(await post(`${matchID}/start`, JSON.stringify({ playerID: '0', credentials }), 'text/plain')).toMatchObject({ status: 415 });
    expect(await post(`${matchID}/start`, JSON.stringify({ playerID: '0', credentials, pad: 'x'.repeat(5000) }))).toMatchObject({
      status: 413,
    });
    expect(await post(`${matchID}/start`, JSON.stringify([1]))).toMatchObject({ status: 400 });
    expect(await post(`${matchID}/start`, JSON.stringify({ playerID: '__proto__', credentials }))).toMatchObject({ status: 400 });
    expect(await post(`${matchID}/start`, JSON.stringify({ playerID: '0', credentials, data: { bot: 'hard' } }))).toMatchObject({
      status: 400,
      text: 'unknown field "data" (expected playerID, credentials, bot)',
    });
    const { metadata } = await stored(ts, matchID);
    expect((metadata as unknown as { table: unknown }).table).toEqual({ host: '0' });
    expect([1, 2].map((i) => metadata?.players[i].name)).toEqual([undefined, undefined]);
  });

  it('takes a pace from its creator only in the form the clocks read (setupData.pace)', async () => {
    for (const pace of [
      { moveSeconds: 0, reserveSeconds: 60 },
      { moveSeconds: 30 },
      'fast',
      { moveSeconds: 30, reserveSeconds: 60, bonus: 1 },
    ])
      await expect(ts.lobby.createMatch(ts.gameName, { numPlayers: 3, setupData: { pace } })).rejects.toThrow(/400/);
    const { matchID } = await ts.lobby.createMatch(ts.gameName, {
      numPlayers: 3,
      setupData: { pace: { moveSeconds: 30, reserveSeconds: 300 } },
    });
    expect((await ts.lobby.getMatch(ts.gameName, matchID)).setupData).toEqual({ pace: { moveSeconds: 30, reserveSeconds: 300 } });
  });

  it('passes the host on when the host leaves before the start', async () => {
    const { matchID, seats } = await createMatch(ts, { seated: 2 });
    await ts.lobby.leaveMatch(ts.gameName, matchID, { playerID: '0', credentials: seats[0].credentials });
    expect(((await ts.lobby.getMatch(ts.gameName, matchID)) as unknown as { table: unknown }).table).toEqual({ host: '1' });
    expect(await startCall(ts, matchID, { playerID: '1', credentials: seats[1].credentials })).toMatchObject({ status: 200 });
    // No stand-in for a seat left before the start: the start seated bots in both free seats.
    const listed = await ts.lobby.getMatch(ts.gameName, matchID);
    expect(listed.players.map((p) => p.name)).toEqual(['Medium bot', SEAT_NAMES[1], 'Medium bot']);
  });
});
