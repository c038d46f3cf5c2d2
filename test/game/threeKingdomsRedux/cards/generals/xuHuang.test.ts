/** Xu Huang, Infantry Mastery (compendium, Wei generals): infantry units at any border location. */
import { describe, expect, it } from 'vitest';
import { computeScores } from '../../../../../src/game/threeKingdomsRedux/scoring';
import { giveUnits } from '../../../../builders';
import { bidAndResolve, shuGame, snapshot } from './shuScenario';
import { legalMoves } from '../../../../../src/game/threeKingdomsRedux/legal';
import type { Move } from '../../../../../src/game/threeKingdomsRedux/moves';

function xuHuangWins() {
  const t = shuGame([], { wei: ['xuHuang', 'xuChu', 'guoJia'] });
  giveUnits(t.G, 'wei', 'infantry', 2);
  bidAndResolve(t, 'trade', [
    ['wei', { general: 'xuHuang', space: 'battle:weiWu', units: { type: 'infantry', count: 1 } }],
    ['wei', { general: 'xuChu', space: 'battle:weiWu', units: { type: 'infantry', count: 1 } }],
    ['wei', { general: 'guoJia', space: 'developFarm' }],
  ]);
  return t;
}

const stationings = (t: ReturnType<typeof xuHuangWins>) =>
  legalMoves(t.G, 'wei')
    .filter((m): m is Extract<Move, { type: 'takeAction' }> => m.type === 'takeAction' && m.space === 'battle:weiWu')
    .map((m) => m.choice);

describe('Xu Huang, Infantry Mastery (compendium)', () => {
  it('Xu Huang is stationed with infantry at Chi Bi (naval); the token is on its 1 VP side (R41)', () => {
    const t = xuHuangWins();
    t.take('wei', 'battle:weiWu', { kind: 'battle', general: 'xuHuang', units: 1, location: 'chiBi', tokenTo: 'granary', flipToken: true });
    const wei = t.G.players.wei;
    expect(t.G.locations.chiBi).toEqual({ state: 'wei', general: 'xuHuang' });
    expect(wei.stationed[0]).toMatchObject({ general: 'xuHuang', locations: ['chiBi'], units: [{ type: 'infantry', count: 1 }] });
    expect(wei.granary.borderTokens).toEqual([{ location: 'chiBi', vp: 1 }]);
    expect(computeScores(t.G).scores.wei.categories.borderLocation).toBe(1);
    expect(t.G.log.filter((e) => e.card === 'xuHuang')).toHaveLength(1);
  });

  it('Xu Huang: "Xu Huang may be stationed with infantry units to border locations requiring cavalry, archery or naval units."', () => {
    const t = xuHuangWins();
    const mine = stationings(t).filter((c) => c.kind === 'battle' && c.general === 'xuHuang');
    // All 5 Wei-Wu locations, token to either store (already 1 VP: his specialisation is infantry).
    expect(mine).toHaveLength(10);
    expect(new Set(mine.map((c) => (c.kind === 'battle' ? c.location : '')))).toEqual(
      new Set(['guangLing', 'xiaoYaoJin', 'chiBi', 'shiTing', 'ruXuKou']),
    );
    // Another general's infantry goes only where infantry is required.
    const other = stationings(t).filter((c) => c.kind === 'battle' && c.general === 'xuChu');
    expect(other.map((c) => (c.kind === 'battle' ? c.location : ''))).toEqual(['shiTing', 'shiTing']);
    const before = snapshot(t);
    const r = t.attempt('wei', {
      type: 'takeAction',
      space: 'battle:weiWu',
      choice: { kind: 'battle', general: 'xuChu', units: 1, location: 'guangLing', tokenTo: 'treasury', flipToken: true },
    });
    expect(r).toEqual({ ok: false, error: 'Guang Ling requires cavalry units; Xu Chu has infantry units.' });
    expect(t.G).toEqual(before);
    t.take('wei', 'battle:weiWu', { kind: 'battle', general: 'xuHuang', units: 1, location: 'ruXuKou', tokenTo: 'treasury' });
    expect(t.G.players.wei.treasury.borderTokens).toEqual([{ location: 'ruXuKou', vp: 1 }]);
  });
});
