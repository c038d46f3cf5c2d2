/**
 * Liu Ye, Leverage (compendium): "When Liu Ye takes the "construct state
 * enhancement action", he receives 1 popular support token before taking
 * the action." Only through the construct action space (not Hao Zhao's
 * construction); the token can pay the enhancement's cost.
 */
import { gainPopularSupport } from '../../../gains';
import { defineCard } from '../../../hooks';
import { logCard } from '../../../log';
import { takes } from '../../shared/taking';

export const liuYe = defineCard('liuYe', {
  beforeAction(ctx, info) {
    if (info.space !== 'construct' || !takes(info, 'liuYe')) return;
    logCard(ctx.G, ctx.state, 'liuYe', "Liu Ye's Leverage: Wei receives 1 popular support token before constructing.");
    gainPopularSupport(ctx.G, ctx.state, 1);
  },
});
