/**
 * Ling Tong, Tolerance (compendium): "After Ling Tong takes the "improve
 * tribal relations action" with 1/2 army units, he receives 1 gold/1 weapon
 * of his choice." Nothing when he took it without units or with gold
 * (ruling). The units assigned with him are noted just before the action
 * (the bid leaves the board with the action).
 */
import { offerChoice } from '../../../choices';
import { defineCard } from '../../../hooks';
import { logCard } from '../../../log';
import { myBids } from '../../../resolution';
import { isTribal } from '../../../spaces';
import { bidUnitCount } from '../../../state';
import type { WeaponType } from '../../../types';
import { takenAs, takes } from '../../shared/taking';
import { WEAPON_TYPES } from '../../../types';

interface LingTongData {
  /** Army units assigned with Ling Tong on the improve tribal relations action being taken. */
  units: number;
}

export const lingTong = defineCard('lingTong', {
  beforeAction(ctx, info) {
    if (!isTribal(info.space) || !takes(info, 'lingTong')) return;
    const bid = myBids(ctx.G, ctx.state, info.space).find((b) => b.general === 'lingTong');
    ctx.G.cardData.lingTong = { units: bid && bid.gold === 0 ? bidUnitCount(bid) : 0 } satisfies LingTongData;
  },
  afterAction(ctx, info) {
    if (!isTribal(info.space) || !takes(info, 'lingTong') || !takenAs(info, 'improveTribalRelations')) return;
    const units = (ctx.G.cardData.lingTong as LingTongData | undefined)?.units ?? 0;
    delete ctx.G.cardData.lingTong;
    if (units === 1) {
      ctx.G.players[ctx.state].gold += 1;
      logCard(ctx.G, ctx.state, 'lingTong', "Ling Tong's Tolerance: with 1 army unit, Wu receives 1 gold.");
    } else if (units === 2) {
      offerChoice(ctx.G, { state: ctx.state, card: 'lingTong', kind: 'weapon' }, { first: true });
    }
  },
  choices: {
    weapon: {
      prompt: () => 'Ling Tong (Tolerance): with 2 army units, receive 1 weapon of your choice.',
      options: () => [...WEAPON_TYPES],
      describe: (_G, _pc, option) => `1 ${option as string}`,
      apply(G, pc, option) {
        G.players[pc.state].weapons[option as WeaponType] += 1;
        logCard(G, pc.state, 'lingTong', `Ling Tong's Tolerance: with 2 army units, Wu receives 1 ${option as string}.`);
      },
    },
  },
});
