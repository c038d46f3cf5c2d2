/**
 * Yu Jin, Forebearance (compendium, Wei generals): 2 Wei bid tokens on his
 * card at the end of his recruitment round; each conflict phase, after the
 * alliance space is selected, Wei may return 1 to join the alliance.
 */
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../../../../../src/game/threeKingdomsRedux/legal';
import { declineAll, passRound, selectAlliance } from '../../../../builders';
import { activations, decision, expectRefused, fullGame } from './weiScenarios';

/** Round 1 passes (Yu Jin recruited in the initial draft: 2 tokens); round 2's alliance space is selected. */
function round2() {
  const t = fullGame({ wei: ['yuJin', 'xiahouDun'], wu: ['sunCe', 'luFan'], shu: ['zhaoYun', 'jiangWan'] });
  passRound(t);
  expect(t.G.round).toBe(2);
  expect(t.G.bidOrder).toEqual(['wei', 'wu', 'shu']);
  selectAlliance(t, 'recruitArmies');
  return t;
}

describe('Yu Jin, Forebearance (compendium)', () => {
  it('Yu Jin: at the end of the round he is recruited, 2 Wei bid tokens go on his card; returning 1 makes Wei join the alliance (skill text)', () => {
    const t = fullGame({ wei: ['yuJin'] });
    expect(t.G.cardData.yuJin).toBeUndefined();
    passRound(t);
    expect(t.G.cardData.yuJin).toEqual({ tokens: 2 });
    expect(activations(t, 'yuJin')).toEqual(["Yu Jin's Forebearance: 2 Wei bid tokens are placed on Yu Jin's card."]);
    selectAlliance(t, 'recruitArmies');
    expect(decision(t)).toEqual({ kind: 'choice', state: 'wei' });
    expect(legalMoves(t.G, 'wei')).toEqual([
      { type: 'choose', option: null },
      { type: 'choose', option: 'join' },
    ]);
    t.play('wei', { type: 'choose', option: 'join' });
    expect(t.G.alliance).toEqual(['wu', 'shu', 'wei']);
    expect(t.G.cardData.yuJin).toEqual({ tokens: 1 });
  });

  it('Yu Jin: tokens are placed only in his recruitment round; declining keeps them; none left, no offer; Wei already allied, no offer', () => {
    const t = round2();
    t.play('wei', { type: 'choose', option: null });
    expect(t.G.alliance).toEqual(['wu', 'shu']);
    expect(t.G.cardData.yuJin).toEqual({ tokens: 2 });
    t.passAll();
    declineAll(t);
    // The end of round 2 adds no tokens.
    expect(t.G.cardData.yuJin).toEqual({ tokens: 2 });
    // No tokens left (both returned in earlier rounds): nothing to decide.
    const u = fullGame({ wei: ['yuJin'] });
    passRound(u);
    u.G.cardData.yuJin = { tokens: 0 };
    selectAlliance(u, 'recruitArmies');
    expect(decision(u)).toEqual({ kind: 'bid', state: 'wei' });
    // Wei second in bid order is already in the alliance.
    const v = fullGame({ wei: ['yuJin'] });
    passRound(v);
    v.G.bidOrder = ['wu', 'wei', 'shu'];
    v.G.alliance = ['wei', 'shu'];
    selectAlliance(v, 'recruitArmies');
    expect(v.G.pending).toEqual([]);
  });

  it('Yu Jin: "Wei has to decide on the activation of Yu Jin\'s skill immediately after the alliance action space is selected."', () => {
    const t = round2();
    expect(decision(t)).toEqual({ kind: 'choice', state: 'wei' });
    // No assignment, by anyone, before Wei has decided.
    expectRefused(t, 'wei', { type: 'assign', args: { general: 'xiahouDun', space: 'recruitArmies' } }, /Now is the time to choose/);
    expectRefused(t, 'wu', { type: 'assign', args: { general: 'sunCe', space: 'recruitArmies' } }, /not Wu's decision/);
    t.play('wei', { type: 'choose', option: 'join' });
    expect(decision(t)).toEqual({ kind: 'bid', state: 'wei' });
    // The decision is gone for this round.
    expectRefused(t, 'wei', { type: 'choose', option: 'join' }, /Now is the time to assign or pass/);
  });

  it('Yu Jin: "If Yu Jin\'s skill is activated, then all 3 states are in the alliance. All 3 states may take the alliance action as long as each state assigns 1 general..."', () => {
    const t = round2();
    t.play('wei', { type: 'choose', option: 'join' });
    t.assign('wei', { general: 'xiahouDun', space: 'recruitArmies' });
    t.assign('wu', { general: 'sunCe', space: 'recruitArmies' });
    t.assign('shu', { general: 'zhaoYun', space: 'recruitArmies' });
    t.passAll();
    const won = t.G.won.find((w) => w.space === 'recruitArmies')!;
    expect([...won.winners].sort()).toEqual(['shu', 'wei', 'wu']);
    for (const s of ['wei', 'wu', 'shu'] as const) expect(t.G.pendingActions[s]).toEqual(['recruitArmies']);
    const untrained = t.G.players.wei.untrained;
    t.take('wei', 'recruitArmies', { kind: 'recruitArmies' });
    expect(t.G.players.wei.untrained).toBe(untrained + 2);
    // A state that assigns no general there does not share it.
    const u = round2();
    u.play('wei', { type: 'choose', option: 'join' });
    u.assign('wei', { general: 'xiahouDun', space: 'recruitArmies' });
    u.assign('wu', { general: 'sunCe', space: 'recruitArmies' });
    u.assign('shu', { general: 'zhaoYun', space: 'trainArmies' });
    u.passAll();
    expect([...u.G.won.find((w) => w.space === 'recruitArmies')!.winners].sort()).toEqual(['wei', 'wu']);
    expect(u.G.pendingActions.shu).toEqual(['trainArmies']);
    // Next round the alliance is the usual two states again.
    declineAll(u);
    expect(u.G.round).toBe(3);
    expect(u.G.alliance).toHaveLength(2);
    expect(u.G.alliance).toEqual([u.G.bidOrder[1], u.G.bidOrder[2]]);
  });

  it('Yu Jin: "Yu Jin does not have to be assigned to the alliance action space upon activation of his skill."', () => {
    const t = round2();
    t.play('wei', { type: 'choose', option: 'join' });
    t.assign('wei', { general: 'xiahouDun', space: 'recruitArmies' });
    t.assign('wu', { general: 'sunCe', space: 'recruitArmies' });
    t.passAll();
    expect(t.G.players.wei.secret.hand).toContain('yuJin');
    expect([...t.G.won.find((w) => w.space === 'recruitArmies')!.winners].sort()).toEqual(['wei', 'wu']);
  });

  it('Yu Jin: "Activation of Yu Jin\'s skill does not cause Wei to place any general out of turn. Bidding order remains the same..."', () => {
    const t = round2();
    t.play('wei', { type: 'choose', option: 'join' });
    expect(t.G.bidOrder).toEqual(['wei', 'wu', 'shu']);
    expect(t.G.step).toEqual({ kind: 'bidding', next: 0, passed: [] });
    const order: string[] = [];
    for (const [state, general] of [
      ['wei', 'xiahouDun'],
      ['wu', 'sunCe'],
      ['shu', 'zhaoYun'],
      ['wei', 'yuJin'],
      ['wu', 'luFan'],
    ] as const) {
      expect(decision(t)).toEqual({ kind: 'bid', state });
      order.push(state);
      t.assign(state, { general, space: general === 'luFan' ? 'trade' : 'recruitArmies' });
    }
    expect(order).toEqual(['wei', 'wu', 'shu', 'wei', 'wu']);
    expect(decision(t)).toEqual({ kind: 'bid', state: 'shu' });
  });
});
