/**
 * Gan Ning, Stealth (compendium): "Immediately after Gan Ning is stationed
 * at the 1st border location of a border, he receives 2 weapons of the same
 * type as that he is stationed with." Only as the first general (of any
 * state) stationed at that border (ruling).
 */
import { defineCard } from '../../../hooks';
import { logCard } from '../../../log';
import { WEAPON_OF } from '../../../types';
import { stationedAtBorder } from '../../shared/stationingReward';

export const ganNing = defineCard('ganNing', {
  onStationed(ctx, stationed) {
    if (stationed.general !== 'ganNing' || stationedAtBorder(ctx.G, stationed.border) !== 1) return;
    const group = stationed.units.find((u) => u.count > 0);
    if (!group) return;
    const weapon = WEAPON_OF[group.type];
    ctx.G.players[ctx.state].weapons[weapon] += 2;
    logCard(ctx.G, ctx.state, 'ganNing', `Gan Ning's Stealth: the first general stationed at this border, Wu receives 2 ${weapon}s.`);
  },
});
