/**
 * Zhang Hong, Productivity (compendium): "Immediately before Zhang Hong
 * takes the "harvest action", he receives 2 rice for each flipped farm token
 * on Wu's farm development space." Only when he takes "harvest" via the
 * "develop farm or harvest" space (ruling: not with Square-Pallet Chain Pumps).
 */
import { defineCard } from '../../../hooks';
import { logCard } from '../../../log';
import { takenAs, takes } from '../../shared/taking';

export const zhangHong = defineCard('zhangHong', {
  beforeAction(ctx, info) {
    if (info.space !== 'developFarm' || !takes(info, 'zhangHong') || !takenAs(info, 'harvest')) return;
    const p = ctx.G.players[ctx.state];
    const rice = 2 * p.farm.flipped;
    p.rice += rice;
    logCard(ctx.G, ctx.state, 'zhangHong', `Zhang Hong's Productivity: Wu receives ${rice} rice before harvesting.`);
  },
});
