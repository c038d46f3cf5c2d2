/**
 * Office of Minister of Finance (Dasi Nong) (compendium, Unification deck):
 * "collect tax" right after construction, a mandatory choice of the tokens
 * kept in the treasury; each ruling.
 */
import { describe, expect, it } from 'vitest';
import { currentDecision } from '../../../../../src/game/threeKingdomsRedux/engine';
import { giveEnhancements, passRound, selectAlliance } from '../../../../builders';
import { constructs } from './scenarios';
import { activations, choiceOptionsOf, endRound, expectRefused, fullGame } from './unificationKit';

const CARD = 'officeOfMinisterOfFinance';

/** Wei constructs the card with its marketplace at level 3 and `flipped` tokens flipped. */
function constructsWith(flipped: number) {
  return constructs(CARD, 'wei', (G) => (G.players.wei.marketplace = { level: 3, flipped }));
}

describe('Office of Minister of Finance (Dasi Nong) (compendium)', () => {
  it('Office of Minister of Finance (Dasi Nong): ""Collect tax" immediately after you construct" — keep 0 to all flipped tokens in the treasury, the rest 4 gold each (card text, R67)', () => {
    const t = constructsWith(2);
    const wei = t.G.players.wei;
    const gold = wei.gold;
    expect(choiceOptionsOf(t, 'wei')).toEqual([{ keepInTreasury: 0 }, { keepInTreasury: 1 }, { keepInTreasury: 2 }]);
    expectRefused(t, 'wei', { type: 'choose', option: { keepInTreasury: 3 } }, /not one of Office of Minister of Finance/);
    t.play('wei', { type: 'choose', option: { keepInTreasury: 1 } });
    expect(wei.gold).toBe(gold + 4);
    expect(wei.treasury.devTokens).toBe(1);
    expect(wei.marketplace).toEqual({ level: 3, flipped: 0 });
    expect(activations(t.G, CARD)).toEqual([
      'Office of Minister of Finance (Dasi Nong): Wei collects tax immediately after constructing it.',
    ]);
    expect(t.G.log.at(-1)!.text).toBe('Wei collects tax: 1 marketplace token to its treasury, 4 gold.');
  });

  it('Office of Minister of Finance (Dasi Nong): "You must activate Office of Minister of Finance (Dasi Nong) immediately after constructing it." — no decline, nothing else first', () => {
    const t = constructsWith(2);
    expect(currentDecision(t.G)).toEqual({ kind: 'choice', state: 'wei' });
    expect(choiceOptionsOf(t, 'wei')).not.toContain(null);
    expectRefused(t, 'wei', { type: 'choose', option: null }, /not optional/);
    // Wei's other won action waits until the tax is collected.
    expectRefused(t, 'wei', { type: 'takeAction', space: 'recruitArmies', choice: { kind: 'recruitArmies' } }, /not takeAction/);
    t.play('wei', { type: 'choose', option: { keepInTreasury: 0 } });
    expect(t.G.players.wei.marketplace.flipped).toBe(0);
    t.take('wei', 'recruitArmies', { kind: 'recruitArmies' });
  });

  it('Office of Minister of Finance (Dasi Nong): "You may activate Office of Minister of Finance (Dasi Nong) only once." — later flipped tokens stay', () => {
    const t = constructsWith(1);
    t.play('wei', { type: 'choose', option: { keepInTreasury: 0 } });
    const wei = t.G.players.wei;
    wei.marketplace.flipped = 2;
    const gold = wei.gold;
    endRound(t);
    passRound(t);
    expect(t.G.round).toBe(3);
    expect(wei.marketplace.flipped).toBe(2);
    expect(t.G.pending).toEqual([]);
    expect(activations(t.G, CARD)).toHaveLength(1);
    expect(wei.gold).toBeLessThanOrEqual(gold);
  });

  it('Office of Minister of Finance (Dasi Nong): "You may construct Office of Minister of Finance (Dasi Nong) even if you do not have any flipped marketplace tokens..."', () => {
    const t = constructsWith(0);
    expect(t.G.players.wei.constructed).toContain(CARD);
    expect(t.G.pending).toEqual([]);
    expect(currentDecision(t.G)).toEqual({ kind: 'action', state: 'wei' });
    expect(activations(t.G, CARD)).toEqual([]);
  });

  it('Office of Minister of Finance (Dasi Nong): "Zhang Zhao\'s skill may not be activated when playing Office of Minister of Finance (Dasi Nong)..." — even when he constructs it (R67)', () => {
    const t = fullGame({ wu: ['zhangZhao', 'sunCe'] });
    const wu = t.G.players.wu;
    giveEnhancements(t.G, 'wu', [CARD]);
    wu.popularSupport = 1;
    wu.marketplace = { level: 3, flipped: 2 };
    selectAlliance(t, 'trade');
    t.assign('wu', { general: 'zhangZhao', space: 'construct' });
    t.assign('wu', { general: 'sunCe', space: 'recruitArmies' });
    t.passAll();
    t.take('wu', 'construct', { kind: 'construct', card: CARD });
    const gold = wu.gold;
    t.play('wu', { type: 'choose', option: { keepInTreasury: 0 } });
    // 2 tokens × 4 gold, and no Frugality (2 × 2 gold).
    expect(wu.gold).toBe(gold + 8);
    expect(activations(t.G, 'zhangZhao')).toEqual([]);
    expect(activations(t.G, CARD)).toHaveLength(1);
  });
});
