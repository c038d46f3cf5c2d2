/**
 * Xu Huang, Infantry Mastery (compendium): "Xu Huang may be stationed with
 * infantry units to any border location. If he does so, he may flip the
 * corresponding border location token to the 1 VP side." Infantry units at
 * locations requiring cavalry, archery or naval units (the stationing hook);
 * the battle choice's `flipToken` there.
 */
import { defineCard } from '../../../hooks';
import { LOCATIONS } from '../../../data/board';
import { logCard } from '../../../log';

export const xuHuang = defineCard('xuHuang', {
  stationing: (_ctx, general) => (general === 'xuHuang' ? { anyLocationWith: 'infantry' } : null),
  onStationed(ctx, stationed) {
    if (stationed.general !== 'xuHuang') return;
    const location = stationed.locations[0];
    if (stationed.units[0]?.type === 'infantry' && LOCATIONS[location].armyType.value !== 'infantry')
      logCard(
        ctx.G,
        ctx.state,
        'xuHuang',
        `Xu Huang's Infantry Mastery: he is stationed with infantry units at ${LOCATIONS[location].name.value}.`,
      );
  },
});
