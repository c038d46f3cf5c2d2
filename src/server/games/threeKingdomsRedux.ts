/**
 * Three Kingdoms Redux as the server serves it: its contract, its own boardgame.io game (named
 * moves, ../../game/game.ts), the setup options an online match takes, and the server's bots for
 * its bot seats and stand-ins. The only module of the server that names the game.
 */
import { DIFFICULTIES, DIFFICULTY_LEVELS, type Difficulty } from '../../bots/registry';
import { threeKingdomsRedux } from '../../game/threeKingdomsRedux';
import { moveNamesOf, processedForServer, type ServerGame } from './serverGame';

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
  return null;
}

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
    },
    paced: true,
  };
}
