/**
 * Jiang Qin, Naval Expertise (compendium): "At the end of the round when
 * Jiang Qin is recruited, he receives 1 untrained army and 2 vessels. After
 * he takes the "recruit armies action" or "train armies action", he receives
 * 1 vessel." The first part once, in the round he joined (ruling).
 */
import { registerCard } from '../../../hooks';
import { logCard } from '../../../log';
import { takenAs, takes } from './common';

registerCard('jiangQin', {
  endOfRound(ctx) {
    const p = ctx.G.players[ctx.state];
    if (p.recruitedIn.jiangQin !== ctx.G.round) return;
    p.untrained += 1;
    p.weapons.vessel += 2;
    logCard(ctx.G, ctx.state, 'jiangQin', "Jiang Qin's Naval Expertise: Wu receives 1 untrained army and 2 vessels in the round he joined.");
  },
  afterAction(ctx, info) {
    const recruits = info.space === 'recruitArmies' && takenAs(info, 'recruitArmies');
    const trains = info.space === 'trainArmies' && takenAs(info, 'trainArmies');
    if (!(recruits || trains) || !takes(info, 'jiangQin')) return;
    ctx.G.players[ctx.state].weapons.vessel += 1;
    logCard(ctx.G, ctx.state, 'jiangQin', "Jiang Qin's Naval Expertise: Wu receives 1 vessel.");
  },
});
