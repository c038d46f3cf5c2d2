/**
 * Ma Chao, Cavalry Mastery (compendium): "At the end of the round when Ma
 * Chao is recruited, place 4 horses on this card. At the end of each
 * subsequent round, he receives 1 of these horses if Shu has at least 2
 * horses in its supply (they breed)." The horses on his card are
 * G.cardData.maChao.horses; horses with assigned or stationed units are not
 * in the supply.
 */
import { defineCard } from '../../../hooks';
import { logCard } from '../../../log';

const MA_CHAO_HORSES = 4;

interface MaChaoData {
  horses: number;
}

export const maChao = defineCard('maChao', {
  // Rewards having horses: after the plain gains (docs/rulings.md R13).
  endOfRoundOrder: 1,
  endOfRound(ctx) {
    const { G, state } = ctx;
    const p = G.players[state];
    if (p.recruitedIn.maChao === G.round) {
      G.cardData.maChao = { horses: MA_CHAO_HORSES } satisfies MaChaoData;
      logCard(G, state, 'maChao', `Ma Chao's Cavalry Mastery: ${MA_CHAO_HORSES} horses are placed on his card.`);
      return;
    }
    const data = G.cardData.maChao as MaChaoData | undefined;
    if (!data || data.horses < 1 || p.weapons.horse < 2) return;
    data.horses -= 1;
    p.weapons.horse += 1;
    logCard(G, state, 'maChao', `Ma Chao's Cavalry Mastery: the horses breed; Shu receives 1 horse from his card (${data.horses} left).`);
  },
});
