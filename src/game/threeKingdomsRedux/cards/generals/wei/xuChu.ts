/**
 * Xu Chu, Brawn (compendium): "After Xu Chu takes the "recruit armies
 * action", he may reduce Wei's tribal relations level by 1 to train up to 2
 * untrained armies." An optional choice right after the action: train 1 or
 * 2 (docs/rulings.md R20: not at tribal level 1, which cannot be reduced).
 * The reduction is immediate; step 4 still reduces (or Jia Xu keeps, Pang De
 * raises) the level as usual.
 */
import { MIN_TRIBAL_LEVEL } from '../../../data/board';
import { offerChoice } from '../../../choices';
import { defineCard } from '../../../hooks';
import { logCard } from '../../../log';
import { takes } from '../../shared/taking';

export const xuChu = defineCard('xuChu', {
  afterAction(ctx, info) {
    if (info.space !== 'recruitArmies' || !takes(info, 'xuChu')) return;
    offerChoice(ctx.G, { state: ctx.state, card: 'xuChu', kind: 'brawn', optional: true });
  },
  choices: {
    brawn: {
      prompt: () => "Xu Chu (Brawn): reduce Wei's tribal relations level by 1 to train up to 2 untrained armies?",
      options(G, pc) {
        const p = G.players[pc.state];
        if (p.tribalLevel <= MIN_TRIBAL_LEVEL) return [];
        return [1, 2].filter((n) => n <= p.untrained).map((train) => ({ train }));
      },
      describe: (_G, _pc, option) => `Reduce tribal relations by 1 and train ${(option as { train: number }).train}`,
      apply(G, pc, option) {
        const { train } = option as { train: number };
        const p = G.players[pc.state];
        p.tribalLevel -= 1;
        p.untrained -= train;
        p.trained += train;
        logCard(
          G,
          pc.state,
          'xuChu',
          `Xu Chu's Brawn: Wei's tribal relations level falls to ${p.tribalLevel} and Wei trains ${train} arm${train === 1 ? 'y' : 'ies'}.`,
        );
      },
    },
  },
});
