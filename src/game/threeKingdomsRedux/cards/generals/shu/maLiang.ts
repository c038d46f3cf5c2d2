/**
 * Ma Liang, Poise (compendium): "When Ma Liang takes the "improve tribal
 * relations action", he increases Shu's tribal relations level by 1
 * additional level."
 */
import { defineCard } from '../../../hooks';
import { logCard } from '../../../log';
import { isTribal } from '../../../spaces';

export const maLiang = defineCard('maLiang', {
  terms(_ctx, info, terms) {
    if (isTribal(info.space) && info.generals.includes('maLiang')) terms.tribalBonus += 1;
  },
  afterAction(ctx, info) {
    if (isTribal(info.space) && info.generals.includes('maLiang'))
      logCard(ctx.G, ctx.state, 'maLiang', "Ma Liang's Poise: Shu's tribal relations rise by 1 additional level.");
  },
});
