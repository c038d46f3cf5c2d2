import type { CardId } from './cardIds';
import type { GeneralId } from './data/generals';
import type { GameState, Phase } from './state';
import type { StateId } from './types';

/** Appends a plain-sentence entry to the public game log. */
export function log(G: GameState, state: StateId | undefined, text: string): void {
  G.log.push(state ? { round: G.round, state, text } : { round: G.round, text });
}

/**
 * Logs the heading that opens a phase (rulebook, Game Sequence: each round is
 * a Conflict Phase and a Resolution Phase, then Update and Maintenance), so
 * readers of the log know the phase without parsing its sentences.
 */
export function logPhase(G: GameState, phase: Phase, text: string): void {
  G.log.push({ round: G.round, text, phase });
}

/**
 * Logs a card's skill or effect firing (an "activation"). Every card module
 * calls this whenever its card acts, so the log says why resources changed
 * and the seeded property test can count activations per card. A general
 * whose skill visibly acts is shown to the table (as its owner would show the
 * card), so he joins the state's revealed generals. Never name another
 * hidden card in `text`.
 */
export function logCard(G: GameState, state: StateId, card: CardId, text: string): void {
  G.log.push({ round: G.round, state, text, card });
  const p = G.players[state];
  if (Object.hasOwn(p.recruitedIn, card) && !p.revealed.includes(card as GeneralId)) p.revealed.push(card as GeneralId);
}
