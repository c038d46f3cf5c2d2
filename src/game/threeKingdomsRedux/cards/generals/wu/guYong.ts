/**
 * Gu Yong, Supererogation (compendium): "After Gu Yong takes the "hire
 * instructor and/or import technology action", he may either "trade rice"
 * or "trade weapons"." One of the two trades, at the rates of the "trade
 * rice and/or weapons" space (ruling): an optional choice among every legal
 * rice trade (buy or sell 1-3 lots of 4) and weapon trade (buy or sell 3 or
 * 6 weapons), judged by the trade action's own validator.
 */
import { offerChoice } from '../../../choices';
import { defineCard } from '../../../hooks';
import { weaponMultisets } from '../../../listings';
import { logCard } from '../../../log';
import type { ActionChoice, TradeDirection } from '../../../moves';
import type { WeaponType } from '../../../types';
import { takenAs, takes } from '../../shared/taking';
import { doTrade, TRADE, tradeError } from '../../../trade';

type Trade = Extract<ActionChoice, { kind: 'trade' }>;
/** Exactly one of the two trades. */
type Option = { rice: { direction: TradeDirection; lots: number } } | { weapons: { direction: TradeDirection; items: WeaponType[] } };

let candidates: Option[] | null = null;
/** Every rice-only and weapons-only trade (built on first use). */
function allTrades(): Option[] {
  if (candidates) return candidates;
  const out: Option[] = [];
  for (const direction of ['buy', 'sell'] as const)
    for (let lots = 1; lots <= TRADE.maxRiceLots; lots++) out.push({ rice: { direction, lots } });
  for (const direction of ['buy', 'sell'] as const)
    for (const size of [TRADE.weaponLot, TRADE.maxWeapons])
      for (const items of weaponMultisets(size)) out.push({ weapons: { direction, items } });
  return (candidates = out);
}

const asTrade = (o: Option): Trade => ({ kind: 'trade', ...o });

function describe(o: Option): string {
  if ('rice' in o) {
    const n = o.rice.lots * TRADE.riceLot;
    const gold = o.rice.lots * (o.rice.direction === 'buy' ? TRADE.riceBuyGold : TRADE.riceSellGold);
    return o.rice.direction === 'buy' ? `Buy ${n} rice for ${gold} gold` : `Sell ${n} rice for ${gold} gold`;
  }
  const lots = o.weapons.items.length / TRADE.weaponLot;
  const gold = lots * (o.weapons.direction === 'buy' ? TRADE.weaponBuyGold : TRADE.weaponSellGold);
  return `${o.weapons.direction === 'buy' ? 'Buy' : 'Sell'} ${o.weapons.items.join(', ')} for ${gold} gold`;
}

export const guYong = defineCard('guYong', {
  afterAction(ctx, info) {
    if (info.space !== 'hireInstructor' || !takes(info, 'guYong') || !takenAs(info, 'hireInstructor')) return;
    offerChoice(ctx.G, { state: ctx.state, card: 'guYong', kind: 'trade', optional: true }, { first: true });
  },
  choices: {
    trade: {
      prompt: () => 'Gu Yong (Supererogation): you may "trade rice" or "trade weapons" (one of them).',
      options: (G, pc) => allTrades().filter((o) => !tradeError(G.players[pc.state], asTrade(o))),
      describe: (_G, _pc, option) => describe(option as Option),
      apply(G, pc, option) {
        doTrade(G.players[pc.state], asTrade(option as Option));
        logCard(G, pc.state, 'guYong', `Gu Yong's Supererogation: Wu trades (${describe(option as Option).toLowerCase()}).`);
      },
    },
  },
});
