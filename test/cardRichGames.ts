/**
 * Card-rich games for property tests: the golden corpus's builder games
 * (every enhancement in some hand) and explorer games (generals acting
 * before actions), replayed with the explorer policy.
 */
import { playGame } from '../src/game/threeKingdomsRedux/simulate';
import type { GameState } from '../src/game/threeKingdomsRedux/state';
import { explorer } from './game/threeKingdomsRedux/cards/explorer';
import { goldenGames } from './game/threeKingdomsRedux/golden/corpus';

export interface CardRichPick {
  /** Every this-many-th builder game (from the first). */
  builderEvery: number;
  /** Every this-many-th explorer game (from the first). */
  explorerEvery: number;
  /** At most this many games (builders' first); all picked when absent. */
  count?: number;
}

/** Plays the picked games (seeds `${seed}-0`, `${seed}-1`, ...), calling `afterMove` after every move. */
export function playCardRichGames(seed: string, pick: CardRichPick, afterMove: (G: GameState) => void): void {
  const games = goldenGames();
  const every = (policy: 'builder' | 'explorer', n: number) => games.filter((g) => g.policy === policy).filter((_, i) => i % n === 0);
  const picked = [...every('builder', pick.builderEvery), ...every('explorer', pick.explorerEvery)].slice(0, pick.count);
  picked.forEach(({ scenario, policy }, i) => {
    playGame(`${seed}-${i}`, explorer({ builder: policy === 'builder' }), { scenario, afterMove });
  });
}
