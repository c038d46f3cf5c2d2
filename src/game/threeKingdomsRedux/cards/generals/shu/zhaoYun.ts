/**
 * Zhao Yun, Courage (compendium): "Zhao Yun may be stationed without army
 * units. If he does so, he may flip the corresponding border location token
 * to the 1 VP side." Without units there is no army type to match, so he may
 * take any unoccupied location of the border (docs/rulings.md R40); his
 * assigned units, if any, go back to the supply. No upkeep and no military
 * VPs for his location (no units are stationed there).
 */
import { defineCard } from '../../../hooks';
import { logCard } from '../../../log';

export const zhaoYun = defineCard('zhaoYun', {
  stationing: (_ctx, general) => (general === 'zhaoYun' ? { withoutUnits: true } : null),
  onStationed(ctx, stationed) {
    if (stationed.general !== 'zhaoYun' || stationed.units.length > 0) return;
    logCard(ctx.G, ctx.state, 'zhaoYun', "Zhao Yun's Courage: he is stationed without army units.");
  },
});
