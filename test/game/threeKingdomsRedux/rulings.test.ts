/** docs/rulings.md: the points the printed rules leave open, as we decided them. */
import { describe, expect, it } from 'vitest';
import { onlyGenerals, selectAlliance, testGame } from '../../builders';

describe('docs/rulings.md', () => {
  it('R1: the winner of "control Han emperor" collects the token even if it declined the action', () => {
    const t = testGame();
    onlyGenerals(t.G, { wu: ['sunJian'] });
    selectAlliance(t, 'trade');
    t.assign('wu', { general: 'sunJian', space: 'controlHanEmperor' });
    t.passAll();
    t.decline('wu', 'controlHanEmperor');
    expect(t.G.round).toBe(2);
    expect(t.G.hanEmperorHolder).toBe('wu');
    expect(t.G.hanEmperorFaceDown).toBeNull();
  });

  it('R2: a state at level 1 after reducing tribal relations suffers a rebellion, even after taking the action', () => {
    const t = testGame();
    onlyGenerals(t.G, { wei: ['caoCao'] });
    t.G.players.wei.tribalLevel = 1;
    t.G.players.wu.tribalLevel = 2;
    selectAlliance(t, 'trade');
    t.assign('wei', { general: 'caoCao', space: 'tribal:wei' });
    t.passAll();
    t.take('wei', 'tribal:wei', { kind: 'improveTribalRelations', buyPopularSupport: false });
    expect(t.G.players.wei.tribalLevel).toBe(1);
    expect(t.G.players.wei.deficits).toBe(1);
    // Wu fell from 2 to 1 and also rebels.
    expect(t.G.players.wu.deficits).toBe(1);
    expect(t.G.players.shu.deficits).toBe(0);
  });

  it("R3: a general on one's own improve tribal relations space counts as a successful bid for turn order", () => {
    const t = testGame();
    onlyGenerals(t.G, { wei: ['caoCao'], shu: ['liuBei', 'guanYu'] });
    selectAlliance(t, 'trade');
    t.assign('wei', { general: 'caoCao', space: 'recruitArmies' });
    t.assign('shu', { general: 'liuBei', space: 'tribal:shu' });
    t.assign('shu', { general: 'guanYu', space: 'trainArmies' });
    // Shu: 2 successful bids (one of them the tribal space), Wei 1, Wu 0.
    expect(t.G.bidOrder).toEqual(['shu', 'wei', 'wu']);
  });

  it('R6: assigned gold returns to the supply when the improve tribal relations action is declined', () => {
    const t = testGame();
    onlyGenerals(t.G, { wei: ['xiahouDun'] });
    selectAlliance(t, 'trade');
    t.assign('wei', { general: 'xiahouDun', space: 'tribal:wei', gold: 2 });
    t.passAll();
    t.decline('wei', 'tribal:wei');
    expect(t.G.players.wei.gold).toBe(3);
    expect(t.G.players.wei.tribalLevel).toBe(4);
  });
});
