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
import type { CardId } from './cardIds';

export interface AssignArgs {
  general: GeneralId;
  space: ActionSpaceId;
  /** Army units with the general (battle and improve-tribal-relations spaces). */
  units?: UnitGroup;
  /** A second army type with the general (Liao Hua from round 6; cardHooks.ts `assignmentArmyTypes`). */
  units2?: UnitGroup;
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
  /** Lu Su, via the construct action: the cost is reduced by 1 gold or 1 rice. */
  reduce?: 'gold' | 'rice';
  /** Jiang Wei, via the construct action: one cost token (of this kind) is replaced by 1 gold. */
  replaceWithGold?: import('./data/cardTypes').CostToken;
}

/**
 * How a state takes an action. `before` answers the choices cards make
 * before the action (cardHooks.ts `beforeActionOptions`), keyed by card; a card
 * left out takes its first option. `{ kind: 'skill' }` is another way of
 * taking the action that a card allows ("... instead"), by variant name.
 */
export type ActionChoice = BasicActionChoice & { before?: Partial<Record<CardId, unknown>> };

type BasicActionChoice =
  | { kind: 'skill'; card: CardId; variant: string; option: unknown }
  | { kind: 'developFarm' }
  | { kind: 'harvest'; keepInGranary: number }
  | { kind: 'developMarketplace' }
  | { kind: 'collectTax'; keepInTreasury: number }
  | {
      kind: 'trade';
      rice?: { direction: TradeDirection; lots: number };
      weapons?: { direction: TradeDirection; items: WeaponType[] };
    }
  | { kind: 'hireInstructor'; hire?: { train: number }; importFrom?: Deck | 'both' }
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
      /**
       * Flip the border token to its 1 VP side: Zhao Yun stationed without
       * units, Xu Huang with infantry where another type is required
       * (cardHooks.ts StationingRules). Absent: the printed rule decides.
       */
      flipToken?: boolean;
      /** Huang Zhong: station 1 more archery unit from the supply (a trained army and a crossbow). */
      extraUnit?: boolean;
      /** Liao Hua from round 6: a second location of the border, with 1 unit (units must then be 1). */
      second?: { location: LocationId; tokenTo: 'treasury' | 'granary' };
    }
  | { kind: 'improveTribalRelations'; buyPopularSupport: boolean };

export type Move =
  | { type: 'recruit'; keep: GeneralId[] }
  | { type: 'selectAlliance'; space: CommonSpaceId }
  | { type: 'assign'; args: AssignArgs }
  | { type: 'pass' }
  | { type: 'takeAction'; space: ActionSpaceId; choice: ActionChoice }
  | { type: 'declineAction'; space: ActionSpaceId }
  /** Answers the card choice now waiting (null declines an optional one). */
  | { type: 'choose'; option: unknown }
  /** Uses a card's skill move ("at any time"), whenever the state may act. */
  | { type: 'useSkill'; card: CardId; option: unknown };

export type MoveResult = { ok: true } | { ok: false; error: string };
export const OK: MoveResult = { ok: true };
export const fail = (error: string): MoveResult => ({ ok: false, error });
