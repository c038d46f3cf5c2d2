/**
 * Military Habitation (Tuntian) System (compendium, Unification deck): "You
 * receive gold and rice equal to the corresponding number of tokens on your
 * treasury and granary immediately after you construct this state
 * enhancement."
 * Once, on construction: 1 gold for every marketplace token and every border
 * location token on the treasury, 1 rice for every farm token and every
 * border location token on the granary (rulings), whatever put them there
 * (collect tax/harvest, Roadways, Han Dang, ...: docs/rulings.md R60).
 * Nothing happens (no activation) when both are empty.
 */
import { defineCard } from '../../hooks';
import { logCard } from '../../log';
import { STATE_NAMES } from '../../spaces';

export const militaryHabitationSystem = defineCard('militaryHabitationSystem', {
  onConstructed(ctx) {
    const p = ctx.G.players[ctx.state];
    const gold = p.treasury.devTokens + p.treasury.borderTokens.length;
    const rice = p.granary.devTokens + p.granary.borderTokens.length;
    if (gold + rice === 0) return;
    p.gold += gold;
    p.rice += rice;
    logCard(
      ctx.G,
      ctx.state,
      'militaryHabitationSystem',
      `Military Habitation (Tuntian) System: ${STATE_NAMES[ctx.state]} receives ${gold} gold and ${rice} rice for the tokens on its treasury and granary.`,
    );
  },
});
