/**
 * Xiahou Yuan, Stature (compendium): "After Xiahou Yuan takes the "improve
 * tribal relations action", he receives 1 untrained army." With any number
 * of gold or army units, none included.
 */
import { defineCard } from '../../../hooks';
import { logCard } from '../../../log';
import { isTribal } from '../../../spaces';
import { takes } from '../../shared/taking';

export const xiahouYuan = defineCard('xiahouYuan', {
  afterAction(ctx, info) {
    if (!isTribal(info.space) || !takes(info, 'xiahouYuan')) return;
    ctx.G.players[ctx.state].untrained += 1;
    logCard(ctx.G, ctx.state, 'xiahouYuan', "Xiahou Yuan's Stature: Wei receives 1 untrained army.");
  },
});
