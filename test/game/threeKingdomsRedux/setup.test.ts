/** Rulebook, Game Setup (A-M) and the scenario options of setupData (docs/setup.md). */
import { describe, expect, it } from 'vitest';
import { newGame, statesToAct, applyMove } from '../../../src/game/threeKingdomsRedux/engine';
import { createInitialState, ScenarioError } from '../../../src/game/threeKingdomsRedux/setup';
import { seededRng } from '../../../src/game/rng';
import { LORDS, generalsOf } from '../../../src/game/threeKingdomsRedux/data/generals';
import { STARTING_POSITIONS } from '../../../src/game/threeKingdomsRedux/data/board';
import { TUTORIAL_GENERALS } from '../../../src/game/threeKingdomsRedux/data/tutorial';
import { deckOf } from '../../../src/game/threeKingdomsRedux/data/enhancements';
import { legalMoves } from '../../../src/game/threeKingdomsRedux/legal';
import { STATES } from '../../../src/game/threeKingdomsRedux/types';
import { makeGame } from '../../../src/game/threeKingdomsRedux/game';

describe('Rulebook, Game Setup', () => {
  const G = newGame({}, seededRng('setup'));

  it('A/B: round 1, bid order Wei, Wu, Shu; Wu and Shu in alliance (H: Shu chooses the space)', () => {
    expect(G.round).toBe(1);
    expect(G.bidOrder).toEqual(['wei', 'wu', 'shu']);
    expect(G.alliance).toEqual(['wu', 'shu']);
  });

  it('E/G/J: starting resources, tribal levels and rank', () => {
    expect([G.players.wei.gold, G.players.wei.rice, G.players.wei.popularSupport, G.players.wei.tribalLevel]).toEqual([3, 3, 0, 5]);
    expect([G.players.wu.gold, G.players.wu.rice, G.players.wu.popularSupport, G.players.wu.tribalLevel]).toEqual([4, 4, 1, 6]);
    expect([G.players.shu.gold, G.players.shu.rice, G.players.shu.popularSupport, G.players.shu.tribalLevel]).toEqual([5, 5, 2, 7]);
    for (const s of STATES) {
      expect(G.players[s].rank).toBe(0);
      expect(G.players[s].militaryVP).toBe(0);
      expect(G.players[s].farm).toEqual({ level: 0, flipped: 0 });
    }
  });

  it('D: all 15 border location tokens start on the board', () => {
    expect(G.boardBorderTokens).toHaveLength(15);
  });

  it('K: Wei 1+3, Wu 2+3, Shu 3+3 Separation+Unification cards; the rest stay in the decks', () => {
    const counts = (s: (typeof STATES)[number]) => {
      const hand = G.players[s].secret.enhancementHand;
      return [hand.filter((c) => deckOf('separation').includes(c)).length, hand.filter((c) => deckOf('unification').includes(c)).length];
    };
    expect(counts('wei')).toEqual([1, 3]);
    expect(counts('wu')).toEqual([2, 3]);
    expect(counts('shu')).toEqual([3, 3]);
    expect(G.decks.separation).toHaveLength(21 - 6);
    expect(G.decks.unification).toHaveLength(21 - 9);
  });

  it('L: each lord in hand, 6 generals drawn, Wei/Wu/Shu select 4/3/2 (all at once)', () => {
    for (const s of STATES) {
      expect(G.players[s].secret.hand).toEqual([LORDS[s]]);
      expect(G.players[s].secret.drawn).toHaveLength(6);
      expect(G.players[s].secret.undrawn).toHaveLength(16);
    }
    expect(statesToAct(G).sort()).toEqual(['shu', 'wei', 'wu']);
    expect((legalMoves(G, 'wei')[0] as { keep: string[] }).keep).toHaveLength(4);
    expect((legalMoves(G, 'wu')[0] as { keep: string[] }).keep).toHaveLength(3);
    expect((legalMoves(G, 'shu')[0] as { keep: string[] }).keep).toHaveLength(2);
  });

  it('L: unselected cards return to the remaining general cards', () => {
    const g = structuredClone(G);
    const drawn = [...g.players.shu.secret.drawn];
    expect(applyMove(g, 'shu', { type: 'recruit', keep: drawn.slice(0, 2) }, seededRng(1))).toEqual({ ok: true });
    expect(g.players.shu.secret.hand).toEqual(['liuBei', ...drawn.slice(0, 2)]);
    expect(g.players.shu.secret.undrawn).toHaveLength(20);
    expect(g.players.shu.secret.drawn).toEqual([]);
  });

  it('C: the two criterion markers show opposite sides; the side is random', () => {
    const sides = new Set(Array.from({ length: 40 }, (_, i) => newGame({}, seededRng(i)).hanEmperorCriterion));
    expect(sides).toEqual(new Set(['administration', 'combat']));
  });

  it('I: the Han emperor token starts in the general supply', () => {
    expect(G.hanEmperorHolder).toBeNull();
  });

  it('the same seed gives the same setup', () => {
    expect(newGame({}, seededRng('same'))).toEqual(newGame({}, seededRng('same')));
  });
});

describe('setupData scenario', () => {
  it('fixes criterion sides, initial generals and enhancement hands; skips the draft', () => {
    const G = newGame(
      {
        hanEmperorCriterion: 'combat',
        generals: { wei: ['jiaXu', 'simaYi', 'yuJin', 'zhangHe'], wu: ['lingCao', 'taishiCi', 'zhugeJin'], shu: ['maChao', 'zhugeLiang'] },
        enhancementHands: {
          wei: ['squarePalletChainPumps', 'stable', 'weaponTradingPost', 'taxModificationSystem'],
          wu: ['barterMarket', 'hereditaryArmySystem', 'imperialAcademy', 'imperialJadeSeal', 'puppetTheatre'],
          shu: ['harbour', 'officeOfMinisterOfFinance', 'spearArmoury', 'bronzeSparrow', 'mobileSiegeTower', 'pulpPapermaking'],
        },
      },
      seededRng('fixed'),
    );
    expect(G.hanEmperorCriterion).toBe('combat');
    expect(G.players.wei.secret.hand).toEqual(['caoCao', 'jiaXu', 'simaYi', 'yuJin', 'zhangHe']);
    expect(G.players.shu.secret.enhancementHand).toContain('pulpPapermaking');
    expect(G.decks.separation).not.toContain('pulpPapermaking');
    expect(G.step.kind).toBe('selectAlliance');
  });

  it("tutorial mode deals the rulebook table's generals and recruits without drawing", () => {
    const G = newGame({ tutorial: true }, seededRng('tut'));
    expect(G.mode).toBe('tutorial');
    expect(G.players.wei.secret.hand).toEqual(['caoCao', 'xiahouDun', 'xiahouYuan', 'xuHuang', 'guoJia']);
    expect(G.players.wu.secret.hand).toEqual(['sunJian', 'huangGai', 'sunCe', 'zhouYu']);
    expect(G.players.shu.secret.hand).toEqual(['liuBei', 'guanYu', 'zhangFei']);
  });

  it('the tutorial with a draft (issue 35, item 2) opens with recruitment: its starting generals among the 6 drawn, its later recruits never', () => {
    const G = newGame({ tutorial: true, tutorialDraft: true }, seededRng('tut-draft'));
    expect(G.mode).toBe('tutorial');
    expect(G.step.kind).toBe('recruit');
    for (const s of STATES) {
      const p = G.players[s];
      const table = TUTORIAL_GENERALS[s];
      expect(p.secret.hand).toEqual([LORDS[s]]);
      expect(p.secret.drawn).toHaveLength(STARTING_POSITIONS[s].generalsDrawn.value);
      expect(p.secret.drawn).toEqual(expect.arrayContaining([...table.initial]));
      for (const g of Object.values(table.byRound).flat()) {
        expect(p.secret.drawn).not.toContain(g);
        expect(p.secret.undrawn).toContain(g);
      }
      expect(new Set([...p.secret.hand, ...p.secret.drawn, ...p.secret.undrawn]).size).toBe(generalsOf(s).length);
    }
    expect(() => newGame({ tutorialDraft: true }, seededRng('x'))).toThrow(/tutorial/);
  });

  it('boardgame.io validateSetupData refuses a bad scenario or player count with the reason', () => {
    const game = makeGame();
    expect(game.validateSetupData!({ generals: { wu: ['jiaXu', 'simaYi', 'yuJin'] } }, 3)).toBe('jiaXu is not a general of wu');
    expect(game.validateSetupData!({}, 2)).toBe('Three Kingdoms Redux is for exactly 3 players.');
    expect(game.validateSetupData!({ tutorial: true }, 3)).toBeUndefined();
    expect(game.validateSetupData!(undefined, 3)).toBeUndefined();
  });

  it('rejects an impossible scenario with a readable reason', () => {
    expect(() => createInitialState({ generals: { wei: ['jiaXu'] } }, seededRng(1))).toThrow(ScenarioError);
    expect(() => createInitialState({ generals: { wu: ['jiaXu', 'simaYi', 'yuJin'] } }, seededRng(1))).toThrow(/not a general of wu/);
    expect(() => createInitialState({ enhancementHands: { wei: ['stable'] } }, seededRng(1))).toThrow(/Separation/);
  });
});
