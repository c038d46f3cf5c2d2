/**
 * Core vocabulary of the game. Every other module speaks in these types, so a
 * typo in a state, army type or action space is a compile error, not a bug.
 */

export type StateId = 'wei' | 'wu' | 'shu';
/** Fixed seat order: boardgame.io playerID '0' is Wei, '1' Wu, '2' Shu. */
export const STATES: readonly StateId[] = ['wei', 'wu', 'shu'];

export type ArmyType = 'infantry' | 'cavalry' | 'archery' | 'naval';
export const ARMY_TYPES: readonly ArmyType[] = ['infantry', 'cavalry', 'archery', 'naval'];

export type WeaponType = 'spear' | 'horse' | 'crossbow' | 'vessel';
export const WEAPON_TYPES: readonly WeaponType[] = ['spear', 'horse', 'crossbow', 'vessel'];

/** A whole number from `lo` to `hi`, as a move's untrusted field must be. */
export const isInt = (n: unknown, lo: number, hi: number): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= lo && n <= hi;

/**
 * Adds `n` weapons of type `w` to a count by type. Each type by name: a store by a type given at run time
 * (`counts[w] += n`) is megamorphic, and the listings count the weapons of every trade and payment they judge.
 */
export function addWeapons(counts: Record<WeaponType, number>, w: WeaponType, n: number): void {
  if (w === 'spear') counts.spear += n;
  else if (w === 'horse') counts.horse += n;
  else if (w === 'crossbow') counts.crossbow += n;
  else if (w === 'vessel') counts.vessel += n;
}

/** Rulebook, Game Terminology: an army unit is a trained army equipped with this weapon. */
export const WEAPON_OF: Record<ArmyType, WeaponType> = {
  infantry: 'spear',
  cavalry: 'horse',
  archery: 'crossbow',
  naval: 'vessel',
};

export type Criterion = 'administration' | 'combat';

/** The 12 common bidding action spaces (rulebook, Action Spaces). */
export type CommonSpaceId =
  | 'developFarm'
  | 'developMarketplace'
  | 'trade'
  | 'hireInstructor'
  | 'construct'
  | 'produceSpearsHorses'
  | 'produceCrossbowsVessels'
  | 'recruitArmies'
  | 'trainArmies'
  | 'demandTribute'
  | 'winPopularSupport'
  | 'controlHanEmperor';

export type BorderId = 'weiWu' | 'shuWei' | 'shuWu';
export type BattleSpaceId = `battle:${BorderId}`;
export type TribalSpaceId = `tribal:${StateId}`;
export type ActionSpaceId = CommonSpaceId | BattleSpaceId | TribalSpaceId;

/** The rows of the rulebook's Scoring Sheet (scoring.ts). */
export type ScoreCategory =
  | 'military'
  | 'border'
  | 'borderLocation'
  | 'domesticDevelopment'
  | 'civilHarmony'
  | 'rank'
  | 'hanEmperorToken'
  | 'stateEnhancement'
  | 'deficit';

/** A state's result on one border at scoring. */
export type BorderResult = 'win' | 'tie' | 'loss';

type Provenance = 'rulebook' | 'compendium' | 'reconstructed';
/** A data value with the source it was taken from, so a card owner can correct it in one place. */
export interface Sourced<T> {
  readonly value: T;
  readonly source: Provenance;
}
