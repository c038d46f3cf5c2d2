/**
 * Xun Yu, Foresight (compendium): "Xun Yu may pay 1 rice to draw 1 additional
 * general card during each recruitment of generals. If he does so, he also
 * receives 1 untrained army." A skill move, open while Wei chooses among its
 * drawn general cards (after looking at them), once per recruitment, in the
 * recruitments after the one where Xun Yu joined. The extra card joins the
 * drawn ones; Wei still selects the table's number (the rest go back).
 */
import { defineCard } from '../../../hooks';
import { logCard } from '../../../log';

interface XunYuData {
  /** Round of the recruitment in which the skill was last used. */
  usedInRound?: number;
}

export const xunYu = defineCard('xunYu', {
  skillMove: {
    options(ctx) {
      const { G, state } = ctx;
      const p = G.players[state];
      const joined = p.recruitedIn.xunYu;
      const data = (G.cardData.xunYu ?? {}) as XunYuData;
      if (G.step.kind !== 'recruit' || joined === undefined || joined >= G.round) return [];
      if (p.secret.drawn.length === 0 || p.secret.undrawn.length === 0 || p.rice < 1) return [];
      if (data.usedInRound === G.round) return [];
      return ['draw'];
    },
    describe: () => 'Xun Yu (Foresight): pay 1 rice, draw 1 more general card and receive 1 untrained army',
    apply(ctx) {
      const { G, state } = ctx;
      const p = G.players[state];
      p.rice -= 1;
      // The undrawn cards were shuffled for this recruitment: the next one is the top card.
      p.secret.drawn.push(p.secret.undrawn.shift()!);
      p.untrained += 1;
      G.cardData.xunYu = { usedInRound: G.round } satisfies XunYuData;
      logCard(G, state, 'xunYu', "Xun Yu's Foresight: Wei pays 1 rice, draws 1 more general card and receives 1 untrained army.");
    },
  },
});
