/**
 * Dong Yun, Efficacy (compendium): "When Dong Yun takes the "trade rice
 * and/or weapons action", he may pay 1 popular support token to "collect
 * tax" and "harvest" before taking the action." A before-action choice: "no"
 * (the default), or pay 1 popular support token (to the general supply) and
 * collect tax and harvest, keeping a chosen number of flipped tokens in the
 * treasury and granary as those actions allow. Not when the trade is
 * declined (the choice comes with taking it).
 */
import { defineCard } from '../../../hooks';
import { HARVEST_RICE_PER_TOKEN, TAX_GOLD_PER_TOKEN } from '../../../actions';
import { logCard } from '../../../log';

type Efficacy = 'no' | { keepInTreasury: number; keepInGranary: number };

export const dongYun = defineCard('dongYun', {
  beforeActionOptions(ctx, info) {
    if (info.space !== 'trade' || !info.generals.includes('dongYun')) return null;
    const p = ctx.G.players[ctx.state];
    const out: Efficacy[] = ['no'];
    // Paying for nothing is not offered: at least one flipped token to collect or harvest.
    if (p.popularSupport < 1 || p.marketplace.flipped + p.farm.flipped === 0) return out;
    for (let t = 0; t <= p.marketplace.flipped; t++)
      for (let g = 0; g <= p.farm.flipped; g++) out.push({ keepInTreasury: t, keepInGranary: g });
    return out;
  },
  beforeAction(ctx, info, option) {
    if (info.space !== 'trade' || !info.generals.includes('dongYun')) return;
    if (!option || option === 'no') return;
    const { keepInTreasury, keepInGranary } = option as Exclude<Efficacy, 'no'>;
    const p = ctx.G.players[ctx.state];
    p.popularSupport -= 1;
    const taxed = p.marketplace.flipped - keepInTreasury;
    const harvested = p.farm.flipped - keepInGranary;
    p.treasury.devTokens += keepInTreasury;
    p.granary.devTokens += keepInGranary;
    p.gold += taxed * TAX_GOLD_PER_TOKEN;
    p.rice += harvested * HARVEST_RICE_PER_TOKEN;
    p.marketplace.flipped = 0;
    p.farm.flipped = 0;
    logCard(
      ctx.G,
      ctx.state,
      'dongYun',
      `Dong Yun's Efficacy: Shu pays 1 popular support token to collect tax (${taxed * TAX_GOLD_PER_TOKEN} gold, ${keepInTreasury} token(s) to its treasury) and harvest (${harvested * HARVEST_RICE_PER_TOKEN} rice, ${keepInGranary} token(s) to its granary).`,
    );
  },
});
