/**
 * One match played in this page: boardgame.io's own clients (one per seat)
 * around one in-browser master (`Local()` from boardgame.io/multiplayer).
 *
 * - the React board clients come from `Client` in boardgame.io/react
 *   (`BoardClient`, mounted with `playerID` "0", "1" or "2");
 * - the bot seats use headless clients from boardgame.io/client (ai/);
 * - a spectator client (`watcher`, playerID null) follows the match for the
 *   page: whose turn it is, the public board, and the log the record is made of.
 *
 * Every client is given the recorder's store enhancer (replay/record.ts).
 */
import type { ComponentType } from 'react';
import { createElement, useSyncExternalStore } from 'react';
import type { Ctx, Game } from 'boardgame.io';
import { Client as ReactClient } from 'boardgame.io/react';
import { Client as HeadlessClient } from 'boardgame.io/client';
import { Local } from 'boardgame.io/multiplayer';
import { makeGame, movesDecidedByMaster, playerOfState, toBgioAction } from '../../game/threeKingdomsRedux/game';
import type { GameState } from '../../game/threeKingdomsRedux/state';
import { STATES, type StateId } from '../../game/threeKingdomsRedux/types';
import { MatchRecorder, saveLastRecord, scenarioOf, type BgioLogEntry, type MatchRecord, type RecordedMove } from './replay/record';
import { TkrBoard } from './TkrBoard';

export interface MatchSettings {
  seed: string;
  tutorial: boolean;
  /** The tutorial opens with a draft of its generals (the start screen's tutorial does). */
  tutorialDraft?: boolean;
}

/** A fresh random seed, kept with the match for its replay. */
export function randomSeed(): string {
  const bytes = new Uint8Array(6);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The game object for a local match: makeGame({ seed }) with the tutorial
 * scenario when asked for (the Local master passes no setupData) and every
 * move marked `client: false`, so clients wait for the master's verdict
 * instead of running the rules on their filtered view.
 */
export function makeLocalGame(settings: MatchSettings): Game<GameState> {
  const base = movesDecidedByMaster(makeGame({ seed: settings.seed }));
  const setup = base.setup!;
  return {
    ...base,
    setup: settings.tutorial ? (context) => setup(context, scenarioOf(settings)) : (context) => setup(context, undefined),
  } as Game<GameState>;
}

/** The seats that may move now, in seat order (none once the game is over). */
export function actingSeats(ctx: Pick<Ctx, 'gameover' | 'activePlayers' | 'currentPlayer'> | null | undefined): StateId[] {
  if (!ctx || ctx.gameover !== undefined) return [];
  const ids = ctx.activePlayers ? Object.keys(ctx.activePlayers) : [ctx.currentPlayer];
  return STATES.filter((s) => ids.includes(playerOfState(s)));
}

export interface WatchedState {
  /** The public view (what a spectator sees). */
  G: GameState;
  ctx: Ctx;
  acting: StateId[];
  gameover: boolean;
}

type Headless = ReturnType<typeof HeadlessClient<GameState>>;

export interface LocalMatchOptions {
  /**
   * The moves of a kept game: replayed through this match's own master, seat by
   * seat, before any board or bot connects, so the match resumes where it was.
   */
  resume?: readonly RecordedMove[];
  /** Told after every change the master announces (the store of unfinished games saves here). */
  onUpdate?: (record: MatchRecord, state: WatchedState) => void;
}

const Connecting = () => createElement('p', { className: 'connecting', 'data-testid': 'connecting' }, 'Connecting…');

export class LocalMatch {
  readonly game: Game<GameState>;
  readonly recorder: MatchRecorder;
  readonly multiplayer = Local();
  /** The React board client: mount it with playerID "0", "1" or "2". */
  readonly BoardClient: ComponentType<{ playerID: string; matchID?: string }>;
  private readonly watcher: Headless;
  private readonly listeners = new Set<() => void>();
  private watched: WatchedState | null = null;
  private stopWatching: (() => void) | null = null;

  /** Set when a kept game's moves could not all be replayed (the match goes on from the last one accepted). */
  readonly resumeError: string | null = null;

  constructor(
    readonly settings: MatchSettings,
    private readonly options: LocalMatchOptions = {},
  ) {
    this.game = makeLocalGame(settings);
    this.recorder = new MatchRecorder(settings.seed, settings.tutorial, settings.tutorialDraft);
    this.BoardClient = ReactClient<GameState>({
      game: this.game,
      board: TkrBoard as never,
      numPlayers: 3,
      multiplayer: this.multiplayer,
      debug: false,
      loading: Connecting,
      enhancer: this.recorder.enhancer as never,
    }) as unknown as ComponentType<{ playerID: string; matchID?: string }>;
    this.watcher = this.headlessClient(null);
    if (options.resume?.length) this.resumeError = this.replayMoves(options.resume);
  }

  /**
   * Sends each move from its seat's client, in order. The Local master answers
   * synchronously, so every move is accepted (or refused) before the next one.
   * This runs in the constructor, before any board, bot or the watcher connects:
   * the master keeps one listener per seat, and theirs replace these when they do.
   */
  private replayMoves(moves: readonly RecordedMove[]): string | null {
    const clients = new Map(STATES.map((s) => [s, this.headlessClient(playerOfState(s))]));
    for (const client of clients.values()) client.start();
    try {
      for (let i = 0; i < moves.length; i++) {
        const { state, move } = moves[i];
        const client = clients.get(state);
        const before = client?.getState()?._stateID;
        const { move: name, args } = toBgioAction(move);
        client?.moves[name]?.(...args);
        if (before === undefined || client?.getState()?._stateID === before)
          return `Move ${i + 1} of the kept game (${state} ${move.type}) was refused; the game resumes before it.`;
      }
      return null;
    } finally {
      for (const client of clients.values()) client.stop();
    }
  }

  /** A client without a board: a bot seat, or the spectator that watches the match. */
  headlessClient(playerID: string | null): Headless {
    return HeadlessClient<GameState>({
      game: this.game,
      numPlayers: 3,
      multiplayer: this.multiplayer,
      playerID: playerID ?? undefined,
      debug: false,
      enhancer: this.recorder.enhancer as never,
    });
  }

  start(): void {
    if (this.stopWatching) return;
    const unsubscribe = this.watcher.subscribe((state) => {
      if (!state) return;
      this.recorder.ingest(state.log as unknown as BgioLogEntry[]);
      this.watched = { G: state.G, ctx: state.ctx, acting: actingSeats(state.ctx), gameover: state.ctx.gameover !== undefined };
      const record = this.recorder.record();
      saveLastRecord(record);
      this.options.onUpdate?.(record, this.watched);
      for (const fn of this.listeners) fn();
    });
    this.watcher.start();
    // A read-only handle for tests and debugging: the seed and the accepted moves, never G.
    const handle = () => this.recorder.record();
    Object.defineProperty(globalThis, '__tkrMatch', { configurable: true, get: handle });
    this.stopWatching = () => {
      unsubscribe();
      this.watcher.stop();
      const desc = Object.getOwnPropertyDescriptor(globalThis, '__tkrMatch');
      if (desc?.get === handle) delete (globalThis as Record<string, unknown>).__tkrMatch;
    };
  }

  stop(): void {
    this.stopWatching?.();
    this.stopWatching = null;
  }

  /** The spectator's latest state (null until the master has answered). */
  get state(): WatchedState | null {
    return this.watched;
  }

  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  record(): MatchRecord {
    return this.recorder.record();
  }
}

/** The match as the spectator client last saw it; re-renders on every update. */
export function useWatched(match: LocalMatch): WatchedState | null {
  return useSyncExternalStore(
    (fn) => match.subscribe(fn),
    () => match.state,
    () => match.state,
  );
}
