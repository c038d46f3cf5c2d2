/**
 * Pang De, Loyalty (compendium): "After Pang De wins an action space together
 * with Cao Cao, if Wei did not take the "improve tribal relations action"
 * that round, Wei's tribal relations level is increased by 1 (or maintained
 * at 12) instead." Whether they won a space together is noted when Wei
 * begins its actions (the winning bids are still on the spaces then); step 4
 * asks `raisesTribalInstead` only when Wei did not take the action. It
 * supersedes Jia Xu's Control. At 12, Wei may pay 2 rice for 1 popular support.
 */
import { defineCard } from '../../../hooks';
import { ALL_SPACES } from '../../../spaces';
import { TRIBAL_LEVEL_12, tribalLevel12Choice } from '../../shared/tribalLevel12';

interface PangDeData {
  /** Round in which Pang De won a space together with Cao Cao. */
  wonWithCaoCao?: number;
}

export const pangDe = defineCard('pangDe', {
  beginActions(ctx) {
    const together = ALL_SPACES.some((space) => {
      const mine = (ctx.G.bids[space] ?? []).filter((b) => b.state === ctx.state).map((b) => b.general);
      return mine.includes('pangDe') && mine.includes('caoCao');
    });
    if (together) ctx.G.cardData.pangDe = { wonWithCaoCao: ctx.G.round } satisfies PangDeData;
  },
  raisesTribalInstead: (ctx) => (ctx.G.cardData.pangDe as PangDeData | undefined)?.wonWithCaoCao === ctx.G.round,
  choices: { [TRIBAL_LEVEL_12]: tribalLevel12Choice },
});
