/** Rulebook, Conflict Phase, 3) Bid For Action Spaces — "Example: Bid for Alliance Action Space". */
import { describe, expect, it } from 'vitest';
import { onlyGenerals, selectAlliance, testGame } from '../../../builders';
import { successfulBids } from '../../../../src/game/threeKingdomsRedux/resolution';

// Attributes relied on (all stated by the rulebook): Jia Xu adm 5, Lu Fan adm 4, Jiang Wan adm 5, Xun You adm 4.
describe('Rulebook, Bid For Action Spaces — Example: Bid for Alliance Action Space', () => {
  it('Wei (Jia Xu 5) loses to the alliance (Lu Fan 4 + Jiang Wan 5 = 9); both Wu and Shu take the action', () => {
    const t = testGame();
    onlyGenerals(t.G, { wei: ['jiaXu'], wu: ['luFan'], shu: ['jiangWan'] });
    // Round 1: Wu and Shu are in alliance; Shu (third) chooses the alliance action space.
    expect(t.G.alliance).toEqual(['wu', 'shu']);
    selectAlliance(t, 'developMarketplace');
    expect(t.G.allianceSpace).toBe('developMarketplace');
    t.assign('wei', { general: 'jiaXu', space: 'developMarketplace' });
    t.assign('wu', { general: 'luFan', space: 'developMarketplace' });
    t.assign('shu', { general: 'jiangWan', space: 'developMarketplace' });
    expect(t.G.phase).toBe('resolution');
    expect(t.G.won).toContainEqual({ space: 'developMarketplace', winners: ['wu', 'shu'] });
    expect(t.G.players.wei.secret.hand).toEqual(['jiaXu']);
    // The won alliance space counts as a successful bid for both alliance players.
    expect(successfulBids(t.G, 'wu')).toBe(1);
    expect(successfulBids(t.G, 'shu')).toBe(1);
    expect(successfulBids(t.G, 'wei')).toBe(0);
    // Both may take "develop marketplace or collect tax" in the Resolution Phase.
    expect(t.G.pendingActions).toEqual({ wei: [], wu: ['developMarketplace'], shu: ['developMarketplace'] });
    t.take('wu', 'developMarketplace', { kind: 'developMarketplace' });
    t.take('shu', 'developMarketplace', { kind: 'developMarketplace' });
    expect(t.G.players.wu.marketplace).toEqual({ level: 1, flipped: 1 });
    expect(t.G.players.shu.marketplace).toEqual({ level: 1, flipped: 1 });
    expect(t.G.players.wei.marketplace).toEqual({ level: 0, flipped: 0 });
  });

  it('if Wei assigns Jia Xu and Xun You and reaches 9 ahead of the alliance, Wei wins the alliance action space', () => {
    const t = testGame();
    // Shu spends its first turn elsewhere (Zhang Fei), so Wei reaches 9 before the alliance does.
    onlyGenerals(t.G, { wei: ['jiaXu', 'xunYou'], wu: ['luFan'], shu: ['zhangFei', 'jiangWan'] });
    selectAlliance(t, 'developMarketplace');
    t.assign('wei', { general: 'jiaXu', space: 'developMarketplace' }); // Wei 5
    t.assign('wu', { general: 'luFan', space: 'developMarketplace' }); // alliance 4
    t.assign('shu', { general: 'zhangFei', space: 'recruitArmies' });
    t.assign('wei', { general: 'xunYou', space: 'developMarketplace' }); // Wei 9 (first)
    // Wu is out of generals and is skipped.
    t.assign('shu', { general: 'jiangWan', space: 'developMarketplace' }); // alliance 9 (later)
    expect(t.G.phase).toBe('resolution');
    expect(t.G.won).toContainEqual({ space: 'developMarketplace', winners: ['wei'] });
    expect(t.G.pendingActions.wu).toEqual([]);
    expect(t.G.pendingActions.shu).toEqual(['recruitArmies']);
    expect(t.G.players.wu.secret.hand).toEqual(['luFan']);
    expect(t.G.players.shu.secret.hand).toEqual(['jiangWan']);
    t.take('wei', 'developMarketplace', { kind: 'developMarketplace' });
    expect(t.G.players.wei.marketplace).toEqual({ level: 1, flipped: 1 });
  });

  it('the rule behind the example: if only one alliance player bids and wins, only that player takes the action', () => {
    const t = testGame();
    onlyGenerals(t.G, { wei: ['jiaXu'], shu: ['jiangWan', 'zhangFei'] });
    selectAlliance(t, 'developMarketplace');
    t.assign('wei', { general: 'jiaXu', space: 'recruitArmies' });
    t.assign('shu', { general: 'jiangWan', space: 'developMarketplace' });
    t.assign('shu', { general: 'zhangFei', space: 'demandTribute' });
    expect(t.G.won).toContainEqual({ space: 'developMarketplace', winners: ['shu'] });
    expect(t.G.pendingActions.wu).toEqual([]);
  });
});
