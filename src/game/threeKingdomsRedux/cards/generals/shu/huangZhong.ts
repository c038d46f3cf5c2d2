/**
 * Huang Zhong, Archery Mastery (compendium): "When Huang Zhong is stationed
 * with archery units, he may station 1 additional archery unit from Shu's
 * supply to his border location at the same time." The battle choice's
 * `extraUnit` (a trained army and a crossbow from the supply); that unit
 * pays upkeep and earns military VPs like the others. He still bids with at
 * most 2 units (leadership 2).
 */
import { defineCard } from '../../../hooks';
import { logCard } from '../../../log';

export const huangZhong = defineCard('huangZhong', {
  stationing: (_ctx, general) => (general === 'huangZhong' ? { extraUnitOf: 'archery' } : null),
  afterAction(ctx, info) {
    const c = info.choice;
    if (c?.kind === 'battle' && c.general === 'huangZhong' && c.extraUnit)
      logCard(
        ctx.G,
        ctx.state,
        'huangZhong',
        "Huang Zhong's Archery Mastery: 1 additional archery unit from Shu's supply is stationed with him.",
      );
  },
});
