/**
 * Two server processes on one PostgreSQL (two servers in this process, each
 * with its own pool, pub/sub and leases, as two processes would have): a
 * match's bot seats are played by one of them only (the holder of the
 * match's lease, src/server/postgres/matchLeases.ts), and when that one stops
 * the other takes the match over, its bots playing on where they stopped.
 * Before the leases, every process played every match's bots.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresStorage } from '../../src/server/postgres/postgresStorage';
import { gameClient, startTestServer, stored, type TestServer } from './harness';
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

async function aServer(url: string): Promise<TestServer> {
  return startTestServer({ storage: new PostgresStorage({ connectionString: url, leaseMs: LEASE_MS }), bots: { workers: 1 }, cleanup: false });
}

describe('bots with several processes on one PostgreSQL', () => {
  it("play each match's bot seats in one process only, and in another once that one stops", async () => {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('CREATE DATABASE tkr_bot_leases');
    await admin.end();
    const url = cluster.url.replace(/\/postgres$/, '/tkr_bot_leases');
    const a = await aServer(url);
    const b = await aServer(url);
    let aClosed = false;
    try {
      // Created through A (which seats its bots), played by a person connected to B.
      const { matchID } = await a.lobby.createMatch(a.gameName, { numPlayers: 3, setupData: { bots: { '1': 'easy', '2': 'easy' } } });
      const { playerCredentials } = await b.lobby.joinMatch(b.gameName, matchID, { playerID: '0', playerName: 'Liu Bei' });
      const person = gameClient(b, { matchID, playerID: '0', credentials: playerCredentials });
      const playing = autoPlay(person.client, 'leases');
      const botsIn = () => [a.server.bots!.playersOf(matchID).size, b.server.bots!.playersOf(matchID).size];
      const stateID = async () => (await stored(a, matchID)).state._stateID;

      await expect.poll(botsIn, { timeout: 10_000 }).toEqual([2, 0]);
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
});
