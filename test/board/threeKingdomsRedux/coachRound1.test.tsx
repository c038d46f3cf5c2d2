/**
 * Issue 35, item 2: the tutorial's first round, from its recruitment (the
 * start screen's tutorial opens with a draft: Scenario.tutorialDraft),
 * played by following the coach. At every decision of the player's seat the coach's sound choice is
 * the Hint's first option (one analysis, asked once, shared), and the coach
 * says why in one sentence carrying a figure of the bots' own reasons.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HintPanel, hintSeed, type HintApi, type HintState } from '../../../src/board/threeKingdomsRedux/advisor/Hint';
import { inlineAnalysis } from '../../../src/board/threeKingdomsRedux/advisor/analysisRunner';
import { Coach } from '../../../src/board/threeKingdomsRedux/coach/Coach';
import { panelKind } from '../../../src/board/threeKingdomsRedux/decisions/waiting';
import { draftKey, emptyDraft } from '../../../src/board/threeKingdomsRedux/table/useTableState';
import type { TableApi } from '../../../src/board/threeKingdomsRedux/table/TableContext';
import type { MoveReason } from '../../../src/bots/threeKingdomsRedux/reasons';
import { heuristicMove } from '../../../src/bots/threeKingdomsRedux/heuristic';
import { applyMove, newGame, statesToAct } from '../../../src/game/threeKingdomsRedux/engine';
import type { Move } from '../../../src/game/threeKingdomsRedux/moves';
import { observe } from '../../../src/game/threeKingdomsRedux/playerView';
import { seededRng } from '../../../src/game/rng';
import type { StateId } from '../../../src/game/threeKingdomsRedux/types';
import { byTestId, textOf } from './markup';

const SEAT: StateId = 'wei';

/** The figures a reason holds, as the words show them: changes ("+2") and estimated VPs ("1.3"). */
function figuresOf(reason: MoveReason | undefined): string[] {
  if (!reason) return [];
  const vp = (x: number) => Math.abs(x).toFixed(1);
  const effects = 'effects' in reason ? reason.effects.map((e) => `${e.delta > 0 ? '+' : '−'}${Math.abs(e.delta)}`) : [];
  switch (reason.kind) {
    case 'bid':
    case 'take':
    case 'alliance':
      return [...effects, vp(reason.gain)];
    case 'pass':
      return [vp(reason.bestBid)];
    case 'decline':
      return reason.bestTake === null ? [] : [vp(reason.bestTake)];
    case 'recruit':
      return reason.kept.map((k) => vp(k.worth));
    case 'other':
      return reason.overNext === null ? [] : [vp(reason.overNext)];
  }
}

interface Step {
  kind: string;
  coachMove: string | undefined;
  hintMove: string | undefined;
  why: string;
  figures: string[];
}

describe('the tutorial’s first round by following the coach (issue 35, item 2)', () => {
  it('from recruitment on, every step says why with a figure of the bots’ reasons, and the coach’s choice is the Hint’s first option', async () => {
    const rules = seededRng('tutorial-round-1');
    const G = newGame({ tutorial: true, tutorialDraft: true }, rules);
    const runner = inlineAnalysis();
    const steps: Step[] = [];
    while (G.round === 1 && !G.result) {
      const s = statesToAct(G)[0];
      let move: Move = heuristicMove(observe(G, s), s);
      if (s === SEAT) {
        const view = observe(G, SEAT);
        const kind = panelKind(view, SEAT);
        const t: TableApi = { G: view, seat: SEAT, kind, active: true, draft: emptyDraft(), update: () => {}, stage: () => {} };
        // The one analysis the board asks for this decision; the coach and the Hint panel both show it.
        const advice = await runner.advise(view, SEAT, hintSeed(SEAT, draftKey(view, SEAT, kind)), { iterations: 30, games: 0 });
        const analysis: HintState = { key: 'k', status: 'done', advice };
        const hint: HintApi = { offered: true, ask: () => {}, prepare: () => {}, close: () => {}, state: analysis, analysis };
        const coach = renderToStaticMarkup(
          <Coach t={t} error={null} analysis={analysis} prepare={() => {}} shown onShow={() => {}} suggest />,
        );
        const panel = renderToStaticMarkup(<HintPanel hint={hint} G={view} seat={SEAT} onStage={() => {}} />);
        const coachMove = /data-testid="coach-suggestion" data-move="([^"]*)"/.exec(coach)?.[1];
        const hintMove = /data-testid="hint-move" data-rank="1" data-move="([^"]*)"/.exec(panel)?.[1];
        const why = textOf(byTestId(coach, 'coach-why') ?? '');
        steps.push({ kind, coachMove, hintMove, why, figures: figuresOf(advice.moves[0].reason) });
        expect(textOf(byTestId(coach, 'coach-look') ?? '')).toMatch(/^Look at /);
        // Following the coach: its choice is the move played.
        move = JSON.parse(coachMove!.replaceAll('&quot;', '"')) as Move;
      }
      const result = applyMove(G, s, move, rules);
      expect(result.ok, `${s}: ${JSON.stringify(move)}`).toBe(true);
    }
    expect(G.round).toBe(2);
    expect(steps.length).toBeGreaterThanOrEqual(4);
    expect(steps[0].kind).toBe('recruit');
    expect(new Set(steps.map((x) => x.kind))).toEqual(new Set(['recruit', 'bid', 'action']));
    for (const step of steps) {
      expect(step.coachMove, step.kind).toBeDefined();
      expect(step.coachMove, step.kind).toBe(step.hintMove);
      expect(step.why, step.coachMove).toMatch(/^Why: [A-Z+−].+\.$/);
      expect(
        step.figures.some((f) => step.why.includes(f)),
        `${step.why} (figures ${step.figures.join(', ')})`,
      ).toBe(true);
    }
    runner.dispose();
  });
});
