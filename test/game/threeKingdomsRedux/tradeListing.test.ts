/**
 * Issue 20: the trade choices listed (legal.ts, `tradeCandidates` judged by
 * actionChoices) must equal every possible trade judged by `actionError`, in
 * the same order, at every trade of seeded games and on supplies that reach
 * the limits (no gold, no rice, weapons of one type). It guards any shortcut
 * in trade listing (a memo of the legal trades per supply measured as no
 * gain: docs/performance.md, "How the code stays fast").
 */
import { describe, expect, it } from 'vitest';
import { actionError } from '../../../src/game/threeKingdomsRedux/actionError';
import { hasHook } from '../../../src/game/threeKingdomsRedux/hooks';
import { currentDecision, statesToAct } from '../../../src/game/threeKingdomsRedux/engine';
import { actionChoices, weaponMultisets } from '../../../src/game/threeKingdomsRedux/legal';
import type { ActionChoice } from '../../../src/game/threeKingdomsRedux/moves';
import { playGame } from '../../../src/game/threeKingdomsRedux/simulate';
import { randomMove } from '../../../src/bots/threeKingdomsRedux/random';
import type { GameState } from '../../../src/game/threeKingdomsRedux/state';
import type { StateId } from '../../../src/game/threeKingdomsRedux/types';

/** All 1,462 trades in the listing's order: rice part (none, buy 1-3, sell 1-3), then weapon part. */
function everyTrade(): ActionChoice[] {
  const rice: ({ direction: 'buy' | 'sell'; lots: number } | undefined)[] = [undefined];
  for (const direction of ['buy', 'sell'] as const) for (let lots = 1; lots <= 3; lots++) rice.push({ direction, lots });
  const weapons: ({ direction: 'buy' | 'sell'; items: ReturnType<typeof weaponMultisets>[number] } | undefined)[] = [undefined];
  for (const direction of ['buy', 'sell'] as const)
    for (const size of [3, 6]) for (const items of weaponMultisets(size)) weapons.push({ direction, items });
  const out: ActionChoice[] = [];
  for (const r of rice)
    for (const w of weapons) {
      const c: ActionChoice = { kind: 'trade' };
      if (r) c.rice = r;
      if (w) c.weapons = w;
      out.push(c);
    }
  return out;
}
const TRADES = everyTrade();

const listedTrades = (G: GameState, s: StateId) => actionChoices(G, s, 'trade').filter((c) => c.kind === 'trade');
const judgedTrades = (G: GameState, s: StateId) => TRADES.filter((c) => !actionError(G, s, 'trade', c));

describe('the trades listed are exactly those actionError accepts', () => {
  it('at every trade decision of 60 uniform random games, and on supplies at the limits', () => {
    let positions = 0;
    for (let i = 0; i < 60; i++)
      playGame(`trade-listing-${i}`, randomMove, {
        afterMove: (G: GameState) => {
          if (currentDecision(G).kind !== 'action') return;
          const s = statesToAct(G)[0];
          // (A card acting before actions changes the supply the trade is judged on: not this test's concern.)
          if (!G.pendingActions[s].includes('trade') || hasHook(G, s, 'beforeAction')) return;
          expect(listedTrades(G, s)).toEqual(judgedTrades(G, s));
          positions++;
          // The same position's supply changed to the limits (each a key of its own in the memo).
          const p = G.players[s];
          const saved = { gold: p.gold, rice: p.rice, weapons: { ...p.weapons } };
          for (const [gold, rice, spear] of [
            [0, 0, 0],
            [0, 12, 6],
            [15, 0, 3],
            [30, 30, 0],
          ]) {
            p.gold = gold;
            p.rice = rice;
            p.weapons = { spear, horse: 0, crossbow: 0, vessel: 0 };
            expect(listedTrades(G, s)).toEqual(judgedTrades(G, s));
          }
          Object.assign(p, { gold: saved.gold, rice: saved.rice, weapons: saved.weapons });
        },
      });
    expect(positions).toBeGreaterThan(30);
  }, 120_000);
});
