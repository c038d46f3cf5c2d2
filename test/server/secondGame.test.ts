/**
 * Issue 36: the server serves more than one game. High Card Duel (test/tinyGame/highCardDuel.ts:
 * two seats, hidden hands, a shuffled deal) runs beside Three Kingdoms Redux on one real server:
 * listed by the Lobby, created with its own seat count, joined, and played to its end over the real
 * sockets by two bots connecting as people, and by a person against the server's own bot seat, each
 * client receiving only its own hand; bad input is refused in the game's own words and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniformRandomBot } from '../../src/bots/uniformRandomBot';
import { CONTRACT_MOVE } from '../../src/game/boardgameAdapter';
import { seededRng } from '../../src/game/rng';
import { checkLobbyBody, LobbyInputError } from '../../src/server/http/lobbyGuard';
import { serverGameOfContract } from '../../src/server/games/serverGame';
import { threeKingdomsReduxServer } from '../../src/server/games/threeKingdomsRedux';
import { PACKET_REFUSED } from '../../src/server/sockets/socketGuard';
import { DUEL_SEATS, HIDDEN_CARD, highCardDuel as duel, type DuelSeat, type DuelState } from '../tinyGame/highCardDuel';
import { contractClient } from './contractClient';
import { createMatch as createTkrMatch, Recorder, startTestServer, stored, type Received, type TestServer } from './harness';

const DUEL = duel.id;

async function post(ts: TestServer, path: string, body: unknown): Promise<{ status: number; text: string }> {
  const response = await fetch(`${ts.url}/games/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

async function createDuel(ts: TestServer): Promise<{ matchID: string; credentials: string[] }> {
  const { matchID } = await ts.lobby.createMatch(DUEL, { numPlayers: 2 });
  const credentials: string[] = [];
  for (const [i, name] of ['Alice', 'Brian'].entries())
    credentials.push((await ts.lobby.joinMatch(DUEL, matchID, { playerID: String(i), playerName: name })).playerCredentials);
  return { matchID, credentials };
}

const duelClient = (ts: TestServer, matchID: string, playerID: string | null, credentials?: string) =>
  contractClient(duel, ts, { matchID, playerID, credentials });

type DuelClient = ReturnType<typeof duelClient>['client'];

function until(
  client: DuelClient,
  ready: (state: NonNullable<ReturnType<DuelClient['getState']>>) => boolean,
  timeoutMs = 5000,
): Promise<void> {
  return new Promise((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`client ${client.playerID ?? 'spectator'} did not reach the state awaited`)), timeoutMs);
    let unsubscribe: (() => void) | null = null;
    let done = false;
    const check = () => {
      const state = client.getState();
      if (done || !state || !ready(state)) return;
      done = true;
      clearTimeout(timer);
      queueMicrotask(() => unsubscribe?.());
      ok();
    };
    unsubscribe = client.subscribe(check);
    check();
  });
}

/** Makes `seat`'s moves through `client`: a legal move of its view, drawn by the contract's random bot, whenever the rules wait for it. */
function playAs(client: DuelClient, seat: DuelSeat, chooser: ReturnType<typeof seededRng>): void {
  const bot = uniformRandomBot(duel);
  let decidedAt = -1;
  client.subscribe((state) => {
    if (!state || state.ctx.gameover || state._stateID === decidedAt || !duel.toAct(state.G).includes(seat)) return;
    decidedAt = state._stateID;
    client.moves[CONTRACT_MOVE](bot.decide(state.G, seat, chooser));
  });
}

/**
 * Every place in what a socket received that shows a card `viewer` may not see: the other seat's
 * hand or the undealt card, in whole states (syncs, updates) and in patches (RFC 6902 operations).
 */
function cardsShown(received: Received[], viewer: DuelSeat | null): string[] {
  const hiddenHands = DUEL_SEATS.filter((seat) => seat !== viewer);
  const shown: string[] = [];
  const onlyHidden = (value: unknown) =>
    JSON.stringify(value)
      .match(/\d+/g)
      ?.every((n) => Number(n) === HIDDEN_CARD) ?? true;
  const walk = (value: unknown, where: string) => {
    if (typeof value !== 'object' || value === null) return;
    const record = value as Record<string, unknown>;
    if (typeof record.hands === 'object' && record.hands !== null) {
      for (const seat of hiddenHands)
        if (!onlyHidden((record.hands as Record<string, unknown>)[seat])) shown.push(`${where}: ${seat}'s hand`);
      if (record.undealt !== undefined && record.undealt !== HIDDEN_CARD) shown.push(`${where}: the undealt card`);
    }
    if (typeof record.op === 'string' && typeof record.path === 'string') {
      const hand = hiddenHands.find(
        (seat) => record.path === `/G/hands/${seat}` || (record.path as string).startsWith(`/G/hands/${seat}/`),
      );
      if (hand && !onlyHidden(record.value)) shown.push(`${where}: a patch of ${hand}'s hand`);
      if (record.path === '/G/undealt' && record.value !== HIDDEN_CARD) shown.push(`${where}: a patch of the undealt card`);
    }
    for (const [key, inner] of Object.entries(record)) walk(inner, `${where}.${key}`);
  };
  received.forEach((r, i) => walk(r.args, `message ${i} (${r.event})`));
  return shown;
}

describe('a second game served beside Three Kingdoms Redux', () => {
  let ts: TestServer;
  /** What each of the server's seat players received, by "matchID/playerID". */
  const botsReceived = new Map<string, Recorder>();
  beforeAll(async () => {
    ts = await startTestServer({
      games: [threeKingdomsReduxServer(), serverGameOfContract(duel)],
      bots: {
        onSeatPlayer: (player) => {
          const recorder = new Recorder();
          recorder.attach(player.socket!);
          botsReceived.set(`${player.matchID}/${player.playerID}`, recorder);
        },
      },
    });
  });
  afterAll(async () => {
    await ts?.close();
  });

  it('is listed by the Lobby, created with its own seats, and refused a seat count or options it does not take', async () => {
    expect(await ts.lobby.listGames()).toEqual(['three-kingdoms-redux', DUEL]);
    const three = await post(ts, `${DUEL}/create`, { numPlayers: 3 });
    expect(three).toEqual({ status: 400, text: 'numPlayers must be 2: High Card Duel is for exactly 2 players.' });
    const bothBots = await post(ts, `${DUEL}/create`, { numPlayers: 2, setupData: { bots: { '0': 'random', '1': 'random' } } });
    expect(bothBots).toEqual({ status: 400, text: 'setupData.bots may name at most 1 seat: at least one seat stays for a person' });
    const hard = await post(ts, `${DUEL}/create`, { numPlayers: 2, setupData: { bots: { '1': 'hard' } } });
    expect(hard).toEqual({ status: 400, text: 'setupData.bots["1"] must be one of "random"' });
    const noSeat = await post(ts, `${DUEL}/create`, { numPlayers: 2, setupData: { bots: { '2': 'random' } } });
    expect(noSeat.text).toBe('setupData.bots: "2" is not a seat (seats are "0" and "1": North, South)');
    // A game the server has no bots for takes neither bot seats nor clocks.
    const botless = serverGameOfContract(duel, { bots: false });
    for (const [field, value, words] of [
      ['bots', { '1': 'random' }, 'bots'],
      ['pace', { moveSeconds: 30, reserveSeconds: 0 }, 'clocks'],
    ] as const)
      expect(() => checkLobbyBody('create', { numPlayers: 2, setupData: { [field]: value } }, botless)).toThrow(
        new LobbyInputError(400, `setupData.${field} is not accepted: the server has no ${words} for High Card Duel`),
      );
    expect((await post(ts, `${DUEL}/create`, { numPlayers: 2, setupData: { tutorial: true } })).text).toMatch(
      /^setupData has no field "tutorial"/,
    );
    const { matchID } = await createDuel(ts);
    const match = await ts.lobby.getMatch(DUEL, matchID);
    expect(match.players.map((p) => p.name)).toEqual(['Alice', 'Brian']);
    expect((await ts.lobby.listMatches(DUEL)).matches.map((m) => m.matchID)).toContain(matchID);
    expect((await ts.lobby.listMatches('three-kingdoms-redux')).matches.map((m) => m.matchID)).not.toContain(matchID);
    expect((await post(ts, `${DUEL}/${matchID}/join`, { playerID: '2', playerName: 'Carol' })).text).toBe(
      'playerID must be "0" or "1" (North, South)',
    );

    // Three Kingdoms Redux keeps its own rules beside it.
    expect((await post(ts, 'three-kingdoms-redux/create', { numPlayers: 2 })).text).toBe(
      'numPlayers must be 3: Three Kingdoms Redux is for exactly 3 players.',
    );
  });

  it('is played to its end by two bots over the sockets, each client receiving only its own hand', async () => {
    const { matchID, credentials } = await createDuel(ts);
    const seats = DUEL_SEATS.map((seat, i) => ({ seat, ...duelClient(ts, matchID, String(i), credentials[i]) }));
    const spectator = duelClient(ts, matchID, null);
    const chooser = seededRng('duel-over-sockets');
    for (const { seat, client } of seats) playAs(client, seat, chooser);
    for (const { client } of [...seats, spectator]) await until(client, (state) => state.ctx.gameover !== undefined);

    const { state } = await stored(ts, matchID);
    const G = state.G as unknown as DuelState;
    const result = duel.result(G)!;
    expect(state.ctx.gameover).toEqual(result);
    expect(G.played).toHaveLength(3);
    for (const { seat, client } of seats) expect(client.getState()!.G).toEqual(duel.view(G, seat));
    expect(spectator.client.getState()!.G).toEqual(duel.view(G, null));
    for (const { seat, recorder } of seats) {
      // Six moves reached each seat as patches or updates of its view, after the sync of the dealt hands.
      expect(recorder.events('patch').length + recorder.events('update').length).toBeGreaterThanOrEqual(6);
      expect(cardsShown(recorder.received, seat)).toEqual([]);
    }
    expect(cardsShown(spectator.recorder.received, null)).toEqual([]);
    // The check itself finds a hand shown whole or in a patch.
    const dealt = duel.newGame({}, seededRng('dealt'));
    expect(cardsShown([{ event: 'sync', args: [{ G: dealt }] }], 'north')).toEqual([
      "message 0 (sync).0.G: south's hand",
      'message 0 (sync).0.G: the undealt card',
    ]);
    const patch = { op: 'replace', path: '/G/hands/south/0', value: dealt.hands.south[0] };
    expect(cardsShown([{ event: 'patch', args: ['m', 1, 2, [patch]] }], 'north')).toEqual([
      "message 0 (patch).3.0: a patch of south's hand",
    ]);
    for (const { client } of [...seats, spectator]) client.stop();
  });

  it("is played to its end by a person against the server's bot seat", async () => {
    const { matchID } = await ts.lobby.createMatch(DUEL, { numPlayers: 2, setupData: { bots: { '1': 'random' } } });
    const { playerCredentials } = await ts.lobby.joinMatch(DUEL, matchID, { playerID: '0', playerName: 'Alice' });
    expect((await ts.lobby.getMatch(DUEL, matchID)).players.map((p) => p.name)).toEqual(['Alice', 'Random bot']);
    const north = duelClient(ts, matchID, '0', playerCredentials);
    playAs(north.client, 'north', seededRng('against-the-server'));
    await until(north.client, (state) => state.ctx.gameover !== undefined);
    const G = (await stored(ts, matchID)).state.G as unknown as DuelState;
    expect(G.played).toHaveLength(3);
    expect(north.client.getState()!.G).toEqual(duel.view(G, 'north'));
    expect(cardsShown(north.recorder.received, 'north')).toEqual([]);
    // The server's bot played South from South's view only.
    const bot = botsReceived.get(`${matchID}/1`)!;
    expect(bot.events('patch').length + bot.events('update').length).toBeGreaterThanOrEqual(6);
    expect(cardsShown(bot.received, 'south')).toEqual([]);
    await expect.poll(() => ts.server.bots!.playersOf(matchID).size).toBe(0);
    north.client.stop();
  });

  it('refuses a bad move in clear words, or as the rules refuse it, and changes nothing', async () => {
    const { matchID, credentials } = await createDuel(ts);
    const north = duelClient(ts, matchID, '0', credentials[0]);
    await until(north.client, (state) => state.G.hands.north.length === 3);
    const before = await stored(ts, matchID);
    const send = (type: string, args: unknown[], playerID = '0') =>
      north.socket.emit(
        'update',
        { type: 'MAKE_MOVE', payload: { type, args, playerID, credentials: credentials[0] } },
        before.state._stateID,
        matchID,
        playerID,
      );

    const unknownMove = north.recorder.next(PACKET_REFUSED);
    send('recruit', [[]]);
    expect((await unknownMove).args[0]).toEqual({ event: 'update', reason: 'unknown move; expected one of decide' });
    const noSuchSeat = north.recorder.next(PACKET_REFUSED);
    send(CONTRACT_MOVE, [{ card: 1 }], '2');
    expect((await noSuchSeat).args[0]).toEqual({ event: 'update', reason: 'only a seated player ("0" or "1") can move' });

    // A card North does not hold: the rules refuse it (the contract's words: test/tinyGame), and nothing is stored.
    const absent = [1, 2, 3, 4, 5, 6, 7].find((card) => !(before.state.G as unknown as DuelState).hands.north.includes(card))!;
    expect(duel.apply(before.state.G as unknown as DuelState, 'north', { card: absent }, seededRng('x'))).toEqual({
      ok: false,
      error: `North holds no card ${absent}.`,
    });
    send(CONTRACT_MOVE, [{ card: absent }]);
    await ts.server.transport.getMatchQueue(matchID).onIdle();
    const after = await stored(ts, matchID);
    expect(after.state._stateID).toBe(before.state._stateID);
    expect(after.state.G).toEqual(before.state.G);
    north.client.stop();
  });

  it("runs a paced match's clocks by the game's own rules of whose decision it is", async () => {
    const { matchID } = await ts.lobby.createMatch(DUEL, { numPlayers: 2, setupData: { pace: { moveSeconds: 600, reserveSeconds: 0 } } });
    const credentials: string[] = [];
    for (const [i, name] of ['Alice', 'Brian'].entries())
      credentials.push((await ts.lobby.joinMatch(DUEL, matchID, { playerID: String(i), playerName: name })).playerCredentials);
    const clockOf = async () => (await stored(ts, matchID)).metadata as unknown as { clock: { seats: Record<string, { since?: number }> } };
    // North leads: its clock runs, South's waits.
    const atStart = (await clockOf()).clock.seats;
    expect([atStart['0'].since !== undefined, atStart['1'].since !== undefined]).toEqual([true, false]);
    const north = duelClient(ts, matchID, '0', credentials[0]);
    await until(north.client, (state) => state.G.hands.north.length === 3);
    north.client.moves[CONTRACT_MOVE]({ card: north.client.getState()!.G.hands.north[0] });
    await expect.poll(async () => (await clockOf()).clock.seats['1'].since !== undefined).toBe(true);
    expect((await clockOf()).clock.seats['0'].since).toBeUndefined();
    north.client.stop();
  });

  it("keeps each game's matches on its own sockets", async () => {
    const { matchID: tkrMatch } = await createTkrMatch(ts);
    const { matchID, credentials } = await createDuel(ts);
    const north = duelClient(ts, matchID, '0', credentials[0]);
    await until(north.client, () => true);
    const refused = north.recorder.next(PACKET_REFUSED);
    north.socket.emit('sync', tkrMatch, null, null, 2);
    expect((await refused).args[0]).toEqual({ event: 'sync', reason: `there is no match "${tkrMatch}"` });
    north.client.stop();
  });
});
