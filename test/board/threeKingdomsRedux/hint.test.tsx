/**
 * The advisor's answer in words (issue 35, item 3: a chance only with its
 * uncertainty and game count, never 0% or 100%, and a recommendation that
 * says why when its own figures rank another option higher), and the help
 * links of the board's tracks (issue 17, item 4).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HintPanel, type HintApi } from '../../../src/board/threeKingdomsRedux/advisor/Hint';
import {
  chanceFigure,
  MIN_GAMES_SHOWN,
  percentages,
  reasonWords,
  recommendation,
} from '../../../src/board/threeKingdomsRedux/advisor/adviceText';
import { adviseMove } from '../../../src/bots/threeKingdomsRedux/analysis';
import { biddingPosition } from '../../bots/threeKingdomsRedux/botPlay';
import { PublicBoard } from '../../../src/board/threeKingdomsRedux/components';
import { HelpContext } from '../../../src/board/threeKingdomsRedux/help/HelpContext';
import { helpEntries, TRACK_HELP } from '../../../src/board/threeKingdomsRedux/help/rulesHelp';
import type { Advice } from '../../../src/bots/threeKingdomsRedux/analysis';
import { newGame } from '../../../src/game/threeKingdomsRedux/engine';
import { observe } from '../../../src/game/threeKingdomsRedux/playerView';
import { seededRng } from '../../../src/game/rng';
import { testIds, textOf } from './markup';

const third = { wei: 1 / 3, wu: 1 / 3, shu: 1 / 3 };

/** The panel's text for an analysis (the seat is Wei). */
function panelText(advice: Advice): { html: string; text: string } {
  const G = observe(newGame({}, seededRng('hint-render')), 'wei');
  const state = { key: 'k', status: 'done' as const, advice };
  const hint: HintApi = { offered: true, ask: () => {}, prepare: () => {}, close: () => {}, state, analysis: state };
  const html = renderToStaticMarkup(<HintPanel hint={hint} G={G} seat="wei" onStage={() => {}} />);
  return { html, text: textOf(html) };
}

/** Three recruitment options with Wei's win shares `wins` of `games` each. */
function adviceWith(wins: readonly number[], games: readonly number[]): Advice {
  const drawn = observe(newGame({}, seededRng('hint-render')), 'wei').players.wei.secret.drawn;
  return {
    seat: 'wei',
    iterations: 0,
    moves: wins.map((w, i) => ({
      move: { type: 'recruit', keep: [drawn[i], drawn[(i + 1) % drawn.length]] },
      visits: 0,
      outlook: { winChance: { wei: w, wu: (1 - w) / 2, shu: (1 - w) / 2 }, meanVP: { wei: 30, wu: 30, shu: 30 }, games: games[i] },
    })),
  };
}

const NO_EDGE_FIGURE = /(^|[^\d.])(0|100)%/;

describe('the hint in words (issue 35, item 3)', () => {
  it('the end chart’s percentages still add up to 100', () => {
    for (const [share, games] of [
      [third, 3],
      [{ wei: 0.335, wu: 0.335, shu: 0.33 }, 200],
      [{ wei: 1, wu: 0, shu: 0 }, 7],
    ] as const) {
      const p = percentages(share, games);
      expect(p.wei + p.wu + p.shu).toBe(100);
    }
  });

  it('a chance is shown with its uncertainty, never as 0% or 100%, and not at all from too few games', () => {
    for (let n = 1; n <= 120; n++)
      for (let k = 0; k <= n; k++) {
        const f = chanceFigure(k / n, n);
        if (n < MIN_GAMES_SHOWN) {
          expect(f).toBeNull();
          continue;
        }
        expect(f!.text).toMatch(/^(about \d+% ± \d+|under \d+%|over \d+%)$/);
        expect(f!.text, `${k} of ${n}`).not.toMatch(NO_EDGE_FIGURE);
        expect(f!.low).toBeLessThanOrEqual(k / n + 1e-9);
        expect(f!.high).toBeGreaterThanOrEqual(k / n - 1e-9);
      }
    expect(chanceFigure(12 / 30, 30)!.text).toBe('about 40% ± 15');
    expect(chanceFigure(0, 15)!.text).toBe('under 25%');
    expect(chanceFigure(1, 15)!.text).toBe('over 75%');
  });

  it('never shows a win chance without its game count, never 0% or 100%, and says why when an option ranked lower by its figures is recommended', () => {
    const rng = seededRng('hint-wording');
    let whys = 0;
    for (let trial = 0; trial < 300; trial++) {
      const games = [0, 1, 2].map(() => Math.floor(rng.next() * 40));
      const wins = games.map((n) => (n ? Math.floor(rng.next() * (n + 1)) / n : 0));
      const advice = adviceWith(wins, games);
      const { html, text } = panelText(advice);
      expect(html.match(/data-testid="hint-move"/g)?.length).toBe(3);
      expect(text).not.toMatch(NO_EDGE_FIGURE);
      // Every figure in percent is followed by its own count of games.
      const shown = [...text.matchAll(/(\d+)%[^%]*?from (\d+) games/g)];
      expect(shown.length).toBe(text.match(/%/g)?.length ?? 0);
      const cells = [...html.matchAll(/data-testid="hint-chance"[^>]*data-games="(\d+)"[^>]*>([^<]*(?:<!-- -->[^<]*)*)</g)].map(
        (m) => [Number(m[1]), m[2].replace(/<!-- -->/g, '')] as const,
      );
      expect(cells.length).toBe(3);
      cells.forEach(([n, words], i) => {
        expect(n).toBe(games[i]);
        if (words.includes('%')) expect(words).toContain(`from ${games[i]} games`);
        else expect(games[i]).toBeLessThan(MIN_GAMES_SHOWN);
      });
      // An option whose shown chance beats the recommendation's: the hint says why.
      const ranksHigher = [1, 2].some((i) => games[i] >= MIN_GAMES_SHOWN && games[0] >= MIN_GAMES_SHOWN && wins[i] > wins[0]);
      expect(html.includes('data-testid="hint-why"'), JSON.stringify({ wins, games })).toBe(ranksHigher);
      if (ranksHigher) whys++;
    }
    expect(whys).toBeGreaterThan(20);
  });

  it('recommends in plain words with the bot’s own reason, without search jargon', () => {
    const { G, seat } = biddingPosition('hint-plain');
    const view = observe(G, seat);
    const advice = adviseMove(view, seat, seededRng('plain'), { iterations: 40, games: 6 });
    const text = recommendation(advice, view);
    expect(text).toMatch(/^Good move: \S/);
    expect(text).not.toMatch(/search|lines|visits|iterations|MCTS/i);
    const { text: panel } = panelText({ ...advice, seat: 'wei' });
    expect(panel).not.toMatch(/searched|lines|visits|iterations/i);
    expect(
      reasonWords({
        kind: 'bid',
        space: 'trainArmies' as never,
        gain: 2.1,
        keepChance: 0.9,
        rival: 'wu',
        effects: [{ what: 'trained', delta: 2 }],
      }),
    ).toBe('+2 trained armies if you win it; worth about 2.1 VPs to you; Wu is unlikely to outbid you');
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
    expect([...links].sort()).toEqual(
      Object.keys(TRACK_HELP)
        .map((k) => `help-track-${k}`)
        .sort(),
    );
  });
});

describe('where hints are offered', () => {
  it('a board with an advisor that allows hints shows the Hint button; without one (a spectator) or not allowed (an online match whose creator did not allow them), none', async () => {
    const { TkrBoard } = await import('../../../src/board/threeKingdomsRedux/TkrBoard');
    const { AdvisorContext } = await import('../../../src/board/threeKingdomsRedux/advisor/AdvisorContext');
    const { inlineAnalysis } = await import('../../../src/board/threeKingdomsRedux/advisor/analysisRunner');
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
