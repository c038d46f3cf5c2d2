/**
 * Yue Jin, Aggression (compendium, Wei generals): winning a common space
 * alone, 1 gold or rice and 1 weapon before the action.
 */
import { describe, expect, it } from 'vitest';
import { giveUnits, placeConstructed, selectAlliance } from '../../../../builders';
import { activations, expectRefused, fullGame, movesOf } from './weiScenarios';

describe('Yue Jin, Aggression (compendium)', () => {
  it('Yue Jin: winning "recruit armies" alone, Wei receives 1 gold/rice and 1 weapon of its choice before the action (skill text)', () => {
    const t = fullGame({ wei: ['yueJin', 'xiahouDun'] });
    selectAlliance(t, 'trade');
    t.assign('wei', { general: 'yueJin', space: 'recruitArmies' });
    t.assign('wei', { general: 'xiahouDun', space: 'demandTribute' });
    t.passAll();
    const takes = movesOf(t, 'wei', 'takeAction').filter((m) => m.space === 'recruitArmies');
    expect(takes.map((m) => m.choice.before)).toEqual(
      (['gold', 'rice'] as const).flatMap((take) =>
        ['spear', 'horse', 'crossbow', 'vessel'].map((weapon) => ({ yueJin: { take, weapon } })),
      ),
    );
    expectRefused(
      t,
      'wei',
      {
        type: 'takeAction',
        space: 'recruitArmies',
        choice: { kind: 'recruitArmies', before: { yueJin: { take: 'gold', weapon: 'sword' } } },
      },
      /not one of Yue Jin's options/,
    );
    expectRefused(t, 'wei', {
      type: 'takeAction',
      space: 'recruitArmies',
      choice: { kind: 'recruitArmies', before: { yueJin: { take: 'goldAndRice', weapon: 'horse' } } },
    });
    const wei = t.G.players.wei;
    t.take('wei', 'recruitArmies', { kind: 'recruitArmies', before: { yueJin: { take: 'rice', weapon: 'vessel' } } });
    expect([wei.gold, wei.rice, wei.weapons.vessel, wei.untrained]).toEqual([3, 4, 1, 2]);
    expect(activations(t, 'yueJin')).toEqual(["Yue Jin's Aggression: Wei receives 1 rice and 1 vessel before taking the action."]);
  });

  it('Yue Jin: "Yue Jin\'s skill may not be activated if he does not take the won action after that"', () => {
    const t = fullGame({ wei: ['yueJin', 'xiahouDun'] });
    selectAlliance(t, 'trade');
    t.assign('wei', { general: 'yueJin', space: 'recruitArmies' });
    t.assign('wei', { general: 'xiahouDun', space: 'demandTribute' });
    t.passAll();
    const before = JSON.stringify(t.G.players.wei.weapons) + t.G.players.wei.gold + t.G.players.wei.rice;
    t.decline('wei', 'recruitArmies');
    expect(JSON.stringify(t.G.players.wei.weapons) + t.G.players.wei.gold + t.G.players.wei.rice).toBe(before);
    expect(activations(t, 'yueJin')).toEqual([]);
  });

  it('Yue Jin: "Yue Jin has to win a common bidding action space, i.e. the battle and improve tribal relations action spaces are excluded..."', () => {
    const t = fullGame({ wei: ['yueJin', 'xiahouDun'] });
    giveUnits(t.G, 'wei', 'infantry', 1);
    selectAlliance(t, 'trade');
    t.assign('wei', { general: 'yueJin', space: 'battle:weiWu', units: { type: 'infantry', count: 1 } });
    t.assign('wei', { general: 'xiahouDun', space: 'demandTribute' });
    t.passAll();
    expect(
      movesOf(t, 'wei', 'takeAction')
        .filter((m) => m.space === 'battle:weiWu')
        .every((m) => m.choice.before === undefined),
    ).toBe(true);
    expectRefused(
      t,
      'wei',
      {
        type: 'takeAction',
        space: 'battle:weiWu',
        choice: {
          kind: 'battle',
          general: 'yueJin',
          units: 1,
          location: 'shiTing',
          tokenTo: 'treasury',
          before: { yueJin: { take: 'gold', weapon: 'spear' } },
        },
      },
      /Yue Jin has no choice to make before this action/,
    );
    // Improve tribal relations: nothing either.
    const u = fullGame({ wei: ['yueJin'] });
    selectAlliance(u, 'trade');
    u.assign('wei', { general: 'yueJin', space: 'tribal:wei', gold: 1 });
    const gold = u.G.players.wei.gold;
    u.take('wei', 'tribal:wei', { kind: 'improveTribalRelations', buyPopularSupport: false });
    expect(u.G.players.wei.gold).toBe(gold);
    expect(activations(u, 'yueJin')).toEqual([]);
  });

  it('Yue Jin: "Yue Jin has to win the action space alone, i.e. without another Wei general or an alliance state\'s general..."', () => {
    // With another Wei general on the same bid.
    const t = fullGame({ wei: ['yueJin', 'xiahouDun', 'xunYu'] });
    selectAlliance(t, 'trade');
    t.assign('wei', { general: 'yueJin', space: 'recruitArmies' });
    t.assign('wei', { general: 'xiahouDun', space: 'recruitArmies' });
    t.assign('wei', { general: 'xunYu', space: 'demandTribute' });
    t.passAll();
    expect(
      movesOf(t, 'wei', 'takeAction')
        .filter((m) => m.space === 'recruitArmies')
        .map((m) => m.choice),
    ).toEqual([{ kind: 'recruitArmies' }]);
    // With the alliance partner's general on the alliance space (Wei in the alliance, Shu acting first).
    const u = fullGame({ wei: ['yueJin', 'xiahouDun'], shu: ['zhaoYun'] });
    u.G.bidOrder = ['wu', 'shu', 'wei'];
    u.G.alliance = ['shu', 'wei'];
    selectAlliance(u, 'recruitArmies');
    u.assign('shu', { general: 'zhaoYun', space: 'recruitArmies' });
    u.assign('wei', { general: 'yueJin', space: 'recruitArmies' });
    u.assign('wei', { general: 'xiahouDun', space: 'demandTribute' });
    u.passAll();
    expect(u.G.won).toContainEqual({ space: 'recruitArmies', winners: ['shu', 'wei'] });
    // Shu takes its share first (its bid leaves the space); Yue Jin still did not win alone.
    u.take('shu', 'recruitArmies', { kind: 'recruitArmies' });
    expect(u.G.bids.recruitArmies!.map((b) => b.general)).toEqual(['yueJin']);
    expect(
      movesOf(u, 'wei', 'takeAction')
        .filter((m) => m.space === 'recruitArmies')
        .map((m) => m.choice),
    ).toEqual([{ kind: 'recruitArmies' }]);
  });

  it('Yue Jin: "Yue Jin\'s skill may be activated if he wins the alliance action space alone, i.e. the alliance partner did not bid..."', () => {
    const t = fullGame({ wei: ['yueJin', 'xiahouDun'], shu: ['zhaoYun'] });
    t.G.bidOrder = ['wu', 'wei', 'shu'];
    t.G.alliance = ['wei', 'shu'];
    selectAlliance(t, 'recruitArmies');
    t.assign('wei', { general: 'yueJin', space: 'recruitArmies' });
    t.assign('shu', { general: 'zhaoYun', space: 'demandTribute' });
    t.assign('wei', { general: 'xiahouDun', space: 'trade' });
    t.passAll();
    expect(t.G.won).toContainEqual({ space: 'recruitArmies', winners: ['wei'] });
    const gold = t.G.players.wei.gold;
    t.take('wei', 'recruitArmies', { kind: 'recruitArmies', before: { yueJin: { take: 'gold', weapon: 'horse' } } });
    expect(t.G.players.wei.gold).toBe(gold + 1);
    expect(t.G.players.wei.weapons.horse).toBe(1);
  });

  it('Yue Jin: "If Yue Jin wins and takes the "demand tribute" action and activates his skill, then Wei may place the gold received from the activation of Yue Jin\'s skill on Imperial Jade Seal."', () => {
    const tribute = () => {
      const t = fullGame({ wei: ['yueJin', 'xiahouDun'] });
      placeConstructed(t.G, 'wei', ['imperialJadeSeal']);
      selectAlliance(t, 'trade');
      t.assign('wei', { general: 'yueJin', space: 'demandTribute' });
      t.assign('wei', { general: 'xiahouDun', space: 'recruitArmies' });
      t.passAll();
      return t;
    };
    // The tribute is 2 rice: Yue Jin's 1 gold is the only gold received, and it may go on the seal.
    const t = tribute();
    const wei = t.G.players.wei;
    const gold = wei.gold;
    t.take('wei', 'demandTribute', { kind: 'demandTribute', take: 'rice', before: { yueJin: { take: 'gold', weapon: 'horse' } } });
    expect(wei.gold).toBe(gold + 1);
    expect(movesOf(t, 'wei', 'choose')).toEqual([
      { type: 'choose', option: null },
      { type: 'choose', option: 'place' },
    ]);
    t.play('wei', { type: 'choose', option: 'place' });
    expect(wei.gold).toBe(gold);
    expect(t.G.cardData.imperialJadeSeal).toEqual({ gold: 1 });
    expect(activations(t, 'yueJin')).toHaveLength(1);
    // Yue Jin's rice instead: no gold received, the seal offers nothing.
    const u = tribute();
    u.take('wei', 'demandTribute', { kind: 'demandTribute', take: 'rice', before: { yueJin: { take: 'rice', weapon: 'horse' } } });
    expect(u.G.pending).toEqual([]);
  });
});
