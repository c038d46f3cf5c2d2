/**
 * Ding Feng, Acclaim (compendium, Wu generals): after "demand tribute",
 * additional gold and rice for Wu's flipped marketplace and farm tokens;
 * each ruling bullet.
 */
import { describe, expect, it } from 'vitest';
import { placeConstructed, selectAlliance } from '../../../../builders';
import { activated, choiceOptions, wuGame } from './wuKit';

/** `general` demands tribute (2 gold); Wu has 2 flipped marketplace tokens, 1 flipped farm token, and 3 + 2 tokens stored. */
function tribute(general: 'dingFeng' | 'sunJian' = 'dingFeng') {
  const t = wuGame(['dingFeng', 'sunJian']);
  const wu = t.G.players.wu;
  wu.marketplace = { level: 5, flipped: 2 };
  wu.farm = { level: 3, flipped: 1 };
  wu.treasury.devTokens = 3;
  wu.granary.devTokens = 2;
  selectAlliance(t, 'trade');
  t.assign('wu', { general, space: 'demandTribute' });
  t.passAll();
  t.take('wu', 'demandTribute', { kind: 'demandTribute', take: 'gold' });
  return t;
}

describe('Ding Feng, Acclaim (compendium)', () => {
  it('Ding Feng: after "demand tribute", 1 gold per flipped marketplace token and 1 rice per flipped farm token', () => {
    const t = tribute();
    expect([t.G.players.wu.gold, t.G.players.wu.rice]).toEqual([4 + 2 + 2, 4 + 1]);
    expect(activated(t.G, 'dingFeng')).toBe(true);
  });

  it('Ding Feng: another general demanding tribute gets only the tribute (Overarching Principle 2)', () => {
    const t = tribute('sunJian');
    expect([t.G.players.wu.gold, t.G.players.wu.rice]).toEqual([6, 4]);
  });

  it('Ding Feng: "Ding Feng receives additional gold only for Wu\'s flipped marketplace tokens, i.e. developed marketplace side..."', () => {
    const t = tribute();
    // 2 flipped marketplace tokens: 2 gold (not the level 5, not the 3 in the treasury).
    expect(t.G.players.wu.gold).toBe(8);
  });

  it('Ding Feng: "Ding Feng receives additional rice only for Wu\'s flipped farm tokens, i.e. developed farm side..."', () => {
    const t = tribute();
    expect(t.G.players.wu.rice).toBe(5);
  });

  it('Ding Feng: "Ding Feng does not receive additional gold and rice for the marketplace and farm tokens on Wu\'s treasury and granary."', () => {
    const t = wuGame(['dingFeng']);
    t.G.players.wu.treasury.devTokens = 3;
    t.G.players.wu.granary.devTokens = 2;
    selectAlliance(t, 'trade');
    t.assign('wu', { general: 'dingFeng', space: 'demandTribute' });
    t.passAll();
    t.take('wu', 'demandTribute', { kind: 'demandTribute', take: 'goldAndRice' });
    expect([t.G.players.wu.gold, t.G.players.wu.rice]).toEqual([5, 5]);
  });

  it('Ding Feng: "If Ding Feng takes the "demand tribute" action and activates his skill, then Wu may place the gold received from the activation of Ding Feng\'s skill on Imperial Jade Seal."', () => {
    const t = wuGame(['dingFeng', 'sunJian']);
    const wu = t.G.players.wu;
    placeConstructed(t.G, 'wu', ['imperialJadeSeal']);
    wu.marketplace = { level: 3, flipped: 1 };
    selectAlliance(t, 'trade');
    t.assign('wu', { general: 'dingFeng', space: 'demandTribute' });
    t.assign('wu', { general: 'sunJian', space: 'recruitArmies' });
    t.passAll();
    const gold = wu.gold;
    // The tribute is 2 rice: Ding Feng's 1 gold (1 flipped marketplace token) is the only gold received.
    t.take('wu', 'demandTribute', { kind: 'demandTribute', take: 'rice' });
    expect(wu.gold).toBe(gold + 1);
    expect(choiceOptions(t, 'wu')).toEqual([null, 'place']);
    t.play('wu', { type: 'choose', option: 'place' });
    expect(wu.gold).toBe(gold);
    expect(t.G.cardData.imperialJadeSeal).toEqual({ gold: 1 });
    expect(t.G.log.filter((e) => e.card).map((e) => e.card)).toEqual(['dingFeng', 'imperialJadeSeal']);
  });
});
