/**
 * Paired playouts (pairedRollouts.ts) on a game they were not written for: one bet, then one die. Under
 * common dice the better bet wins every round by its margin, however the die falls, so one round finds
 * it; under independent dice a margin of a tenth of a pip would be lost in the die's spread.
 */
import { describe, expect, it } from 'vitest';
import type { SearchableGame } from '../../src/game/contract';
import { seededRng } from '../../src/game/rng';
import { pairedRolloutDecision, type PairedSubject } from '../../src/bots/pairedRollouts';
import type { SearchGuide } from '../../src/bots/search';

type Seat = 'player';
interface Bet {
  bonus: number | null;
  score: number | null;
}
type Move = { bonus: number };

const betting: SearchableGame<Bet, Move, Bet, Record<string, never>, Seat> = {
  id: 'bet',
  title: 'Bet',
  seats: { min: 1, max: 1, ids: () => ['player'], name: (s) => s },
  setup: { defaults: {}, error: () => null },
  newGame: () => ({ bonus: null, score: null }),
  toAct: (b) => (b.score === null ? ['player'] : []),
  legalMoves: () => [{ bonus: 0 }, { bonus: 0.1 }, { bonus: 0.05 }],
  apply(b, seat, m, random) {
    const next = { ...b };
    const error = this.playInPlace(next, seat, m, random);
    return error === null ? { ok: true, state: next } : { ok: false, error };
  },
  playInPlace(b, _seat, m, random) {
    if (b.score !== null) return 'The bet is made.';
    b.bonus = m.bonus;
    b.score = Math.ceil(random.next() * 6) + m.bonus;
    return null;
  },
  view: (b) => ({ ...b }),
  sample: (view) => ({ ...view }),
  result: (b) => (b.score === null ? null : { winners: ['player'], scores: { player: b.score } }),
  words: { log: () => [] },
  boardgame: () => ({ name: 'bet' }),
};

const guide: SearchGuide<Bet, Move, Seat> = {
  candidates: (b, seat) => betting.legalMoves(b, seat),
  playoutMove: () => {
    throw new Error('a single decision has no playout moves');
  },
  rewards: (b) => [b.score ?? 0],
  stopsAt: () => (b) => b.score !== null,
  searches: () => true,
};

function subject(dice: PairedSubject<Bet, Bet, Move, Seat>['dice']): PairedSubject<Bet, Bet, Move, Seat> {
  return { game: betting, seats: ['player'], guide, sample: (view) => ({ ...view }), dice };
}

describe('paired playouts', () => {
  it('find a better bet by a tenth of a pip in one round of common dice, whatever the seed', () => {
    for (let seed = 0; seed < 20; seed++) {
      let playouts = 0;
      const move = pairedRolloutDecision(
        subject(seededRng),
        betting.newGame({}, seededRng('unused')),
        'player',
        seededRng(`paired:${seed}`),
        { iterations: 3 },
        (n) => (playouts = n),
      );
      expect(move).toEqual({ bonus: 0.1 });
      expect(playouts).toBe(3);
    }
  });

  it('would not, with a fresh die for every playout (the pairing is what tells the bets apart)', () => {
    let found = 0;
    for (let seed = 0; seed < 20; seed++) {
      let draws = 0;
      const fresh = (s: string) => seededRng(`${s}:${draws++}`);
      const move = pairedRolloutDecision(
        subject(fresh),
        betting.newGame({}, seededRng('unused')),
        'player',
        seededRng(`fresh:${seed}`),
        { iterations: 3 },
        () => {},
      );
      if (move.bonus === 0.1) found++;
    }
    expect(found).toBeLessThan(15);
  });
});
