/**
 * Fei Yi, Popularity (compendium): "Shu's popular support tokens' upkeep is
 * reduced by up to 2 rice. At the end of each round, Fei Yi may exchange 1,
 * and only 1, popular support token for 2 gold and 2 rice."
 * Stationed armies' upkeep is unchanged.
 */
import { defineCard } from '../../../hooks';
import { offerChoice } from '../../../choices';
import { logCard } from '../../../log';

const FEI_YI_UPKEEP_REDUCTION = 2;

export const feiYi = defineCard('feiYi', {
  // Pure (the board and bots ask it too); payUpkeep logs the activation.
  popularSupportUpkeep: (_ctx, owed) => owed - Math.min(FEI_YI_UPKEEP_REDUCTION, owed),
  // After the plain gains, before construction (docs/rulings.md R13).
  endOfRoundOrder: 0,
  endOfRound(ctx) {
    offerChoice(ctx.G, { state: ctx.state, card: 'feiYi', kind: 'exchange', optional: true });
  },
  choices: {
    exchange: {
      prompt: () => 'Fei Yi (Popularity): exchange 1 popular support token for 2 gold and 2 rice?',
      options: (G, pc) => (G.players[pc.state].popularSupport >= 1 ? ['exchange'] : []),
      describe: () => '1 popular support → 2 gold and 2 rice',
      apply(G, pc) {
        const p = G.players[pc.state];
        p.popularSupport -= 1;
        p.gold += 2;
        p.rice += 2;
        logCard(G, pc.state, 'feiYi', "Fei Yi's Popularity: Shu exchanges 1 popular support token for 2 gold and 2 rice.");
      },
    },
  },
});
