/**
 * Ma Dai, Austerity (compendium): "At the end of each round, Ma Dai receives
 * gold and rice equal to the corresponding number of border location tokens
 * on Shu's treasury and granary (maximum 3 border location tokens)."
 * Gold for tokens on the treasury, rice for tokens on the granary; with more
 * than 3 tokens, Shu chooses which 3 count (a mandatory choice of the split).
 */
import { defineCard } from '../../../hooks';
import { offerChoice } from '../../../choices';
import { logCard } from '../../../log';
import type { GameState } from '../../../state';
import type { StateId } from '../../../types';

const MA_DAI_MAX_TOKENS = 3;

type Split = { gold: number; rice: number };

function receive(G: GameState, state: StateId, { gold, rice }: Split): void {
  const p = G.players[state];
  p.gold += gold;
  p.rice += rice;
  logCard(G, state, 'maDai', `Ma Dai's Austerity: Shu receives ${gold} gold and ${rice} rice for its border location tokens.`);
}

function splits(G: GameState, state: StateId): Split[] {
  const p = G.players[state];
  const t = p.treasury.borderTokens.length;
  const g = p.granary.borderTokens.length;
  const out: Split[] = [];
  for (let gold = Math.min(t, MA_DAI_MAX_TOKENS); gold >= 0; gold--) {
    const rice = MA_DAI_MAX_TOKENS - gold;
    if (rice <= g) out.push({ gold, rice });
  }
  return out;
}

export const maDai = defineCard('maDai', {
  endOfRound(ctx) {
    const p = ctx.G.players[ctx.state];
    const t = p.treasury.borderTokens.length;
    const g = p.granary.borderTokens.length;
    if (t + g === 0) return;
    if (t + g <= MA_DAI_MAX_TOKENS) receive(ctx.G, ctx.state, { gold: t, rice: g });
    else offerChoice(ctx.G, { state: ctx.state, card: 'maDai', kind: 'tokens' });
  },
  choices: {
    tokens: {
      prompt: () =>
        `Ma Dai (Austerity): choose ${MA_DAI_MAX_TOKENS} border location tokens (gold for the treasury's, rice for the granary's).`,
      options: (G, pc) => splits(G, pc.state),
      describe: (_G, _pc, option) => `${(option as Split).gold} gold and ${(option as Split).rice} rice`,
      apply: (G, pc, option) => receive(G, pc.state, option as Split),
    },
  },
});
