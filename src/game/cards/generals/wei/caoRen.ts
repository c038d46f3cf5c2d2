/**
 * Cao Ren, Endurance (compendium): "Immediately after Cao Ren is stationed at
 * the 1st/2nd/3rd border location of a border, he receives 5/3/1 gold or rice."
 * The order counts every general stationed at that border, of either state.
 */
import { registerCard } from '../../../hooks';
import { offerChoice } from '../../../choices';
import { logCard } from '../../../log';
import { STATES } from '../../../types';
import type { GameState } from '../../../state';
import type { BorderId } from '../../../types';

const REWARD_BY_ORDER = [5, 3, 1];

/** How many generals (of any state) are stationed at `border`, this one included. */
export function stationedAtBorder(G: GameState, border: BorderId): number {
  return STATES.reduce((n, s) => n + G.players[s].stationed.filter((x) => x.border === border).length, 0);
}

registerCard('caoRen', {
  onStationed(ctx, stationed) {
    if (stationed.general !== 'caoRen') return;
    const amount = REWARD_BY_ORDER[stationedAtBorder(ctx.G, stationed.border) - 1];
    if (!amount) return;
    offerChoice(ctx.G, { state: ctx.state, card: 'caoRen', kind: 'reward', data: { amount } }, { first: true });
  },
  choices: {
    reward: {
      prompt: (_G, pc) => `Cao Ren (Endurance): receive ${pc.data.amount as number} gold or ${pc.data.amount as number} rice.`,
      // "5 gold or 5 rice, but not a mixture".
      options: () => ['gold', 'rice'],
      describe: (_G, pc, option) => `${pc.data.amount as number} ${option as string}`,
      apply(G, pc, option) {
        const amount = pc.data.amount as number;
        const p = G.players[pc.state];
        if (option === 'gold') p.gold += amount;
        else p.rice += amount;
        logCard(G, pc.state, 'caoRen', `Cao Ren's Endurance: Wei receives ${amount} ${option as string}.`);
      },
    },
  },
});
