/**
 * Zhou Yu, Unity (compendium): "At the end of the round when Zhou Yu is
 * recruited, place 1 marketplace and 1 farm token from the general supply on
 * this card. At the end of each round, he may pay 2 popular support tokens
 * to move 1 of these tokens to Wu's treasury or granary."
 *
 * The tokens wait on his card (card data). At the end of each round (his
 * recruitment round included, after the tokens are placed) Wu may pay 2
 * popular support tokens to the general supply and move one of them: the
 * marketplace token to the treasury or the farm token to the granary, face
 * up, without changing the development levels (rulings). At most one per
 * round, so two activations in all (ruling); the end-of-round benefits come
 * before the upkeep (ruling).
 */
import { offerChoice } from '../../../choices';
import { defineCard } from '../../../hooks';
import { logCard } from '../../../log';
import type { GameState } from '../../../state';

const ZHOU_YU_COST = 2;

type Store = 'treasury' | 'granary';

interface ZhouYuData {
  /** Tokens still on the card. */
  onCard: { marketplace: boolean; farm: boolean };
}

const TOKEN_FOR: Record<Store, 'marketplace' | 'farm'> = { treasury: 'marketplace', granary: 'farm' };

/** Tokens Zhou Yu moved to the treasury or granary (they are not developed tokens). */
export function zhouYuTokens(G: GameState, store: Store): number {
  const d = G.cardData.zhouYu as ZhouYuData | undefined;
  return d && !d.onCard[TOKEN_FOR[store]] ? 1 : 0;
}

export const zhouYu = defineCard('zhouYu', {
  endOfRound(ctx) {
    const G = ctx.G;
    const p = G.players[ctx.state];
    if (p.recruitedIn.zhouYu === G.round && !G.cardData.zhouYu) {
      G.cardData.zhouYu = { onCard: { marketplace: true, farm: true } } satisfies ZhouYuData;
      logCard(G, ctx.state, 'zhouYu', "Zhou Yu's Unity: 1 marketplace token and 1 farm token are placed on his card.");
    }
    offerChoice(G, { state: ctx.state, card: 'zhouYu', kind: 'move', optional: true });
  },
  choices: {
    move: {
      prompt: () => `Zhou Yu (Unity): you may pay ${ZHOU_YU_COST} popular support tokens to move 1 token from his card.`,
      options(G, pc) {
        const d = G.cardData.zhouYu as ZhouYuData | undefined;
        if (!d || G.players[pc.state].popularSupport < ZHOU_YU_COST) return [];
        return (['treasury', 'granary'] as const).filter((s) => d.onCard[TOKEN_FOR[s]]);
      },
      describe: (_G, _pc, option) =>
        option === 'treasury'
          ? `Pay ${ZHOU_YU_COST} popular support: marketplace token to the treasury`
          : `Pay ${ZHOU_YU_COST} popular support: farm token to the granary`,
      apply(G, pc, option) {
        const store = option as Store;
        const p = G.players[pc.state];
        const d = G.cardData.zhouYu as ZhouYuData;
        p.popularSupport -= ZHOU_YU_COST;
        d.onCard[TOKEN_FOR[store]] = false;
        p[store].devTokens += 1;
        logCard(
          G,
          pc.state,
          'zhouYu',
          `Zhou Yu's Unity: Wu pays ${ZHOU_YU_COST} popular support tokens and moves the ${TOKEN_FOR[store]} token from his card to its ${store}.`,
        );
      },
    },
  },
});
