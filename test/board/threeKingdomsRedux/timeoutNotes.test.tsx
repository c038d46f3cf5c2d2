/**
 * Issue 35, item 5 (first half): when a seat's time runs out online and the
 * server's stand-in decides for it, the log says so. The page learns of it
 * from the match's clock record (a seat's `timeouts` count), not from the
 * rules' log, and adds the line after that seat's decision.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import type { LobbyAPI } from 'boardgame.io';
import type { BoardProps } from 'boardgame.io/react';
import { describe, expect, it } from 'vitest';
import { GameLog, LogNotes, type LogNote } from '../../../src/board/threeKingdomsRedux/components/GameLog';
import { OnlineBoard } from '../../../src/board/threeKingdomsRedux/online/OnlineBoard';
import { OnlineContext, type OnlineMatchContext } from '../../../src/board/threeKingdomsRedux/online/onlineContext';
import { NO_TIMEOUTS, tallyTimeouts } from '../../../src/board/threeKingdomsRedux/online/timeoutNotes';
import { newGame } from '../../../src/game/threeKingdomsRedux/engine';
import { observe } from '../../../src/game/threeKingdomsRedux/playerView';
import { seededRng } from '../../../src/game/rng';
import type { GameState, LogEntry } from '../../../src/game/threeKingdomsRedux/state';
import type { ClockRecord } from '../../../src/shared/matchClock';
import { byTestId, textOf } from './markup';

const NAMES = { '0': 'Alice', '1': 'Bob', '2': 'Hard bot' } as const;
const nameOf = (seat: '0' | '1' | '2') => NAMES[seat];
const BOB_TIMED_OUT = 'A bot decided for Bob: their time ran out.';

const log: LogEntry[] = [
  { round: 1, state: 'wei', text: 'Wei assigns Cao Cao to "trade".' },
  { round: 1, state: 'wu', text: 'Wu assigns Lu Meng to "recruit armies".' },
  { round: 1, state: 'shu', text: 'Shu passes and ends its bidding for this round.' },
  { round: 1, state: 'wu', text: 'Wu assigns Zhou Yu to "train armies".' },
];
const record = (stateID: number, wu: Partial<ClockRecord['seats'][string]>): ClockRecord => ({
  stateID,
  seats: { '0': { reserveMs: 1000, timeouts: 0 }, '1': { reserveMs: 0, timeouts: 0, ...wu } },
});

describe('the log line for a decision made because time ran out', () => {
  it('one line per new time-out, after the seat’s decision in the log as it stood at the record’s state', () => {
    // First sight: no time-out yet.
    let tally = tallyTimeouts(NO_TIMEOUTS, record(3, {}), log.slice(0, 3), 3, nameOf, '0');
    expect(tally.notes).toEqual([]);
    // Wu's bid on "recruit armies" was the stand-in's; the page already has a later state (Shu passed).
    tally = tallyTimeouts(tally, record(2, { timeouts: 1, lastTimedOut: true }), log.slice(0, 3), 2, nameOf, '0');
    expect(tally.notes).toEqual([{ after: 2, text: BOB_TIMED_OUT, state: 'wu' }]);
    // The same record again, or one with no new time-out: nothing more (the same tally).
    expect(tallyTimeouts(tally, record(3, { timeouts: 1, lastTimedOut: true }), log.slice(0, 3), 3, nameOf, '0')).toBe(tally);
    // Another: after Wu's newest entry.
    tally = tallyTimeouts(tally, record(4, { timeouts: 2, lastTimedOut: true }), log, 4, nameOf, '0');
    expect(tally.notes.map((n) => n.after)).toEqual([2, 4]);
  });

  it('says "you" to the seat it happened to', () => {
    const tally = tallyTimeouts({ seen: { '0': 0, '1': 0 }, notes: [] }, record(4, { timeouts: 1 }), log, 4, nameOf, '1');
    expect(tally.notes.map((n) => n.text)).toEqual(['A bot decided for you: your time ran out.']);
  });

  it('a page opened mid-match notes only the latest decision, and only when it was the stand-in’s', () => {
    expect(tallyTimeouts(NO_TIMEOUTS, record(4, { timeouts: 3 }), log, 4, nameOf, '0').notes).toEqual([]);
    expect(tallyTimeouts(NO_TIMEOUTS, record(4, { timeouts: 3, lastTimedOut: true }), log, 4, nameOf, '0').notes).toEqual([
      { after: 4, text: BOB_TIMED_OUT, state: 'wu' },
    ]);
  });

  it('the log draws the page’s lines among the rules’ entries, marked as its own', () => {
    const G = { ...observe(newGame({}, seededRng('notes')), null), log };
    const notes: LogNote[] = [
      { after: 2, text: BOB_TIMED_OUT, state: 'wu' },
      { after: 9, text: 'At the end.' },
    ];
    const html = renderToStaticMarkup(
      <LogNotes.Provider value={notes}>
        <GameLog G={G} />
      </LogNotes.Provider>,
    );
    const items = [...byTestId(html, 'log')!.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((m) => textOf(m[1]));
    expect(items).toEqual([log[0].text, log[1].text, BOB_TIMED_OUT, log[2].text, log[3].text, 'At the end.']);
    expect(html).toContain('class="log-entry log-note state-wu" data-testid="log-note"');
    expect(renderToStaticMarkup(<GameLog G={G} />)).not.toContain('log-note');
  });

  it('the online board writes it from the listed match’s clock', () => {
    const G = newGame({}, seededRng('timeout-note'));
    G.log.push(...log);
    const clock = record(7, { timeouts: 1, lastTimedOut: true });
    const match = {
      matchID: 'm1',
      gameName: 'three-kingdoms-redux',
      players: [
        { id: 0, name: 'Alice' },
        { id: 1, name: 'Bob' },
        { id: 2, name: 'Hard bot', data: { bot: 'hard' } },
      ],
      createdAt: 1,
      updatedAt: 1,
      table: { host: '0', startedAt: 1 },
      setupData: { bots: { '2': 'hard' }, pace: { moveSeconds: 30, reserveSeconds: 300 } },
      clock,
      serverNow: 2,
    } as unknown as LobbyAPI.Match;
    const online: OnlineMatchContext = {
      matchID: 'm1',
      metadata: match,
      listed: { match, receivedAt: Date.now() },
      mySeat: '0',
      rematch: { nextMatchID: null, busy: false, error: null },
      playAgain: () => {},
      watchRematch: () => {},
    };
    const ctx = { numPlayers: 3, turn: 1, currentPlayer: '0', playOrder: ['0', '1', '2'], playOrderPos: 0, phase: 'conflict' };
    const props = {
      G: observe(G, 'wei'),
      ctx,
      playerID: '0',
      isActive: true,
      isConnected: true,
      isMultiplayer: true,
      matchID: 'm1',
      moves: {},
      events: {},
      matchData: [],
      _stateID: 7,
    };
    const html = renderToStaticMarkup(
      <OnlineContext.Provider value={online}>
        <OnlineBoard {...(props as unknown as BoardProps<GameState>)} />
      </OnlineContext.Provider>,
    );
    const items = [...byTestId(html, 'log')!.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((m) => textOf(m[1]));
    expect(items.slice(-2)).toEqual([log[3].text, BOB_TIMED_OUT]);
  });
});
