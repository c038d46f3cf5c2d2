/**
 * The server's bot seats: a match declaring two bot seats has them taken
 * (and untakeable) from the moment it exists, the server plays them through
 * headless boardgame.io clients on loopback, each of which is sent only its
 * own seat's view, and a person plays the third seat to the end of the game.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyPatch, type Operation } from 'rfc6902';
import { GENERAL_IDS } from '../../src/game/threeKingdomsRedux/data/generals';
import type { GameState } from '../../src/game/threeKingdomsRedux/state';
import { STATES, type StateId } from '../../src/game/threeKingdomsRedux/types';
import { stateOfPlayer } from '../../src/game/threeKingdomsRedux/game';
import type { SeatPlayer } from '../../src/server/bots/seatPlayer';
import { gameClient, Recorder, stored, stringsIn, until, type TestServer } from './harness';
import { autoPlay, startBotServer } from './serverBotsHarness';

/** What in a state sent to `seat` is not that seat's view: other seats' secrets, the decks, the random generator. */
function notSeatView(state: { G: GameState; plugins?: Record<string, { data?: unknown }> }, seat: StateId): string[] {
  const wrong: string[] = [];
  for (const s of STATES) {
    const { secret, revealed } = state.G.players[s];
    if (s === seat) {
      // The seat's own undrawn generals come unordered (in the card list's order), so their order tells nothing.
      const order = secret.undrawn.map((g) => GENERAL_IDS.indexOf(g));
      if (order.some((v, i) => i > 0 && v < order[i - 1])) wrong.push(`${s}'s undrawn generals in deck order`);
      continue;
    }
    if (secret.undrawn.length || secret.enhancementHand.length || secret.drawn.length) wrong.push(`${s}'s hidden cards`);
    if (secret.hand.some((g) => !revealed.includes(g))) wrong.push(`${s}'s unrevealed hand`);
  }
  if ([...state.G.decks.separation, ...state.G.decks.unification].some((c) => (c as string) !== 'hidden')) wrong.push('the decks');
  if (state.plugins?.random?.data !== undefined) wrong.push('the random generator');
  return wrong;
}

describe('bot seats', () => {
  let ts: TestServer & { log: string[] };
  const botSockets = new Map<string, Recorder>();
  beforeAll(async () => {
    ts = await startBotServer({
      bots: {
        workers: 1,
        onSeatPlayer: (player: SeatPlayer) => {
          const recorder = new Recorder();
          recorder.attach(player.socket!);
          botSockets.set(`${player.matchID}/${player.playerID}`, recorder);
        },
      },
    });
  });
  afterAll(async () => {
    await ts?.close();
  });

  it('are taken when the match is created: nobody can join them', async () => {
    const { matchID } = await ts.lobby.createMatch(ts.gameName, { numPlayers: 3, setupData: { bots: { '0': 'hard', '2': 'easy' } } });
    const listed = await ts.lobby.getMatch(ts.gameName, matchID);
    expect(listed.players.map((p) => [p.name, p.data])).toEqual([
      ['Hard bot', { bot: 'hard' }],
      [undefined, undefined],
      ['Easy bot', { bot: 'easy' }],
    ]);
    // The credentials stay on the server: the listing never shows them.
    expect(JSON.stringify(listed)).not.toMatch(/credentials/);
    await expect(ts.lobby.joinMatch(ts.gameName, matchID, { playerID: '0', playerName: 'Cao Cao' })).rejects.toThrow(/409|not available/);
    await expect(ts.lobby.joinMatch(ts.gameName, matchID, { playerID: '2', playerName: 'Liu Bei' })).rejects.toThrow(/409|not available/);
    // Joining without naming a seat gets the one free seat, and then the match is full.
    expect((await ts.lobby.joinMatch(ts.gameName, matchID, { playerName: 'Sun Jian' })).playerID).toBe('1');
    await expect(ts.lobby.joinMatch(ts.gameName, matchID, { playerName: 'Someone' })).rejects.toThrow(/409|maximum/);
    const { metadata } = await stored(ts, matchID);
    expect(metadata?.players[0].name).toBe('Hard bot');
    expect(metadata?.players[2].name).toBe('Easy bot');
  });

  it('are played by the server from their own views, and a person plays the match with them to the end', async () => {
    const { matchID } = await ts.lobby.createMatch(ts.gameName, { numPlayers: 3, setupData: { bots: { '1': 'easy', '2': 'medium' } } });
    const { playerCredentials } = await ts.lobby.joinMatch(ts.gameName, matchID, { playerID: '0', playerName: 'Cao Cao' });
    const wei = gameClient(ts, { matchID, playerID: '0', credentials: playerCredentials });
    const player = autoPlay(wei.client);
    await until(wei.client, (s) => s.ctx.gameover !== undefined, 120_000);
    player.stop();
    wei.client.stop();

    // The last move is stored right after it is sent out.
    await expect.poll(async () => (await stored(ts, matchID)).metadata?.gameover, { timeout: 10_000 }).toBeDefined();
    const { state, log } = await stored(ts, matchID);
    expect(state.ctx.gameover).toBeDefined();
    const movers = new Set(log.filter((e) => e.action.type === 'MAKE_MOVE').map((e) => e.action.payload.playerID));
    expect([...movers].sort()).toEqual(['0', '1', '2']);
    expect(player.moves()).toBeGreaterThan(0);

    // Each bot's socket received states, and every one was its own seat's view, nothing more.
    const seed = (state.plugins.random?.data as { seed?: string } | undefined)?.seed;
    expect(seed).toBeTruthy();
    for (const playerID of ['1', '2']) {
      const recorder = botSockets.get(`${matchID}/${playerID}`);
      expect(recorder, `bot ${playerID}'s socket was recorded`).toBeDefined();
      const seat = stateOfPlayer(playerID)!;
      // Moves come as patches of the bot's view (src/server/sockets/seatBroadcast.ts): each state rebuilt as its client does.
      let held: unknown = null;
      const states = recorder!.received.flatMap((r) => {
        if (r.event === 'update') return [(held = r.args[1])];
        if (r.event === 'sync') {
          const info = r.args[1] as { state: unknown; initialState: unknown };
          held = info.state;
          return [info.state, info.initialState];
        }
        if (r.event === 'patch') {
          const next = JSON.parse(JSON.stringify(held));
          expect(
            applyPatch(next, r.args[3] as Operation[]).every((e) => e === null),
            `a patch to bot ${playerID} applies`,
          ).toBe(true);
          return [(held = next)];
        }
        return [];
      }) as { G: GameState; plugins?: Record<string, { data?: unknown }> }[];
      expect(recorder!.events('patch').length, `bot ${playerID} was sent patches`).toBeGreaterThan(10);
      expect(states.length).toBeGreaterThan(10);
      for (const [i, s] of states.entries()) expect(notSeatView(s, seat), `state ${i} sent to bot ${playerID}`).toEqual([]);
      for (const r of recorder!.received)
        expect(stringsIn(r.args).has(seed!), `a ${r.event} to bot ${playerID} holds the seed`).toBe(false);
    }
    // The game is over: the server stopped playing the match.
    await expect.poll(() => ts.server.bots!.playersOf(matchID).size, { timeout: 10_000 }).toBe(0);
  });

  it('carry over to a rematch (playAgain keeps setupData, so the new match seats the same bots)', async () => {
    const { matchID } = await ts.lobby.createMatch(ts.gameName, { numPlayers: 3, setupData: { bots: { '1': 'medium' } } });
    const { playerCredentials } = await ts.lobby.joinMatch(ts.gameName, matchID, { playerID: '0', playerName: 'Cao Cao' });
    // A rematch only once the match is over (lobbyInput.test.ts): boardgame.io marks the metadata so when the game ends.
    const { metadata } = await ts.server.storage.fetch(matchID, { metadata: true });
    await ts.server.storage.setMetadata(matchID, { ...metadata!, gameover: { winner: '0' } });
    const { nextMatchID } = await ts.lobby.playAgain(ts.gameName, matchID, { playerID: '0', credentials: playerCredentials });
    const next = await ts.lobby.getMatch(ts.gameName, nextMatchID);
    expect(next.players.map((p) => p.name)).toEqual([undefined, 'Medium bot', undefined]);
    expect(next.players[1].data).toEqual({ bot: 'medium' });
  });
});
