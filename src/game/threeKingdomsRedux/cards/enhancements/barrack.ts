/**
 * Barrack (compendium, Unification deck): "After you take the "demand tribute
 * action" to receive 1 untrained army, you receive 1 additional untrained
 * army."
 * Only when the tribute taken is the army (`take: 'army'`), not gold and/or
 * rice (ruling). With Training Ground the tribute army is trained and this
 * one stays untrained: 1 untrained and 1 trained army (ruling; Training
 * Ground converts only the tribute's army, whatever the order the two act
 * in). No gold is received, so Imperial Jade Seal has nothing to take (ruling).
 */
import { defineCard } from '../../hooks';
import { logCard } from '../../log';
import { STATE_NAMES } from '../../spaces';
import { tributeTakesArmy } from '../shared/tributeArmy';

export const barrack = defineCard('barrack', {
  afterAction(ctx, info) {
    if (!tributeTakesArmy(info)) return;
    ctx.G.players[ctx.state].untrained += 1;
    logCard(ctx.G, ctx.state, 'barrack', `Barrack: ${STATE_NAMES[ctx.state]} receives 1 additional untrained army.`);
  },
});
