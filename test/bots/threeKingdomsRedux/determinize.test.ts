/**
 * Issue 5: MCTS samples the unknowns "consistently with what that player has
 * observed". A determinization of a seat's view must (1) show that seat
 * exactly the view it came from, (2) be a sound full state (every card in
 * exactly one place, all invariants), and (3) keep the seat's own cards.
 */
import { describe, expect, it } from 'vitest';
import { determinize } from '../../../src/bots/threeKingdomsRedux/determinize';
import { cardAwareGeneralWorth } from '../../../src/bots/threeKingdomsRedux/cardWorth';
import { withEvaluation } from '../../../src/bots/threeKingdomsRedux/evaluate';
import { LORDS } from '../../../src/game/threeKingdomsRedux/data/generals';
import { fastRandomMove } from '../../../src/bots/threeKingdomsRedux/random';
import { observe } from '../../../src/game/threeKingdomsRedux/playerView';
import { seededRng } from '../../../src/game/rng';
import { playGame } from '../../../src/game/threeKingdomsRedux/simulate';
import type { GameState } from '../../../src/game/threeKingdomsRedux/state';
import { STATES } from '../../../src/game/threeKingdomsRedux/types';
import { invariantViolations } from '../../invariants';
import { legalMoves } from '../../../src/game/threeKingdomsRedux/legal';
import { activeCards } from '../../../src/game/threeKingdomsRedux/hooks';
import { DEFAULT_GENERALS, onlyGenerals, placeStationed, selectAlliance, testGame } from '../../builders';

const withoutLog = (G: GameState) => ({ ...G, log: [] });

/** Snapshots of real games at many points (recruitment, bidding, actions, late game). */
function snapshots(mode: 'full' | 'tutorial' | 'tutorialDraft', games: number): GameState[] {
  const out: GameState[] = [];
  for (let i = 0; i < games; i++) {
    let n = 0;
    playGame(`det-${mode}-${i}`, fastRandomMove, {
      scenario: mode === 'full' ? {} : mode === 'tutorial' ? { tutorial: true } : { tutorial: true, tutorialDraft: true },
      afterMove: (G) => {
        if (n++ % 37 === 0 && !G.result) out.push(structuredClone(G));
      },
    });
  }
  return out;
}

describe('determinize (issue 5: sampling an information set)', () => {
  // tutorialDraft (issue 35, item 2): the tutorial opening with a draft of its generals.
  for (const [mode, profile] of [
    ['full', 'legacy'],
    ['tutorial', 'legacy'],
    ['tutorialDraft', 'cards'],
    ['full', 'cards'],
  ] as const) {
    it(`${mode} mode, ${profile} profile: the sample shows the seat exactly its view, is sound, and varies`, () =>
      withEvaluation(profile, () => {
        const rng = seededRng(`det-${mode}`);
        let differing = 0;
        let checked = 0;
        for (const G of snapshots(mode, 6)) {
          for (const seat of STATES) {
            const view = observe(G, seat);
            const frozen = JSON.stringify(view);
            const D = determinize(view, seat, rng);
            expect(JSON.stringify(view)).toBe(frozen); // the view is never mutated
            expect(withoutLog(observe(D, seat))).toEqual(withoutLog(view));
            expect(invariantViolations(D)).toEqual([]);
            // Its own cards exactly, its undrawn generals in a sampled order (the view does not give their order).
            const sorted = (x: typeof G.players.wei.secret) => ({ ...x, undrawn: [...x.undrawn].sort() });
            expect(sorted(D.players[seat].secret)).toEqual(sorted(G.players[seat].secret));
            for (const o of STATES) {
              expect(D.players[o].hiddenCounts).toBeUndefined();
              expect(D.players[o].secret.hand.length).toBe(G.players[o].secret.hand.length);
              expect(D.players[o].secret.enhancementHand.length).toBe(G.players[o].secret.enhancementHand.length);
            }
            expect(D.decks.separation.length).toBe(G.decks.separation.length);
            checked++;
            if (JSON.stringify(D.players) !== JSON.stringify(G.players) || JSON.stringify(D.decks) !== JSON.stringify(G.decks)) differing++;
          }
        }
        expect(checked).toBeGreaterThan(50);
        // Samples are draws, not the truth: most differ from the real hidden state.
        expect(differing).toBeGreaterThan(checked / 2);
      }));
  }

  it("issue 18: in the card-aware profile an opponent's unseen hand is drawn towards the generals worth keeping", () => {
    // The opening of round 1's bidding (after the draft): the opponents' hands are hidden, none of their generals on a bid.
    let G: GameState | null = null;
    playGame('kept', fastRandomMove, {
      afterMove: (S) => {
        if (!G && S.round === 1 && S.step.kind === 'bidding' && Object.keys(S.bids).length === 0) G = structuredClone(S);
      },
    });
    if (!G) throw new Error('no opening of round 1 found');
    const seat = 'wei';
    const view = observe(G as GameState, seat);
    const meanWorth = (profile: 'legacy' | 'cards') => {
      const rng = seededRng(`kept-${profile}`);
      let total = 0;
      let n = 0;
      for (let i = 0; i < 300; i++) {
        const D = withEvaluation(profile, () => determinize(view, seat, rng));
        for (const o of ['wu', 'shu'] as const)
          for (const g of D.players[o].secret.hand)
            if (!view.players[o].secret.hand.includes(g) && g !== LORDS[o]) {
              total += cardAwareGeneralWorth(g);
              n++;
            }
      }
      return total / n;
    };
    expect(meanWorth('cards')).toBeGreaterThan(meanWorth('legacy') + 0.3);
  });

  it('in the tutorial, opponents hold exactly the generals the rulebook table has given them (public)', () => {
    const rng = seededRng('tut');
    for (const G of snapshots('tutorial', 2)) {
      const D = determinize(observe(G, 'wei'), 'wei', rng);
      for (const o of ['wu', 'shu'] as const) expect([...D.players[o].secret.hand].sort()).toEqual([...G.players[o].secret.hand].sort());
    }
  });

  it("R14 (issue 16): an opponent's hidden optional choice is sampled: a real choice of one of its sampled unrevealed generals, and the sample shows the seat its view", () => {
    // Shu holds Fa Zheng (never shown) and occupies a border location: at the end of round 1 he may train.
    const t = testGame({ generals: DEFAULT_GENERALS });
    onlyGenerals(t.G, { shu: ['faZheng', 'maLiang'] });
    placeStationed(t.G, 'shu', 'guanYu', 'yiDu', 0, 'treasury');
    t.G.players.shu.untrained = 2;
    selectAlliance(t, 'trade');
    t.passAll();
    const view = observe(t.G, 'wei');
    expect(view.pending).toEqual([{ state: 'shu', card: 'hidden', kind: 'hidden', data: {}, optional: true }]);
    const cards = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const sample = determinize(view, 'wei', seededRng(`hidden-choice-${i}`));
      expect(sample.pending).toHaveLength(1);
      const pc = sample.pending[0];
      expect(pc.state).toBe('shu');
      expect(sample.players.shu.secret.hand).toContain(pc.card);
      expect(sample.players.shu.revealed).not.toContain(pc.card);
      // A real choice: its owner has legal answers, and the sample shows Wei exactly its view.
      expect(legalMoves(sample, 'shu').length).toBeGreaterThan(1);
      expect(withoutLog(observe(sample, 'wei'))).toEqual(withoutLog(view));
      expect(invariantViolations(sample)).toEqual([]);
      // The swap of a sampled-undrawn card into the hand keeps the record's size:
      // the hook index must still follow the record, not the card swapped out.
      expect(new Set(activeCards(sample, 'shu'))).toEqual(new Set(Object.keys(sample.players.shu.recruitedIn)));
      cards.add(pc.card);
    }
    // Not always the true card: the seat cannot know it.
    expect(cards.size).toBeGreaterThan(1);
  });
});
