/**
 * The page's entry: mounts the App. `?botDelay=ms` sets the bots' shortest
 * visible thinking time; `?hintMs=ms` the advisor's thinking time per hint;
 * `?storyGames=n` the games simulated per position of the end-of-game chart.
 */
import { createRoot } from 'react-dom/client';
import { App } from './threeKingdomsRedux/App';

const params = new URLSearchParams(window.location.search);
const numberParam = (name: string): number | undefined => {
  const n = Number(params.get(name));
  return params.has(name) && Number.isFinite(n) && n >= 0 ? n : undefined;
};
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(<App botDelayMs={numberParam('botDelay')} hintBudgetMs={numberParam('hintMs')} storyGames={numberParam('storyGames')} />);
