/**
 * Imperial Academy (Taixue) (compendium, Unification deck): "You may draw 1
 * additional general card or pay 2 rice to receive 1 popular support token
 * during each recruitment of generals."
 * A skill move (like Xun Yu's Foresight), open while the state chooses among
 * its drawn general cards, so after looking at them (first ruling), once per
 * recruitment, one of: 'draw' (the top card of its undrawn generals joins
 * the drawn ones; the state still selects the table's number, the rest go
 * back) or 'popularSupport' (2 rice paid from the supply, then 1 popular
 * support token, through gainPopularSupport: Xun You's 2 rice come after the
 * payment, third ruling). Used alongside Xun Yu's skill in either order
 * (second ruling). docs/rulings.md R66.
 */
import { gainPopularSupport } from '../../gains';
import { defineCard } from '../../hooks';
import { logCard } from '../../log';
import { STATE_NAMES } from '../../spaces';

const NAME = 'Imperial Academy (Taixue)';
const ACADEMY_RICE = 2;

type Option = 'draw' | 'popularSupport';

interface AcademyData {
  /** Round of the recruitment in which the card was last used. */
  usedInRound?: number;
}

export const imperialAcademy = defineCard('imperialAcademy', {
  skillMove: {
    options(ctx) {
      const { G, state } = ctx;
      const p = G.players[state];
      const data = (G.cardData.imperialAcademy ?? {}) as AcademyData;
      if (G.step.kind !== 'recruit' || p.secret.drawn.length === 0 || data.usedInRound === G.round) return [];
      const out: Option[] = [];
      if (p.secret.undrawn.length > 0) out.push('draw');
      if (p.rice >= ACADEMY_RICE) out.push('popularSupport');
      return out;
    },
    describe: (_ctx, option) =>
      option === 'draw'
        ? `${NAME}: draw 1 additional general card`
        : `${NAME}: pay ${ACADEMY_RICE} rice to receive 1 popular support token`,
    apply(ctx, option) {
      const { G, state } = ctx;
      const p = G.players[state];
      G.cardData.imperialAcademy = { usedInRound: G.round } satisfies AcademyData;
      if (option === 'draw') {
        // The undrawn cards were shuffled for this recruitment: the next one is the top card.
        p.secret.drawn.push(p.secret.undrawn.shift()!);
        logCard(G, state, 'imperialAcademy', `${NAME}: ${STATE_NAMES[state]} draws 1 additional general card.`);
        return;
      }
      // The payment comes before the receipt (third ruling, Xun You).
      p.rice -= ACADEMY_RICE;
      logCard(G, state, 'imperialAcademy', `${NAME}: ${STATE_NAMES[state]} pays ${ACADEMY_RICE} rice to receive 1 popular support token.`);
      gainPopularSupport(G, state, 1);
    },
  },
});
