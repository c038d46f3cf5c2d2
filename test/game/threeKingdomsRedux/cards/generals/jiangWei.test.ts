/** Jiang Wei, Inspiration (compendium, Shu generals): 1 construction cost replaced with 1 gold. */
import { describe, expect, it } from 'vitest';
import { passRound } from '../../../../builders';
import { bidAndResolve, chooseOptions, shuChoices, shuGame, snapshot } from './shuScenario';

function constructWith(general: 'jiangWei' | 'zhugeLiang') {
  const t = shuGame(['jiangWei', 'zhugeLiang', 'maLiang']);
  const shu = t.G.players.shu;
  shu.secret.enhancementHand = ['nineRankSystem', 'spearArmoury'];
  bidAndResolve(t, 'trade', [
    ['shu', { general, space: 'construct' }],
    ['shu', { general: 'maLiang', space: 'developFarm' }],
  ]);
  return t;
}

describe('Jiang Wei, Inspiration (compendium)', () => {
  it('Jiang Wei: "Jiang Wei may replace any 1 of the state enhancement\'s costs, e.g. popular support, weapon, army and rice, with 1 gold."', () => {
    const t = constructWith('jiangWei');
    const choices = shuChoices(t, 'construct');
    // Spear Armoury (1 spear + 2 gold) is buildable only by replacing the spear Shu lacks.
    expect(choices).toContainEqual({ kind: 'construct', card: 'spearArmoury', payment: { replaceWithGold: 'spear' } });
    expect(choices).not.toContainEqual({ kind: 'construct', card: 'spearArmoury', payment: {} });
    expect(choices).toContainEqual({ kind: 'construct', card: 'nineRankSystem', payment: { replaceWithGold: 'popularSupport' } });
    t.take('shu', 'construct', { kind: 'construct', card: 'nineRankSystem', payment: { replaceWithGold: 'popularSupport' } });
    const shu = t.G.players.shu;
    expect(shu.constructed).toEqual(['nineRankSystem']);
    expect([shu.gold, shu.popularSupport]).toEqual([2, 2]);
    expect(t.G.log.filter((e) => e.card === 'jiangWei')).toHaveLength(1);
  });

  it('Jiang Wei not on the construct space: no replacement', () => {
    const t = constructWith('zhugeLiang');
    expect(shuChoices(t, 'construct').some((c) => c.kind === 'construct' && c.payment?.replaceWithGold)).toBe(false);
    const before = snapshot(t);
    const r = t.attempt('shu', {
      type: 'takeAction',
      space: 'construct',
      choice: { kind: 'construct', card: 'nineRankSystem', payment: { replaceWithGold: 'popularSupport' } },
    });
    expect(r).toEqual({ ok: false, error: 'Only Jiang Wei, taking the construct action, replaces a cost with gold.' });
    expect(t.G).toEqual(before);
  });

  it('Jiang Wei: "Jiang Wei\'s skill may not be activated when activating Li Yan\'s skill to construct state enhancements..."', () => {
    const t = shuGame(['jiangWei', 'liYan']);
    t.G.players.shu.secret.enhancementHand = ['nineRankSystem'];
    t.G.round = 3;
    passRound(t);
    expect(chooseOptions(t)).toEqual([null, { card: 'nineRankSystem', payment: {} }]);
    expect(
      t.attempt('shu', { type: 'choose', option: { card: 'nineRankSystem', payment: { replaceWithGold: 'popularSupport' } } }).ok,
    ).toBe(false);
  });
});
