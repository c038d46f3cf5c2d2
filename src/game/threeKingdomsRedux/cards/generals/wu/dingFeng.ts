/**
 * Ding Feng, Acclaim (compendium): "After Ding Feng takes the "demand
 * tribute action", he receives additional gold and rice equal to the
 * corresponding number of flipped marketplace and farm tokens on Wu's
 * marketplace and farm development spaces." Tokens already moved to the
 * treasury or granary do not count (ruling).
 */
import { defineCard } from '../../../hooks';
import { logCard } from '../../../log';
import { takenAs, takes } from '../../shared/taking';

export const dingFeng = defineCard('dingFeng', {
  afterAction(ctx, info) {
    if (info.space !== 'demandTribute' || !takes(info, 'dingFeng') || !takenAs(info, 'demandTribute')) return;
    const p = ctx.G.players[ctx.state];
    const gold = p.marketplace.flipped;
    const rice = p.farm.flipped;
    p.gold += gold;
    p.rice += rice;
    logCard(ctx.G, ctx.state, 'dingFeng', `Ding Feng's Acclaim: Wu receives ${gold} additional gold and ${rice} additional rice.`);
  },
});
