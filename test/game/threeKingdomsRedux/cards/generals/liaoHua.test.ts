/** Liao Hua, Experience (compendium, Shu generals): 2 army types and 2 border locations from round 6. */
import { describe, expect, it } from 'vitest';
import { bidValue } from '../../../../../src/game/threeKingdomsRedux/bidding';
import { legalMoves } from '../../../../../src/game/threeKingdomsRedux/legal';
import { gameEndReasons } from '../../../../../src/game/threeKingdomsRedux/maintenance';
import { giveUnits, placeStationed, selectAlliance } from '../../../../builders';
import { bidAndResolve, shuChoices, shuGame, snapshot } from './shuScenario';

const TWO = { units: { type: 'infantry', count: 1 }, units2: { type: 'cavalry', count: 1 } } as const;

function liaoHuaGame(round: number) {
  const t = shuGame(['liaoHua', 'zhugeLiang']);
  t.G.round = round;
  giveUnits(t.G, 'shu', 'infantry', 2);
  giveUnits(t.G, 'shu', 'cavalry', 1);
  return t;
}

describe('Liao Hua, Experience (compendium)', () => {
  it('Liao Hua: "Liao Hua\'s skill may only be activated from round 6 onwards."', () => {
    const t = liaoHuaGame(5);
    selectAlliance(t, 'trade');
    const before = snapshot(t);
    expect(t.attempt('shu', { type: 'assign', args: { general: 'liaoHua', space: 'battle:shuWei', ...TWO } })).toEqual({
      ok: false,
      error: 'Liao Hua may be assigned with army units of only 1 type.',
    });
    expect(t.G).toEqual(before);
    expect(legalMoves(t.G, 'shu').some((m) => m.type === 'assign' && m.args.units2)).toBe(false);
    // Nor 2 locations in round 5, even with 2 units of one type.
    t.assign('shu', { general: 'liaoHua', space: 'battle:shuWei', units: { type: 'infantry', count: 2 } });
    t.assign('shu', { general: 'zhugeLiang', space: 'developFarm' });
    t.passAll();
    expect(shuChoices(t, 'battle:shuWei').some((c) => c.kind === 'battle' && c.second)).toBe(false);
    const r = t.attempt('shu', {
      type: 'takeAction',
      space: 'battle:shuWei',
      choice: {
        kind: 'battle',
        general: 'liaoHua',
        units: 1,
        location: 'huaRongDao',
        tokenTo: 'treasury',
        second: { location: 'jieTing', tokenTo: 'granary' },
      },
    });
    expect(r).toEqual({ ok: false, error: 'Liao Hua may not occupy 2 border locations.' });
  });

  it('Liao Hua: "Liao Hua may be assigned with different army types to the "battle" and "improve tribal relations" action spaces."', () => {
    const t = liaoHuaGame(6);
    selectAlliance(t, 'trade');
    expect(legalMoves(t.G, 'shu')).toContainEqual({ type: 'assign', args: { general: 'liaoHua', space: 'battle:shuWei', ...TWO } });
    // Leadership 2 caps all his units.
    expect(
      t.attempt('shu', {
        type: 'assign',
        args: { general: 'liaoHua', space: 'tribal:shu', units: { type: 'infantry', count: 2 }, units2: { type: 'cavalry', count: 1 } },
      }),
    ).toEqual({ ok: false, error: 'Leadership 2 allows at most 2 army units.' });
    t.assign('shu', { general: 'liaoHua', space: 'tribal:shu', ...TWO });
    const shu = t.G.players.shu;
    expect([shu.trained, shu.weapons.spear, shu.weapons.horse]).toEqual([1, 1, 0]);
    t.assign('shu', { general: 'zhugeLiang', space: 'developFarm' });
    t.passAll();
    t.take('shu', 'tribal:shu', { kind: 'improveTribalRelations', buyPopularSupport: false });
    expect(shu.tribalLevel).toBe(9);
    // Both units are back in the supply after the action.
    expect([shu.trained, shu.weapons.spear, shu.weapons.horse]).toEqual([3, 2, 1]);
  });

  it('Liao Hua assigned with 2 army types to a battle bids his combat plus both units (R44)', () => {
    const t = liaoHuaGame(6);
    selectAlliance(t, 'trade');
    t.assign('shu', { general: 'liaoHua', space: 'battle:shuWei', ...TWO });
    expect(bidValue(t.G, t.G.bids['battle:shuWei']![0], 'battle:shuWei')).toBe(5);
  });

  it('Liao Hua: "When Liao Hua occupies 2 border locations, both border location tokens are removed and placed on Shu\'s treasury or granary."', () => {
    const t = liaoHuaGame(6);
    bidAndResolve(t, 'trade', [
      ['shu', { general: 'liaoHua', space: 'battle:shuWei', ...TWO }],
      ['shu', { general: 'zhugeLiang', space: 'developFarm' }],
    ]);
    const two = {
      kind: 'battle',
      general: 'liaoHua',
      units: 1,
      location: 'huaRongDao',
      tokenTo: 'treasury',
      second: { location: 'changBanPo', tokenTo: 'granary' },
    } as const;
    expect(shuChoices(t, 'battle:shuWei')).toContainEqual(two);
    expect(
      t.attempt('shu', {
        type: 'takeAction',
        space: 'battle:shuWei',
        choice: { ...two, second: { location: 'qiShan', tokenTo: 'granary' } },
      }).ok,
    ).toBe(false);
    t.take('shu', 'battle:shuWei', two);
    const shu = t.G.players.shu;
    expect(t.G.locations.huaRongDao).toEqual({ state: 'shu', general: 'liaoHua' });
    expect(t.G.locations.changBanPo).toEqual({ state: 'shu', general: 'liaoHua' });
    expect(t.G.boardBorderTokens).not.toContain('huaRongDao');
    expect(t.G.boardBorderTokens).not.toContain('changBanPo');
    // Infantry is his specialisation: that token is flipped; cavalry is not.
    expect(shu.treasury.borderTokens).toEqual([{ location: 'huaRongDao', vp: 1 }]);
    expect(shu.granary.borderTokens).toEqual([{ location: 'changBanPo', vp: 0 }]);
    expect(shu.stationed).toEqual([
      {
        general: 'liaoHua',
        locations: ['huaRongDao', 'changBanPo'],
        units: [
          { type: 'infantry', count: 1 },
          { type: 'cavalry', count: 1 },
        ],
        border: 'shuWei',
        round: 6,
      },
    ]);
    // Assigned with 2 army types, then 2 locations: two activations.
    expect(t.G.log.filter((e) => e.card === 'liaoHua')).toHaveLength(2);
  });

  it('Liao Hua: "Although Liao Hua occupies 2 border locations, he still counts as 1 stationed general for Shu for the purpose of determining the game end..."', () => {
    const t = liaoHuaGame(6);
    placeStationed(t.G, 'shu', 'guanYu', 'yiDu', 1, 'treasury');
    placeStationed(t.G, 'shu', 'zhangFei', 'xiaoTing', 1, 'treasury');
    placeStationed(t.G, 'shu', 'maChao', 'gongAn', 1, 'treasury');
    bidAndResolve(t, 'trade', [
      ['shu', { general: 'liaoHua', space: 'battle:shuWei', units: { type: 'infantry', count: 2 } }],
      ['shu', { general: 'zhugeLiang', space: 'developFarm' }],
    ]);
    t.take('shu', 'battle:shuWei', {
      kind: 'battle',
      general: 'liaoHua',
      units: 1,
      location: 'huaRongDao',
      tokenTo: 'treasury',
      second: { location: 'jieTing', tokenTo: 'treasury' },
    });
    expect(Object.values(t.G.locations).filter((o) => o?.state === 'shu')).toHaveLength(5);
    expect(t.G.players.shu.stationed).toHaveLength(4);
    expect(gameEndReasons(t.G)).toEqual([]);
    t.take('shu', 'developFarm', { kind: 'developFarm' });
    expect(t.G.phase).not.toBe('gameOver');
    expect(t.G.round).toBe(7);
  });
});
