/**
 * Sun Ce, Fury (compendium, Wu generals): taking "recruit armies", 1 of the
 * armies is recruited trained; the ruling bullet.
 */
import { describe, expect, it } from 'vitest';
import type { ActionSpaceId } from '../../../../../src/game/threeKingdomsRedux/types';
import type { ActionChoice } from '../../../../../src/game/threeKingdomsRedux/moves';
import { selectAlliance } from '../../../../builders';
import { activated, wuGame } from './wuKit';

function takes(general: 'sunCe' | 'sunJian', space: ActionSpaceId, choice: ActionChoice) {
  const t = wuGame(['sunCe', 'sunJian']);
  selectAlliance(t, 'trade');
  t.assign('wu', { general, space });
  t.passAll();
  t.take('wu', space, choice);
  return t;
}

describe('Sun Ce, Fury (compendium)', () => {
  it('Sun Ce: "When Sun Ce\'s skill is activated, 1 of the recruited armies is trained and the other recruited army is untrained."', () => {
    const t = takes('sunCe', 'recruitArmies', { kind: 'recruitArmies' });
    expect([t.G.players.wu.untrained, t.G.players.wu.trained]).toEqual([1, 1]);
    expect(activated(t.G, 'sunCe')).toBe(true);
  });

  it('Sun Ce: another general recruiting gives 2 untrained armies (Overarching Principle 2)', () => {
    const t = takes('sunJian', 'recruitArmies', { kind: 'recruitArmies' });
    expect([t.G.players.wu.untrained, t.G.players.wu.trained]).toEqual([2, 0]);
    expect(activated(t.G, 'sunCe')).toBe(false);
  });

  it('Sun Ce: other actions are unchanged (train armies trains what Wu has)', () => {
    const t = wuGame(['sunCe']);
    t.G.players.wu.untrained = 1;
    selectAlliance(t, 'trade');
    t.assign('wu', { general: 'sunCe', space: 'trainArmies' });
    t.passAll();
    expect(t.attempt('wu', { type: 'takeAction', space: 'trainArmies', choice: { kind: 'trainArmies', count: 2 } })).toEqual({
      ok: false,
      error: 'Train between 0 and 1 untrained armies.',
    });
    t.take('wu', 'trainArmies', { kind: 'trainArmies', count: 1 });
    expect([t.G.players.wu.untrained, t.G.players.wu.trained]).toEqual([0, 1]);
  });
});
