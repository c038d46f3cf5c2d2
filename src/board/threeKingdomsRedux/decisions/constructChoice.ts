/**
 * The construct form's state and its translation into a `construct` choice.
 * The payment fields matter only for the flexible cost icons (either-army,
 * any-weapon); constructError judges everything.
 */
import { ENHANCEMENTS, type EnhancementId } from '../../../game/threeKingdomsRedux/data/enhancements';
import type { ActionChoice, Payment } from '../../../game/threeKingdomsRedux/moves';
import { WEAPON_TYPES, type WeaponType } from '../../../game/threeKingdomsRedux/types';

type ConstructChoice = Extract<ActionChoice, { kind: 'construct' }>;

export interface ConstructFormState {
  card: EnhancementId | '';
  /** How many of the either-army cost are paid with trained armies. */
  trainedArmies: number;
  /** The weapons paid for the any-weapon cost, per type. */
  weaponCounts: Record<WeaponType, number>;
}

const NO_WEAPONS: Record<WeaponType, number> = { spear: 0, horse: 0, crossbow: 0, vessel: 0 };

/** The flexible parts of a card's cost: either-army and any-weapon counts. */
export function flexibleCost(card: EnhancementId | ''): { armies: number; weapons: number } {
  const cost = card ? ENHANCEMENTS[card]?.cost.value : undefined;
  return { armies: cost?.army ?? 0, weapons: cost?.weapon ?? 0 };
}

export function constructChoiceFromForm(form: ConstructFormState): ConstructChoice {
  const flex = flexibleCost(form.card);
  const payment: Payment = {};
  if (flex.armies) payment.trainedArmies = form.trainedArmies;
  if (flex.weapons) payment.weapons = WEAPON_TYPES.flatMap((w) => Array<WeaponType>(form.weaponCounts[w]).fill(w));
  return { kind: 'construct', card: form.card as EnhancementId, payment };
}

/**
 * The form for `card`, starting from its first legal payment when there is one
 * (`legal` is actionChoices for the construct space), so a payable card is one
 * click away. Otherwise the any-weapon cost starts on the type the state holds
 * most of, so the engine's refusal names what is really missing rather than
 * "choose exactly n weapons".
 */
export function constructFormFor(
  card: EnhancementId | '',
  legal: readonly ActionChoice[],
  held: Record<WeaponType, number>,
): ConstructFormState {
  const first = legal.find((c): c is ConstructChoice => c.kind === 'construct' && c.card === card);
  const weaponCounts = { ...NO_WEAPONS };
  if (first) for (const w of first.payment?.weapons ?? []) weaponCounts[w]++;
  else {
    const most = WEAPON_TYPES.reduce((a, b) => (held[b] > held[a] ? b : a));
    weaponCounts[most] = flexibleCost(card).weapons;
  }
  return { card, trainedArmies: first?.payment?.trainedArmies ?? 0, weaponCounts };
}

/** Starts on the first card that can be constructed now, else the first in hand. */
export function initialConstructForm(
  hand: readonly EnhancementId[],
  legal: readonly ActionChoice[],
  held: Record<WeaponType, number>,
): ConstructFormState {
  const buildable = legal.find((c): c is ConstructChoice => c.kind === 'construct');
  return constructFormFor(buildable?.card ?? hand[0] ?? '', legal, held);
}
