/**
 * Two server processes on one PostgreSQL (two servers in this process, each
 * with its own pool, pub/sub and leases, as two processes would have): a
 * match's bot seats are played by one of them only (the holder of the
 * match's lease, src/server/storage/postgres/matchLeases.ts), and when that one stops
 * the other takes the match over, its bots playing on where they stopped.
 * Before the leases, every process played every match's bots.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botRng } from '../../src/bots/threeKingdomsRedux/match';
import { fastRandomMove } from '../../src/bots/threeKingdomsRedux/random';
import { statesToAct } from '../../src/game/threeKingdomsRedux/engine';
import { stateOfPlayer, toBgioAction } from '../../src/game/threeKingdomsRedux/game';
import type { ClockRecord } from '../../src/shared/matchClock';
import type { TimeSource } from '../../src/server/clocks/time';
import { PostgresStorage } from '../../src/server/storage/postgres/postgresStorage';
import { FakeTime } from './fakeTime';
import { gameClient, startTestServer, stored, until, type GameClient, type TestServer } from './harness';
import { startPgCluster, type PgCluster } from './pgCluster';
import { autoPlay } from './serverBotsHarness';

let cluster: PgCluster;

beforeAll(async () => {
  cluster = await startPgCluster();
}, 120_000);
afterAll(async () => {
  await cluster?.stop();
});

const LEASE_MS = 1000;
/** The people's thinking time per move (see autoPlay). */
const THINK_MS = 60;

async function aServer(
  url: string,
  takeoverSeconds?: number,
  time?: TimeSource,
  storage = new PostgresStorage({ connectionString: url, leaseMs: LEASE_MS }),
): Promise<TestServer> {
  return startTestServer({
    storage,
    bots: { workers: 1, takeoverSeconds },
    time,
    // Looked at only when a test asks (cleanup.runOnce).
    cleanup: { intervalMinutes: 24 * 60 },
  });
}

describe('bots with several processes on one PostgreSQL', () => {
  it("play each match's bot seats in one process only, and in another once that one stops", async () => {
    const url = await cluster.createDatabase('tkr_bot_leases');
    const a = await aServer(url);
    const b = await aServer(url);
    let aClosed = false;
    try {
      // Created and joined through A (play starts there, so A's bots take the lease), played by a person connected to B.
      const { matchID } = await a.lobby.createMatch(a.gameName, { numPlayers: 3, setupData: { bots: { '1': 'easy', '2': 'easy' } } });
      const { playerCredentials } = await a.lobby.joinMatch(a.gameName, matchID, { playerID: '0', playerName: 'Liu Bei' });
      const botsIn = () => [a.server.bots!.playersOf(matchID).size, b.server.bots!.playersOf(matchID).size];
      const stateID = async () => (await stored(a, matchID)).state._stateID;
      await expect.poll(botsIn, { timeout: 10_000 }).toEqual([2, 0]);
      const person = gameClient(b, { matchID, playerID: '0', credentials: playerCredentials });
      // The person thinks a little before each move: against instant bots the match would otherwise end within seconds.
      const playing = autoPlay(person.client, 'leases', THINK_MS);

      await expect.poll(stateID, { timeout: 20_000 }).toBeGreaterThan(12);
      // B looked at the match too (its person connected) and left it to A.
      expect(botsIn()).toEqual([2, 0]);

      await a.close();
      aClosed = true;
      // B takes the match over (its person waits there), and the match goes on.
      await expect.poll(() => b.server.bots!.playersOf(matchID).size, { timeout: 10_000 }).toBe(2);
      const before = (await stored(b, matchID)).state._stateID;
      await expect.poll(async () => (await stored(b, matchID)).state._stateID, { timeout: 20_000 }).toBeGreaterThan(before + 6);
      playing.stop();
      person.client.stop();
    } finally {
      if (!aClosed) await a.close();
      await b.close();
    }
  }, 90_000);

  it("send a stand-in in for a person who left another process than the one playing the match's bots (presence is shared)", async () => {
    const url = await cluster.createDatabase('tkr_shared_presence');
    const a = await aServer(url, 1);
    const b = await aServer(url, 1);
    try {
      // The last seat is taken through A, so play starts there and A's bot holds the match's lease; both people play through B.
      const { matchID } = await a.lobby.createMatch(a.gameName, { numPlayers: 3, setupData: { bots: { '2': 'easy' } } });
      const credentials: string[] = [];
      for (const playerID of ['0', '1']) {
        const lobby = playerID === '1' ? a : b;
        credentials.push(
          (await lobby.lobby.joinMatch(lobby.gameName, matchID, { playerID, playerName: `Person ${playerID}` })).playerCredentials,
        );
      }
      await expect.poll(() => a.server.bots!.playersOf(matchID).size, { timeout: 10_000 }).toBe(1);
      const people = ['0', '1'].map((playerID, i) =>
        gameClient(b, { matchID, playerID: playerID as '0' | '1', credentials: credentials[i] }),
      );
      const playing = people.map((p, i) => autoPlay(p.client, `shared-${i}`, THINK_MS));
      await expect.poll(async () => (await stored(a, matchID)).state._stateID, { timeout: 20_000 }).toBeGreaterThan(6);
      expect(b.server.bots!.playersOf(matchID).size).toBe(0);

      // Person 1 goes away; person 0 stays at the table (on B). A, which sees B's people, sends a stand-in in.
      playing[1].stop();
      people[1].client.stop();
      await expect.poll(() => [...a.server.bots!.playersOf(matchID).keys()].sort(), { timeout: 15_000 }).toEqual(['1', '2']);
      // The stand-in sits down first; the seat's metadata says so once A has written it.
      const standIn = async () => ((await stored(a, matchID)).metadata!.players[1].data as { standIn?: string } | undefined)?.standIn;
      await expect.poll(standIn, { timeout: 10_000 }).toBeDefined();
      const before = (await stored(a, matchID)).state._stateID;
      await expect.poll(async () => (await stored(a, matchID)).state._stateID, { timeout: 20_000 }).toBeGreaterThan(before + 4);

      // Person 1 comes back (on B): A gives the seat back.
      const again = gameClient(b, { matchID, playerID: '1', credentials: credentials[1] });
      await expect.poll(() => [...a.server.bots!.playersOf(matchID).keys()], { timeout: 15_000 }).toEqual(['2']);
      playing[0].stop();
      people[0].client.stop();
      again.client.stop();
    } finally {
      await a.close();
      await b.close();
    }
  }, 90_000);

  it("enforce the clocks in the process holding the match's lease while its people all play through another", async () => {
    const url = await cluster.createDatabase('tkr_clocks_across');
    // One fake clock for both servers, as two processes on one machine share its time.
    const time = new FakeTime();
    const a = await aServer(url, undefined, time);
    const bStorage = new PostgresStorage({ connectionString: url, leaseMs: LEASE_MS });
    const b = await aServer(url, undefined, time, bStorage);
    try {
      // Three people, no bots. The last seat is taken through B, so play starts there: B holds the match's lease
      // and keeps its clocks, though every person plays through A (B has no client of the match to hear moves from).
      const pace = { moveSeconds: 10, reserveSeconds: 5 };
      const { matchID } = await a.lobby.createMatch(a.gameName, { numPlayers: 3, setupData: { pace } });
      const credentials: string[] = [];
      for (const [playerID, server] of [
        ['0', a],
        ['1', a],
        ['2', b],
      ] as const)
        credentials.push(
          (await server.lobby.joinMatch(server.gameName, matchID, { playerID, playerName: `Person ${playerID}` })).playerCredentials,
        );
      const leaseHolder = async () =>
        (await bStorage.pool.query('SELECT holder FROM tkr_match_leases WHERE match_id = $1', [matchID])).rows[0]?.holder;
      await expect.poll(leaseHolder, { timeout: 10_000 }).toContain(bStorage.pubSub.origin);
      const [wei, wu, shu] = credentials.map((c, i) => gameClient(a, { matchID, playerID: String(i) as '0' | '1' | '2', credentials: c }));
      const others = [autoPlay(wu.client, 'clock-wu'), autoPlay(shu.client, 'clock-shu')];
      const clock = async () => ((await stored(a, matchID)).metadata as unknown as { clock: ClockRecord }).clock;
      const weiMoves = async () =>
        (await stored(a, matchID)).log.filter((e) => e.action.type === 'MAKE_MOVE' && e.action.payload.playerID === '0').length;
      /** Resolves once only Wei is to act and B's clock record is up to date with that state. */
      const weiAlone = async (client: GameClient) => {
        await until(client, (st) => st.ctx.gameover === undefined && statesToAct(st.G).join() === 'wei', 20_000);
        const stateID = client.getState()!._stateID;
        await expect.poll(async () => (await clock()).stateID, { timeout: 5000 }).toBe(stateID);
        await b.server.bots!.idle();
      };

      await weiAlone(wei.client);
      // Wei thinks 12 s (2 s of reserve) and moves through A: the move's metadata write charges the reserve.
      time.advance(12_000);
      const state = wei.client.getState()!;
      const seat = stateOfPlayer('0')!;
      const { move, args } = toBgioAction(fastRandomMove(state.G, seat, botRng('clock-across', seat)));
      wei.client.moves[move](...args);
      await expect.poll(async () => (await clock()).stateID, { timeout: 5000 }).toBeGreaterThan(state._stateID);
      expect((await clock()).seats['0']).toMatchObject({ reserveMs: 3000, timeouts: 0 });

      // Wei's next decision runs out of time: B, the lease holder, has its stand-in make it, though B has no client
      // of the match and the person is connected to A.
      await weiAlone(wei.client);
      const before = await weiMoves();
      const since = (await clock()).seats['0'].since!;
      time.advance(since + 10_000 + 3000 - 1 - time.now());
      await b.server.bots!.idle();
      expect(await weiMoves()).toBe(before);
      time.advance(20);
      await expect.poll(weiMoves, { timeout: 10_000 }).toBe(before + 1);
      await expect
        .poll(async () => (await clock()).seats['0'], { timeout: 5000 })
        .toMatchObject({ reserveMs: 0, timeouts: 1, lastTimedOut: true });
      for (const other of others) other.stop();
      for (const person of [wei, wu, shu]) person.client.stop();
    } finally {
      await a.close();
      await b.close();
    }
  }, 90_000);

  it('the cleanup keeps an abandoned-looking match that a person is connected to through another process (presence is shared)', async () => {
    const url = await cluster.createDatabase('tkr_cleanup_presence');
    const a = await aServer(url);
    const b = await aServer(url);
    try {
      const { matchID } = await a.lobby.createMatch(a.gameName, { numPlayers: 3 });
      const credentials = [];
      for (const playerID of ['0', '1', '2'])
        credentials.push((await a.lobby.joinMatch(a.gameName, matchID, { playerID, playerName: `Person ${playerID}` })).playerCredentials);
      // Nobody has moved in it for 15 days, but a person is at its table, through B.
      await a.server.transport.runInMatchQueue(matchID, async () => {
        const { metadata } = await a.server.storage.fetch(matchID, { metadata: true });
        metadata!.updatedAt = Date.now() - 15 * 24 * 3600_000;
        await a.server.storage.setMetadata(matchID, metadata!);
      });
      const person = gameClient(b, { matchID, playerID: '0', credentials: credentials[0] });
      await expect.poll(() => a.server.presence.seatsPresentAnywhere(matchID), { timeout: 10_000 }).toEqual(['0']);
      const report = await a.server.cleanup!.runOnce();
      expect(report.abandoned).toEqual([]);
      expect((await a.server.storage.fetch(matchID, { metadata: true })).metadata).toBeDefined();
      person.client.stop();
    } finally {
      await a.close();
      await b.close();
    }
  }, 60_000);
});
