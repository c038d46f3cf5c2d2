/** High Card Duel as the page shell knows it: the shell plays it with this table and the random bot. */
import { RulesDialog } from '../../../src/board/shell/RulesDialog';
import type { PageGame } from '../../../src/board/shell/pageGame';
import { uniformRandomBot } from '../../../src/bots/uniformRandomBot';
import { highCardDuel, type DuelMove, type DuelSeat, type DuelState } from '../highCardDuel';
import { DuelTable } from './DuelTable';

/** The hint: lead the highest card; answer with the lowest card that takes the trick, else the lowest. */
function duelHint(view: DuelState, seat: DuelSeat): DuelMove {
  const hand = [...view.hands[seat]].sort((a, b) => a - b);
  if (view.led === null) return { card: hand[hand.length - 1] };
  const led = view.led;
  return { card: hand.find((card) => card > led) ?? hand[0] };
}

export const duelPage: PageGame = {
  contract: highCardDuel,
  summary: 'Seven cards, three each, three tricks: the higher card takes a trick.',
  RulesPanel: ({ onClose }) => (
    <RulesDialog title={highCardDuel.title} onClose={onClose}>
      <p>Seven cards numbered 1 to 7 are shuffled; each player is dealt three, and the last stays face down.</p>
      <p>
        North leads the first trick. The leader plays a card, the other player answers; the higher card takes the trick, and its player
        leads the next.
      </p>
      <p>Who takes two of the three tricks wins.</p>
    </RulesDialog>
  ),
  play: {
    kind: 'shell',
    Table: DuelTable,
    bots: [{ id: 'random', label: 'random', create: () => uniformRandomBot(highCardDuel) }],
    hints: { id: 'hint', label: 'hint', create: () => ({ name: 'duel-hint', decide: duelHint }) },
  },
};
