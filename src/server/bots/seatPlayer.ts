/**
 * One seat played by the server: a headless boardgame.io client (the same
 * `Client` + `SocketIO` a browser runs) connected over loopback to the server
 * itself, holding that seat's credentials. What it receives is that seat's
 * playerView, exactly what a person in the seat would see; the bot decides
 * from that view alone (in the decision pool's threads) and the move goes back
 * through the client, so the server checks it like anyone's.
 */
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import type { Agent } from 'node:http';
import type { AnyGameContract } from '../../game/contract';
import { seededRng } from '../../game/rng';
import type { ServerGameBots } from '../games/serverGame';
import type { Socket } from 'socket.io-client';
import type { DecisionPool } from './decisionPool';

/** How long a sent move may go unanswered before the seat asks for the state again and decides anew (a refused or lost move gets no answer). */
const UNANSWERED_MOVE_MS = 5000;
/** Decisions per state before the seat gives up on it (a bot that keeps choosing refused moves) and waits for the state to change. */
const ATTEMPTS_PER_STATE = 3;

export interface SeatPlayerOptions {
  url: string;
  /** The match's game: its rules (whose decision it is) and how its bots play a seat. */
  contract: AnyGameContract;
  bots: ServerGameBots;
  /** The match's seats. */
  seatCount: number;
  matchID: string;
  playerID: string;
  credentials: string;
  /** One of the game's bot difficulties. */
  bot: string;
  /**
   * Set for a stand-in making one decision whose time ran out (../clocks/): when that decision began.
   * Such a player makes one move and no more (the seat is its person's again at once).
   */
  timedOutDecision?: number;
  pool: DecisionPool;
  /** The address that created the match, when known: the decision pool's fair share counts per creator (decisionPool.ts). */
  creator?: string;
  /** Marks this client's socket as the server's own (a bot's presence is not a person's). */
  socketAuth: Record<string, string>;
  /** Opens the client's connection, so that the server knows it for its own (../ownConnections.ts). */
  agent?: Agent;
  /** Told of the game's end (the seat has nothing more to do). */
  onGameOver?(): void;
  onError?(message: string): void;
}

type GameClient = ReturnType<typeof Client>;
type ClientState = NonNullable<ReturnType<GameClient['getState']>>;

export class SeatPlayer {
  private readonly client: GameClient;
  /** The seat as the rules name it. */
  private readonly seat: string;
  private stopped = false;
  private unsubscribe: () => void = () => {};
  /** A decision is under way (at most one at a time). */
  private thinking = false;
  /** The state a move was sent on, until an answer (a new state) arrives. */
  private sentOn: number | null = null;
  /** The move sent is one the states make at once (the server takes it on a newer state too). */
  private sentSimultaneous = false;
  private attempts = new Map<number, number>();
  private unanswered: NodeJS.Timeout | null = null;
  private gameOverTold = false;
  /** Moves sent, for tests and logs. */
  movesSent = 0;
  /** The state a timed-out decision's stand-in first sent its move on. */
  private firstSentOn: number | null = null;

  constructor(private readonly options: SeatPlayerOptions) {
    const seat = /^\d+$/.test(options.playerID) ? options.contract.seats.ids(options.seatCount)[Number(options.playerID)] : undefined;
    if (!seat) throw new Error(`"${options.playerID}" is not a seat`);
    this.seat = seat;
    this.client = Client({
      game: options.bots.play.clientGame(),
      multiplayer: SocketIO({
        server: options.url,
        // engine.io-client types `agent` as a string, though it hands it to ws as the http.Agent it is.
        socketOpts: {
          transports: ['websocket'],
          auth: options.socketAuth,
          query: { matchID: options.matchID },
          agent: options.agent as never,
        },
      }),
      matchID: options.matchID,
      playerID: options.playerID,
      credentials: options.credentials,
      debug: false,
    });
  }

  get matchID(): string {
    return this.options.matchID;
  }
  get playerID(): string {
    return this.options.playerID;
  }
  get credentials(): string {
    return this.options.credentials;
  }
  get bot(): string {
    return this.options.bot;
  }
  get timedOutDecision(): number | undefined {
    return this.options.timedOutDecision;
  }

  /** The client's socket (once started): what the server sends this seat. */
  get socket(): Socket | null {
    return (this.client as unknown as { transport: { socket: Socket | null } }).transport.socket;
  }

  /** The state this seat's client holds: its playerView (tests check it is nothing more). */
  view(): ClientState | null {
    return this.client.getState();
  }

  start(): void {
    this.unsubscribe = this.client.subscribe(() => this.poke());
    this.client.start();
  }

  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.clearUnanswered();
    this.unsubscribe();
    this.client.stop();
  }

  /**
   * Stops playing and gives the seat back without boardgame.io noting the
   * seat as disconnected (it would, on this socket's close, though the seat's
   * player is back): the socket first becomes a spectator (a spectator's sync
   * makes boardgame.io forget it held the seat), then closes.
   */
  async stepDown(timeoutMs = 2000): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    this.clearUnanswered();
    this.unsubscribe();
    const socket = this.socket;
    if (socket?.connected) {
      await new Promise<void>((done) => {
        const timer = setTimeout(done, timeoutMs);
        socket.once('sync', () => {
          clearTimeout(timer);
          done();
        });
        socket.emit('sync', this.options.matchID, null, null, this.options.seatCount);
      });
    }
    this.client.stop();
  }

  private clearUnanswered(): void {
    if (this.unanswered) clearTimeout(this.unanswered);
    this.unanswered = null;
  }

  /** Whether the seat must decide in `state`: read from the view's G, as the rules say whose decision it is. */
  private mustDecide(state: ClientState): boolean {
    return state.ctx.gameover === undefined && state.isActive && this.options.contract.toAct(state.G).includes(this.seat);
  }

  /** Whether a move of this seat is in the log since state `stateID`. */
  private movedSince(state: ClientState, stateID: number): boolean {
    const log = state.log ?? [];
    for (let i = log.length - 1; i >= 0 && log[i]._stateID >= stateID; i--) {
      const { action } = log[i];
      if (action.type === 'MAKE_MOVE' && action.payload.playerID === this.options.playerID) return true;
    }
    return false;
  }

  /**
   * Whether this stand-in for one timed-out decision has made it: a move of its seat is in the log since it
   * first sent one. The seat's next decision is its person's (the server stops this player at once, but a
   * decision could be quicker than that).
   */
  private timedOutDecisionMade(state: ClientState): boolean {
    if (this.options.timedOutDecision === undefined || this.firstSentOn === null) return false;
    const log = state.log ?? [];
    for (let i = log.length - 1; i >= 0 && log[i]._stateID >= this.firstSentOn; i--) {
      const { action } = log[i];
      if (action.type === 'MAKE_MOVE' && action.payload.playerID === this.options.playerID) return true;
    }
    return false;
  }

  /** Called on every change of the client's state (boardgame.io's subscription). */
  private poke(): void {
    if (this.stopped || this.thinking) return;
    const state = this.client.getState();
    if (!state) return;
    if (state.ctx.gameover !== undefined) {
      this.clearUnanswered();
      if (!this.gameOverTold) {
        this.gameOverTold = true;
        this.options.onGameOver?.();
      }
      return;
    }
    if (this.sentOn === state._stateID) return;
    // A move the seats make at once sent on an earlier state is judged by the server on the newest (the game's
    // `play.simultaneous`, ../games/): another seat's move that came first is no reason to decide again, which
    // sent a second move the rules then refused. Its answer (a state with it in the log) or the timer ends the wait.
    if (this.sentOn !== null && this.sentSimultaneous && this.mustDecide(state) && !this.movedSince(state, this.sentOn)) return;
    this.clearUnanswered();
    this.sentOn = null;
    if (this.timedOutDecisionMade(state)) return;
    if (!this.mustDecide(state)) return;
    if (!this.attempts.has(state._stateID)) this.attempts.clear();
    const tries = this.attempts.get(state._stateID) ?? 0;
    if (tries >= ATTEMPTS_PER_STATE) {
      if (tries === ATTEMPTS_PER_STATE)
        this.options.onError?.(`gave up at state ${state._stateID}: its moves went unanswered ${tries} times`);
      this.attempts.set(state._stateID, tries + 1);
      return;
    }
    this.attempts.set(state._stateID, tries + 1);
    void this.decide(state, tries);
  }

  private async decide(state: ClientState, attempt: number): Promise<void> {
    this.thinking = true;
    let move: unknown = null;
    const seed = `${this.options.matchID}:${this.seat}:${state._stateID}:${attempt}`;
    const { bots } = this.options;
    try {
      move = bots.decideHere
        ? bots.decideHere(state.G, this.seat, this.options.bot, seededRng(seed))
        : await this.options.pool.decide(
            { game: this.options.contract.id, bot: this.options.bot, seat: this.seat, view: state.G, seed },
            this.options.matchID,
            this.options.creator,
          );
    } catch (e) {
      if (!this.stopped) this.options.onError?.(`the bot could not decide: ${e instanceof Error ? e.message : String(e)}`);
    }
    this.thinking = false;
    if (this.stopped) return;
    const now = this.client.getState();
    // Another seat may have moved meanwhile (simultaneous recruitment): the move is sent
    // if it is still legal in the seat's view, and decided anew otherwise.
    if (
      !move ||
      !now ||
      this.timedOutDecisionMade(now) ||
      !this.mustDecide(now) ||
      (now._stateID !== state._stateID && !bots.play.stillLegal(now.G, this.seat, move))
    ) {
      this.poke();
      return;
    }
    const sentOn = now._stateID;
    this.sentOn = sentOn;
    this.sentSimultaneous = bots.play.simultaneous(move);
    this.firstSentOn ??= sentOn;
    bots.play.send(this.client.moves as Record<string, ((...args: unknown[]) => void) | undefined>, move);
    this.movesSent++;
    // A refused move (or one lost with a dropped connection) is never answered: ask for the state again and decide anew.
    this.unanswered = setTimeout(() => {
      this.unanswered = null;
      if (this.stopped || this.sentOn !== sentOn) return;
      this.sentOn = null;
      (this.client as unknown as { transport: { requestSync(): void } }).transport.requestSync();
      this.poke();
    }, UNANSWERED_MOVE_MS);
  }
}
