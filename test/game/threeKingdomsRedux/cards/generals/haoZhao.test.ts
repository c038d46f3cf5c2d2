/**
 * Hao Zhao, Anticipation (compendium, Wei generals): at the end of each round
 * after he has been stationed with 1 army unit, Wei may construct 1 state
 * enhancement.
 */
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../../../../../src/game/threeKingdomsRedux/legal';
import type { GeneralId } from '../../../../../src/game/threeKingdomsRedux/data/generals';
import type { EnhancementId } from '../../../../../src/game/threeKingdomsRedux/data/enhancements';
import { STATES } from '../../../../../src/game/threeKingdomsRedux/types';
import { passRound, placeStationed, type TestGame } from '../../../../builders';
import { activations, decision, expectRefused, fullGame } from './weiScenarios';

function hand(t: TestGame, cards: EnhancementId[]): void {
  for (const s of STATES) t.G.players[s].secret.enhancementHand = t.G.players[s].secret.enhancementHand.filter((c) => !cards.includes(c));
  t.G.decks.separation = t.G.decks.separation.filter((c) => !cards.includes(c));
  t.G.decks.unification = t.G.decks.unification.filter((c) => !cards.includes(c));
  t.G.players.wei.secret.enhancementHand = [...cards];
}

/** Hao Zhao stationed with `units` archery units; Wei holds `cards`; round 1 is passed to its end. */
function haoZhaoRound(units: number, cards: EnhancementId[], also: GeneralId[] = []) {
  const t = fullGame({ wei: ['xiahouDun', ...also] });
  placeStationed(t.G, 'wei', 'haoZhao', 'ruXuKou', units, 'treasury');
  hand(t, cards);
  passRound(t);
  return t;
}

describe('Hao Zhao, Anticipation (compendium)', () => {
  it('Hao Zhao: stationed with 1 army unit, Wei may construct 1 state enhancement at the end of the round (skill text)', () => {
    const t = haoZhaoRound(1, ['bronzeCoinage', 'roadways']);
    expect(decision(t)).toEqual({ kind: 'choice', state: 'wei' });
    expect(legalMoves(t.G, 'wei')).toEqual([
      { type: 'choose', option: null },
      { type: 'choose', option: { card: 'bronzeCoinage', payment: {} } },
      { type: 'choose', option: { card: 'roadways', payment: {} } },
    ]);
    expectRefused(t, 'wei', { type: 'choose', option: { card: 'stable', payment: {} } }, /not one of Hao Zhao's options/);
    t.play('wei', { type: 'choose', option: { card: 'bronzeCoinage', payment: {} } });
    expect(t.G.players.wei.constructed).toEqual(['bronzeCoinage']);
    expect(t.G.players.wei.gold).toBe(3 - 2);
    expect(t.G.players.wei.secret.enhancementHand).toEqual(['roadways']);
    expect(t.G.round).toBe(2);
    expect(activations(t, 'haoZhao')).toEqual(["Hao Zhao's Anticipation: Wei constructs Bronze Coinage at the end of the round."]);
  });

  it('Hao Zhao: it is optional, and offered again each round', () => {
    const t = haoZhaoRound(1, ['bronzeCoinage']);
    t.play('wei', { type: 'choose', option: null });
    expect(t.G.players.wei.constructed).toEqual([]);
    expect(t.G.round).toBe(2);
    passRound(t);
    expect(decision(t)).toEqual({ kind: 'choice', state: 'wei' });
    t.play('wei', { type: 'choose', option: { card: 'bronzeCoinage', payment: {} } });
    expect(t.G.players.wei.constructed).toEqual(['bronzeCoinage']);
  });

  it('Hao Zhao: "Hao Zhao\'s skill may only be activated after he is stationed with 1, and only 1, army unit."', () => {
    const two = haoZhaoRound(2, ['bronzeCoinage']);
    expect(two.G.pending).toEqual([]);
    expect(two.G.round).toBe(2);
    // Not stationed at all (in hand): nothing either.
    const t = fullGame({ wei: ['haoZhao'] });
    hand(t, ['bronzeCoinage']);
    passRound(t);
    expect(t.G.pending).toEqual([]);
    expect(t.G.players.wei.constructed).toEqual([]);
  });

  it('Hao Zhao: "The state enhancements\' pre-requisites still have to be met and costs still have to be paid."', () => {
    // Chinese Abacus needs marketplace level 3 (Wei's is 0): not offered. Imperial Palace (3 gold, 2 rice) is
    // affordable with Wei's 3 gold and 3 rice; Watchtower needs an occupied border location (Hao Zhao's own).
    const t = haoZhaoRound(1, ['chineseAbacus', 'imperialPalace', 'watchtower']);
    expect(legalMoves(t.G, 'wei')).toEqual([
      { type: 'choose', option: null },
      { type: 'choose', option: { card: 'imperialPalace', payment: {} } },
      { type: 'choose', option: { card: 'watchtower', payment: {} } },
    ]);
    expectRefused(t, 'wei', { type: 'choose', option: { card: 'chineseAbacus', payment: {} } });
    t.play('wei', { type: 'choose', option: { card: 'imperialPalace', payment: {} } });
    // Upkeep of the stationed unit (maintenance) comes after: only the cost is checked here.
    expect(t.G.players.wei.gold).toBe(0);
    // Without the gold, nothing to offer at all.
    const poor = fullGame({ wei: ['xiahouDun'] });
    placeStationed(poor.G, 'wei', 'haoZhao', 'ruXuKou', 1, 'treasury');
    hand(poor, ['bronzeCoinage']);
    poor.G.players.wei.gold = 1;
    passRound(poor);
    expect(poor.G.pending).toEqual([]);
  });

  it('Hao Zhao: "Liu Ye\'s skill may not be activated when activating Hao Zhao\'s skill to construct state enhancements..."', () => {
    const t = haoZhaoRound(1, ['squarePalletChainPumps'], ['liuYe']);
    // Square-pallet Chain Pumps costs 1 popular support: Liu Ye's token would pay for it, but he gives none here.
    expect(t.G.pending).toEqual([]);
    const u = fullGame({ wei: ['liuYe'] });
    placeStationed(u.G, 'wei', 'haoZhao', 'ruXuKou', 1, 'treasury');
    hand(u, ['squarePalletChainPumps']);
    u.G.players.wei.popularSupport = 1;
    passRound(u);
    u.play('wei', { type: 'choose', option: { card: 'squarePalletChainPumps', payment: {} } });
    expect(u.G.players.wei.popularSupport).toBe(0);
    expect(activations(u, 'liuYe')).toEqual([]);
  });

  it("Hao Zhao: he constructs after Wei's other end-of-round benefits (R13): Zhang He's 2 horses pay for a Stable", () => {
    const t = haoZhaoRound(1, ['stable'], ['zhangHe']);
    expect(decision(t)).toEqual({ kind: 'choice', state: 'wei' });
    t.play('wei', { type: 'choose', option: { card: 'stable', payment: {} } });
    expect(t.G.players.wei.constructed).toEqual(['stable']);
    expect(t.G.players.wei.weapons.horse).toBe(1);
  });
});
