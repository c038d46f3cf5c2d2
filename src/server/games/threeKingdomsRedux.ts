/**
 * Three Kingdoms Redux as the server serves it: its contract, its own boardgame.io game (named
 * moves, ../../game/game.ts), the setup options an online match takes, and the server's bots for
 * its bot seats and stand-ins. The only module of the server that names the game.
 */
import { DIFFICULTIES, DIFFICULTY_LEVELS, type Difficulty } from '../../bots/threeKingdomsRedux/registry';
import { applyDecision } from '../../game/threeKingdomsRedux/engine';
import { makeGame, movesDecidedByMaster, toBgioAction } from '../../game/threeKingdomsRedux/game';
import type { Move } from '../../game/threeKingdomsRedux/moves';
import type { GameState } from '../../game/threeKingdomsRedux/state';
import { threeKingdomsRedux } from '../../game/threeKingdomsRedux/contract';
import { STATES, type StateId } from '../../game/threeKingdomsRedux/types';
import { moveNamesOf, processedForServer, type SeatPlay, type ServerGame } from './serverGame';

/** A scenario's fields an online match takes; `hints`: the creator lets every player ask the advisor about their own view. */
const ONLINE_FIELDS: readonly string[] = ['tutorial', 'hanEmperorCriterion', 'hints'];

/** Set-ups are listed publicly: a seed or fixed cards would tell the creator (and anyone reading the list) hidden cards or every shuffle. */
const REFUSED_FIELDS: Record<string, string> = {
  seed: 'setupData.seed is not accepted online: whoever knows the seed can work out every shuffle; the server seeds each match itself',
  generals:
    'setupData.generals is not accepted online: match set-ups are listed publicly, so fixed generals would show hidden cards to everyone',
  enhancementHands:
    'setupData.enhancementHands is not accepted online: match set-ups are listed publicly, so fixed hands would show hidden cards to everyone',
};

function onlineSetupError(setupData: Record<string, unknown>): string | null {
  if (setupData.tutorial !== undefined && typeof setupData.tutorial !== 'boolean') return 'setupData.tutorial must be true or false';
  if (setupData.hints !== undefined && typeof setupData.hints !== 'boolean')
    return 'setupData.hints must be true or false (true: the players may ask for hints)';
  const criterion = setupData.hanEmperorCriterion;
  if (criterion !== undefined && criterion !== 'administration' && criterion !== 'combat')
    return 'setupData.hanEmperorCriterion must be "administration" or "combat"';
  return null;
}

/**
 * The parts of a Three Kingdoms Redux view a move did not change (../sockets/viewReuse.ts). The view
 * (`observe`, src/game/playerView.ts) rebuilds every player's part, the decks and the card data on
 * every call; each is taken from the view before when everything `observe` makes it from is the same
 * object in both raw states:
 * - a player's part, from that player's state alone (hidden for other seats, the seat's own with its
 *   undrawn cards unordered);
 * - the decks, from the decks alone (their cards shown as 'hidden');
 * - the card data, from the card data and every player's `revealed`.
 * test/server/viewReuse.test.ts checks over whole games that every view equals `observe`'s own, and
 * fails if `observe` comes to make one of these parts from anything else.
 */
function reuseGameParts(seen: GameState, seenBefore: GameState, G: GameState, before: GameState): GameState {
  // A view that passes the raw state on (no view function) has nothing rebuilt to take.
  if (!G || !before || !seen || !seenBefore || seen === G || !G.players || !before.players || !seen.players || !seenBefore.players)
    return seen;
  let players = seen.players;
  // Every player's part unchanged: the players' object before, so the patch skips it whole.
  let allKept = seen.players !== G.players;
  for (const s of STATES) {
    const kept = seenBefore.players[s];
    if (G.players[s] !== before.players[s] || kept === undefined || seen.players === G.players) {
      allKept = false;
      continue;
    }
    if (players[s] === kept) continue;
    if (players === seen.players) players = { ...players };
    players[s] = kept;
  }
  if (allKept && sameKeys(seen.players, seenBefore.players)) players = seenBefore.players;
  const decks = G.decks === before.decks && seen.decks !== G.decks ? seenBefore.decks : seen.decks;
  const cardData =
    G.cardData === before.cardData &&
    seen.cardData !== G.cardData &&
    STATES.every((s) => G.players[s]?.revealed === before.players[s]?.revealed)
      ? seenBefore.cardData
      : seen.cardData;
  if (players === seen.players && decks === seen.decks && cardData === seen.cardData) return seen;
  return { ...seen, players, decks, cardData };
}

/** The moves boardgame.io takes on a newer state than the one they were sent on (src/game/game.ts, `simultaneous`). */
const SIMULTANEOUS_MOVES = new Set<Move['type']>(['recruit']);

/** How the server's bots play a seat: named moves, judged by the rules' own decision function. */
const SEAT_PLAY: SeatPlay = {
  clientGame: () => movesDecidedByMaster(makeGame()),
  stillLegal(view, seat, move) {
    try {
      return applyDecision(structuredClone(view as GameState), seat as StateId, move as Move).ok;
    } catch {
      return false;
    }
  },
  send(moves, move) {
    const { move: name, args } = toBgioAction(move as Move);
    moves[name]!(...args);
  },
  simultaneous: (move) => SIMULTANEOUS_MOVES.has((move as Move).type),
};

const sameKeys = (a: object, b: object): boolean => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k));
};

/** The server's Three Kingdoms Redux: a fresh record (and boardgame.io game) per call. */
export function threeKingdomsReduxServer(): ServerGame {
  const game = processedForServer(threeKingdomsRedux.boardgame());
  return {
    contract: threeKingdomsRedux,
    name: threeKingdomsRedux.id,
    game,
    moveNames: moveNamesOf(game),
    online: { fields: ONLINE_FIELDS, refused: REFUSED_FIELDS, error: onlineSetupError },
    bots: {
      difficulties: DIFFICULTIES,
      standIn: 'medium' satisfies Difficulty,
      label: (difficulty) => DIFFICULTY_LEVELS[difficulty as Difficulty].label,
      play: SEAT_PLAY,
    },
    paced: true,
    reuseViewParts: (seen, seenBefore, G, before) =>
      reuseGameParts(seen as GameState, seenBefore as GameState, G as GameState, before as GameState),
  };
}
