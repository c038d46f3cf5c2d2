/**
 * The random players of the card property tests: the cheap sampling policy
 * mixed with uniformly random legal moves (which reach the rarer options: two
 * army types for Liao Hua, stationing without units for Zhao Yun, skill
 * moves), answering card choices at random and declining optional ones only
 * now and then. `builder` players also seek the "construct state
 * enhancement" and "hire instructor and/or import technology" spaces, the
 * spaces that meet their cards' prerequisites, and tribal relations, so
 * that enhancements get built.
 */
import { fastRandomMove, randomMove, FAST_RANDOM_DEFAULTS } from '../../../../src/bots/threeKingdomsRedux/random';
import { pick, sampleAssign } from '../../../../src/bots/threeKingdomsRedux/sampling';
import { assignError } from '../../../../src/game/threeKingdomsRedux/conflict';
import { isBattle, isTribal } from '../../../../src/game/threeKingdomsRedux/spaces';
import { choiceOptions } from '../../../../src/game/threeKingdomsRedux/choices';
import { currentDecision } from '../../../../src/game/threeKingdomsRedux/engine';
import { legalMoves } from '../../../../src/game/threeKingdomsRedux/legal';
import type { Move } from '../../../../src/game/threeKingdomsRedux/moves';
import type { Policy } from '../../../../src/game/threeKingdomsRedux/simulate';
import { ENHANCEMENTS } from '../../../../src/game/threeKingdomsRedux/data/enhancements';
import { prerequisiteError } from '../../../../src/game/threeKingdomsRedux/construct';
import type { GameState } from '../../../../src/game/threeKingdomsRedux/state';
import type { ActionSpaceId, StateId } from '../../../../src/game/threeKingdomsRedux/types';

/** Action choices only a card allows: another way of taking the action, or a stationing extra. */
function cardOption(m: Move): boolean {
  if (m.type !== 'takeAction') return false;
  const c = m.choice as Record<string, unknown>;
  const before = Object.values((c.before ?? {}) as Record<string, unknown>);
  return (
    c.kind === 'skill' ||
    c.extraUnit === true ||
    c.second !== undefined ||
    c.units === 0 ||
    before.some((v) => v !== null && v !== false && v !== 'no')
  );
}

/** Spaces a builder seeks: enhancements, the development levels some prerequisites ask for, and weapons many costs ask for. */
/** How many tribal levels an assignment brings (gold and army units). */
function weight(m: Move): number {
  if (m.type !== 'assign') return 0;
  return (m.args.gold ?? 0) + (m.args.units?.count ?? 0);
}

const BUILDER_SPACES = [
  'construct',
  'hireInstructor',
  'construct',
  'developFarm',
  'developMarketplace',
  'produceSpearsHorses',
  'produceCrossbowsVessels',
] as const;

/** Spaces that work toward the unmet prerequisites of the enhancement cards in the state's hand. */
function prerequisiteSpaces(G: GameState, state: StateId): ActionSpaceId[] {
  const out: ActionSpaceId[] = [];
  for (const card of G.players[state].secret.enhancementHand) {
    const pre = ENHANCEMENTS[card].prerequisite.value;
    if (!pre || !prerequisiteError(G, state, pre)) continue;
    if (pre.kind === 'farmLevel' || pre.kind === 'farmAndMarketplaceLevels') out.push('developFarm');
    if (pre.kind === 'marketplaceLevel' || pre.kind === 'farmAndMarketplaceLevels') out.push('developMarketplace');
    if (pre.kind === 'rank') out.push('controlHanEmperor');
    if (pre.kind === 'constructedEnhancements') out.push('construct');
  }
  return out;
}

export function explorer(opts: { builder?: boolean } = {}): Policy {
  return (G, state, rng) => {
    const decision = currentDecision(G).kind;
    if (decision === 'choice') {
      const options = choiceOptions(G);
      const taken = options.filter((o) => o !== null);
      // "You may" choices are mostly taken, so that optional effects fire.
      if (taken.length && rng.next() < 0.85) return { type: 'choose', option: pick(rng, taken) };
    }
    if (decision === 'bid' && opts.builder && rng.next() < 0.2) {
      // Improve tribal relations with everything a general can bring.
      const tribal = legalMoves(G, state).filter((m) => m.type === 'assign' && isTribal(m.args.space));
      if (tribal.length) return tribal.reduce((a, b) => (weight(b) > weight(a) ? b : a));
    }
    if (decision === 'bid' && opts.builder && rng.next() < 0.4) {
      const general = pick(rng, G.players[state].secret.hand);
      const wanted = prerequisiteSpaces(G, state);
      const args = { general, space: wanted.length && rng.next() < 0.5 ? pick(rng, wanted) : pick(rng, BUILDER_SPACES) };
      if (general && !assignError(G, state, args)) return { type: 'assign', args };
    }
    // Bids with army units on battle spaces, so that stationing skills (and the cards counting stationed units) get their chance.
    if (decision === 'bid' && rng.next() < 0.3) {
      for (let tries = opts.builder ? 6 : 1; tries > 0; tries--) {
        const args = sampleAssign(G, state, rng, { unitsOnBattle: 1, popularSupport: 0.2, hanEmperorToken: 0.2 });
        if (args && isBattle(args.space) && !assignError(G, state, args)) return { type: 'assign', args };
      }
    }
    if (decision === 'action' && opts.builder && rng.next() < 0.9) {
      const build = legalMoves(G, state).filter(
        (m) =>
          m.type === 'takeAction' && ['construct', 'developFarm', 'developMarketplace', 'improveTribalRelations'].includes(m.choice.kind),
      );
      if (build.length) return pick(rng, build);
    }
    if (decision === 'action' && rng.next() < 0.5) {
      const special = legalMoves(G, state).filter(cardOption);
      if (special.length) return pick(rng, special);
    }
    if (rng.next() < 0.25) return randomMove(G, state, rng);
    return fastRandomMove(G, state, rng, { ...FAST_RANDOM_DEFAULTS, skill: 0.1 });
  };
}
