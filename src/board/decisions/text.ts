/**
 * Plain-text pieces shared by the decision controls: names of generals, cards,
 * weapons and costs, so every label reads as a sentence rather than an ID.
 */
import { GENERALS, type GeneralId } from '../../game/data/generals';
import { ENHANCEMENTS, type EnhancementId } from '../../game/data/enhancements';
import type { Cost, CostToken, Prerequisite } from '../../game/data/cardTypes';
import { RANKS } from '../../game/data/board';
import { STATE_NAMES } from '../../game/spaces';
import { listSentence, plural } from '../labels';
import { WEAPON_TYPES, type StateId, type WeaponType } from '../../game/types';

/** "Wei", "Wei and Wu", "Wei, Wu and Shu". */
export function listStates(states: readonly StateId[]): string {
  return listSentence(states.map((s) => STATE_NAMES[s]));
}

/** "Xiahou Dun (administration 2, combat 5, leadership 2, cavalry specialist)". */
export function generalSummary(id: GeneralId): string {
  const g = GENERALS[id];
  if (!g) return String(id);
  const specs = g.specialisations.value;
  const spec = specs.length ? `, ${listSentence([...specs])} specialist` : '';
  return `${g.name.value} (administration ${g.administration.value}, combat ${g.combat.value}, leadership ${g.leadership.value}${spec})`;
}

/** "2 spears and 1 horse" from a list of weapons in any order. */
export function weaponList(items: readonly WeaponType[]): string {
  const parts = WEAPON_TYPES.map((w) => ({ w, n: items.filter((x) => x === w).length }))
    .filter(({ n }) => n > 0)
    .map(({ w, n }) => plural(n, w));
  return parts.length ? listSentence(parts) : 'no weapons';
}

const COST_WORDS: Record<CostToken, [string, string]> = {
  gold: ['gold', 'gold'],
  rice: ['rice', 'rice'],
  spear: ['spear', 'spears'],
  horse: ['horse', 'horses'],
  crossbow: ['crossbow', 'crossbows'],
  vessel: ['vessel', 'vessels'],
  weapon: ['weapon of any type', 'weapons of any type'],
  army: ['army (trained or untrained)', 'armies (trained or untrained)'],
  popularSupport: ['popular support token', 'popular support tokens'],
};

/** A printed cost as words: "1 spear and 1 gold". */
export function costLabel(cost: Cost): string {
  const parts = (Object.keys(COST_WORDS) as CostToken[])
    .filter((t) => (cost[t] ?? 0) > 0)
    .map((t) => plural(cost[t]!, ...COST_WORDS[t]));
  return parts.length ? listSentence(parts) : 'nothing';
}

export function prerequisiteLabel(pre: Prerequisite | null): string {
  if (!pre) return 'none';
  switch (pre.kind) {
    case 'stationedUnitsOfType':
      return `${plural(pre.min, `stationed ${pre.armyType} unit`)}`;
    case 'occupiedLocations':
      return `${plural(pre.min, 'occupied border location')}`;
    case 'stationedArmyTypes':
      return `stationed units of ${plural(pre.min, 'army type')}`;
    case 'tribalLevel':
      return `tribal relations level ${pre.min}`;
    case 'rank':
      return `rank ${RANKS[pre.min]?.value ?? pre.min}`;
    case 'marketplaceLevel':
      return `marketplace level ${pre.min}`;
    case 'farmLevel':
      return `farm level ${pre.min}`;
    case 'farmAndMarketplaceLevels':
      return `farm and marketplace levels ${pre.min}`;
    case 'constructedEnhancements':
      return `${plural(pre.min, 'constructed state enhancement')}`;
  }
}

/** "Iron Armour (cost 2 spears and 1 gold; requires 1 stationed infantry unit; 1 VP)". */
export function enhancementSummary(id: EnhancementId): string {
  const card = ENHANCEMENTS[id];
  if (!card) return String(id);
  const pre = card.prerequisite.value;
  const requires = pre ? `; requires ${prerequisiteLabel(pre)}` : '';
  return `${card.name.value} (cost ${costLabel(card.cost.value)}${requires}; ${card.vp.value} VP)`;
}

