/**
 * Han Dang, Merit (compendium): "At the end of the rounds when Han Dang is
 * recruited and is stationed, collect 1 marketplace/farm token from the
 * general supply and place it on Wu's treasury/granary." Up to twice: at the
 * end of the round he joined and at the end of the round he is stationed
 * (both, if the same round) (ruling). Each time Wu chooses a marketplace
 * token for its treasury or a farm token for its granary (ruling), which
 * leaves the development levels as they are (ruling).
 */
import { offerChoice } from '../../../choices';
import { defineCard } from '../../../hooks';
import { logCard } from '../../../log';
import type { GameState } from '../../../state';

type Store = 'treasury' | 'granary';

interface HanDangData {
  /** Development tokens Han Dang placed from the general supply (not counted in the levels). */
  placed: Record<Store, number>;
}

/** Tokens Han Dang put on the treasury or granary (they are not developed tokens). */
export function hanDangTokens(G: GameState, store: Store): number {
  return (G.cardData.hanDang as HanDangData | undefined)?.placed[store] ?? 0;
}

export const hanDang = defineCard('hanDang', {
  endOfRound(ctx) {
    const p = ctx.G.players[ctx.state];
    const recruited = p.recruitedIn.hanDang === ctx.G.round;
    const stationed = p.stationed.some((s) => s.general === 'hanDang' && s.round === ctx.G.round);
    if (recruited) offerChoice(ctx.G, { state: ctx.state, card: 'hanDang', kind: 'token', data: { when: 'recruited' } });
    if (stationed) offerChoice(ctx.G, { state: ctx.state, card: 'hanDang', kind: 'token', data: { when: 'stationed' } });
  },
  choices: {
    token: {
      prompt: (_G, pc) =>
        `Han Dang (Merit, ${pc.data.when as string}): place 1 marketplace token on Wu's treasury or 1 farm token on its granary.`,
      options: () => ['treasury', 'granary'],
      describe: (_G, _pc, option) => (option === 'treasury' ? '1 marketplace token on the treasury' : '1 farm token on the granary'),
      apply(G, pc, option) {
        const store = option as Store;
        G.players[pc.state][store].devTokens += 1;
        const d = (G.cardData.hanDang as HanDangData | undefined) ?? { placed: { treasury: 0, granary: 0 } };
        d.placed[store] += 1;
        G.cardData.hanDang = d;
        logCard(
          G,
          pc.state,
          'hanDang',
          `Han Dang's Merit: Wu places 1 ${store === 'treasury' ? 'marketplace token on its treasury' : 'farm token on its granary'} from the general supply.`,
        );
      },
    },
  },
});
