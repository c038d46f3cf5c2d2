/**
 * The generic search bot knows no game: here it plays a tiny one (take one or two stones; whoever
 * takes the last wins) through the same contract Three Kingdoms Redux implements.
 */
import { describe, expect, it } from 'vitest';
import type { SearchableGame } from '../../src/game/contract';
import { seededRng } from '../../src/game/rng';
import { uniformRandomBot } from '../../src/bots/uniformRandomBot';
import { IsmctsSearch, searchDecision, type SearchGuide, type SearchSubject } from '../../src/bots/search';

type Seat = 'first' | 'second';
interface Pile {
  stones: number;
  toMove: Seat;
  winner: Seat | null;
}
type Take = { take: number };

const other = (s: Seat): Seat => (s === 'first' ? 'second' : 'first');
const refusal = (p: Pile, seat: Seat, m: Take): string | null =>
  p.winner
    ? 'The game is over.'
    : seat !== p.toMove
      ? 'Not your turn.'
      : m.take !== 1 && m.take !== 2
        ? 'Take one or two.'
        : m.take > p.stones
          ? 'Too few stones.'
          : null;

const stones: SearchableGame<Pile, Take, Pile, { stones?: number }, Seat> = {
  id: 'stones',
  title: 'Stones',
  seats: { min: 2, max: 2, ids: () => ['first', 'second'], name: (s) => s },
  setup: {
    defaults: {},
    error: (o, n) => (n !== 2 ? 'Stones is for exactly 2 players.' : o && typeof o !== 'object' ? 'Options must be an object.' : null),
  },
  newGame: (o) => ({ stones: o.stones ?? 7, toMove: 'first', winner: null }),
  toAct: (p) => (p.winner ? [] : [p.toMove]),
  legalMoves: (p, seat) => [{ take: 1 }, { take: 2 }].filter((m) => refusal(p, seat, m) === null),
  apply(p, seat, m, random) {
    const next = { ...p };
    const error = this.playInPlace(next, seat, m, random);
    return error === null ? { ok: true, state: next } : { ok: false, error };
  },
  playInPlace(p, seat, m) {
    const error = refusal(p, seat, m);
    if (error !== null) return error;
    p.stones -= m.take;
    if (p.stones === 0) p.winner = seat;
    p.toMove = other(seat);
    return null;
  },
  view: (p) => ({ ...p }),
  sample: (view) => ({ ...view }),
  result: (p) =>
    p.winner ? { winners: [p.winner], scores: { first: p.winner === 'first' ? 1 : 0, second: p.winner === 'second' ? 1 : 0 } } : null,
  words: { log: () => [] },
  boardgame: () => ({ name: 'stones' }),
};

const guide: SearchGuide<Pile, Take, Seat> = {
  candidates: (p, seat) => stones.legalMoves(p, seat),
  playoutMove: (p, seat) => stones.legalMoves(p, seat)[0],
  rewards: (p) => ['first', 'second'].map((s) => (p.winner === s ? 1 : p.winner ? 0 : 0.5)),
  stopsAt: () => (p) => p.winner !== null,
  searches: () => true,
};

const subject: SearchSubject<Pile, Pile, Take, Seat> = { game: stones, seats: ['first', 'second'], guide, rulesRandom: (_, r) => r };

describe('the generic search bot on a game it was not written for', () => {
  it('finds the winning take: leave the rival a multiple of three', () => {
    for (const [pile, take] of [
      [4, 1],
      [5, 2],
      [7, 1],
      [8, 2],
    ] as const) {
      const view: Pile = { stones: pile, toMove: 'first', winner: null };
      const move = searchDecision(
        guide,
        () => new IsmctsSearch(subject, view, 'first', seededRng(`s${pile}`)),
        view,
        'first',
        { iterations: 400 },
        () => {},
      );
      expect(move).toEqual({ take });
    }
  });

  it('plays a seeded game the same way twice, every move legal, the tree summing its visits', () => {
    const search = new IsmctsSearch(subject, stones.newGame({}, seededRng('x')), 'first', seededRng('tree'));
    for (let i = 0; i < 50; i++) search.iterate();
    expect(search.root.visits).toBe(50);
    expect([...search.root.children.values()].reduce((t, c) => t + c.visits, 0)).toBe(50);
    const random = uniformRandomBot(stones);
    const play = (seed: string) => {
      let p = stones.newGame({}, seededRng(seed));
      const rng = seededRng(seed);
      const moves: Take[] = [];
      for (let seat = stones.toAct(p)[0]; seat; seat = stones.toAct(p)[0]) {
        const m = random.decide(stones.view(p, seat), seat, rng);
        const applied = stones.apply(p, seat, m, rng);
        if (!applied.ok) throw new Error(applied.error);
        p = applied.state;
        moves.push(m);
      }
      return { moves, result: stones.result(p) };
    };
    expect(play('g')).toEqual(play('g'));
    expect(play('g').result?.winners).toHaveLength(1);
  });
});
