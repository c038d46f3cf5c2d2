/**
 * Issue 17, item 7: the story chart of a finished game: one point at the
 * start, at the end of every round and at the end, each from the spectator's
 * view of the record's position; VP estimates are the bots' evaluation, the
 * end shows the final scores and the winner.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { storyPoints } from '../../../src/board/threeKingdomsRedux/story/roundStory';
import { knownRuns, StoryChart } from '../../../src/board/threeKingdomsRedux/story/StoryChart';
import type { AnalysisRunner } from '../../../src/board/threeKingdomsRedux/advisor/analysisRunner';
import { outlookKey, rememberOutlook } from '../../../src/board/threeKingdomsRedux/story/outlookMemory';
import { replayRecord } from '../../../src/board/threeKingdomsRedux/replay/replay';
import type { MatchRecord } from '../../../src/board/threeKingdomsRedux/replay/record';
import { evaluateAll } from '../../../src/bots/threeKingdomsRedux/evaluate';
import { heuristicMove } from '../../../src/bots/threeKingdomsRedux/heuristic';
import { applyMove, newGame, statesToAct } from '../../../src/game/threeKingdomsRedux/engine';
import { observe } from '../../../src/game/threeKingdomsRedux/playerView';
import { seededRng } from '../../../src/game/rng';
import { STATES } from '../../../src/game/threeKingdomsRedux/types';
import { byTestId } from './markup';

function playedRecord(seed: string): MatchRecord {
  const rng = seededRng(seed);
  const G = newGame({ tutorial: true }, rng);
  const record: MatchRecord = { version: 1, seed, tutorial: true, moves: [] };
  for (let n = 0; n < 5000 && !G.result; n++) {
    const s = statesToAct(G)[0];
    const move = heuristicMove(observe(G, s), s);
    record.moves.push({ state: s, move });
    applyMove(G, s, move, rng);
  }
  return record;
}

describe('the story chart (issue 17, item 7)', () => {
  const record = playedRecord('story-1');
  const { states } = replayRecord(record);
  const points = storyPoints(states);

  it('has a point at the start, at every round end and at the end', () => {
    const end = states[states.length - 1];
    expect(end.result).not.toBeNull();
    expect(points[0]).toMatchObject({ index: 0, label: 'Start' });
    expect(points[points.length - 1]).toMatchObject({ index: states.length - 1, label: 'End' });
    const rounds = points.slice(1, -1);
    expect(rounds.map((p) => p.label)).toEqual(Array.from({ length: rounds.length }, (_, i) => `Round ${i + 1}`));
    for (const p of rounds) {
      // The first position of the next round: round r's Update and Maintenance is done.
      expect(states[p.index].round).toBe(states[p.index - 1].round + 1);
    }
  });

  it('estimates VPs from the spectator’s view with the bots’ evaluation, and ends with the final scores and the winner', () => {
    for (const p of points) {
      expect(p.view).toEqual(observe(states[p.index], null));
      expect(p.vpEstimate).toEqual(evaluateAll(observe(states[p.index], null)));
    }
    const end = points[points.length - 1];
    const result = states[states.length - 1].result!;
    for (const s of STATES) {
      expect(end.vpEstimate[s]).toBe(result.scores[s].total);
      expect(end.outlook!.winChance[s]).toBe(s === result.winner ? 1 : 0);
    }
  });

  it('draws one table row per point; the chances wait for the simulations', () => {
    const html = renderToStaticMarkup(<StoryChart states={states} games={2} />);
    expect(html.match(/data-testid="story-row"/g)?.length).toBe(points.length);
    expect(byTestId(html, 'story-chance')).not.toBeNull();
    expect(byTestId(html, 'story-vp')).not.toBeNull();
    expect(byTestId(html, 'story-progress')).not.toBeNull();
  });
});

describe('the story chart while it simulates, and in the replay viewer (issue 35, item 6)', () => {
  const { states } = replayRecord(playedRecord('story-2'));
  const points = storyPoints(states);
  const even = { winChance: { wei: 0.5, wu: 0.25, shu: 0.25 }, meanVP: { wei: 30, wu: 25, shu: 25 }, games: 3 };
  const chanceLines = (html: string) => (byTestId(html, 'story-chance') ?? '').match(/<polyline points="[^"]*"/g) ?? [];

  it('joins only neighbouring points already simulated, never across one still to come', () => {
    expect(knownRuns([10, 20, null, null, 40])).toEqual([
      [
        [0, 10],
        [1, 20],
      ],
    ]);
    expect(knownRuns([null, 5, null, 7, 8, 9])).toEqual([
      [
        [3, 7],
        [4, 8],
        [5, 9],
      ],
    ]);
    // "Simulating… 3 of N": the first three positions simulated, the end known from the result.
    for (const p of points.slice(0, 3)) rememberOutlook(outlookKey(p.view, 3), even);
    const html = renderToStaticMarkup(<StoryChart states={states} games={3} />);
    expect(byTestId(html, 'story-progress')).not.toBeNull();
    const lines = chanceLines(html);
    // One line per state through the three simulated points; the end's point stands alone.
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line.split(' ')).toHaveLength(1 + 3);
  });

  it('takes the positions this page simulated already instead of simulating them again', () => {
    for (const p of points) if (!p.outlook) rememberOutlook(outlookKey(p.view, 4), even);
    let simulated = 0;
    const runner = (): AnalysisRunner => ({
      advise: () => Promise.reject(new Error('the chart asks for no advice')),
      outlook: async () => {
        simulated++;
        return even;
      },
      dispose: () => {},
    });
    const html = renderToStaticMarkup(<StoryChart states={states} games={4} makeRunner={runner} />);
    expect(byTestId(html, 'story-progress')).toBeNull();
    expect(html.match(/data-chance="\d+"/g)?.length).toBe(points.length * STATES.length);
    expect(simulated).toBe(0);
  });
});
