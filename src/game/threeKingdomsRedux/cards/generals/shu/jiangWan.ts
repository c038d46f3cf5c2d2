/**
 * Jiang Wan, Eloquence (compendium): "After Jiang Wan takes the "trade rice
 * and/or weapons action", he receives 1 untrained army and may then "hire
 * instructor"." Hire instructor: pay 1 rice, train up to 2 untrained armies
 * (an optional choice offered after the army is received).
 */
import { defineCard } from '../../../hooks';
import { offerChoice } from '../../../choices';
import { logCard } from '../../../log';
import { DEFAULT_TERMS } from '../../../cardHooks';

type Hire = { train: number };

export const jiangWan = defineCard('jiangWan', {
  afterAction(ctx, info) {
    if (info.space !== 'trade' || !info.generals.includes('jiangWan')) return;
    ctx.G.players[ctx.state].untrained += 1;
    logCard(ctx.G, ctx.state, 'jiangWan', "Jiang Wan's Eloquence: Shu receives 1 untrained army.");
    offerChoice(ctx.G, { state: ctx.state, card: 'jiangWan', kind: 'hire', optional: true }, { first: true });
  },
  choices: {
    hire: {
      prompt: () =>
        `Jiang Wan (Eloquence): hire an instructor (${DEFAULT_TERMS.hireRice} rice, train up to ${DEFAULT_TERMS.hireTrainMax} armies)?`,
      options(G, pc) {
        const p = G.players[pc.state];
        if (p.rice < DEFAULT_TERMS.hireRice) return [];
        const out: Hire[] = [];
        for (let n = 0; n <= Math.min(DEFAULT_TERMS.hireTrainMax, p.untrained); n++) out.push({ train: n });
        return out;
      },
      describe: (_G, _pc, option) => `Pay ${DEFAULT_TERMS.hireRice} rice, train ${(option as Hire).train}`,
      apply(G, pc, option) {
        const n = (option as Hire).train;
        const p = G.players[pc.state];
        p.rice -= DEFAULT_TERMS.hireRice;
        p.untrained -= n;
        p.trained += n;
        logCard(G, pc.state, 'jiangWan', `Jiang Wan's Eloquence: Shu hires an instructor and trains ${n} arm${n === 1 ? 'y' : 'ies'}.`);
      },
    },
  },
});
