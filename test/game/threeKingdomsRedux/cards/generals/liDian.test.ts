/**
 * Li Dian, Intimidation (compendium, Wei generals): winning a space with
 * other Wei generals, 1 gold and 1 rice or 1 weapon before the action.
 */
import { describe, expect, it } from 'vitest';
import { giveUnits, placeConstructed, selectAlliance } from '../../../../builders';
import { activations, expectRefused, fullGame, movesOf } from './weiScenarios';

function liDianWith(other: 'xiahouDun' | null) {
  const t = fullGame({ wei: ['liDian', 'xiahouDun', 'xunYu'] });
  selectAlliance(t, 'trade');
  t.assign('wei', { general: 'liDian', space: 'recruitArmies' });
  if (other) t.assign('wei', { general: other, space: 'recruitArmies' });
  t.assign('wei', { general: 'xunYu', space: 'demandTribute' });
  t.passAll();
  return t;
}

const OPTIONS = [
  { take: 'goldAndRice' },
  { take: 'weapon', weapon: 'spear' },
  { take: 'weapon', weapon: 'horse' },
  { take: 'weapon', weapon: 'crossbow' },
  { take: 'weapon', weapon: 'vessel' },
];

describe('Li Dian, Intimidation (compendium)', () => {
  it('Li Dian: winning with another Wei general, Wei receives 1 gold and 1 rice or 1 weapon before the action (skill text)', () => {
    const t = liDianWith('xiahouDun');
    const takes = movesOf(t, 'wei', 'takeAction').filter((m) => m.space === 'recruitArmies');
    expect(takes.map((m) => m.choice.before)).toEqual(OPTIONS.map((o) => ({ liDian: o })));
    expectRefused(
      t,
      'wei',
      { type: 'takeAction', space: 'recruitArmies', choice: { kind: 'recruitArmies', before: { liDian: { take: 'gold' } } } },
      /not one of Li Dian's options/,
    );
    const wei = t.G.players.wei;
    t.take('wei', 'recruitArmies', { kind: 'recruitArmies', before: { liDian: { take: 'goldAndRice' } } });
    expect([wei.gold, wei.rice, wei.untrained]).toEqual([4, 4, 2]);
    expect(activations(t, 'liDian')).toEqual(["Li Dian's Intimidation: Wei receives 1 gold and 1 rice before taking the action."]);
  });

  it('Li Dian: alone he receives nothing', () => {
    const t = liDianWith(null);
    expect(
      movesOf(t, 'wei', 'takeAction')
        .filter((m) => m.space === 'recruitArmies')
        .map((m) => m.choice),
    ).toEqual([{ kind: 'recruitArmies' }]);
    expectRefused(
      t,
      'wei',
      { type: 'takeAction', space: 'recruitArmies', choice: { kind: 'recruitArmies', before: { liDian: { take: 'goldAndRice' } } } },
      /Li Dian has no choice/,
    );
  });

  it('Li Dian: "Li Dian\'s skill may not be activated if he does not take the won action after that."', () => {
    const t = liDianWith('xiahouDun');
    const before = JSON.stringify(t.G.players.wei.weapons) + t.G.players.wei.gold + t.G.players.wei.rice;
    t.decline('wei', 'recruitArmies');
    expect(JSON.stringify(t.G.players.wei.weapons) + t.G.players.wei.gold + t.G.players.wei.rice).toBe(before);
    expect(activations(t, 'liDian')).toEqual([]);
  });

  it('Li Dian: "Li Dian\'s skill may be activated only after he wins an action space together with another Wei general. This includes the battle action spaces."', () => {
    const t = fullGame({ wei: ['liDian', 'xiahouDun', 'xunYu'] });
    giveUnits(t.G, 'wei', 'infantry', 1);
    giveUnits(t.G, 'wei', 'cavalry', 2);
    selectAlliance(t, 'trade');
    t.assign('wei', { general: 'liDian', space: 'battle:weiWu', units: { type: 'infantry', count: 1 } });
    t.assign('wei', { general: 'xiahouDun', space: 'battle:weiWu', units: { type: 'cavalry', count: 2 } });
    t.assign('wei', { general: 'xunYu', space: 'demandTribute' });
    t.passAll();
    const horses = t.G.players.wei.weapons.horse;
    t.take('wei', 'battle:weiWu', {
      kind: 'battle',
      general: 'xiahouDun',
      units: 2,
      location: 'guangLing',
      tokenTo: 'treasury',
      before: { liDian: { take: 'weapon', weapon: 'horse' } },
    });
    expect(t.G.players.wei.weapons.horse).toBe(horses + 1);
    expect(activations(t, 'liDian')).toHaveLength(1);
  });

  it('Li Dian: "If Li Dian wins and takes the "demand tribute" action and activates his skill, then Wei may place the gold received from the activation of Li Dian\'s skill on Imperial Jade Seal."', () => {
    const tribute = () => {
      const t = fullGame({ wei: ['liDian', 'xiahouDun', 'xunYu'] });
      placeConstructed(t.G, 'wei', ['imperialJadeSeal']);
      selectAlliance(t, 'trade');
      t.assign('wei', { general: 'liDian', space: 'demandTribute' });
      t.assign('wei', { general: 'xiahouDun', space: 'demandTribute' });
      t.assign('wei', { general: 'xunYu', space: 'recruitArmies' });
      t.passAll();
      return t;
    };
    // The tribute is 2 rice: Li Dian's 1 gold (with 1 rice) is the only gold received, and it may go on the seal.
    const t = tribute();
    const wei = t.G.players.wei;
    const gold = wei.gold;
    t.take('wei', 'demandTribute', { kind: 'demandTribute', take: 'rice', before: { liDian: { take: 'goldAndRice' } } });
    expect(wei.gold).toBe(gold + 1);
    expect(movesOf(t, 'wei', 'choose')).toEqual([
      { type: 'choose', option: null },
      { type: 'choose', option: 'place' },
    ]);
    t.play('wei', { type: 'choose', option: 'place' });
    expect(wei.gold).toBe(gold);
    expect(t.G.cardData.imperialJadeSeal).toEqual({ gold: 1 });
    // Li Dian's weapon instead: no gold received, the seal offers nothing.
    const u = tribute();
    u.take('wei', 'demandTribute', { kind: 'demandTribute', take: 'rice', before: { liDian: { take: 'weapon', weapon: 'spear' } } });
    expect(u.G.pending).toEqual([]);
  });
});
