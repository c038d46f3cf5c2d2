/**
 * Lu Xun, Patience (compendium): "Immediately after Lu Xun is stationed at
 * the 2nd/3rd/4th/5th border location of a border, he receives 1/3/5/7 gold
 * or rice." The order counts every general stationed at that border, of
 * either state, Lu Xun included (as Cao Ren's Endurance); all gold or all
 * rice (rulings).
 */
import { offerChoice } from '../../../choices';
import { registerCard } from '../../../hooks';
import { logCard } from '../../../log';
import { stationedAtBorder } from '../wei/caoRen';

/** Reward by stationing order: index 0 is the 1st general at the border. */
export const LU_XUN_REWARD = [0, 1, 3, 5, 7];

registerCard('luXun', {
  onStationed(ctx, stationed) {
    if (stationed.general !== 'luXun') return;
    const amount = LU_XUN_REWARD[stationedAtBorder(ctx.G, stationed.border) - 1];
    if (!amount) return;
    offerChoice(ctx.G, { state: ctx.state, card: 'luXun', kind: 'reward', data: { amount } }, { first: true });
  },
  choices: {
    reward: {
      prompt: (_G, pc) => `Lu Xun (Patience): receive ${pc.data.amount as number} gold or ${pc.data.amount as number} rice.`,
      options: () => ['gold', 'rice'],
      describe: (_G, pc, option) => `${pc.data.amount as number} ${option as string}`,
      apply(G, pc, option) {
        const amount = pc.data.amount as number;
        const p = G.players[pc.state];
        if (option === 'gold') p.gold += amount;
        else p.rice += amount;
        logCard(G, pc.state, 'luXun', `Lu Xun's Patience: Wu receives ${amount} ${option as string}.`);
      },
    },
  },
});
