/**
 * Local games kept in the browser (issue 17, item 1): the store of unfinished
 * games, and resuming one by re-playing its record through a new LocalMatch.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StartScreen } from '../../../src/board/threeKingdomsRedux/App';
import { BotController } from '../../../src/board/threeKingdomsRedux/ai/controller';
import { inlineRunner } from '../../../src/board/threeKingdomsRedux/ai/runner';
import { finalState } from '../../../src/board/threeKingdomsRedux/replay/replay';
import type { MatchRecord } from '../../../src/board/threeKingdomsRedux/replay/record';
import {
  localHash,
  parseLocalHash,
  parseSavedGame,
  SavedGames,
  type KeyValueStorage,
  type SavedGame,
} from '../../../src/board/threeKingdomsRedux/saved/savedGames';
import { LocalMatch } from '../../../src/board/threeKingdomsRedux/session';
import { byTestId, textOf } from './markup';
import { observe } from '../../../src/game/threeKingdomsRedux/playerView';
import { STATES } from '../../../src/game/threeKingdomsRedux/types';

/** A Map behind the Storage interface (node has no localStorage). */
function memoryStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

async function until(check: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

const game = (id: string, over: Partial<SavedGame> = {}): SavedGame => ({
  version: 1,
  id,
  mode: 'ai',
  human: 'wu',
  opponents: { wei: 'easy', shu: 'hard' },
  record: { version: 1, seed: `seed-${id}`, tutorial: false, moves: [] },
  round: 1,
  finished: false,
  startedAt: 1,
  savedAt: 1,
  ...over,
});

/** Bots play every seat of a match until `enough` says stop; returns the record. */
async function playUntil(match: LocalMatch, seed: string, enough: () => boolean): Promise<MatchRecord> {
  const bots = new BotController(match, STATES, inlineRunner(seed, { wei: 'easy', wu: 'easy', shu: 'easy' }));
  match.start();
  bots.start();
  await until(enough, 60_000);
  bots.stop();
  // A bot move already on its way is allowed to land; then nothing moves.
  await new Promise((r) => setTimeout(r, 20));
  match.stop();
  return match.record();
}

describe('the store of unfinished local games', () => {
  it('keeps, lists (last saved first), loads and deletes games; finished ones are not offered', () => {
    const storage = memoryStorage();
    storage.setItem('tkr:lastRecord', '{}');
    const store = new SavedGames(storage);
    store.save(game('a', { savedAt: 5 }));
    store.save(game('b', { savedAt: 9, mode: 'hotseat' }));
    store.save(game('c', { savedAt: 7, finished: true }));
    expect(store.all().map((g) => g.id)).toEqual(['b', 'c', 'a']);
    expect(store.unfinished().map((g) => g.id)).toEqual(['b', 'a']);
    expect(store.load('a')).toEqual(game('a', { savedAt: 5 }));
    store.delete('a');
    expect(store.load('a')).toBeNull();
    store.pruneFinished();
    expect(store.all().map((g) => g.id)).toEqual(['b']);
    // Other keys of the page are left alone.
    expect(storage.getItem('tkr:lastRecord')).toBe('{}');
  });

  it('skips entries that are not saved games, and refuses bad ids', () => {
    const storage = memoryStorage();
    storage.setItem('tkr:game:x', 'not json');
    storage.setItem('tkr:game:y', JSON.stringify({ ...game('y'), record: { version: 1, seed: 3 } }));
    const store = new SavedGames(storage);
    expect(store.all()).toEqual([]);
    expect(store.load('../x')).toBeNull();
    expect(() => parseSavedGame({ ...game('z'), mode: 'online' })).toThrow('bad mode');
    // A difficulty nobody knows is dropped (the match plays it at the default).
    expect(parseSavedGame({ ...game('z'), opponents: { wei: 'godlike', shu: 'easy' } }).opponents).toEqual({ shu: 'easy' });
  });

  it('works without any storage (the game just is not kept)', () => {
    const store = new SavedGames(null);
    store.save(game('a'));
    expect(store.all()).toEqual([]);
  });

  it('names a game in the URL as #local/<id>', () => {
    expect(localHash('k3x')).toBe('#local/k3x');
    expect(parseLocalHash('#local/k3x')).toBe('k3x');
    expect(parseLocalHash('#local/')).toBeNull();
    expect(parseLocalHash('#online/play/x')).toBeNull();
    expect(parseLocalHash('#local/a b')).toBeNull();
  });
});

describe('the start screen’s list of unfinished games', () => {
  it('says who plays what, the round and the moves, with Resume and Delete for each; nothing when there are none', () => {
    const games = [
      game('a', { round: 4, record: { version: 1, seed: 's', tutorial: true, moves: [{ state: 'wei', move: { type: 'pass' } }] } }),
      game('b', { mode: 'hotseat' }),
    ];
    const html = renderToStaticMarkup(
      <StartScreen onStart={() => {}} onReplay={() => {}} saved={games} onResume={() => {}} onDeleteSaved={() => {}} />,
    );
    const a = textOf(byTestId(html, 'saved-game-a')!);
    expect(a).toContain('You play Wu against Wei (Easy) and Shu (Hard), beginners’ tutorial · round 4 · 1 move');
    expect(textOf(byTestId(html, 'saved-game-b')!)).toContain('Hotseat: Wei, Wu and Shu on one screen');
    for (const id of ['a', 'b']) {
      expect(byTestId(html, `resume-${id}`)).not.toBeNull();
      expect(byTestId(html, `delete-saved-${id}`)).not.toBeNull();
    }
    const none = renderToStaticMarkup(
      <StartScreen onStart={() => {}} onReplay={() => {}} saved={[]} onResume={() => {}} onDeleteSaved={() => {}} />,
    );
    expect(byTestId(none, 'saved-games')).toBeNull();
  });
});

describe('resuming a kept game', () => {
  it('re-plays the record through a new match: the same position, the same record, and play goes on to the end', async () => {
    const settings = { seed: 'resume-1', tutorial: false };
    const saves: MatchRecord[] = [];
    const first = new LocalMatch(settings, { onUpdate: (record) => saves.push(record) });
    const played = await playUntil(first, 'resume-1', () => (first.state?.G.round ?? 1) >= 2 && first.state?.G.step.kind === 'actions');
    expect(played.moves.length).toBeGreaterThan(10);
    // Saved after every move: the last save is the whole record.
    expect(saves[saves.length - 1]).toEqual(played);

    const resumed = new LocalMatch(settings, { resume: played.moves });
    expect(resumed.resumeError).toBeNull();
    resumed.start();
    // The spectator sees exactly the public part of the rules' replay of the record.
    expect(resumed.state!.G).toEqual(observe(finalState(played), null));
    expect(resumed.record()).toEqual(played);

    // The bots pick up where the game stopped, to the end; the whole record still replays.
    resumed.stop();
    const done = await playUntil(resumed, 'resume-1b', () => resumed.state?.gameover === true);
    expect(done.moves.slice(0, played.moves.length)).toEqual(played.moves);
    expect(resumed.state!.G).toEqual(observe(finalState(done), null));
  }, 120_000);

  it('a record the rules refuse part-way resumes at its last legal move and says so', async () => {
    const settings = { seed: 'resume-2', tutorial: true };
    const first = new LocalMatch(settings);
    const played = await playUntil(first, 'resume-2', () => (first.state?.G.round ?? 1) >= 2);
    const broken = [...played.moves.slice(0, 5), played.moves[5], played.moves[5], ...played.moves.slice(6)];
    const resumed = new LocalMatch(settings, { resume: broken });
    expect(resumed.resumeError).toMatch(/^Move 7 of the kept game/);
    resumed.start();
    expect(resumed.record().moves).toEqual(played.moves.slice(0, 6));
    resumed.stop();
  }, 120_000);
});
