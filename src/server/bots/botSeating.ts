/**
 * The storage as boardgame.io's Lobby API sees it, with the bots seated in
 * every match it creates: boardgame.io builds a new match's metadata (seats
 * all free) and hands it to `createMatch`; the bot seats `setupData.bots`
 * names are filled in right there, before anything is stored. So a bot seat
 * is taken from the first instant the match exists, and no person's join can
 * race the bot's. This covers the Lobby API's create and playAgain (a rematch
 * keeps setupData, hence its bot seats) alike.
 */
import type { StorageAPI } from 'boardgame.io';
import { StorageWrapper } from '../storage/storageWrapper';
import type { ServerGameBots } from '../games/serverGame';
import { botSeatsOf, seatDeclaredBots } from './botSeats';

export class BotSeatingStorage extends StorageWrapper {
  constructor(
    inner: StorageAPI.Async,
    /** The bots of the game of that name, if the server has any for it. */
    private readonly botsOf: (gameName: string) => ServerGameBots | null | undefined,
    /** Told once the match is stored, with the seats already taken by bots (the server starts playing them). */
    private readonly onCreatedWithBots: (matchID: string) => void,
  ) {
    super(inner);
  }

  override async createMatch(matchID: string, opts: StorageAPI.CreateMatchOpts) {
    const bots = this.botsOf(opts.metadata.gameName);
    const withBots = bots !== null && bots !== undefined && Object.keys(botSeatsOf(opts.metadata.setupData)).length > 0;
    if (withBots) seatDeclaredBots(opts.metadata, bots);
    await this.inner.createMatch(matchID, opts);
    if (withBots) this.onCreatedWithBots(matchID);
  }
}
