/** What every game's `npm run bench` shares: timing whole games against a budget. */

export interface Measurement {
  games: number;
  moves: number;
  ms: number;
}

/** Plays games one after another until the time budget is spent (at least one game); `playOne` returns its moves. */
export function measure(budgetMs: number, playOne: (seed: string) => number): Measurement {
  playOne('warm-up');
  const start = performance.now();
  let games = 0;
  let moves = 0;
  let now = start;
  while (games === 0 || now - start < budgetMs) {
    moves += playOne(`bench-${games}`);
    games++;
    now = performance.now();
  }
  return { games, moves, ms: now - start };
}

const WIDTHS = [16, 20, 7, 9, 10, 11, 9];
const line = (cells: (string | number)[]) =>
  cells.map((c, i) => (i < 2 ? String(c).padEnd(WIDTHS[i]) : String(c).padStart(WIDTHS[i]))).join(' ');

/** The games table's heading: one row per policy and path follows (`measurementLine`). */
export function printTableHead(): void {
  console.log(line(['policy', 'path', 'games', 'games/s', 'moves/s', 'moves/game', 'ms/game']));
  console.log(line(WIDTHS.map((w) => '-'.repeat(w))));
}

export function measurementLine(policy: string, path: string, m: Measurement): string {
  const s = m.ms / 1000;
  return line([
    policy,
    path,
    m.games,
    (m.games / s).toFixed(1),
    Math.round(m.moves / s),
    (m.moves / m.games).toFixed(1),
    (m.ms / m.games).toFixed(2),
  ]);
}
