/**
 * Nine-Rank System (Jiu Pin Zhong Zheng Zhi) (compendium, Separation deck):
 * "If you did not take the "control Han emperor action" this round, gain 1
 * rank immediately after constructing this state enhancement." A must,
 * applied by itself right after construction (ruling), once only (ruling:
 * onConstructed runs once, when the card is built, whether by the construct
 * action or at the end of the round by Cheng Pu). "Did not take": the
 * state has neither taken "control Han emperor" this round nor still holds
 * it to take (a won action it declined was not taken), so one round never
 * gives a rank from both (docs/rulings.md R57). Never above Emperor. Zhou
 * Tai does not act: no action is taken.
 */
import { EMPEROR_RANK, RANKS } from '../../data/board';
import { registerCard } from '../../hooks';
import { logCard } from '../../log';
import { STATE_NAMES } from '../../spaces';

registerCard('nineRankSystem', {
  onConstructed(ctx) {
    const p = ctx.G.players[ctx.state];
    const emperorThisRound =
      ctx.G.actionsTaken[ctx.state].includes('controlHanEmperor') || !!ctx.G.pendingActions[ctx.state]?.includes('controlHanEmperor');
    if (emperorThisRound || p.rank >= EMPEROR_RANK) return;
    p.rank += 1;
    logCard(ctx.G, ctx.state, 'nineRankSystem', `Nine-Rank System: ${STATE_NAMES[ctx.state]} rises to ${RANKS[p.rank].value}.`);
  },
});
