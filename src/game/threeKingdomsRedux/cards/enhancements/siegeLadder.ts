/**
 * Siege Ladder (compendium, Separation deck): "At the end of the game, you
 * earn 1/2 VPs if you have stationed 3/4 army types."
 *
 * Scoring (`extraVP`): +1 with stationed units of 3 different army types,
 * +2 with 4 (state.ts `stationedArmyTypes`: types with at least 1 stationed
 * unit), on top of the printed VP (rulings). Those units also earn VPs with
 * the armour cards (ruling): every card counts the same units.
 */
import { defineCard } from '../../hooks';
import { stationedArmyTypes } from '../../state';

export const siegeLadder = defineCard('siegeLadder', {
  extraVP(ctx) {
    const types = stationedArmyTypes(ctx.G.players[ctx.state]).length;
    return types >= 4 ? 2 : types === 3 ? 1 : 0;
  },
});
