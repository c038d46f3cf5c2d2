/**
 * Dragons & Tigers' bot worker (built as dragonsAndTigersBots.js by scripts/boardBuild.ts): the page's
 * bots think here, off the page's thread, from the seat's view the page sends (shell/botWorkerHost.ts).
 */
import { type BotPort, serveBots } from '../shell/botWorkerHost';
import { DT_BOTS } from './bots';

serveBots(self as unknown as BotPort, DT_BOTS);
