/**
 * The record of a match played in the browser: its seed, mode and every
 * accepted move, enough to re-run it through the pure rules (replay.ts).
 *
 * boardgame.io's log says which moves the master accepted, in order, but it
 * redacts the arguments of other seats' `recruit` moves (the generals a state
 * kept are secret). Every client of ours is created with `recorder.enhancer`,
 * which notes each move a seat sends together with the state ID it is sent at;
 * the master accepts a move only at the state ID it names, so the log entry
 * `(playerID, _stateID)` finds its arguments among those notes.
 */
import type { Move } from '../../../game/threeKingdomsRedux/moves';
import { stateOfPlayer } from '../../../game/threeKingdomsRedux/game';
import type { StateId } from '../../../game/threeKingdomsRedux/types';
import type { Scenario } from '../../../game/threeKingdomsRedux/setup';

export interface RecordedMove {
  state: StateId;
  move: Move;
}

export interface MatchRecord {
  /** Format version of this record. */
  version: 1;
  seed: string;
  tutorial: boolean;
  /** The tutorial opens with a draft of its generals (Scenario.tutorialDraft; older records have none). */
  tutorialDraft?: boolean;
  moves: RecordedMove[];
}

/** The scenario a match of these settings starts from (its replay too). */
export function scenarioOf(settings: { tutorial: boolean; tutorialDraft?: boolean }): Scenario {
  if (!settings.tutorial) return {};
  return settings.tutorialDraft ? { tutorial: true, tutorialDraft: true } : { tutorial: true };
}

/** The inverse of `toBgioAction`: boardgame.io's move name and arguments as a rules move. */
export function fromBgioAction(type: string, args: readonly unknown[]): Move {
  switch (type) {
    case 'recruit':
      return { type: 'recruit', keep: args[0] as Extract<Move, { type: 'recruit' }>['keep'] };
    case 'selectAlliance':
      return { type: 'selectAlliance', space: args[0] as Extract<Move, { type: 'selectAlliance' }>['space'] };
    case 'assign':
      return { type: 'assign', args: args[0] as Extract<Move, { type: 'assign' }>['args'] };
    case 'pass':
      return { type: 'pass' };
    case 'takeAction':
      return {
        type: 'takeAction',
        space: args[0] as Extract<Move, { type: 'takeAction' }>['space'],
        choice: args[1] as Extract<Move, { type: 'takeAction' }>['choice'],
      };
    case 'declineAction':
      return { type: 'declineAction', space: args[0] as Extract<Move, { type: 'declineAction' }>['space'] };
    case 'choose':
      return { type: 'choose', option: args[0] ?? null };
    case 'useSkill':
      return { type: 'useSkill', card: args[0] as Extract<Move, { type: 'useSkill' }>['card'], option: args[1] ?? null };
    default:
      throw new Error(`unknown move "${type}"`);
  }
}

/** The part of a boardgame.io log entry the recorder reads. */
export interface BgioLogEntry {
  action: { type: string; payload?: { type?: string; args?: unknown[] | null; playerID?: string | null } };
  _stateID: number;
}

interface Accepted {
  playerID: string;
  type: string;
  args: unknown[] | null;
}

/** A Redux store as far as the enhancer needs it. */
interface StoreLike {
  getState(): { _stateID?: number } | null;
  dispatch(action: unknown): unknown;
}
type StoreCreator = (reducer: unknown, preloaded?: unknown, enhancer?: unknown) => StoreLike;

export class MatchRecorder {
  private readonly sent = new Map<string, unknown[]>();
  private readonly accepted = new Map<number, Accepted>();
  private readonly listeners = new Set<() => void>();

  constructor(
    readonly seed: string,
    readonly tutorial: boolean,
    readonly tutorialDraft = false,
  ) {}

  /**
   * A Redux store enhancer for boardgame.io's `Client({ enhancer })`: notes
   * every MAKE_MOVE the client dispatches with the state ID it goes out at.
   */
  readonly enhancer = (createStore: StoreCreator) => (reducer: unknown, preloaded?: unknown, enhancer?: unknown) => {
    const store = createStore(reducer, preloaded, enhancer);
    const dispatch = (action: unknown) => {
      const a = action as BgioLogEntry['action'];
      if (a && a.type === 'MAKE_MOVE' && a.payload?.type && a.payload.playerID != null) {
        const stateID = store.getState()?._stateID ?? 0;
        this.sent.set(`${a.payload.playerID}:${stateID}`, [...(a.payload.args ?? [])]);
      }
      return store.dispatch(action);
    };
    return { ...store, dispatch };
  };

  /** Reads a client's log (any seat's or a spectator's): which moves were accepted, in order. */
  ingest(log: readonly BgioLogEntry[] | undefined): void {
    if (!log) return;
    let changed = false;
    for (const entry of log) {
      const { action } = entry;
      if (action.type !== 'MAKE_MOVE' || !action.payload?.type || action.payload.playerID == null) continue;
      const known = this.accepted.get(entry._stateID);
      const args = action.payload.args ?? null;
      if (known && (known.args !== null || args === null)) continue;
      this.accepted.set(entry._stateID, { playerID: String(action.payload.playerID), type: action.payload.type, args });
      changed = true;
    }
    if (changed) for (const fn of this.listeners) fn();
  }

  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** Accepted moves so far, in order (stops at the first whose arguments are not known). */
  record(): MatchRecord {
    const moves: RecordedMove[] = [];
    for (const id of [...this.accepted.keys()].sort((a, b) => a - b)) {
      const entry = this.accepted.get(id)!;
      const args = entry.args ?? this.sent.get(`${entry.playerID}:${id}`);
      const state = stateOfPlayer(entry.playerID);
      if (!args || !state) break;
      moves.push({ state, move: fromBgioAction(entry.type, args) });
    }
    return { version: 1, seed: this.seed, tutorial: this.tutorial, ...(this.tutorialDraft ? { tutorialDraft: true } : {}), moves };
  }
}

/** Checks that `value` looks like a MatchRecord (for records loaded from a file). */
export function parseRecord(value: unknown): MatchRecord {
  const r = value as Partial<MatchRecord> | null;
  if (!r || typeof r !== 'object') throw new Error('This is not a game record.');
  if (r.version !== 1) throw new Error('This game record has an unknown format version.');
  if (typeof r.seed !== 'string') throw new Error('The game record has no seed.');
  if (!Array.isArray(r.moves)) throw new Error('The game record has no moves.');
  for (const m of r.moves) {
    if (!m || typeof m !== 'object' || typeof m.state !== 'string' || !m.move || typeof m.move.type !== 'string')
      throw new Error('The game record holds a malformed move.');
  }
  return {
    version: 1,
    seed: r.seed,
    tutorial: r.tutorial === true,
    ...(r.tutorialDraft === true ? { tutorialDraft: true } : {}),
    moves: r.moves,
  };
}

const LAST_RECORD_KEY = 'tkr:lastRecord';

/** The last match played in this browser, kept for "Replay the last game". */
export function saveLastRecord(record: MatchRecord): void {
  try {
    globalThis.localStorage?.setItem(LAST_RECORD_KEY, JSON.stringify(record));
  } catch {
    // Storage full or disabled: the replay of the last game is a convenience only.
  }
}

export function loadLastRecord(): MatchRecord | null {
  try {
    const text = globalThis.localStorage?.getItem(LAST_RECORD_KEY);
    return text ? parseRecord(JSON.parse(text)) : null;
  } catch {
    return null;
  }
}
