/**
 * Dragons & Tigers as the server serves it: its contract's own boardgame.io game (one move carries
 * every decision), no setup options online, and the uniformly random bot in bot seats and as the
 * stand-in until the game's own bots are listed here.
 */
import { dragonsAndTigers } from '../../game/dragonsAndTigers/contract';
import { serverGameOfContract, type ServerGame } from './serverGame';

export const dragonsAndTigersServer = (): ServerGame => serverGameOfContract(dragonsAndTigers);
