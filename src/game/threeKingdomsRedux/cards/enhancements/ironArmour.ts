/**
 * Iron Armour (compendium, Separation deck): "You may train 1 untrained army
 * immediately. At the end of the game, you earn 2 VPs if you have stationed
 * the most number of infantry units, or 1 VP if you tie for the most number."
 *
 * The training is the armour family's optional choice on construction
 * (shared/trainOneArmy.ts). The majority compares the stationed infantry
 * units of the three states; every stationed infantry unit counts, whatever
 * other card (Rattan Armour, Siege Ladder, Watchtower) it also earns VPs for
 * (compendium ruling). A state with no stationed infantry unit is never "the
 * most" (R50). The VPs come on top of the printed VP (scoring.ts `extraVP`).
 */
import { defineCard } from '../../hooks';
import { stationedUnits } from '../../state';
import { STATES, type StateId } from '../../types';
import { offerTrainOneArmy, TRAIN_ONE_ARMY, trainOneArmyHandler } from '../shared/trainOneArmy';

export const ironArmour = defineCard('ironArmour', {
  onConstructed: (ctx) => offerTrainOneArmy(ctx.G, ctx.state, 'ironArmour'),
  choices: { [TRAIN_ONE_ARMY]: trainOneArmyHandler('ironArmour') },
  extraVP(ctx) {
    const infantry = (s: StateId) => stationedUnits(ctx.G.players[s], 'infantry');
    const mine = infantry(ctx.state);
    if (mine === 0) return 0;
    const best = Math.max(...STATES.filter((s) => s !== ctx.state).map(infantry));
    return mine > best ? 2 : mine === best ? 1 : 0;
  },
});
