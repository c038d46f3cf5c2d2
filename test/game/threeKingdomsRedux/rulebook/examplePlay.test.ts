/**
 * Rulebook, "Example Play (One Round)": round 1 of a real playtest, replayed
 * move by move with the printed setup (criterion markers, dealt enhancement
 * cards, initial recruitment), the twelve bids in order and the actions in
 * order. After the round, every outcome the rulebook states is asserted.
 */
import { describe, expect, it } from 'vitest';
import { currentDecision } from '../../../../src/game/threeKingdomsRedux/engine';
import { legalMoves } from '../../../../src/game/threeKingdomsRedux/legal';
import type { Move } from '../../../../src/game/threeKingdomsRedux/moves';
import type { StateId } from '../../../../src/game/threeKingdomsRedux/types';
import { testGame } from '../../../builders';

function examplePlay() {
  const t = testGame({
    hanEmperorCriterion: 'combat',
    generals: {
      wei: ['jiaXu', 'simaYi', 'yuJin', 'zhangHe'],
      wu: ['lingCao', 'taishiCi', 'zhugeJin'],
      shu: ['maChao', 'zhugeLiang'],
    },
    enhancementHands: {
      wei: ['squarePalletChainPumps', 'stable', 'weaponTradingPost', 'taxModificationSystem'],
      wu: ['barterMarket', 'hereditaryArmySystem', 'imperialAcademy', 'imperialJadeSeal', 'puppetTheatre'],
      shu: ['harbour', 'officeOfMinisterOfFinance', 'spearArmoury', 'bronzeSparrow', 'mobileSiegeTower', 'pulpPapermaking'],
    },
  });
  return t;
}

/** Answers the waiting card choice with the option whose JSON mentions `word` (e.g. "vessel"). */
function chooseMentioning(t: ReturnType<typeof testGame>, state: StateId, word: string): void {
  const moves = legalMoves(t.G, state).filter((m): m is Extract<Move, { type: 'choose' }> => m.type === 'choose');
  const move = moves.find((m) => JSON.stringify(m.option).includes(word));
  expect(move, `a choice mentioning ${word} among ${JSON.stringify(moves)}`).toBeDefined();
  t.play(state, move!);
}

describe('Rulebook, Example Play (One Round)', () => {
  it('setup: combat for "control Han emperor", the dealt cards and the initial recruitment', () => {
    const { G } = examplePlay();
    expect(G.hanEmperorCriterion).toBe('combat');
    expect([...G.players.wei.secret.hand].sort()).toEqual(['caoCao', 'jiaXu', 'simaYi', 'yuJin', 'zhangHe']);
    expect([...G.players.wu.secret.hand].sort()).toEqual(['lingCao', 'sunJian', 'taishiCi', 'zhugeJin']);
    expect([...G.players.shu.secret.hand].sort()).toEqual(['liuBei', 'maChao', 'zhugeLiang']);
    expect(G.bidOrder).toEqual(['wei', 'wu', 'shu']);
    expect(G.alliance).toEqual(['wu', 'shu']);
    expect(currentDecision(G)).toEqual({ kind: 'selectAlliance', state: 'shu' });
  });

  it('round 1 played as printed ends with the stated outcome', () => {
    const t = examplePlay();
    const { G } = t;
    // Select Alliance Action Space: Shu proposes "develop marketplace or collect tax".
    t.play('shu', { type: 'selectAlliance', space: 'developMarketplace' });

    // Bid for Action Spaces, the twelve turns in order.
    t.assign('wei', { general: 'zhangHe', space: 'recruitArmies' });
    t.assign('wu', { general: 'sunJian', space: 'produceCrossbowsVessels' });
    // Sun Jian is the first general Wu assigns: combat 4 + 1.
    expect(G.bids.produceCrossbowsVessels![0].bidTokens).toBe(1);
    t.assign('shu', { general: 'maChao', space: 'produceSpearsHorses' });
    t.assign('wei', { general: 'jiaXu', space: 'developFarm' });
    t.assign('wu', { general: 'lingCao', space: 'demandTribute' });
    t.assign('shu', { general: 'liuBei', space: 'construct', popularSupport: 2 });
    t.assign('wei', { general: 'simaYi', space: 'hireInstructor' });
    t.assign('wu', { general: 'zhugeJin', space: 'developMarketplace' });
    t.assign('shu', { general: 'zhugeLiang', space: 'developMarketplace' });
    t.assign('wei', { general: 'yuJin', space: 'controlHanEmperor' });
    t.pass('wu'); // Taishi Ci stays unassigned.
    t.assign('wei', { general: 'caoCao', space: 'winPopularSupport' });

    // Remove Tokens: every state wins its bids. Turn order: Wei 5 successful bids, Wu and Shu 3.
    expect(currentDecision(G)).toEqual({ kind: 'action', state: 'wei' });
    expect(G.actionOrder).toEqual(['wei', 'wu', 'shu']);
    expect(G.bidOrder).toEqual(['wei', 'wu', 'shu']);

    // Take Actions, in the printed order.
    t.take('wei', 'developFarm', { kind: 'developFarm' });
    t.take('wei', 'recruitArmies', { kind: 'recruitArmies' });
    // Zhang He: 2 untrained armies and 1 horse.
    expect([G.players.wei.untrained, G.players.wei.weapons.horse]).toEqual([2, 1]);
    t.take('wei', 'hireInstructor', { kind: 'hireInstructor', hire: { train: 2 }, importFrom: 'both' });
    // Sima Yi: 1 rice to train 2 armies; 1 card from each deck.
    expect(G.players.wei.secret.enhancementHand).toHaveLength(6);
    t.take('wei', 'winPopularSupport', { kind: 'winPopularSupport' });
    t.take('wei', 'controlHanEmperor', { kind: 'controlHanEmperor', faceDown: 'yuJin' });

    t.take('wu', 'produceCrossbowsVessels', { kind: 'produce', weapons: ['crossbow', 'crossbow'] });
    t.take('wu', 'demandTribute', { kind: 'demandTribute', take: 'army' });
    t.take('wu', 'developMarketplace', { kind: 'developMarketplace' });
    // Zhuge Jin took the alliance action: 1 rice first.
    expect(G.players.wu.rice).toBe(5);

    t.take('shu', 'produceSpearsHorses', { kind: 'produce', weapons: ['spear', 'spear'] });
    t.take('shu', 'construct', { kind: 'construct', card: 'spearArmoury' });
    t.take('shu', 'developMarketplace', { kind: 'developMarketplace' });

    // Receive/Activate Benefits: Taishi Ci's trained army and a weapon of Wu's choice (a vessel).
    expect(currentDecision(G)).toEqual({ kind: 'choice', state: 'wu' });
    chooseMentioning(t, 'wu', 'vessel');

    // Update and Maintenance is done; round 2's alliance selection waits.
    expect(G.round).toBe(2);
    expect(G.bidOrder).toEqual(['wei', 'wu', 'shu']);
    expect(G.hanEmperorCriterion).toBe('administration');
    expect(G.hanEmperorHolder).toBe('wei');
    expect(G.hanEmperorFaceDown).toEqual({ state: 'wei', general: 'yuJin' });
    expect(G.cardData.yuJin).toMatchObject({ tokens: 2 });
    expect(G.cardData.maChao).toMatchObject({ horses: 4 });

    const summary = (s: StateId) => {
      const p = G.players[s];
      return {
        gold: p.gold,
        rice: p.rice,
        untrained: p.untrained,
        trained: p.trained,
        weapons: p.weapons,
        popularSupport: p.popularSupport,
        tribalLevel: p.tribalLevel,
        farm: p.farm.level,
        marketplace: p.marketplace.level,
        rank: p.rank,
        constructed: p.constructed,
        militaryVP: p.militaryVP,
        deficits: p.deficits,
      };
    };
    expect(summary('wei')).toEqual({
      gold: 2, // 3 - 1 for the Han emperor
      rice: 2, // 3 - 1 for the instructor
      untrained: 1, // 2 recruited, 2 trained, 1 from Zhang He at the end of the round
      trained: 2,
      weapons: { spear: 0, horse: 3, crossbow: 0, vessel: 0 }, // Zhang He: 1 + 2
      popularSupport: 1,
      tribalLevel: 4,
      farm: 1,
      marketplace: 0,
      rank: 1, // Grand General
      constructed: [],
      militaryVP: 0,
      deficits: 0,
    });
    expect(summary('wu')).toEqual({
      gold: 4,
      rice: 5, // Zhuge Jin's rice
      untrained: 1, // Ling Cao's tribute
      trained: 1, // Taishi Ci
      weapons: { spear: 0, horse: 0, crossbow: 2, vessel: 1 }, // Sun Jian's crossbows, Taishi Ci's vessel
      popularSupport: 1,
      tribalLevel: 5,
      farm: 0,
      marketplace: 1,
      rank: 0,
      constructed: [],
      militaryVP: 0,
      deficits: 0,
    });
    expect(summary('shu')).toEqual({
      gold: 5, // 5 - 2 for Spear Armoury + 2 from Zhuge Liang
      rice: 5,
      untrained: 0,
      trained: 0,
      weapons: { spear: 1, horse: 0, crossbow: 0, vessel: 0 }, // Ma Chao's 2 spears, 1 paid; his 4 horses are on his card
      popularSupport: 1, // 2 bid with Liu Bei, 1 returned after his action
      tribalLevel: 6,
      farm: 0,
      marketplace: 1,
      rank: 0,
      constructed: ['spearArmoury'],
      militaryVP: 0,
      deficits: 0,
    });
    expect(currentDecision(G)).toEqual({ kind: 'selectAlliance', state: 'shu' });
  });
});
