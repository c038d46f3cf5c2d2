/**
 * The server's broadcast of a match's messages (src/server/sockets/seatBroadcast.ts):
 * each seat's view once per message, a move as an RFC 6902 patch of that
 * seat's view where the socket holds the state before it, the whole view
 * otherwise. Games are played through boardgame.io's own reducer (as its
 * master runs them, so unchanged parts stay the same objects), and every
 * patch is applied with rfc6902's applyPatch, as boardgame.io's client does.
 * Hidden information on the wire, with patches, is checked over whole games
 * against a real server in hiddenInformation.test.ts.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyPatch } from 'rfc6902';
import type { State } from 'boardgame.io';
import { getFilterPlayerView } from 'boardgame.io/internal';
import { stateOfPlayer } from '../../src/game/threeKingdomsRedux/game';
import type { GameState } from '../../src/game/threeKingdomsRedux/state';
import type { WalkShared } from '../../src/server/storage/statePatch';
import { threeKingdomsReduxServer } from '../../src/server/games/threeKingdomsRedux';
import { seatBroadcast, viewPatch, type BroadcastClient } from '../../src/server/sockets/seatBroadcast';
import { playServerGame } from './serverGamePlay';

interface Sent {
  to: string[];
  event: string;
  args: unknown[];
}

/** A transport client whose socket records what is emitted to it (through its namespace, as socket.io broadcasts). */
function fakeClient(id: string, playerID: string | null, sent: Sent[]): BroadcastClient {
  return { playerID, socket: { id, nsp: { to: (rooms) => ({ emit: (event, ...args) => sent.push({ to: rooms, event, args }) }) } } };
}

const json = <T>(v: T): T => JSON.parse(JSON.stringify(v));

/** The states of a seeded game through boardgame.io's reducer, `moves` moves long (or to its end). */
const playGame = (seed: string, moves: number): State[] => playServerGame(seed, { moves });

describe('the broadcast of a match (seatBroadcast)', () => {
  const { game, reuseViewParts } = threeKingdomsReduxServer();
  const filter = getFilterPlayerView(game);
  const viewOf = (seat: string | null, state: State) =>
    json((filter(seat, { type: 'update', args: ['m', state] }) as unknown as { args: [string, State] }).args[1]);

  it('a whole game: each socket gets its whole view first, then patches that rebuild exactly its view at every move', () => {
    const states = playGame('broadcast-1', 2000);
    expect(states.length).toBeGreaterThan(200);
    const sent: Sent[] = [];
    const seats = [null, '0', '1', '2'];
    const clients = seats.map((seat, i) => fakeClient(`s${i}`, seat, sent));
    const broadcast = seatBroadcast(game, reuseViewParts);
    // What each socket holds, as boardgame.io's client keeps it.
    const held = new Map<string, State>();
    let patches = 0;
    for (let i = 1; i < states.length; i++) {
      sent.length = 0;
      broadcast(clients, { type: 'patch', args: ['m', states[i - 1]._stateID, states[i - 1], states[i]] });
      expect(sent, `move ${i}: one message per seat`).toHaveLength(seats.length);
      for (const [k, seat] of seats.entries()) {
        const message = sent.find((s) => s.to.includes(`s${k}`))!;
        expect(message.to).toEqual([`s${k}`]);
        const wire = json(message.args);
        if (i === 1) expect(message.event, 'a socket not yet sent a state by this broadcast gets the whole view').toBe('update');
        if (message.event === 'update') held.set(`s${k}`, wire[1] as State);
        else {
          expect(message.event).toBe('patch');
          const [, prevStateID, stateID, operations] = wire as [string, number, number, never[]];
          const state = held.get(`s${k}`)!;
          expect(prevStateID).toBe(state._stateID);
          expect(stateID).toBe(states[i]._stateID);
          const copy = json(state);
          expect(
            applyPatch(copy, operations).every((e) => e === null),
            `move ${i}, seat ${seat}: the patch applies`,
          ).toBe(true);
          // boardgame.io's client takes the new _stateID from the patch (it is part of the view).
          held.set(`s${k}`, copy);
          patches++;
        }
        expect(held.get(`s${k}`), `move ${i}, seat ${seat}: the socket holds its view`).toEqual(viewOf(seat, states[i]));
      }
    }
    expect(patches).toBe((states.length - 2) * seats.length);
  });

  it("a patch's values are its seat's view: another seat's hidden cards never appear in it", () => {
    const states = playGame('broadcast-2', 400);
    for (let i = 1; i < states.length; i++) {
      for (const seat of ['0', '1', '2', null]) {
        const after = viewOf(seat, states[i]);
        const operations = viewPatch(viewOf(seat, states[i - 1]), after);
        const G = states[i].G as GameState;
        for (const [state, player] of Object.entries(G.players)) {
          if (state === stateOfPlayer(seat)) continue;
          // Cards another state holds in secret and has not shown, which this seat's view must not name.
          const secret = [...player.secret.enhancementHand, ...player.secret.hand.filter((g) => !player.revealed.includes(g))];
          const text = JSON.stringify(operations);
          for (const card of secret) expect(text.includes(`"${card}"`), `move ${i}: seat ${seat} sent ${state}'s ${card}`).toBe(false);
        }
      }
    }
  });

  it("encodes each seat's message once for all its sockets, and sends the whole view to a socket that does not hold the previous state", () => {
    const states = playGame('broadcast-3', 4);
    // Counts the game's views made (boardgame.io's filter calls the game's playerView once per view).
    let made = 0;
    const playerView = game.playerView!;
    const counted = Object.assign(Object.create(Object.getPrototypeOf(game)), game, {
      playerView: (context: Parameters<typeof playerView>[0]) => (made++, playerView(context)),
    }) as typeof game;
    const viewsMade = (run: () => void) => {
      made = 0;
      run();
      return made;
    };
    const sent: Sent[] = [];
    const a = fakeClient('a', '0', sent);
    const b = fakeClient('b', '0', sent);
    const broadcast = seatBroadcast(counted, reuseViewParts);
    broadcast([a, b], { type: 'patch', args: ['m', states[0]._stateID, states[0], states[1]] });
    expect(sent.map((s) => [s.event, s.to])).toEqual([['update', ['a', 'b']]]);
    sent.length = 0;
    // c synced since (a new client record): it gets the whole view, a and b one patch between them.
    const c = fakeClient('c', '0', sent);
    broadcast([a, b, c], { type: 'patch', args: ['m', states[1]._stateID, states[1], states[2]] });
    expect(sent.map((s) => [s.event, s.to])).toEqual([
      ['patch', ['a', 'b']],
      ['update', ['c']],
    ]);
    sent.length = 0;
    // A move the game refused leaves the state as it was: a, b and c hold it already, so nothing is sent and no
    // view is made. d (synced since) gets the whole view (a patch of nothing would make boardgame.io's client ask
    // for a sync); the state with the mover's plugin objects (boardgame.io's master attaches them) as it is.
    const refused = { ...states[2], plugins: { ...states[2].plugins, events: { data: {}, api: { playerID: '0' } } } } as State;
    const views = viewsMade(() => broadcast([a, b, c], { type: 'patch', args: ['m', states[2]._stateID, states[2], refused] }));
    expect(sent, 'nothing to the sockets that hold the state').toEqual([]);
    expect(views, 'no view made').toBe(0);
    const d = fakeClient('d', '1', sent);
    broadcast([a, b, c, d], { type: 'patch', args: ['m', states[2]._stateID, states[2], refused] });
    expect(sent.map((s) => [s.event, s.to])).toEqual([['update', ['d']]]);
    sent.length = 0;
    // The next move: a patch for every socket, from the views made before the refused move.
    broadcast([a, b, c, d], { type: 'patch', args: ['m', states[2]._stateID, states[2], states[3]] });
    expect(sent.map((s) => [s.event, s.to])).toEqual([
      ['patch', ['a', 'b', 'c']],
      ['patch', ['d']],
    ]);
    sent.length = 0;
    // Messages that carry no state go to everyone once.
    broadcast([a, b, c], { type: 'matchData', args: ['m', [{ id: 0 }]] } as never);
    expect(sent.map((s) => [s.event, s.to])).toEqual([['matchData', ['a', 'b', 'c']]]);
  });

  it("one move's seats walk the parts their views share once, and each still gets exactly the patch it would alone", () => {
    // The log a move grew, as the seats' views share it (the same array as the state's), reads of its items counted.
    let reads = 0;
    const counted = <T extends unknown[]>(items: T): T =>
      new Proxy(items, {
        get: (target, key, receiver) => (typeof key === 'string' && /^\d+$/.test(key) && reads++, Reflect.get(target, key, receiver)),
      });
    const entries = Array.from({ length: 50 }, (_, i) => ({ line: i }));
    const logBefore = entries.slice(0, 49);
    const logAfter = counted(entries.slice());
    const ctxBefore = { turn: 1 };
    const ctxAfter = { turn: 2 };
    // Two seats' views: their own parts differ (a new object each), the log and ctx are shared.
    const viewsOf = (log: unknown[], ctx: object, gold: number) =>
      ['0', '1'].map((seat) => ({ G: { log, players: { [seat]: { gold } } }, ctx }));
    const before = viewsOf(logBefore, ctxBefore, 1);
    const after = viewsOf(logAfter, ctxAfter, 2);
    const alone = after.map((view, k) => viewPatch(before[k], view));
    const readsAlone = reads;
    reads = 0;
    const shared: WalkShared = new Map();
    const together = after.map((view, k) => viewPatch(before[k], view, shared));
    expect(together).toEqual(alone);
    expect(together[1]).toEqual([
      { op: 'add', path: '/G/log/49', value: { line: 49 } },
      { op: 'replace', path: '/G/players/1/gold', value: 2 },
      { op: 'replace', path: '/ctx/turn', value: 2 },
    ]);
    expect(reads, 'the shared log is walked for the first seat only').toBe(readsAlone / 2);

    // Over a whole game, through boardgame.io's reducer and filter: the same patches with and without sharing.
    const states = playGame('broadcast-4', 300);
    for (let i = 1; i < states.length; i++) {
      const perMove: WalkShared = new Map();
      for (const seat of ['0', '1', '2', null]) {
        const [from, to] = [viewOf(seat, states[i - 1]), viewOf(seat, states[i])];
        expect(viewPatch(from, to, perMove), `move ${i}, seat ${seat}`).toEqual(viewPatch(from, to));
      }
    }
  });

  it('a patch turns any JSON value into any other: keys added, removed, swapped for others, set to undefined, arrays grown or cut', () => {
    const value = fc.letrec((tie) => ({
      node: fc.oneof({ depthSize: 'small' }, fc.integer(), fc.string({ maxLength: 3 }), fc.constant(null), tie('object'), tie('array')),
      object: fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd', 'x/y', 'p~q'), fc.oneof(tie('node'), fc.constant(undefined)), {
        maxKeys: 4,
      }),
      array: fc.array(tie('node'), { maxLength: 4 }),
    })).node;
    fc.assert(
      fc.property(value, value, (before, after) => {
        // Parts of `after` that are `before`'s own, as between two states of one game.
        const shared =
          typeof before === 'object' &&
          before !== null &&
          typeof after === 'object' &&
          after !== null &&
          !Array.isArray(before) &&
          !Array.isArray(after)
            ? { ...after, ...Object.fromEntries(Object.entries(before).filter(([k]) => k === 'a')) }
            : after;
        const target = { root: json(before ?? null) };
        const operations = viewPatch({ root: before ?? null }, { root: shared ?? null });
        expect(applyPatch(target, operations).every((e) => e === null)).toBe(true);
        expect(target).toEqual({ root: json(shared ?? null) });
      }),
      { numRuns: 500, seed: 19 },
    );
  });

  it('a key with "/" or "~" is escaped in the patch path (RFC 6901)', () => {
    const operations = viewPatch({ a: { 'x/y': 1, 'p~q': 2 } }, { a: { 'x/y': 3, 'p~q': 2, n: [1] } });
    expect(operations).toEqual([
      { op: 'replace', path: '/a/x~1y', value: 3 },
      { op: 'add', path: '/a/n', value: [1] },
    ]);
    const target = { a: { 'x/y': 1, 'p~q': 2 } };
    applyPatch(target, operations);
    expect(target).toEqual({ a: { 'x/y': 3, 'p~q': 2, n: [1] } });
  });
});
