/** Rulebook, Conflict Phase, 3) Bid For Action Spaces: "Example: Bidding" and "Example: Ties in Bidding". */
import { describe, expect, it } from 'vitest';
import { onlyGenerals, selectAlliance, testGame } from '../builders';

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
