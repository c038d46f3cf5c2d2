/**
 * Every decision a player can make, as plain data. boardgame.io moves, bots and
 * tests all submit these; docs/moves.md documents each one and its errors.
 */
import type { GeneralId } from './data/generals';
import type { EnhancementId } from './data/enhancements';
import type { Deck } from './data/cardTypes';
import type { LocationId } from './data/board';
import type { ActionSpaceId, CommonSpaceId, WeaponType } from './types';
import type { UnitGroup } from './state';

export interface AssignArgs {
  general: GeneralId;
  space: ActionSpaceId;
  /** Army units with the general (battle and improve-tribal-relations spaces). */
  units?: UnitGroup;
  /** Gold with the general (improve tribal relations only). */
  gold?: number;
  popularSupport?: number;
  hanEmperorToken?: boolean;
}

export type TradeDirection = 'buy' | 'sell';

/** Construction payment for the flexible cost icons. */
export interface Payment {
  /** How many of the `army` cost are paid with trained armies (the rest untrained). */
  trainedArmies?: number;
  /** The weapon types paid for the `weapon` (any type) cost. */
  weapons?: WeaponType[];
}

export type ActionChoice =
  | { kind: 'developFarm' }
  | { kind: 'harvest'; keepInGranary: number }
  | { kind: 'developMarketplace' }
  | { kind: 'collectTax'; keepInTreasury: number }
  | {
      kind: 'trade';
      rice?: { direction: TradeDirection; lots: number };
      weapons?: { direction: TradeDirection; items: WeaponType[] };
    }
  | { kind: 'hireInstructor'; hire?: { train: number }; importFrom?: Deck }
  | { kind: 'construct'; card: EnhancementId; payment?: Payment }
  | { kind: 'produce'; weapons: [WeaponType, WeaponType] }
  | { kind: 'recruitArmies' }
  | { kind: 'trainArmies'; count: number }
  | { kind: 'demandTribute'; take: 'gold' | 'rice' | 'goldAndRice' | 'army' }
  | { kind: 'winPopularSupport' }
  | { kind: 'controlHanEmperor'; faceDown: GeneralId }
  | {
      kind: 'battle';
      general: GeneralId;
      units: number;
      location: LocationId;
      tokenTo: 'treasury' | 'granary';
    }
  | { kind: 'improveTribalRelations'; buyPopularSupport: boolean };

export type Move =
  | { type: 'recruit'; keep: GeneralId[] }
  | { type: 'selectAlliance'; space: CommonSpaceId }
  | { type: 'assign'; args: AssignArgs }
  | { type: 'pass' }
  | { type: 'takeAction'; space: ActionSpaceId; choice: ActionChoice }
  | { type: 'declineAction'; space: ActionSpaceId };

export type MoveType = Move['type'];

export type MoveResult = { ok: true } | { ok: false; error: string };
export const OK: MoveResult = { ok: true };
export const fail = (error: string): MoveResult => ({ ok: false, error });
