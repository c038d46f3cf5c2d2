/**
 * Dragons & Tigers of the Three Kingdoms as a GameContract. Every decision is one move of the seat
 * that makes it (model/state.ts's `Move`), so boardgame.io carries it through boardgameOfContract.
 */
import { boardgameOfContract } from '../boardgameAdapter';
import { copyJson } from '../copyJson';
import { seatCountError, type Applied, type GameContract, type GameResult, type LogLine, type SearchableGame } from '../contract';
import { playInPlace, seatsToAct, startGame } from './engine';
import { DT_IDENTITY } from './identity';
import { countLegalMoves, legalMoves } from './legal';
import { lineText } from './model/combatLog';
import { areaCountOf } from './model/pieces';
import { SEAT_IDS, SEAT_NAMES, type DtState, type LogEntry, type Move, type Seat } from './model/state';

/** Dragons & Tigers takes no setup options (the seats draft their kingdoms in play, 3.1). */
export type DtOptions = Record<string, never>;

const TITLE = DT_IDENTITY.title;
const SEATS = { ...DT_IDENTITY.seats, ids: (count: number) => SEAT_IDS.slice(0, count), name: (seat: Seat) => SEAT_NAMES[seat] };

function setupError(options: unknown, seatCount: number): string | null {
  const countError = seatCountError(TITLE, SEATS, seatCount);
  if (countError) return countError;
  if (
    options !== undefined &&
    (typeof options !== 'object' || options === null || Array.isArray(options) || Object.keys(options).length > 0)
  )
    return `${TITLE} takes no setup options.`;
  return null;
}

/** A copy the rules may change: the log's lines are shared (the rules only append to it). */
function copyState(G: DtState): DtState {
  const { log, ...rest } = G;
  return { ...copyJson(rest), log: [...log] };
}

function result(G: DtState): GameResult<Seat> | null {
  if (!G.result) return null;
  const scores = {} as Record<Seat, number>;
  for (const seat of G.seats) scores[seat] = G.result.areas[seat] ?? areaCountOf(G, seat);
  return { winners: G.result.winners, scores };
}

/**
 * What a seat sees: everything. The game's only hidden things are the order of the activation pool and
 * of the free retainer pool (2.4: opaque cups); the state keeps both pools unordered and a pull picks
 * at random when it happens, so no order exists to hide and every seat sees the whole state.
 */
const view = (G: DtState): DtState => copyState(G);

/** Each combat line's sentence, built once per line however often the log is read (the lines never change). */
const combatLines = new WeakMap<LogEntry, LogLine<Seat>>();

function lineOf(entry: LogEntry): LogLine<Seat> {
  if (entry.text !== undefined) return entry;
  let line = combatLines.get(entry);
  if (!line) {
    line = entry.seat ? { text: lineText(entry), seat: entry.seat } : { text: lineText(entry) };
    combatLines.set(entry, line);
  }
  return line;
}

const log = (G: DtState): LogLine<Seat>[] => G.log.map(lineOf);

export const dragonsAndTigers: SearchableGame<DtState, Move, DtState, DtOptions, Seat> = {
  id: DT_IDENTITY.id,
  title: TITLE,
  seats: SEATS,
  setup: { defaults: {}, error: setupError },
  newGame(options, random, seatCount = 2) {
    const error = setupError(options, seatCount);
    if (error) throw new Error(error);
    return startGame(seatCount, random);
  },
  toAct: seatsToAct,
  legalMoves,
  countLegalMoves,
  apply(G, seat, move, random): Applied<DtState> {
    const next = copyState(G);
    const error = playInPlace(next, seat, move, random);
    return error ? { ok: false, error } : { ok: true, state: next };
  },
  view,
  result,
  words: { log },
  boardgame: (options) => boardgameOfContract(dragonsAndTigers as GameContract<DtState, Move, DtState, DtOptions, Seat>, options),
  sample: (seen) => copyState(seen),
  playInPlace: (G, seat, move, random) => playInPlace(G, seat, move, random),
};
