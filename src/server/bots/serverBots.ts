/**
 * The server's own players: it plays the bot seats a match declares, and
 * stands in for a person who left the match or stayed away, so a match never
 * stalls waiting for someone who is not coming.
 *
 * - Bot seats (`setupData.bots`) are seated when the match is created
 *   (botSeating.ts); from then on, and again after every restart for the
 *   matches still unfinished, each is played by a SeatPlayer: a headless
 *   boardgame.io client on loopback holding the seat's credentials, deciding
 *   from its own view in the decision pool's threads.
 * - A person's seat gets a stand-in (its game's: "medium" in Three Kingdoms Redux) when the match has started
 *   (every seat taken) and either
 *   - the person left it (Lobby API leave): the stand-in joins the free seat
 *     as a bot seat, `data: { bot, standIn }`; or
 *   - nobody has held the seat's socket for `takeoverSeconds` while another
 *     person is at the table: the stand-in plays with the seat's stored
 *     credentials, the seat's `data.standIn` saying so, and gives the seat
 *     back (`data.standIn` removed) as soon as the person is back.
 *   Nobody at the table means nobody waits: then no stand-in is sent in.
 * - A paced match's seat whose time runs out gets the stand-in for that one
 *   decision (../clocks/). A seat that timed out `awayAfterTimeouts` times in
 *   a row is away, connected or not: it is nobody at the table, so alone
 *   there it makes the match wait for its own next move instead of the
 *   server playing the whole match through time-outs.
 * - A match whose last person leaves is deleted, as boardgame.io deletes a
 *   match whose last player leaves (bot seats do not count as players).
 *
 * Every change to a match's metadata runs in boardgame.io's per-match queue,
 * where its moves (which rewrite the metadata too) and the Lobby API's calls
 * (serialized there by ../lobbyCalls.ts) run one at a time. boardgame.io's
 * connection-status writes run outside the queue (../metadataMerge.ts merges
 * them); whatever is still off is put right at the next look at the match: on
 * every connection change, timer, and a periodic sweep.
 */
import type { Agent } from 'node:http';
import type { Server as BgioServer, State, StorageAPI } from 'boardgame.io';
import { botPlayerName, freshCredentials, isBotSeat, isHumanSeat, seatDataOf, type SeatData } from './botSeats';
import type { ServerGame, ServerGameBots } from '../games/serverGame';
import { seatIDsOf } from '../../shared/seats';
import { DecisionPool, defaultPoolSize } from './decisionPool';
import type { Presence } from '../presence';
import { awaySeats, ClockKeeper } from '../clocks/clockKeeper';
import { systemTime, type TimeSource, type TimerHandle } from '../clocks/time';
import { isStarted } from '../../shared/matchTable';
import { SeatPlayer } from './seatPlayer';
import { SOLE_PROCESS, type MatchLeases } from '../storage/matchLease';
import { creatorAddressOf } from '../storage/matchCreator';

export const DEFAULT_TAKEOVER_SECONDS = 120;
const DEFAULT_SWEEP_SECONDS = 30;

export interface ServerBotsOptions {
  /** How long a started match's seat may have nobody connected (while someone else is at the table) before a stand-in plays it. Default 120 (env BOT_TAKEOVER_SECONDS). */
  takeoverSeconds?: number;
  /** Decision threads; default: every core but one. */
  workers?: number;
  /** How often every match the bots play is looked at again (to put right what was missed). Default 30. */
  sweepSeconds?: number;
  /**
   * A paced match's seat whose decisions the stand-in made this many times in a row (its own none between) is away:
   * with nobody else at the table, the match then waits for the seat's own move. Default 3 (env BOT_AWAY_AFTER_TIMEOUTS).
   */
  awayAfterTimeouts?: number;
  /** Told of every seat player as it starts (its socket exists, nothing received yet): for tests and diagnostics. */
  onSeatPlayer?(player: SeatPlayer): void;
  /** The time and timers of takeovers and clocks (the system's; tests give a fake one). */
  time?: TimeSource;
}

export interface ServerBotsDeps {
  /** The games whose matches these bots play (other games' matches are left alone), each with its bots. */
  games: readonly ServerGame[];
  /** The storage boardgame.io uses (the same instance). */
  storage: StorageAPI.Async;
  /** Who is connected (../presence.ts); the bots' own sockets carry `presence.botAuth`. */
  presence: Presence;
  /** Runs `task` in boardgame.io's queue for the match (one task at a time per match). */
  inMatchQueue<T>(matchID: string, task: () => Promise<T>): Promise<T>;
  log(message: string): void;
  /**
   * Which process plays a match's bot seats and stand-ins (matchLease.ts):
   * with several processes on one PostgreSQL, only the lease's holder.
   * One process (the default) holds them all.
   */
  leases?: MatchLeases;
  /** Opens the bots' connections to the server (../ownConnections.ts: they are not counted per address). */
  agent?: Agent;
}

interface Wanted {
  bot: string;
  credentials: string;
  standIn: boolean;
  /** A stand-in for one decision whose time ran out: when that decision began (it names the decision). */
  timedOutDecision?: number;
}

interface MatchPlay {
  players: Map<string, SeatPlayer>;
  timer: TimerHandle | null;
}

type Metadata = BgioServer.MatchData;

export class ServerBots {
  readonly takeoverSeconds: number;
  private readonly sweepSeconds: number;
  private readonly onSeatPlayer: ServerBotsOptions['onSeatPlayer'];
  private readonly presence: Presence;
  private readonly plays = new Map<string, MatchPlay>();
  /** "matchID/playerID" → when a person last held the seat (or when the server first looked at it, if never since it started). */
  private readonly absentSince = new Map<string, number>();
  /** "matchID/playerID" of seats whose person left a started match, until a stand-in holds them (a write can be lost: see above). */
  private readonly leftSeats = new Set<string>();
  /** Per match: the look under way, and whether another was asked for meanwhile. */
  private readonly looking = new Map<string, { again: boolean; done: Promise<void> }>();
  private readonly pool: DecisionPool;
  private readonly time: TimeSource;
  /** The matches' clocks (../clocks/): who plays a match's bots enforces its clocks. */
  private readonly clocks: ClockKeeper;
  private url: string | null = null;
  private sweeper: NodeJS.Timeout | null = null;
  private closed = false;
  /** Matches created before start() (the Lobby API answers from the moment the port is open). */
  private readonly createdEarly: string[] = [];
  private readonly leases: MatchLeases;
  /** Matches another process holds, looked at again when their lease may run out (a person here waits on them). */
  private readonly leaseRetries = new Map<string, NodeJS.Timeout>();
  /** The games played, by name. */
  private readonly games = new Map<string, { game: ServerGame; bots: ServerGameBots }>();
  /** Every seat a match of these games may have. */
  private readonly seatIDs: string[];

  constructor(
    private readonly deps: ServerBotsDeps,
    options: ServerBotsOptions = {},
  ) {
    this.takeoverSeconds = options.takeoverSeconds ?? DEFAULT_TAKEOVER_SECONDS;
    if (!(this.takeoverSeconds >= 0)) throw new Error(`takeoverSeconds must be 0 or more, not ${this.takeoverSeconds}`);
    this.sweepSeconds = options.sweepSeconds ?? DEFAULT_SWEEP_SECONDS;
    this.onSeatPlayer = options.onSeatPlayer;
    this.pool = new DecisionPool(options.workers ?? defaultPoolSize());
    this.presence = deps.presence;
    this.time = options.time ?? systemTime;
    for (const game of deps.games) if (game.bots) this.games.set(game.name, { game, bots: game.bots });
    this.seatIDs = seatIDsOf(Math.max(0, ...deps.games.map((game) => game.contract.seats.max)));
    this.clocks = new ClockKeeper({
      contractOf: (name) => this.games.get(name)?.game.contract,
      storage: deps.storage,
      inMatchQueue: deps.inMatchQueue,
      time: this.time,
      log: deps.log,
    });
    this.leases = deps.leases ?? SOLE_PROCESS;
    // A lease found lost: another process acts for the match now; stop at once, and see whether to take it back.
    this.leases.onLost((matchID) => {
      this.forget(matchID);
      this.look(matchID);
    });
    this.presence.onChange(({ matchID, playerID }, present) => {
      if (present) this.absentSince.delete(`${matchID}/${playerID}`);
      else this.absentSince.set(`${matchID}/${playerID}`, this.time.now());
      this.look(matchID);
    });
  }

  /** Decision threads (they start with the first decision). */
  get poolSize(): number {
    return this.pool.size;
  }

  /** Plays every unfinished stored match's bot seats and stand-ins; `url` is the server's own address. */
  async start(url: string): Promise<void> {
    this.url = url;
    const unfinished: string[] = [];
    for (const gameName of this.games.keys())
      unfinished.push(...(await this.deps.storage.listMatches({ gameName, where: { isGameover: false } })));
    for (const matchID of [...unfinished, ...this.createdEarly.splice(0)]) this.look(matchID);
    this.sweeper = setInterval(() => {
      for (const matchID of this.plays.keys()) this.look(matchID);
    }, this.sweepSeconds * 1000);
    this.sweeper.unref();
  }

  /** A match with bot seats was just stored (botSeating.ts). */
  matchCreated(matchID: string): void {
    if (this.url === null) this.createdEarly.push(matchID);
    else this.look(matchID);
  }

  /** Play started in the match, or a move changed its clocks (../table/tableStorage.ts): its bots and clocks are looked at again. */
  matchChanged(matchID: string): void {
    this.look(matchID);
  }

  /**
   * Another process changed the match (a move made through it, a metadata
   * write): if this process plays the match (it holds its lease), its bots
   * and clocks are looked at again at once, so a clock's new deadline is
   * kept here, not found at the next sweep (up to 30 s late).
   */
  changedElsewhere(matchID: string): void {
    if (this.plays.has(matchID)) this.look(matchID);
  }

  /**
   * A person left `playerID` of the match (Lobby API leave, already done):
   * in a started, unfinished match a stand-in takes the free seat; when no
   * person is left in the match, it is deleted.
   */
  async playerLeft(matchID: string, playerID: string): Promise<void> {
    if (this.closed) return;
    this.leftSeats.add(`${matchID}/${playerID}`);
    await this.seatStandInForLeaver(matchID, playerID);
    // boardgame.io's connection-status writes (outside the queue) can undo the seating: look again shortly.
    setTimeout(() => this.look(matchID), 1000).unref();
  }

  private async seatStandInForLeaver(matchID: string, playerID: string): Promise<void> {
    await this.deps.inMatchQueue(matchID, async () => {
      const { metadata, state } = await this.deps.storage.fetch(matchID, { metadata: true, state: true });
      const played = metadata && this.games.get(metadata.gameName);
      if (!metadata || !played) return;
      const seats = Object.entries(metadata.players);
      if (!seats.some(([, p]) => isHumanSeat(p))) {
        this.forget(matchID);
        await this.deps.storage.wipe(matchID);
        this.deps.log(`bots: match ${matchID} deleted: its last player left`);
        return;
      }
      const left = metadata.players[Number(playerID)];
      if (!left || left.name || !isStarted(metadata) || finished(state, metadata)) {
        this.leftSeats.delete(`${matchID}/${playerID}`);
        return;
      }
      const { standIn } = played.bots;
      left.name = botPlayerName(played.bots, standIn);
      left.credentials = freshCredentials();
      left.data = { bot: standIn, standIn } satisfies SeatData;
      await this.deps.storage.setMetadata(matchID, metadata);
      this.deps.log(`bots: a stand-in took seat ${playerID} of match ${matchID}: its player left`);
    });
    this.look(matchID);
  }

  /** A match was deleted (cleanup): nothing more to play in it. */
  matchWiped(matchID: string): void {
    this.forget(matchID);
  }

  /** Resolves once no look at any match is under way (for tests: what the last change set off is done). */
  async idle(): Promise<void> {
    while (this.looking.size > 0) await Promise.allSettled([...this.looking.values()].map((l) => l.done));
  }

  /** The seats the server plays in a match now, by playerID (for tests and logs). */
  playersOf(matchID: string): ReadonlyMap<string, SeatPlayer> {
    return this.plays.get(matchID)?.players ?? new Map();
  }

  /** Stops every bot, timer and thread. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.sweeper) clearInterval(this.sweeper);
    for (const matchID of [...this.plays.keys()]) this.forget(matchID);
    for (const timer of this.leaseRetries.values()) clearTimeout(timer);
    this.leaseRetries.clear();
    await Promise.allSettled([...this.looking.values()].map((l) => l.done));
    await this.leases.close();
    await this.pool.close();
  }

  /** Looks at the match now, or right after the look under way. */
  private look(matchID: string): void {
    if (this.closed || this.url === null) return;
    const under = this.looking.get(matchID);
    if (under) {
      under.again = true;
      return;
    }
    const entry = { again: false, done: Promise.resolve() };
    entry.done = (async () => {
      do {
        entry.again = false;
        try {
          await this.lookNow(matchID);
        } catch (e) {
          this.deps.log(`bots: match ${matchID}: ${e instanceof Error ? e.message : String(e)}`);
        }
      } while (entry.again && !this.closed);
      this.looking.delete(matchID);
    })();
    this.looking.set(matchID, entry);
  }

  private playOf(matchID: string): MatchPlay {
    let play = this.plays.get(matchID);
    if (!play) this.plays.set(matchID, (play = { players: new Map(), timer: null }));
    return play;
  }

  private forget(matchID: string): void {
    for (const playerID of this.seatIDs) {
      this.absentSince.delete(`${matchID}/${playerID}`);
      this.leftSeats.delete(`${matchID}/${playerID}`);
    }
    const play = this.plays.get(matchID);
    if (!play) return;
    if (play.timer) this.time.clearTimer(play.timer);
    for (const player of play.players.values()) player.stop();
    this.plays.delete(matchID);
  }

  /** Brings the match's server-played seats in line with its metadata and who is connected. */
  private async lookNow(matchID: string): Promise<void> {
    const { metadata, state } = await this.deps.storage.fetch(matchID, { metadata: true, state: true });
    if (this.closed) return;
    // A waiting match is nobody's to play yet, not even its bots' (src/shared/matchTable.ts).
    const played = metadata && this.games.get(metadata.gameName);
    if (!metadata || !played || !state || finished(state, metadata) || !isStarted(metadata)) {
      this.forget(matchID);
      await this.leases.release(matchID);
      return;
    }
    const lease = await this.leases.hold(matchID);
    if (this.closed) return;
    clearTimeout(this.leaseRetries.get(matchID));
    this.leaseRetries.delete(matchID);
    if (!lease.held) {
      // Another process plays this match's seats. If a person is at its table here, look again when that
      // process's lease may have run out (it stopped): then this one takes the match over.
      this.forget(matchID);
      if (this.presence.seatsPresent(matchID).length > 0) {
        const retry = setTimeout(() => {
          this.leaseRetries.delete(matchID);
          this.look(matchID);
        }, lease.retryAfterMs + 50);
        retry.unref();
        this.leaseRetries.set(matchID, retry);
      }
      return;
    }
    // People connected here or (several processes on one database) to another process.
    const present = new Set(await this.presence.seatsPresentAnywhere(matchID));
    if (this.closed) return;
    const seats = Object.entries(metadata.players);
    // A seat whose time ran out again and again (its clock says away) has nobody acting at it, connected or not:
    // alone at the table, it makes no stand-in play the match for it through time-outs.
    const away = awaySeats(metadata);
    const someonePresent = seats.some(([id, p]) => isHumanSeat(p) && present.has(id) && !away.has(id));
    // The clocks are enforced by the lease holder only, like the bots and stand-ins.
    const clock = await this.clocks.enforce(matchID, metadata, state, someonePresent);
    if (this.closed) return;
    const play = this.playOf(matchID);
    const now = this.time.now();
    const takeoverMs = this.takeoverSeconds * 1000;
    const { standIn } = played.bots;
    const standInsOn: string[] = [];
    const standInsOff: string[] = [];
    let nextDue = clock.nextDue ?? Infinity;

    for (const [playerID, player] of seats) {
      const leftKey = `${matchID}/${playerID}`;
      if (this.leftSeats.has(leftKey)) {
        if (isBotSeat(player)) this.leftSeats.delete(leftKey);
        else if (!player.name) {
          // The stand-in's seating was lost: seat it again, then look again.
          void this.seatStandInForLeaver(matchID, playerID).then(() => this.look(matchID));
          continue;
        } else this.leftSeats.delete(leftKey);
      }
      let wanted: Wanted | null = null;
      const data = seatDataOf(player);
      if (isBotSeat(player) && player.credentials) {
        wanted = { bot: data.bot!, credentials: player.credentials, standIn: false };
      } else if (isHumanSeat(player) && player.credentials) {
        const key = `${matchID}/${playerID}`;
        if (present.has(playerID)) {
          this.absentSince.delete(key);
          if (data.standIn) standInsOff.push(playerID);
        } else {
          const since = this.absentSince.get(key) ?? now;
          this.absentSince.set(key, since);
          const due = since + takeoverMs;
          if (data.standIn || (someonePresent && now >= due)) {
            wanted = { bot: data.standIn ?? standIn, credentials: player.credentials, standIn: true };
            if (!data.standIn) standInsOn.push(playerID);
          } else if (someonePresent) {
            // Nobody at the table: nobody waits, and the seat is looked at again when someone comes.
            nextDue = Math.min(nextDue, due);
          }
        }
      }
      // The seat's time for its decision ran out: the stand-in makes it (and gives the seat back once made).
      const timedOut = clock.outOfTime.get(playerID);
      if (!wanted && timedOut !== undefined && player.credentials)
        wanted = { bot: standIn, credentials: player.credentials, standIn: true, timedOutDecision: timedOut };
      const running = play.players.get(playerID);
      if (
        running &&
        (!wanted ||
          running.bot !== wanted.bot ||
          running.credentials !== wanted.credentials ||
          running.timedOutDecision !== wanted.timedOutDecision)
      ) {
        play.players.delete(playerID);
        // Handing back to a person who is here: step down without boardgame.io marking the seat disconnected.
        if (present.has(playerID)) await running.stepDown();
        else running.stop();
      }
      if (wanted && !play.players.has(playerID))
        play.players.set(playerID, this.seatPlayer(played, seats.length, matchID, playerID, wanted, creatorAddressOf(metadata)));
    }

    if (standInsOn.length || standInsOff.length) {
      await this.editSeats(matchID, (m) => {
        let changed = false;
        for (const id of standInsOn) changed = setStandIn(m, id, metadata, standIn) || changed;
        for (const id of standInsOff) changed = setStandIn(m, id, metadata, undefined) || changed;
        return changed;
      });
      for (const id of standInsOn) this.deps.log(`bots: a stand-in plays seat ${id} of match ${matchID} while its player is away`);
      for (const id of standInsOff) this.deps.log(`bots: seat ${id} of match ${matchID} handed back to its player`);
    }

    if (play.timer) this.time.clearTimer(play.timer);
    play.timer = null;
    if (nextDue !== Infinity) play.timer = this.time.setTimer(() => this.look(matchID), Math.max(0, nextDue - this.time.now()) + 10);
    if (play.players.size === 0 && play.timer === null) this.plays.delete(matchID);
  }

  private seatPlayer(
    played: { game: ServerGame; bots: ServerGameBots },
    seatCount: number,
    matchID: string,
    playerID: string,
    wanted: Wanted,
    creator: string | undefined,
  ): SeatPlayer {
    const player = new SeatPlayer({
      url: this.url!,
      contract: played.game.contract,
      bots: played.bots,
      seatCount,
      matchID,
      playerID,
      credentials: wanted.credentials,
      bot: wanted.bot,
      timedOutDecision: wanted.timedOutDecision,
      pool: this.pool,
      creator,
      socketAuth: { [this.presence.botAuth.field]: this.presence.botAuth.value },
      agent: this.deps.agent,
      onGameOver: () => this.look(matchID),
      onError: (message) => this.deps.log(`bots: match ${matchID} seat ${playerID}: ${message}`),
    });
    player.start();
    this.onSeatPlayer?.(player);
    return player;
  }

  /** Changes the stored metadata in the match's queue; `edit` says whether it changed anything. */
  private async editSeats(matchID: string, edit: (metadata: Metadata) => boolean): Promise<void> {
    await this.deps.inMatchQueue(matchID, async () => {
      const { metadata } = await this.deps.storage.fetch(matchID, { metadata: true });
      if (metadata && edit(metadata)) await this.deps.storage.setMetadata(matchID, metadata);
    });
  }
}

function finished(state: State | undefined, metadata: Metadata): boolean {
  return state?.ctx.gameover !== undefined || (metadata.gameover !== undefined && metadata.gameover !== null);
}

/**
 * Sets or clears `data.standIn` of a person's seat, if it is still the seat
 * looked at (same credentials: the same person); whether it changed.
 */
function setStandIn(metadata: Metadata, playerID: string, seen: Metadata, standIn: SeatData['standIn']): boolean {
  const player = metadata.players[Number(playerID)];
  if (!player || !isHumanSeat(player) || player.credentials !== seen.players[Number(playerID)]?.credentials) return false;
  const data = { ...seatDataOf(player) };
  if (data.standIn === standIn) return false;
  if (standIn) data.standIn = standIn;
  else delete data.standIn;
  player.data = data;
  return true;
}
