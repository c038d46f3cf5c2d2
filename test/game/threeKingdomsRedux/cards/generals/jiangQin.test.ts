/**
 * Jiang Qin, Naval Expertise (compendium, Wu generals): 1 untrained army and
 * 2 vessels at the end of the round he joins; 1 vessel after he takes
 * "recruit armies" or "train armies"; the ruling bullet.
 */
import { describe, expect, it } from 'vitest';
import type { ActionChoice } from '../../../../../src/game/threeKingdomsRedux/moves';
import type { ActionSpaceId } from '../../../../../src/game/threeKingdomsRedux/types';
import { passRound, selectAlliance } from '../../../../builders';
import { activated, wuGame } from './wuKit';

/** Jiang Qin (joined in an earlier round: round 1, and it is now round 2) takes `space`. */
function jiangQinTakes(space: ActionSpaceId, choice: ActionChoice, general: 'jiangQin' | 'sunJian' = 'jiangQin') {
  const t = wuGame(['jiangQin', 'sunJian']);
  passRound(t);
  const before = { ...t.G.players.wu.weapons };
  selectAlliance(t, 'construct');
  t.assign('wu', { general, space });
  t.passAll();
  t.take('wu', space, choice);
  return { t, vesselsBefore: before.vessel };
}

describe('Jiang Qin, Naval Expertise (compendium)', () => {
  it('Jiang Qin: at the end of the round he joins, 1 untrained army and 2 vessels', () => {
    const t = wuGame(['jiangQin']);
    passRound(t);
    expect(t.G.round).toBe(2);
    expect(t.G.players.wu.untrained).toBe(1);
    expect(t.G.players.wu.weapons).toEqual({ spear: 0, horse: 0, crossbow: 0, vessel: 2 });
    expect(activated(t.G, 'jiangQin')).toBe(true);
  });

  it('Jiang Qin: after "recruit armies", 1 vessel', () => {
    const { t, vesselsBefore } = jiangQinTakes('recruitArmies', { kind: 'recruitArmies' });
    expect(t.G.players.wu.weapons.vessel).toBe(vesselsBefore + 1);
    expect(t.G.players.wu.untrained).toBe(3);
  });

  it('Jiang Qin: after "train armies", 1 vessel', () => {
    const { t, vesselsBefore } = jiangQinTakes('trainArmies', { kind: 'trainArmies', count: 1 });
    expect(t.G.players.wu.weapons.vessel).toBe(vesselsBefore + 1);
    expect([t.G.players.wu.untrained, t.G.players.wu.trained]).toEqual([0, 1]);
  });

  it('Jiang Qin: another general recruiting gives no vessel (Overarching Principle 2)', () => {
    const { t, vesselsBefore } = jiangQinTakes('recruitArmies', { kind: 'recruitArmies' }, 'sunJian');
    expect(t.G.players.wu.weapons.vessel).toBe(vesselsBefore);
  });

  it('Jiang Qin: "The first part of Jiang Qin\'s skill may be activated only once during Receive/Activate Benefits..."', () => {
    const t = wuGame(['jiangQin']);
    passRound(t);
    passRound(t);
    expect(t.G.round).toBe(3);
    expect(t.G.players.wu.untrained).toBe(1);
    expect(t.G.players.wu.weapons.vessel).toBe(2);
    expect(t.G.log.filter((e) => e.card === 'jiangQin')).toHaveLength(1);
  });
});
