/**
 * What the table needs for hints: whether this match allows them, where the
 * analysis runs, and how long it may think. Local matches (against AI,
 * hotseat) provide it with `allowed: true`; an online match's board
 * (src/board/threeKingdomsRedux/online/OnlineBoard.tsx) with `allowed` = its creator allowed
 * hints (`setupData.hints`) and this page holds a seat. Without it, or not
 * allowed: no Hint button, no Hints switch, and no coach suggestions.
 */
import { createContext, useContext } from 'react';
import type { AdviceOptions } from '../../../bots/threeKingdomsRedux/analysis';
import type { AnalysisRunner } from './analysisRunner';

export interface AdvisorApi {
  /** Whether this match allows hints (online: the creator's choice). */
  allowed: boolean;
  runner: AnalysisRunner;
  /** The search's and the simulations' budget (the page reads ?hintMs= for tests). */
  options: AdviceOptions;
}

export const AdvisorContext = createContext<AdvisorApi | null>(null);

export const useAdvisor = (): AdvisorApi | null => useContext(AdvisorContext);

/** The board's budget: about three seconds of the worker's time. */
export const DEFAULT_HINT_BUDGET_MS = 3000;
