/**
 * The bot seats of a shell match: when a bot's seat is to act, its runner (botRunner.ts) is asked for a
 * move on that seat's view, and the move that comes back is played through the match, whose master
 * judges it by the contract. A reply that comes after the match moved on is dropped (the seat is asked
 * again at the new state); a bot that fails, or chooses a move the contract refuses, is the developers'
 * problem, not the player's: the console says so and the seat plays the contract's first legal move.
 */
import type { BotRunner } from './botRunner';
import type { LocalContractMatch } from './localContractMatch';

export class BotSeats {
  /** The state each seat is being thought about at (one question per seat at a time). */
  private readonly thinkingAt = new Map<string, number>();
  /** The state each seat last answered, so a state is asked about once. */
  private readonly answered = new Map<string, number>();
  private readonly listeners = new Set<() => void>();
  private unsubscribe: (() => void) | null = null;
  /** Made at start, disposed at stop: a stopped match's questions get no answer. */
  private runner: BotRunner | null = null;
  /** Failures this match, for developers (the console says each). */
  readonly failures: string[] = [];

  constructor(
    private readonly match: LocalContractMatch,
    /** The bot seats, in the match's seat order. */
    readonly seats: readonly string[],
    private readonly makeRunner: () => BotRunner,
    /** Shortest time a bot seems to think (ms), so a player can follow the bots' moves. */
    private readonly delayMs = 0,
  ) {}

  start(): void {
    // No bot seats (hotseat): no worker is started.
    if (this.runner || this.seats.length === 0) return;
    this.runner = this.makeRunner();
    this.unsubscribe = this.match.subscribe(() => this.consider());
    this.consider();
  }

  stop(): void {
    this.unsubscribe?.();
    this.runner?.dispose();
    this.runner = null;
    this.thinkingAt.clear();
  }

  /** Where the bots think: in a worker, or on the page's thread where none could start. */
  get where(): BotRunner['where'] | null {
    return this.runner?.where ?? null;
  }

  /** The bot seats thinking now, in seat order. */
  get thinking(): readonly string[] {
    return this.seats.filter((seat) => this.thinkingAt.has(seat));
  }

  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  private changed(): void {
    for (const fn of this.listeners) fn();
  }

  private consider(): void {
    if (!this.runner) return;
    for (const seat of this.seats) {
      const seen = this.match.snapshot(seat);
      if (!seen || !seen.toAct.includes(seat) || this.thinkingAt.has(seat) || this.answered.get(seat) === seen.stateID) continue;
      void this.think(seat, seen.view, seen.stateID);
    }
  }

  private async think(seat: string, view: unknown, stateID: number): Promise<void> {
    const runner = this.runner!;
    this.thinkingAt.set(seat, stateID);
    this.changed();
    const started = Date.now();
    let move: unknown = null;
    let failure: string | null = null;
    try {
      move = await runner.decide(seat, view);
    } catch (e) {
      failure = `failed: ${e instanceof Error ? e.message : String(e)}`;
    }
    const wait = this.delayMs - (Date.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    // Stopped (or stopped and started again) meanwhile: this answer belongs to a runner put away.
    if (this.runner !== runner) return;
    this.thinkingAt.delete(seat);
    const now = this.match.snapshot(seat);
    // Too late: the match moved on while the bot thought (another seat's move); the new state is asked about.
    if (now && now.stateID === stateID && now.toAct.includes(seat)) {
      this.answered.set(seat, stateID);
      if (failure === null && !this.match.move(seat, move)) failure = `chose a move the rules refuse: ${JSON.stringify(move)}`;
      if (failure !== null) this.playFallback(seat, view, failure);
    }
    this.changed();
    this.consider();
  }

  /** After a bot's failure: the contract's first legal move for the seat's view, so the match goes on. */
  private playFallback(seat: string, view: unknown, failure: string): void {
    const name = this.match.contract.seats.name(seat);
    this.failures.push(`${name}'s bot ${failure}`);
    console.warn(`[bots] ${name}'s bot ${failure}; the seat plays its first legal move instead.`);
    let legal: unknown[] = [];
    try {
      legal = this.match.contract.legalMoves(view, seat);
    } catch {
      // A view the rules cannot read: the seat waits (the failure is logged above).
    }
    if (legal.length > 0) this.match.move(seat, legal[0]);
  }
}
