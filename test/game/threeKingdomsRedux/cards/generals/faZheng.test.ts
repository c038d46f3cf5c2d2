/** Fa Zheng, Support (compendium, Shu generals; no rulings: "Nil"). */
import { describe, expect, it } from 'vitest';
import { currentDecision } from '../../../../../src/game/threeKingdomsRedux/engine';
import { placeStationed, selectAlliance } from '../../../../builders';
import { chooseOptions, shuGame, snapshot } from './shuScenario';

function endOfRound(occupy: boolean, untrained: number) {
  const t = shuGame(['faZheng']);
  if (occupy) placeStationed(t.G, 'shu', 'guanYu', 'yiDu', 0, 'treasury');
  t.G.players.shu.untrained = untrained;
  selectAlliance(t, 'trade');
  t.passAll();
  return t;
}

describe('Fa Zheng, Support (compendium)', () => {
  it('Fa Zheng: at the end of each round, with Shu occupying a border location, he may train 1 untrained army', () => {
    const t = endOfRound(true, 2);
    expect(currentDecision(t.G)).toEqual({ kind: 'choice', state: 'shu' });
    expect(chooseOptions(t)).toEqual([null, 'train']);
    t.play('shu', { type: 'choose', option: 'train' });
    expect([t.G.players.shu.untrained, t.G.players.shu.trained]).toEqual([1, 1]);
    expect(t.G.round).toBe(2);
    expect(t.G.log.filter((e) => e.card === 'faZheng')).toHaveLength(1);
  });

  it('Fa Zheng: Shu may decline the training', () => {
    const t = endOfRound(true, 1);
    t.play('shu', { type: 'choose', option: null });
    expect([t.G.players.shu.untrained, t.G.players.shu.trained]).toEqual([1, 0]);
    expect(t.G.round).toBe(2);
  });

  it('Fa Zheng: no border location occupied, or no untrained army: nothing is offered', () => {
    const t = endOfRound(false, 2);
    expect(t.G.round).toBe(2);
    expect(t.G.players.shu.trained).toBe(0);
    const u = endOfRound(true, 0);
    expect(u.G.round).toBe(2);
    const before = snapshot(u);
    expect(u.attempt('shu', { type: 'choose', option: 'train' }).ok).toBe(false);
    expect(u.G).toEqual(before);
  });
});
