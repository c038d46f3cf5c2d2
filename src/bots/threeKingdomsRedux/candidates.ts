/**
 * The moves MCTS considers at a decision: the heuristic's best few, never the
 * full legal list (bidding alone has hundreds of legal assignments). Ordered
 * best first, so expansion tries the heuristic's favourite first. Every
 * candidate is a legal move of G (the view or a sample of it): each is built
 * from the rules' own checks (assignError, actionRefused, takeAction's
 * validation, legalMoves).
 */
import { allianceSpaceError, recruitCount } from '../../game/threeKingdomsRedux/conflict';
import { currentDecision } from '../../game/threeKingdomsRedux/engine';
import { actionRefused, combinations } from '../../game/threeKingdomsRedux/legal';
import type { GeneralId } from '../../game/threeKingdomsRedux/data/generals';
import type { Move } from '../../game/threeKingdomsRedux/moves';
import { COMMON_SPACES } from '../../game/threeKingdomsRedux/spaces';
import type { GameState } from '../../game/threeKingdomsRedux/state';
import type { StateId } from '../../game/threeKingdomsRedux/types';
import { scoreChoices } from './actionValue';
import { EvaluationMemo } from './evaluate';
import { scoreAssignments, spacePrices } from './bidChoice';
import { generalWorth, rankByLookahead } from './heuristic';

export interface CandidateLimits {
  /** Assignments considered at a bid (besides passing). */
  bids: number;
  /** Choices considered per won space at an action decision. */
  choicesPerSpace: number;
  /** Recruitment selections and alliance spaces considered. */
  others: number;
}

export const DEFAULT_LIMITS: CandidateLimits = { bids: 5, choicesPerSpace: 2, others: 3 };

export function candidateMoves(G: GameState, s: StateId, limits: CandidateLimits = DEFAULT_LIMITS): Move[] {
  const d = currentDecision(G);
  switch (d.kind) {
    case 'recruit': {
      const drawn = G.players[s].secret.drawn;
      const worth = (keep: GeneralId[]) => keep.reduce((t, g) => t + generalWorth(g), 0);
      return combinations(drawn, recruitCount(G, s))
        .sort((a, b) => worth(b) - worth(a))
        .slice(0, limits.others)
        .map((keep) => ({ type: 'recruit', keep }));
    }
    case 'selectAlliance': {
      const prices = spacePrices(G, s);
      return COMMON_SPACES.filter((space) => !allianceSpaceError(G, space))
        .sort((a, b) => (prices.plain[b] ?? 0) - (prices.plain[a] ?? 0))
        .slice(0, limits.others)
        .map((space) => ({ type: 'selectAlliance', space }));
    }
    case 'bid': {
      const out: Move[] = [];
      const spaces = new Set<string>();
      // One assignment per space, so the few candidates cover different plans.
      for (const c of scoreAssignments(G, s)) {
        // Best first: once one is worth nothing, so are the rest.
        if (out.length >= limits.bids || c.value <= 0) break;
        if (spaces.has(c.args.space)) continue;
        spaces.add(c.args.space);
        out.push({ type: 'assign', args: c.args });
      }
      out.push({ type: 'pass' });
      return out;
    }
    case 'action': {
      const out: Move[] = [];
      const memo = new EvaluationMemo(s);
      for (const space of G.pendingActions[s]) {
        // Only moves the rules accept now: a card's commitment (Pang Tong, Zhuge Jin) may forbid
        // taking or declining this action (issue 16: MCTS chose a refused declineAction).
        if (!actionRefused(G, s, space, true))
          for (const c of scoreChoices(G, s, space, memo).slice(0, limits.choicesPerSpace))
            out.push({ type: 'takeAction', space, choice: c.choice });
        if (!actionRefused(G, s, space, false)) out.push({ type: 'declineAction', space });
      }
      return out;
    }
    default:
      // Decisions added by cards: the best few by one-step lookahead.
      return rankByLookahead(G, s)
        .slice(0, limits.others)
        .map((r) => r.move);
  }
}
