/**
 * Principle 4: an illegal move is rejected with a reason a person can read,
 * and G is left exactly as it was — through the pure rules and through
 * boardgame.io (INVALID_MOVE).
 */
import { describe, expect, it } from 'vitest';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { applyMove, currentDecision, newGame, statesToAct } from '../../../src/game/threeKingdomsRedux/engine';
import { legalMoves } from '../../../src/game/threeKingdomsRedux/legal';
import { seededRng, randomInt } from '../../../src/game/rng';
import { makeGame, onInvalidMove, playerOfState } from '../../../src/game/threeKingdomsRedux/game';
import type { Move } from '../../../src/game/threeKingdomsRedux/moves';
import type { GameState } from '../../../src/game/threeKingdomsRedux/state';
import { STATES, type StateId } from '../../../src/game/threeKingdomsRedux/types';

/** Keys every plain object inherits: an id lookup that is not an own-property lookup finds them (issue 16). */
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'] as const;

const GARBAGE: unknown[] = [
  ...PROTOTYPE_KEYS,
  null,
  undefined,
  0,
  -1,
  1.5,
  'x',
  '',
  [],
  {},
  [null],
  { kind: 'nope' },
  NaN,
  Infinity,
  true,
  'battle:weiWu',
  'tribal:wei',
  'caoCao',
  'guangLing',
  'separation',
  { type: 'infantry', count: -1 },
  ['spear', 'spear'],
];

function garbageMove(rng: ReturnType<typeof seededRng>): Move {
  const pick = () => GARBAGE[randomInt(rng, GARBAGE.length)];
  const shapes: (() => unknown)[] = [
    () => pick(),
    () => ({ type: pick() }),
    () => ({ type: 'recruit', keep: pick() }),
    () => ({ type: 'recruit', keep: [pick(), pick()] }),
    () => ({ type: 'selectAlliance', space: pick() }),
    () => ({ type: 'assign', args: pick() }),
    () => ({ type: 'assign', args: { general: pick(), space: pick(), units: pick(), gold: pick(), popularSupport: pick() } }),
    () => ({ type: 'takeAction', space: pick(), choice: pick() }),
    () => ({ type: 'takeAction', space: 'trade', choice: { kind: 'trade', rice: pick(), weapons: pick() } }),
    () => ({ type: 'takeAction', space: 'construct', choice: { kind: 'construct', card: pick(), payment: pick() } }),
    () => ({
      type: 'takeAction',
      space: pick(),
      choice: { kind: 'battle', general: pick(), units: pick(), location: pick(), tokenTo: pick() },
    }),
    () => ({ type: 'declineAction', space: pick() }),
    // The card moves and card parts of an action choice (docs/moves.md, choose and useSkill).
    () => ({ type: 'choose', option: pick() }),
    () => ({ type: 'useSkill', card: pick(), option: pick() }),
    () => ({ type: 'useSkill', card: 'luFan', option: pick() }),
    () => ({ type: 'takeAction', space: pick(), choice: { kind: 'skill', card: pick(), variant: pick(), option: pick() } }),
    () => ({ type: 'takeAction', space: pick(), choice: { kind: 'recruitArmies', before: pick() } }),
  ];
  return shapes[randomInt(rng, shapes.length)]() as Move;
}

describe('illegal moves change nothing', () => {
  it('fuzzed malformed moves at every point of random games are rejected with a reason and leave G untouched', () => {
    let rejected = 0;
    for (let game = 0; game < 6; game++) {
      const rules = seededRng(`bad-${game}`);
      const fuzz = seededRng(`fuzz-${game}`);
      const G = newGame(game % 2 ? { tutorial: true } : {}, rules);
      while (statesToAct(G).length) {
        for (let i = 0; i < 4; i++) {
          const before = structuredClone(G);
          const seat = STATES[randomInt(fuzz, 3)];
          const result = applyMove(G, seat, garbageMove(fuzz), seededRng('unused'));
          if (!result.ok) {
            rejected++;
            expect(result.error.length).toBeGreaterThan(10);
            expect(G).toEqual(before);
          }
        }
        const s = statesToAct(G)[0];
        const moves = legalMoves(G, s);
        expect(applyMove(G, s, moves[randomInt(fuzz, moves.length)], rules).ok).toBe(true);
      }
    }
    expect(rejected).toBeGreaterThan(300);
  });

  it('a construction payment of the wrong shape is refused, not a crash', () => {
    const G = newGame({ tutorial: true }, seededRng(5));
    G.step = { kind: 'actions', index: 0 };
    G.pendingActions.wei = ['construct'];
    const card = G.players.wei.secret.enhancementHand[0];
    G.players.wei.gold = 9;
    G.players.wei.rice = 9;
    for (const payment of [null, 7, 'all', [1]]) {
      const before = structuredClone(G);
      const r = applyMove(
        G,
        'wei',
        { type: 'takeAction', space: 'construct', choice: { kind: 'construct', card, payment } } as unknown as Move,
        seededRng(1),
      );
      if (payment !== null) expect(r).toEqual({ ok: false, error: 'A payment says how many armies are paid trained and which weapons.' });
      if (!r.ok) expect(G).toEqual(before);
    }
  });

  it('a move by a state whose decision it is not is refused', () => {
    const G = newGame({ tutorial: true }, seededRng(3));
    const before = structuredClone(G);
    expect(applyMove(G, 'wei', { type: 'selectAlliance', space: 'trade' }, seededRng(1))).toEqual({
      ok: false,
      error: "It is not Wei's decision now.",
    });
    expect(applyMove(G, 'shu', { type: 'pass' }, seededRng(1))).toEqual({
      ok: false,
      error: 'Now is the time to selectAlliance, not pass.',
    });
    expect(G).toEqual(before);
  });

  it('every legal move enumerated is accepted and every action choice is validated the same way', () => {
    const rng = seededRng('enum');
    const G = newGame({}, rng);
    for (let n = 0; n < 300 && statesToAct(G).length; n++) {
      const s = statesToAct(G)[0];
      const moves = legalMoves(G, s);
      for (const m of moves.slice(0, 25)) expect(applyMove(structuredClone(G), s, m, seededRng(n)).ok).toBe(true);
      applyMove(G, s, moves[randomInt(rng, moves.length)], rng);
    }
  });

  it('through boardgame.io: an illegal move returns INVALID_MOVE with the reason reported, state unchanged', () => {
    const reasons: string[] = [];
    onInvalidMove((_p, _m, reason) => reasons.push(reason));
    const game = makeGame({ seed: 'bgio-bad' });
    const reducer = CreateGameReducer({ game });
    let state = InitializeGame({ game, numPlayers: 3, setupData: { tutorial: true } });
    const G0 = structuredClone(state.G) as GameState;
    const shu: StateId = 'shu';
    state = reducer(state, {
      type: 'MAKE_MOVE',
      payload: { type: 'selectAlliance', args: ['controlHanEmperor'], playerID: playerOfState(shu) },
    });
    expect(state.G).toEqual(G0);
    expect(reasons).toEqual(['"control Han emperor" carries the non-alliance icon and cannot be the alliance action space.']);
    expect((state as { transients?: { error?: { type: string } } }).transients?.error?.type).toBe('action/invalid_move');
  });

  describe('prototype keys in every id and option position (Principle 4, issue 16)', () => {
    /** A sentence a person can read: no JavaScript internals leaking through. */
    const readable = (error: string) => !/undefined|\[object|function|native code|prototype of/.test(error) || /"undefined"/.test(error);

    /**
     * Copies of `move` built by JSON.parse, as from the wire: `refused`, with one
     * string or number leaf replaced by `key` (an id or option position: must be
     * refused); `keyed`, with one object key renamed to `key` or one key `key`
     * added (an id-keyed map such as `before` or a choice's option; an unknown
     * field may also just be ignored).
     */
    function mutations(move: Move, key: string): { refused: unknown[]; keyed: unknown[] } {
      const json = JSON.stringify(move);
      const refused: unknown[] = [];
      const keyed: unknown[] = [];
      const at = (root: unknown, path: (string | number)[]) => path.reduce((o: any, p) => o[p], root);
      const walk = (value: unknown, path: (string | number)[]) => {
        if (typeof value === 'string' || typeof value === 'number') {
          if (path.length === 0) return refused.push(key);
          const copy = JSON.parse(json);
          at(copy, path.slice(0, -1))[path[path.length - 1]] = key;
          refused.push(copy);
        } else if (value && typeof value === 'object') {
          if (!Array.isArray(value) && path.length > 0) {
            const entries = Object.entries(value);
            const rebuild = (e: [string, unknown][]) => {
              const copy = JSON.parse(json);
              const object = JSON.parse(`{${e.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',')}}`);
              at(copy, path.slice(0, -1))[path[path.length - 1]] = object;
              return copy;
            };
            keyed.push(rebuild([[key, 1], ...entries]));
            for (let i = 0; i < entries.length; i++) keyed.push(rebuild(entries.map(([k, v], j) => [j === i ? key : k, v])));
          }
          for (const [k, v] of Object.entries(value)) walk(v, [...path, Array.isArray(value) ? Number(k) : k]);
        }
      };
      walk(move, []);
      return { refused, keyed };
    }

    it('every legal move with a prototype key in any id or option position is refused with a readable reason, G untouched', () => {
      let tried = 0;
      for (let game = 0; game < 3; game++) {
        const rules = seededRng(`proto-${game}`);
        const G = newGame(
          {
            generals: { wei: ['jiaXu', 'simaYi', 'yuJin', 'zhangHe'], wu: ['luFan', 'zhouYu', 'zhugeJin'], shu: ['guanPing', 'zhangFei'] },
          },
          rules,
        );
        const seen = new Set<string>();
        for (let n = 0; n < 400 && statesToAct(G).length; n++) {
          const s = statesToAct(G)[0];
          const moves = legalMoves(G, s);
          // One legal move of each shape met so far (by type, kind and card), mutated in every position.
          for (const m of moves) {
            const shape = JSON.stringify([
              m.type,
              (m as { choice?: { kind?: string; card?: string } }).choice?.kind,
              (m as { card?: string }).card,
            ]);
            if (seen.has(shape)) continue;
            seen.add(shape);
            for (const key of PROTOTYPE_KEYS) {
              const { refused, keyed } = mutations(m, key);
              for (const bad of [...refused, ...keyed]) {
                const copy = structuredClone(G);
                let result: ReturnType<typeof applyMove>;
                try {
                  result = applyMove(copy, s, bad as Move, seededRng('unused'));
                } catch (e) {
                  throw new Error(`${JSON.stringify(bad)} threw ${(e as Error).message}`);
                }
                tried++;
                if (result.ok && refused.includes(bad)) throw new Error(`${JSON.stringify(bad)} was accepted`);
                if (!result.ok) {
                  expect(readable(result.error), `${JSON.stringify(bad)}: ${result.error}`).toBe(true);
                  expect(copy).toEqual(G);
                }
              }
            }
          }
          // The card moves with a prototype key for the card or the answer, once per kind of decision.
          const decision = `decision:${currentDecision(G).kind}`;
          if (!seen.has(decision)) seen.add(decision);
          else {
            applyMove(G, s, moves[randomInt(rules, moves.length)], rules);
            continue;
          }
          for (const key of PROTOTYPE_KEYS)
            for (const bad of [
              { type: 'useSkill', card: key, option: null },
              { type: 'useSkill', card: 'luFan', option: key },
              { type: 'choose', option: key },
              { type: 'choose', option: JSON.parse(`{"${key}":"x"}`) },
              { type: key },
            ]) {
              const before = structuredClone(G);
              const result = applyMove(G, s, bad as Move, seededRng('unused'));
              tried++;
              expect(result.ok, JSON.stringify(bad)).toBe(false);
              if (!result.ok) expect(readable(result.error), `${JSON.stringify(bad)}: ${result.error}`).toBe(true);
              expect(G).toEqual(before);
            }
          applyMove(G, s, moves[randomInt(rules, moves.length)], rules);
        }
      }
      console.log(`prototype keys: ${tried} moves tried`);
      expect(tried).toBeGreaterThan(500);
    });

    it('useSkill with card "__proto__" through boardgame.io: INVALID_MOVE with a reason, no TypeError', () => {
      const reasons: string[] = [];
      onInvalidMove((_p, _m, reason) => reasons.push(reason));
      const game = makeGame({ seed: 'bgio-proto' });
      const reducer = CreateGameReducer({ game });
      let state = InitializeGame({ game, numPlayers: 3, setupData: { tutorial: true } });
      const G0 = structuredClone(state.G) as GameState;
      state = reducer(state, {
        type: 'MAKE_MOVE',
        payload: { type: 'useSkill', args: ['__proto__', null], playerID: playerOfState('shu') },
      });
      expect(state.G).toEqual(G0);
      expect(reasons).toEqual(['"__proto__" is not a card.']);
    });
  });
});
