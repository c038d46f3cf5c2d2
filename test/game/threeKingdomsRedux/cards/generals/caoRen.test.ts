/**
 * Cao Ren, Endurance (compendium, Wei generals): the reward by stationing
 * order at a border, and each ruling bullet.
 */
import { describe, expect, it } from 'vitest';
import { currentDecision } from '../../../../../src/game/threeKingdomsRedux/engine';
import { legalMoves } from '../../../../../src/game/threeKingdomsRedux/legal';
import { DEFAULT_GENERALS, giveUnits, onlyGenerals, placeStationed, selectAlliance, testGame } from '../../../../builders';

/**
 * Wei wins the Wei-Wu battle with Cao Ren and 1 infantry unit, and "recruit
 * armies" with Guo Jia (still to take, so the round does not end and no
 * upkeep is paid while the test looks); the others pass.
 */
function caoRenWinsBattle(alreadyStationed: number) {
  const t = testGame({ generals: DEFAULT_GENERALS });
  onlyGenerals(t.G, { wei: ['caoRen', 'guoJia'] });
  // Earlier generals at the Wei-Wu border (Wu's, to show any state counts).
  const earlier = (['guangLing', 'chiBi', 'xiaoYaoJin'] as const).slice(0, alreadyStationed);
  const wuGenerals = (['sunCe', 'zhouYu', 'huangGai'] as const).slice(0, alreadyStationed);
  earlier.forEach((loc, i) => placeStationed(t.G, 'wu', wuGenerals[i], loc, 1, 'treasury'));
  giveUnits(t.G, 'wei', 'infantry', 1);
  selectAlliance(t, 'trade');
  t.assign('wei', { general: 'caoRen', space: 'battle:weiWu', units: { type: 'infantry', count: 1 } });
  t.assign('wei', { general: 'guoJia', space: 'recruitArmies' });
  t.passAll();
  t.take('wei', 'battle:weiWu', { kind: 'battle', general: 'caoRen', units: 1, location: 'shiTing', tokenTo: 'treasury' });
  return t;
}

describe('Cao Ren, Endurance (compendium)', () => {
  it('Cao Ren: "Cao Ren receives 5 gold or 5 rice, but not a mixture of gold or rice, if he is the 1st general stationed at a particular border."', () => {
    const t = caoRenWinsBattle(0);
    expect(currentDecision(t.G)).toEqual({ kind: 'choice', state: 'wei' });
    // Exactly two answers: all gold or all rice; the choice is mandatory.
    expect(legalMoves(t.G, 'wei')).toEqual([
      { type: 'choose', option: 'gold' },
      { type: 'choose', option: 'rice' },
    ]);
    expect(t.attempt('wei', { type: 'choose', option: null })).toMatchObject({ ok: false });
    expect(t.attempt('wei', { type: 'choose', option: { gold: 2, rice: 3 } })).toMatchObject({ ok: false });
    const gold = t.G.players.wei.gold;
    t.play('wei', { type: 'choose', option: 'gold' });
    expect(t.G.players.wei.gold).toBe(gold + 5);
    expect(t.G.log.some((e) => e.card === 'caoRen')).toBe(true);
  });

  it('Cao Ren: "Cao Ren receives 3 gold or 3 rice, but not a mixture of gold or rice, if he is the 2nd general stationed at a particular border."', () => {
    const t = caoRenWinsBattle(1);
    const rice = t.G.players.wei.rice;
    t.play('wei', { type: 'choose', option: 'rice' });
    expect(t.G.players.wei.rice).toBe(rice + 3);
  });

  it('Cao Ren: "Cao Ren receives 1 gold or 1 rice if he is the 3rd general stationed at a particular border."', () => {
    const t = caoRenWinsBattle(2);
    const gold = t.G.players.wei.gold;
    t.play('wei', { type: 'choose', option: 'gold' });
    expect(t.G.players.wei.gold).toBe(gold + 1);
  });

  it('Cao Ren: stationed 4th at a border he receives nothing (the card lists 1st/2nd/3rd only)', () => {
    const t = caoRenWinsBattle(3);
    expect(t.G.pending).toEqual([]);
    expect(currentDecision(t.G)).toEqual({ kind: 'action', state: 'wei' });
  });
});
