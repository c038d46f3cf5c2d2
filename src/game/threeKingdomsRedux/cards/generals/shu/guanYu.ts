/**
 * Guan Yu, Reputation (compendium): "When Guan Yu takes the "recruit armies
 * action", he receives 3 untrained armies instead." Only via the "recruit
 * armies" space (Overarching Principle 2): not when Zhang Fei recruits on the
 * "train armies" space.
 */
import { defineCard } from '../../../hooks';
import { logCard } from '../../../log';

export const guanYu = defineCard('guanYu', {
  terms(_ctx, info, terms) {
    if (info.space === 'recruitArmies' && info.generals.includes('guanYu')) terms.recruitUntrained = 3;
  },
  afterAction(ctx, info) {
    if (info.space === 'recruitArmies' && info.generals.includes('guanYu') && info.choice?.kind === 'recruitArmies')
      logCard(ctx.G, ctx.state, 'guanYu', "Guan Yu's Reputation: Shu recruits 3 untrained armies instead of 2.");
  },
});
