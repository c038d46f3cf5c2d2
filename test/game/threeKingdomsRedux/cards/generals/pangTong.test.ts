/** Pang Tong, Guile (compendium, Shu generals). */
import { describe, expect, it } from 'vitest';
import { currentDecision } from '../../../../../src/game/threeKingdomsRedux/engine';
import type { GeneralId } from '../../../../../src/game/threeKingdomsRedux/data/generals';
import type { ActionSpaceId } from '../../../../../src/game/threeKingdomsRedux/types';
import { bidAndResolve, chooseOptions, shuChoices, shuGame, snapshot } from './shuScenario';

const FIVE: [GeneralId, ActionSpaceId][] = [
  ['pangTong', 'developFarm'],
  ['liuBei', 'developMarketplace'],
  ['guanYu', 'recruitArmies'],
  ['zhangFei', 'trainArmies'],
  ['zhugeLiang', 'demandTribute'],
];

/** Shu wins `n` (5 or 6) spaces, none of them the alliance space. */
function shuWins(n: 5 | 6) {
  const wins = n === 6 ? [...FIVE, ['maLiang', 'produceSpearsHorses'] as [GeneralId, ActionSpaceId]] : FIVE;
  const t = shuGame(wins.map(([g]) => g));
  bidAndResolve(
    t,
    'trade',
    wins.map(([general, space]) => ['shu', { general, space }]),
  );
  return t;
}

describe('Pang Tong, Guile (compendium)', () => {
  it('Pang Tong takes the alliance action with Shu in the alliance: 1 gold before the action (enough for a 6-gold purchase)', () => {
    const t = shuGame(['pangTong', 'zhugeLiang']);
    bidAndResolve(t, 'trade', [
      ['shu', { general: 'pangTong', space: 'trade' }],
      ['shu', { general: 'zhugeLiang', space: 'developFarm' }],
    ]);
    const buy = { kind: 'trade', rice: { direction: 'buy', lots: 2 }, before: { pangTong: 'gold' } } as const;
    expect(shuChoices(t, 'trade')).toContainEqual(buy);
    t.take('shu', 'trade', buy);
    expect([t.G.players.shu.gold, t.G.players.shu.rice]).toEqual([0, 13]);
    expect(t.G.log.filter((e) => e.card === 'pangTong')).toHaveLength(1);
  });

  it('Pang Tong on a space that is not the alliance space receives nothing', () => {
    const t = shuGame(['pangTong', 'zhugeLiang']);
    bidAndResolve(t, 'developMarketplace', [
      ['shu', { general: 'pangTong', space: 'trade' }],
      ['shu', { general: 'zhugeLiang', space: 'developFarm' }],
    ]);
    expect(shuChoices(t, 'trade').some((c) => c.kind === 'trade' && c.rice?.direction === 'buy' && c.rice.lots === 2)).toBe(false);
    t.take('shu', 'trade', { kind: 'trade', rice: { direction: 'buy', lots: 1 } });
    expect(t.G.players.shu.gold).toBe(2);
  });

  it('Pang Tong: "If Pang Tong wins the alliance action space but does not take the alliance action, then the first part of Pang Tong\'s skill may not be activated..."', () => {
    const t = shuGame(['pangTong', 'zhugeLiang']);
    bidAndResolve(t, 'trade', [
      ['shu', { general: 'pangTong', space: 'trade' }],
      ['shu', { general: 'zhugeLiang', space: 'developFarm' }],
    ]);
    t.decline('shu', 'trade');
    expect(t.G.players.shu.gold).toBe(5);
    expect(t.G.log.some((e) => e.card === 'pangTong')).toBe(false);
  });

  it('Pang Tong: Shu with 5 won actions commits to take them all and receives 1 gold before taking its actions (R42)', () => {
    const t = shuWins(5);
    expect(currentDecision(t.G)).toEqual({ kind: 'choice', state: 'shu' });
    expect(chooseOptions(t)).toEqual([null, 'commit']);
    t.play('shu', { type: 'choose', option: 'commit' });
    expect(t.G.players.shu.gold).toBe(6);
    // Declining now would leave fewer than 5 actions: refused, with the reason.
    const before = snapshot(t);
    expect(t.attempt('shu', { type: 'declineAction', space: 'developFarm' })).toEqual({
      ok: false,
      error: 'Pang Tong: Shu committed to take at least 5 actions this round (and received 1 gold); it may not decline this one.',
    });
    expect(t.G).toEqual(before);
    t.take('shu', 'developFarm', { kind: 'developFarm' });
    t.take('shu', 'developMarketplace', { kind: 'developMarketplace' });
    t.take('shu', 'recruitArmies', { kind: 'recruitArmies' });
    t.take('shu', 'trainArmies', { kind: 'trainArmies', count: 2 });
    t.take('shu', 'demandTribute', { kind: 'demandTribute', take: 'gold' });
    expect(t.G.round).toBe(2);
    expect(t.G.log.filter((e) => e.card === 'pangTong')).toHaveLength(1);
  });

  it('Pang Tong: with 6 won actions and the commitment, one action may still be declined, not a second', () => {
    const t = shuWins(6);
    t.play('shu', { type: 'choose', option: 'commit' });
    t.decline('shu', 'produceSpearsHorses');
    expect(t.attempt('shu', { type: 'declineAction', space: 'demandTribute' }).ok).toBe(false);
  });

  it('Pang Tong: "If Shu wins 5 or more action spaces but chooses to take less than 5 actions, then the second part of Pang Tong\'s skill may not be activated..."', () => {
    const t = shuWins(5);
    t.play('shu', { type: 'choose', option: null });
    expect(t.G.players.shu.gold).toBe(5);
    t.decline('shu', 'developFarm');
    t.decline('shu', 'developMarketplace');
    expect(t.G.players.shu.gold).toBe(5);
    expect(t.G.log.some((e) => e.card === 'pangTong')).toBe(false);
  });

  it('Pang Tong: with only 4 won actions nothing is offered', () => {
    const t = shuGame(FIVE.slice(0, 4).map(([g]) => g));
    bidAndResolve(
      t,
      'trade',
      FIVE.slice(0, 4).map(([general, space]) => ['shu', { general, space }]),
    );
    expect(currentDecision(t.G)).toEqual({ kind: 'action', state: 'shu' });
  });
});
