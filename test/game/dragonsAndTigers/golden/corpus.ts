/**
 * The golden corpus of Dragons & Tigers (issue 37): seeded games of the contract's uniform random
 * mover through the pure rules, each summed up by its move count, a hash of its final state without
 * the log and a hash of the log. Speed work must leave every one unchanged; only a documented rule fix
 * or change of the move set or the state's JSON may re-record test/game/dragonsAndTigers/golden/games.json
 * (`DT_GOLDEN_RECORD=1 npx vitest run test/game/dragonsAndTigers/golden`, saying which change did what).
 * The log's hash apart, so a change of the log's words alone shows as that, the game's play unchanged.
 */
import { createHash } from 'node:crypto';
import { randomGame } from '../randomGame';

export const GOLDEN_FILE = 'test/game/dragonsAndTigers/golden/games.json';

export interface GoldenRecord {
  seed: string;
  seats: number;
  moves: number;
  /** sha256 of the final state as JSON without its log (first 16 hex digits). */
  hash: string;
  /** sha256 of the final state's log as JSON (first 16 hex digits). */
  log: string;
}

const sha = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

/** The corpus: which games, in order. Changing this list changes the corpus (re-record). */
export function goldenGames(): { seed: string; seats: number }[] {
  const games: { seed: string; seats: number }[] = [];
  for (const [seats, count] of [
    [2, 24],
    [3, 4],
    [4, 4],
  ])
    for (let i = 0; i < count; i++) games.push({ seed: `dt-golden-${seats}-${i}`, seats });
  return games;
}

/** One game: a uniform draw over the legal moves from the rules' own seeded source, played in place. */
export function playGolden({ seed, seats }: { seed: string; seats: number }): GoldenRecord {
  const { G, moves } = randomGame(seed, seats);
  const { log, ...rest } = G;
  return { seed, seats, moves, hash: sha(rest), log: sha(log) };
}
