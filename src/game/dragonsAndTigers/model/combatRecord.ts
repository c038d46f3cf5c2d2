/**
 * A combat's steps as data (5.1-5.7): the dice, the rating, modifier or table row they met, and what
 * they did. The log carries one with each combat line (combatLog.ts) for the table's combat panel.
 */
import type { AreaId } from '../data/areas';
import type { CharacterId, UNSWERVING } from '../data/characters';
import type { KingdomId } from '../data/kingdoms';

type Side = 0 | 1;

/** 5.2: one strategist's die read on the Strategy Contest Table: hits per ★ or ◇ of its row, times its marks. */
export interface StrategyDie {
  side: Side;
  character: CharacterId;
  die: number;
  perMark: number;
  /** Red stars plus red diamonds (5.2(A)-(B)). */
  marks: number;
  hits: number;
}

/** 5.3: a side's most valorous character's die: at most its valor hits that many. */
export interface ValorDie {
  side: Side;
  character: CharacterId;
  die: number;
  valor: number;
  hits: number;
}

/** 5.4(B): a side's dice, one an army up to five, each at most its command rating a hit (5.4(A)). */
export interface BattleDice {
  side: Side;
  dice: number[];
  command: number;
  /** Whose rating it is: the commander and the strategist adding stars; neither for armies alone (5.4(A)1). */
  commander: CharacterId | null;
  strategist: CharacterId | null;
  hits: number;
}

/** 5.7(C): the submission check of a captured retainer: a die over its loyalty joins the captor. */
export interface Submission {
  die: number;
  loyalty: number | typeof UNSWERVING;
  joins: KingdomId | null;
}

/** `hits`: what each side has to take, [attackers, defenders]. */
export type CombatRecord =
  | { step: 'start'; area: AreaId; round: number }
  | {
      step: 'betrayal';
      side: Side;
      character: CharacterId;
      kingdom: KingdomId;
      die: number;
      modifier: 0 | 1;
      diplomacy: number;
      success: boolean;
    }
  | { step: 'strategy'; rolls: StrategyDie[]; hits: [number, number] }
  | { step: 'valor'; rolls: ValorDie[]; hits: [number, number] }
  | { step: 'battle'; round: number; rolls: BattleDice[]; hits: [number, number] }
  | { step: 'retreat'; side: Side; from: AreaId; to: AreaId }
  | { step: 'end'; winner: Side; area: AreaId }
  | { step: 'capture'; character: CharacterId; die: number; submission: Submission | null };
