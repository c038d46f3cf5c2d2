/**
 * The page shell's local match with High Card Duel: the moves the table sends and the bot seats take
 * one path through the in-browser master, every seat sees its view only, and the match ends with the
 * contract's result.
 */
import { describe, expect, it } from 'vitest';
import { uniformRandomBot } from '../../../src/bots/randomBot';
import { decidedByMaster, LocalContractMatch } from '../../../src/board/shell/localContractMatch';
import { seededRng } from '../../../src/game/rng';
import { HIDDEN_CARD, highCardDuel, type DuelState } from '../highCardDuel';

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
    const stopBots = match.playBots({ south: uniformRandomBot(highCardDuel) as never }, 0, seededRng('bot'));
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
});
