/**
 * Imperial Jade Seal (compendium, Separation deck): after "demand tribute",
 * 1 of the gold received may go on the card; 1 VP for every 2 gold on it
 * (maximum 2). Every source of gold received while taking the action, and
 * each ruling bullet (Barrack's and Training Ground's too).
 */
import { describe, expect, it } from 'vitest';
import { currentDecision } from '../../../../../src/game/threeKingdomsRedux/engine';
import { legalMoves } from '../../../../../src/game/threeKingdomsRedux/legal';
import type { EnhancementId } from '../../../../../src/game/threeKingdomsRedux/data/enhancements';
import type { ActionChoice } from '../../../../../src/game/threeKingdomsRedux/moves';
import { placeConstructed, selectAlliance, type TestGame } from '../../../../builders';
import { fullGame } from '../generals/weiScenarios';
import { wuGame } from '../generals/wuKit';
import { cardVP, scoreNow, winsSpace } from './scenarios';
import { prerequisiteHolds } from './comparativeKit';

/** Wei, with Imperial Jade Seal (and `also`), wins "demand tribute" alone (beginners' mode: no general acts). */
function seal(also: EnhancementId[] = []) {
  const t = winsSpace('demandTribute');
  placeConstructed(t.G, 'wei', ['imperialJadeSeal', ...also]);
  return t;
}

/** Whether the seal's choice waits for `state` now, as its only decision (decline or place). */
function offered(t: TestGame, state: 'wei' | 'wu' = 'wei'): boolean {
  if (currentDecision(t.G).kind !== 'choice') return false;
  expect(currentDecision(t.G)).toEqual({ kind: 'choice', state });
  expect(t.G.pending.map((p) => p.card)).toEqual(['imperialJadeSeal']);
  expect(legalMoves(t.G, state)).toEqual([
    { type: 'choose', option: null },
    { type: 'choose', option: 'place' },
  ]);
  return true;
}

const onSeal = (t: TestGame) => (t.G.cardData.imperialJadeSeal as { gold: number } | undefined)?.gold ?? 0;
const sealLog = (t: TestGame) => t.G.log.filter((e) => e.card === 'imperialJadeSeal').map((e) => e.text);

/** Wei takes "demand tribute" with `take` (and before-answers), then places 1 gold on the seal. */
function tributeAndPlace(t: TestGame, choice: Extract<ActionChoice, { kind: 'demandTribute' }>, state: 'wei' | 'wu' = 'wei') {
  const p = t.G.players[state];
  const gold = p.gold;
  t.take(state, 'demandTribute', choice);
  const received = p.gold - gold;
  expect(offered(t, state)).toBe(true);
  t.play(state, { type: 'choose', option: 'place' });
  expect(p.gold).toBe(gold + received - 1);
  expect(onSeal(t)).toBe(1);
  return received;
}

describe('Imperial Jade Seal (compendium)', () => {
  it('Imperial Jade Seal: "After you take the "demand tribute action", you may place 1 of the gold received on this card" — 2 gold, or 1 gold and 1 rice', () => {
    for (const take of ['gold', 'goldAndRice'] as const) {
      const t = seal();
      const wei = t.G.players.wei;
      const [gold, rice] = [wei.gold, wei.rice];
      t.take('wei', 'demandTribute', { kind: 'demandTribute', take });
      expect(offered(t)).toBe(true);
      // Only "place" (1 gold) or decline.
      for (const option of [2, { gold: 2 }, 'placeTwo'] as const) {
        const before = JSON.stringify(t.G);
        expect(t.attempt('wei', { type: 'choose', option })).toEqual({
          ok: false,
          error: "That is not one of Imperial Jade Seal's options now.",
        });
        expect(JSON.stringify(t.G)).toBe(before);
      }
      t.play('wei', { type: 'choose', option: 'place' });
      expect([wei.gold, wei.rice], take).toEqual(take === 'gold' ? [gold + 1, rice] : [gold, rice + 1]);
      expect(onSeal(t)).toBe(1);
      expect(sealLog(t)).toEqual(['Imperial Jade Seal: Wei places 1 gold on the card (1 on it).']);
      expect(t.G.pending).toEqual([]);
    }
  });

  it('Imperial Jade Seal: declining keeps the gold; no gold received (2 rice, 1 untrained army) or the action declined: nothing offered', () => {
    const t = seal();
    const wei = t.G.players.wei;
    const gold = wei.gold;
    t.take('wei', 'demandTribute', { kind: 'demandTribute', take: 'gold' });
    t.play('wei', { type: 'choose', option: null });
    expect(wei.gold).toBe(gold + 2);
    expect(onSeal(t)).toBe(0);
    expect(sealLog(t)).toEqual([]);

    for (const take of ['rice', 'army'] as const) {
      const u = seal();
      u.take('wei', 'demandTribute', { kind: 'demandTribute', take });
      expect(u.G.pending, take).toEqual([]);
      expect(currentDecision(u.G)).toEqual({ kind: 'action', state: 'wei' });
    }

    const declined = seal();
    declined.decline('wei', 'demandTribute');
    expect(declined.G.pending).toEqual([]);
    // Another action with gold (none here) never offers it either: "recruit armies".
    declined.take('wei', 'recruitArmies', { kind: 'recruitArmies' });
    expect(declined.G.pending).toEqual([]);
  });

  it('Imperial Jade Seal: "you earn 1 VP for every 2 gold on this card (maximum 2 VPs)" on top of its printed VP', () => {
    const t = seal();
    expect(
      [0, 1, 2, 3, 4, 5, 6].map((gold) => {
        t.G.cardData.imperialJadeSeal = { gold };
        return cardVP(t.G, 'wei', 'imperialJadeSeal');
      }),
    ).toEqual([1, 1, 2, 2, 3, 3, 3]);
    // Gold goes on one at a time, action after action: the second gold makes 1 VP more.
    t.G.cardData.imperialJadeSeal = { gold: 1 };
    t.take('wei', 'demandTribute', { kind: 'demandTribute', take: 'gold' });
    t.play('wei', { type: 'choose', option: 'place' });
    expect(onSeal(t)).toBe(2);
    expect(cardVP(t.G, 'wei', 'imperialJadeSeal')).toBe(2);
    expect(scoreNow(t.G).cardEffects).toContainEqual(expect.objectContaining({ state: 'wei', card: 'imperialJadeSeal' }));
  });

  it('Imperial Jade Seal: the gold received is all the gold the action brought, counted after every other card acted; 1 gold once per action (R55)', () => {
    // Imperial Palace's gold and the tribute's 2: 3 received, still 1 placement, offered after the palace acted.
    const t = seal(['imperialPalace']);
    const wei = t.G.players.wei;
    const gold = wei.gold;
    t.take('wei', 'demandTribute', { kind: 'demandTribute', take: 'gold' });
    expect(wei.gold).toBe(gold + 3);
    expect(t.G.log.filter((e) => e.card).map((e) => e.card)).toEqual(['imperialPalace']);
    expect(offered(t)).toBe(true);
    t.play('wei', { type: 'choose', option: 'place' });
    expect(wei.gold).toBe(gold + 2);
    expect(t.G.pending).toEqual([]);
    expect(onSeal(t)).toBe(1);
  });

  it("Imperial Jade Seal: more gold may still be placed at 4, for no more VPs; gold on the card is not the state's (R56)", () => {
    const t = seal();
    t.G.cardData.imperialJadeSeal = { gold: 4 };
    const wei = t.G.players.wei;
    t.take('wei', 'demandTribute', { kind: 'demandTribute', take: 'gold' });
    expect(offered(t)).toBe(true);
    t.play('wei', { type: 'choose', option: 'place' });
    expect(onSeal(t)).toBe(5);
    const result = scoreNow(t.G);
    expect(result.scores.wei.enhancementVP.imperialJadeSeal).toBe(3);
    // The final tiebreak counts the supply only.
    expect(result.scores.wei.goldAndRice).toBe(wei.gold + wei.rice);
  });

  it('Imperial Jade Seal: "If Yue Jin wins and takes the "demand tribute" action and activates his skill, then Wei may place the gold received from the activation of Yue Jin\'s skill on Imperial Jade Seal."', () => {
    const yueJin = () => {
      const t = fullGame({ wei: ['yueJin', 'xiahouDun'] });
      placeConstructed(t.G, 'wei', ['imperialJadeSeal']);
      selectAlliance(t, 'trade');
      t.assign('wei', { general: 'yueJin', space: 'demandTribute' });
      t.assign('wei', { general: 'xiahouDun', space: 'recruitArmies' });
      t.passAll();
      return t;
    };
    // 2 rice for the tribute: the only gold is Yue Jin's, received before the action.
    const a = yueJin();
    expect(tributeAndPlace(a, { kind: 'demandTribute', take: 'rice', before: { yueJin: { take: 'gold', weapon: 'spear' } } })).toBe(1);
    expect(a.G.log.filter((e) => e.card).map((e) => e.card)).toEqual(['yueJin', 'imperialJadeSeal']);
    // Yue Jin's rice instead: no gold received, nothing offered.
    const b = yueJin();
    b.take('wei', 'demandTribute', { kind: 'demandTribute', take: 'rice', before: { yueJin: { take: 'rice', weapon: 'spear' } } });
    expect(b.G.pending).toEqual([]);
  });

  it('Imperial Jade Seal: "If Li Dian wins and takes the "demand tribute" action and activates his skill, then Wei may place the gold received from the activation of Li Dian\'s skill on Imperial Jade Seal."', () => {
    const liDian = () => {
      const t = fullGame({ wei: ['liDian', 'xiahouDun', 'xunYu'] });
      placeConstructed(t.G, 'wei', ['imperialJadeSeal']);
      selectAlliance(t, 'trade');
      t.assign('wei', { general: 'liDian', space: 'demandTribute' });
      t.assign('wei', { general: 'xiahouDun', space: 'demandTribute' });
      t.assign('wei', { general: 'xunYu', space: 'recruitArmies' });
      t.passAll();
      return t;
    };
    const a = liDian();
    expect(tributeAndPlace(a, { kind: 'demandTribute', take: 'rice', before: { liDian: { take: 'goldAndRice' } } })).toBe(1);
    // Li Dian's weapon instead: no gold received, nothing offered.
    const b = liDian();
    b.take('wei', 'demandTribute', { kind: 'demandTribute', take: 'rice', before: { liDian: { take: 'weapon', weapon: 'horse' } } });
    expect(b.G.pending).toEqual([]);
  });

  it('Imperial Jade Seal: "If Ding Feng takes the "demand tribute" action and activates his skill, then Wu may place the gold received from the activation of Ding Feng\'s skill on Imperial Jade Seal."', () => {
    const dingFeng = (flipped: number) => {
      const t = wuGame(['dingFeng', 'sunJian']);
      placeConstructed(t.G, 'wu', ['imperialJadeSeal']);
      t.G.players.wu.marketplace = { level: 3, flipped };
      selectAlliance(t, 'trade');
      t.assign('wu', { general: 'dingFeng', space: 'demandTribute' });
      t.assign('wu', { general: 'sunJian', space: 'recruitArmies' });
      t.passAll();
      return t;
    };
    // 2 rice for the tribute; Ding Feng's 2 gold (2 flipped marketplace tokens) come after it, then the seal.
    const a = dingFeng(2);
    expect(tributeAndPlace(a, { kind: 'demandTribute', take: 'rice' }, 'wu')).toBe(2);
    expect(a.G.log.filter((e) => e.card).map((e) => e.card)).toEqual(['dingFeng', 'imperialJadeSeal']);
    // No flipped marketplace token: Ding Feng gives no gold, nothing offered.
    const b = dingFeng(0);
    b.take('wu', 'demandTribute', { kind: 'demandTribute', take: 'rice' });
    expect(b.G.pending).toEqual([]);
  });

  it('Imperial Jade Seal: "If you have also constructed Imperial Palace and take the "demand tribute" action, then you may place the gold received from the activation of Imperial Palace on Imperial Jade Seal."', () => {
    const t = seal(['imperialPalace']);
    // 2 rice, or an army: the only gold is Imperial Palace's.
    expect(tributeAndPlace(t, { kind: 'demandTribute', take: 'rice' })).toBe(1);
    const army = seal(['imperialPalace']);
    expect(tributeAndPlace(army, { kind: 'demandTribute', take: 'army' })).toBe(1);
  });

  it('Imperial Jade Seal: "Barrack and Training Ground may not be activated with Imperial Jade Seal, because no gold is received when activating Barrack and Training Ground."', () => {
    for (const cards of [['barrack'], ['trainingGround'], ['barrack', 'trainingGround']] as EnhancementId[][]) {
      const t = seal(cards);
      const wei = t.G.players.wei;
      const [gold, armies] = [wei.gold, wei.untrained + wei.trained];
      t.take('wei', 'demandTribute', { kind: 'demandTribute', take: 'army' });
      expect(wei.gold, cards.join()).toBe(gold);
      expect(wei.untrained + wei.trained).toBeGreaterThan(armies);
      expect(t.G.pending).toEqual([]);
      expect(sealLog(t)).toEqual([]);
    }
  });

  it('Barrack: "Barrack may not be activated with Imperial Jade Seal, because no gold is received when activating Barrack."', () => {
    const t = seal(['barrack']);
    const wei = t.G.players.wei;
    const [gold, untrained] = [wei.gold, wei.untrained];
    t.take('wei', 'demandTribute', { kind: 'demandTribute', take: 'army' });
    expect(wei.gold).toBe(gold);
    expect(wei.untrained).toBeGreaterThan(untrained);
    expect(t.G.pending).toEqual([]);
    expect(onSeal(t)).toBe(0);
  });

  it('Training Ground: "Training Ground may not be activated with Imperial Jade Seal, because no gold is received when activating Training Ground."', () => {
    const t = seal(['trainingGround']);
    const wei = t.G.players.wei;
    const [gold, armies] = [wei.gold, wei.untrained + wei.trained];
    t.take('wei', 'demandTribute', { kind: 'demandTribute', take: 'army' });
    expect(wei.gold).toBe(gold);
    expect(wei.untrained + wei.trained).toBe(armies + 1);
    expect(t.G.pending).toEqual([]);
    expect(onSeal(t)).toBe(0);
  });

  it('Imperial Jade Seal: constructed only from the rank of Grand General', () => {
    prerequisiteHolds(
      'imperialJadeSeal',
      (G) => (G.players.wei.rank = 0),
      (G) => (G.players.wei.rank = 1),
      /Grand General/,
    );
  });
});
