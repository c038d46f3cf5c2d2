/**
 * Taishi Ci, Integrity (compendium): "If Taishi Ci is not assigned during
 * the Conflict Phase of the round when he is recruited, he receives 1
 * trained army and 1 weapon of his choice at the end of that round." Once,
 * in the round he joined (ruling). Whether he was assigned: a general joins
 * his state's revealed generals when he is assigned (conflict.ts placeBid),
 * and a general recruited this round cannot have been shown before, so "not
 * revealed at the end of the round he joined" is "never assigned".
 */
import { offerChoice } from '../../../choices';
import { defineCard } from '../../../hooks';
import { logCard } from '../../../log';
import type { WeaponType } from '../../../types';
import { WEAPON_TYPES } from '../../../types';

export const taishiCi = defineCard('taishiCi', {
  endOfRound(ctx) {
    const p = ctx.G.players[ctx.state];
    if (p.recruitedIn.taishiCi !== ctx.G.round || p.revealed.includes('taishiCi')) return;
    offerChoice(ctx.G, { state: ctx.state, card: 'taishiCi', kind: 'weapon' });
  },
  choices: {
    weapon: {
      prompt: () => 'Taishi Ci (Integrity): receive 1 trained army and 1 weapon of your choice.',
      options: () => [...WEAPON_TYPES],
      describe: (_G, _pc, option) => `1 trained army and 1 ${option as string}`,
      apply(G, pc, option) {
        const p = G.players[pc.state];
        p.trained += 1;
        p.weapons[option as WeaponType] += 1;
        logCard(
          G,
          pc.state,
          'taishiCi',
          `Taishi Ci's Integrity: not assigned in the round he joined, Wu receives 1 trained army and 1 ${option as string}.`,
        );
      },
    },
  },
});
