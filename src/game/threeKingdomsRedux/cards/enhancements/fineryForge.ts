/**
 * Finery Forge and Ferghana (Dawan) Horse (compendium, Unification deck):
 * "When you take the "trade rice and/or weapons action", you receive 1
 * weapon of your choice before taking the action."
 * A before-action choice on the "trade" space: the weapon type comes with
 * the action (`before.fineryForge`, one of the 4 types; spear, the first
 * option, when not named: docs/rulings.md R69). Declining the action
 * gives nothing (first ruling); the action is judged with the weapon
 * already received, so it can be sold in the same trade (second ruling).
 * legal.ts lists each legal trade once per weapon type (at most 4 × 1462).
 */
import { defineCard } from '../../hooks';
import { logCard } from '../../log';
import { STATE_NAMES } from '../../spaces';
import { WEAPON_TYPES, type WeaponType } from '../../types';

const NAME = 'Finery Forge and Ferghana (Dawan) Horse';

export const fineryForge = defineCard('fineryForge', {
  beforeActionOptions: (_ctx, info) => (info.space === 'trade' ? [...WEAPON_TYPES] : null),
  beforeAction(ctx, info, option) {
    if (info.space !== 'trade') return;
    const weapon = (option ?? WEAPON_TYPES[0]) as WeaponType;
    ctx.G.players[ctx.state].weapons[weapon] += 1;
    logCard(ctx.G, ctx.state, 'fineryForge', `${NAME}: ${STATE_NAMES[ctx.state]} receives 1 ${weapon} before trading.`);
  },
});
