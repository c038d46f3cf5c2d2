/**
 * The page's entry: the shell with the games this page offers. `?botDelay=ms` sets the bots' shortest
 * visible thinking time; `?hintMs=ms` the advisor's thinking time per hint; `?storyGames=n` the games
 * simulated per position of the end-of-game chart.
 */
import { createRoot } from 'react-dom/client';
import { dragonsAndTigersListing } from './dragonsAndTigers/listing';
import { Shell } from './shell/Shell';
import { threeKingdomsReduxPage } from './threeKingdomsRedux/page';

const params = new URLSearchParams(window.location.search);
const numberParam = (name: string): number | undefined => {
  const n = Number(params.get(name));
  return params.has(name) && Number.isFinite(n) && n >= 0 ? n : undefined;
};
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const botDelayMs = numberParam('botDelay');
const games = [
  threeKingdomsReduxPage({ botDelayMs, hintBudgetMs: numberParam('hintMs'), storyGames: numberParam('storyGames') }),
  dragonsAndTigersListing,
];
createRoot(root).render(<Shell games={games} botDelayMs={botDelayMs} />);
