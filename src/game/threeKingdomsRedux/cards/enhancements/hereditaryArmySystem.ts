/**
 * Hereditary Army System (compendium, Unification deck): "After you take the
 * "produce spears/horses action" or "produce crossbows/vessels action", you
 * receive 1 untrained army."
 * However the action is taken (the printed production or Xiahou Dun's
 * Endeavour), the army comes after it (afterAction), so Xiahou Dun cannot
 * train it with his skill (the ruling; docs/rulings.md R22: his variant needs
 * the untrained army before the action).
 */
import { defineCard } from '../../hooks';
import { logCard } from '../../log';
import { STATE_NAMES } from '../../spaces';

export const hereditaryArmySystem = defineCard('hereditaryArmySystem', {
  afterAction(ctx, info) {
    if (info.space !== 'produceSpearsHorses' && info.space !== 'produceCrossbowsVessels') return;
    ctx.G.players[ctx.state].untrained += 1;
    logCard(
      ctx.G,
      ctx.state,
      'hereditaryArmySystem',
      `Hereditary Army System: ${STATE_NAMES[ctx.state]} receives 1 untrained army after producing.`,
    );
  },
});
