/**
 * Plain-text pieces shared by the decision controls: names of states, cards
 * and weapons, so every label reads as a sentence rather than an ID.
 */
import { ENHANCEMENTS, type EnhancementId } from '../../game/data/enhancements';
import type { Prerequisite } from '../../game/data/cardTypes';
import { RANKS } from '../../game/data/board';
import { STATE_NAMES } from '../../game/spaces';
import { WEAPON_TYPES, type StateId, type WeaponType } from '../../game/types';
import { describeCost, listSentence, plural } from '../../game/words';

/** "Wei", "Wei and Wu", "Wei, Wu and Shu". */
export function listStates(states: readonly StateId[]): string {
  return listSentence(states.map((s) => STATE_NAMES[s]));
}

/** "2 spears and 1 horse" from a list of weapons in any order. */
export function weaponList(items: readonly WeaponType[]): string {
  const parts = WEAPON_TYPES.map((w) => ({ w, n: items.filter((x) => x === w).length }))
    .filter(({ n }) => n > 0)
    .map(({ w, n }) => plural(n, w));
  return parts.length ? listSentence(parts) : 'no weapons';
}

function prerequisiteLabel(pre: Prerequisite | null): string {
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
  return `${card.name.value} (cost ${describeCost(card.cost.value)}${requires}; ${card.vp.value} VP)`;
}

