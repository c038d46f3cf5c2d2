/**
 * The trade form's state and its translation into a `trade` choice. The
 * engine's actionError judges it; a rice or weapon part left at "no trade" is
 * simply omitted.
 */
import type { ActionChoice, TradeDirection } from '../../../game/threeKingdomsRedux/moves';
import { WEAPON_TYPES, type WeaponType } from '../../../game/threeKingdomsRedux/types';

export type TradeChoice = Extract<ActionChoice, { kind: 'trade' }>;

export interface TradeFormState {
  /** '' means no rice trade. */
  riceDirection: TradeDirection | '';
  riceLots: number;
  /** '' means no weapon trade. */
  weaponDirection: TradeDirection | '';
  weaponCounts: Record<WeaponType, number>;
}

export const EMPTY_TRADE_FORM: TradeFormState = {
  riceDirection: '',
  riceLots: 1,
  weaponDirection: '',
  weaponCounts: { spear: 0, horse: 0, crossbow: 0, vessel: 0 },
};

export function tradeChoiceFromForm(form: TradeFormState): TradeChoice {
  const choice: TradeChoice = { kind: 'trade' };
  if (form.riceDirection) choice.rice = { direction: form.riceDirection, lots: form.riceLots };
  if (form.weaponDirection) {
    const items = WEAPON_TYPES.flatMap((w) => Array<WeaponType>(form.weaponCounts[w]).fill(w));
    choice.weapons = { direction: form.weaponDirection, items };
  }
  return choice;
}

export function weaponTotal(counts: Record<WeaponType, number>): number {
  return WEAPON_TYPES.reduce((t, w) => t + counts[w], 0);
}
