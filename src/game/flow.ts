/**
 * The order of play between decisions: runs every step that needs nobody's
 * choice (remove tokens, turn order, tribal reduction, benefits, game end,
 * maintenance) until a player must decide or the game is over.
 */
import { beginConflict, currentBidder, statesRecruiting } from './conflict';
import { gameEndReasons, runMaintenance } from './maintenance';
import { beginResolution, currentActor, endOfRoundBenefits, reduceTribalRelations } from './resolution';
import type { Rng } from './rng';
import { computeScores } from './scoring';
import { log } from './log';
import { STATE_NAMES } from './spaces';
import type { GameState } from './state';

export function advance(G: GameState, rng: Rng): void {
  for (;;) {
    switch (G.step.kind) {
      case 'recruit':
        if (statesRecruiting(G).length > 0) return;
        G.step = { kind: 'selectAlliance' };
        continue;
      case 'selectAlliance':
        return;
      case 'bidding':
        if (currentBidder(G)) return;
        // All generals assigned or every state passed: the Resolution Phase begins.
        beginResolution(G);
        continue;
      case 'actions':
        if (currentActor(G)) return;
        endRound(G, rng);
        continue;
      case 'gameOver':
        return;
    }
  }
}

function endRound(G: GameState, rng: Rng): void {
  reduceTribalRelations(G);
  endOfRoundBenefits(G);
  const reasons = gameEndReasons(G);
  if (reasons.length > 0) {
    // The game ends after the Resolution Phase; Update and Maintenance is skipped.
    G.phase = 'gameOver';
    G.step = { kind: 'gameOver' };
    G.result = computeScores(G, reasons);
    log(G, undefined, `The game ends: ${reasons.join('; ')}. ${STATE_NAMES[G.result.winner]} wins.`);
    return;
  }
  runMaintenance(G);
  beginConflict(G, rng);
}
