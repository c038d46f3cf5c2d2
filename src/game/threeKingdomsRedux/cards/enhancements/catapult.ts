/**
 * Catapult (compendium, Separation deck): "One of your border ties counts as
 * a win. The tied border still counts as a tie for your opponent."
 *
 * Scoring (`borderResults`): the first of the owner's borders (board order)
 * whose result is a tie becomes a win; only the owner's results change, so
 * the opponent there still scores a tie. Ruling: with both borders tied only
 * one counts as a win (tie + tie scores as win + tie). A border where neither
 * state occupies a location is a tie (rulebook, Border VPs) and may be the
 * one (R52). scoring.ts records the effect on the score sheet.
 */
import { bordersOf } from '../../data/board';
import { defineCard } from '../../hooks';

export const catapult = defineCard('catapult', {
  borderResults(ctx, results) {
    const tied = bordersOf(ctx.state).find((b) => results[b] === 'tie');
    if (tied) results[tied] = 'win';
  },
});
