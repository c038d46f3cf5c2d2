/**
 * Issue 18: when a bot seat fails on the page (its bot throws, or chooses a
 * move the rules refuse), the seat plays its level's fallback
 * (`DIFFICULTY_LEVELS[level].fallback`, src/bots/registry.ts): the heuristic
 * with the level's own evaluation, card-aware for Medium and Hard, not the
 * legacy heuristic the page used before.
 */
import { describe, expect, it } from 'vitest';
import { BotController } from '../../../src/board/threeKingdomsRedux/ai/controller';
import type { BotRunner } from '../../../src/board/threeKingdomsRedux/ai/runner';
import { LocalMatch } from '../../../src/board/threeKingdomsRedux/session';
import { withEvaluation } from '../../../src/bots/threeKingdomsRedux/evaluate';
import { heuristicMove } from '../../../src/bots/threeKingdomsRedux/heuristic';
import { DIFFICULTIES, DIFFICULTY_LEVELS, type Difficulty } from '../../../src/bots/threeKingdomsRedux/registry';
import type { Move } from '../../../src/game/threeKingdomsRedux/moves';
import type { GameState } from '../../../src/game/threeKingdomsRedux/state';

async function until(check: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

const kept = (m: Move) => (m.type === 'recruit' ? [...m.keep].sort() : m);

/** Shu's first move (recruitment) on the page when its bot at `level` throws; with the view the bot was handed. */
async function shuAfterFailure(level: Difficulty | undefined): Promise<{ played: Move; view: GameState }> {
  const match = new LocalMatch({ seed: 'page-fallback-1', tutorial: false });
  match.start();
  let view: GameState | null = null;
  const failing: BotRunner = {
    decide: async (_seat, v) => {
      view = v;
      throw new Error('search blew up');
    },
    dispose: () => {},
  };
  const warn = console.warn;
  console.warn = () => {};
  try {
    const bots = new BotController(match, ['shu'], failing, level ? { levels: { shu: level } } : {});
    bots.start();
    await until(() => match.record().moves.length > 0, 5_000);
    bots.stop();
    match.stop();
    expect(bots.failures).toEqual(["Shu's bot failed: search blew up"]);
  } finally {
    console.warn = warn;
  }
  const [{ state, move }] = match.record().moves;
  expect(state).toBe('shu');
  return { played: move, view: view! };
}

describe("the page's fallback after a failed bot move plays the level's evaluation", () => {
  it('Hard and Medium (the default) fall back to the card-aware heuristic, Easy to the legacy one', async () => {
    for (const level of ['hard', undefined, 'easy'] as const) {
      const { played, view } = await shuAfterFailure(level);
      const cards = withEvaluation('cards', () => heuristicMove(view, 'shu'));
      const legacy = heuristicMove(view, 'shu');
      // The two evaluations recruit differently here, so the test tells them apart.
      expect(kept(cards)).not.toEqual(kept(legacy));
      expect(kept(played), `level ${level ?? 'default'}`).toEqual(kept(level === 'easy' ? legacy : cards));
    }
  });

  it('every level names a fallback that answers at once (no search) with its own evaluation', () => {
    for (const d of DIFFICULTIES) expect(DIFFICULTY_LEVELS[d].fallback).toMatch(/^heuristic/);
    expect(DIFFICULTY_LEVELS.easy.fallback).toBe('heuristic');
    expect(DIFFICULTY_LEVELS.medium.fallback).toBe(DIFFICULTY_LEVELS.medium.bot);
    expect(DIFFICULTY_LEVELS.hard.fallback).toBe('heuristic-cards');
  });
});
