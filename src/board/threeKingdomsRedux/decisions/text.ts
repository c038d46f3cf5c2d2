/**
 * Plain-text pieces shared by the decision controls: names of states, cards
 * and weapons, so every label reads as a sentence rather than an ID.
 */
import { ENHANCEMENTS, type EnhancementId } from '../../../game/threeKingdomsRedux/data/enhancements';
import { STATE_NAMES } from '../../../game/threeKingdomsRedux/spaces';
import { WEAPON_TYPES, type StateId, type WeaponType } from '../../../game/threeKingdomsRedux/types';
import { describeCost, listSentence, plural } from '../../../game/threeKingdomsRedux/words';
import { describePrerequisite } from '../labels';

const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

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

/** "Iron Armour (cost 2 spears and 1 gold; requires at least 1 stationed infantry unit; 1 VP)". */
export function enhancementSummary(id: EnhancementId): string {
  const card = ENHANCEMENTS[id];
  if (!card) return String(id);
  const pre = card.prerequisite.value;
  const requires = pre ? `; requires ${lowerFirst(describePrerequisite(pre))}` : '';
  return `${card.name.value} (cost ${describeCost(card.cost.value)}${requires}; ${card.vp.value} VP)`;
}
