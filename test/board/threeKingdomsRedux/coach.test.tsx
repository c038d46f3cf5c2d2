/**
 * Issue 17, item 5: the tutorial's coach explains each step with the rules
 * help's own entry (one source of rule text), points at the control to use,
 * offers a sound choice, and says why closed options are closed in the
 * engine's words. Rendered to static markup from real tutorial positions.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Coach } from '../../../src/board/threeKingdomsRedux/coach/Coach';
import { coachTip, helpIdOfStep, suggestedMove } from '../../../src/board/threeKingdomsRedux/coach/coachTip';
import { adviseMove, type Advice } from '../../../src/bots/threeKingdomsRedux/analysis';
import { panelKind } from '../../../src/board/threeKingdomsRedux/decisions/waiting';
import { helpEntries } from '../../../src/board/threeKingdomsRedux/help/rulesHelp';
import { emptyDraft } from '../../../src/board/threeKingdomsRedux/table/useTableState';
import type { Draft, TableApi } from '../../../src/board/threeKingdomsRedux/table/TableContext';
import { heuristicMove } from '../../../src/bots/threeKingdomsRedux/heuristic';
import { assignError } from '../../../src/game/threeKingdomsRedux/conflict';
import { applyMove, currentDecision, newGame, statesToAct } from '../../../src/game/threeKingdomsRedux/engine';
import type { Move } from '../../../src/game/threeKingdomsRedux/moves';
import { observe } from '../../../src/game/threeKingdomsRedux/playerView';
import { seededRng } from '../../../src/game/rng';
import { BIDDABLE_SPACES, spaceName } from '../../../src/game/threeKingdomsRedux/spaces';
import type { GameState, Step } from '../../../src/game/threeKingdomsRedux/state';
import type { StateId } from '../../../src/game/threeKingdomsRedux/types';
import { byTestId, textOf } from './markup';

function tableFor(G: GameState, seat: StateId, draft: Partial<Draft> = {}, active = true): TableApi {
  const view = observe(G, seat);
  return { G: view, seat, kind: panelKind(view, seat), active, draft: { ...emptyDraft(), ...draft }, update: () => {}, stage: () => {} };
}

/** The Hint's analysis of the seat's decision, as the board asks it (a small, reproducible budget). */
const adviceFor = (t: TableApi): Advice => adviseMove(t.G, t.seat, seededRng(`coach-test:${t.seat}`), { iterations: 30, games: 0 });

/** A tutorial game played by the heuristic until `until` holds for the state to act. */
function tutorialUntil(seed: string, until: (G: GameState) => boolean): GameState {
  const rng = seededRng(seed);
  const G = newGame({ tutorial: true }, rng);
  for (let n = 0; n < 5000 && !until(G); n++) {
    const s = statesToAct(G)[0];
    if (!s) break;
    applyMove(G, s, heuristicMove(observe(G, s), s), rng);
  }
  if (!until(G)) throw new Error('position not reached');
  return G;
}

/** The state to bid now, or null. */
const bidder = (G: GameState): StateId | null => {
  const d = currentDecision(G);
  return d.kind === 'bid' ? d.state : null;
};

const titleOf = (id: string) => helpEntries().find((e) => e.id === id)?.title;

describe('the coach (issue 17, item 5)', () => {
  it('explains every step with an entry of the rules help (one source of rule text)', () => {
    const kinds: Step['kind'][] = [
      'recruit',
      'selectAlliance',
      'bidding',
      'actions',
      'endConflict',
      'endRound',
      'benefits',
      'roundEndCheck',
      'startResolution',
      'maintenance',
      'startConflict',
      'gameOver',
    ];
    for (const kind of kinds) {
      const id = helpIdOfStep({ step: { kind } } as GameState);
      expect(titleOf(id), kind).toBeTruthy();
    }
  });

  it('recruitment: points at the suggested drawn cards one by one, then at Confirm', () => {
    // The tutorial's generals are fixed: recruitment is a decision of the full game (the coach's reading is the same).
    const G = newGame({}, seededRng('coach-recruit'));
    const seat: StateId = 'wei';
    expect(currentDecision(G).kind).toBe('recruit');
    const t = tableFor(G, seat);
    const advice = adviceFor(t);
    const suggestion = suggestedMove(advice)!;
    expect(suggestion.type).toBe('recruit');
    const keep = (suggestion as Extract<Move, { type: 'recruit' }>).keep;
    const first = coachTip(t, advice, null);
    expect(first.helpId).toBe('step-recruit');
    expect(first.pointers[0].selector).toBe(`[data-testid="recruit-${keep[0]}"]`);
    const done = coachTip(tableFor(G, seat, { recruit: [...keep] }), advice, null);
    expect(done.pointers[0].selector).toBe('[data-testid="tray-confirm"]');
  });

  it('bidding with a general picked: says why each closed space is closed, in assignError’s words', () => {
    const seat: StateId = 'wu';
    const closedFor = (g: GameState, general: GameState['players']['wu']['secret']['hand'][number]) =>
      BIDDABLE_SPACES[seat].filter((s) => assignError(observe(g, seat), seat, { general, space: s }));
    const G = tutorialUntil('coach-bid', (g) => bidder(g) === seat && g.players[seat].secret.hand.some((x) => closedFor(g, x).length > 0));
    const general = G.players[seat].secret.hand.find((x) => closedFor(G, x).length > 0)!;
    const t = tableFor(G, seat, { bid: { ...emptyDraft().bid, general } });
    const tip = coachTip(t, adviceFor(t), null);
    const closed = BIDDABLE_SPACES[seat].filter((s) => assignError(t.G, seat, { general, space: s }));
    expect(closed.length).toBeGreaterThan(0);
    expect(tip.refused.length).toBe(Math.min(4, closed.length));
    for (const r of tip.refused) {
      const space = closed.find((s) => spaceName(s).toLowerCase() === r.what.toLowerCase());
      expect(space, r.what).toBeDefined();
      expect(r.reason).toBe(assignError(t.G, seat, { general, space: space! }));
    }
  });

  it('a refused move is explained in the rules’ words, and a staged move points at Confirm', () => {
    const G = tutorialUntil('coach-stage', (g) => bidder(g) === 'shu');
    const t = tableFor(G, 'shu', { staged: { move: { type: 'pass' }, label: 'Pass' } });
    const tip = coachTip(t, null, 'Some rule says no.');
    expect(tip.pointers).toEqual([{ selector: '[data-testid="tray-confirm"]' }]);
    expect(tip.refused).toEqual([{ what: 'Your last move', reason: 'Some rule says no.' }]);
  });

  it('while others decide it explains the step and points at nothing', () => {
    const G = tutorialUntil('coach-wait', (g) => bidder(g) !== null && bidder(g) !== 'wei');
    const tip = coachTip(tableFor(G, 'wei', {}, false), null, null);
    expect(tip.pointers).toEqual([]);
    expect(tip.doNow).toMatch(/^Waiting for/);
  });

  it('renders the step’s title from the rules help, what to do now, and can be hidden', () => {
    const G = tutorialUntil('coach-render', (g) => bidder(g) === 'wei');
    const t = tableFor(G, 'wei');
    const analysis = { key: 'k', status: 'done' as const, advice: adviceFor(t) };
    const coachOf = (shown: boolean, suggest: boolean) =>
      renderToStaticMarkup(
        <Coach t={t} error={null} analysis={analysis} prepare={() => {}} shown={shown} onShow={() => {}} suggest={suggest} />,
      );
    const html = coachOf(true, true);
    expect(textOf(byTestId(html, 'coach-step')!)).toBe(titleOf('step-bidding'));
    // The step's rule in the rules help's own words.
    const bidding = helpEntries().find((e) => e.id === 'step-bidding')!;
    expect(textOf(byTestId(html, 'coach-rules')!)).toBe(bidding.lines[0]);
    expect(textOf(byTestId(html, 'coach-now')!)).toMatch(/^➜ Pick (.+): click “Pick” on his card|Pick a general/);
    expect(byTestId(html, 'coach-suggestion')).not.toBeNull();
    expect(byTestId(html, 'coach-hide')).not.toBeNull();
    // A recommendation is a hint: none where hints are not allowed or turned off; the pointers still lead on.
    const noHints = coachOf(true, false);
    expect(byTestId(noHints, 'coach-suggestion')).toBeNull();
    expect(textOf(byTestId(noHints, 'coach-now')!)).toContain('Pick a general');
    const hidden = coachOf(false, true);
    expect(byTestId(hidden, 'coach')).toBeNull();
    expect(byTestId(hidden, 'coach-show')).not.toBeNull();
  });
});
