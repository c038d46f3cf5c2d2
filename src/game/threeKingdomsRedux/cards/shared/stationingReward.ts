/**
 * The shared shape of Cao Ren's Endurance and Lu Xun's Patience: immediately
 * after the general is stationed as the n-th general at a border (counting
 * every general of either state stationed there, him included), he receives
 * a reward by that order, all gold or all rice (their rulings). Gan Ning's
 * Stealth reads the same order.
 */
import { offerChoice } from '../../choices';
import type { GeneralId } from '../../data/generals';
import { defineCard, type CardDefinition } from '../../hooks';
import { logCard } from '../../log';
import { STATE_NAMES } from '../../spaces';
import type { GameState } from '../../state';
import { STATES, type BorderId } from '../../types';

/** How many generals (of any state) are stationed at `border`, the newest included. */
export function stationedAtBorder(G: GameState, border: BorderId): number {
  return STATES.reduce((n, s) => n + G.players[s].stationed.filter((x) => x.border === border).length, 0);
}

/** `rewardByOrder[0]` is the reward as the 1st general at the border; 0 or missing: none. */
export function stationingRewardCard(general: GeneralId, name: string, skill: string, rewardByOrder: readonly number[]): CardDefinition {
  return defineCard(general, {
    onStationed(ctx, stationed) {
      if (stationed.general !== general) return;
      const amount = rewardByOrder[stationedAtBorder(ctx.G, stationed.border) - 1];
      if (!amount) return;
      offerChoice(ctx.G, { state: ctx.state, card: general, kind: 'reward', data: { amount } }, { first: true });
    },
    choices: {
      reward: {
        prompt: (_G, pc) => `${name} (${skill}): receive ${pc.data.amount as number} gold or ${pc.data.amount as number} rice.`,
        // "... gold or ... rice, but not a mixture".
        options: () => ['gold', 'rice'],
        describe: (_G, pc, option) => `${pc.data.amount as number} ${option as string}`,
        apply(G, pc, option) {
          const amount = pc.data.amount as number;
          const p = G.players[pc.state];
          if (option === 'gold') p.gold += amount;
          else p.rice += amount;
          logCard(G, pc.state, general, `${name}'s ${skill}: ${STATE_NAMES[pc.state]} receives ${amount} ${option as string}.`);
        },
      },
    },
  });
}
