/** The page's entry: mounts the App. `?botDelay=ms` sets the bots' shortest visible thinking time. */
import { createRoot } from 'react-dom/client';
import { App } from './App';

const params = new URLSearchParams(window.location.search);
const delay = Number(params.get('botDelay'));
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(<App botDelayMs={params.has('botDelay') && Number.isFinite(delay) ? delay : undefined} />);
