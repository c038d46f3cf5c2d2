/**
 * The bots' threads are shared fairly between matches (issue 14, finding 2):
 * with one thread busy, a match that queued many decisions (four 3-bot
 * matches' worth) does not make another match's one decision wait behind all
 * of them; it waits for at most one decision of each other match. And
 * between creators' addresses (issue 33, finding 4): the matches one address
 * created share one turn, so many bot matches from one address do not slow
 * another address's match.
 */
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/game/threeKingdomsRedux/engine';
import { seededRng } from '../../src/game/rng';
import { DecisionPool, FairQueue } from '../../src/server/bots/decisionPool';

describe("fair share of the bots' threads", () => {
  it('FairQueue takes round-robin across keys, oldest first within a key', () => {
    const queue = new FairQueue<string>();
    for (const item of ['a1', 'a2', 'a3', 'a4']) queue.push('a', item);
    queue.push('b', 'b1');
    queue.push('c', 'c1');
    queue.push('b', 'b2');
    expect(queue.size).toBe(7);
    expect(queue.drain()).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3', 'a4']);
    expect(queue.size).toBe(0);
  });

  it('FairQueue takes round-robin across groups first, then across the keys of a group', () => {
    const queue = new FairQueue<string>();
    for (const match of ['m1', 'm2', 'm3']) for (const n of [1, 2]) queue.push(match, `${match}.${n}`, 'flooder');
    queue.push('other', 'other.1', 'someone');
    queue.push('other', 'other.2', 'someone');
    expect(queue.drain()).toEqual(['m1.1', 'other.1', 'm2.1', 'other.2', 'm3.1', 'm1.2', 'm2.2', 'm3.2']);
  });

  it("a match's decision is taken after at most one of a flooding match's, not after all of them", async () => {
    const pool = new DecisionPool(1);
    try {
      const view = newGame({}, seededRng('fair'));
      const request = (seed: string) => ({ game: 'three-kingdoms-redux', bot: 'easy', seat: 'wei', view, seed });
      const finished: string[] = [];
      const flood = Array.from({ length: 6 }, (_, i) =>
        pool.decide(request(`flood-${i}`), 'flood').then(() => finished.push(`flood-${i}`)),
      );
      const real = pool.decide(request('real'), 'real').then(() => finished.push('real'));
      await Promise.all([...flood, real]);
      // The flood's first was under way when it came, and the flood's turn was next: then it is taken (3rd).
      // First come, first served finished it last (7th).
      expect(finished.indexOf('real')).toBeLessThanOrEqual(2);
    } finally {
      await pool.close();
    }
  });

  it("one address's many matches share one turn: another address's match is served within one round", async () => {
    const pool = new DecisionPool(1);
    try {
      const view = newGame({}, seededRng('fair-address'));
      const request = (seed: string) => ({ game: 'three-kingdoms-redux', bot: 'easy', seat: 'wei', view, seed });
      const finished: string[] = [];
      // Eight matches created from one address, two decisions queued each (two bot seats).
      const flood = Array.from({ length: 16 }, (_, i) =>
        pool.decide(request(`flood-${i}`), `flood-match-${i % 8}`, 'flooder').then(() => finished.push(`flood-${i}`)),
      );
      const real = pool.decide(request('real'), 'real-match', 'someone').then(() => finished.push('real'));
      await Promise.all([...flood, real]);
      // The flood's first was under way when it came, and the flooder's turn was next: then it is taken (3rd).
      // Round-robin by match alone served it after one decision of each of the eight flooding matches (10th).
      expect(finished.indexOf('real')).toBeLessThanOrEqual(2);
    } finally {
      await pool.close();
    }
  });
});
