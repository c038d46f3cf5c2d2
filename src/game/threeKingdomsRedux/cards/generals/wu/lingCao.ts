/**
 * Ling Cao, Naval Mastery (compendium): "At the end of each round after Ling
 * Cao has been stationed with a naval unit, if Wu did not take the "improve
 * tribal relations action" that round, Wu's tribal relations level is
 * increased by 1 (or maintained at 12) instead."
 *
 * As the first ruling times it (R31): the level does not decrease at step 4
 * (Reduce Tribal Relations Level: `skipsTribalReduction`, asked only when Wu
 * did not take the action) and rises by 1 at step 5 (Receive/Activate
 * Benefits), a total increase of 1. Kept at 12, Wu may pay 2 rice for 1
 * popular support (second ruling; offered at step 4 with the shared level-12
 * choice); reaching 12 at step 5, likewise (rulebook: "reaches or maintains").
 */
import { offerChoice } from '../../../choices';
import { MAX_TRIBAL_LEVEL } from '../../../data/board';
import { defineCard } from '../../../hooks';
import { logCard } from '../../../log';
import { isTribal } from '../../../spaces';
import { TRIBAL_LEVEL_12, tribalLevel12Choice } from '../../shared/tribalLevel12';
import type { HookContext } from '../../../cardHooks';

/** Ling Cao has been stationed with a naval unit, and Wu did not take the improve tribal relations action this round. */
function applies(ctx: HookContext): boolean {
  const p = ctx.G.players[ctx.state];
  const naval = p.stationed.some((s) => s.general === 'lingCao' && s.units.some((u) => u.type === 'naval' && u.count > 0));
  return naval && !ctx.G.actionsTaken[ctx.state].some((s) => isTribal(s));
}

export const lingCao = defineCard('lingCao', {
  skipsTribalReduction: applies,
  endOfRound(ctx) {
    if (!applies(ctx)) return;
    const p = ctx.G.players[ctx.state];
    const before = p.tribalLevel;
    if (before >= MAX_TRIBAL_LEVEL) return; // maintained at 12 (already logged, and the choice offered, at step 4)
    p.tribalLevel = before + 1;
    logCard(ctx.G, ctx.state, 'lingCao', `Ling Cao's Naval Mastery: Wu's tribal relations level rises from ${before} to ${p.tribalLevel}.`);
    if (p.tribalLevel === MAX_TRIBAL_LEVEL)
      offerChoice(ctx.G, { state: ctx.state, card: 'lingCao', kind: TRIBAL_LEVEL_12, optional: true });
  },
  choices: { [TRIBAL_LEVEL_12]: tribalLevel12Choice },
});
