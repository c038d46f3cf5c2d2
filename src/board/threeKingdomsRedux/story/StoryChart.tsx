/**
 * The game's story beside the score sheet: each state's chance to win and
 * VP estimate at the end of every round (roundStory.ts says how each figure
 * is computed), as two small inline SVG line charts. The chances are
 * simulated in the analysis worker one position at a time, so the chart
 * fills in from the start while the player reads it; a line joins only
 * neighbouring points already simulated, and positions this page simulated
 * before (the end screen's, for the replay viewer) are not simulated again
 * (outlookMemory.ts). Clicking a point
 * (where `onPick` is given, the replay viewer) shows that position.
 */
import { useEffect, useMemo, useState } from 'react';
import type { Outlook } from '../../../bots/threeKingdomsRedux/analysis';
import type { GameState } from '../../../game/threeKingdomsRedux/state';
import { STATES, type StateId } from '../../../game/threeKingdomsRedux/types';
import { percentages } from '../advisor/adviceText';
import { defaultAnalysis, type AnalysisRunner } from '../advisor/analysisRunner';
import { stateName } from '../labels';
import { outlookKey, rememberedOutlook, rememberOutlook } from './outlookMemory';
import { storyPoints, type StoryPoint } from './roundStory';
import { plural } from '../../../game/threeKingdomsRedux/words';

/** Games simulated per position (the page reads ?storyGames= for tests). */
const DEFAULT_STORY_GAMES = 16;

interface StoryChartProps {
  /** The replay's states of a finished game (states[i]: after i moves). */
  states: readonly GameState[];
  games?: number;
  makeRunner?: () => AnalysisRunner;
  onPick?: (index: number) => void;
  /** The replay's position now (a line marks the last point at or before it). */
  current?: number;
}

export function StoryChart({ states, games = DEFAULT_STORY_GAMES, makeRunner = defaultAnalysis, onPick, current }: StoryChartProps) {
  const points = useMemo(() => storyPoints(states), [states]);
  const keys = useMemo(() => points.map((p) => outlookKey(p.view, games)), [points, games]);
  const known = () => points.map((p, i) => p.outlook ?? rememberedOutlook(keys[i]));
  const [outlooks, setOutlooks] = useState<(Outlook | null)[]>(known);
  useEffect(() => {
    const start = known();
    setOutlooks(start);
    if (start.every(Boolean)) return;
    const runner = makeRunner();
    let alive = true;
    (async () => {
      for (let i = 0; i < points.length && alive; i++) {
        if (start[i]) continue;
        try {
          const o = await runner.outlook(points[i].view, `story:${points[i].index}`, games);
          rememberOutlook(keys[i], o);
          if (alive) setOutlooks((now) => now.map((x, j) => (j === i ? o : x)));
        } catch {
          // Closed or failed: that point stays without a chance; the VP line is still drawn.
        }
      }
    })();
    return () => {
      alive = false;
      runner.dispose();
    };
  }, [points, keys, games]);
  const done = outlooks.filter(Boolean).length;
  const at = current === undefined ? null : points.reduce<number | null>((found, p, i) => (p.index <= current ? i : found), null);
  const chance = (i: number, s: StateId): number | null => {
    const o = outlooks[i];
    return o ? (o.games ? percentages(o.winChance, o.games)[s] : Math.round(o.winChance[s] * 100)) : null;
  };
  const vpMax = Math.max(10, ...points.flatMap((p) => STATES.map((s) => p.vpEstimate[s])));
  const vpMin = Math.min(0, ...points.flatMap((p) => STATES.map((s) => p.vpEstimate[s])));
  return (
    <section className="story" data-testid="story" aria-labelledby="story-title">
      <h2 id="story-title">How the game went</h2>
      <div className="story-charts">
        <LineChart
          title="Chance to win"
          testId="story-chance"
          points={points}
          value={(i, s) => chance(i, s)}
          min={0}
          max={100}
          unit="%"
          onPick={onPick}
          at={at}
        />
        <LineChart
          title="VP estimate"
          testId="story-vp"
          points={points}
          value={(i, s) => Math.round(points[i].vpEstimate[s] * 10) / 10}
          min={Math.floor(vpMin)}
          max={Math.ceil(vpMax)}
          unit=" VP"
          onPick={onPick}
          at={at}
        />
      </div>
      <p className="story-legend">
        {STATES.map((s) => (
          <span key={s} className={`story-key state-${s}`}>
            <span className="story-swatch" aria-hidden="true" /> {stateName(s)}
          </span>
        ))}
        {done < points.length && (
          <span className="muted" data-testid="story-progress">
            {' '}
            Simulating… {done} of {points.length} positions
          </span>
        )}
      </p>
      <p className="muted story-how">
        At the end of each round, from what a spectator could see (no hidden card): the <em>VP estimate</em> is the bots’ evaluation (the
        score sheet as if the game ended there, plus what armies, resources and cards are still worth); the <em>chance to win</em> is the
        share of {plural(games, 'game')}, simulated from that position with the hidden cards sampled and the heuristic bot playing every
        state, that each state won.
      </p>
      {/* The numbers for screen readers and tests (a table itself would not shrink to the sr-only box). */}
      <div className="sr-only">
        <table data-testid="story-table">
          <caption>Chance to win and VP estimate after each round</caption>
          <thead>
            <tr>
              <th scope="col">Position</th>
              {STATES.map((s) => (
                <th key={s} scope="col">
                  {stateName(s)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.map((p, i) => (
              <tr key={p.index} data-testid="story-row" data-index={p.index}>
                <th scope="row">{p.label}</th>
                {STATES.map((s) => (
                  <td key={s} data-state={s} data-chance={chance(i, s) ?? ''} data-vp={p.vpEstimate[s]}>
                    {chance(i, s) === null ? '…' : `${chance(i, s)}%`}, {Math.round(p.vpEstimate[s])} VP
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

interface LineChartProps {
  title: string;
  testId: string;
  points: readonly StoryPoint[];
  value: (i: number, s: StateId) => number | null;
  min: number;
  max: number;
  unit: string;
  onPick?: (index: number) => void;
  /** The point to mark as the position shown (replay viewer), if any. */
  at?: number | null;
}

const W = 320;
const H = 150;
const PAD = { left: 34, right: 8, top: 8, bottom: 22 };

function LineChart({ title, testId, points, value, min, max, unit, onPick, at }: LineChartProps) {
  const n = points.length;
  const x = (i: number) => PAD.left + (n <= 1 ? 0 : (i * (W - PAD.left - PAD.right)) / (n - 1));
  const y = (v: number) => PAD.top + ((max - v) * (H - PAD.top - PAD.bottom)) / (max - min || 1);
  const ticks = [min, Math.round((min + max) / 2), max];
  const labelEvery = Math.max(1, Math.ceil(n / 7));
  return (
    <figure className="story-chart" data-testid={testId}>
      <figcaption>{title}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`${title} by round (the table below has the numbers)`}>
        {ticks.map((t) => (
          <g key={t} className="story-grid">
            <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} />
            <text x={PAD.left - 4} y={y(t) + 3} textAnchor="end">
              {t}
              {unit === '%' ? '%' : ''}
            </text>
          </g>
        ))}
        {at !== null && at !== undefined && <line className="story-now" x1={x(at)} x2={x(at)} y1={PAD.top} y2={H - PAD.bottom} />}
        {points.map((p, i) =>
          i % labelEvery === 0 || i === n - 1 ? (
            <text key={p.index} className="story-axis" x={x(i)} y={H - 6} textAnchor="middle">
              {p.label === 'Start' ? 'S' : p.label === 'End' ? 'End' : p.label.replace('Round ', '')}
            </text>
          ) : null,
        )}
        {STATES.map((s) => {
          const values = points.map((_, i) => value(i, s));
          const known = values.flatMap((v, i) => (v === null ? [] : [[i, v] as [number, number]]));
          return (
            <g key={s} className={`story-line state-${s}`}>
              {knownRuns(values).map((run) => (
                <polyline key={run[0][0]} points={run.map(([i, v]) => `${x(i)},${y(v)}`).join(' ')} />
              ))}
              {known.map(([i, v]) => (
                <circle
                  key={i}
                  cx={x(i)}
                  cy={y(v)}
                  r={3}
                  className={onPick ? 'story-point pickable' : 'story-point'}
                  onClick={onPick ? () => onPick(points[i].index) : undefined}
                >
                  <title>{`${stateName(s)}, ${points[i].label.toLowerCase()}: ${v}${unit}`}</title>
                </circle>
              ))}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}

/** The runs of neighbouring known values, as [index, value] pairs: a line is drawn only along a run, never across a point still unknown. */
export function knownRuns(values: readonly (number | null)[]): [number, number][][] {
  const runs: [number, number][][] = [];
  let run: [number, number][] = [];
  values.forEach((v, i) => {
    if (v === null) {
      if (run.length > 1) runs.push(run);
      run = [];
    } else run.push([i, v]);
  });
  if (run.length > 1) runs.push(run);
  return runs;
}
