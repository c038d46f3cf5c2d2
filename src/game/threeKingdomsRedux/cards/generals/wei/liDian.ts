/**
 * Li Dian, Intimidation (compendium): "When Li Dian wins an action space with
 * other Wei generals, he receives either 1 gold and 1 rice or 1 weapon of
 * his choice before taking the action." A before-action choice, on any space
 * (battle included) where Wei's winning bid has him and another Wei general.
 */
import { defineCard } from '../../../hooks';
import { logCard } from '../../../log';
import { WEAPON_TYPES, type WeaponType } from '../../../types';
import { takes } from '../../shared/taking';

type Option = { take: 'goldAndRice' } | { take: 'weapon'; weapon: WeaponType };

export const liDian = defineCard('liDian', {
  beforeActionOptions(_ctx, info) {
    if (!takes(info, 'liDian') || info.generals.length < 2) return null;
    return [{ take: 'goldAndRice' }, ...WEAPON_TYPES.map((weapon): Option => ({ take: 'weapon', weapon }))];
  },
  beforeAction(ctx, _info, option) {
    if (option === undefined) return;
    const o = option as Option;
    const p = ctx.G.players[ctx.state];
    if (o.take === 'goldAndRice') {
      p.gold += 1;
      p.rice += 1;
    } else p.weapons[o.weapon] += 1;
    logCard(
      ctx.G,
      ctx.state,
      'liDian',
      `Li Dian's Intimidation: Wei receives ${o.take === 'goldAndRice' ? '1 gold and 1 rice' : `1 ${o.weapon}`} before taking the action.`,
    );
  },
});
