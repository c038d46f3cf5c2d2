/**
 * Huang Gai, Deception (compendium): "At the end of each Conflict Phase,
 * Huang Gai may move with any Han emperor or popular support tokens placed
 * with him, from a common bidding action space to any empty common bidding
 * action space. A tie on the action space he left counts as a loss for Wu."
 *
 * `endOfConflict` runs once every general is assigned or every state passed,
 * before tokens are removed (ruling); the optional choice lists the empty
 * common spaces only, never a battle or improve tribal relations space
 * (rulings). His bid moves whole (the tokens placed with him go along) and
 * reaches its total on the new space when he arrives (a new assignment
 * number, R30). The space he left is remembered for this round's ties.
 */
import { offerChoice } from '../../../choices';
import { defineCard } from '../../../hooks';
import { logCard } from '../../../log';
import { COMMON_SPACES, spaceName } from '../../../spaces';
import type { GameState } from '../../../state';
import type { CommonSpaceId, StateId } from '../../../types';

interface HuangGaiData {
  /** Round in which Huang Gai left `left`. */
  round: number;
  left: CommonSpaceId;
}

/** The common space Huang Gai's bid is on this round, if any. */
function huangGaiSpace(G: GameState, state: StateId): CommonSpaceId | null {
  return COMMON_SPACES.find((s) => (G.bids[s] ?? []).some((b) => b.state === state && b.general === 'huangGai')) ?? null;
}

const emptyCommonSpaces = (G: GameState): CommonSpaceId[] => COMMON_SPACES.filter((s) => (G.bids[s] ?? []).length === 0);

export const huangGai = defineCard('huangGai', {
  endOfConflict(ctx) {
    if (!huangGaiSpace(ctx.G, ctx.state)) return;
    offerChoice(ctx.G, { state: ctx.state, card: 'huangGai', kind: 'move', optional: true });
  },
  losesBidTies(ctx, space) {
    const d = ctx.G.cardData.huangGai as HuangGaiData | undefined;
    return d?.round === ctx.G.round && d.left === space;
  },
  choices: {
    move: {
      prompt: (G, pc) =>
        `Huang Gai (Deception): you may move Huang Gai, with the tokens placed with him, from "${spaceName(huangGaiSpace(G, pc.state)!)}" to an empty common action space.`,
      options: (G, pc) => (huangGaiSpace(G, pc.state) ? emptyCommonSpaces(G) : []),
      describe: (_G, _pc, option) => `Move to "${spaceName(option as CommonSpaceId)}"`,
      apply(G, pc, option) {
        const to = option as CommonSpaceId;
        const from = huangGaiSpace(G, pc.state)!;
        const bids = G.bids[from]!;
        const [bid] = bids.splice(
          bids.findIndex((b) => b.state === pc.state && b.general === 'huangGai'),
          1,
        );
        // He reaches his total on the new space when he arrives there (R30).
        bid.seq = ++G.bidSeq;
        (G.bids[to] ??= []).push(bid);
        G.cardData.huangGai = { round: G.round, left: from } satisfies HuangGaiData;
        const extras = [
          bid.popularSupport ? `${bid.popularSupport} popular support` : '',
          bid.hanEmperorToken ? 'the Han emperor token' : '',
        ].filter(Boolean);
        logCard(
          G,
          pc.state,
          'huangGai',
          `Huang Gai's Deception: Huang Gai moves${extras.length ? ` with ${extras.join(' and ')}` : ''} from "${spaceName(from)}" to "${spaceName(to)}"; a tie on "${spaceName(from)}" counts as a loss for Wu.`,
        );
      },
    },
  },
});
