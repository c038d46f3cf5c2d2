/**
 * What the game is and how it is won: the start screen's lines and the
 * Rules panel's first entry. The sentences are the rulebook's (Game Overview
 * & Goal, Game End), the numbers the engine's, so both say what the engine
 * plays: the end conditions are those gameEndReasons (src/game/maintenance.ts)
 * checks, from the same constants.
 */
import { EMPEROR_RANK, LAST_ROUND, MAX_DEVELOPMENT, STATIONED_GENERALS_TO_END } from '../../../game/threeKingdomsRedux/data/board';
import { SCORE_CATEGORIES } from '../../../game/threeKingdomsRedux/scoring';
import { STATES } from '../../../game/threeKingdomsRedux/types';
import { listSentence } from '../../../game/threeKingdomsRedux/words';
import { rankName, stateName } from '../labels';

export const OVERVIEW_ID = 'overview';
export const OVERVIEW_SOURCE = 'Rulebook, Game Overview & Goal; Game End';

const orList = (parts: readonly string[]) => `${parts.slice(0, -1).join(', ')} or ${parts[parts.length - 1]}`;

/** The ways a state ends the game before the last round, as the start screen says them. */
const EARLY_ENDS: readonly string[] = [
  `develops both farm and marketplace to level ${MAX_DEVELOPMENT}`,
  `becomes ${rankName(EMPEROR_RANK)}`,
  `stations its ${STATIONED_GENERALS_TO_END}th general at a border`,
];

/** The start screen's lines: what the game is, who wins, when it ends. */
export const START_LINES: readonly string[] = [
  `You lead one of three states, ${orList(STATES.map(stateName))}, for at most ${LAST_ROUND} rounds, bidding your generals for the actions that grow your state. The most victory points (VPs) at the end wins.`,
  `The game ends after round ${LAST_ROUND}, or sooner: after any round in which a state ${orList(EARLY_ENDS)}.`,
];

/** The overview entry's parts: paragraphs, then the game end conditions as a list. */
export const OVERVIEW = {
  title: 'Overview: how to win',
  lead: [
    `Each player leads one of three states (${listSentence(STATES.map(stateName))}) for at most ${LAST_ROUND} rounds.`,
    `“Three Kingdoms Redux is played over a number of rounds, up to a maximum of ${LAST_ROUND}. Players bid for various actions with their general tokens. The highest bidder of each action space obtains the right to carry out the actions.”`,
    `“The winner is the player with the most victory points (VPs) at the end of the game.” The VPs are counted in ${SCORE_CATEGORIES.length} categories (see Scoring categories); on a tie, the most gold and rice wins, then Shu before Wu before Wei.`,
  ],
  lines: [
    '“The game ends immediately after the Resolution Phase of a round when any of the following conditions is met:”',
    `Round ${LAST_ROUND}.`,
    `A player reaches level ${MAX_DEVELOPMENT} for both of his farm and marketplace developments.`,
    `A player gains promotion to ${rankName(EMPEROR_RANK)}, thereby disposing the Han emperor.`,
    `A player stations his ${STATIONED_GENERALS_TO_END}th general at a border location.`,
  ],
  source: OVERVIEW_SOURCE,
} as const;
