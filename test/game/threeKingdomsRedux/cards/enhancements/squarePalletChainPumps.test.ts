/**
 * Square-Pallet Chain Pumps (compendium, Unification deck):
 * "harvest" right after construction, a mandatory choice of the tokens
 * kept in the granary; each ruling.
 */
import { describe, expect, it } from 'vitest';
import { currentDecision } from '../../../../../src/game/threeKingdomsRedux/engine';
import { giveEnhancements, passRound, selectAlliance } from '../../../../builders';
import { constructs } from './scenarios';
import { activations, choiceOptionsOf, endRound, expectRefused, fullGame } from './unificationKit';

const CARD = 'squarePalletChainPumps';

/** Wei constructs the card with its farm at level 3 and `flipped` tokens flipped. */
function constructsWith(flipped: number) {
  return constructs(CARD, 'wei', (G) => (G.players.wei.farm = { level: 3, flipped }));
}

describe('Square-Pallet Chain Pumps (compendium)', () => {
  it('Square-Pallet Chain Pumps: ""Harvest" immediately after you construct" — keep 0 to all flipped tokens in the granary, the rest 5 rice each (card text, R67)', () => {
    const t = constructsWith(2);
    const wei = t.G.players.wei;
    const rice = wei.rice;
    expect(choiceOptionsOf(t, 'wei')).toEqual([{ keepInGranary: 0 }, { keepInGranary: 1 }, { keepInGranary: 2 }]);
    expectRefused(t, 'wei', { type: 'choose', option: { keepInGranary: 3 } }, /not one of Square-Pallet Chain Pumps/);
    t.play('wei', { type: 'choose', option: { keepInGranary: 1 } });
    expect(wei.rice).toBe(rice + 5);
    expect(wei.granary.devTokens).toBe(1);
    expect(wei.farm).toEqual({ level: 3, flipped: 0 });
    expect(activations(t.G, CARD)).toEqual(['Square-Pallet Chain Pumps: Wei harvests immediately after constructing it.']);
    expect(t.G.log.at(-1)!.text).toBe('Wei harvests: 1 farm token to its granary, 5 rice.');
  });

  it('Square-Pallet Chain Pumps: "You must activate Square-Pallet Chain Pumps immediately after constructing it." — no decline, nothing else first', () => {
    const t = constructsWith(2);
    expect(currentDecision(t.G)).toEqual({ kind: 'choice', state: 'wei' });
    expect(choiceOptionsOf(t, 'wei')).not.toContain(null);
    expectRefused(t, 'wei', { type: 'choose', option: null }, /not optional/);
    // Wei's other won action waits until the harvest is made.
    expectRefused(t, 'wei', { type: 'takeAction', space: 'recruitArmies', choice: { kind: 'recruitArmies' } }, /not takeAction/);
    t.play('wei', { type: 'choose', option: { keepInGranary: 0 } });
    expect(t.G.players.wei.farm.flipped).toBe(0);
    t.take('wei', 'recruitArmies', { kind: 'recruitArmies' });
  });

  it('Square-Pallet Chain Pumps: "You may activate Square-Pallet Chain Pumps only once." — later flipped tokens stay', () => {
    const t = constructsWith(1);
    t.play('wei', { type: 'choose', option: { keepInGranary: 0 } });
    const wei = t.G.players.wei;
    wei.farm.flipped = 2;
    const rice = wei.rice;
    endRound(t);
    passRound(t);
    expect(t.G.round).toBe(3);
    expect(wei.farm.flipped).toBe(2);
    expect(t.G.pending).toEqual([]);
    expect(activations(t.G, CARD)).toHaveLength(1);
    expect(wei.rice).toBeLessThanOrEqual(rice);
  });

  it('Square-Pallet Chain Pumps: "You may construct Square-Pallet Chain Pumps even if you do not have any flipped farm tokens..."', () => {
    const t = constructsWith(0);
    expect(t.G.players.wei.constructed).toContain(CARD);
    expect(t.G.pending).toEqual([]);
    expect(currentDecision(t.G)).toEqual({ kind: 'action', state: 'wei' });
    expect(activations(t.G, CARD)).toEqual([]);
  });

  it('Square-Pallet Chain Pumps: "Zhang Hong\'s skill may not be activated when playing Square-Pallet Chain Pumps..." — even when he constructs it (R67)', () => {
    const t = fullGame({ wu: ['zhangHong', 'sunCe'] });
    const wu = t.G.players.wu;
    giveEnhancements(t.G, 'wu', [CARD]);
    wu.popularSupport = 1;
    wu.farm = { level: 3, flipped: 2 };
    selectAlliance(t, 'trade');
    t.assign('wu', { general: 'zhangHong', space: 'construct' });
    t.assign('wu', { general: 'sunCe', space: 'recruitArmies' });
    t.passAll();
    t.take('wu', 'construct', { kind: 'construct', card: CARD });
    const rice = wu.rice;
    t.play('wu', { type: 'choose', option: { keepInGranary: 0 } });
    // 2 tokens × 5 rice, and no Productivity (2 × 2 rice).
    expect(wu.rice).toBe(rice + 10);
    expect(activations(t.G, 'zhangHong')).toEqual([]);
    expect(activations(t.G, CARD)).toHaveLength(1);
  });
});
