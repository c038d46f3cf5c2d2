/**
 * The 18 action spaces and their bidding criteria (rulebook, Action Spaces a-d).
 */
import { BORDER_STATES, BORDERS } from './data/board';
import type { GameState } from './state';
import type { ActionSpaceId, BattleSpaceId, BorderId, CommonSpaceId, Criterion, StateId, TribalSpaceId } from './types';
import { STATES } from './types';

export const ADMINISTRATION_SPACES: readonly CommonSpaceId[] = [
  'developFarm',
  'developMarketplace',
  'trade',
  'hireInstructor',
  'construct',
];
export const COMBAT_SPACES: readonly CommonSpaceId[] = [
  'produceSpearsHorses',
  'produceCrossbowsVessels',
  'recruitArmies',
  'trainArmies',
  'demandTribute',
];
/** Bid on the criterion marker's side; they may never be the alliance space. */
export const NON_ALLIANCE_SPACES: readonly CommonSpaceId[] = ['winPopularSupport', 'controlHanEmperor'];
export const COMMON_SPACES: readonly CommonSpaceId[] = [...ADMINISTRATION_SPACES, ...COMBAT_SPACES, ...NON_ALLIANCE_SPACES];

export const SPACE_NAMES: Record<CommonSpaceId, string> = {
  developFarm: 'develop farm or harvest',
  developMarketplace: 'develop marketplace or collect tax',
  trade: 'trade rice and/or weapons',
  hireInstructor: 'hire instructor and/or import technology',
  construct: 'construct state enhancement',
  produceSpearsHorses: 'produce spears/horses',
  produceCrossbowsVessels: 'produce crossbows/vessels',
  recruitArmies: 'recruit armies',
  trainArmies: 'train armies',
  demandTribute: 'demand tribute',
  winPopularSupport: 'win popular support',
  controlHanEmperor: 'control Han emperor',
};

export const BORDER_NAMES: Record<BorderId, string> = {
  weiWu: 'Wei-Wu',
  shuWei: 'Shu-Wei',
  shuWu: 'Shu-Wu',
};
export const STATE_NAMES: Record<StateId, string> = { wei: 'Wei', wu: 'Wu', shu: 'Shu' };

export const battleSpace = (b: BorderId): BattleSpaceId => `battle:${b}`;
export const tribalSpace = (s: StateId): TribalSpaceId => `tribal:${s}`;
const BATTLE_SPACES: readonly BattleSpaceId[] = BORDERS.map(battleSpace);
const TRIBAL_SPACES: readonly TribalSpaceId[] = STATES.map(tribalSpace);
export const ALL_SPACES: readonly ActionSpaceId[] = [...COMMON_SPACES, ...BATTLE_SPACES, ...TRIBAL_SPACES];

/** The spaces as sets: every assignment and every bid's value asks whether a space is one of these. */
const COMMON_SET: ReadonlySet<string> = new Set(COMMON_SPACES);
const ALL_SET: ReadonlySet<string> = new Set(ALL_SPACES);
const ADMINISTRATION_SET: ReadonlySet<string> = new Set(ADMINISTRATION_SPACES);

export function isCommon(space: ActionSpaceId): space is CommonSpaceId {
  return COMMON_SET.has(space);
}
export function isBattle(space: ActionSpaceId): space is BattleSpaceId {
  return space.startsWith('battle:');
}
export function isTribal(space: ActionSpaceId): space is TribalSpaceId {
  return space.startsWith('tribal:');
}
/**
 * Each battle space's border and each tribal space's state, looked up rather than cut from the space's name: a
 * cut is a new string, and a record read by it (BORDER_STATES[border], at every battle bid judged) must first
 * find it in V8's table of strings.
 */
const BORDER_OF_BATTLE: ReadonlyMap<string, BorderId> = new Map(BORDERS.map((b) => [battleSpace(b), b]));
const STATE_OF_TRIBAL: ReadonlyMap<string, StateId> = new Map(STATES.map((s) => [tribalSpace(s), s]));

export function borderOfBattle(space: BattleSpaceId): BorderId {
  return BORDER_OF_BATTLE.get(space)!;
}
function stateOfTribal(space: TribalSpaceId): StateId {
  return STATE_OF_TRIBAL.get(space)!;
}
export function isValidSpace(space: unknown): space is ActionSpaceId {
  return typeof space === 'string' && ALL_SET.has(space);
}

function nameOfSpace(space: ActionSpaceId): string {
  if (isBattle(space)) return `battle (${BORDER_NAMES[borderOfBattle(space)]} border)`;
  if (isTribal(space)) return `improve tribal relations (${STATE_NAMES[stateOfTribal(space)]})`;
  return SPACE_NAMES[space];
}

/** Every space's name, worked out once (the log names a space at every assignment and won space). */
const NAMES_OF_SPACES = new Map<string, string>(ALL_SPACES.map((space) => [space, nameOfSpace(space)]));

export function spaceName(space: ActionSpaceId): string {
  // A string that is no space (it may come from input) is named as before: the printed name table gives undefined.
  return NAMES_OF_SPACES.get(space) ?? nameOfSpace(space);
}

/** The attribute a space is bid on this round; battle spaces use combat plus units. */
export function criterionOf(G: GameState, space: ActionSpaceId): Criterion {
  if (space === 'controlHanEmperor') return G.hanEmperorCriterion;
  if (space === 'winPopularSupport') return G.hanEmperorCriterion === 'administration' ? 'combat' : 'administration';
  if (ADMINISTRATION_SET.has(space)) return 'administration';
  return 'combat';
}

/** The board's rule: may `state` place a general on `space` at all? Battle: own borders; tribal: own space. */
function boardAllowsBid(state: StateId, space: ActionSpaceId): boolean {
  if (isBattle(space)) return BORDER_STATES[borderOfBattle(space)].includes(state);
  if (isTribal(space)) return stateOfTribal(space) === state;
  return isCommon(space);
}

/**
 * Each space's bidders by the board's rule, worked out once: one lookup says both whether a string is an action
 * space and who may bid there (every assignment judged asks both; the rule itself is two to four lookups).
 */
const BIDDERS_OF_SPACE: ReadonlyMap<string, readonly StateId[]> = new Map(
  ALL_SPACES.map((space) => [space, STATES.filter((state) => boardAllowsBid(state, space))]),
);

/** The states that may place a general on `space`, or undefined when it is no action space. */
export function biddersOf(space: unknown): readonly StateId[] | undefined {
  return BIDDERS_OF_SPACE.get(space as string);
}

/** May `state` place a general on `space` at all? */
export function mayBidOn(state: StateId, space: ActionSpaceId): boolean {
  const bidders = BIDDERS_OF_SPACE.get(space);
  return bidders !== undefined && bidders.includes(state);
}

/** The spaces each state may place a general on at all (fixed by the board). */
export const BIDDABLE_SPACES: Record<StateId, readonly ActionSpaceId[]> = {
  wei: ALL_SPACES.filter((space) => mayBidOn('wei', space)),
  wu: ALL_SPACES.filter((space) => mayBidOn('wu', space)),
  shu: ALL_SPACES.filter((space) => mayBidOn('shu', space)),
};

/** The states in this round's alliance (second and third in bid order, unless a card adds one). */
export function allianceStates(G: GameState): readonly StateId[] {
  return G.alliance;
}
