/**
 * Cao Hong, Prerogative (compendium, Wei generals): after "control Han
 * emperor", Wei may collect tax or harvest.
 */
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../../../../../src/game/threeKingdomsRedux/legal';
import { selectAlliance } from '../../../../builders';
import { activations, decision, expectRefused, fullGame } from './weiScenarios';

/** Wei wins "control Han emperor" with Cao Hong (and Xiahou Dun, if `withXiahouDun`), and "recruit armies" with Yue Jin (kept open). */
function caoHongControls(withXiahouDun = false) {
  const t = fullGame({ wei: withXiahouDun ? ['caoHong', 'xiahouDun', 'yueJin'] : ['caoHong', 'yueJin'] });
  const wei = t.G.players.wei;
  wei.marketplace = { level: 2, flipped: 2 };
  wei.farm = { level: 1, flipped: 1 };
  selectAlliance(t, 'trade');
  t.assign('wei', { general: 'caoHong', space: 'controlHanEmperor' });
  if (withXiahouDun) t.assign('wei', { general: 'xiahouDun', space: 'controlHanEmperor' });
  t.assign('wei', { general: 'yueJin', space: 'recruitArmies' });
  t.passAll();
  return t;
}

describe('Cao Hong, Prerogative (compendium)', () => {
  it('Cao Hong: after taking "control Han emperor" Wei may collect tax or harvest (skill text)', () => {
    const t = caoHongControls();
    t.take('wei', 'controlHanEmperor', { kind: 'controlHanEmperor', faceDown: 'caoHong' });
    expect(t.G.players.wei.gold).toBe(2); // 3 - 1 for the promotion
    expect(decision(t)).toEqual({ kind: 'choice', state: 'wei' });
    expect(legalMoves(t.G, 'wei')).toEqual([
      { type: 'choose', option: null },
      { type: 'choose', option: { kind: 'collectTax', keepInTreasury: 0 } },
      { type: 'choose', option: { kind: 'collectTax', keepInTreasury: 1 } },
      { type: 'choose', option: { kind: 'collectTax', keepInTreasury: 2 } },
      { type: 'choose', option: { kind: 'harvest', keepInGranary: 0 } },
      { type: 'choose', option: { kind: 'harvest', keepInGranary: 1 } },
    ]);
    expectRefused(t, 'wei', { type: 'choose', option: { kind: 'collectTax', keepInTreasury: 3 } }, /not one of Cao Hong's options/);
    expectRefused(t, 'wei', { type: 'takeAction', space: 'recruitArmies', choice: { kind: 'recruitArmies' } });
    t.play('wei', { type: 'choose', option: { kind: 'collectTax', keepInTreasury: 1 } });
    const wei = t.G.players.wei;
    expect(wei.gold).toBe(2 + 4);
    expect(wei.marketplace).toEqual({ level: 2, flipped: 0 });
    expect(wei.treasury.devTokens).toBe(1);
    expect(wei.farm).toEqual({ level: 1, flipped: 1 });
    expect(activations(t, 'caoHong')).toHaveLength(1);
    expect(decision(t)).toEqual({ kind: 'action', state: 'wei' });
  });

  it('Cao Hong: harvest instead; or decline and nothing changes', () => {
    const t = caoHongControls();
    t.take('wei', 'controlHanEmperor', { kind: 'controlHanEmperor', faceDown: 'caoHong' });
    t.play('wei', { type: 'choose', option: { kind: 'harvest', keepInGranary: 0 } });
    expect(t.G.players.wei.rice).toBe(3 + 5);
    expect(t.G.players.wei.farm.flipped).toBe(0);
    const u = caoHongControls();
    u.take('wei', 'controlHanEmperor', { kind: 'controlHanEmperor', faceDown: 'caoHong' });
    const before = JSON.stringify(u.G.players.wei);
    u.play('wei', { type: 'choose', option: null });
    expect(JSON.stringify(u.G.players.wei)).toBe(before);
    expect(activations(u, 'caoHong')).toEqual([]);
  });

  it('Cao Hong: no choice when nothing is flipped, and none when he did not take "control Han emperor"', () => {
    const t = caoHongControls();
    t.G.players.wei.marketplace.flipped = 0;
    t.G.players.wei.farm.flipped = 0;
    t.take('wei', 'controlHanEmperor', { kind: 'controlHanEmperor', faceDown: 'caoHong' });
    expect(t.G.pending).toEqual([]);
    // Yue Jin, not Cao Hong, takes "control Han emperor".
    const u = fullGame({ wei: ['caoHong', 'yueJin'] });
    u.G.players.wei.marketplace = { level: 2, flipped: 2 };
    selectAlliance(u, 'trade');
    u.assign('wei', { general: 'yueJin', space: 'controlHanEmperor' });
    u.assign('wei', { general: 'caoHong', space: 'recruitArmies' });
    u.take('wei', 'controlHanEmperor', {
      kind: 'controlHanEmperor',
      faceDown: 'yueJin',
      before: { yueJin: { take: 'gold', weapon: 'spear' } },
    });
    expect(u.G.pending).toEqual([]);
  });

  it('Cao Hong: "Cao Hong\'s skill may be activated even if he is not the general left on the "control Han emperor" action space."', () => {
    const t = caoHongControls(true);
    t.take('wei', 'controlHanEmperor', { kind: 'controlHanEmperor', faceDown: 'xiahouDun' });
    expect(t.G.players.wei.secret.hand).toContain('caoHong');
    expect(decision(t)).toEqual({ kind: 'choice', state: 'wei' });
    t.play('wei', { type: 'choose', option: { kind: 'collectTax', keepInTreasury: 0 } });
    expect(t.G.players.wei.gold).toBe(2 + 8);
  });
});
