/**
 * Issue 17, item 6 (the board's side): the advisor's answer in words, with
 * whole percentages that always add up to 100, and the help links of the
 * board's tracks (item 4's "each track links to its help entry").
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HintPanel, type HintApi } from '../../src/board/advisor/Hint';
import { adviceReason, percentages } from '../../src/board/advisor/adviceText';
import { PublicBoard } from '../../src/board/components';
import { HelpContext } from '../../src/board/help/HelpContext';
import { helpEntries, TRACK_HELP } from '../../src/board/help/rulesHelp';
import type { Advice } from '../../src/bots/analysis';
import { newGame } from '../../src/game/engine';
import { observe } from '../../src/game/playerView';
import { seededRng } from '../../src/game/rng';
import { testIds, textOf } from './markup';

const third = { wei: 1 / 3, wu: 1 / 3, shu: 1 / 3 };

describe('the hint in words', () => {
  it('rounds win chances to whole percentages that add up to 100', () => {
    for (const [share, games] of [
      [third, 3],
      [{ wei: 0.335, wu: 0.335, shu: 0.33 }, 200],
      [{ wei: 1, wu: 0, shu: 0 }, 7],
      [{ wei: 0.125, wu: 0.4375, shu: 0.4375 }, 16],
    ] as const) {
      const p = percentages(share, games);
      expect(p.wei + p.wu + p.shu).toBe(100);
    }
    expect(percentages(third, 0)).toEqual({ wei: 0, wu: 0, shu: 0 });
  });

  it('shows the recommendation with its reason, two alternatives, and each state’s chance with its games', () => {
    const G = observe(newGame({}, seededRng('hint-render')), 'wei');
    const drawn = G.players.wei.secret.drawn;
    const advice: Advice = {
      seat: 'wei',
      iterations: 0,
      moves: [0, 1, 2].map((i) => ({
        move: { type: 'recruit', keep: [drawn[i], drawn[(i + 1) % drawn.length]] },
        visits: 0,
        outlook: { winChance: i === 0 ? { wei: 0.5, wu: 0.25, shu: 0.25 } : third, meanVP: { wei: 30, wu: 30, shu: 30 }, games: 12 },
      })),
    };
    const hint: HintApi = { offered: true, ask: () => {}, close: () => {}, state: { key: 'k', status: 'done', advice } };
    const html = renderToStaticMarkup(<HintPanel hint={hint} G={G} seat="wei" onStage={() => {}} />);
    expect(html.match(/data-testid="hint-move"/g)?.length).toBe(3);
    const chances = [...html.matchAll(/data-testid="hint-chance" data-state="\w+" data-percent="(\d+)"/g)].map((m) => Number(m[1]));
    expect(chances.length).toBe(9);
    expect(chances.slice(0, 3)).toEqual([50, 25, 25]);
    expect(chances[3] + chances[4] + chances[5]).toBe(100);
    expect(textOf(html)).toContain('from 12 simulated games');
    expect(adviceReason(advice, G)).toMatch(/you won 50% of its 12 simulated games, the best of the three/);
  });
});

describe('help links on the tracks', () => {
  it('every track and shared token links to an existing rules entry', () => {
    const ids = new Set(helpEntries().map((e) => e.id));
    for (const id of Object.values(TRACK_HELP)) expect(ids.has(id), id).toBe(true);
    const G = observe(newGame({}, seededRng('links')), 'wei');
    const html = renderToStaticMarkup(
      <HelpContext.Provider value={{ open: () => {} }}>
        <PublicBoard G={G} seat="wei" />
      </HelpContext.Provider>,
    );
    const links = new Set(testIds(html).filter((t) => t.startsWith('help-track-')));
    expect([...links].sort()).toEqual(Object.keys(TRACK_HELP).map((k) => `help-track-${k}`).sort());
  });
});

describe('where hints are offered', () => {
  it('a board with an advisor that allows hints shows the Hint button; without one (a spectator) or not allowed (an online match whose creator did not allow them), none', async () => {
    const { TkrBoard } = await import('../../src/board/TkrBoard');
    const { AdvisorContext } = await import('../../src/board/advisor/AdvisorContext');
    const { inlineAnalysis } = await import('../../src/board/advisor/analysisRunner');
    const G = observe(newGame({}, seededRng('hint-where')), 'wei');
    const props = { G, ctx: { gameover: undefined }, moves: {}, playerID: '0', isActive: true, _stateID: 1 } as never;
    const board = (allowed: boolean | null) =>
      renderToStaticMarkup(
        allowed === null ? (
          <TkrBoard {...(props as object as Parameters<typeof TkrBoard>[0])} />
        ) : (
          <AdvisorContext.Provider value={{ allowed, runner: inlineAnalysis(), options: {} }}>
            <TkrBoard {...(props as object as Parameters<typeof TkrBoard>[0])} />
          </AdvisorContext.Provider>
        ),
      );
    expect(testIds(board(true))).toContain('hint');
    expect(testIds(board(false))).not.toContain('hint');
    expect(testIds(board(null))).not.toContain('hint');
  });
});
