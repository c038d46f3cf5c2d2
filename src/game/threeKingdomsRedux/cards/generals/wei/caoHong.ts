/**
 * Cao Hong, Prerogative (compendium): "After Cao Hong takes the "control Han
 * emperor action", he may "collect tax" or "harvest"." An optional choice
 * offered right after the action, whichever general was left face down.
 */
import { HARVEST_RICE_PER_TOKEN, TAX_GOLD_PER_TOKEN } from '../../../actions';
import { offerChoice } from '../../../choices';
import { defineCard } from '../../../hooks';
import { logCard } from '../../../log';
import type { GameState, PendingChoice } from '../../../state';
import { takes } from '../../shared/taking';
import { counted } from '../../../words';

type Option = { kind: 'harvest'; keepInGranary: number } | { kind: 'collectTax'; keepInTreasury: number };

function options(G: GameState, pc: PendingChoice): Option[] {
  const p = G.players[pc.state];
  const out: Option[] = [];
  for (let k = 0; k <= p.marketplace.flipped && p.marketplace.flipped > 0; k++) out.push({ kind: 'collectTax', keepInTreasury: k });
  for (let k = 0; k <= p.farm.flipped && p.farm.flipped > 0; k++) out.push({ kind: 'harvest', keepInGranary: k });
  return out;
}

export const caoHong = defineCard('caoHong', {
  afterAction(ctx, info) {
    if (info.space !== 'controlHanEmperor' || !takes(info, 'caoHong')) return;
    offerChoice(ctx.G, { state: ctx.state, card: 'caoHong', kind: 'taxOrHarvest', optional: true });
  },
  choices: {
    taxOrHarvest: {
      prompt: () => 'Cao Hong (Prerogative): you may "collect tax" or "harvest".',
      options,
      describe(_G, _pc, option) {
        const o = option as Option;
        return o.kind === 'collectTax'
          ? `Collect tax, keeping ${counted(o.keepInTreasury, 'marketplace token')} in the treasury`
          : `Harvest, keeping ${counted(o.keepInGranary, 'farm token')} in the granary`;
      },
      apply(G, pc, option) {
        const o = option as Option;
        const p = G.players[pc.state];
        if (o.kind === 'collectTax') {
          const sold = p.marketplace.flipped - o.keepInTreasury;
          p.treasury.devTokens += o.keepInTreasury;
          p.gold += sold * TAX_GOLD_PER_TOKEN;
          p.marketplace.flipped = 0;
          logCard(
            G,
            pc.state,
            'caoHong',
            `Cao Hong's Prerogative: Wei collects tax (${counted(o.keepInTreasury, 'marketplace token')} to its treasury, ${sold * TAX_GOLD_PER_TOKEN} gold).`,
          );
        } else {
          const sold = p.farm.flipped - o.keepInGranary;
          p.granary.devTokens += o.keepInGranary;
          p.rice += sold * HARVEST_RICE_PER_TOKEN;
          p.farm.flipped = 0;
          logCard(
            G,
            pc.state,
            'caoHong',
            `Cao Hong's Prerogative: Wei harvests (${counted(o.keepInGranary, 'farm token')} to its granary, ${sold * HARVEST_RICE_PER_TOKEN} rice).`,
          );
        }
      },
    },
  },
});
