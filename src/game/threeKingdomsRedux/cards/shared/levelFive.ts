/**
 * Chinese Abacus (marketplace) and Irrigation (farm), compendium: "At the end
 * of the game, you earn 2 VPs if only your <marketplace/farm> development
 * level is 5, or 1 VP if another state's <marketplace/farm> development level
 * is also 5." The development level is the level on the development space
 * (tokens on the treasury or granary do not count, as the Roadways/Wooden Ox
 * rulings say of store tokens). A level below 5 earns nothing more. The VPs
 * add to Capital City's and Tax Modification (Hu Tiao) System's (the
 * rulings): each card scores on its own.
 */
import type { EnhancementId } from '../../data/enhancements';
import { defineCard, type CardDefinition } from '../../hooks';
import { MAX_DEVELOPMENT } from '../../data/board';
import { STATES } from '../../types';

export function levelFiveCard(card: EnhancementId, development: 'farm' | 'marketplace'): CardDefinition {
  return defineCard(card, {
    extraVP(ctx) {
      const level = (s: (typeof STATES)[number]) => ctx.G.players[s][development].level;
      if (level(ctx.state) < MAX_DEVELOPMENT) return 0;
      const others = STATES.filter((s) => s !== ctx.state && level(s) >= MAX_DEVELOPMENT);
      return others.length ? 1 : 2;
    },
  });
}
