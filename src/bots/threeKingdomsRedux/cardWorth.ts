/**
 * What the cards are worth to a state beyond what the score sheet and its
 * supply already show: a general's skill for the rounds left, an enhancement
 * in hand, and a constructed enhancement's effect for the rounds left. The
 * per-card figures come from self-play statistics (cardValues.json, written
 * by `npm run cards:values`; docs/bots.md "Card values" says how). Only the
 * card-aware evaluation profile (evaluate.ts) adds this term; the legacy
 * profile, which the golden corpus plays, does not.
 */
import { LAST_ROUND } from '../../game/threeKingdomsRedux/data/board';
import { ENHANCEMENTS, type EnhancementId } from '../../game/threeKingdomsRedux/data/enhancements';
import { GENERALS, LORDS, generalsOf, type GeneralId } from '../../game/threeKingdomsRedux/data/generals';
import type { GameState } from '../../game/threeKingdomsRedux/state';
import type { StateId } from '../../game/threeKingdomsRedux/types';
import table from './cardValues.json';

interface GeneralStat {
  skill: number;
}
interface EnhancementStat {
  inHand: number;
  built: number;
  builtScored: number | null;
}

const generalStats = table.generals as Record<string, GeneralStat | undefined>;
const enhancementStats = table.enhancements as Record<string, EnhancementStat | undefined>;

/** No single fitted figure is trusted for more than this many VPs either way (judgement: a bound on noise). */
const MAX_CARD_VP = 6;
/** The legacy evaluation's flat figure for an enhancement card in hand (evaluate.ts RESOURCE_VP.enhancementCard). */
const LEGACY_HAND_VP = 1.2;
/** A card in hand counts at least this, and at most what constructing it brings plus this margin (judgement). */
const MIN_HAND_VP = 0.4;
const HAND_MARGIN_VP = 0.5;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const isLord = (g: GeneralId) => LORDS[GENERALS[g].state.value] === g;

/**
 * VPs over a whole game (12 rounds) that holding `g` brings beyond what his
 * attributes predict, relative to his state's average general (a state holds
 * a fixed number, so only differences are measured). Lords 0: always held.
 */
export function skillVP(g: GeneralId): number {
  if (isLord(g)) return 0;
  return clamp(generalStats[g]?.skill ?? 0, -MAX_CARD_VP, MAX_CARD_VP);
}

/** VPs over a whole game that `g`'s attributes bring (fitted weights per attribute point; may be negative). */
function attributeVP(g: GeneralId): number {
  const a = table.attributes;
  const c = GENERALS[g];
  return a.leadership * c.leadership.value + a.administration * c.administration.value + a.combat * c.combat.value;
}

/** Recruitment value of a general: what holding him for a whole game is worth (attributes and skill). */
export function cardAwareGeneralWorth(g: GeneralId): number {
  return attributeVP(g) + skillVP(g);
}

/**
 * A constructed enhancement's effect over a whole game, beyond the VPs it
 * scores on the sheet (which the evaluation already counts): the gift's
 * fitted worth minus the VPs the gifted card scored.
 */
export function effectVP(e: EnhancementId): number {
  const stat = enhancementStats[e];
  if (!stat) return 0;
  return clamp(stat.built - (stat.builtScored ?? ENHANCEMENTS[e].vp.value), -MAX_CARD_VP, MAX_CARD_VP);
}

/**
 * A card in hand with `share` of the game left: the legacy flat figure plus
 * its fitted difference from the average card, never more than constructing
 * it would bring (so the bot never prefers holding a card to building it).
 */
export function handVP(e: EnhancementId, share: number): number {
  // A card drawn in a trial on a view is "hidden" (the view hides the decks): the average card.
  if (!(e in ENHANCEMENTS)) return meanHandVP(share);
  const fitted = LEGACY_HAND_VP + clamp(enhancementStats[e]?.inHand ?? 0, -MAX_CARD_VP, MAX_CARD_VP);
  const building = ENHANCEMENTS[e].vp.value + Math.max(0, effectVP(e)) * share;
  return clamp(fitted, MIN_HAND_VP, Math.max(MIN_HAND_VP, building + HAND_MARGIN_VP));
}

const meanSkillOf = Object.fromEntries(
  (['wei', 'wu', 'shu'] as const).map((s) => {
    const gs = generalsOf(s).filter((g) => !isLord(g));
    return [s, gs.reduce((t, g) => t + skillVP(g), 0) / gs.length];
  }),
) as Record<StateId, number>;

const allEnhancements = Object.keys(ENHANCEMENTS) as EnhancementId[];

// Per-card figures worked out once: the evaluation reads them for every position the bots score.
const SKILL = Object.fromEntries((Object.keys(GENERALS) as GeneralId[]).map((g) => [g, skillVP(g)])) as Record<GeneralId, number>;
const EFFECT = Object.fromEntries(allEnhancements.map((e) => [e, effectVP(e)])) as Record<EnhancementId, number>;
/** handVP per card by maintenances left (the only shares the evaluation asks for). */
const HAND_BY_ROUNDS: Map<string, number>[] = [];

function handAt(e: EnhancementId, rounds: number): number {
  let byCard = HAND_BY_ROUNDS[rounds];
  if (!byCard) byCard = HAND_BY_ROUNDS[rounds] = new Map();
  let v = byCard.get(e);
  if (v === undefined) {
    v = handVP(e, rounds / LAST_ROUND);
    byCard.set(e, v);
  }
  return v;
}

/**
 * The cards' worth to state `s` not yet on the score sheet, with `rounds`
 * maintenances (horizon) left: skills and constructed effects for the share of
 * the game still to come, and the enhancement hand (which replaces the legacy
 * flat figure per card; `handWeight` is the legacy evaluation's lateness factor).
 * Generals the position hides (an opponent's hand in a view) count as their
 * state's average; so do hidden enhancement cards.
 */
export function cardTerm(G: GameState, s: StateId, rounds: number, handWeight: number): number {
  const p = G.players[s];
  let lasting = 0;
  for (const g of p.secret.hand) lasting += SKILL[g] ?? 0;
  for (const st of p.stationed) lasting += SKILL[st.general] ?? 0;
  if (G.hanEmperorFaceDown?.state === s) lasting += SKILL[G.hanEmperorFaceDown.general] ?? 0;
  if (G.hanEmperorNewFaceDown?.state === s) lasting += SKILL[G.hanEmperorNewFaceDown.general] ?? 0;
  if (p.hiddenCounts) lasting += Math.max(0, p.hiddenCounts.hand - p.secret.hand.length) * meanSkillOf[s];
  for (const e of p.constructed) lasting += EFFECT[e] ?? 0;
  let v = (lasting * rounds) / LAST_ROUND;
  if (handWeight > 0) {
    for (const e of p.secret.enhancementHand) v += handWeight * handAt(e, rounds);
    const unseen = p.hiddenCounts ? Math.max(0, p.hiddenCounts.enhancementHand - p.secret.enhancementHand.length) : 0;
    if (unseen > 0) v += handWeight * unseen * meanHandVP(rounds / LAST_ROUND);
  }
  return v;
}
const meanHandMemo = new Map<number, number>();

/** The average card's worth in hand (for cards this position does not show). */
function meanHandVP(share: number): number {
  let m = meanHandMemo.get(share);
  if (m === undefined) {
    m = 0;
    for (const e of allEnhancements) m += handVP(e, share);
    m /= allEnhancements.length;
    meanHandMemo.set(share, m);
  }
  return m;
}
