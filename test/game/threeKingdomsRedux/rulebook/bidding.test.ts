/** Rulebook, Conflict Phase, 3) Bid For Action Spaces: "Example: Bidding" and "Example: Ties in Bidding". */
import { describe, expect, it } from 'vitest';
import { DEFAULT_GENERALS, onlyGenerals, selectAlliance, testGame } from '../../../builders';

describe('Rulebook, Bidding Process — Example: Bidding', () => {
  it('Wei (Jia Xu, administration 5) beats Shu (Jiang Wei, 4) on "develop marketplace or collect tax"', () => {
    const t = testGame();
    onlyGenerals(t.G, { wei: ['jiaXu'], shu: ['jiangWei'] });
    selectAlliance(t, 'trade');
    t.assign('wei', { general: 'jiaXu', space: 'developMarketplace' });
    t.assign('shu', { general: 'jiangWei', space: 'developMarketplace' });
    t.passAll();
    expect(t.G.won).toContainEqual({ space: 'developMarketplace', winners: ['wei'] });
    // The losing general went back to Shu's supply.
    expect(t.G.players.shu.secret.hand).toContain('jiangWei');
  });
});

// Attributes relied on: Jia Xu adm 5, Jiang Wan adm 5, Jiang Wei adm 4, Xun You adm 4
// (Jia Xu, Xun You, Jiang Wei and Jiang Wan's administration are stated by the rulebook examples).
describe('Rulebook, Bidding Process — Example: Ties in Bidding', () => {
  it('Jia Xu (5) then Jiang Wan (5): Wei wins, as it was the first to reach the bid of 5', () => {
    const t = testGame();
    onlyGenerals(t.G, { wei: ['jiaXu'], shu: ['jiangWan'] });
    selectAlliance(t, 'trade');
    t.assign('wei', { general: 'jiaXu', space: 'developMarketplace' });
    t.assign('shu', { general: 'jiangWan', space: 'developMarketplace' });
    // Both states are out of generals: the Resolution Phase has begun.
    expect(t.G.phase).toBe('resolution');
    expect(t.G.won).toContainEqual({ space: 'developMarketplace', winners: ['wei'] });
    expect(t.G.pendingActions.wei).toEqual(['developMarketplace']);
    expect(t.G.pendingActions.shu).toEqual([]);
    expect(t.G.players.shu.secret.hand).toContain('jiangWan');
  });

  it('further example: Shu adds Jiang Wei (9), Wei answers with Xun You (9): Shu wins, as it reached 9 first', () => {
    const t = testGame();
    // Wei needs a general to spend its turn between (Xiahou Dun, elsewhere).
    onlyGenerals(t.G, { wei: ['jiaXu', 'xiahouDun', 'xunYou'], shu: ['jiangWan', 'jiangWei'] });
    selectAlliance(t, 'trade');
    t.assign('wei', { general: 'jiaXu', space: 'developMarketplace' });
    t.assign('shu', { general: 'jiangWan', space: 'developMarketplace' });
    t.assign('wei', { general: 'xiahouDun', space: 'recruitArmies' });
    t.assign('shu', { general: 'jiangWei', space: 'developMarketplace' });
    t.assign('wei', { general: 'xunYou', space: 'developMarketplace' });
    expect(t.G.phase).toBe('resolution');
    expect(t.G.won).toContainEqual({ space: 'developMarketplace', winners: ['shu'] });
    // Wei's losing generals went home; Shu's stay on the space until its action.
    expect(t.G.players.wei.secret.hand).toEqual(expect.arrayContaining(['jiaXu', 'xunYou']));
    expect(t.G.bids.developMarketplace!.map((b) => b.general)).toEqual(['jiangWan', 'jiangWei']);
  });

  it("Beginners' Tutorial: skills are ignored, so Cao Cao (5) in the same race does not prevail and Shu still wins", () => {
    const t = testGame();
    onlyGenerals(t.G, { wei: ['caoCao', 'xiahouDun', 'xunYou'], shu: ['jiangWan', 'jiangWei'] });
    selectAlliance(t, 'trade');
    t.assign('wei', { general: 'caoCao', space: 'developMarketplace' });
    t.assign('shu', { general: 'jiangWan', space: 'developMarketplace' });
    t.assign('wei', { general: 'xiahouDun', space: 'recruitArmies' });
    t.assign('shu', { general: 'jiangWei', space: 'developMarketplace' });
    t.assign('wei', { general: 'xunYou', space: 'developMarketplace' });
    expect(t.G.won).toContainEqual({ space: 'developMarketplace', winners: ['shu'] });
  });

  it('final example (Cao Cao tie variant): with Cao Cao (administration 5) instead of Jia Xu, Wei wins the tie at 9 although Shu reached 9 first (full game: his skill Authority)', () => {
    const t = testGame({ generals: DEFAULT_GENERALS });
    onlyGenerals(t.G, { wei: ['caoCao', 'xiahouDun', 'xunYou'], shu: ['jiangWan', 'jiangWei'] });
    selectAlliance(t, 'trade');
    t.assign('wei', { general: 'caoCao', space: 'developMarketplace' });
    t.assign('shu', { general: 'jiangWan', space: 'developMarketplace' });
    t.assign('wei', { general: 'xiahouDun', space: 'recruitArmies' });
    t.assign('shu', { general: 'jiangWei', space: 'developMarketplace' });
    t.assign('wei', { general: 'xunYou', space: 'developMarketplace' });
    expect(t.G.phase).toBe('resolution');
    expect(t.G.won).toContainEqual({ space: 'developMarketplace', winners: ['wei'] });
    expect(t.G.pendingActions.shu).toEqual([]);
    expect(t.G.players.shu.secret.hand).toEqual(expect.arrayContaining(['jiangWan', 'jiangWei']));
    expect(t.G.bids.developMarketplace!.map((b) => b.general)).toEqual(['caoCao', 'xunYou']);
  });
});
