/**
 * Watchtower (compendium, Separation deck): "You earn 1 VP if you occupy at
 * least 2 border locations of a border. This applies to both borders."
 *
 * Scoring (`extraVP`): +1 for each of the owner's borders where it occupies
 * at least 2 border locations (G.locations), on top of the printed VP: up
 * to +2. Occupied locations count whoever holds them and with whatever units
 * (Liao Hua's 2 locations count 2, Zhao Yun without units counts) (R53). The
 * units on those locations also earn VPs with the armour cards and Siege
 * Ladder (ruling): this card takes nothing away from them.
 */
import { bordersOf } from '../../data/board';
import { defineCard } from '../../hooks';
import { occupiedAt } from '../../scoring';

export const watchtower = defineCard('watchtower', {
  extraVP: (ctx) => bordersOf(ctx.state).filter((b) => occupiedAt(ctx.G, ctx.state, b) >= 2).length,
});
