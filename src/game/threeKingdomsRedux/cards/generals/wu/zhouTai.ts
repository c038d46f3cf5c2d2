/**
 * Zhou Tai, Intrepidity (compendium): "After Zhou Tai takes the "control Han
 * emperor action", he receives 1 untrained army." Whichever Wu general is
 * left face down (ruling); only via the "control Han emperor" space.
 */
import { defineCard } from '../../../hooks';
import { logCard } from '../../../log';
import { takenAs, takes } from '../../shared/taking';

export const zhouTai = defineCard('zhouTai', {
  afterAction(ctx, info) {
    if (info.space !== 'controlHanEmperor' || !takes(info, 'zhouTai') || !takenAs(info, 'controlHanEmperor')) return;
    ctx.G.players[ctx.state].untrained += 1;
    logCard(ctx.G, ctx.state, 'zhouTai', "Zhou Tai's Intrepidity: Wu receives 1 untrained army.");
  },
});
