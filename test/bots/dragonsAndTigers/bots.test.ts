/** The Dragons & Tigers bots: legal moves only, the same move for the same seed, and better than random. */
import { describe, expect, it } from 'vitest';
import { dragonsAndTigers as game } from '../../../src/game/dragonsAndTigers/contract';
import type { DtState, Move, Seat } from '../../../src/game/dragonsAndTigers/model/state';
import type { GameBot } from '../../../src/bots/bot';
import { seededRng } from '../../../src/game/rng';
import { uniformRandomBot } from '../../../src/bots/uniformRandomBot';
import { createDtBot, createDtBotByName, DT_BOT_NAMES, DT_LEVELS } from '../../../src/bots/dragonsAndTigers/registry';
import { playContractMatch } from '../../../src/bots/contractMatch';
import { playChecked, randomStateAt } from './play';

type DtBot = GameBot<DtState, Move, Seat>;

/** A few search iterations: enough to exercise the search, reproducible, quick. */
const QUICK_SEARCH = { iterations: 6 };

describe('every Dragons & Tigers bot makes only legal moves', () => {
  const bots = () => [createDtBot('hard', QUICK_SEARCH), createDtBot('medium'), createDtBot('easy'), uniformRandomBot(game)];
  for (const seatCount of [2, 3, 4])
    it(`in a seeded ${seatCount}-seat game`, () => {
      const G = playChecked(`legal-${seatCount}`, seatCount, bots().slice(0, seatCount), 300);
      expect(G.log.length).toBeGreaterThan(0);
    });
  it('with the seats turned round (Hard second)', () => {
    playChecked('legal-turned', 2, [createDtBot('medium'), createDtBot('hard', QUICK_SEARCH)], 500);
  });
});

describe('a bot’s move is the same for the same seed', () => {
  const view = randomStateAt('same-seed', 2, 60, 'movement');
  const seat = game.toAct(view)[0];
  for (const level of ['easy', 'medium', 'hard'] as const)
    it(level, () => {
      const decide = () => createDtBot(level, QUICK_SEARCH).decide(game.view(view, seat), seat, seededRng('same'));
      const first = decide();
      expect(game.legalMoves(view, seat)).toContainEqual(first);
      expect(decide()).toEqual(first);
    });
});

describe('the registry', () => {
  it('labels each level and builds every bot it names', () => {
    expect(Object.values(DT_LEVELS).map((l) => l.label)).toEqual(['Easy', 'Medium', 'Hard']);
    for (const name of DT_BOT_NAMES) expect(createDtBotByName(name).decide).toBeTypeOf('function');
    expect(() => createDtBotByName('grandmaster')).toThrow(/no bot "grandmaster"/);
  });

  it('Hard reports its playouts: whole rounds of one per candidate, at least the iterations asked', () => {
    const view = randomStateAt('iterations', 2, 60, 'movement');
    const seat = game.toAct(view)[0];
    const bot = createDtBot('hard', { iterations: 5 });
    bot.decide(view, seat, seededRng('it'));
    // 4 candidates (the lookahead's best few): two rounds of four.
    expect(bot.lastStats?.iterations).toBe(8);
  });
});

describe('the heuristic against random play', () => {
  it('wins every game of a small seeded sample, seats rotated (random would win about half)', () => {
    const seats = game.seats.ids(2);
    for (let i = 0; i < 4; i++) {
      const heuristicSeat = seats[i % 2];
      const bots = Object.fromEntries(
        seats.map((s) => [s, s === heuristicSeat ? createDtBot('medium') : uniformRandomBot(game)]),
      ) as Record<Seat, DtBot>;
      const { state } = playContractMatch({ game, seed: `vs-random:${i}`, bots, options: {}, seatCount: 2 });
      expect(game.result(state)?.winners).toEqual([heuristicSeat]);
    }
  });
});
