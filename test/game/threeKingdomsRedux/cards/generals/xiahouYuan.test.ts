/**
 * Xiahou Yuan, Stature (compendium, Wei generals): 1 untrained army after
 * improving tribal relations.
 */
import { describe, expect, it } from 'vitest';
import { giveUnits, selectAlliance } from '../../../../builders';
import type { AssignArgs } from '../../../../../src/game/threeKingdomsRedux/moves';
import { activations, fullGame } from './weiScenarios';

function improves(extra: Partial<AssignArgs>, general: 'xiahouYuan' | 'xiahouDun' = 'xiahouYuan') {
  const t = fullGame({ wei: ['xiahouYuan', 'xiahouDun', 'yueJin'] });
  giveUnits(t.G, 'wei', 'cavalry', 2);
  selectAlliance(t, 'trade');
  t.assign('wei', { general, space: 'tribal:wei', ...extra });
  t.assign('wei', { general: 'yueJin', space: 'recruitArmies' });
  t.passAll();
  const untrained = t.G.players.wei.untrained;
  t.take('wei', 'tribal:wei', { kind: 'improveTribalRelations', buyPopularSupport: false });
  return { t, untrained };
}

describe('Xiahou Yuan, Stature (compendium)', () => {
  it('Xiahou Yuan: after he takes "improve tribal relations" Wei receives 1 untrained army (skill text)', () => {
    const { t, untrained } = improves({ gold: 2 });
    expect(t.G.players.wei.tribalLevel).toBe(7);
    expect(t.G.players.wei.untrained).toBe(untrained + 1);
    expect(activations(t, 'xiahouYuan')).toEqual(["Xiahou Yuan's Stature: Wei receives 1 untrained army."]);
  });

  it('Xiahou Yuan: another Wei general improving tribal relations gets nothing', () => {
    const { t, untrained } = improves({ gold: 1 }, 'xiahouDun');
    expect(t.G.players.wei.untrained).toBe(untrained);
  });

  it('Xiahou Yuan: "Xiahou Yuan\'s skill may be activated regardless of the number of gold or army units he is assigned with..."', () => {
    for (const extra of [{}, { gold: 1 }, { units: { type: 'cavalry' as const, count: 2 } }]) {
      const { t, untrained } = improves(extra);
      expect(t.G.players.wei.untrained).toBe(untrained + 1);
    }
  });
});
