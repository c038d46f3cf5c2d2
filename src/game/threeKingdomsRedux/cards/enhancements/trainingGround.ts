/**
 * Training Ground (compendium, Unification deck): "When you take the "demand
 * tribute action" to receive 1 untrained army, you receive 1 trained army
 * instead."
 * Only when the tribute taken is the army (`take: 'army'`), not gold and/or
 * rice (ruling): right after the action the tribute's untrained army is
 * turned into a trained one. Exactly 1 army is trained, so Wei Yan's
 * additional untrained army (Clout) and Barrack's stay untrained (rulings:
 * with Barrack, 1 untrained and 1 trained army). No gold is received, so
 * Imperial Jade Seal has nothing to take (ruling).
 */
import { defineCard } from '../../hooks';
import { logCard } from '../../log';
import { STATE_NAMES } from '../../spaces';
import { tributeTakesArmy } from '../shared/tributeArmy';

export const trainingGround = defineCard('trainingGround', {
  afterAction(ctx, info) {
    const p = ctx.G.players[ctx.state];
    if (!tributeTakesArmy(info) || p.untrained < 1) return;
    p.untrained -= 1;
    p.trained += 1;
    logCard(
      ctx.G,
      ctx.state,
      'trainingGround',
      `Training Ground: ${STATE_NAMES[ctx.state]} receives its tribute as 1 trained army instead of an untrained one.`,
    );
  },
});
