/**
 * Three Kingdoms Redux as the page shell knows it: its contract, a line for the list of games, its
 * rules panel, and its own screens (start screen, hotseat and AI matches, the online lobby, saved
 * games, replays), which the shell shows once the game is chosen.
 */
import { threeKingdomsRedux } from '../../game/threeKingdomsRedux/contract';
import type { PageGame } from '../shell/pageGame';
import { App } from './App';
import { HelpPanel } from './help/HelpPanel';
import { START_LINES } from './help/overview';
import { parseRoute } from './online/route';
import { parseLocalHash } from './saved/savedGames';

export interface ThreeKingdomsReduxPageSettings {
  /** Shortest visible bot thinking time (ms). */
  botDelayMs?: number;
  /** The advisor's thinking time per hint (ms). */
  hintBudgetMs?: number;
  /** Games simulated per position for the end-of-game chart. */
  storyGames?: number;
}

export function threeKingdomsReduxPage(settings: ThreeKingdomsReduxPageSettings = {}): PageGame {
  return {
    contract: threeKingdomsRedux,
    summary: START_LINES[0],
    RulesPanel: HelpPanel,
    // biome-ignore lint/correctness/noComponentHookFactories: made once, when main.tsx lists the page's games
    play: { kind: 'own', Screens: ({ onExit }) => <App {...settings} onExit={onExit} /> },
    ownsAddress: (hash) => parseLocalHash(hash) !== null || parseRoute(hash) !== null,
  };
}
