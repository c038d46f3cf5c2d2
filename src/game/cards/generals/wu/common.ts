/** Small helpers shared by the Wu generals' modules. */
import type { GeneralId } from '../../../data/generals';
import type { ActionInfo } from '../../../hooks';
import { WEAPON_TYPES, type WeaponType } from '../../../types';

/** Whether `general` takes this action through its space (Overarching Principle 2). */
export const takes = (info: ActionInfo, general: GeneralId): boolean => info.generals.includes(general);

/** Whether the action taken is `kind` (the space's own action, not another way of taking it). */
export const takenAs = (info: ActionInfo, kind: string): boolean => info.choice?.kind === kind;

/** "1 weapon of his choice": one of the four weapon types. */
export const ANY_WEAPON: readonly WeaponType[] = WEAPON_TYPES;
