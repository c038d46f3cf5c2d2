/**
 * Applying a seat's move: who may decide (the decision stored in the state), the move checked as
 * untrusted input, applied in place, then the game run on to the next decision (flow.ts).
 */
import { advance } from './flow';
import { field } from './moveCheck';
import { SEAT_IDS, SEAT_NAMES, type Decision, type DtState, type Seat } from './model/state';
import { newGameState } from './setup';
import { activateMove, chooseMainMove, diplomacyMove, draftMove, levyMove, relocateAlliesMove, relocateCharacterMove } from './turnMoves';
import { eventMove } from './eventMoves';
import { movementMove } from './marchMove';
import { decreeMove } from './imperialDecree';
import { battleOrderMove, betrayalMove, casualtiesMove, commandMove, retreatMove } from './combatMoves';
import type { RandomSource } from '../contract';

type AnyHandler = (G: DtState, decision: Decision, type: unknown, move: object, random: RandomSource) => string | null;

const HANDLERS: Record<Exclude<Decision['kind'], 'over'>, AnyHandler> = {
  draft: draftMove as AnyHandler,
  event: eventMove as AnyHandler,
  decree: decreeMove as AnyHandler,
  chooseMain: chooseMainMove as AnyHandler,
  activate: activateMove as AnyHandler,
  diplomacy: diplomacyMove as AnyHandler,
  levy: levyMove as AnyHandler,
  movement: movementMove as AnyHandler,
  battleOrder: battleOrderMove as AnyHandler,
  betrayal: betrayalMove as AnyHandler,
  command: commandMove as AnyHandler,
  casualties: casualtiesMove as AnyHandler,
  retreat: retreatMove as AnyHandler,
  relocateCharacter: relocateCharacterMove as AnyHandler,
  relocateAllies: relocateAlliesMove as AnyHandler,
};

/** A new game of `seatCount` seats at its first decision (the draft's first pick). */
export function startGame(seatCount: number, random: RandomSource): DtState {
  const G = newGameState(seatCount, random);
  advance(G, random);
  return G;
}

/** The seats whose decision it is: the one the pending decision names (none once over). */
export const seatsToAct = (G: DtState): Seat[] => (G.decision.kind === 'over' ? [] : [G.decision.seat]);

/**
 * Plays `move` for `seat` on `G`, changing it in place. The refusal's reason when illegal; every check
 * comes before the first change, so a refused move leaves `G` as it was.
 */
export function playInPlace(G: DtState, seat: Seat, move: unknown, random: RandomSource): string | null {
  const decision = G.decision;
  if (decision.kind === 'over') return 'The game is over.';
  if (typeof seat !== 'string' || !(SEAT_IDS as readonly string[]).includes(seat) || !G.seats.includes(seat))
    return `${String(seat)} is not a seat of this game.`;
  if (decision.seat !== seat) return `It is ${SEAT_NAMES[decision.seat]}'s decision now, not ${SEAT_NAMES[seat]}'s.`;
  if (typeof move !== 'object' || move === null || Array.isArray(move)) return 'A move is an object with a "type".';
  const type = field(move, 'type');
  if (typeof type !== 'string') return 'A move is an object with a "type".';
  const error = HANDLERS[decision.kind](G, decision, type, move, random);
  if (error) return error;
  advance(G, random);
  return null;
}
