/**
 * Principle 3 and tkr-reference §5 "Hidden information", as a property over
 * whole games (issue 16): in seeded games where states keep generals in hand
 * (policies that hold generals back) and hold many cards (card-rich setups),
 * after every move every seat's view and the spectator's hold no id and no
 * name of a card that seat may not know: another state's unrevealed
 * generals (lords excepted: known from setup), its enhancement hand, drawn
 * and undrawn cards, and the decks. Each view is scanned whole, every field
 * of G it passes on (docs/hidden-information.md); the log, which only grows,
 * entry by entry as it is written.
 */
import { describe, expect, it } from 'vitest';
import { fastRandomMove } from '../../../src/bots/threeKingdomsRedux/random';
import { heuristicMove } from '../../../src/bots/threeKingdomsRedux/heuristic';
import { applyMove, newGame, statesToAct } from '../../../src/game/threeKingdomsRedux/engine';
import type { Move } from '../../../src/game/threeKingdomsRedux/moves';
import { observe } from '../../../src/game/threeKingdomsRedux/playerView';
import { randomInt, seededRng, type Rng } from '../../../src/game/rng';
import type { GameState } from '../../../src/game/threeKingdomsRedux/state';
import { STATES, type StateId } from '../../../src/game/threeKingdomsRedux/types';
import { enrichForCards } from '../../builders';
import { leaksInJson, secretsOf } from '../../secrets';

type Seat = StateId | null;
type Policy = (view: GameState, seat: StateId, rng: Rng) => Move;

/** Passes often and declines often: generals stay in hand, unrevealed, for whole rounds. */
const holdBack: Policy = (view, seat, rng) => fastRandomMove(view, seat, rng, { pass: 0.6, decline: 0.25, attempts: 8, skill: 0.1 });
/** Plays to win (assigns most generals; its choices are the cards' real uses). */
const heuristic: Policy = (view, seat) => heuristicMove(view, seat);

/** Plays one whole game, checking every view after every move; returns the number of moves checked. */
function playChecked(seed: string, policies: Record<StateId, Policy>, cardRich: boolean): number {
  const rules = seededRng(seed);
  const bots = Object.fromEntries(STATES.map((s) => [s, seededRng(`${seed}:${s}`) as Rng])) as Record<StateId, Rng>;
  const G = newGame({}, rules);
  if (cardRich) enrichForCards(G, rules);
  let logChecked = 0;
  let moves = 0;
  const check = (after: string) => {
    for (const seat of [...STATES, null] as Seat[]) {
      const secrets = secretsOf(G, seat);
      const view = observe(G, seat);
      const found = [
        ...leaksInJson(JSON.stringify({ ...view, log: [] }), secrets),
        ...leaksInJson(JSON.stringify(view.log.slice(logChecked)), secrets),
      ];
      if (found.length)
        throw new Error(`${seed}, after ${after}: the view of ${seat ?? 'a spectator'} names ${[...new Set(found)].join(', ')}`);
    }
    logChecked = G.log.length;
  };
  check('setup');
  while (statesToAct(G).length > 0 && moves < 4000) {
    const s = statesToAct(G)[0];
    const move = policies[s](observe(G, s), s, bots[s]);
    const result = applyMove(G, s, move, rules);
    if (!result.ok) throw new Error(`${seed}: ${s} chose a refused move: ${result.error}`);
    moves++;
    check(`move ${moves} (${s} ${move.type})`);
  }
  expect(G.result, `${seed} ended`).not.toBeNull();
  return moves;
}

describe('hidden information over whole games (Principle 3, tkr-reference §5; R14; issue 16)', () => {
  it('no view of any seat or of a spectator names a card it may not know, after any move, in games that hold generals back', () => {
    let moves = 0;
    for (let i = 0; i < 12; i++) {
      const rng = seededRng(`lineup-${i}`);
      const heuristicSeat = STATES[randomInt(rng, 3)];
      const policies = Object.fromEntries(STATES.map((s) => [s, s === heuristicSeat && i % 2 === 0 ? heuristic : holdBack])) as Record<
        StateId,
        Policy
      >;
      moves += playChecked(`hidden-whole-${i}`, policies, i % 3 !== 2);
    }
    expect(moves).toBeGreaterThan(2000);
  });
});
