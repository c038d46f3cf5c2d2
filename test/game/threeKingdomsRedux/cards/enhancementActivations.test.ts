/**
 * Property test (enhancements' issue, "How it is checked"): seeded full-mode
 * games with random players (./explorer.ts, seeking the construct and import
 * spaces) and the heuristic bot show that across the games every state
 * enhancement was constructed at least once and every one's effect fired at
 * least once (a log entry its
 * module marks with logCard; scoring effects are logged when the game ends),
 * with the invariants of test/invariants.ts holding after every move.
 *
 * The hands are dealt in rotation through both decks, so that every card
 * starts in some state's hand in some game.
 */
import { describe, expect, it } from 'vitest';
import { ENHANCEMENTS, ENHANCEMENT_IDS, type EnhancementId } from '../../../../src/game/threeKingdomsRedux/data/enhancements';
import type { Scenario } from '../../../../src/game/threeKingdomsRedux/setup';
import { playGame, type Policy } from '../../../../src/game/threeKingdomsRedux/simulate';
import { heuristicMove } from '../../../../src/bots/threeKingdomsRedux/heuristic';
import { STATES, type StateId } from '../../../../src/game/threeKingdomsRedux/types';
import { invariantChecker } from '../../../invariants';
import { explorer } from './explorer';
import { rotatingHands } from '../../../builders';
import type { CardId } from '../../../../src/game/threeKingdomsRedux/cardIds';

const GAMES = 300;

/**
 * The heuristic bot builds what scores and reaches what random players
 * seldom do (Iron Armour's stationed infantry, Capital City's developed farm
 * and marketplace, three stationed army types for Siege Ladder); the builder
 * explorers try every option. It plays every seat, or one seat among explorers.
 */
const heuristicPlayers: Policy = (G, state) => heuristicMove(G, state);

function mixedPlayers(heuristicSeat: StateId): Policy {
  const random = explorer({ builder: true });
  return (G, state, rng) => (state === heuristicSeat ? heuristicMove(G, state) : random(G, state, rng));
}

describe('every state enhancement is built and acts in seeded random full games', () => {
  it(`${GAMES} games: each of the 42 enhancements is constructed and fires at least once; invariants hold after every move`, () => {
    const constructed = new Map<EnhancementId, number>();
    const activations = new Map<CardId, number>();
    for (let i = 0; i < GAMES; i++) {
      const seed = `enhancements-${i}`;
      const scenario: Scenario = { enhancementHands: rotatingHands(i) };
      // One game in four is heuristic self-play, one in four has one heuristic state (in turn), the rest builder explorers.
      const policy = i % 4 === 0 ? heuristicPlayers : i % 4 === 2 ? mixedPlayers(STATES[((i - 2) / 4) % 3]) : explorer({ builder: true });
      const G = playGame(seed, policy, { scenario, afterMove: invariantChecker({ seed, mode: 'full' }) });
      expect(G.result, seed).not.toBeNull();
      for (const s of STATES) for (const c of G.players[s].constructed) constructed.set(c, (constructed.get(c) ?? 0) + 1);
      for (const e of G.log) if (e.card) activations.set(e.card, (activations.get(e.card) ?? 0) + 1);
    }
    const name = (e: EnhancementId) => ENHANCEMENTS[e].name.value;
    expect(ENHANCEMENT_IDS.filter((e) => !constructed.get(e)).map(name), 'never constructed').toEqual([]);
    expect(ENHANCEMENT_IDS.filter((e) => !activations.get(e)).map(name), 'never fired').toEqual([]);
  }, 600_000);
});
