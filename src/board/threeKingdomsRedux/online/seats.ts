/**
 * Seats of an online match: what the creator asks for (a person or a bot of
 * some difficulty in each of Wei "0", Wu "1", Shu "2"), the Lobby API body
 * that asks for it, and how a listed match's seats read (free, a person, a
 * bot, a person away whose seat a bot is playing).
 *
 * Bot seats travel in `setupData.bots` ({ "1": "hard" }); the server seats
 * its bots itself, joining them with `data: { bot: difficulty }`, and marks a
 * person's seat a bot plays while they are away with `data.standIn`.
 */
import type { LobbyAPI } from 'boardgame.io';
import { DIFFICULTIES, DIFFICULTY_LEVELS, type Difficulty } from '../../../bots/threeKingdomsRedux/registry';
import { STATE_NAMES } from '../../../game/threeKingdomsRedux/spaces';
import { STATES, type StateId } from '../../../game/threeKingdomsRedux/types';
import type { Pace } from '../../../shared/pace';
import { seatIDsOf } from '../../../shared/seats';

/** The playerIDs of a match: "0", "1" and "2" (Wei, Wu, Shu). */
export const SEAT_IDS = seatIDsOf(3) as readonly SeatID[];
export type SeatID = '0' | '1' | '2';

export const isSeatID = (value: unknown): value is SeatID => (SEAT_IDS as readonly unknown[]).includes(value);

export const stateOfSeat = (seat: SeatID): StateId => STATES[Number(seat)];
export const seatName = (seat: SeatID): string => STATE_NAMES[stateOfSeat(seat)];
export const isDifficulty = (value: unknown): value is Difficulty => (DIFFICULTIES as readonly unknown[]).includes(value);

/** Who a seat is for: 'human' or a bot's difficulty. */
type SeatPlan = 'human' | Difficulty;
export type SeatPlans = Record<SeatID, SeatPlan>;

export type HanEmperorChoice = 'random' | 'administration' | 'combat';

export interface MatchOptions {
  tutorial: boolean;
  /** What "Control Han emperor" is bid on; 'random' leaves it to the set-up's draw. */
  hanEmperor: HanEmperorChoice;
  /** The clock (null or absent: none). */
  pace?: Pace | null;
  /** The players may ask the advisor for hints (absent: no). */
  hints?: boolean;
}

export interface CreateBody {
  numPlayers: 3;
  setupData?: {
    bots?: Partial<Record<SeatID, Difficulty>>;
    tutorial?: true;
    hanEmperorCriterion?: 'administration' | 'combat';
    pace?: Pace;
    hints?: true;
  };
}

/** Why these seats cannot make a match with the creator in `creatorSeat`; null when they can. */
export function planProblem(plans: SeatPlans, creatorSeat: SeatID): string | null {
  if (!SEAT_IDS.some((s) => plans[s] === 'human')) return 'At least one seat must be for a person.';
  if (plans[creatorSeat] !== 'human') return `You cannot sit in ${seatName(creatorSeat)}: it is a bot seat. Pick a seat for a person.`;
  return null;
}

/** The Lobby API create body for these seats and options (only the fields that say something). */
export function createBody(plans: SeatPlans, options: MatchOptions): CreateBody {
  const setupData: NonNullable<CreateBody['setupData']> = {};
  const bots: Partial<Record<SeatID, Difficulty>> = {};
  for (const seat of SEAT_IDS) {
    const plan = plans[seat];
    if (plan !== 'human') bots[seat] = plan;
  }
  if (Object.keys(bots).length > 0) setupData.bots = bots;
  if (options.tutorial) setupData.tutorial = true;
  if (options.hanEmperor !== 'random') setupData.hanEmperorCriterion = options.hanEmperor;
  if (options.hints) setupData.hints = true;
  if (options.pace) setupData.pace = { moveSeconds: options.pace.moveSeconds, reserveSeconds: options.pace.reserveSeconds };
  return Object.keys(setupData).length > 0 ? { numPlayers: 3, setupData } : { numPlayers: 3 };
}

/** How one seat of a listed match reads. */
export type SeatView =
  | { seat: SeatID; kind: 'free' }
  /** `tookOver`: the server's stand-in, seated when the seat's player left a started match. */
  | { seat: SeatID; kind: 'bot'; name: string; difficulty: Difficulty; connected: boolean | undefined; tookOver: boolean }
  | { seat: SeatID; kind: 'human'; name: string; connected: boolean | undefined; standIn: Difficulty | null };

type PlayerEntry = LobbyAPI.Match['players'][number];

const dataOf = (player: PlayerEntry | undefined): Record<string, unknown> =>
  player?.data && typeof player.data === 'object' ? (player.data as Record<string, unknown>) : {};

/**
 * A seat as the lists tell it. A seat declared a bot seat (setupData.bots)
 * reads as that bot even before the server has seated it.
 */
function seatView(seat: SeatID, player: PlayerEntry | undefined, declaredBot?: unknown): SeatView {
  const data = dataOf(player);
  if (isDifficulty(data.bot))
    return {
      seat,
      kind: 'bot',
      name: player?.name ?? botName(data.bot),
      difficulty: data.bot,
      connected: player?.isConnected,
      tookOver: isDifficulty(data.standIn),
    };
  if (!player?.name) {
    if (isDifficulty(declaredBot))
      return { seat, kind: 'bot', name: botName(declaredBot), difficulty: declaredBot, connected: undefined, tookOver: false };
    return { seat, kind: 'free' };
  }
  return {
    seat,
    kind: 'human',
    name: player.name,
    connected: player.isConnected,
    standIn: isDifficulty(data.standIn) ? data.standIn : null,
  };
}

/** The name the server gives a bot seat ("Hard bot"). */
const botName = (difficulty: Difficulty): string => `${DIFFICULTY_LEVELS[difficulty].label} bot`;

function declaredBots(match: Pick<LobbyAPI.Match, 'setupData'>): Partial<Record<SeatID, unknown>> {
  const setup = match.setupData as { bots?: unknown } | undefined;
  return setup?.bots && typeof setup.bots === 'object' ? (setup.bots as Partial<Record<SeatID, unknown>>) : {};
}

/** Every seat of a listed match, in seat order. */
export function seatViews(match: Pick<LobbyAPI.Match, 'players' | 'setupData'>): SeatView[] {
  const bots = declaredBots(match);
  return SEAT_IDS.map((seat) =>
    seatView(
      seat,
      match.players.find((p) => String(p.id) === seat),
      bots[seat],
    ),
  );
}

type MatchStatus = 'waiting' | 'playing' | 'finished';

/** Finished once the game is over; playing once every seat is taken; else waiting for players. */
export function matchStatus(match: Pick<LobbyAPI.Match, 'players' | 'setupData' | 'gameover'>): MatchStatus {
  if (match.gameover !== undefined && match.gameover !== null) return 'finished';
  return seatViews(match).some((s) => s.kind === 'free') ? 'waiting' : 'playing';
}

export const STATUS_TEXT: Record<MatchStatus, string> = {
  waiting: 'waiting for players',
  playing: 'in play',
  finished: 'finished',
};

/** A seat in words, for lists and the match's seat strip. */
export function describeSeat(view: SeatView): string {
  switch (view.kind) {
    case 'free':
      return 'free';
    case 'bot':
      return `${view.name} (bot, ${DIFFICULTY_LEVELS[view.difficulty].label.toLowerCase()}${view.tookOver ? ', in place of a player who left' : ''})`;
    case 'human':
      return view.standIn ? `${view.name}: played by a bot while ${view.name} is away` : view.name;
  }
}

/** A seat's entry as boardgame.io's client has it (`matchData`: live connection changes). */
interface LivePlayer {
  id: number;
  name?: string;
  isConnected?: boolean;
  data?: unknown;
}

/**
 * The seats as the page shows them during play: the listed metadata (asked
 * for every few seconds; names, and the server's marks such as `standIn`)
 * with the socket's live connection states over it (boardgame.io sends them
 * as they change); the socket's entry alone until the list has answered.
 */
export function mergePlayers(listed: readonly PlayerEntry[] | undefined, live: readonly LivePlayer[] | undefined): PlayerEntry[] {
  return SEAT_IDS.map((seat) => {
    const fromList = listed?.find((p) => String(p.id) === seat);
    const fromSocket = live?.find((p) => String(p.id) === seat);
    const merged: PlayerEntry = { ...(fromList ?? (fromSocket as PlayerEntry | undefined)), id: Number(seat) };
    if (fromSocket?.isConnected !== undefined) merged.isConnected = fromSocket.isConnected;
    return merged;
  });
}
