/**
 * Which server process runs a match's own players (its bot seats and
 * stand-ins, and whatever else the server does on a match's behalf, such as
 * a clock's timeouts): the holder of the match's lease. With one process it
 * is always that process (SOLE_PROCESS); several processes on one PostgreSQL
 * share the leases through the database (postgres/matchLeases.ts), so a
 * match's bots move once, not once per process, and another process takes a
 * match over when its holder stops (its lease runs out).
 *
 * A holder keeps its leases by renewing them; one that stops renewing (it
 * died, or lost the database) loses them after `ttlMs`, and is told of a
 * lease it finds lost (`onLost`) so it stops acting for that match.
 */

export type LeaseAnswer =
  /** This process holds the lease: it acts for the match. */
  | { held: true }
  /** Another process holds it, for `retryAfterMs` more at most (unless it renews it). */
  | { held: false; retryAfterMs: number };

export interface MatchLeases {
  /** Takes the match's lease, or keeps it if this process holds it already (no round trip while it is fresh). */
  hold(matchID: string): Promise<LeaseAnswer>;
  /** Gives the lease up (the match ended or was deleted, or the process is stopping); nothing if not held. */
  release(matchID: string): Promise<void>;
  /** Called with a match whose lease this process held and found lost (a renewal that failed or came too late). */
  onLost(listener: (matchID: string) => void): void;
  /** Releases every lease held and stops renewing. */
  close(): Promise<void>;
}

/** One server process: it holds every match's lease. */
export const SOLE_PROCESS: MatchLeases = {
  hold: async () => ({ held: true }),
  release: async () => {},
  onLost: () => {},
  close: async () => {},
};
