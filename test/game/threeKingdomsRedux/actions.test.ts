/** Rulebook, 3) Take Actions: every action space's options, costs and limits. */
import { describe, expect, it } from 'vitest';
import { onlyGenerals, selectAlliance, testGame } from '../../builders';
import type { GeneralId } from '../../../src/game/threeKingdomsRedux/data/generals';
import type { ActionSpaceId, StateId } from '../../../src/game/threeKingdomsRedux/types';
import { actionChoices } from '../../../src/game/threeKingdomsRedux/legal';

/** Wei wins `space` alone with Cao Cao (administration 5, combat 3) and is about to act. */
function weiWins(space: ActionSpaceId, general: GeneralId = 'caoCao', state: StateId = 'wei') {
  const t = testGame();
  onlyGenerals(t.G, { [state]: [general] });
  selectAlliance(t, space === 'trade' ? 'construct' : 'trade');
  t.assign(state, { general, space });
  t.passAll();
  return t;
}

describe('Rulebook, Trade Rice and/or Weapons', () => {
  it('buys 4 rice for 3 gold per lot, at most 12 rice', () => {
    const t = weiWins('trade');
    t.G.players.wei.gold = 10;
    expect(
      t.attempt('wei', { type: 'takeAction', space: 'trade', choice: { kind: 'trade', rice: { direction: 'buy', lots: 4 } } }),
    ).toEqual({
      ok: false,
      error: 'Rice is traded in lots of 4, at most 12 rice (3 lots).',
    });
    t.take('wei', 'trade', { kind: 'trade', rice: { direction: 'buy', lots: 3 } });
    expect([t.G.players.wei.gold, t.G.players.wei.rice]).toEqual([1, 3 + 12]);
  });

  it('sells rice (5 gold per 4) and buys weapons (3 for 5 gold) in one action; sales come first', () => {
    const t = weiWins('trade');
    const wei = t.G.players.wei;
    wei.gold = 0;
    wei.rice = 8;
    t.take('wei', 'trade', {
      kind: 'trade',
      rice: { direction: 'sell', lots: 2 },
      weapons: { direction: 'buy', items: ['spear', 'horse', 'horse'] },
    });
    expect([wei.gold, wei.rice, wei.weapons.spear, wei.weapons.horse]).toEqual([5, 0, 1, 2]);
  });

  it('sells 3 weapons of mixed types for 7 gold, at most 6 weapons; lots of 3 only', () => {
    const t = weiWins('trade');
    const wei = t.G.players.wei;
    wei.weapons = { spear: 1, horse: 1, crossbow: 1, vessel: 4 };
    expect(
      t.attempt('wei', {
        type: 'takeAction',
        space: 'trade',
        choice: { kind: 'trade', weapons: { direction: 'sell', items: ['vessel', 'vessel'] } },
      }).ok,
    ).toBe(false);
    t.take('wei', 'trade', {
      kind: 'trade',
      weapons: { direction: 'sell', items: ['spear', 'horse', 'crossbow', 'vessel', 'vessel', 'vessel'] },
    });
    expect(wei.gold).toBe(3 + 14);
    expect(wei.weapons).toEqual({ spear: 0, horse: 0, crossbow: 0, vessel: 1 });
  });

  it('cannot buy what it cannot pay for', () => {
    const t = weiWins('trade');
    t.G.players.wei.gold = 4;
    expect(
      t.attempt('wei', {
        type: 'takeAction',
        space: 'trade',
        choice: { kind: 'trade', weapons: { direction: 'buy', items: ['spear', 'spear', 'spear'] } },
      }),
    ).toEqual({
      ok: false,
      error: 'Buying 3 weapons costs 5 gold.',
    });
  });
});

describe('Rulebook, Hire Instructor and/or Import Technology', () => {
  it('pays 1 rice to train up to 2 untrained armies, and draws 1 card from the chosen deck', () => {
    const t = weiWins('hireInstructor');
    const wei = t.G.players.wei;
    wei.untrained = 3;
    const top = t.G.decks.separation[0];
    t.take('wei', 'hireInstructor', { kind: 'hireInstructor', hire: { train: 2 }, importFrom: 'separation' });
    expect([wei.rice, wei.untrained, wei.trained]).toEqual([2, 1, 2]);
    expect(wei.secret.enhancementHand).toContain(top);
    expect(t.G.decks.separation).not.toContain(top);
  });

  it('cannot train more than it has', () => {
    const t = weiWins('hireInstructor');
    t.G.players.wei.untrained = 1;
    expect(
      t.attempt('wei', { type: 'takeAction', space: 'hireInstructor', choice: { kind: 'hireInstructor', hire: { train: 2 } } }).ok,
    ).toBe(false);
  });
});

describe('Rulebook, Construct State Enhancement', () => {
  it('checks the prerequisite, pays the cost to the supply and plays the card face up', () => {
    const t = weiWins('construct');
    const wei = t.G.players.wei;
    wei.secret.enhancementHand = ['spearArmoury', 'ironArmour'];
    wei.weapons.spear = 3;
    expect(t.attempt('wei', { type: 'takeAction', space: 'construct', choice: { kind: 'construct', card: 'ironArmour' } })).toEqual({
      ok: false,
      error: 'Requires at least 1 stationed infantry unit(s); you have 0.',
    });
    // Spear Armoury: 1 spear + 2 gold (rulebook).
    t.take('wei', 'construct', { kind: 'construct', card: 'spearArmoury' });
    expect(wei.constructed).toEqual(['spearArmoury']);
    expect([wei.gold, wei.weapons.spear]).toEqual([1, 2]);
    expect(wei.secret.enhancementHand).toEqual(['ironArmour']);
  });

  it('the either-army icon may be paid with untrained or trained armies, as chosen', () => {
    const t = weiWins('construct');
    const wei = t.G.players.wei;
    wei.secret.enhancementHand = ['garrison'];
    wei.untrained = 1;
    wei.trained = 1;
    wei.rice = 1;
    expect(actionChoices(t.G, 'wei', 'construct')).toHaveLength(2);
    t.take('wei', 'construct', { kind: 'construct', card: 'garrison', payment: { trainedArmies: 1 } });
    expect([wei.untrained, wei.trained, wei.rice]).toEqual([1, 0, 0]);
  });

  it('a cost it cannot pay cannot be constructed', () => {
    const t = weiWins('construct');
    t.G.players.wei.secret.enhancementHand = ['imperialPalace'];
    t.G.players.wei.gold = 2;
    t.G.players.wei.rice = 1;
    expect(t.attempt('wei', { type: 'takeAction', space: 'construct', choice: { kind: 'construct', card: 'imperialPalace' } })).toEqual({
      ok: false,
      error: 'You cannot pay the cost: it needs 3 gold, 2 rice.',
    });
    // The listing judges the same payment and leaves it out.
    expect(actionChoices(t.G, 'wei', 'construct').filter((c) => c.kind === 'construct')).toEqual([]);
    t.G.players.wei.gold = 3;
    t.G.players.wei.rice = 2;
    expect(actionChoices(t.G, 'wei', 'construct').filter((c) => c.kind === 'construct')).toHaveLength(1);
  });
});

describe('Rulebook, Produce / Recruit / Train / Demand Tribute / Win Popular Support', () => {
  it('produce spears/horses: 2 spears, 2 horses or 1 of each; never crossbows', () => {
    const t = weiWins('produceSpearsHorses');
    expect(
      t.attempt('wei', { type: 'takeAction', space: 'produceSpearsHorses', choice: { kind: 'produce', weapons: ['crossbow', 'spear'] } })
        .ok,
    ).toBe(false);
    t.take('wei', 'produceSpearsHorses', { kind: 'produce', weapons: ['spear', 'horse'] });
    expect(t.G.players.wei.weapons).toEqual({ spear: 1, horse: 1, crossbow: 0, vessel: 0 });
  });

  it('produce crossbows/vessels: 2 vessels', () => {
    const t = weiWins('produceCrossbowsVessels');
    t.take('wei', 'produceCrossbowsVessels', { kind: 'produce', weapons: ['vessel', 'vessel'] });
    expect(t.G.players.wei.weapons.vessel).toBe(2);
  });

  it('recruit armies: 2 untrained armies; train armies: up to 2', () => {
    const t = weiWins('recruitArmies');
    t.take('wei', 'recruitArmies', { kind: 'recruitArmies' });
    expect(t.G.players.wei.untrained).toBe(2);
    const u = weiWins('trainArmies');
    u.G.players.wei.untrained = 3;
    expect(u.attempt('wei', { type: 'takeAction', space: 'trainArmies', choice: { kind: 'trainArmies', count: 3 } }).ok).toBe(false);
    u.take('wei', 'trainArmies', { kind: 'trainArmies', count: 2 });
    expect([u.G.players.wei.untrained, u.G.players.wei.trained]).toEqual([1, 2]);
  });

  it('demand tribute: 2 gold, 2 rice, 1 of each, or 1 untrained army', () => {
    for (const [take, expected] of [
      ['gold', [5, 3, 0]],
      ['rice', [3, 5, 0]],
      ['goldAndRice', [4, 4, 0]],
      ['army', [3, 3, 1]],
    ] as const) {
      const t = weiWins('demandTribute');
      t.take('wei', 'demandTribute', { kind: 'demandTribute', take });
      const wei = t.G.players.wei;
      expect([wei.gold, wei.rice, wei.untrained]).toEqual(expected);
    }
  });

  it('win popular support: 1 popular support token', () => {
    const t = weiWins('winPopularSupport');
    t.take('wei', 'winPopularSupport', { kind: 'winPopularSupport' });
    expect(t.G.players.wei.popularSupport).toBe(1);
  });

  it('control Han emperor costs 1 gold; without gold it cannot be taken, only declined', () => {
    const t = weiWins('controlHanEmperor');
    t.G.players.wei.gold = 0;
    expect(
      t.attempt('wei', { type: 'takeAction', space: 'controlHanEmperor', choice: { kind: 'controlHanEmperor', faceDown: 'caoCao' } }),
    ).toEqual({
      ok: false,
      error: 'Controlling the Han emperor costs 1 gold.',
    });
    t.decline('wei', 'controlHanEmperor');
    expect(t.G.players.wei.rank).toBe(0);
    expect(t.G.players.wei.secret.hand).toContain('caoCao');
  });
});

describe('Rulebook, Take Actions: order and choice', () => {
  it('a state chooses the order of its own actions and may decline any', () => {
    const t = testGame();
    onlyGenerals(t.G, { wei: ['caoCao', 'guoJia', 'xuHuang'] });
    selectAlliance(t, 'trade');
    t.assign('wei', { general: 'caoCao', space: 'recruitArmies' });
    t.assign('wei', { general: 'guoJia', space: 'trainArmies' });
    t.assign('wei', { general: 'xuHuang', space: 'demandTribute' });
    t.passAll();
    expect(t.G.pendingActions.wei).toEqual(['recruitArmies', 'trainArmies', 'demandTribute']);
    t.take('wei', 'recruitArmies', { kind: 'recruitArmies' });
    // Trained only after recruiting: the order was Wei's choice.
    t.take('wei', 'trainArmies', { kind: 'trainArmies', count: 2 });
    t.decline('wei', 'demandTribute');
    expect([t.G.players.wei.untrained, t.G.players.wei.trained, t.G.players.wei.gold]).toEqual([0, 2, 3]);
    expect(t.G.players.wei.secret.hand.sort()).toEqual(['caoCao', 'guoJia', 'xuHuang']);
  });

  it("actions are taken in action order (this round's bid order)", () => {
    const t = testGame();
    onlyGenerals(t.G, { wei: ['caoCao'], wu: ['sunJian'] });
    selectAlliance(t, 'construct');
    t.assign('wei', { general: 'caoCao', space: 'recruitArmies' });
    t.assign('wu', { general: 'sunJian', space: 'trainArmies' });
    t.passAll();
    expect(t.attempt('wu', { type: 'takeAction', space: 'trainArmies', choice: { kind: 'trainArmies', count: 0 } })).toEqual({
      ok: false,
      error: "It is not Wu's decision now.",
    });
  });

  it('a battle space: units not stationed and generals not stationed go back to the supply', () => {
    const t = testGame();
    onlyGenerals(t.G, { wu: ['ganNing', 'huangGai'] });
    const wu = t.G.players.wu;
    wu.trained = 3;
    wu.weapons.crossbow = 2;
    wu.weapons.vessel = 1;
    selectAlliance(t, 'trade');
    t.assign('wu', { general: 'ganNing', space: 'battle:shuWu', units: { type: 'archery', count: 2 } });
    t.assign('wu', { general: 'huangGai', space: 'battle:shuWu', units: { type: 'naval', count: 1 } });
    t.passAll();
    t.take('wu', 'battle:shuWu', { kind: 'battle', general: 'ganNing', units: 1, location: 'xiaoTing', tokenTo: 'granary' });
    expect(wu.stationed).toEqual([
      { general: 'ganNing', locations: ['xiaoTing'], units: [{ type: 'archery', count: 1 }], border: 'shuWu', round: 1 },
    ]);
    expect([wu.trained, wu.weapons.crossbow, wu.weapons.vessel]).toEqual([2, 1, 1]);
    expect(wu.secret.hand).toEqual(['huangGai']);
    expect(t.G.locations.xiaoTing).toEqual({ state: 'wu', general: 'ganNing' });
  });
});
