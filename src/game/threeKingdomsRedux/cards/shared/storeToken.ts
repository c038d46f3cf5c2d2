/**
 * A development token from the general supply placed on the treasury (a
 * marketplace token) or the granary (a farm token), developed side up:
 * Roadways, Wooden Ox and Nine Bestowments on construction. The token is a
 * store token like any other on the treasury/granary, so it lowers the
 * stationed armies' upkeep from the next Update and Maintenance on
 * (maintenance.ts upkeepOwed); the development levels stay as they are
 * (the rulings).
 */
import { cardName, type CardId } from '../../cardIds';
import { logCard } from '../../log';
import { STATE_NAMES } from '../../spaces';
import type { GameState } from '../../state';
import type { StateId } from '../../types';

export type Store = 'treasury' | 'granary';

/** What a card that placed a token keeps in G.cardData (one copy of each card: one owner). */
interface StoreTokenData {
  store: Store;
}

const PLACING_CARDS = ['roadways', 'woodenOx', 'nineBestowments'] as const;

/** How many of the tokens on `state`'s `store` came from the general supply through these cards (not from development). */
export function storeTokensFromCards(G: GameState, state: StateId, store: Store): number {
  return PLACING_CARDS.filter(
    (card) => G.players[state].constructed.includes(card) && (G.cardData[card] as StoreTokenData | undefined)?.store === store,
  ).length;
}

export const STORES: readonly Store[] = ['treasury', 'granary'];

export function describeStore(store: Store): string {
  return store === 'treasury' ? '1 marketplace token on the treasury' : '1 farm token on the granary';
}

/** Places 1 token from the general supply on the state's treasury or granary, and logs the card's activation. */
export function placeStoreToken(G: GameState, state: StateId, card: CardId, store: Store): void {
  G.players[state][store].devTokens += 1;
  G.cardData[card] = { store } satisfies StoreTokenData;
  logCard(
    G,
    state,
    card,
    `${cardName(card)}: ${STATE_NAMES[state]} places ${store === 'treasury' ? '1 marketplace token on its treasury' : '1 farm token on its granary'} from the general supply.`,
  );
}
