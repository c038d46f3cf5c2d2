/**
 * The games a server serves, by name. boardgame.io's Server routes each one's Lobby API calls
 * (`/games/<name>/...`) and sockets (namespace `/<name>`); the Lobby's `GET /games` lists them.
 */
import { dragonsAndTigersServer } from './dragonsAndTigers';
import type { ServerGame } from './serverGame';
import { threeKingdomsReduxServer } from './threeKingdomsRedux';

export class GameRegistry {
  private readonly byName = new Map<string, ServerGame>();

  constructor(readonly games: readonly ServerGame[]) {
    if (games.length === 0) throw new Error('the server serves at least one game');
    for (const game of games) {
      if (!/^[a-z0-9-]+$/.test(game.name)) throw new Error(`a game's name is lower-case letters, digits and "-", not "${game.name}"`);
      if (this.byName.has(game.name)) throw new Error(`two games are named "${game.name}"`);
      this.byName.set(game.name, game);
    }
  }

  get(name: string): ServerGame | undefined {
    return this.byName.get(name);
  }

  has(name: string): boolean {
    return this.byName.has(name);
  }

  get names(): string[] {
    return [...this.byName.keys()];
  }
}

/** What a server serves unless told otherwise. */
export const defaultServerGames = (): ServerGame[] => [threeKingdomsReduxServer(), dragonsAndTigersServer()];
