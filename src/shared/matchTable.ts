/**
 * The table of an online match: a match waits until every seat is taken (by
 * people who joined, and the bots its creator asked for), or until its host
 * starts it with bots in the seats still free. Until then no move is
 * accepted and no bot plays (src/server/table/tableGate.ts, src/server/bots/serverBots.ts); the page
 * shows a waiting room.
 *
 * Kept in the match's metadata, beside its seats, as `table`:
 * `{ host?: playerID, startedAt?: ms }`. The rules engine knows nothing of
 * it: whose decision it is stays a question for G alone, and a waiting match
 * is one the server does not let anyone play yet.
 *
 * The host is the first person seated (the page creates a match and takes
 * its seat at once); if that seat is given up, the first person seated in
 * seat order takes over. Matches stored before tables existed have no
 * `table`: they count as started once every seat is taken, as they did.
 *
 * Pure (no Node parts): the page reads a listed match with these too.
 */
export interface TableRecord {
  /** The seat whose person may start the match with bots. */
  host?: string;
  /** When play started (server time, ms); absent while the match waits. */
  startedAt?: number;
}

/** The parts of a match's metadata (stored or listed) the table reads. */
export interface TableMetadata {
  players: Record<string, { name?: string; data?: unknown }> | readonly { id: number; name?: string; data?: unknown }[];
  table?: unknown;
}

/** The match's seats (playerIDs), in order: as many as it was created with. */
function seatsOf(metadata: TableMetadata): string[] {
  const players = metadata.players;
  if (Array.isArray(players)) return players.map((p) => String(p.id));
  return Object.keys(players);
}

function playerAt(metadata: TableMetadata, seat: string): { name?: string; data?: unknown } | undefined {
  const players = metadata.players;
  if (Array.isArray(players)) return players.find((p) => String(p.id) === seat);
  return (players as Record<string, { name?: string; data?: unknown }>)[seat];
}

const isBotData = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && typeof (data as { bot?: unknown }).bot === 'string';

/** The stored table, or undefined for a match from before tables (anything malformed counts as none). */
export function tableOf(metadata: TableMetadata): TableRecord | undefined {
  const table = metadata.table;
  return typeof table === 'object' && table !== null && !Array.isArray(table) ? (table as TableRecord) : undefined;
}

const seatTaken = (metadata: TableMetadata, seat: string): boolean => Boolean(playerAt(metadata, seat)?.name);

export function allSeatsTaken(metadata: TableMetadata): boolean {
  const seats = seatsOf(metadata);
  return seats.length > 0 && seats.every((seat) => seatTaken(metadata, seat));
}

/** The seats a person holds (taken, and not played by the server as a bot seat). */
export const peopleSeats = (metadata: TableMetadata): string[] =>
  seatsOf(metadata).filter((seat) => seatTaken(metadata, seat) && !isBotData(playerAt(metadata, seat)?.data));

export const freeSeats = (metadata: TableMetadata): string[] => seatsOf(metadata).filter((seat) => !seatTaken(metadata, seat));

/** Whether play has started: moves accepted, bots playing, clocks running. */
export function isStarted(metadata: TableMetadata): boolean {
  const table = tableOf(metadata);
  return table ? typeof table.startedAt === 'number' : allSeatsTaken(metadata);
}

/** The seat whose person may start the match now with bots: the recorded host while that seat is a person's, else the first person's seat; null when nobody is seated. */
export function hostSeat(metadata: TableMetadata): string | null {
  const people = peopleSeats(metadata);
  const host = tableOf(metadata)?.host;
  if (host !== undefined && people.includes(host)) return host;
  return people[0] ?? null;
}
