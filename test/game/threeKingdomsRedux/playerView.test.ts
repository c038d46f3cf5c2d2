/**
 * Principle 3 and tkr-reference §5 "Hidden information": opponents' unrevealed
 * generals, enhancement hands, drawn cards and deck order never reach another
 * seat; spectators see only public information.
 */
import { describe, expect, it } from 'vitest';
import { observe } from '../../../src/game/threeKingdomsRedux/playerView';
import { logCard } from '../../../src/game/threeKingdomsRedux/log';
import { newGame, applyMove, statesToAct } from '../../../src/game/threeKingdomsRedux/engine';
import { legalMoves } from '../../../src/game/threeKingdomsRedux/legal';
import { seededRng, randomInt } from '../../../src/game/rng';
import { ENHANCEMENT_IDS } from '../../../src/game/threeKingdomsRedux/data/enhancements';
import { GENERAL_IDS, LORDS } from '../../../src/game/threeKingdomsRedux/data/generals';
import { STATES } from '../../../src/game/threeKingdomsRedux/types';
import type { GameState } from '../../../src/game/threeKingdomsRedux/state';
import { currentDecision } from '../../../src/game/threeKingdomsRedux/engine';
import { DEFAULT_GENERALS, onlyGenerals, placeStationed, selectAlliance, testGame, type TestGame } from '../../builders';

/** Card IDs a view mentions anywhere, as text. */
function mentioned(view: GameState, ids: readonly string[]): Set<string> {
  const text = JSON.stringify(view);
  return new Set(ids.filter((id) => text.includes(`"${id}"`)));
}

describe('playerView', () => {
  it('at setup a seat sees its own drawn generals and hand, only counts of the others', () => {
    const G = newGame({}, seededRng('view'));
    const wei = observe(G, 'wei');
    expect({ ...wei.players.wei.secret, undrawn: [] }).toEqual({ ...G.players.wei.secret, undrawn: [] });
    expect([...wei.players.wei.secret.undrawn].sort()).toEqual([...G.players.wei.secret.undrawn].sort());
    expect(wei.players.wu.secret).toEqual({ hand: [], undrawn: [], enhancementHand: [], drawn: [] });
    expect(wei.players.wu.hiddenCounts).toEqual({ hand: 1, undrawn: 16, enhancementHand: 5, drawn: 6 });
    const seen = mentioned(wei, GENERAL_IDS);
    for (const g of [...G.players.wu.secret.drawn, ...G.players.shu.secret.drawn]) expect(seen.has(g)).toBe(false);
    expect(wei.decks.separation.every((c) => (c as string) === 'hidden')).toBe(true);
    expect(wei.decks.separation).toHaveLength(G.decks.separation.length);
  });

  it('a seat sees its own undrawn generals but not their shuffled order (it would tell the next extra draw a card allows)', () => {
    const G = newGame({}, seededRng('undrawn'));
    const order = GENERAL_IDS.filter((g) => G.players.wei.secret.undrawn.includes(g));
    // The state's own list is shuffled: its order would tell the next draw.
    G.players.wei.secret.undrawn.reverse();
    expect(observe(G, 'wei').players.wei.secret.undrawn).toEqual(order);
    G.players.wei.secret.undrawn.reverse();
    expect(observe(G, 'wei').players.wei.secret.undrawn).toEqual(order);
  });

  it('a spectator sees no hidden card of anyone', () => {
    const G = newGame({}, seededRng('spectator'));
    const view = observe(G, null);
    for (const s of STATES) expect(view.players[s].secret.enhancementHand).toEqual([]);
    expect(mentioned(view, ENHANCEMENT_IDS).size).toBe(0);
  });

  it("throughout random games, no view names an opponent's hidden card; revealed generals stay public", () => {
    for (let game = 0; game < 3; game++) {
      const rng = seededRng(`hidden-${game}`);
      const G = newGame({}, rng);
      while (statesToAct(G).length) {
        for (const seat of [...STATES, null]) {
          const view = observe(G, seat);
          const text = JSON.stringify(view);
          for (const other of STATES) {
            if (other === seat) continue;
            const p = G.players[other];
            const hidden = [
              ...p.secret.hand.filter((g) => !p.revealed.includes(g)),
              ...p.secret.undrawn.filter((g) => !p.revealed.includes(g) && g !== LORDS[other]),
              ...p.secret.drawn,
            ];
            // Lords are known to every player from setup.
            for (const g of hidden) if (g !== LORDS[other]) expect(text.includes(`"${g}"`)).toBe(false);
            for (const c of p.secret.enhancementHand) expect(text.includes(`"${c}"`)).toBe(false);
          }
          for (const c of [...G.decks.separation, ...G.decks.unification]) expect(text.includes(`"${c}"`)).toBe(false);
        }
        const s = statesToAct(G)[0];
        const moves = legalMoves(G, s);
        applyMove(G, s, moves[randomInt(rng, moves.length)], rng);
      }
    }
  });

  it("whose decision it is reads the same from every seat's view and a spectator's as from G (rulebook, Bid For Action Spaces: a state out of generals is skipped; tkr-reference §5 hidden information)", () => {
    let checked = 0;
    for (let game = 0; game < 4; game++) {
      const rng = seededRng(`turn-view-${game}`);
      const G = newGame({}, rng);
      for (let n = 0; n < 400 && statesToAct(G).length > 0; n++) {
        for (const seat of [...STATES, null]) expect(statesToAct(observe(G, seat))).toEqual(statesToAct(G));
        checked++;
        const s = statesToAct(G)[0];
        const moves = legalMoves(G, s);
        applyMove(G, s, moves[randomInt(rng, moves.length)], rng);
      }
    }
    expect(checked).toBeGreaterThan(400);
  });

  it('never mutates G', () => {
    const G = newGame({}, seededRng('pure'));
    const before = structuredClone(G);
    observe(G, 'wu');
    observe(G, null);
    expect(G).toEqual(before);
  });

  it("R14: card data of an opponent's unrevealed general is hidden; once his skill acts (logCard) he is revealed and it shows", () => {
    const G = newGame(
      {
        generals: { wei: ['jiaXu', 'simaYi', 'yuJin', 'zhangHe'], wu: ['lingCao', 'taishiCi', 'zhugeJin'], shu: ['maChao', 'zhugeLiang'] },
      },
      seededRng('r14'),
    );
    G.cardData.maChao = { horses: 4 };
    expect(observe(G, 'wei').cardData.maChao).toBeUndefined();
    expect(observe(G, null).cardData.maChao).toBeUndefined();
    expect(observe(G, 'shu').cardData.maChao).toEqual({ horses: 4 });
    logCard(G, 'shu', 'maChao', 'Ma Chao: 4 horses are placed on his card.');
    expect(G.players.shu.revealed).toContain('maChao');
    expect(observe(G, 'wei').cardData.maChao).toEqual({ horses: 4 });
    expect(observe(G, 'wei').players.shu.secret.hand).toEqual(['maChao']);
  });

  it("Principle 3: G.step's queue of end-of-round benefits names no unrevealed general of another state (issue 16)", () => {
    const { G } = testGame({ generals: DEFAULT_GENERALS });
    onlyGenerals(G, { wei: ['jiaXu'], shu: ['feiYi', 'maChao'] });
    G.step = {
      kind: 'benefits',
      queue: [
        { state: 'wei', card: 'jiaXu' },
        { state: 'shu', card: 'feiYi' },
        { state: 'shu', card: 'maChao' },
      ],
    };
    G.players.shu.revealed.push('maChao');
    for (const seat of ['wei', 'wu', null] as const) {
      const view = observe(G, seat);
      expect(JSON.stringify(view)).not.toContain('"feiYi"');
      expect(view.step).toEqual({
        kind: 'benefits',
        queue:
          seat === 'wei'
            ? [
                { state: 'wei', card: 'jiaXu' },
                { state: 'shu', card: 'maChao' },
              ]
            : [{ state: 'shu', card: 'maChao' }],
      });
    }
    // Shu sees its own queued cards; Wei's unrevealed Jia Xu is hidden from it.
    expect(observe(G, 'shu').step).toEqual({
      kind: 'benefits',
      queue: [
        { state: 'shu', card: 'feiYi' },
        { state: 'shu', card: 'maChao' },
      ],
    });
  });

  describe('R14: an optional skill offered but not used keeps its general secret (issue 16)', () => {
    /** Shu holds Fa Zheng (never assigned) and occupies a border location: at the end of round 1 he may train. */
    function faZhengOffered(): TestGame {
      const t = testGame({ generals: DEFAULT_GENERALS });
      onlyGenerals(t.G, { shu: ['faZheng'] });
      placeStationed(t.G, 'shu', 'guanYu', 'yiDu', 0, 'treasury');
      t.G.players.shu.untrained = 2;
      selectAlliance(t, 'trade');
      t.passAll();
      expect(currentDecision(t.G)).toEqual({ kind: 'choice', state: 'shu' });
      return t;
    }
    const faZhengNamed = (view: GameState) => /faZheng|Fa Zheng/.test(JSON.stringify(view));

    it('R14: while the choice waits, the others see only that Shu is deciding, not the card; the owner sees it', () => {
      const t = faZhengOffered();
      expect(t.G.players.shu.revealed).not.toContain('faZheng');
      for (const seat of ['wei', 'wu', null] as const) {
        const view = observe(t.G, seat);
        expect(faZhengNamed(view)).toBe(false);
        expect(currentDecision(view)).toEqual({ kind: 'choice', state: 'shu' });
        expect(view.pending).toEqual([{ state: 'shu', card: 'hidden', kind: 'hidden', data: {}, optional: true }]);
      }
      expect(observe(t.G, 'shu').pending).toEqual(t.G.pending);
    });

    it('R14: declined, he stays secret; used, he becomes public', () => {
      const declined = faZhengOffered();
      declined.play('shu', { type: 'choose', option: null });
      expect(declined.G.players.shu.revealed).not.toContain('faZheng');
      expect(faZhengNamed(observe(declined.G, 'wei'))).toBe(false);
      const used = faZhengOffered();
      used.play('shu', { type: 'choose', option: 'train' });
      expect(used.G.players.shu.revealed).toContain('faZheng');
      expect(observe(used.G, 'wei').players.shu.secret.hand).toContain('faZheng');
    });
  });
});
