/**
 * Dian Wei, Might (compendium): "When Dian Wei takes the "train armies
 * action", he may train up to 3 untrained armies instead." Through the train
 * armies space only (Overarching Principle 2), not the hire instructor action.
 */
import { defineCard } from '../../../hooks';
import { logCard } from '../../../log';
import { takes } from '../../shared/taking';

export const dianWei = defineCard('dianWei', {
  terms(_ctx, info, terms) {
    if (info.space === 'trainArmies' && takes(info, 'dianWei')) terms.trainMax = 3;
  },
  afterAction(ctx, info) {
    const c = info.choice;
    if (info.space === 'trainArmies' && takes(info, 'dianWei') && c?.kind === 'trainArmies' && c.count === 3)
      logCard(ctx.G, ctx.state, 'dianWei', "Dian Wei's Might: Wei trains 3 untrained armies.");
  },
});
