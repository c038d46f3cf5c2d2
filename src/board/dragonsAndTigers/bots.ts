/** Dragons & Tigers' bots as the page offers them: the levels Easy, Medium and Hard, for the page and its bot worker alike. */
import { createDtBot, DT_LEVELS, type DtLevel } from '../../bots/dragonsAndTigers/registry';
import type { PageBot } from '../shell/pageGame';

export const dtPageBot = (level: DtLevel): PageBot => ({
  id: level,
  label: `${DT_LEVELS[level].label}: ${DT_LEVELS[level].description}`,
  create: () => createDtBot(level),
});

/** The bots offered against the AI, the first the default: Medium decides at once, Hard thinks about a second a march. */
export const DT_BOTS: readonly PageBot[] = [dtPageBot('medium'), dtPageBot('easy'), dtPageBot('hard')];

/** The bots' Web Worker script (botWorker.ts), built beside the page by scripts/boardBuild.ts under this name. */
export const DT_BOT_WORKER = 'dragonsAndTigersBots.js';
