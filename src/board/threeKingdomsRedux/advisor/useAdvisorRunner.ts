/**
 * The advisor of one match: whether it allows hints, and one analysis worker
 * for the match's lifetime (started on the first question only, so a match
 * that allows none never starts one). Local matches (against AI, hotseat)
 * allow hints; an online match allows them when its creator did
 * (`setupData.hints`) and only to a seated player.
 */
import { useEffect, useMemo } from 'react';
import { defaultAnalysis, type AnalysisRunner } from './analysisRunner';
import { DEFAULT_HINT_BUDGET_MS, type AdvisorApi } from './AdvisorContext';

export function useAdvisorRunner(
  allowed: boolean,
  budgetMs = DEFAULT_HINT_BUDGET_MS,
  makeRunner: () => AnalysisRunner = defaultAnalysis,
): AdvisorApi {
  const runner = useMemo(makeRunner, []);
  useEffect(() => () => runner.dispose(), [runner]);
  return useMemo(() => ({ allowed, runner, options: { budgetMs } }), [allowed, runner, budgetMs]);
}
