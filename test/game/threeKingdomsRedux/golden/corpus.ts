/**
 * The golden corpus (issue 20): ~300 seeded games played through the pure
 * rules, each summed up by a hash of its final G (log included) and its move
 * count. The engine's speed work must leave every one of them unchanged; the
 * only allowed change to test/game/threeKingdomsRedux/golden/games.json is a documented rule fix
 * (re-record with `npm run golden:record` and say which fix changed what).
 *
 * Policies read G directly (not a seat's view), so the corpus checks the rules
 * engine, not the view: random (sampling and uniform), the card explorer
 * (every card option sought, enhancements built) and the heuristic bot.
 */
import { createHash } from 'node:crypto';
import { fastRandomMove, randomMove } from '../../../../src/bots/threeKingdomsRedux/random';
import { heuristicMove } from '../../../../src/bots/threeKingdomsRedux/heuristic';
import { STARTING_POSITIONS } from '../../../../src/game/threeKingdomsRedux/data/board';
import { generalsOf, LORDS } from '../../../../src/game/threeKingdomsRedux/data/generals';
import type { Scenario } from '../../../../src/game/threeKingdomsRedux/setup';
import { playGame, type Policy } from '../../../../src/game/threeKingdomsRedux/simulate';
import type { GameState } from '../../../../src/game/threeKingdomsRedux/state';
import { STATES, type StateId } from '../../../../src/game/threeKingdomsRedux/types';
import { explorer } from '../cards/explorer';
import { rotatingHands } from '../../../builders';

export type PolicyName = 'fastRandom' | 'uniformRandom' | 'explorer' | 'builder' | 'heuristic' | 'heuristicMixed';

export interface GoldenGame {
  seed: string;
  policy: PolicyName;
  scenario: Scenario;
}

export interface GoldenRecord extends GoldenGame {
  moves: number;
  /** sha256 of the final G as JSON, log included (first 16 hex digits). */
  hash: string;
}

/** The k-th window of each state's non-lord generals, of the size each state starts with. */
function rotatingGenerals(k: number): NonNullable<Scenario['generals']> {
  const out: NonNullable<Scenario['generals']> = {};
  for (const s of STATES) {
    const pool = generalsOf(s).filter((g) => g !== LORDS[s]);
    const n = STARTING_POSITIONS[s].generalsSelected.value;
    out[s] = Array.from({ length: n }, (_, i) => pool[(k * n + i) % pool.length]);
  }
  return out;
}

/** Generals whose cards act before actions (the costliest path to judge), for card-rich setups. */
const BEFORE_ACTION_GENERALS: NonNullable<Scenario['generals']> = {
  wei: ['liDian', 'chengYu', 'liuYe', 'yueJin'],
  wu: ['zhangZhao', 'lingTong', 'zhugeJin'],
  shu: ['pangTong', 'dongYun'],
};

/** The corpus: which games, in which order. Changing this list changes the corpus (re-record). */
export function goldenGames(): GoldenGame[] {
  const games: GoldenGame[] = [];
  const add = (n: number, policy: PolicyName, scenario: (i: number) => Scenario) => {
    for (let i = 0; i < n; i++) games.push({ seed: `golden-${policy}-${i}`, policy, scenario: scenario(i) });
  };
  add(100, 'fastRandom', (i) => (i % 2 ? { tutorial: true } : {}));
  add(40, 'uniformRandom', (i) => (i % 2 ? { tutorial: true } : {}));
  add(50, 'explorer', (i) => (i % 3 === 0 ? { generals: BEFORE_ACTION_GENERALS } : { generals: rotatingGenerals(i) }));
  add(60, 'builder', (i) => ({ enhancementHands: rotatingHands(i), ...(i % 2 ? { generals: rotatingGenerals(i) } : {}) }));
  add(20, 'heuristic', (i) => (i % 2 ? { tutorial: true } : i % 4 === 0 ? { generals: BEFORE_ACTION_GENERALS } : {}));
  add(30, 'heuristicMixed', (i) =>
    i % 3 === 2 ? { tutorial: true } : { enhancementHands: rotatingHands(i + 7), generals: rotatingGenerals(i + 3) },
  );
  return games;
}

function policyOf(name: PolicyName): Policy {
  switch (name) {
    case 'fastRandom':
      return fastRandomMove;
    case 'uniformRandom':
      return randomMove;
    case 'explorer':
      return explorer();
    case 'builder':
      return explorer({ builder: true });
    case 'heuristic':
      return (G, state) => heuristicMove(G, state);
    case 'heuristicMixed': {
      // The heuristic bot in one seat (rotating by game), card-seeking explorers in the others.
      const random = explorer({ builder: true });
      let seat: StateId | undefined;
      return (G, state, rng) => {
        seat ??= STATES[G.round % 3];
        return state === seat ? heuristicMove(G, state) : random(G, state, rng);
      };
    }
  }
}

/** What the golden hash covers: the whole final G, log included. */
function hashState(G: GameState): string {
  return createHash('sha256').update(JSON.stringify(G)).digest('hex').slice(0, 16);
}

export function playGolden(game: GoldenGame): GoldenRecord {
  let moves = 0;
  const G = playGame(game.seed, policyOf(game.policy), {
    scenario: game.scenario,
    afterMove: () => {
      moves++;
    },
  });
  return { ...game, moves, hash: hashState(G) };
}

/** The recorded corpus, relative to the repository's root (where npm and vitest run). */
export const GOLDEN_FILE = 'test/game/threeKingdomsRedux/golden/games.json';
