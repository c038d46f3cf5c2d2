/**
 * Chen Wu, Vehemence (compendium): "After Chen Wu takes the "produce
 * spears/horses action", he receives 1 additional crossbow or vessel. After
 * he takes the "produce crossbows/vessels action", he receives 1 additional
 * spear or horse." The weapon is Wu's choice (a mandatory pending choice).
 */
import { offerChoice } from '../../../choices';
import { defineCard } from '../../../hooks';
import { logCard } from '../../../log';
import type { WeaponType } from '../../../types';
import { takenAs, takes } from '../../shared/taking';

const OTHER_PAIR: Partial<Record<string, WeaponType[]>> = {
  produceSpearsHorses: ['crossbow', 'vessel'],
  produceCrossbowsVessels: ['spear', 'horse'],
};

export const chenWu = defineCard('chenWu', {
  afterAction(ctx, info) {
    const weapons = OTHER_PAIR[info.space];
    if (!weapons || !takes(info, 'chenWu') || !takenAs(info, 'produce')) return;
    offerChoice(ctx.G, { state: ctx.state, card: 'chenWu', kind: 'weapon', data: { weapons } }, { first: true });
  },
  choices: {
    weapon: {
      prompt: (_G, pc) => `Chen Wu (Vehemence): receive 1 additional ${(pc.data.weapons as WeaponType[]).join(' or ')}.`,
      options: (_G, pc) => [...(pc.data.weapons as WeaponType[])],
      describe: (_G, _pc, option) => `1 ${option as string}`,
      apply(G, pc, option) {
        G.players[pc.state].weapons[option as WeaponType] += 1;
        logCard(G, pc.state, 'chenWu', `Chen Wu's Vehemence: Wu receives 1 additional ${option as string}.`);
      },
    },
  },
});
