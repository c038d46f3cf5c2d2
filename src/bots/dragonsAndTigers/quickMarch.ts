/**
 * A fast march policy for the search's playouts: each listed march is judged where it stands, with no
 * copy of the state, by the strike it makes (its armies after attrition against what holds the area it
 * ends in, by `winChance`, and that area's worth). The best strike likely won is played; otherwise the
 * mover is done. It copies and plays nothing, unlike the heuristic's one-ply look (lookahead.ts), so a
 * playout can go on through a rival's turn.
 */
import { CHARACTERS } from '../../game/dragonsAndTigers/data/characters';
import { borderKind } from '../../game/dragonsAndTigers/data/map';
import { attritionLosses } from '../../game/dragonsAndTigers/data/tables';
import type { DtState, Move, Seat } from '../../game/dragonsAndTigers/model/state';
import { areaWorth, armyWorth, controllerOf, forcesIn, winChance } from './evaluate';

type March = Extract<Move, { type: 'march' }>;

/** A strike must be at least this likely to win to be worth its armies. */
const STRIKE_THRESHOLD = 0.55;

/** The armies of a march that reach its last area: attrition on each border into ground not the mover's (4.5.1-4.5.2). */
function arriving(G: DtState, m: March, seat: Seat, moving: number, boats: boolean): number {
  let from = G.characters[m.character].area!;
  let left = moving;
  for (const step of m.path) {
    const kind = borderKind(from, step.area);
    const holder = G.control[step.area];
    const own = holder !== null && controllerOf(G, holder) === seat;
    if (!own && (kind === 'mountain' || kind === 'river')) left -= attritionLosses(left, kind === 'river' && boats);
    left -= step.dropOff;
    from = step.area;
  }
  return Math.max(0, left);
}

/** The value for `seat` of one march, where it stands: positive only for a strike likely won. */
function strikeValue(G: DtState, seat: Seat, m: March): number {
  const to = m.path[m.path.length - 1].area;
  const holder = G.control[to];
  if (holder !== null && controllerOf(G, holder) === seat) return 0;
  const leader = CHARACTERS[m.character];
  let moving = m.armies;
  let command = leader.command;
  let valor = leader.valor;
  let boats = leader.boats;
  for (const c of m.companions) {
    const ratings = CHARACTERS[c.character];
    moving += c.armies;
    command = Math.max(command, ratings.command);
    valor = Math.max(valor, ratings.valor);
    boats ||= ratings.boats;
  }
  if (moving === 0) return 0;
  const armies = arriving(G, m, seat, moving, boats);
  const defender = { armies: 0, command: 1, valor: 0 };
  for (const f of forcesIn(G, to)) {
    if (f.controller === seat) continue;
    defender.armies += f.armies;
    defender.command = Math.max(defender.command, f.command);
    defender.valor = Math.max(defender.valor, f.valor);
  }
  const chance = winChance({ armies, command, valor }, defender);
  if (chance < STRIKE_THRESHOLD) return 0;
  const expectedLoss = Math.min(armies, defender.armies) * armyWorth(G);
  return chance * areaWorth(G, to) - expectedLoss * (1 - chance);
}

/** The playout's march for `seat` among `moves` (a movement decision's legal moves): the best strike, or `done`. */
export function quickMarch(G: DtState, seat: Seat, moves: readonly Move[]): Move {
  let best: Move = { type: 'done' };
  let bestValue = 0;
  for (const m of moves) {
    if (m.type !== 'march' || m.emperor) continue;
    const value = strikeValue(G, seat, m);
    if (value > bestValue) {
      bestValue = value;
      best = m;
    }
  }
  return best;
}
