/** Seeded Dragons & Tigers games for the bots' tests, played through the contract. */
import { dragonsAndTigers as game } from '../../../src/game/dragonsAndTigers/contract';
import type { DtState, Move, Seat } from '../../../src/game/dragonsAndTigers/model/state';
import { seededRng } from '../../../src/game/rng';
import type { GameBot } from '../../../src/bots/bot';

type DtBot = GameBot<DtState, Move, Seat>;

/**
 * Plays up to `moves` decisions of a `seatCount`-seat game from `seed`, each seat's bot shown its view;
 * throws when a bot chooses a move that is not among the legal ones or that the rules refuse.
 */
export function playChecked(seed: string, seatCount: number, bots: readonly DtBot[], moves: number): DtState {
  const rules = seededRng(seed);
  const G = game.newGame({}, rules, seatCount);
  const seats = game.seats.ids(seatCount);
  const rngs = seats.map((seat) => seededRng(`bot:${seat}:${seed}`));
  for (let n = 0; n < moves; n++) {
    const seat = game.toAct(G)[0];
    if (seat === undefined) break;
    const i = seats.indexOf(seat);
    const move = bots[i].decide(game.view(G, seat), seat, rngs[i]);
    const listed = game.legalMoves(G, seat).some((m) => JSON.stringify(m) === JSON.stringify(move));
    if (!listed) throw new Error(`${bots[i].name} (${seat}) chose a move not among the legal ones: ${JSON.stringify(move)}`);
    const refusal = game.playInPlace(G, seat, move, rules);
    if (refusal !== null) throw new Error(`${bots[i].name} (${seat}) chose a refused move: ${refusal}`);
  }
  return G;
}

/** The state after `moves` decisions of random play from `seed` stopped at the first `kind` decision after them. */
export function randomStateAt(seed: string, seatCount: number, moves: number, kind: DtState['decision']['kind']): DtState {
  const rules = seededRng(seed);
  const bot = seededRng(`random:${seed}`);
  const G = game.newGame({}, rules, seatCount);
  for (let n = 0; n < 5000; n++) {
    const seat = game.toAct(G)[0];
    if (seat === undefined) break;
    if (n >= moves && G.decision.kind === kind) return G;
    const legal = game.legalMoves(G, seat);
    game.playInPlace(G, seat, legal[Math.floor(bot.next() * legal.length)], rules);
  }
  throw new Error(`no ${kind} decision after ${moves} moves of seed ${seed}`);
}
