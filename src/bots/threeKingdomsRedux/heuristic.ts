/**
 * The heuristic bot: one-step lookahead with a static evaluation. It plays
 * each candidate on a copy of its view and keeps the best (actionValue.ts,
 * bidChoice.ts, evaluate.ts). Fast enough to answer instantly and to guide
 * MCTS. It reads only its seat's view.
 */
import { allianceSpaceError, recruitCount } from '../../game/threeKingdomsRedux/conflict';
import { GENERALS, type GeneralId } from '../../game/threeKingdomsRedux/data/generals';
import { applyDecision, currentDecision } from '../../game/threeKingdomsRedux/engine';
import { actionRefused, legalMoves } from '../../game/threeKingdomsRedux/legal';
import type { Move } from '../../game/threeKingdomsRedux/moves';
import type { Rng } from '../../game/rng';
import { COMMON_SPACES } from '../../game/threeKingdomsRedux/spaces';
import type { GameState } from '../../game/threeKingdomsRedux/state';
import type { StateId } from '../../game/threeKingdomsRedux/types';
import { bestChoice } from './actionValue';
import { cloneForSearch } from './clone';
import { advantage, evaluateAll, EvaluationMemo, evaluationProfile, withEvaluation, type EvaluationProfile } from './evaluate';
import { cardAwareGeneralWorth } from './cardWorth';
import { chooseBid, spacePrices } from './bidChoice';
import type { Bot } from './bot';
import { fastRandomMove } from './random';

/**
 * How much a general is worth keeping at recruitment. The card-aware profile
 * counts his skill (what holding him brought in self-play, cardWorth.ts); the
 * legacy profile (the golden corpus's) only his attributes.
 */
export function generalWorth(g: GeneralId): number {
  if (evaluationProfile() === 'cards') return cardAwareGeneralWorth(g);
  return legacyGeneralWorth(g);
}

/** The legacy recruitment value: attributes only, leadership counted 1.5 times (room for units). */
export function legacyGeneralWorth(g: GeneralId): number {
  const c = GENERALS[g];
  return 1.5 * c.leadership.value + c.administration.value + c.combat.value;
}

function chooseRecruits(G: GameState, s: StateId): Move {
  const drawn = [...G.players[s].secret.drawn].sort((a, b) => generalWorth(b) - generalWorth(a));
  return { type: 'recruit', keep: drawn.slice(0, recruitCount(G, s)) };
}

/** The alliance chooser is itself in the alliance: it picks the space it most wants to share. */
function chooseAlliance(G: GameState, s: StateId): Move {
  const prices = spacePrices(G, s);
  const legal = COMMON_SPACES.filter((space) => !allianceSpaceError(G, space));
  const best = legal.reduce((a, b) => ((prices.plain[b] ?? 0) > (prices.plain[a] ?? 0) ? b : a));
  return { type: 'selectAlliance', space: best };
}

/** Takes the won action worth most first; declines one that would only hurt. */
function chooseAction(G: GameState, s: StateId): Move {
  let best: { move: Move; gain: number } | null = null;
  // The spaces' scorings share the other states' evaluation parts (one decision on one G).
  const memo = new EvaluationMemo(s);
  for (const space of G.pendingActions[s]) {
    // A card's commitment (Zhuge Jin, Pang Tong) may forbid taking or declining this action now.
    const mayDecline = !actionRefused(G, s, space, false);
    const top = actionRefused(G, s, space, true) ? undefined : bestChoice(G, s, space, memo);
    let candidate: { move: Move; gain: number } | null = null;
    if (top && (top.gain > -0.05 || !mayDecline)) candidate = { move: { type: 'takeAction', space, choice: top.choice }, gain: top.gain };
    else if (mayDecline) candidate = { move: { type: 'declineAction', space }, gain: 0 };
    if (candidate && (!best || candidate.gain > best.gain)) best = candidate;
  }
  if (best) return best.move;
  const fallback = rankByLookahead(G, s)[0];
  if (!fallback) throw new Error(`no action decision for ${s} now`);
  return fallback.move;
}

/**
 * Any other decision (the card issues add optional skill and enhancement
 * decisions): every legal move played on a copy and scored by the evaluation.
 * The rules offer the moves, so the bot needs no card-specific code to use them.
 */
export function rankByLookahead(G: GameState, s: StateId): { move: Move; value: number }[] {
  const out: { move: Move; value: number }[] = [];
  for (const move of legalMoves(G, s)) {
    const next = cloneForSearch(G);
    if (!applyDecision(next, s, move).ok) continue;
    out.push({ move, value: advantage(evaluateAll(next), s) });
  }
  return out.sort((a, b) => b.value - a.value);
}

export function heuristicMove(G: GameState, s: StateId): Move {
  const d = currentDecision(G);
  switch (d.kind) {
    case 'recruit':
      return chooseRecruits(G, s);
    case 'selectAlliance':
      return chooseAlliance(G, s);
    case 'bid':
      return chooseBid(G, s);
    case 'action':
      return chooseAction(G, s);
    default: {
      const best = rankByLookahead(G, s)[0];
      if (!best) throw new Error(`no decision for ${s} now`);
      return best.move;
    }
  }
}

interface HeuristicOptions {
  /** Chance of a careless move (a random legal one) at each decision: the "easy" level. */
  blunder?: number;
  /** How positions are scored: `legacy` (default; the golden corpus's) or `cards` (card-aware). */
  evaluation?: EvaluationProfile;
  /** Registry name (defaults by the options). */
  name?: string;
}

export function heuristicBot(opts: HeuristicOptions = {}): Bot {
  const blunder = opts.blunder ?? 0;
  const evaluation = opts.evaluation ?? 'legacy';
  return {
    name: opts.name ?? (blunder > 0 ? 'heuristic-easy' : 'heuristic'),
    decide(view: GameState, seat: StateId, rng: Rng): Move {
      if (blunder > 0 && rng.next() < blunder) return fastRandomMove(view, seat, rng);
      return withEvaluation(evaluation, () => heuristicMove(view, seat));
    },
  };
}
