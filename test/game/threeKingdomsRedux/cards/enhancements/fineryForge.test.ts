/**
 * Finery Forge and Ferghana (Dawan) Horse (compendium, Unification deck):
 * 1 weapon of the state's choice before the "trade" action, usable in it;
 * each ruling; the size of the legal action list it multiplies.
 */
import { describe, expect, it } from 'vitest';
import { placeConstructed } from '../../../../builders';
import { winsSpace } from './scenarios';
import { actionChoicesOf, activations, expectRefused } from './unificationKit';

const forge = (weapon: unknown) => ({ fineryForge: weapon });
const buy4Rice = { kind: 'trade' as const, rice: { direction: 'buy' as const, lots: 1 } };

describe('Finery Forge and Ferghana (Dawan) Horse (compendium)', () => {
  it('Finery Forge and Ferghana (Dawan) Horse: taking "trade rice and/or weapons", Wei receives 1 weapon of its choice, chosen with the action (card text, R69)', () => {
    const t = winsSpace('trade');
    placeConstructed(t.G, 'wei', ['fineryForge']);
    // Each legal trade comes with each of the 4 weapon types.
    const choices = actionChoicesOf(t, 'wei', 'trade');
    for (const weapon of ['spear', 'horse', 'crossbow', 'vessel']) expect(choices).toContainEqual({ ...buy4Rice, before: forge(weapon) });
    expectRefused(
      t,
      'wei',
      { type: 'takeAction', space: 'trade', choice: { ...buy4Rice, before: forge('sword') } },
      /not one of Finery Forge/,
    );
    expectRefused(
      t,
      'wei',
      { type: 'takeAction', space: 'trade', choice: { ...buy4Rice, before: { bronzeCoinage: 'gold' } } },
      /no choice to make before this action/,
    );
    t.take('wei', 'trade', { ...buy4Rice, before: forge('crossbow') });
    const wei = t.G.players.wei;
    expect(wei.weapons).toEqual({ spear: 0, horse: 0, crossbow: 1, vessel: 0 });
    expect([wei.gold, wei.rice]).toEqual([0, 7]);
    expect(activations(t.G, 'fineryForge')).toEqual(['Finery Forge and Ferghana (Dawan) Horse: Wei receives 1 crossbow before trading.']);
  });

  it('Finery Forge and Ferghana (Dawan) Horse: a trade naming no weapon receives the first option, a spear (R69)', () => {
    const t = winsSpace('trade');
    placeConstructed(t.G, 'wei', ['fineryForge']);
    t.take('wei', 'trade', buy4Rice);
    expect(t.G.players.wei.weapons.spear).toBe(1);
  });

  it('Finery Forge and Ferghana (Dawan) Horse: "You may not activate Finery Forge and Ferghana (Dawan) Horse if you do not take the "trade rice and/or weapons" action after that."', () => {
    const t = winsSpace('trade');
    placeConstructed(t.G, 'wei', ['fineryForge']);
    t.decline('wei', 'trade');
    // Nor on another action (no weapon choice comes with it).
    expect(actionChoicesOf(t, 'wei', 'recruitArmies')).toEqual([{ kind: 'recruitArmies' }]);
    t.take('wei', 'recruitArmies', { kind: 'recruitArmies' });
    expect(t.G.players.wei.weapons).toEqual({ spear: 0, horse: 0, crossbow: 0, vessel: 0 });
    expect(activations(t.G, 'fineryForge')).toEqual([]);
    // Not with "hire instructor and/or import technology" either.
    const u = winsSpace('hireInstructor');
    placeConstructed(u.G, 'wei', ['fineryForge']);
    expectRefused(
      u,
      'wei',
      { type: 'takeAction', space: 'hireInstructor', choice: { kind: 'hireInstructor', hire: { train: 0 }, before: forge('horse') } },
      /no choice to make before this action/,
    );
    u.take('wei', 'hireInstructor', { kind: 'hireInstructor', hire: { train: 0 } });
    expect(u.G.players.wei.weapons.horse).toBe(0);
  });

  it('Finery Forge and Ferghana (Dawan) Horse: "The weapon received may be used as part of the "trade rice and/or weapons" action." — 2 vessels + 1 sell as a lot of 3', () => {
    const t = winsSpace('trade');
    t.G.players.wei.weapons.vessel = 2;
    const sell3 = { kind: 'trade' as const, weapons: { direction: 'sell' as const, items: ['vessel', 'vessel', 'vessel'] as 'vessel'[] } };
    expectRefused(t, 'wei', { type: 'takeAction', space: 'trade', choice: sell3 }, /only 2 vessels/);
    placeConstructed(t.G, 'wei', ['fineryForge']);
    const selling = actionChoicesOf(t, 'wei', 'trade').filter((c) => c.kind === 'trade' && c.weapons?.direction === 'sell' && !c.rice);
    // Only with the weapon received: the 2 vessels and it make the one lot of 3 Wei can sell.
    expect(selling).toEqual([
      { kind: 'trade', weapons: { direction: 'sell', items: ['spear', 'vessel', 'vessel'] }, before: forge('spear') },
      { kind: 'trade', weapons: { direction: 'sell', items: ['horse', 'vessel', 'vessel'] }, before: forge('horse') },
      { kind: 'trade', weapons: { direction: 'sell', items: ['crossbow', 'vessel', 'vessel'] }, before: forge('crossbow') },
      { ...sell3, before: forge('vessel') },
    ]);
    // 3 vessels need a vessel received, not a spear.
    expectRefused(t, 'wei', { type: 'takeAction', space: 'trade', choice: { ...sell3, before: forge('spear') } }, /only 2 vessels/);
    t.take('wei', 'trade', { ...sell3, before: forge('vessel') });
    expect(t.G.players.wei.weapons.vessel).toBe(0);
    expect(t.G.players.wei.gold).toBe(3 + 7);
  });

  it('Finery Forge and Ferghana (Dawan) Horse: the legal trade list grows fourfold at most (one copy per weapon type)', () => {
    const t = winsSpace('trade');
    const wei = t.G.players.wei;
    Object.assign(wei, { gold: 20, rice: 12 });
    wei.weapons = { spear: 3, horse: 3, crossbow: 2, vessel: 0 };
    expect(actionChoicesOf(t, 'wei', 'trade')).toHaveLength(839);
    placeConstructed(t.G, 'wei', ['fineryForge']);
    // The received weapon opens sales (and sale-funded purchases) that were not possible.
    expect(actionChoicesOf(t, 'wei', 'trade')).toHaveLength(3538);
    // A supply that allows every trade: all 1462 of them, times 4 weapon types.
    const u = winsSpace('trade');
    Object.assign(u.G.players.wei, { gold: 30, rice: 12, weapons: { spear: 6, horse: 6, crossbow: 6, vessel: 6 } });
    expect(actionChoicesOf(u, 'wei', 'trade')).toHaveLength(1462);
    placeConstructed(u.G, 'wei', ['fineryForge', 'bronzeCoinage', 'heavyMoldboardPlough']);
    // Bronze Coinage and Heavy Moldboard Plough add no options, only tokens.
    expect(actionChoicesOf(u, 'wei', 'trade')).toHaveLength(4 * 1462);
  });
});
