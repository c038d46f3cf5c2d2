/**
 * The order of play between decisions: runs every step that needs nobody's
 * choice (remove tokens, turn order, tribal reduction, benefits, game end,
 * maintenance, recruitment draws) until a player must decide or the game is
 * over. With `untilPhaseChange`, it stops as soon as the phase changes, so
 * boardgame.io's phases each run their own part (from their onBegin).
 */
import { beginConflict, currentBidder, statesRecruiting } from './conflict';
import { gameEndReasons, runMaintenance } from './maintenance';
import { beginResolution, beginTurn, benefitQueue, currentActor, endOfConflict, reduceTribalRelations, runBenefit } from './resolution';
import type { Rng } from '../rng';
import { computeScores } from './scoring';
import { log, logCard } from './log';
import { STATE_NAMES } from './spaces';
import type { GameState } from './state';

/** advance's options when none are given (shared: it runs after every move). */
const RUN_ALL: { untilPhaseChange?: boolean } = Object.freeze({});

export function advance(G: GameState, rng: Rng, opts: { untilPhaseChange?: boolean } = RUN_ALL): void {
  const startPhase = G.phase;
  for (;;) {
    if (opts.untilPhaseChange && G.phase !== startPhase) return;
    // A card's choice waits for its owner before anything else happens.
    if (G.pending.length > 0 && G.step.kind !== 'gameOver') return;
    switch (G.step.kind) {
      case 'recruit':
        if (statesRecruiting(G).length > 0) return;
        G.step = { kind: 'selectAlliance' };
        continue;
      case 'selectAlliance':
        return;
      case 'bidding':
        if (currentBidder(G)) return;
        // All generals assigned or every state passed: end-of-conflict effects, then resolution.
        G.step = { kind: 'endConflict' };
        endOfConflict(G);
        continue;
      case 'endConflict':
        G.phase = 'resolution';
        G.step = { kind: 'startResolution' };
        continue;
      case 'startResolution':
        beginResolution(G);
        continue;
      case 'actions': {
        const actor = currentActor(G);
        if (actor) {
          if (beginTurn(G, actor)) continue;
          return;
        }
        G.step = { kind: 'endRound' };
        continue;
      }
      case 'endRound':
        // Steps 4 and 5 of the Resolution Phase.
        reduceTribalRelations(G);
        G.step = { kind: 'benefits', queue: benefitQueue(G) };
        continue;
      case 'benefits': {
        // One card at a time: its choices are answered before the next card acts.
        const next = G.step.queue.shift();
        if (next) runBenefit(G, next.state, next.card);
        else G.step = { kind: 'roundEndCheck' };
        continue;
      }
      case 'roundEndCheck':
        endRound(G);
        continue;
      case 'maintenance':
        runMaintenance(G);
        G.phase = 'conflict';
        G.step = { kind: 'startConflict' };
        continue;
      case 'startConflict':
        beginConflict(G, rng);
        continue;
      case 'gameOver':
        return;
    }
  }
}

/** After steps 4 and 5 of the Resolution Phase: the game-end check. */
function endRound(G: GameState): void {
  const reasons = gameEndReasons(G);
  if (reasons.length > 0) {
    // The game ends after the Resolution Phase; Update and Maintenance is skipped.
    G.phase = 'gameOver';
    G.step = { kind: 'gameOver' };
    G.result = computeScores(G, reasons);
    for (const e of G.result.cardEffects) logCard(G, e.state, e.card, e.text);
    log(G, undefined, `The game ends: ${reasons.join('; ')}. ${STATE_NAMES[G.result.winner]} wins.`);
    return;
  }
  G.phase = 'maintenance';
  G.step = { kind: 'maintenance' };
}
