/**
 * Nine-Rank System (Jiu Pin Zhong Zheng Zhi) (compendium, Separation deck):
 * "If you did not take the "control Han emperor action" this round, gain 1
 * rank immediately after constructing this state enhancement." A must,
 * applied by itself (ruling), once only (ruling: whether built by the
 * construct action or at the end of the round by Cheng Pu).
 *
 * "Did not take" (docs/rulings.md R57): the rank comes as soon as it is
 * certain that the state does not take "control Han emperor" this round. On
 * construction that is certain unless the state took it already (no rank)
 * or still holds it to take: then the card waits, and the rank comes when
 * the state declines that action (also when it cannot pay for it after
 * paying for the card: declining is then its only way on); taking it gives
 * none. One round never gives a rank from both. Never above Emperor. Zhou
 * Tai does not act: no action is taken.
 */
import { EMPEROR_RANK, RANKS } from '../../data/board';
import { defineCard } from '../../hooks';
import { logCard } from '../../log';
import { STATE_NAMES } from '../../spaces';
import type { HookContext } from '../../cardHooks';

/** Set while the rank waits for the state's "control Han emperor" of this round to be declined or taken. */
interface NineRankData {
  waitingIn: number;
}

function gainRank(ctx: HookContext): void {
  const p = ctx.G.players[ctx.state];
  if (p.rank >= EMPEROR_RANK) return;
  p.rank += 1;
  logCard(ctx.G, ctx.state, 'nineRankSystem', `Nine-Rank System: ${STATE_NAMES[ctx.state]} rises to ${RANKS[p.rank].value}.`);
}

export const nineRankSystem = defineCard('nineRankSystem', {
  onConstructed(ctx) {
    if (ctx.G.actionsTaken[ctx.state].includes('controlHanEmperor')) return;
    if (ctx.G.pendingActions[ctx.state]?.includes('controlHanEmperor')) {
      ctx.G.cardData.nineRankSystem = { waitingIn: ctx.G.round } satisfies NineRankData;
      return;
    }
    gainRank(ctx);
  },
  onActionDeclined(ctx, space) {
    const d = ctx.G.cardData.nineRankSystem as NineRankData | undefined;
    if (space !== 'controlHanEmperor' || d?.waitingIn !== ctx.G.round) return;
    delete ctx.G.cardData.nineRankSystem;
    gainRank(ctx);
  },
  afterAction(ctx, info) {
    // Taken after all: the wait is over, without a rank from the card.
    if (info.space === 'controlHanEmperor') delete ctx.G.cardData.nineRankSystem;
  },
});
