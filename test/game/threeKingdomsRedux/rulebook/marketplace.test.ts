/** Rulebook, Take Actions — Develop Marketplace or Collect Tax: "Example: Develop Marketplace" and "Example: Collect Tax". */
import { describe, expect, it } from 'vitest';
import { actionChoices } from '../../../../src/game/threeKingdomsRedux/legal';
import { onlyGenerals, selectAlliance, testGame, type TestGame } from '../../../builders';

/** Wei wins "develop marketplace or collect tax" uncontested in round 1 (Guo Jia, any general would do). */
function weiWinsDevelopMarketplace(): TestGame {
  const t = testGame();
  onlyGenerals(t.G, { wei: ['guoJia'] });
  selectAlliance(t, 'trade');
  t.assign('wei', { general: 'guoJia', space: 'developMarketplace' });
  expect(t.G.pendingActions.wei).toEqual(['developMarketplace']);
  return t;
}

describe('Rulebook, Develop Marketplace or Collect Tax — Example: Develop Marketplace', () => {
  it('round 1, no flipped marketplace token: Wei may only develop; the leftmost token is flipped (level 1)', () => {
    const t = weiWinsDevelopMarketplace();
    expect(t.G.round).toBe(1);
    expect(t.G.players.wei.marketplace).toEqual({ level: 0, flipped: 0 });
    // Collect tax is not available without a flipped marketplace token.
    expect(actionChoices(t.G, 'wei', 'developMarketplace')).toEqual([{ kind: 'developMarketplace' }]);
    expect(
      t.attempt('wei', { type: 'takeAction', space: 'developMarketplace', choice: { kind: 'collectTax', keepInTreasury: 0 } }).ok,
    ).toBe(false);
    t.take('wei', 'developMarketplace', { kind: 'developMarketplace' });
    expect(t.G.players.wei.marketplace).toEqual({ level: 1, flipped: 1 });
    expect(t.G.players.wei.treasury.devTokens).toBe(0);
    expect(t.G.players.wei.secret.hand).toContain('guoJia');
  });
});

describe('Rulebook, Develop Marketplace or Collect Tax — Example: Collect Tax', () => {
  it('4 flipped marketplace tokens, 2 to the treasury: the other 2 give 4 gold each (8); the level stays 4', () => {
    const t = weiWinsDevelopMarketplace();
    // Wei has taken "develop marketplace" four times in previous rounds.
    t.G.players.wei.marketplace = { level: 4, flipped: 4 };
    const gold = t.G.players.wei.gold;
    t.take('wei', 'developMarketplace', { kind: 'collectTax', keepInTreasury: 2 });
    expect(t.G.players.wei.treasury.devTokens).toBe(2);
    expect(t.G.players.wei.gold).toBe(gold + 8);
    expect(t.G.players.wei.marketplace.level).toBe(4);
    expect(t.G.players.wei.marketplace.flipped).toBe(0);
  });

  it('the collect tax options are keeping 0 to 4 tokens in the treasury (or developing the marketplace again)', () => {
    const t = weiWinsDevelopMarketplace();
    t.G.players.wei.marketplace = { level: 4, flipped: 4 };
    expect(actionChoices(t.G, 'wei', 'developMarketplace')).toEqual([
      { kind: 'developMarketplace' },
      ...[0, 1, 2, 3, 4].map((k) => ({ kind: 'collectTax', keepInTreasury: k })),
    ]);
  });
});
