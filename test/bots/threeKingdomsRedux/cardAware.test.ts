/**
 * Issue 18, item 2: the card-aware evaluation. A general is worth his skill
 * for the rounds left, an enhancement its effect; the per-card figures come
 * from self-play (src/bots/threeKingdomsRedux/cardValues.json, `npm run cards:values`). The
 * legacy evaluation (the golden corpus's heuristic) stays as it was.
 */
import { describe, expect, it } from 'vitest';
import table from '../../../src/bots/threeKingdomsRedux/cardValues.json';
import { spacePrices } from '../../../src/bots/threeKingdomsRedux/bidChoice';
import { cardAwareGeneralWorth, effectVP, handVP, skillVP } from '../../../src/bots/threeKingdomsRedux/cardWorth';
import { evaluateAll, evaluationProfile, horizon, withEvaluation } from '../../../src/bots/threeKingdomsRedux/evaluate';
import { generalWorth, heuristicMove, legacyGeneralWorth } from '../../../src/bots/threeKingdomsRedux/heuristic';
import { createBot, DIFFICULTIES, DIFFICULTY_LEVELS } from '../../../src/bots/threeKingdomsRedux/registry';
import { LAST_ROUND } from '../../../src/game/threeKingdomsRedux/data/board';
import { ENHANCEMENTS, type EnhancementId } from '../../../src/game/threeKingdomsRedux/data/enhancements';
import { GENERALS, LORDS, type GeneralId } from '../../../src/game/threeKingdomsRedux/data/generals';
import { currentDecision, newGame } from '../../../src/game/threeKingdomsRedux/engine';
import { observe } from '../../../src/game/threeKingdomsRedux/playerView';
import { seededRng } from '../../../src/game/rng';
import { playGame } from '../../../src/game/threeKingdomsRedux/simulate';
import { fastRandomMove } from '../../../src/bots/threeKingdomsRedux/random';
import type { GameState } from '../../../src/game/threeKingdomsRedux/state';
import { STATES, type StateId } from '../../../src/game/threeKingdomsRedux/types';

const nonLords = (Object.keys(GENERALS) as GeneralId[]).filter((g) => !Object.values(LORDS).includes(g));
const enhancements = Object.keys(ENHANCEMENTS) as EnhancementId[];

/** A real full-mode position where `seat` must bid. */
function biddingPosition(seed: string): { G: GameState; seat: StateId } {
  let found: { G: GameState; seat: StateId } | null = null;
  playGame(seed, fastRandomMove, {
    afterMove: (G) => {
      const d = currentDecision(G);
      if (!found && G.round === 2 && d.kind === 'bid') found = { G: structuredClone(G), seat: d.state };
    },
  });
  if (!found) throw new Error('no bidding position found');
  return found;
}

describe('card values table (scripts/cardValues.ts)', () => {
  it('holds a fitted figure for every non-lord general and every enhancement, with how it was made', () => {
    expect(Object.keys(table.generals).sort()).toEqual([...nonLords].sort());
    expect(Object.keys(table.enhancements).sort()).toEqual([...enhancements].sort());
    expect(table.command).toMatch(/^npm run cards:values -- --games \d+ --seed \S+$/);
    expect(table.games).toBeGreaterThanOrEqual(1000);
    for (const g of nonLords) expect(Number.isFinite(table.generals[g as keyof typeof table.generals].skill)).toBe(true);
  });

  it('values generals by skill: the fitted best general is worth more than the fitted worst, whatever their attributes', () => {
    const bySkill = [...nonLords].sort((a, b) => skillVP(b) - skillVP(a));
    expect(skillVP(bySkill[0])).toBeGreaterThan(skillVP(bySkill[bySkill.length - 1]));
    for (const l of Object.values(LORDS)) expect(skillVP(l)).toBe(0);
  });
});

describe('evaluation profiles', () => {
  it('withEvaluation sets the profile for one decision and restores it, also when the decision throws', () => {
    expect(evaluationProfile()).toBe('legacy');
    expect(withEvaluation('cards', () => evaluationProfile())).toBe('cards');
    expect(evaluationProfile()).toBe('legacy');
    expect(() =>
      withEvaluation('cards', () => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(evaluationProfile()).toBe('legacy');
  });

  it("the card-aware profile counts a constructed enhancement's effect for the share of the game left; the legacy one does not", () => {
    const best = [...enhancements].sort((a, b) => effectVP(b) - effectVP(a))[0];
    expect(effectVP(best)).toBeGreaterThan(0);
    const G = newGame({}, seededRng('effect'));
    const holder = STATES.find((s) => !G.players[s].secret.enhancementHand.includes(best))!;
    const with_ = structuredClone(G);
    for (const s of STATES) with_.players[s].secret.enhancementHand = with_.players[s].secret.enhancementHand.filter((e) => e !== best);
    const without = structuredClone(with_);
    with_.players[holder].constructed.push(best);
    const gain = (profile: 'legacy' | 'cards') => withEvaluation(profile, () => evaluateAll(with_)[holder] - evaluateAll(without)[holder]);
    const share = horizon(G) / LAST_ROUND;
    // The score sheet counts the printed VPs in both profiles; the card-aware one adds the effect still to come.
    expect(gain('cards') - gain('legacy')).toBeCloseTo(effectVP(best) * share, 6);
  });

  it('a card in hand never counts for more than constructing it would bring (the bot still builds)', () => {
    for (const e of enhancements)
      for (const share of [1, 0.5, 1 / 12])
        expect(handVP(e, share)).toBeLessThanOrEqual(
          Math.max(0.4, ENHANCEMENTS[e].vp.value + Math.max(0, effectVP(e)) * share + 0.5) + 1e-9,
        );
  });

  it('recruitment: the card-aware heuristic keeps the drawn generals worth most with their skills, the legacy one by attributes', () => {
    let differ = 0;
    for (let i = 0; i < 12; i++) {
      const G = newGame({}, seededRng(`recruit-cards-${i}`));
      for (const s of STATES) {
        const view = observe(G, s);
        const drawn = G.players[s].secret.drawn;
        const cards = withEvaluation('cards', () => heuristicMove(view, s));
        const legacy = heuristicMove(view, s);
        if (cards.type !== 'recruit' || legacy.type !== 'recruit') throw new Error('expected a recruitment');
        const weakestKept = Math.min(...cards.keep.map(cardAwareGeneralWorth));
        const strongestLeft = Math.max(-Infinity, ...drawn.filter((g) => !cards.keep.includes(g)).map(cardAwareGeneralWorth));
        expect(weakestKept).toBeGreaterThanOrEqual(strongestLeft);
        if (JSON.stringify([...cards.keep].sort()) !== JSON.stringify([...legacy.keep].sort())) differ++;
      }
    }
    // The skills change the choice in some setups (before issue 18 the bot ranked by attributes only).
    expect(differ).toBeGreaterThan(0);
    // generalWorth follows the profile; outside any profile it is the legacy figure the golden corpus plays.
    expect(generalWorth('zhangLiao')).toBe(legacyGeneralWorth('zhangLiao'));
    expect(withEvaluation('cards', () => generalWorth('zhangLiao'))).toBe(cardAwareGeneralWorth('zhangLiao'));
  });

  it('bid prices are memoised per profile: the card-aware prices of a position never answer a legacy question (and back)', () => {
    const { G, seat } = biddingPosition('prices-profile');
    const view = observe(G, seat);
    const legacyFirst = JSON.stringify(spacePrices(view, seat));
    const cards = JSON.stringify(withEvaluation('cards', () => spacePrices(view, seat)));
    const legacyAgain = JSON.stringify(spacePrices(view, seat));
    expect(cards).not.toBe(legacyFirst);
    expect(legacyAgain).toBe(legacyFirst);
  });
});

describe('difficulty levels (one place: src/bots/threeKingdomsRedux/registry.ts)', () => {
  it('every level makes a bot; Medium and Hard score with the card-aware evaluation, Easy blunders', () => {
    for (const d of DIFFICULTIES) expect(createBot(d).name).toBe(DIFFICULTY_LEVELS[d].bot);
    expect(DIFFICULTY_LEVELS.easy.bot).toBe('heuristic-easy');
    expect(DIFFICULTY_LEVELS.medium.bot).toBe('heuristic-cards');
    expect(DIFFICULTY_LEVELS.hard.bot).toBe('mcts');
    expect(DIFFICULTY_LEVELS.hard.options.budgetMs).toBe(1000);
  });

  it('the card-aware heuristic decides in the card-aware profile and leaves the legacy one in place', () => {
    const G = newGame({}, seededRng('level-medium'));
    const bot = createBot('medium');
    const move = bot.decide(observe(G, 'shu'), 'shu', seededRng('m'));
    expect(move).toEqual(withEvaluation('cards', () => heuristicMove(observe(G, 'shu'), 'shu')));
    expect(evaluationProfile()).toBe('legacy');
  });
});
