/**
 * Issue 18, item 4 (optional): an "Expert" level, Hard's card-aware search
 * with a longer budget, offered wherever levels are (registry-driven: the
 * page's pickers, the online form, the server's bot seats).
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StartScreen } from '../../../src/board/threeKingdomsRedux/App';
import { CreateMatchForm } from '../../../src/board/threeKingdomsRedux/online/CreateMatchForm';
import { refusal } from '../../../src/board/threeKingdomsRedux/refusal';
import { playMatch } from '../../../src/bots/threeKingdomsRedux/match';
import { createBot, DIFFICULTIES, DIFFICULTY_LEVELS } from '../../../src/bots/threeKingdomsRedux/registry';
import { observe } from '../../../src/game/threeKingdomsRedux/playerView';
import { seededRng } from '../../../src/game/rng';
import { STATES, type StateId } from '../../../src/game/threeKingdomsRedux/types';
import { botPlayerName, botSeatsError } from '../../../src/server/bots/botSeats';
import { threeKingdomsReduxServer } from '../../../src/server/games/threeKingdomsRedux';
import { invariantChecker } from '../../invariants';
import { biddingPosition } from './botPlay';

describe('the Expert level', () => {
  it('is Hard’s search with a longer budget, listed after Hard', () => {
    expect(DIFFICULTIES.slice(-2)).toEqual(['hard', 'expert']);
    const { expert, hard } = DIFFICULTY_LEVELS;
    expect(expert.bot).toBe(hard.bot);
    expect(expert.options.budgetMs).toBe(3000);
    expect(expert.options.budgetMs!).toBeGreaterThan(hard.options.budgetMs!);
    expect(expert.fallback).toBe('heuristic-cards');
    expect(createBot('expert').name).toBe('mcts');
  });

  it('is offered on the page (against AI, and the online form) and accepted by the server', () => {
    const start = renderToStaticMarkup(createElement(StartScreen, { onStart: () => {}, onReplay: () => {} }));
    expect(start).toContain('>Expert</option>');
    const online = renderToStaticMarkup(createElement(CreateMatchForm, { busy: false, onCreate: () => {} }));
    expect(online).toContain('>Expert bot</option>');
    const server = threeKingdomsReduxServer();
    expect(botSeatsError({ '1': 'expert', '2': 'hard' }, server, 3)).toBeNull();
    expect(botPlayerName(server.bots!, 'expert')).toBe('Expert bot');
  });

  it('as the level builds it (3 s), its decision is a legal move of the view, after a search', () => {
    const { G, seat } = biddingPosition('expert-level');
    const bot = createBot('expert');
    const move = bot.decide(observe(G, seat), seat, seededRng('expert'));
    expect(refusal(G, seat, move)).toBeNull();
    expect(bot.lastStats?.iterations).toBeGreaterThan(0);
  });

  it('plays whole games of legal moves (a small iteration budget; legality does not depend on it)', () => {
    for (const seed of ['expert-game-1', 'expert-game-2']) {
      const bots = Object.fromEntries(
        STATES.map((s, i) => [s, i === 0 ? createBot('expert', { iterations: 2 }) : createBot(i === 1 ? 'medium' : 'easy')]),
      ) as Record<StateId, ReturnType<typeof createBot>>;
      // playMatch throws on the first refused move, naming the bot and the seed.
      const { G } = playMatch({ seed, bots, afterMove: invariantChecker({ seed, mode: 'full' }) });
      expect(G.result).not.toBeNull();
    }
  }, 120_000);
});
