/**
 * Garrison (compendium, Unification deck): an optional training of 1
 * untrained army after "win popular support". No rulings.
 */
import { describe, expect, it } from 'vitest';
import { currentDecision } from '../../../../../src/game/threeKingdomsRedux/engine';
import { activations, chooseOptions, expectRefused, snapshot, withCards } from './militaryScenarios';

describe('Garrison (compendium)', () => {
  it('Garrison: "After you take the "win popular support action", you may train 1 untrained army."', () => {
    const t = withCards('winPopularSupport', ['garrison']);
    const wei = t.G.players.wei;
    wei.untrained = 2;
    const [trained, ps] = [wei.trained, wei.popularSupport];
    t.take('wei', 'winPopularSupport', { kind: 'winPopularSupport' });
    expect(wei.popularSupport).toBe(ps + 1);
    expect(currentDecision(t.G)).toEqual({ kind: 'choice', state: 'wei' });
    expect(chooseOptions(t)).toEqual([null, 'train']);
    expectRefused(t, 'wei', { type: 'choose', option: 'trainTwo' });
    expectRefused(t, 'wei', { type: 'takeAction', space: 'recruitArmies', choice: { kind: 'recruitArmies' } });
    t.play('wei', { type: 'choose', option: 'train' });
    expect([wei.untrained, wei.trained]).toEqual([1, trained + 1]);
    expect(activations(t, 'garrison')).toHaveLength(1);
    expect(t.G.pending).toEqual([]);
  });

  it('Garrison: declining keeps the army untrained; with no untrained army nothing is offered', () => {
    const t = withCards('winPopularSupport', ['garrison']);
    t.G.players.wei.untrained = 1;
    t.take('wei', 'winPopularSupport', { kind: 'winPopularSupport' });
    const before = snapshot(t);
    t.play('wei', { type: 'choose', option: null });
    expect(t.G.pending).toEqual([]);
    expect(JSON.stringify(t.G.players)).toBe(JSON.stringify(JSON.parse(before).players));
    expect(activations(t, 'garrison')).toEqual([]);

    const none = withCards('winPopularSupport', ['garrison']);
    none.G.players.wei.untrained = 0;
    none.take('wei', 'winPopularSupport', { kind: 'winPopularSupport' });
    expect(none.G.pending).toEqual([]);
    expect(currentDecision(none.G)).toEqual({ kind: 'action', state: 'wei' });
  });

  it('Garrison: nothing after another action, or when "win popular support" is declined', () => {
    const other = withCards('demandTribute', ['garrison']);
    other.G.players.wei.untrained = 1;
    other.take('wei', 'demandTribute', { kind: 'demandTribute', take: 'gold' });
    expect(other.G.pending).toEqual([]);
    const declined = withCards('winPopularSupport', ['garrison']);
    declined.G.players.wei.untrained = 1;
    declined.decline('wei', 'winPopularSupport');
    expect(declined.G.pending).toEqual([]);
  });
});
