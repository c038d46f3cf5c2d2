/**
 * Issue 38: the real server serves Dragons & Tigers beside Three Kingdoms Redux by default: the
 * Lobby's GET /games lists both, a match is created with 2, 3 or 4 seats and joined, a seat count
 * outside 2-4 is refused in the game's words, and a bot seat is played by the server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dragonsAndTigers } from '../../src/game/dragonsAndTigers/contract';
import { CONTRACT_MOVE } from '../../src/game/boardgameAdapter';
import type { DtState } from '../../src/game/dragonsAndTigers/model/state';
import { contractClient } from './contractClient';
import { startTestServer, type TestServer } from './harness';

const DT = dragonsAndTigers.id;

async function post(ts: TestServer, path: string, body: unknown): Promise<{ status: number; text: string }> {
  const response = await fetch(`${ts.url}/games/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

describe('Dragons & Tigers on the server', () => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await startTestServer({ bots: { workers: 1 } });
  });
  afterAll(async () => {
    await ts?.close();
  });

  it('is listed beside Three Kingdoms Redux by the default server', async () => {
    expect(await ts.lobby.listGames()).toEqual(['three-kingdoms-redux', DT]);
  });

  it('creates and joins matches of 2 to 4 seats, and refuses other counts in its own words', async () => {
    const names = ['Blue Dragon', 'White Tiger', 'Vermilion Bird', 'Black Tortoise'];
    for (const numPlayers of [2, 3, 4]) {
      const { matchID } = await ts.lobby.createMatch(DT, { numPlayers });
      for (let i = 0; i < numPlayers; i++) await ts.lobby.joinMatch(DT, matchID, { playerID: String(i), playerName: names[i] });
      const match = await ts.lobby.getMatch(DT, matchID);
      expect(match.players.map((p) => p.name)).toEqual(names.slice(0, numPlayers));
    }
    for (const numPlayers of [1, 5])
      expect(await post(ts, `${DT}/create`, { numPlayers })).toEqual({
        status: 400,
        text: `numPlayers must be 2 to 4: ${dragonsAndTigers.title} is for 2 to 4 players.`,
      });
  });

  it('seats the game’s own bots (Easy, Medium, Hard) in a match with a person', async () => {
    const { matchID } = await ts.lobby.createMatch(DT, { numPlayers: 3, setupData: { bots: { '1': 'medium', '2': 'hard' } } });
    await ts.lobby.joinMatch(DT, matchID, { playerID: '0', playerName: 'Alice' });
    expect((await ts.lobby.getMatch(DT, matchID)).players.map((p) => p.name)).toEqual(['Alice', 'Medium bot', 'Hard bot']);
  });

  it('plays a bot seat’s decisions on the server (the decision pool’s threads run the game’s bots)', async () => {
    const { matchID } = await ts.lobby.createMatch(DT, { numPlayers: 2, setupData: { bots: { '0': 'medium' } } });
    const { playerCredentials } = await ts.lobby.joinMatch(DT, matchID, { playerID: '1', playerName: 'Alice' });
    const alice = contractClient(dragonsAndTigers, ts, { matchID, playerID: '1', credentials: playerCredentials });
    // 3.1's draft order is drawn: Alice drafts when it is her turn, until the bot (Blue Dragon) has drafted a kingdom.
    const botDrafted = (G: DtState) => Object.values(G.kingdoms).some((k) => k.owner === 'blueDragon');
    await expect
      .poll(
        () => {
          const G = alice.client.getState()?.G;
          if (!G) return false;
          if (!botDrafted(G) && dragonsAndTigers.toAct(G).includes('whiteTiger'))
            alice.client.moves[CONTRACT_MOVE](dragonsAndTigers.legalMoves(G, 'whiteTiger')[0]);
          return botDrafted(G);
        },
        { timeout: 60_000, interval: 200 },
      )
      .toBe(true);
    alice.client.stop();
  });
});
