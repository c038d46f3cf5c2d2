/**
 * The page shell's local match with High Card Duel: the moves the table sends and the bot seats take
 * one path through the in-browser master, every seat sees its view only, and the match ends with the
 * contract's result.
 */
import { describe, expect, it } from 'vitest';
import { uniformRandomBot } from '../../../src/bots/uniformRandomBot';
import { pageThreadWorker, portRunner } from '../../../src/board/shell/botRunner';
import { BotSeats } from '../../../src/board/shell/botSeats';
import { KeptMatches, type KeptMatch, type KeyValueStorage } from '../../../src/board/shell/keptMatches';
import { decidedByMaster, LocalContractMatch, type SeatMove } from '../../../src/board/shell/localContractMatch';
import { seededRng } from '../../../src/game/rng';
import { HIDDEN_CARD, highCardDuel, type DuelState } from '../highCardDuel';

const randomBot = { id: 'random', label: 'Random', create: () => uniformRandomBot(highCardDuel) as never };

/** Seeded random bots at `seats` of `match`, thinking on this thread through the bot protocol; returns the function that stands them up. */
function seatBots(match: LocalContractMatch, seats: string[], seed: string): () => void {
  const seated = Object.fromEntries(seats.map((seat) => [seat, 'random']));
  const bots = new BotSeats(match, seats, () => portRunner(pageThreadWorker([randomBot], seededRng(seed)), seated, 'page'));
  bots.start();
  return () => bots.stop();
}

/** Resolves once `check` holds (the master and the bots answer on later ticks). */
async function until(check: () => boolean): Promise<void> {
  for (let tick = 0; tick < 1000 && !check(); tick++) await new Promise((resolve) => setTimeout(resolve, 0));
  expect(check()).toBe(true);
}

describe('a local match of High Card Duel in the page shell', () => {
  it('marks every move as decided by the master', () => {
    const game = decidedByMaster(highCardDuel.boardgame());
    const moves = Object.values(game.turn!.stages!).flatMap((stage) => Object.values(stage.moves ?? {}));
    expect(moves.length).toBeGreaterThan(0);
    for (const move of moves) expect(move).toMatchObject({ client: false });
  });

  it('is played to its end by a player against a bot, each seeing its own hand only', async () => {
    const match = new LocalContractMatch(highCardDuel, { seed: 'page-duel', seatCount: 2, options: {} });
    match.start();
    const stopBots = seatBots(match, ['south'], 'bot');
    const pick = seededRng('player');
    let moves = 0;
    try {
      for (;;) {
        await until(() => {
          const seen = match.snapshot('north');
          return seen !== null && (seen.result !== null || seen.toAct.includes('north'));
        });
        const seen = match.snapshot('north')!;
        if (seen.result) break;
        const view = seen.view as DuelState;
        expect(view.hands.south.every((card) => card === HIDDEN_CARD)).toBe(true);
        expect(view.hands.north).not.toContain(HIDDEN_CARD);
        // An illegal move is refused and changes nothing.
        match.move('north', { card: 99 });
        expect(match.snapshot('north')!.stateID).toBe(seen.stateID);
        const legal = highCardDuel.legalMoves(view, 'north');
        match.move('north', legal[Math.floor(pick.next() * legal.length)]);
        moves++;
      }
      const { result, view } = match.snapshot('north')!;
      const final = view as DuelState;
      expect(moves).toBeGreaterThanOrEqual(2);
      expect(final.played).toHaveLength(3);
      expect(result!.winners).toHaveLength(1);
      expect(result!.scores.north + result!.scores.south).toBe(3);
      expect(result).toEqual(highCardDuel.result(final));
      expect(match.snapshot('south')!.result).toEqual(result);
    } finally {
      stopBots();
      match.stop();
    }
  });

  it('resumes from its kept moves at the same place, and refuses a kept move the rules refuse', async () => {
    const settings = { seed: 'kept-duel', seatCount: 2, options: {} };
    const record: SeatMove[][] = [];
    const first = new LocalContractMatch(highCardDuel, settings, (moves) => record.push([...moves]));
    first.start();
    const stopBots = seatBots(first, ['north', 'south'], 'bots');
    await until(() => first.moves.length >= 3);
    stopBots();
    const kept = [...first.moves];
    expect(record[record.length - 1]).toEqual(kept);

    const second = new LocalContractMatch(highCardDuel, settings);
    second.start();
    expect(second.replay(kept)).toBeNull();
    for (const seat of ['north', 'south']) expect(second.snapshot(seat)).toEqual(first.snapshot(seat));

    const third = new LocalContractMatch(highCardDuel, settings);
    third.start();
    const refused = [...kept.slice(0, 1), { seat: kept[1].seat, move: { card: 99 } }, ...kept.slice(2)];
    expect(third.replay(refused)).toBe('Move 2 of the kept match was refused; the match resumes before it.');
    expect(third.moves).toEqual(kept.slice(0, 1));
    for (const match of [first, second, third]) match.stop();
  });
});

/** A Storage kept in a Map. */
function mapStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

describe('the matches the shell keeps', () => {
  const kept = (id: string, gameId: string, finished: boolean, savedAt: number): KeptMatch => ({
    version: 1,
    id,
    gameId,
    finished,
    savedAt,
    moves: [{ seat: 'north', move: { card: 3 } }],
    choice: { mode: 'ai', human: 'north', bots: { south: 'random' }, settings: { seed: 's', seatCount: 2, options: {} } },
  });

  it("lists one game's unfinished matches, the latest first, and skips what is not a kept match", () => {
    const storage = mapStorage();
    const store = new KeptMatches(storage);
    store.save(kept('older', 'high-card-duel', false, 1));
    store.save(kept('newer', 'high-card-duel', false, 2));
    store.save(kept('done', 'high-card-duel', true, 3));
    store.save(kept('other', 'another-game', false, 4));
    storage.setItem('shell:match:broken', '{"version":1,"id":"broken"');
    storage.setItem('shell:match:odd', JSON.stringify({ ...kept('odd', 'high-card-duel', false, 5), choice: { mode: 'online' } }));
    expect(store.unfinished('high-card-duel').map((m) => m.id)).toEqual(['newer', 'older']);
    expect(store.load('newer')).toEqual(kept('newer', 'high-card-duel', false, 2));
    store.delete('newer');
    expect(store.load('newer')).toBeNull();
    expect(store.unfinished('high-card-duel').map((m) => m.id)).toEqual(['older']);
    store.pruneFinished();
    expect(store.load('done')).toBeNull();
    expect(store.load('older')).not.toBeNull();
    expect(store.load('other')).not.toBeNull();
  });
});
