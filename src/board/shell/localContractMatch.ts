/**
 * One match of any game played in this page: one in-browser master (`Local()` from
 * boardgame.io/multiplayer) running the boardgame.io game the contract makes, and one headless client
 * per seat, each seeing its seat's view only. The page's tables and the bot seats (botSeats.ts) move
 * through these clients, so a move takes the same path whoever makes it.
 */
import type { Ctx, Game } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { Local } from 'boardgame.io/multiplayer';
import { CONTRACT_MOVE } from '../../game/boardgameAdapter';
import type { AnyGameContract, GameResult } from '../../game/contract';

export interface ContractMatchSettings {
  seed: string;
  seatCount: number;
  /** The game's setup options, already checked by its contract. */
  options: unknown;
}

/** One accepted move, by the seat that made it. */
export interface SeatMove {
  seat: string;
  move: unknown;
}

/** What one seat's client last saw. */
export interface SeatSnapshot {
  view: unknown;
  /** The seats whose decision it is (none once the game is over). */
  toAct: readonly string[];
  result: GameResult<string> | null;
  /** Changes with every state the master sends. */
  stateID: number;
}

type MoveMap<G> = NonNullable<Game<G>['moves']>;
type AnyGame = Game<unknown>;

function masterOnly<G>(moves: MoveMap<G> | undefined): MoveMap<G> | undefined {
  if (!moves) return moves;
  return Object.fromEntries(
    Object.entries(moves).map(([name, move]) => [name, typeof move === 'function' ? { move, client: false } : { ...move, client: false }]),
  );
}

function turnDecidedByMaster<G>(turn: Game<G>['turn']): Game<G>['turn'] {
  if (!turn?.stages) return turn;
  return {
    ...turn,
    stages: Object.fromEntries(Object.entries(turn.stages).map(([name, stage]) => [name, { ...stage, moves: masterOnly(stage.moves) }])),
  };
}

/**
 * `game` with every move marked `client: false`: a seat's client holds a view, not the state the
 * rules run on, so each move waits for the master's verdict instead of running on the client.
 */
export function decidedByMaster<G>(game: Game<G>): Game<G> {
  const phases =
    game.phases &&
    Object.fromEntries(
      Object.entries(game.phases).map(([name, phase]) => [
        name,
        { ...phase, moves: masterOnly(phase.moves), turn: turnDecidedByMaster(phase.turn) },
      ]),
    );
  return { ...game, moves: masterOnly(game.moves), turn: turnDecidedByMaster(game.turn), ...(phases ? { phases } : {}) };
}

type SeatClient = ReturnType<typeof Client>;

export class LocalContractMatch {
  /** The match's seats, in boardgame.io's player order. */
  readonly seats: readonly string[];
  private readonly clients: ReadonlyMap<string, SeatClient>;
  private readonly listeners = new Set<() => void>();
  private readonly stops: (() => void)[] = [];
  private started = false;
  /** Changes whenever any seat's client sees a new state (for React's external store). */
  version = 0;
  /** Every move the master accepted, in order: the match's record. */
  private readonly accepted: SeatMove[] = [];

  constructor(
    readonly contract: AnyGameContract,
    readonly settings: ContractMatchSettings,
    /** Told after every accepted move, with the match's record so far and its result once over. */
    private readonly onAccepted?: (moves: readonly SeatMove[], result: GameResult<string> | null) => void,
  ) {
    const base = decidedByMaster(contract.boardgame({ seed: settings.seed }) as AnyGame);
    const setup = base.setup!;
    // The Local master passes no setup data: the chosen options are given here.
    const game: AnyGame = { ...base, setup: (context) => setup(context, settings.options) };
    const multiplayer = Local();
    this.seats = contract.seats.ids(settings.seatCount);
    this.clients = new Map(
      this.seats.map((seat, index) => [
        seat,
        Client({ game, numPlayers: settings.seatCount, multiplayer, playerID: String(index), debug: false }),
      ]),
    );
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    for (const client of this.clients.values()) {
      this.stops.push(
        client.subscribe(() => {
          this.version++;
          for (const fn of this.listeners) fn();
        }),
      );
      client.start();
      this.stops.push(() => client.stop());
    }
  }

  stop(): void {
    for (const stop of this.stops.splice(0)) stop();
    this.started = false;
  }

  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** What `seat`'s client last saw; null until the master has answered. */
  snapshot(seat: string): SeatSnapshot | null {
    const state = this.clients.get(seat)?.getState();
    if (!state) return null;
    return {
      view: state.G,
      toAct: this.toAct(state.ctx),
      result: (state.ctx.gameover as GameResult<string> | undefined) ?? null,
      stateID: state._stateID,
    };
  }

  /**
   * Sends `seat`'s move; the master refuses an illegal one and nothing changes. The in-browser master
   * answers at once, so whether it accepted the move is known on return.
   */
  move(seat: string, move: unknown): boolean {
    const client = this.clients.get(seat);
    const before = client?.getState()?._stateID;
    client?.moves[CONTRACT_MOVE](move);
    const accepted = before !== undefined && client?.getState()?._stateID !== before;
    if (accepted) {
      this.accepted.push({ seat, move: structuredClone(move) });
      this.onAccepted?.(this.accepted, this.snapshot(seat)?.result ?? null);
    }
    return accepted;
  }

  /** The moves the master accepted, in order. */
  get moves(): readonly SeatMove[] {
    return this.accepted;
  }

  /**
   * Plays a kept match's moves again, in order (the match started, no bot seated yet). The words of the
   * first one refused, when one is: the match goes on from the move before it.
   */
  replay(moves: readonly SeatMove[]): string | null {
    for (let i = 0; i < moves.length; i++)
      if (!this.move(moves[i].seat, moves[i].move)) return `Move ${i + 1} of the kept match was refused; the match resumes before it.`;
    return null;
  }

  private toAct(ctx: Ctx): string[] {
    if (ctx.gameover !== undefined) return [];
    const players = ctx.activePlayers ? Object.keys(ctx.activePlayers) : [ctx.currentPlayer];
    return this.seats.filter((_, index) => players.includes(String(index)));
  }
}
