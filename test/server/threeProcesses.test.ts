/**
 * Three server processes (`scripts/serve.ts`, bots on) on one PostgreSQL, as
 * behind a proxy (docs/deploy.md, "Several server processes behind a proxy"): matches with bot
 * seats created through one process, played by a person through another and
 * watched through the third. The process playing a match's bots (the holder
 * of its lease) is killed with SIGKILL mid-match; another takes the match
 * over once the lease runs out (LEASE_SECONDS=1), and the match goes on,
 * every stored state kept, the spectator following it. A chat line said
 * through one process reaches the spectator on another.
 */
import { LobbyClient } from 'boardgame.io/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresStorage } from '../../src/server/storage/postgres/postgresStorage';
import { gameClient, type TestServer } from './harness';
import { startPgCluster, type PgCluster } from './pgCluster';
import { autoPlay } from './serverBotsHarness';
import { startServe, type ServeProcess } from './serveProcess';

let cluster: PgCluster;
let storage: PostgresStorage;
let processes: ServeProcess[] = [];
let gameName: string;

const at = (url: string) => ({ url, gameName }) as TestServer;

beforeAll(async () => {
  cluster = await startPgCluster();
  const env = { DATABASE_URL: cluster.url, BOTS: 'on', BOT_WORKERS: '1', LEASE_SECONDS: '1' };
  processes = await Promise.all([startServe(env), startServe(env), startServe(env)]);
  [gameName] = await new LobbyClient({ server: processes[0].url }).listGames();
  storage = new PostgresStorage({ connectionString: cluster.url });
  await storage.connect();
}, 120_000);

afterAll(async () => {
  await storage?.close();
  for (const p of processes) await p.stop();
  await cluster?.stop();
});

const stateIDOf = async (matchID: string) => (await storage.fetch(matchID, { state: true })).state!._stateID;
/** The process (by its pid, in the lease's holder name) that plays the match's bots. */
async function holderPid(matchID: string): Promise<number | undefined> {
  const { rows } = await storage.pool.query<{ holder: string }>(
    'SELECT holder FROM tkr_match_leases WHERE match_id = $1 AND expires_at > now()',
    [matchID],
  );
  const pid = /^pid (\d+) /.exec(rows[0]?.holder ?? '')?.[1];
  return pid === undefined ? undefined : Number(pid);
}

describe('three server processes on one PostgreSQL', () => {
  it("play matches across them; when the process playing a match's bots is killed, another takes the match over", async () => {
    const [a, b, c] = processes;
    const matches: { matchID: string; stop(): void }[] = [];
    for (let i = 0; i < 2; i++) {
      // The second match on the two processes left: created through one, played and watched through the other.
      const up = processes.filter((p) => p.alive());
      const [creator, personAt, watchAt] = i === 0 ? [a, b, c] : [up[0], up[1], up[0]];
      const { matchID } = await new LobbyClient({ server: creator.url }).createMatch(gameName, {
        numPlayers: 3,
        setupData: { bots: { '1': 'easy', '2': 'easy' } },
      });
      const { playerCredentials } = await new LobbyClient({ server: personAt.url }).joinMatch(gameName, matchID, {
        playerID: '0',
        playerName: `Person ${i}`,
      });
      // The first match: the person plays through B, a spectator watches through C.
      let person = gameClient(at(personAt.url), { matchID, playerID: '0', credentials: playerCredentials });
      let playing = autoPlay(person.client, `three-${i}`);
      const spectator = gameClient(at(watchAt.url), { matchID, playerID: null });
      matches.push({
        matchID,
        stop() {
          playing.stop();
          person.client.stop();
          spectator.client.stop();
        },
      });
      await expect.poll(() => stateIDOf(matchID), { timeout: 30_000 }).toBeGreaterThan(8);
      const holder = await holderPid(matchID);
      const victim = processes.find((p) => p.child.pid === holder);
      expect(victim, `the lease of match ${i} is held by one of the processes`).toBeDefined();

      if (i === 0) {
        // Chat said through B reaches the spectator on C, through the database's pub/sub, as the moves do.
        person.client.sendChatMessage('Hello from process B');
        const heard = () =>
          (spectator.client.chatMessages as { payload?: { text?: string } }[]).some((m) => m.payload?.text === 'Hello from process B');
        await expect.poll(heard, { timeout: 10_000 }).toBe(true);
        // Kill the process that plays the bots, mid-match.
        victim!.child.kill('SIGKILL');
        await expect.poll(() => victim!.alive(), { timeout: 10_000 }).toBe(false);
        if (victim === b) {
          // The person's connection went with it: the page reconnects, through the proxy, to a process still up.
          playing.stop();
          person.client.stop();
          person = gameClient(at(c.url), { matchID, playerID: '0', credentials: playerCredentials });
          playing = autoPlay(person.client, `three-${i}-again`);
        }
        const before = await stateIDOf(matchID);
        await expect
          .poll(
            async () => {
              const now = await holderPid(matchID);
              return now !== undefined && now !== holder;
            },
            { timeout: 20_000 },
          )
          .toBe(true);
        const taker = await holderPid(matchID);
        expect(processes.find((p) => p.child.pid === taker)?.alive(), 'taken over by a process still up').toBe(true);
        await expect.poll(() => stateIDOf(matchID), { timeout: 30_000 }).toBeGreaterThan(before + 10);
        // Every state is kept: the log has an entry for every state up to the stored one.
        const { log, state } = await storage.fetch(matchID, { log: true, state: true });
        const logged = new Set(log!.map((e) => e._stateID));
        for (let id = 0; id < state!._stateID; id++) expect(logged.has(id), `state ${id} logged`).toBe(true);
        // The spectator (on C, unless C was killed) follows.
        if (victim !== c)
          await expect.poll(() => spectator.client.getState()?._stateID ?? -1, { timeout: 10_000 }).toBeGreaterThanOrEqual(before + 10);
      }
    }
    for (const m of matches) m.stop();
  }, 180_000);
});
