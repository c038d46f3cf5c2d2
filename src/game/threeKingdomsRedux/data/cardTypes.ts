/**
 * Shapes of the printed cards. Every field carries its provenance
 * (`rulebook`, `compendium` or `reconstructed`) so that an owner of the
 * physical game can correct a value in one place: the card family's data module.
 */
import type { ArmyType, Sourced, StateId } from '../types';

export interface GeneralCard {
  readonly name: Sourced<string>;
  readonly state: Sourced<StateId>;
  /** Cao Cao, Sun Jian and Liu Bei are the lords; they start in hand. */
  readonly lord: Sourced<boolean>;
  readonly administration: Sourced<number>;
  readonly combat: Sourced<number>;
  readonly leadership: Sourced<1 | 2>;
  readonly specialisations: Sourced<readonly ArmyType[]>;
  readonly skillName: Sourced<string>;
  /** The skill as the compendium prints it. */
  readonly skillText: Sourced<string>;
  /** The compendium's ruling bullets under the skill ("Nil." gives an empty list). */
  readonly rulings: Sourced<readonly string[]>;
}

export type Deck = 'separation' | 'unification';

/**
 * What a construction cost may ask for. `weapon` is any weapon type;
 * `army` is the rulebook's either-icon: an untrained or a trained army.
 */
export type CostToken =
  | 'gold'
  | 'rice'
  | 'spear'
  | 'horse'
  | 'crossbow'
  | 'vessel'
  | 'weapon'
  | 'army'
  | 'popularSupport';

export type Cost = Readonly<Partial<Record<CostToken, number>>>;

/** Prerequisites a state must meet to construct a card (see tkr-reference §4). */
export type Prerequisite =
  | { readonly kind: 'stationedUnitsOfType'; readonly armyType: ArmyType; readonly min: number }
  | { readonly kind: 'occupiedLocations'; readonly min: number }
  | { readonly kind: 'stationedArmyTypes'; readonly min: number }
  | { readonly kind: 'tribalLevel'; readonly min: number }
  | { readonly kind: 'rank'; readonly min: number }
  | { readonly kind: 'marketplaceLevel'; readonly min: number }
  | { readonly kind: 'farmLevel'; readonly min: number }
  | { readonly kind: 'farmAndMarketplaceLevels'; readonly min: number }
  | { readonly kind: 'constructedEnhancements'; readonly min: number };

export interface EnhancementCard {
  readonly name: Sourced<string>;
  readonly deck: Sourced<Deck>;
  readonly cost: Sourced<Cost>;
  /** `null` value: no prerequisite. */
  readonly prerequisite: Sourced<Prerequisite | null>;
  /** The VPs printed in the card's corner (extra conditional VPs are in its text). */
  readonly vp: Sourced<number>;
  readonly text: Sourced<string>;
  readonly rulings: Sourced<readonly string[]>;
}
