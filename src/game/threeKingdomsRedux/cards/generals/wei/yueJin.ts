/**
 * Yue Jin, Aggression (compendium): "When Yue Jin wins a common bidding
 * action space alone, he receives 1 gold/rice and 1 weapon of his choice
 * before taking the action." A before-action choice: only when he takes the
 * won action; only on the 12 common spaces; "alone" means no other Wei
 * general and no alliance partner won the space with him.
 */
import { defineCard } from '../../../hooks';
import { logCard } from '../../../log';
import { isCommon } from '../../../spaces';
import { WEAPON_TYPES, type WeaponType } from '../../../types';

type Option = { take: 'gold' | 'rice'; weapon: WeaponType };

export const yueJin = defineCard('yueJin', {
  beforeActionOptions(ctx, info) {
    const alone = info.generals.length === 1 && info.generals[0] === 'yueJin';
    // Alone: no alliance partner won the space with Wei either.
    const winners = ctx.G.won.find((w) => w.space === info.space)?.winners ?? [];
    if (!isCommon(info.space) || !alone || winners.length !== 1) return null;
    return (['gold', 'rice'] as const).flatMap((take) => WEAPON_TYPES.map((weapon): Option => ({ take, weapon })));
  },
  beforeAction(ctx, _info, option) {
    if (option === undefined) return;
    const { take, weapon } = option as Option;
    const p = ctx.G.players[ctx.state];
    p[take] += 1;
    p.weapons[weapon] += 1;
    logCard(ctx.G, ctx.state, 'yueJin', `Yue Jin's Aggression: Wei receives 1 ${take} and 1 ${weapon} before taking the action.`);
  },
});
