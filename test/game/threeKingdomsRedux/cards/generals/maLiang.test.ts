/** Ma Liang, Poise (compendium, Shu generals): 1 additional tribal relations level. */
import { describe, expect, it } from 'vitest';
import { giveUnits } from '../../../../builders';
import { bidAndResolve, shuGame } from './shuScenario';

function improve(extra: { gold?: number; units?: { type: 'infantry'; count: number } }) {
  const t = shuGame(['maLiang', 'zhugeLiang']);
  giveUnits(t.G, 'shu', 'infantry', 1);
  bidAndResolve(t, 'trade', [
    ['shu', { general: 'maLiang', space: 'tribal:shu', ...extra }],
    ['shu', { general: 'zhugeLiang', space: 'developFarm' }],
  ]);
  t.take('shu', 'tribal:shu', { kind: 'improveTribalRelations', buyPopularSupport: false });
  return t;
}

describe('Ma Liang, Poise (compendium)', () => {
  it('Ma Liang: "When Ma Liang takes the "improve tribal relations" action without gold or army units, the tribal relations level increases by 1 level."', () => {
    const t = improve({});
    expect(t.G.players.shu.tribalLevel).toBe(8);
    expect(t.G.log.filter((e) => e.card === 'maLiang')).toHaveLength(1);
  });

  it('Ma Liang: "When Ma Liang takes the "improve tribal relations" action with 1 gold or 1 army unit, the tribal relations level increases by 2 levels."', () => {
    const withGold = improve({ gold: 1 });
    expect(withGold.G.players.shu.tribalLevel).toBe(9);
    expect(withGold.G.players.shu.gold).toBe(4);
    const withUnit = improve({ units: { type: 'infantry', count: 1 } });
    expect(withUnit.G.players.shu.tribalLevel).toBe(9);
  });
});
