/**
 * Yu Jin, Forebearance (compendium): "At the end of the round when Yu Jin is
 * recruited, place 2 Wei bid tokens on this card. During each Conflict Phase,
 * after the alliance action space has been selected, he may return 1 of these
 * Wei bid tokens to join the alliance." The tokens are kept in
 * G.cardData.yuJin; joining is an optional choice answered at once, before
 * the first assignment (the bid order does not change). With Wei joined, all
 * 3 states are the alliance (G.alliance) for this round.
 */
import { offerChoice } from '../../../choices';
import { defineCard } from '../../../hooks';
import { logCard } from '../../../log';
import { spaceName } from '../../../spaces';
import type { GameState } from '../../../state';

interface YuJinData {
  tokens: number;
}

function yuJinTokens(G: GameState): number {
  return (G.cardData.yuJin as YuJinData | undefined)?.tokens ?? 0;
}

export const yuJin = defineCard('yuJin', {
  endOfRound(ctx) {
    if (ctx.G.players[ctx.state].recruitedIn.yuJin !== ctx.G.round) return;
    ctx.G.cardData.yuJin = { tokens: 2 } satisfies YuJinData;
    logCard(ctx.G, ctx.state, 'yuJin', "Yu Jin's Forebearance: 2 Wei bid tokens are placed on Yu Jin's card.");
  },
  afterAllianceSelected(ctx) {
    if (yuJinTokens(ctx.G) < 1 || ctx.G.alliance.includes(ctx.state)) return;
    offerChoice(ctx.G, { state: ctx.state, card: 'yuJin', kind: 'joinAlliance', optional: true });
  },
  choices: {
    joinAlliance: {
      prompt: (G) =>
        `Yu Jin (Forebearance): return 1 of the ${yuJinTokens(G)} Wei bid tokens on his card to join the alliance on "${G.allianceSpace ? spaceName(G.allianceSpace) : ''}" this round?`,
      options: (G, pc) => (yuJinTokens(G) >= 1 && !G.alliance.includes(pc.state) ? ['join'] : []),
      describe: () => 'Return 1 bid token and join the alliance',
      apply(G, pc) {
        (G.cardData.yuJin as YuJinData).tokens -= 1;
        G.alliance.push(pc.state);
        logCard(
          G,
          pc.state,
          'yuJin',
          `Yu Jin's Forebearance: Wei returns 1 bid token and joins the alliance this round (${yuJinTokens(G)} left).`,
        );
      },
    },
  },
});
