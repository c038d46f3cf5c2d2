/**
 * Ling Cao, Naval Mastery (compendium, Wu generals): once stationed with a
 * naval unit, a round without the improve tribal relations action raises
 * Wu's tribal level by 1 instead of reducing it; each ruling bullet.
 */
import { describe, expect, it } from 'vitest';
import type { LocationId } from '../../../../../src/game/threeKingdomsRedux/data/board';
import { passRound, placeStationed, selectAlliance } from '../../../../builders';
import { activated, choiceOptions, wuGame } from './wuKit';

/** Ling Cao stationed earlier at `location` (Chi Bi: naval; Shi Ting: infantry); Wu at tribal level `level`. */
function lingCaoGame(location: LocationId | null, level = 6) {
  const t = wuGame(['lingCao', 'sunJian']);
  if (location) placeStationed(t.G, 'wu', 'lingCao', location, 1, 'treasury');
  t.G.players.wu.tribalLevel = level;
  return t;
}

describe('Ling Cao, Naval Mastery (compendium)', () => {
  it("Ling Cao: stationed with a naval unit, a round without the action raises Wu's tribal level by 1 instead", () => {
    const t = lingCaoGame('chiBi');
    passRound(t);
    expect(t.G.round).toBe(2);
    expect(t.G.players.wu.tribalLevel).toBe(7);
    expect(activated(t.G, 'lingCao')).toBe(true);
  });

  it('Ling Cao: not stationed, or stationed with infantry, the level is reduced as usual', () => {
    const none = lingCaoGame(null);
    passRound(none);
    expect(none.G.players.wu.tribalLevel).toBe(5);
    const infantry = lingCaoGame('shiTing');
    passRound(infantry);
    expect(infantry.G.players.wu.tribalLevel).toBe(5);
    expect(activated(infantry.G, 'lingCao')).toBe(false);
  });

  it('Ling Cao: when Wu takes the improve tribal relations action, only the action counts', () => {
    const t = lingCaoGame('chiBi');
    selectAlliance(t, 'trade');
    t.assign('wu', { general: 'sunJian', space: 'tribal:wu', gold: 1 });
    t.passAll();
    t.take('wu', 'tribal:wu', { kind: 'improveTribalRelations', buyPopularSupport: false });
    expect(t.G.players.wu.tribalLevel).toBe(7);
    expect(activated(t.G, 'lingCao')).toBe(false);
  });

  it('Ling Cao: "If Wu did not take the "improve tribal relations" action and activates Ling Cao\'s skill in a round..." (R31)', () => {
    const t = lingCaoGame('chiBi');
    passRound(t);
    // Not reduced at step 4, raised at step 5: a total increase of 1.
    const texts = t.G.log.filter((e) => e.card === 'lingCao').map((e) => e.text);
    expect(texts).toEqual([
      "Ling Cao: Wu's tribal relations level is maintained at 6 instead of being reduced.",
      "Ling Cao's Naval Mastery: Wu's tribal relations level rises from 6 to 7.",
    ]);
    expect(t.G.players.wu.tribalLevel).toBe(7);
  });

  it('Ling Cao: at level 1 Wu is not reduced at step 4, so it still suffers the rebellion, then rises to 2 (R31)', () => {
    const t = lingCaoGame('chiBi', 1);
    passRound(t);
    expect(t.G.players.wu.deficits).toBe(1);
    expect(t.G.players.wu.tribalLevel).toBe(2);
  });

  it('Ling Cao: "If Wu activates Ling Cao\'s skill in a round where the tribal relations level is already at 12..."', () => {
    const t = lingCaoGame('chiBi', 12);
    passRound(t);
    expect(t.G.players.wu.tribalLevel).toBe(12);
    expect(choiceOptions(t, 'wu')).toEqual([null, 'buy']);
    t.play('wu', { type: 'choose', option: 'buy' });
    // 4 rice - 2 for the token - upkeep (1 for 2 popular support, 1 for Ling Cao's naval unit).
    expect([t.G.players.wu.tribalLevel, t.G.players.wu.rice, t.G.players.wu.popularSupport]).toEqual([12, 0, 2]);
    expect(t.G.round).toBe(2);

    const declined = lingCaoGame('chiBi', 12);
    passRound(declined);
    declined.play('wu', { type: 'choose', option: null });
    expect([declined.G.players.wu.rice, declined.G.players.wu.popularSupport]).toEqual([3, 1]);
  });

  it('Ling Cao: reaching 12 from 11 at the end of the round, Wu may also pay 2 rice for 1 popular support (R31)', () => {
    const t = lingCaoGame('chiBi', 11);
    passRound(t);
    expect(t.G.players.wu.tribalLevel).toBe(12);
    expect(choiceOptions(t, 'wu')).toEqual([null, 'buy']);
    t.play('wu', { type: 'choose', option: 'buy' });
    expect([t.G.players.wu.rice, t.G.players.wu.popularSupport]).toEqual([0, 2]);
  });
});
