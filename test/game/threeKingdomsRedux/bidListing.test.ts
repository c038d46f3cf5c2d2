/**
 * Issue 20: `assignOptions` builds each assignment only from values the
 * validator accepts instead of judging every candidate (docs/performance.md,
 * "How the code stays fast"). Here it must equal, order included, every candidate of a
 * wider net (any unit count up to leadership, any second type, gold on any
 * space, one popular support token more than held, the Han emperor token
 * always) judged by `assignError`, at every bid decision of card-rich seeded
 * games (Liao Hua's two army types, the Han emperor token, tribal gold).
 */
import { describe, expect, it } from 'vitest';
import { assignError } from '../../../src/game/threeKingdomsRedux/conflict';
import { GENERALS } from '../../../src/game/threeKingdomsRedux/data/generals';
import { currentDecision, statesToAct } from '../../../src/game/threeKingdomsRedux/engine';
import { assignOptions, bidMoves, legalMoves } from '../../../src/game/threeKingdomsRedux/legal';
import type { AssignArgs } from '../../../src/game/threeKingdomsRedux/moves';
import { playGame } from '../../../src/game/threeKingdomsRedux/simulate';
import { BIDDABLE_SPACES } from '../../../src/game/threeKingdomsRedux/spaces';
import type { GameState } from '../../../src/game/threeKingdomsRedux/state';
import { ARMY_TYPES, type StateId } from '../../../src/game/threeKingdomsRedux/types';
import { explorer } from './cards/explorer';
import { goldenGames } from './golden/corpus';

/** Every candidate in the listing's order (general, space, what comes with him, popular support, token), judged one by one. */
function judgedOptions(G: GameState, state: StateId): AssignArgs[] {
  const p = G.players[state];
  const out: AssignArgs[] = [];
  for (const general of p.secret.hand) {
    const lead = GENERALS[general].leadership.value;
    for (const space of BIDDABLE_SPACES[state]) {
      const extras: Pick<AssignArgs, 'units' | 'units2' | 'gold'>[] = [{}];
      for (const type of ARMY_TYPES) for (let count = 1; count <= lead; count++) extras.push({ units: { type, count } });
      ARMY_TYPES.forEach((type, i) =>
        ARMY_TYPES.slice(i + 1).forEach((type2) => {
          for (let count = 1; count < lead; count++)
            for (let count2 = 1; count + count2 <= lead; count2++)
              extras.push({ units: { type, count }, units2: { type: type2, count: count2 } });
        }),
      );
      for (let gold = 1; gold <= lead; gold++) extras.push({ gold });
      for (const extra of extras)
        for (let ps = 0; ps <= p.popularSupport + 1; ps++)
          for (const token of [false, true]) {
            const args: AssignArgs = { general, space, ...extra };
            if (ps) args.popularSupport = ps;
            if (token) args.hanEmperorToken = true;
            if (!assignError(G, state, args)) out.push(args);
          }
    }
  }
  return out;
}

describe('assignOptions lists exactly the assignments assignError accepts', () => {
  it('at every bid decision of 10 card-rich games, in the same order', () => {
    const scenarios = goldenGames()
      .filter((g) => g.policy === 'explorer' || g.policy === 'builder')
      .map((g) => g.scenario)
      .filter((_, i) => i % 7 === 0)
      .slice(0, 10);
    let positions = 0;
    let twoTypes = 0;
    let token = 0;
    let gold = 0;
    scenarios.forEach((scenario, i) => {
      const G = playGame(`bid-listing-${i}`, explorer({ builder: i % 2 === 1 }), {
        scenario,
        afterMove: (G: GameState) => {
          if (currentDecision(G).kind !== 'bid') return;
          const state = statesToAct(G)[0];
          const listed = assignOptions(G, state);
          expect(listed).toEqual(judgedOptions(G, state));
          positions++;
          if (listed.some((a) => a.units2)) twoTypes++;
          if (listed.some((a) => a.hanEmperorToken)) token++;
          if (listed.some((a) => a.gold)) gold++;
        },
      });
      expect(G.result).not.toBeNull();
    });
    expect(positions).toBeGreaterThan(300);
    // The rarer accompaniments were reached.
    expect(twoTypes).toBeGreaterThan(0);
    expect(token).toBeGreaterThan(0);
    expect(gold).toBeGreaterThan(0);
  }, 120_000);
});

describe("bidMoves counts and builds the bid decision's legal moves without listing them", () => {
  it('count and move(i) equal legalMoves at every bid decision of 6 card-rich games', () => {
    const scenarios = goldenGames()
      .filter((g) => g.policy === 'explorer' || g.policy === 'builder')
      .map((g) => g.scenario)
      .filter((_, i) => i % 11 === 0)
      .slice(0, 6);
    let positions = 0;
    scenarios.forEach((scenario, i) => {
      playGame(`bid-moves-${i}`, explorer({ builder: i % 2 === 0 }), {
        scenario,
        afterMove: (G: GameState) => {
          if (currentDecision(G).kind !== 'bid') return;
          const state = statesToAct(G)[0];
          const listed = legalMoves(G, state);
          const counted = bidMoves(G, state);
          expect(counted.count).toBe(listed.length);
          expect(Array.from({ length: counted.count }, (_, k) => counted.move(k))).toEqual(listed);
          positions++;
        },
      });
    });
    expect(positions).toBeGreaterThan(200);
  }, 120_000);
});
