/**
 * Imperial Palace (compendium, Unification deck): "After you take the "demand
 * tribute action", you receive 1 additional gold and 1 additional rice."
 * Whatever tribute was chosen (gold, rice, both, or an army), and only when
 * the action is taken (not declined). The gold is received during the action,
 * so Imperial Jade Seal, which looks after every other card, may take it
 * (ruling; imperialJadeSeal.ts).
 */
import { defineCard } from '../../hooks';
import { logCard } from '../../log';
import { STATE_NAMES } from '../../spaces';
import { takenAs } from '../shared/taking';

export const imperialPalace = defineCard('imperialPalace', {
  afterAction(ctx, info) {
    if (info.space !== 'demandTribute' || !takenAs(info, 'demandTribute')) return;
    const p = ctx.G.players[ctx.state];
    p.gold += 1;
    p.rice += 1;
    logCard(
      ctx.G,
      ctx.state,
      'imperialPalace',
      `Imperial Palace: ${STATE_NAMES[ctx.state]} receives 1 additional gold and 1 additional rice.`,
    );
  },
});
