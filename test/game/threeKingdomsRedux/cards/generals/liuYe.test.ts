/**
 * Liu Ye, Leverage (compendium, Wei generals): 1 popular support token
 * before the construct action.
 */
import { describe, expect, it } from 'vitest';
import { placeStationed, selectAlliance, type TestGame } from '../../../../builders';
import type { EnhancementId } from '../../../../../src/game/threeKingdomsRedux/data/enhancements';
import { STATES } from '../../../../../src/game/threeKingdomsRedux/types';
import { activations, decision, expectRefused, fullGame, movesOf } from './weiScenarios';

/** Moves `card` into Wei's enhancement hand. */
function handTo(t: TestGame, card: EnhancementId): void {
  for (const s of STATES) t.G.players[s].secret.enhancementHand = t.G.players[s].secret.enhancementHand.filter((c) => c !== card);
  t.G.decks.separation = t.G.decks.separation.filter((c) => c !== card);
  t.G.decks.unification = t.G.decks.unification.filter((c) => c !== card);
  t.G.players.wei.secret.enhancementHand = [card];
}

function constructs(general: 'liuYe' | 'xunYu') {
  const t = fullGame({ wei: ['liuYe', 'xunYu', 'xiahouDun'] });
  handTo(t, 'squarePalletChainPumps'); // costs 1 popular support
  selectAlliance(t, 'trade');
  t.assign('wei', { general, space: 'construct' });
  t.assign('wei', { general: 'xiahouDun', space: 'recruitArmies' });
  t.passAll();
  return t;
}

describe('Liu Ye, Leverage (compendium)', () => {
  it('Liu Ye: before constructing Wei receives 1 popular support token, which can pay the cost (skill text)', () => {
    const t = constructs('liuYe');
    expect(t.G.players.wei.popularSupport).toBe(0);
    expect(
      movesOf(t, 'wei', 'takeAction')
        .filter((m) => m.space === 'construct')
        .map((m) => m.choice),
    ).toEqual([{ kind: 'construct', card: 'squarePalletChainPumps', payment: {} }]);
    t.take('wei', 'construct', { kind: 'construct', card: 'squarePalletChainPumps' });
    expect(t.G.players.wei.constructed).toContain('squarePalletChainPumps');
    expect(t.G.players.wei.popularSupport).toBe(0);
    expect(activations(t, 'liuYe')).toEqual(["Liu Ye's Leverage: Wei receives 1 popular support token before constructing."]);
  });

  it('Liu Ye: another Wei general constructing receives nothing (and cannot pay 1 popular support)', () => {
    const t = constructs('xunYu');
    expect(movesOf(t, 'wei', 'takeAction').some((m) => m.space === 'construct' && m.choice.kind === 'construct')).toBe(false);
    expectRefused(
      t,
      'wei',
      { type: 'takeAction', space: 'construct', choice: { kind: 'construct', card: 'squarePalletChainPumps' } },
      /1 popular support/,
    );
  });

  it('Liu Ye: "Liu Ye\'s skill may not be activated if he does not take the construct state enhancement action after that."', () => {
    const t = constructs('liuYe');
    t.decline('wei', 'construct');
    expect(t.G.players.wei.popularSupport).toBe(0);
    expect(activations(t, 'liuYe')).toEqual([]);
  });

  it('Liu Ye: "Liu Ye\'s skill may not be activated when activating Hao Zhao\'s skill to construct state enhancements..."', () => {
    const t = fullGame({ wei: ['liuYe', 'xiahouDun'] });
    placeStationed(t.G, 'wei', 'haoZhao', 'ruXuKou', 1, 'treasury');
    handTo(t, 'squarePalletChainPumps');
    t.G.players.wei.popularSupport = 1;
    selectAlliance(t, 'trade');
    t.passAll();
    expect(decision(t)).toEqual({ kind: 'choice', state: 'wei' });
    t.play('wei', { type: 'choose', option: { card: 'squarePalletChainPumps', payment: {} } });
    expect(t.G.players.wei.constructed).toContain('squarePalletChainPumps');
    expect(t.G.players.wei.popularSupport).toBe(0);
    expect(activations(t, 'liuYe')).toEqual([]);
  });
});
