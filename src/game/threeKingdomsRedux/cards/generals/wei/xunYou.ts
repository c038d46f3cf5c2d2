/**
 * Xun You, Trust (compendium): "Xun You receives 2 rice whenever Wei
 * receives a popular support token." 2 rice for each token, from any source
 * (every source goes through gainPopularSupport), after any payment for it.
 */
import { defineCard } from '../../../hooks';
import { logCard } from '../../../log';

export const xunYou = defineCard('xunYou', {
  onPopularSupportGained(ctx, count) {
    ctx.G.players[ctx.state].rice += 2 * count;
    logCard(
      ctx.G,
      ctx.state,
      'xunYou',
      `Xun You's Trust: Wei receives ${2 * count} rice for ${count} popular support token${count === 1 ? '' : 's'}.`,
    );
  },
});
