/** The advisor of a local match (against AI, hotseat): hints allowed, one analysis worker for the match's lifetime. */
import { useEffect, useMemo } from 'react';
import { defaultAnalysis, type AnalysisRunner } from './analysisRunner';
import { DEFAULT_HINT_BUDGET_MS, type AdvisorApi } from './AdvisorContext';

export function useLocalAdvisor(budgetMs = DEFAULT_HINT_BUDGET_MS, makeRunner: () => AnalysisRunner = defaultAnalysis): AdvisorApi {
  const runner = useMemo(makeRunner, []);
  useEffect(() => () => runner.dispose(), [runner]);
  return useMemo(() => ({ allowed: true, runner, options: { budgetMs } }), [runner, budgetMs]);
}
