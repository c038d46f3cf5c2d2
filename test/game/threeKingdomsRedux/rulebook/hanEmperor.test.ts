/**
 * Rulebook, Take Actions — Control Han Emperor: "Example: Control Han Emperor
 * and Han Emperor Token" and "Example: Han Emperor Token (No Bids)".
 */
import { describe, expect, it } from 'vitest';
import { assignError } from '../../../../src/game/threeKingdomsRedux/conflict';
import { criterionOf } from '../../../../src/game/threeKingdomsRedux/spaces';
import { onlyGenerals, passRound, selectAlliance, testGame, type TestGame } from '../../../builders';

/**
 * Round 1 passes; in round 2 Wei wins "control Han emperor" with Cao Hong and
 * leaves him face down. Returns at round 3's alliance selection (turn order Wei, Wu, Shu).
 */
function throughRound2(): TestGame {
  const t = testGame();
  passRound(t);
  expect(t.G.round).toBe(2);
  onlyGenerals(t.G, { wei: ['caoHong'] });
  selectAlliance(t, 'trade');
  t.assign('wei', { general: 'caoHong', space: 'controlHanEmperor' });
  t.take('wei', 'controlHanEmperor', { kind: 'controlHanEmperor', faceDown: 'caoHong' });
  expect(t.G.round).toBe(3);
  expect(t.G.bidOrder).toEqual(['wei', 'wu', 'shu']);
  expect(t.G.hanEmperorHolder).toBe('wei');
  expect(t.G.hanEmperorFaceDown).toEqual({ state: 'wei', general: 'caoHong' });
  expect(t.G.players.wei.secret.hand).not.toContain('caoHong');
  return t;
}

describe('Rulebook, Control Han Emperor — Example: Control Han Emperor and Han Emperor Token', () => {
  it('round 3: Xun You + Han emperor token win the marketplace; Wu (Zhou Yu, Gan Ning) beats Shu (Zhao Yun) for the emperor', () => {
    const t = throughRound2();
    // Round 3 (the tutorial's recruitment adds generals; keep only the example's).
    onlyGenerals(t.G, { wei: ['xunYou'], wu: ['zhouYu', 'ganNing'], shu: ['zhaoYun'] });
    // Cao Hong, face down since round 2, is not available for bidding in round 3.
    selectAlliance(t, 'construct');
    expect(t.attempt('wei', { type: 'assign', args: { general: 'caoHong', space: 'developMarketplace' } }).ok).toBe(false);
    t.assign('wei', { general: 'xunYou', space: 'developMarketplace', hanEmperorToken: true });
    t.assign('wu', { general: 'zhouYu', space: 'controlHanEmperor' });
    t.assign('shu', { general: 'zhaoYun', space: 'controlHanEmperor' });
    // Wei is out of generals; Wu assigns its second general.
    t.assign('wu', { general: 'ganNing', space: 'controlHanEmperor' });
    // Wu's bid exceeds Shu's on either criterion: administration 4 + 2 = 6 vs 3, combat 4 + 5 = 9 vs 5
    // (Zhou Yu 4/4 and Gan Ning's administration 2 / combat 5 are reconstructed; Zhao Yun 3/5 is stated).
    expect(criterionOf(t.G, 'controlHanEmperor')).toBe(t.G.hanEmperorCriterion);

    // Resolution Phase of round 3.
    expect(t.G.phase).toBe('resolution');
    expect(t.G.won).toContainEqual({ space: 'controlHanEmperor', winners: ['wu'] });
    expect(t.G.won).toContainEqual({ space: 'developMarketplace', winners: ['wei'] });
    // Zhao Yun returns to Shu's supply; Cao Hong returns to Wei's supply (available in round 4).
    expect(t.G.players.shu.secret.hand).toContain('zhaoYun');
    expect(t.G.players.wei.secret.hand).toContain('caoHong');
    expect(t.G.hanEmperorFaceDown).toBeNull();
    // Action order Wei, Wu, Shu.
    expect(t.G.actionOrder).toEqual(['wei', 'wu', 'shu']);

    // Wei develops its marketplace; Xun You and the Han emperor token go back to Wei's supply.
    t.take('wei', 'developMarketplace', { kind: 'developMarketplace' });
    expect(t.G.players.wei.marketplace.level).toBe(1);
    expect(t.G.players.wei.secret.hand).toContain('xunYou');
    expect(
      Object.values(t.G.bids)
        .flat()
        .some((b) => b!.hanEmperorToken),
    ).toBe(false);
    expect(t.G.hanEmperorHolder).toBe('wei'); // still Wei's until Update and Maintenance

    // Wu pays 1 gold, rises to Grand General, leaves Gan Ning face down; Zhou Yu returns.
    const wuGold = t.G.players.wu.gold;
    t.take('wu', 'controlHanEmperor', { kind: 'controlHanEmperor', faceDown: 'ganNing' });
    expect(t.G.players.wu.gold).toBe(wuGold - 1);
    expect(t.G.players.wu.rank).toBe(1); // Grand General

    // Update and Maintenance after round 3: Wei passes the Han emperor token to Wu.
    expect(t.G.round).toBe(4);
    expect(t.G.hanEmperorHolder).toBe('wu');
    expect(t.G.players.wu.secret.hand).toContain('zhouYu');
    expect(t.G.players.wu.secret.hand).not.toContain('ganNing');
    expect(t.G.hanEmperorFaceDown).toEqual({ state: 'wu', general: 'ganNing' });

    // Round 4: Gan Ning is not available; Cao Hong and Zhou Yu are; only Wu may use the token.
    expect(t.G.bidOrder).toEqual(['wei', 'wu', 'shu']);
    selectAlliance(t, 'developFarm');
    expect(assignError(t.G, 'wu', { general: 'ganNing', space: 'trainArmies' })).toMatch(/face down/);
    expect(assignError(t.G, 'wei', { general: 'xunYou', space: 'developFarm', hanEmperorToken: true })).toMatch(/Han emperor token/);
    t.assign('wei', { general: 'caoHong', space: 'recruitArmies' });
    t.assign('wu', { general: 'zhouYu', space: 'trainArmies', hanEmperorToken: true });
  });
});

describe('Rulebook, Control Han Emperor — Example: Han Emperor Token (No Bids)', () => {
  it('nobody bids for "control Han emperor" in round 3: Cao Hong returns, and the token goes to the general supply', () => {
    const t = throughRound2();
    onlyGenerals(t.G, { wei: ['xunYou'], wu: ['zhouYu', 'ganNing'], shu: ['zhaoYun'] });
    selectAlliance(t, 'construct');
    t.assign('wei', { general: 'xunYou', space: 'developMarketplace', hanEmperorToken: true });
    t.assign('wu', { general: 'zhouYu', space: 'produceCrossbowsVessels' });
    t.assign('shu', { general: 'zhaoYun', space: 'recruitArmies' });
    t.assign('wu', { general: 'ganNing', space: 'demandTribute' });
    // Resolution Phase of round 3: Cao Hong is back in Wei's supply.
    expect(t.G.phase).toBe('resolution');
    expect(t.G.players.wei.secret.hand).toContain('caoHong');
    t.take('wei', 'developMarketplace', { kind: 'developMarketplace' });
    t.take('wu', 'produceCrossbowsVessels', { kind: 'produce', weapons: ['crossbow', 'vessel'] });
    t.take('wu', 'demandTribute', { kind: 'demandTribute', take: 'gold' });
    t.take('shu', 'recruitArmies', { kind: 'recruitArmies' });
    // Update and Maintenance after round 3: Wei returns the token to the general supply.
    expect(t.G.round).toBe(4);
    expect(t.G.hanEmperorHolder).toBeNull();
    expect(t.G.hanEmperorFaceDown).toBeNull();
    // No player may use the Han emperor token for bidding in round 4.
    expect(t.G.bidOrder).toEqual(['wu', 'wei', 'shu']);
    selectAlliance(t, 'developFarm');
    expect(assignError(t.G, 'wei', { general: 'caoHong', space: 'developFarm', hanEmperorToken: true })).toMatch(/Han emperor token/);
    expect(assignError(t.G, 'wei', { general: 'xunYou', space: 'developFarm', hanEmperorToken: true })).toMatch(/Han emperor token/);
    expect(assignError(t.G, 'wu', { general: 'zhouYu', space: 'trainArmies', hanEmperorToken: true })).toMatch(/Han emperor token/);
    expect(assignError(t.G, 'shu', { general: 'zhaoYun', space: 'trade', hanEmperorToken: true })).toMatch(/Han emperor token/);
    // Cao Hong himself is available again.
    expect(assignError(t.G, 'wei', { general: 'caoHong', space: 'recruitArmies' })).toBeNull();
  });
});
