/**
 * Xun You, Trust (compendium, Wei generals): 2 rice whenever Wei receives a
 * popular support token.
 */
import { describe, expect, it } from 'vitest';
import { passRound, placeConstructed, selectAlliance } from '../../../../builders';
import { activations, expectRefused, fullGame } from './weiScenarios';

describe('Xun You, Trust (compendium)', () => {
  it('Xun You: Wei wins 1 popular support token and receives 2 rice (skill text)', () => {
    const t = fullGame({ wei: ['xunYou', 'xiahouDun'] });
    selectAlliance(t, 'trade');
    t.assign('wei', { general: 'xiahouDun', space: 'winPopularSupport' });
    t.assign('wei', { general: 'xunYou', space: 'recruitArmies' });
    t.passAll();
    t.take('wei', 'winPopularSupport', { kind: 'winPopularSupport' });
    expect(t.G.players.wei.popularSupport).toBe(1);
    expect(t.G.players.wei.rice).toBe(3 + 2);
    expect(activations(t, 'xunYou')).toEqual(["Xun You's Trust: Wei receives 2 rice for 1 popular support token."]);
  });

  it('Xun You: without him, no rice', () => {
    const t = fullGame({ wei: ['caoHong', 'xiahouDun'] });
    selectAlliance(t, 'trade');
    t.assign('wei', { general: 'xiahouDun', space: 'winPopularSupport' });
    t.assign('wei', { general: 'caoHong', space: 'recruitArmies' });
    t.passAll();
    t.take('wei', 'winPopularSupport', { kind: 'winPopularSupport' });
    expect(t.G.players.wei.rice).toBe(3);
  });

  it('Xun You: "Xun You receives 2 rice for all popular support tokens that Wei receives."', () => {
    // Two sources in one round: the win popular support action and the level-12 purchase.
    const t = fullGame({ wei: ['xunYou', 'xiahouDun', 'caoHong'] });
    t.G.players.wei.tribalLevel = 11;
    selectAlliance(t, 'trade');
    t.assign('wei', { general: 'xunYou', space: 'tribal:wei', gold: 1 });
    t.assign('wei', { general: 'xiahouDun', space: 'winPopularSupport' });
    t.assign('wei', { general: 'caoHong', space: 'recruitArmies' });
    t.passAll();
    t.take('wei', 'winPopularSupport', { kind: 'winPopularSupport' });
    t.take('wei', 'tribal:wei', { kind: 'improveTribalRelations', buyPopularSupport: true });
    expect(t.G.players.wei.popularSupport).toBe(2);
    expect(t.G.players.wei.rice).toBe(3 + 2 - 2 + 2);
    expect(activations(t, 'xunYou')).toHaveLength(2);
  });

  it('Xun You: "When the tribal relation track for Wei reaches 12, Wei must be able to pay 2 rice from its supply..."', () => {
    const setup = (rice: number) => {
      const t = fullGame({ wei: ['xunYou', 'caoHong'] });
      t.G.players.wei.tribalLevel = 11;
      t.G.players.wei.rice = rice;
      selectAlliance(t, 'trade');
      t.assign('wei', { general: 'xunYou', space: 'tribal:wei', gold: 1 });
      t.assign('wei', { general: 'caoHong', space: 'recruitArmies' });
      t.passAll();
      return t;
    };
    const buy = {
      type: 'takeAction' as const,
      space: 'tribal:wei' as const,
      choice: { kind: 'improveTribalRelations' as const, buyPopularSupport: true },
    };
    // 1 rice: the 2 rice Xun You would bring cannot pay for the token.
    const poor = setup(1);
    expectRefused(poor, 'wei', buy, /costs 2 rice/);
    // Exactly 2 rice: paid first (0 left), then Xun You's 2 rice.
    const t = setup(2);
    t.play('wei', buy);
    expect(t.G.players.wei.rice).toBe(2);
    expect(t.G.players.wei.popularSupport).toBe(1);
    const pay = t.G.log.findIndex((e) => /pays 2 rice/.test(e.text));
    const trust = t.G.log.findIndex((e) => e.card === 'xunYou');
    expect(pay).toBeGreaterThan(-1);
    expect(trust).toBeGreaterThan(pay);
  });

  it('Xun You: "Wei must be able to pay 2 rice from its supply to activate Imperial Academy (Taixue)..." — paid before his 2 rice', () => {
    const atRecruitment = (rice: number) => {
      const t = fullGame({ wei: ['xunYou'] });
      passRound(t);
      passRound(t);
      expect(t.G.step.kind).toBe('recruit');
      placeConstructed(t.G, 'wei', ['imperialAcademy']);
      t.G.players.wei.rice = rice;
      return t;
    };
    const buy = { type: 'useSkill' as const, card: 'imperialAcademy' as const, option: 'popularSupport' };
    // 1 rice: the 2 rice Xun You would bring cannot pay for the token.
    const poor = atRecruitment(1);
    expectRefused(poor, 'wei', buy, /cannot be used that way now/);
    // Exactly 2 rice: paid first (0 left), then Xun You's 2 rice.
    const t = atRecruitment(2);
    t.play('wei', buy);
    expect([t.G.players.wei.rice, t.G.players.wei.popularSupport]).toEqual([2, 1]);
    const pay = t.G.log.findIndex((e) => e.card === 'imperialAcademy');
    const trust = t.G.log.findIndex((e) => e.card === 'xunYou');
    expect(pay).toBeGreaterThan(-1);
    expect(trust).toBeGreaterThan(pay);
  });
});
