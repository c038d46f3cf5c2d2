/**
 * Gan Ning, Stealth (compendium, Wu generals): stationed as the 1st general
 * at a border, 2 weapons of the type he is stationed with; the ruling bullet.
 */
import { describe, expect, it } from 'vitest';
import { giveUnits, placeStationed, selectAlliance } from '../../../../builders';
import { activated, wuGame } from './wuKit';

/** Gan Ning wins the Wei-Wu battle with 2 cavalry units and is stationed with 1 at Guang Ling. */
function ganNingStationed(after: boolean) {
  const t = wuGame(['ganNing']);
  if (after) placeStationed(t.G, 'wei', 'xuHuang', 'shiTing', 1, 'treasury');
  giveUnits(t.G, 'wu', 'cavalry', 2);
  selectAlliance(t, 'trade');
  t.assign('wu', { general: 'ganNing', space: 'battle:weiWu', units: { type: 'cavalry', count: 2 } });
  t.passAll();
  t.take('wu', 'battle:weiWu', { kind: 'battle', general: 'ganNing', units: 1, location: 'guangLing', tokenTo: 'treasury' });
  return t;
}

describe('Gan Ning, Stealth (compendium)', () => {
  it('Gan Ning: stationed first at a border with cavalry, 2 horses', () => {
    const t = ganNingStationed(false);
    // 2 horses assigned, 1 back with the unstationed unit, 2 from Stealth.
    expect(t.G.players.wu.weapons).toEqual({ spear: 0, horse: 3, crossbow: 0, vessel: 0 });
    expect(t.G.players.wu.trained).toBe(1);
    expect(activated(t.G, 'ganNing')).toBe(true);
  });

  it('Gan Ning: with another army type, weapons of that type (2 crossbows with archery)', () => {
    const t = wuGame(['ganNing']);
    giveUnits(t.G, 'wu', 'archery', 1);
    selectAlliance(t, 'trade');
    t.assign('wu', { general: 'ganNing', space: 'battle:shuWu', units: { type: 'archery', count: 1 } });
    t.passAll();
    t.take('wu', 'battle:shuWu', { kind: 'battle', general: 'ganNing', units: 1, location: 'xiaoTing', tokenTo: 'granary' });
    expect(t.G.players.wu.weapons).toEqual({ spear: 0, horse: 0, crossbow: 2, vessel: 0 });
  });

  it('Gan Ning: "Gan Ning receives the 2 weapons only if he is the first general stationed at a particular border."', () => {
    // Wei's Xu Huang was stationed at the Wei-Wu border before him.
    const t = ganNingStationed(true);
    expect(t.G.players.wu.weapons).toEqual({ spear: 0, horse: 1, crossbow: 0, vessel: 0 });
    expect(activated(t.G, 'ganNing')).toBe(false);
  });
});
