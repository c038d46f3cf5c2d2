/**
 * Zhang He, Cavalry Expertise (compendium): "At the end of the round when
 * Zhang He is recruited, he receives 1 untrained army and 2 horses. After he
 * takes the "recruit armies action" or "train armies action", he receives
 * 1 horse." The first part once, in the round he joined.
 */
import { registerCard } from '../../../hooks';
import { logCard } from '../../../log';
import { takes } from './common';

registerCard('zhangHe', {
  endOfRound(ctx) {
    const p = ctx.G.players[ctx.state];
    if (p.recruitedIn.zhangHe !== ctx.G.round) return;
    p.untrained += 1;
    p.weapons.horse += 2;
    logCard(ctx.G, ctx.state, 'zhangHe', "Zhang He's Cavalry Expertise: Wei receives 1 untrained army and 2 horses in the round he joined.");
  },
  afterAction(ctx, info) {
    if ((info.space !== 'recruitArmies' && info.space !== 'trainArmies') || !takes(info, 'zhangHe')) return;
    ctx.G.players[ctx.state].weapons.horse += 1;
    logCard(ctx.G, ctx.state, 'zhangHe', "Zhang He's Cavalry Expertise: Wei receives 1 horse.");
  },
});
