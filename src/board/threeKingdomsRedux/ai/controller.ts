/**
 * Plays the bot seats of a local match. Each bot seat has its own headless
 * boardgame.io client (so its state is that seat's playerView); whenever that
 * client says the seat must act, the controller asks the runner (the Web
 * Worker) for a move on that view and submits it through the same client.
 * A bot that fails (throws, or chooses a move the rules refuse) is never the
 * player's problem: the seat plays a legal move of its view instead and the
 * failure is logged for developers (console, `failures`, `onError`).
 */
import { fallbackMove, type Difficulty } from '../../../bots/threeKingdomsRedux/registry';
import { playerOfState, toBgioAction } from '../../../game/threeKingdomsRedux/game';
import { legalMoves } from '../../../game/threeKingdomsRedux/legal';
import type { Move } from '../../../game/threeKingdomsRedux/moves';
import { STATE_NAMES } from '../../../game/threeKingdomsRedux/spaces';
import type { GameState } from '../../../game/threeKingdomsRedux/state';
import { STATES, type StateId } from '../../../game/threeKingdomsRedux/types';
import type { LocalMatch } from '../session';
import { refusal } from '../refusal';
import type { BotRunner } from './runner';

interface BotControllerOptions {
  /** Shortest time a bot seems to think, in ms, so a person can follow the bots' moves. */
  minDelayMs?: number;
  /** Told (for developers) about moves the bot chose that the rules refused, or runner failures. */
  onError?: (seat: StateId, message: string) => void;
  /** Each bot seat's level (default Medium, as the page's): a failed bot's seat plays its level's fallback (registry.ts). */
  levels?: Partial<Record<StateId, Difficulty>>;
}

const MAX_ATTEMPTS = 3;

type Headless = ReturnType<LocalMatch['headlessClient']>;

export class BotController {
  private readonly clients = new Map<StateId, Headless>();
  private readonly unsubscribe: (() => void)[] = [];
  /** The state ID each seat is thinking about (at most one request per seat at a time). */
  private readonly thinkingAt = new Map<StateId, number>();
  private readonly listeners = new Set<() => void>();
  private readonly attempts = new Map<string, number>();
  private stopped = false;
  /** Bot moves submitted, for tests and the page's status line. */
  movesMade = 0;
  /** Bot failures this match (developers' log; the page never shows them to the player). */
  readonly failures: string[] = [];
  get lastError(): string | null {
    return this.failures[this.failures.length - 1] ?? null;
  }

  constructor(
    match: LocalMatch,
    readonly seats: readonly StateId[],
    private readonly runner: BotRunner,
    private readonly options: BotControllerOptions = {},
  ) {
    for (const seat of seats) this.clients.set(seat, match.headlessClient(playerOfState(seat)));
  }

  start(): void {
    for (const [seat, client] of this.clients) {
      this.unsubscribe.push(client.subscribe(() => this.poke(seat)));
      client.start();
    }
  }

  stop(): void {
    this.stopped = true;
    for (const u of this.unsubscribe) u();
    for (const client of this.clients.values()) client.stop();
    this.runner.dispose();
  }

  /** The bot seats thinking now, in seat order. */
  get thinking(): StateId[] {
    return STATES.filter((s) => this.thinkingAt.has(s));
  }

  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  private changed(): void {
    for (const fn of this.listeners) fn();
  }

  private poke(seat: StateId): void {
    if (this.stopped || this.thinkingAt.has(seat)) return;
    const state = this.clients.get(seat)!.getState();
    if (!state || !state.isActive || state.ctx.gameover !== undefined) return;
    // A bot whose moves keep failing at one state would otherwise be asked forever.
    const key = `${seat}:${state._stateID}`;
    const tries = this.attempts.get(key) ?? 0;
    if (tries >= MAX_ATTEMPTS) return;
    this.attempts.set(key, tries + 1);
    void this.think(seat, state.G, state._stateID);
  }

  private async think(seat: StateId, view: GameState, stateID: number): Promise<void> {
    this.thinkingAt.set(seat, stateID);
    this.changed();
    const started = Date.now();
    let move: Move | null = null;
    try {
      move = await this.runner.decide(seat, view);
      const wait = (this.options.minDelayMs ?? 0) - (Date.now() - started);
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    } catch (e) {
      if (!this.stopped) this.report(seat, `${STATE_NAMES[seat]}'s bot failed: ${e instanceof Error ? e.message : String(e)}`);
    }
    this.thinkingAt.delete(seat);
    if (this.stopped) return;
    const client = this.clients.get(seat)!;
    const now = client.getState();
    if (now && now.isActive && now.ctx.gameover === undefined) {
      // Another seat may have moved meanwhile (simultaneous recruitment): a move that is
      // no longer legal is simply asked for again; one refused (or none) at the state it was
      // chosen for is the bot's failure: a legal move of the view is played instead.
      const why = move ? refusal(now.G, seat, move) : 'no move';
      if (why !== null && now._stateID === stateID) {
        if (move) this.report(seat, `${STATE_NAMES[seat]}'s bot chose a move the rules refuse: ${why}`);
        move = legalFallback(now.G, seat, this.options.levels?.[seat] ?? 'medium');
      }
      if (move && refusal(now.G, seat, move) === null) {
        const { move: name, args } = toBgioAction(move);
        client.moves[name]?.(...args);
        this.movesMade++;
        // A local master answers at once: an unchanged state ID means the move was refused.
        if (client.getState()?._stateID === now._stateID)
          this.report(seat, `${STATE_NAMES[seat]}'s bot chose a move the rules refused (${move.type}).`);
      }
    }
    this.changed();
    // The seat may still (or again) have a decision: the state changes synchronously on a local master.
    this.poke(seat);
  }

  private report(seat: StateId, message: string): void {
    this.failures.push(message);
    console.warn(`[bots] ${message}`);
    this.options.onError?.(seat, message);
  }
}

/**
 * A legal move of the seat's view when its bot failed: its level's fallback
 * (the heuristic with the level's own evaluation: card-aware for Medium, Hard
 * and Expert, legacy for Easy), else the first legal move.
 */
function legalFallback(view: GameState, seat: StateId, level: Difficulty): Move | null {
  try {
    const move = fallbackMove(level, view, seat);
    if (refusal(view, seat, move) === null) return move;
  } catch {
    // The fallback failed too: any legal move keeps the game going.
  }
  return legalMoves(view, seat)[0] ?? null;
}
