/** Small helpers shared by the Wei generals' modules. */
import type { GeneralId } from '../../../data/generals';
import type { ActionInfo } from '../../../hooks';
import type { GameState } from '../../../state';
import { WEAPON_TYPES, type StateId, type WeaponType } from '../../../types';

/** Whether `general` takes this action through its space (Overarching Principle 2). */
export const takes = (info: ActionInfo, general: GeneralId): boolean => info.generals.includes(general);

/** The states that won `space` this round (both alliance states can win together). */
export function winnersOfSpace(G: GameState, space: ActionInfo['space']): StateId[] {
  return G.won.find((w) => w.space === space)?.winners ?? [];
}

export const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

export const weaponName = (w: WeaponType): string => w;

export { WEAPON_TYPES };
