/**
 * The board's fixed data: border locations, rank track, start-of-game table,
 * recruitment table and the beginners' tutorial generals. Provenance per field
 * as in tkr-reference.md (§1, §2) and the rulebook's Game Setup.
 */
import type { ArmyType, BorderId, Sourced, StateId } from '../types';

const B = <T>(value: T): Sourced<T> => ({ value, source: 'rulebook' });
const R = <T>(value: T): Sourced<T> => ({ value, source: 'reconstructed' });

/** Which two states share each border. */
export const BORDER_STATES: Record<BorderId, readonly [StateId, StateId]> = {
  weiWu: ['wei', 'wu'],
  shuWei: ['shu', 'wei'],
  shuWu: ['shu', 'wu'],
};
export const BORDERS: readonly BorderId[] = ['weiWu', 'shuWei', 'shuWu'];

const BORDERS_OF = new Map<StateId, readonly BorderId[]>();

/**
 * The state's borders (shared, readonly by type: scoring asks for them for every position the bots score).
 * Not frozen: V8 walks and searches frozen lists on slower paths.
 */
export function bordersOf(state: StateId): readonly BorderId[] {
  let borders = BORDERS_OF.get(state);
  if (borders === undefined) {
    borders = BORDERS.filter((b) => BORDER_STATES[b].includes(state));
    BORDERS_OF.set(state, borders);
  }
  return borders;
}

export function opponentAt(border: BorderId, state: StateId): StateId {
  const [a, b] = BORDER_STATES[border];
  return a === state ? b : a;
}

export interface BorderLocation {
  readonly name: Sourced<string>;
  readonly border: BorderId;
  readonly armyType: Sourced<ArmyType>;
}

/** tkr-reference §1: 15 border locations, 5 per border. */
export const LOCATIONS = {
  guangLing: { name: B('Guang Ling'), border: 'weiWu', armyType: B('cavalry') },
  xiaoYaoJin: { name: B('Xiao Yao Jin'), border: 'weiWu', armyType: R('cavalry') },
  chiBi: { name: B('Chi Bi'), border: 'weiWu', armyType: B('naval') },
  shiTing: { name: B('Shi Ting'), border: 'weiWu', armyType: R('infantry') },
  ruXuKou: { name: R('Ru Xu Kou'), border: 'weiWu', armyType: R('archery') },
  changBanPo: { name: B('Chang Ban Po'), border: 'shuWei', armyType: R('cavalry') },
  huaRongDao: { name: B('Hua Rong Dao'), border: 'shuWei', armyType: B('infantry') },
  qiShan: { name: B('Qi Shan'), border: 'shuWei', armyType: B('archery') },
  jieTing: { name: B('Jie Ting'), border: 'shuWei', armyType: R('infantry') },
  fanCheng: { name: R('Fan Cheng'), border: 'shuWei', armyType: R('naval') },
  yiDu: { name: B('Yi Du'), border: 'shuWu', armyType: B('naval') },
  xiaoTing: { name: B('Xiao Ting'), border: 'shuWu', armyType: B('archery') },
  baiDiCheng: { name: B('Bai Di Cheng'), border: 'shuWu', armyType: B('archery') },
  gongAn: { name: B('Gong An'), border: 'shuWu', armyType: B('cavalry') },
  maiCheng: { name: R('Mai Cheng'), border: 'shuWu', armyType: B('infantry') },
} as const satisfies Record<string, BorderLocation>;

export type LocationId = keyof typeof LOCATIONS;
export const LOCATION_IDS = Object.keys(LOCATIONS) as LocationId[];

const LOCATIONS_AT = new Map<BorderId, readonly LocationId[]>();

/** The border's locations (shared, readonly by type; not frozen, as bordersOf). */
export function locationsAt(border: BorderId): readonly LocationId[] {
  let locations = LOCATIONS_AT.get(border);
  if (locations === undefined) {
    locations = LOCATION_IDS.filter((l) => LOCATIONS[l].border === border);
    LOCATIONS_AT.set(border, locations);
  }
  return locations;
}

/** tkr-reference §2: rank 0 Governor .. 5 Emperor (Emperor ends the game). */
export const RANKS: readonly Sourced<string>[] = [
  B('Governor'),
  B('Grand General'),
  B('Prime Minister'),
  B('Duke'),
  B('King'),
  B('Emperor'),
];
export const EMPEROR_RANK = 5;

interface StartingPosition {
  readonly gold: Sourced<number>;
  readonly rice: Sourced<number>;
  readonly popularSupport: Sourced<number>;
  readonly tribalLevel: Sourced<number>;
  readonly separationCards: Sourced<number>;
  readonly unificationCards: Sourced<number>;
  readonly generalsDrawn: Sourced<number>;
  readonly generalsSelected: Sourced<number>;
}

/** Rulebook, Game Setup G, J, K and L. */
export const STARTING_POSITIONS: Record<StateId, StartingPosition> = {
  wei: {
    gold: B(3), rice: B(3), popularSupport: B(0), tribalLevel: B(5),
    separationCards: B(1), unificationCards: B(3), generalsDrawn: B(6), generalsSelected: B(4),
  },
  wu: {
    gold: B(4), rice: B(4), popularSupport: B(1), tribalLevel: B(6),
    separationCards: B(2), unificationCards: B(3), generalsDrawn: B(6), generalsSelected: B(3),
  },
  shu: {
    gold: B(5), rice: B(5), popularSupport: B(2), tribalLevel: B(7),
    separationCards: B(3), unificationCards: B(3), generalsDrawn: B(6), generalsSelected: B(2),
  },
};

/** Rulebook, Recruit Generals: draw N, select M in rounds 3, 5 and 9. */
export const RECRUITMENT: Record<number, Record<StateId, { draw: number; select: number }>> = {
  3: { wei: { draw: 3, select: 1 }, wu: { draw: 4, select: 2 }, shu: { draw: 4, select: 2 } },
  5: { wei: { draw: 3, select: 1 }, wu: { draw: 3, select: 1 }, shu: { draw: 4, select: 2 } },
  9: { wei: { draw: 3, select: 1 }, wu: { draw: 3, select: 1 }, shu: { draw: 3, select: 1 } },
};
export const RECRUITMENT_ROUNDS = [3, 5, 9];

export const LAST_ROUND = 12;
export const MAX_TRIBAL_LEVEL = 12;
export const MIN_TRIBAL_LEVEL = 1;
export const MAX_DEVELOPMENT = 5;
/** The 5th stationed general ends the game (rulebook, Game End). */
export const STATIONED_GENERALS_TO_END = 5;
export const DEFICIT_VP = -3;
export const HAN_EMPEROR_TOKEN_VP = 2;
