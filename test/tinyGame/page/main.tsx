/** A page offering High Card Duel beside Three Kingdoms Redux, built by test/e2e/tinyGamePage.test.ts. */
import { createRoot } from 'react-dom/client';
import { Shell } from '../../../src/board/shell/Shell';
import { threeKingdomsReduxPage } from '../../../src/board/threeKingdomsRedux/page';
import { duelPage } from './duelPage';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(<Shell games={[threeKingdomsReduxPage(), duelPage]} botDelayMs={0} />);
