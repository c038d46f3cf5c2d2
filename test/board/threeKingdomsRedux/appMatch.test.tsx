/**
 * The page's match plumbing without a browser: boardgame.io clients on one
 * Local master, the BotController playing every seat (its bots on the calling
 * thread instead of a Web Worker), the spectator watcher, and the record it
 * all leaves, which the pure rules must replay to the very same game.
 */
import { describe, expect, it } from 'vitest';
import { BotController } from '../../../src/board/threeKingdomsRedux/ai/controller';
import { inlineRunner, type BotRunner } from '../../../src/board/threeKingdomsRedux/ai/runner';
import { finalState } from '../../../src/board/threeKingdomsRedux/replay/replay';
import { LocalMatch } from '../../../src/board/threeKingdomsRedux/session';
import type { Move } from '../../../src/game/threeKingdomsRedux/moves';
import { observe } from '../../../src/game/threeKingdomsRedux/playerView';
import type { GameState } from '../../../src/game/threeKingdomsRedux/state';
import { STATES, type StateId } from '../../../src/game/threeKingdomsRedux/types';

async function until(check: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('a local match played by the bot controller', () => {
  it('a whole game: the record replays through the pure rules to the state boardgame.io reached', async () => {
    const match = new LocalMatch({ seed: 'app-match-1', tutorial: false });
    match.start();
    const bots = new BotController(match, STATES, inlineRunner('app-match-1', { wei: 'easy', wu: 'easy', shu: 'easy' }));
    const thinkingSeen = new Set<string>();
    bots.subscribe(() => bots.thinking.forEach((s) => thinkingSeen.add(s)));
    bots.start();
    await until(() => match.state?.gameover === true, 100_000);
    bots.stop();
    match.stop();
    expect(bots.lastError).toBeNull();
    const record = match.record();
    expect(record.moves.length).toBe(bots.movesMade);
    const G = finalState(record);
    expect(G.result).not.toBeNull();
    // The spectator saw exactly the public part of the replayed game.
    expect(match.state!.G).toEqual(observe(G, null));
    expect([...thinkingSeen].sort()).toEqual(['shu', 'wei', 'wu']);
  }, 120_000);

  it('the tutorial: set up from the tutorial scenario with its draft (issue 35, item 2), and each bot is handed only its own seat’s view', async () => {
    const seen: { seat: StateId; view: GameState }[] = [];
    const inner = inlineRunner('app-match-2', { wei: 'easy', wu: 'easy', shu: 'easy' });
    const spy: BotRunner = {
      decide: (seat, view) => {
        seen.push({ seat, view });
        return inner.decide(seat, view);
      },
      dispose: () => inner.dispose(),
    };
    const match = new LocalMatch({ seed: 'app-match-2', tutorial: true, tutorialDraft: true });
    match.start();
    const bots = new BotController(match, STATES, spy);
    bots.start();
    await until(() => (match.state?.G.round ?? 1) >= 3, 60_000);
    bots.stop();
    match.stop();
    const record = match.record();
    expect(record.tutorial).toBe(true);
    // The record keeps the draft, so its replay opens with the same recruitment.
    expect(record.tutorialDraft).toBe(true);
    expect(record.moves[0].move.type).toBe('recruit');
    const replayed = finalState(record);
    expect(replayed.mode).toBe('tutorial');
    expect(match.state!.G).toEqual(observe(replayed, null));
    expect(seen.length).toBeGreaterThan(10);
    for (const { seat, view } of seen) {
      for (const other of STATES.filter((s) => s !== seat)) {
        expect(view.players[other].hiddenCounts).toBeDefined();
        expect(view.players[other].secret.enhancementHand).toEqual([]);
      }
      expect(view.players[seat].hiddenCounts).toBeUndefined();
      expect(view.decks.separation.every((c) => (c as string) === 'hidden')).toBe(true);
    }
  }, 90_000);

  it('issue 16: a bot whose move the rules refuse never stalls the game nor shows the player an error: a legal move is played instead and the failure is logged for developers', async () => {
    const match = new LocalMatch({ seed: 'app-match-3', tutorial: false });
    match.start();
    let asked = 0;
    const stubborn: BotRunner = {
      decide: async () => {
        asked++;
        return { type: 'pass' } as Move; // never legal during recruitment
      },
      dispose: () => {},
    };
    const logged: string[] = [];
    const warn = console.warn;
    console.warn = (message: string) => void logged.push(message);
    try {
      const bots = new BotController(match, ['wu'], stubborn);
      bots.start();
      await until(() => match.record().moves.length > 0, 5_000);
      bots.stop();
      match.stop();
      // Asked once: its refused move was replaced by a legal one (Wu's recruitment), not asked again and again.
      expect(asked).toBe(1);
      expect(match.record().moves).toEqual([{ state: 'wu', move: expect.objectContaining({ type: 'recruit' }) }]);
      expect(bots.failures).toEqual([expect.stringMatching(/Wu's bot chose a move the rules refuse/)]);
      expect(logged).toEqual([expect.stringMatching(/^\[bots\] Wu's bot chose a move the rules refuse/)]);
    } finally {
      console.warn = warn;
    }
  });

  it('issue 16: a bot that throws is replaced by a legal move too', async () => {
    const match = new LocalMatch({ seed: 'app-match-4', tutorial: false });
    match.start();
    const failing: BotRunner = { decide: async () => Promise.reject(new Error('search blew up')), dispose: () => {} };
    const warn = console.warn;
    console.warn = () => {};
    try {
      const bots = new BotController(match, ['shu'], failing);
      bots.start();
      await until(() => match.record().moves.length > 0, 5_000);
      bots.stop();
      match.stop();
      expect(match.record().moves).toEqual([{ state: 'shu', move: expect.objectContaining({ type: 'recruit' }) }]);
      expect(bots.failures).toEqual(["Shu's bot failed: search blew up"]);
    } finally {
      console.warn = warn;
    }
  });
});
