/**
 * The state of a game of Dragons & Tigers: plain JSON, every pending decision stored as data
 * (`decision`), so whose decision it is is read from the state and a state can be saved mid-decision.
 */
import type { AreaId } from '../data/areas';
import type { CharacterId } from '../data/characters';
import type { KingdomId, PlayerKingdomId } from '../data/kingdoms';
import type { EventId } from '../data/mandate';
import type { CombatRecord } from './combatRecord';

/** The four factions (2.2(C), 12.1), in seat order. */
export const SEAT_IDS = ['blueDragon', 'whiteTiger', 'vermilionBird', 'blackTortoise'] as const;
export type Seat = (typeof SEAT_IDS)[number];

/** Who a kingdom's pieces answer to: the seat that owns it, or the kingdom itself (neutral or Traitorous). */
export type Controller = Seat | KingdomId;

/** An activation chit (2.2(C)): a faction's, a player kingdom's, or one of the two Traitorous chits. */
export type ChitId = Seat | PlayerKingdomId | 'traitorous';

interface KingdomState {
  /** The seat whose main or allied kingdom it is; null when neutral or Traitorous. */
  owner: Seat | null;
  main: boolean;
  /** `waiting`: not yet on the map (Lü Bu before 4.8.1(B)); `eliminated`: 5.5(C). */
  status: 'waiting' | 'inPlay' | 'eliminated';
}

/** Where a character's counter is: on the map, set aside (3.3(A)), its other face showing, in the free retainer pool, dead, or Zuo Ci serving off the map (11.6(C)). */
export type CharacterStatus = 'map' | 'aside' | 'reverse' | 'freePool' | 'dead' | 'wizard';

export interface CharacterState {
  status: CharacterStatus;
  /** The kingdom it serves now (captured retainers change it, 5.7(C)); null for a free retainer. */
  kingdom: KingdomId | null;
  /** Its area when on the map. */
  area: AreaId | null;
}

/** The armies of each kingdom in one area (no entry for none). */
type AreaArmies = Partial<Record<KingdomId, number>>;

/** The actions of a turn in their order (4.1(E)); `end`: the end of turn (4.7, 3.2(B)). */
type TurnStep = 'mandate' | 'diplomacy' | 'levy' | 'movement' | 'combat' | 'end';

export interface TurnState {
  step: TurnStep;
  kingdom: KingdomId;
  seat: Seat;
  chit: ChitId;
  /** Characters that negotiated this turn (4.3: once each). */
  negotiated: CharacterId[];
  /** Manpower left to levy (4.4). */
  levyLeft: number;
  /** What may still be levied into areas the kingdom does not control, by area (4.4(B), (E)). */
  levyOutside: Partial<Record<AreaId, number>>;
  /** Characters that have moved (4.5). */
  moved: CharacterId[];
  /** Armies that arrived in an area by moving this turn, which cannot move again (4.5(F)). */
  movedArmies: Partial<Record<AreaId, AreaArmies>>;
  /** The area a march last entered each area from, where its attackers retreat (5.5(B)). */
  enteredFrom: Partial<Record<AreaId, AreaId>>;
  /** The event of this turn's Mandate roll, if any. */
  event: EventId | null;
  /** Manpower added this turn (10.3 Bountiful Harvest). */
  manpowerBonus: number;
  /** Imperial Decree used this turn (9(B): "once during his turn"). */
  decreeUsed: boolean;
}

interface CombatSide {
  controller: Controller;
  /** The seat making this side's decisions (5. Note; rulings for neutral kingdoms). */
  decider: Seat;
}

export interface Commander {
  character: CharacterId | null;
  strategist: CharacterId | null;
}

export interface CombatState {
  area: AreaId;
  /** [attacker, defender]. */
  sides: [CombatSide, CombatSide];
  step: 'betrayal' | 'counterBetrayal' | 'strategy' | 'valor' | 'command' | 'battle' | 'casualties' | 'retreat' | 'end';
  /** A kingdom that betrayed the defender this combat, the only target of the defender's check (5.1(B)). */
  betrayer: KingdomId | null;
  /** Battle rounds fought (5.5: one before any retreat). */
  rounds: number;
  commanders: [Commander | null, Commander | null];
  /** Hits each side has yet to take (simultaneous, 5.4(C)). */
  hits: [number, number];
  /** The step after the casualties are taken. */
  after: 'valor' | 'command' | 'retreat';
  /** The side that declared retreat, or whose turn to declare it is (5.5(A)). */
  retreatTurn: 0 | 1;
}

/** A combat waiting to be fought: 4.3(C) or 4.6. */
export interface PendingCombat {
  area: AreaId;
  sides: [CombatSide, CombatSide];
}

/** A failed check Imperial Decree may reroll (9(C), model/decree.ts). */
export type RerollableCheck =
  | { kind: 'negotiate'; seat: Seat; character: CharacterId; kingdom: PlayerKingdomId }
  | { kind: 'betray'; seat: Seat; side: 0 | 1; character: CharacterId; kingdom: PlayerKingdomId };

/** A choice an event of 10.1-10.9 waits for, and the seat making it. */
export type EventChoice =
  | { event: 'recruitRetainer'; seat: Seat; character: CharacterId }
  | { event: 'famine'; seat: Seat }
  | { event: 'yellowTurbans'; seat: Seat; optional?: true }
  | { event: 'zuoCi'; seat: Seat; dice: [number, number] }
  | { event: 'familyRestoration'; seat: Seat; kingdom: KingdomId | null }
  | { event: 'assassinateRetainer'; seat: Seat }
  | { event: 'retainerDiesRow'; seat: Seat; kingdoms: KingdomId[] }
  | { event: 'retainerDies'; seat: Seat; kingdom: KingdomId }
  | { event: 'emperorFlees'; seat: Seat };

export type Decision =
  | { kind: 'draft'; seat: Seat }
  | { kind: 'event'; seat: Seat }
  | { kind: 'decree'; seat: Seat }
  | { kind: 'chooseMain'; seat: Seat; why: 'setup' | 'lostMain' | 'endOfTurn' | 'endOfRound' }
  | { kind: 'activate'; seat: Seat; chit: ChitId }
  | { kind: 'diplomacy'; seat: Seat }
  | { kind: 'levy'; seat: Seat }
  | { kind: 'movement'; seat: Seat }
  | { kind: 'battleOrder'; seat: Seat }
  | { kind: 'betrayal'; seat: Seat; side: 0 | 1 }
  | { kind: 'command'; seat: Seat; side: 0 | 1 }
  | { kind: 'casualties'; seat: Seat; side: 0 | 1 }
  | { kind: 'retreat'; seat: Seat; side: 0 | 1 }
  | { kind: 'relocateCharacter'; seat: Seat; character: CharacterId }
  | { kind: 'relocateAllies'; seat: Seat }
  | { kind: 'over' };

/** A seat's move: one small decision (see docs/dragons-and-tigers/moves in legal.ts). */
export type Move =
  | { type: 'draft'; kingdom: PlayerKingdomId }
  | { type: 'chooseMain'; kingdom: PlayerKingdomId }
  | { type: 'activate'; kingdom: KingdomId }
  | { type: 'negotiate'; character: CharacterId; kingdom: PlayerKingdomId }
  | { type: 'levy'; area: AreaId; count: number }
  | {
      /**
       * 4.5: `character` takes `armies` of its kingdom (and Emperor Xian, 9(D)) through the 1 or 2 areas of
       * `path`, leaving `dropOff` armies in each (4.5(D); 0 in the last); `companions` are characters of
       * other friendly kingdoms in its area going with it, each with its own kingdom's armies (4.5.3(A)).
       */
      type: 'march';
      character: CharacterId;
      armies: number;
      emperor: boolean;
      companions: { character: CharacterId; armies: number }[];
      path: { area: AreaId; dropOff: number }[];
    }
  | { type: 'fight'; area: AreaId }
  | { type: 'betray'; character: CharacterId; kingdom: PlayerKingdomId }
  | { type: 'command'; character: CharacterId | null; strategist: CharacterId | null }
  | { type: 'loseArmies'; kingdom: KingdomId; count: number }
  | { type: 'retreat'; area: AreaId }
  | { type: 'relocate'; area: AreaId }
  | { type: 'relocateArmies'; from: AreaId; kingdom: KingdomId; to: AreaId }
  | { type: 'eventArea'; area: AreaId }
  | { type: 'eventCharacter'; character: CharacterId }
  | { type: 'eventKingdom'; kingdom: KingdomId }
  | { type: 'eventDie'; die: number }
  | { type: 'decree' }
  | { type: 'done' };

/**
 * A line of the log: a sentence, or a combat step kept as data only (its sentence is built on reading,
 * model/combatLog.ts `lineText`: a game's dice would otherwise be kept twice, as words and as numbers).
 */
export type LogEntry = { text: string; seat?: Seat; combat?: undefined } | { combat: CombatRecord; seat?: Seat; text?: undefined };

interface GameResultState {
  winners: Seat[];
  /** Areas controlled by each seat's kingdoms (7(2)). */
  areas: Partial<Record<Seat, number>>;
  reason: string;
}

export interface DtState {
  /** The seats playing, in seat order. */
  seats: Seat[];
  /** 1-8 (3.4(D), 4.8.5(C)). */
  round: number;
  /** 3.1: the order of picks, and how many are made. */
  draft: { picks: Seat[]; made: number };
  kingdoms: Record<KingdomId, KingdomState>;
  characters: Record<CharacterId, CharacterState>;
  /** The characters on the map by area: an index of `characters` kept by `placeCharacter` (model/pieces.ts), for speed. */
  charactersAt: Record<AreaId, CharacterId[]>;
  armies: Record<AreaId, AreaArmies>;
  /** Section 6: the controlling kingdom of each area; null when it has no pieces. */
  control: Record<AreaId, KingdomId | null>;
  /** 9(A): where Emperor Xian is; null once out of play. */
  emperorArea: AreaId | null;
  /** The Mandate marker in axial coordinates (data/mandate.ts). */
  mandate: { q: number; r: number };
  /** The activation pool and the chits pulled this round (4.1, 4.7). Unordered: a pull picks at random. */
  chits: { pool: ChitId[]; drawn: ChitId[] };
  /** Activations this round (4.1(C): a Traitorous chit before any is returned). */
  turnsThisRound: number;
  /** The seat of the previous turn (4.1(C)). */
  lastTurnSeat: Seat | null;
  turn: TurnState | null;
  combat: CombatState | null;
  /** A Mandate event waiting for a seat's choice (10). */
  eventChoice: EventChoice | null;
  /** A failed check the seat may reroll by Imperial Decree (9(C)). */
  decreeOffer: RerollableCheck | null;
  combatQueue: PendingCombat[];
  /** Characters waiting to be relocated (5.7(A), (E)), each by the seat deciding for its side. */
  relocations: { character: CharacterId; seat: Seat }[];
  /** Seats that lost their main kingdom and must name another (3.2(C)). */
  mainLost: Seat[];
  /** The end of round (4.8.3-4.8.4): the seats still to relocate allies and then change main kingdom, in order. */
  roundEnd: { relocating: Seat[]; choosingMain: Seat[] } | null;
  decision: Decision;
  result: GameResultState | null;
  log: LogEntry[];
}

/** The seat's own words ("Blue Dragon"). */
export const SEAT_NAMES: Readonly<Record<Seat, string>> = {
  blueDragon: 'Blue Dragon',
  whiteTiger: 'White Tiger',
  vermilionBird: 'Vermilion Bird',
  blackTortoise: 'Black Tortoise',
};
