/**
 * Dragons & Tigers as the server serves it: its contract's own boardgame.io game (one move carries
 * every decision), no setup options online, and its Easy, Medium and Hard bots in bot seats, decided
 * in the decision pool's threads (decisionBots.ts); Medium stands in for a player who left.
 */
import { DT_LEVELS, type DtLevel } from '../../bots/dragonsAndTigers/registry';
import { dragonsAndTigers } from '../../game/dragonsAndTigers/contract';
import { serverGameOfContract, type ServerGame } from './serverGame';

const LEVELS = Object.keys(DT_LEVELS) as DtLevel[];

export const dragonsAndTigersServer = (): ServerGame =>
  serverGameOfContract(dragonsAndTigers, {
    bots: { difficulties: LEVELS, standIn: 'medium', label: (level) => DT_LEVELS[level as DtLevel]?.label ?? level },
  });
