/**
 * Imperial Jade Seal (compendium, Separation deck): "After you take the
 * "demand tribute action", you may place 1 of the gold received on this
 * card. At the end of the game, you earn 1 VP for every 2 gold on this card
 * (maximum 2 VPs)."
 *
 * "The gold received" is all the gold the state received while taking the
 * action: the tribute's own (2 gold, or 1 gold and 1 rice), Yue Jin's and
 * Li Dian's before the action, Ding Feng's and Imperial Palace's after it
 * (the rulings; docs/rulings.md R55). So this card acts last among the
 * after-action cards (`afterActionOrder: 1`) and compares the state's gold
 * with its gold before the action and its before-effects (`info.goldAtStart`).
 * An optional choice, offered once per action and only when at least 1 gold
 * was received: Barrack and Training Ground give armies, no gold (ruling),
 * nor does a tribute of rice or an army. The placed gold leaves the state's
 * supply and is kept on the card (G.cardData.imperialJadeSeal); it is not
 * the state's gold any more (R56).
 */
import { offerChoice } from '../../choices';
import { defineCard } from '../../hooks';
import { logCard } from '../../log';
import { STATE_NAMES } from '../../spaces';
import type { GameState } from '../../state';
import { takenAs } from '../shared/taking';

const PLACE = 'placeGold';

interface JadeSealData {
  gold: number;
}

/** Gold placed on Imperial Jade Seal so far. */
function goldOnJadeSeal(G: GameState): number {
  return (G.cardData.imperialJadeSeal as JadeSealData | undefined)?.gold ?? 0;
}

export const imperialJadeSeal = defineCard('imperialJadeSeal', {
  afterActionOrder: 1,
  afterAction(ctx, info) {
    if (info.space !== 'demandTribute' || !takenAs(info, 'demandTribute')) return;
    const received = ctx.G.players[ctx.state].gold - (info.goldAtStart ?? ctx.G.players[ctx.state].gold);
    if (received < 1) return;
    offerChoice(ctx.G, { state: ctx.state, card: 'imperialJadeSeal', kind: PLACE, optional: true });
  },
  choices: {
    [PLACE]: {
      prompt: () => 'Imperial Jade Seal: you may place 1 of the gold received on this card.',
      options: (G, pc) => (G.players[pc.state].gold >= 1 ? ['place'] : []),
      describe: () => 'Place 1 gold on Imperial Jade Seal',
      apply(G, pc) {
        G.players[pc.state].gold -= 1;
        const gold = goldOnJadeSeal(G) + 1;
        G.cardData.imperialJadeSeal = { gold } satisfies JadeSealData;
        logCard(G, pc.state, 'imperialJadeSeal', `Imperial Jade Seal: ${STATE_NAMES[pc.state]} places 1 gold on the card (${gold} on it).`);
      },
    },
  },
  extraVP: (ctx) => Math.min(2, Math.floor(goldOnJadeSeal(ctx.G) / 2)),
});
