/**
 * A static estimate of each state's final VPs from a position, used by the
 * heuristic bot to compare moves and by MCTS to score cut-off playouts.
 *
 * It starts from the score sheet as if the game ended now (computeScores:
 * comparative places included) and adds what the position is still worth:
 * military VPs the stationed units will earn in the remaining maintenances,
 * resources and cards (which become VPs only while rounds remain), minus the
 * upkeep they will cost and the deficits a short supply will bring. The
 * weights are judgement, documented in docs/bots.md; nothing here reads
 * hidden information beyond what the caller's view holds.
 */
import { EMPEROR_RANK, LAST_ROUND, MAX_DEVELOPMENT, STATIONED_GENERALS_TO_END, DEFICIT_VP } from '../game/data/board';
import { upkeepOwed, stationedUnitCount } from '../game/maintenance';
import { enhancementCount } from '../game/playerView';
import { scoreTotals, stateListeners } from '../game/scoring';
import type { GameState, PlayerState } from '../game/state';
import { STATES, WEAPON_TYPES, type StateId } from '../game/types';
import { cardTerm } from './cardWorth';

/**
 * Which evaluation the bots score positions with. `legacy` is the one the
 * heuristic bot was built with (the golden corpus plays it, so it must not
 * change); `cards` adds what the cards are still worth (cardWorth.ts). The
 * bots' pricing (actionValue.ts, bidChoice.ts) calls evaluateAll deep inside,
 * so the profile is set around a whole decision (withEvaluation) rather than
 * passed down every call; decisions are synchronous, so one decision's
 * profile can never leak into another's.
 */
export type EvaluationProfile = 'legacy' | 'cards';
let activeProfile: EvaluationProfile = 'legacy';

/** The profile positions are scored with now (part of every memo key that caches scores). */
export const evaluationProfile = (): EvaluationProfile => activeProfile;

/** Runs `decide` with positions scored by `profile`, restoring the previous profile afterwards. */
export function withEvaluation<T>(profile: EvaluationProfile, decide: () => T): T {
  const previous = activeProfile;
  activeProfile = profile;
  try {
    return decide();
  } finally {
    activeProfile = previous;
  }
}

/** VP worth of a resource while the game has rounds to run (judgement; see docs/bots.md). */
export const RESOURCE_VP = {
  gold: 0.3,
  rice: 0.25,
  trained: 1.0,
  untrained: 0.5,
  weapon: 0.3,
  flippedFarm: 1.2,
  flippedMarketplace: 1.1,
  enhancementCard: 1.2,
  popularSupportForBids: 0.2,
} as const;

/** Upkeep the stock will not cover: to be won by later actions or paid in deficits (-3 VP). */
export const UNCOVERED_UPKEEP_VP = 1.0;

/** Maintenances (military VPs, upkeep) still expected before the game ends. */
export function horizon(G: GameState): number {
  if (G.result) return 0;
  // Maintenance of round r runs after its resolution unless the game ends then.
  let h = Math.max(0, LAST_ROUND - G.round);
  for (const s of STATES) {
    const p = G.players[s];
    const nearEnd =
      p.stationed.length >= STATIONED_GENERALS_TO_END - 1 ||
      p.rank >= EMPEROR_RANK - 1 ||
      p.farm.level + p.marketplace.level >= 2 * MAX_DEVELOPMENT - 1;
    if (nearEnd) h = Math.min(h, 1);
  }
  return h;
}

function weapons(p: PlayerState): number {
  let n = 0;
  for (const w of WEAPON_TYPES) n += p.weapons[w];
  return n;
}

/** Expected final VPs of every state from this position. */
export function evaluateAll(G: GameState): Record<StateId, number> {
  const out = {} as Record<StateId, number>;
  if (G.result) {
    for (const s of STATES) out[s] = G.result.scores[s].total;
    return out;
  }
  // computeScores' totals without the score sheet's detail (scoring.ts); each state's hook listeners
  // looked up once, for the tally and the upkeep.
  const listeners = stateListeners(G);
  const totals = scoreTotals(G, listeners);
  const h = horizon(G);
  for (let i = 0; i < STATES.length; i++) {
    const s = STATES[i];
    const p = G.players[s];
    let v = totals[s];
    const units = stationedUnitCount(p);
    v += units * h;
    if (h > 0) {
      const owed = upkeepOwed(G, s, listeners[i]);
      const riceOwed = owed.armyRice + owed.popularSupportRice;
      // Next upkeep: every missing token is a deficit (-3 VP).
      const shortRice = Math.max(0, riceOwed - p.rice);
      const shortGold = Math.max(0, owed.armyGold - p.gold);
      v += (shortRice + shortGold) * DEFICIT_VP * 0.8;
      // Later upkeeps eat the stock first; what the stock cannot cover must be won by actions or
      // becomes deficits, so it costs more than the stock's own worth.
      const later = Math.max(0, h - 1);
      const riceLeft = Math.max(0, p.rice - riceOwed);
      const goldLeft = Math.max(0, p.gold - owed.armyGold);
      const riceNeed = riceOwed * later;
      const goldNeed = owed.armyGold * later;
      v -= Math.min(riceLeft, riceNeed) * RESOURCE_VP.rice + Math.max(0, riceNeed - riceLeft) * UNCOVERED_UPKEEP_VP;
      v -= Math.min(goldLeft, goldNeed) * RESOURCE_VP.gold + Math.max(0, goldNeed - goldLeft) * UNCOVERED_UPKEEP_VP;
      // Resources and cards turn into VPs only while rounds remain.
      const late = h >= 2 ? 1 : 0.5;
      v +=
        late *
        (p.gold * RESOURCE_VP.gold +
          p.rice * RESOURCE_VP.rice +
          p.trained * RESOURCE_VP.trained +
          p.untrained * RESOURCE_VP.untrained +
          weapons(p) * RESOURCE_VP.weapon +
          p.farm.flipped * RESOURCE_VP.flippedFarm +
          p.marketplace.flipped * RESOURCE_VP.flippedMarketplace +
          p.popularSupport * RESOURCE_VP.popularSupportForBids +
          (h >= 2 ? enhancementCount(p) * RESOURCE_VP.enhancementCard : 0));
      // Tribal relations fall by 1 each round without the action; level 1 is a rebellion (deficit).
      if (p.tribalLevel === 1) v += DEFICIT_VP;
      else if (p.tribalLevel <= 3) v += DEFICIT_VP * 0.25 * (4 - p.tribalLevel);
      // Card-aware: each card's own worth replaces the flat figure per card in hand, plus skills and effects to come.
      if (activeProfile === 'cards') {
        const handWeight = h >= 2 ? late : 0;
        v += cardTerm(G, s, h, handWeight) - handWeight * enhancementCount(p) * RESOURCE_VP.enhancementCard;
      }
    }
    // Tiebreak: gold and rice.
    v += (p.gold + p.rice) * 0.001;
    out[s] = v;
  }
  return out;
}

/** One state's advantage: its estimate minus the mean of the other two (what the heuristic bot maximises). */
export function advantage(values: Record<StateId, number>, s: StateId): number {
  // The other two in STATES order (the same sum as before; no list per call: every scored position asks).
  const [first, second] = OTHERS[s];
  return values[s] - (values[first] + values[second]) / 2;
}

const OTHERS = Object.fromEntries(STATES.map((s) => [s, STATES.filter((o) => o !== s)])) as unknown as Record<StateId, readonly [StateId, StateId]>;
