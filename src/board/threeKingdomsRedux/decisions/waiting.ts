/**
 * What a seat reads while the decision is someone else's. The engine reads
 * whose decision it is from a seat's view as from G (hidden hands by count).
 */
import { STATE_NAMES } from '../../../game/threeKingdomsRedux/spaces';
import type { GameState } from '../../../game/threeKingdomsRedux/state';
import type { StateId } from '../../../game/threeKingdomsRedux/types';
import { listStates } from './text';
import { currentDecision, statesToAct } from '../../../game/threeKingdomsRedux/engine';

/** The testable kind of the panel: the engine's decision, or waiting/gameOver for this seat. */
export type PanelKind = 'recruit' | 'selectAlliance' | 'bid' | 'action' | 'choice' | 'waiting' | 'gameOver';

export function panelKind(G: GameState, seat: StateId): PanelKind {
  const d = currentDecision(G);
  if (d.kind === 'gameOver') return 'gameOver';
  if (d.kind === 'automatic' || !statesToAct(G).includes(seat)) return 'waiting';
  return d.kind;
}

/** "Waiting for Wu to bid", "Waiting for Wu and Shu to recruit generals". */
export function waitingMessage(G: GameState, seat: StateId): string {
  const d = currentDecision(G);
  switch (d.kind) {
    case 'recruit': {
      const others = d.states.filter((s) => s !== seat);
      return `Waiting for ${listStates(others)} to recruit generals`;
    }
    case 'selectAlliance':
      return `Waiting for ${STATE_NAMES[d.state]} to choose the alliance action space`;
    case 'bid':
      return `Waiting for ${STATE_NAMES[d.state]} to bid`;
    case 'action':
      return `Waiting for ${STATE_NAMES[d.state]} to take actions`;
    case 'choice':
      return `Waiting for ${STATE_NAMES[d.state]} to decide on a card's choice`;
    case 'automatic':
      return 'Waiting for the game to continue';
    case 'gameOver':
      return 'The game is over';
  }
}
