/**
 * Yang Xiu, Presumption (compendium, Wei generals): develop the other
 * development space instead.
 */
import { describe, expect, it } from 'vitest';
import { selectAlliance } from '../../../../builders';
import { activations, expectRefused, fullGame, movesOf } from './weiScenarios';

function yangXiuOn(space: 'developFarm' | 'developMarketplace', general: 'yangXiu' | 'xunYu' = 'yangXiu') {
  const t = fullGame({ wei: ['yangXiu', 'xunYu', 'xiahouDun'] });
  const wei = t.G.players.wei;
  wei.farm = { level: 2, flipped: 1 };
  wei.marketplace = { level: 2, flipped: 1 };
  selectAlliance(t, 'trade');
  t.assign('wei', { general, space });
  t.assign('wei', { general: 'xiahouDun', space: 'recruitArmies' });
  t.passAll();
  return t;
}

const variant = (develop: string) => ({ kind: 'skill' as const, card: 'yangXiu' as const, variant: 'presumption', option: { develop } });

describe('Yang Xiu, Presumption (compendium)', () => {
  it('Yang Xiu: taking "develop farm or harvest" he may develop the marketplace instead (skill text)', () => {
    const t = yangXiuOn('developFarm');
    expect(
      movesOf(t, 'wei', 'takeAction')
        .filter((m) => m.space === 'developFarm')
        .map((m) => m.choice),
    ).toEqual([
      { kind: 'developFarm' },
      { kind: 'harvest', keepInGranary: 0 },
      { kind: 'harvest', keepInGranary: 1 },
      variant('marketplace'),
    ]);
    t.take('wei', 'developFarm', variant('marketplace'));
    expect(t.G.players.wei.marketplace).toEqual({ level: 3, flipped: 2 });
    expect(t.G.players.wei.farm).toEqual({ level: 2, flipped: 1 });
    expect(activations(t, 'yangXiu')).toEqual(["Yang Xiu's Presumption: Wei develops its marketplace to level 3 instead."]);
  });

  it('Yang Xiu: taking "develop marketplace or collect tax" he may develop the farm instead (skill text)', () => {
    const t = yangXiuOn('developMarketplace');
    t.take('wei', 'developMarketplace', variant('farm'));
    expect(t.G.players.wei.farm).toEqual({ level: 3, flipped: 2 });
    expect(t.G.players.wei.marketplace).toEqual({ level: 2, flipped: 1 });
  });

  it('Yang Xiu: not for another Wei general, and not beyond level 5', () => {
    const t = yangXiuOn('developFarm', 'xunYu');
    expectRefused(t, 'wei', { type: 'takeAction', space: 'developFarm', choice: variant('marketplace') }, /Yang Xiu offers no such way/);
    const u = yangXiuOn('developFarm');
    u.G.players.wei.marketplace.level = 5;
    expect(movesOf(u, 'wei', 'takeAction').some((m) => m.choice.kind === 'skill')).toBe(false);
    expectRefused(u, 'wei', { type: 'takeAction', space: 'developFarm', choice: variant('marketplace') });
  });

  it('Yang Xiu: "Yang Xiu may not collect tax when taking the develop farm or harvest action."', () => {
    const t = yangXiuOn('developFarm');
    expectRefused(
      t,
      'wei',
      { type: 'takeAction', space: 'developFarm', choice: { kind: 'collectTax', keepInTreasury: 0 } },
      /not an option/,
    );
    expectRefused(t, 'wei', { type: 'takeAction', space: 'developFarm', choice: variant('farm') });
    expectRefused(t, 'wei', { type: 'takeAction', space: 'developFarm', choice: { ...variant('marketplace'), option: { collectTax: 0 } } });
  });

  it('Yang Xiu: "Yang Xiu may not harvest when taking the develop marketplace or collect tax action."', () => {
    const t = yangXiuOn('developMarketplace');
    expectRefused(
      t,
      'wei',
      { type: 'takeAction', space: 'developMarketplace', choice: { kind: 'harvest', keepInGranary: 0 } },
      /not an option/,
    );
    expectRefused(t, 'wei', { type: 'takeAction', space: 'developMarketplace', choice: variant('marketplace') });
    expect(
      movesOf(t, 'wei', 'takeAction')
        .filter((m) => m.choice.kind === 'skill')
        .map((m) => m.choice),
    ).toEqual([variant('farm')]);
  });
});
