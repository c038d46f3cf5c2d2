/**
 * The shared shape of the four "Expertise" skills (Zhang He's cavalry, Jiang
 * Qin's naval, Chen Dao's infantry, Yan Yan's archery): at the end of the
 * round when the general is recruited, he receives 1 untrained army and 2
 * weapons of one type (once: that round's Receive/Activate Benefits); after
 * he takes the "recruit armies action" or "train armies action" (via its
 * space, and that action itself: not another skill's swap), he receives 1 such weapon. Each general's own module calls this.
 */
import { defineCard, type CardDefinition } from '../../hooks';
import { logCard } from '../../log';
import { STATE_NAMES } from '../../spaces';
import type { GeneralId } from '../../data/generals';
import type { WeaponType } from '../../types';

export function armsExpertiseCard(general: GeneralId, name: string, skill: string, weapon: WeaponType): CardDefinition {
  return defineCard(general, {
    endOfRound(ctx) {
      const p = ctx.G.players[ctx.state];
      if (p.recruitedIn[general] !== ctx.G.round) return;
      p.untrained += 1;
      p.weapons[weapon] += 2;
      logCard(
        ctx.G,
        ctx.state,
        general,
        `${name}'s ${skill}: ${STATE_NAMES[ctx.state]} receives 1 untrained army and 2 ${weapon}s in the round he joined.`,
      );
    },
    afterAction(ctx, info) {
      if (info.space !== 'recruitArmies' && info.space !== 'trainArmies') return;
      if (!info.generals.includes(general)) return;
      // The action taken must be the space's own (Overarching Principle 2, Guan Yu's
      // ruling): Zhang Fei's swap (a skill variant) is neither recruiting nor training.
      if (info.choice?.kind !== info.space) return;
      ctx.G.players[ctx.state].weapons[weapon] += 1;
      logCard(ctx.G, ctx.state, general, `${name}'s ${skill}: ${STATE_NAMES[ctx.state]} receives 1 ${weapon}.`);
    },
  });
}
