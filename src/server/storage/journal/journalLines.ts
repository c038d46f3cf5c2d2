/**
 * A match file's lines (journalStorage.ts says how they are written), and how
 * a file is read back into its match. Each line's `k` says which it is:
 *   {"k":"match","metadata":…,"initialState":…,"state":…,"log":[…]}  the whole match (creation, compaction)
 *   {"k":"move","ops":[…],"log":[…]}                                  a move: the change to the state, its log entries
 *   {"k":"state","state":…,"log":[…]}                                 a newer state whole (none was stored), its log entries
 *   {"k":"metadata","metadata":…}                                     the metadata, whole
 */
import type { LogEntry, Server as BgioServer, State } from 'boardgame.io';
import { applyPatch, type PatchOp } from '../statePatch';

export type Line =
  | { k: 'match'; metadata?: BgioServer.MatchData; initialState?: State; state?: State; log: LogEntry[] }
  | { k: 'state'; state: State; log: LogEntry[] }
  | { k: 'move'; ops: PatchOp[]; log: LogEntry[] }
  | { k: 'metadata'; metadata: BgioServer.MatchData };

/** A match as its file says, replayed. */
export interface Replayed {
  metadata?: BgioServer.MatchData;
  initialState?: State;
  state?: State;
  log: LogEntry[];
  /** Bytes of whole, valid lines (a torn last line is not counted). */
  validBytes: number;
}

/**
 * Reads a match's lines; a last line cut short (no newline, or not JSON) is left out. A bad line elsewhere, a
 * change that does not apply, or a first line that is not the whole match is an error.
 */
export function replay(bytes: Buffer, file = 'the file'): Replayed {
  const out: Replayed = { log: [], validBytes: 0 };
  let start = 0;
  while (start < bytes.length) {
    // A newline byte is never part of another UTF-8 character.
    const end = bytes.indexOf(0x0a, start);
    if (end === -1) break; // torn: the write never finished, so the move was never acknowledged
    let line: Line;
    try {
      line = JSON.parse(bytes.toString('utf8', start, end)) as Line;
    } catch (error) {
      if (end === bytes.length - 1) break; // a torn last line whose newline made it
      throw new Error(`${file}: the line at byte ${start} is not JSON (${(error as Error).message})`);
    }
    try {
      apply(out, line, start === 0);
    } catch (error) {
      throw new Error(`${file}: the line at byte ${start} does not replay (${(error as Error).message})`);
    }
    start = end + 1;
    out.validBytes = start;
  }
  return out;
}

/** Applies one line to the match read so far; throws on a line that cannot be applied. */
function apply(out: Replayed, line: Line, first: boolean): void {
  if (typeof line !== 'object' || line === null) throw new Error('it is not an object');
  if (first && line.k !== 'match') throw new Error(`the first line is "${String(line.k)}", not the whole match`);
  if (line.k === 'match') {
    out.metadata = line.metadata;
    out.initialState = line.initialState;
    out.state = line.state;
    out.log = [...line.log];
  } else if (line.k === 'state') {
    out.state = line.state;
    for (const entry of line.log) out.log.push(entry);
  } else if (line.k === 'move') {
    // A change applies to the state before it (applyPatch throws where a path it sets through is missing).
    out.state = applyPatch(out.state, line.ops) as State;
    for (const entry of line.log) out.log.push(entry);
  } else if (line.k === 'metadata') {
    out.metadata = line.metadata;
  } else throw new Error(`its kind "${String((line as { k: unknown }).k)}" is none of the journal's`);
}
