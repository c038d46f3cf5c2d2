/**
 * Issue 17, items 2 and 3 on the page: the waiting room of a match that has
 * not started (who joined, the free seats, the pace, the link to share, the
 * host's start with bots), the create form's clock, and the seats' clocks on
 * the board, read from the listed match with the server's time; and item 6's
 * online part: hints only where the match's creator allows them, said on
 * every page of the match. The clicking, against the real server, is
 * test/e2e/onlineTable.test.ts.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import type { LobbyAPI } from 'boardgame.io';
import type { BoardProps } from 'boardgame.io/react';
import { describe, expect, it } from 'vitest';
import { CreateMatchForm } from '../../../src/board/threeKingdomsRedux/online/CreateMatchForm';
import { MatchList } from '../../../src/board/threeKingdomsRedux/online/MatchList';
import { OnlineBoard } from '../../../src/board/threeKingdomsRedux/online/OnlineBoard';
import { MatchBar } from '../../../src/board/threeKingdomsRedux/online/OnlineMatch';
import { OnlineContext, type OnlineMatchContext } from '../../../src/board/threeKingdomsRedux/online/onlineContext';
import { parseRoute, routeHash } from '../../../src/board/threeKingdomsRedux/online/route';
import { createBody } from '../../../src/board/threeKingdomsRedux/online/seats';
import { clockText, matchClocks, seatClockView } from '../../../src/board/threeKingdomsRedux/online/table';
import { WaitingRoom } from '../../../src/board/threeKingdomsRedux/online/WaitingRoom';
import { panelKind } from '../../../src/board/threeKingdomsRedux/decisions/waiting';
import { newGame } from '../../../src/game/threeKingdomsRedux/engine';
import { STATES } from '../../../src/game/threeKingdomsRedux/types';
import { isSeatView, observe } from '../../../src/game/threeKingdomsRedux/playerView';
import { seededRng } from '../../../src/game/rng';
import type { GameState } from '../../../src/game/threeKingdomsRedux/state';
import { PACES } from '../../../src/shared/pace';
import { byTestId, testIds, textByTestId } from './markup';

const SERVER_NOW = 1_800_000_000_000;

const listed = (players: LobbyAPI.Match['players'], extra: Record<string, unknown> = {}): LobbyAPI.Match =>
  ({ matchID: 'm1', gameName: 'three-kingdoms-redux', players, createdAt: 1, updatedAt: 1, ...extra }) as LobbyAPI.Match;

const held = (playerID: '0' | '1' | '2') => ({ playerID, credentials: 'c', playerName: 'Alice', savedAt: 0 });

describe('the waiting room', () => {
  const waiting = listed([{ id: 0, name: 'Alice' }, { id: 1 }, { id: 2, name: 'Hard bot', data: { bot: 'hard' } }], {
    table: { host: '0' },
    setupData: { bots: { '2': 'hard' }, pace: PACES.fast },
  });

  it('shows who joined, the free seats, the pace and the link to share; the host may start with bots', () => {
    const markup = renderToStaticMarkup(<WaitingRoom matchID="m1" metadata={waiting} held={held('0')} onStarted={() => {}} />);
    expect(textByTestId(markup, 'waiting-seat-0')).toBe('Wei Alice (you) · host');
    expect(textByTestId(markup, 'waiting-seat-1')).toBe('Wu free: waiting for someone to join');
    expect(textByTestId(markup, 'waiting-seat-2')).toBe('Shu Hard bot (bot, hard)');
    expect(textByTestId(markup, 'waiting-pace')).toBe('30 s a move + 5 min reserve');
    expect(byTestId(markup, 'share-link')).toContain('value="#online/join/m1"');
    expect(textByTestId(markup, 'start-with-bots')).toBe('Start now with a bot in Wu');
  });

  it('another player sees who hosts it, and no start button', () => {
    const two = listed([{ id: 0, name: 'Alice' }, { id: 1, name: 'Bob' }, { id: 2 }], { table: { host: '0' } });
    const markup = renderToStaticMarkup(
      <WaitingRoom matchID="m1" metadata={two} held={{ ...held('1'), playerName: 'Bob' }} onStarted={() => {}} />,
    );
    expect(markup).not.toContain('data-testid="start-with-bots"');
    expect(textByTestId(markup, 'waiting-for-host')).toBe('Wei hosts this match and may start it with bots in the free seats.');
    expect(textByTestId(markup, 'waiting-pace')).toBe('no clock');
  });

  it('is reached by the shared link’s route', () => {
    expect(parseRoute('#online/join/m1')).toEqual({ view: 'join', matchID: 'm1' });
    expect(routeHash({ view: 'join', matchID: 'm1' })).toBe('#online/join/m1');
  });
});

describe('the clock a match is created with', () => {
  it('is asked for in setupData.pace, and only when chosen', () => {
    const humans = { '0': 'human', '1': 'human', '2': 'human' } as const;
    expect(createBody(humans, { tutorial: false, hanEmperor: 'random', pace: PACES.relaxed })).toEqual({
      numPlayers: 3,
      setupData: { pace: { moveSeconds: 120, reserveSeconds: 1200 } },
    });
    expect(createBody(humans, { tutorial: false, hanEmperor: 'random', pace: null })).toEqual({ numPlayers: 3 });
    const form = renderToStaticMarkup(<CreateMatchForm busy={false} onCreate={() => {}} />);
    expect(byTestId(form, 'create-pace')).toContain('relaxed: 2 min a move + 20 min reserve');
    expect(byTestId(form, 'create-pace')).toContain('fast: 30 s a move + 5 min reserve');
  });
});

describe('the seats’ clocks', () => {
  const pace = { moveSeconds: 30, reserveSeconds: 300 };
  const clock = {
    stateID: 5,
    seats: {
      '0': { reserveMs: 300_000, since: SERVER_NOW - 10_000, timeouts: 0 },
      '1': { reserveMs: 0, since: SERVER_NOW - 40_000, timeouts: 1, outOfTime: true },
    },
  };
  const match = listed(
    [
      { id: 0, name: 'Alice' },
      { id: 1, name: 'Bob' },
      { id: 2, name: 'Hard bot', data: { bot: 'hard' } },
    ],
    {
      table: { host: '0', startedAt: SERVER_NOW - 60_000 },
      setupData: { bots: { '2': 'hard' }, pace },
      clock,
      serverNow: SERVER_NOW,
    },
  );

  it('count by the server’s time, whatever this computer’s clock says', () => {
    // This computer's clock is an hour behind the server's; 5 s passed since the answer arrived.
    const pageTime = SERVER_NOW - 3_600_000;
    const clocks = matchClocks({ match, receivedAt: pageTime }, () => pageTime + 5000)!;
    expect(seatClockView(clocks, '0')).toMatchObject({ running: true, text: '0:15 + 5:00 reserve', outOfTime: false });
    expect(seatClockView(clocks, '1')).toMatchObject({ text: 'out of time: a bot decides', outOfTime: true });
    expect(seatClockView(clocks, '2')).toBeNull();
    // Away: its time is spent, but no bot decides for it unless the server marks the decision out of time.
    const awayClocks = {
      ...clocks,
      record: {
        ...clock,
        seats: { ...clock.seats, '1': { reserveMs: 0, since: SERVER_NOW - 40_000, timeouts: 4, timeoutsInARow: 3, away: true as const } },
      },
    };
    expect(seatClockView(awayClocks, '1')).toMatchObject({
      text: 'away (timed out 3 times in a row) until this seat moves',
      outOfTime: false,
      away: true,
      low: false,
    });
    // Issue 35, item 5: with the reserve gone, each decision's own time counts down in words that say what 0:00 means.
    const noReserve = {
      ...clocks,
      record: { ...clock, seats: { '0': { reserveMs: 0, since: SERVER_NOW - 10_000, timeouts: 1 } } },
    };
    expect(seatClockView(noReserve, '0')).toMatchObject({
      running: true,
      text: '0:15 left, no reserve: then a bot decides',
      low: true,
      outOfTime: false,
    });
    expect(seatClockView(clocks, '0')).toMatchObject({ low: false });
    expect(clockText(61_000)).toBe('1:01');
    expect(clockText(3_723_000)).toBe('1:02:03');
  });

  it('are shown on the board beside each person’s seat', () => {
    const G = newGame({}, seededRng('online-clocks'));
    const online: OnlineMatchContext = {
      matchID: 'm1',
      metadata: match,
      listed: { match, receivedAt: Date.now() },
      refresh: () => {},
      mySeat: '0',
      rematch: { nextMatchID: null, busy: false, error: null },
      playAgain: () => {},
      watchRematch: () => {},
    };
    const ctx = {
      numPlayers: 3,
      turn: 1,
      currentPlayer: '0',
      playOrder: ['0', '1', '2'],
      playOrderPos: 0,
      phase: 'conflict',
      activePlayers: { '0': 'null', '1': 'null' },
    };
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
      _stateID: 5,
    };
    const markup = renderToStaticMarkup(
      <OnlineContext.Provider value={online}>
        <OnlineBoard {...(props as unknown as BoardProps<GameState>)} />
      </OnlineContext.Provider>,
    );
    expect(textByTestId(markup, 'seat-clock-0')).toMatch(/^ 0:(20|19) \+ 5:00 reserve$/);
    expect(textByTestId(markup, 'seat-clock-1')).toBe(' out of time: a bot decides');
    expect(byTestId(markup, 'seat-clock-1')).toContain('data-timeouts="1"');
    expect(markup).not.toContain('data-testid="seat-clock-2"');
  });
});

describe('hints online (issue 17 item 6: off unless the match’s creator allows them, and everyone sees it)', () => {
  const humans = { '0': 'human', '1': 'human', '2': 'human' } as const;
  const players = [
    { id: 0, name: 'Alice' },
    { id: 1, name: 'Bob' },
    { id: 2, name: 'Hard bot', data: { bot: 'hard' } },
  ];
  const started = (setupData: Record<string, unknown>) =>
    listed(players, { table: { host: '0', startedAt: SERVER_NOW - 60_000 }, setupData: { bots: { '2': 'hard' }, ...setupData } });

  it('the creator allows them in setupData.hints; the form’s switch is off to begin with', () => {
    expect(createBody(humans, { tutorial: false, hanEmperor: 'random', hints: true })).toEqual({
      numPlayers: 3,
      setupData: { hints: true },
    });
    expect(createBody(humans, { tutorial: false, hanEmperor: 'random', hints: false })).toEqual({ numPlayers: 3 });
    const form = byTestId(renderToStaticMarkup(<CreateMatchForm busy={false} onCreate={() => {}} />), 'create-hints')!;
    expect(form).toContain('type="checkbox"');
    expect(form).not.toContain('checked');
  });

  it('the match list, the waiting room and the match bar say whether hints are allowed', () => {
    for (const [setupData, text] of [
      [{ hints: true }, 'Hints allowed'],
      [{ hints: false }, 'No hints'],
      [{}, 'No hints'],
      [{ hints: 'yes' }, 'No hints'],
    ] as const) {
      const match = listed([{ id: 0, name: 'Alice' }, { id: 1 }, { id: 2 }], { table: { host: '0' }, setupData });
      const list = renderToStaticMarkup(
        <MatchList matches={[match]} heldSeat={() => null} busy={false} onJoin={() => {}} onReturn={() => {}} onWatch={() => {}} />,
      );
      expect(textByTestId(list, 'match-hints')).toBe(text);
      const room = renderToStaticMarkup(<WaitingRoom matchID="m1" metadata={match} held={held('1')} onStarted={() => {}} />);
      expect(textByTestId(room, 'waiting-hints')).toBe(text);
      for (const seat of [held('0'), null]) {
        const bar = renderToStaticMarkup(
          <MatchBar matchID="m1" held={seat} metadata={match} canLeave onLobby={() => {}} onLeave={() => {}} />,
        );
        expect(textByTestId(bar, 'match-bar-hints')).toBe(text);
      }
    }
  });

  /**
   * The online board of a tutorial match (the coach's suggestions count too) at its first decision, as the
   * deciding seat's player sees it, or (`seated` false) a spectator.
   */
  function board(setupData: Record<string, unknown>, seated = true) {
    const G = newGame({ tutorial: true }, seededRng('online-hints'));
    const decider = STATES.find((s) => panelKind(observe(G, s), s) !== 'waiting')!;
    const mySeat = seated ? (String(STATES.indexOf(decider)) as '0' | '1' | '2') : null;
    const match = started({ tutorial: true, ...setupData });
    const online: OnlineMatchContext = {
      matchID: 'm1',
      metadata: match,
      listed: { match, receivedAt: Date.now() },
      mySeat,
      rematch: { nextMatchID: null, busy: false, error: null },
      playAgain: () => {},
      watchRematch: () => {},
    };
    const ctx = { numPlayers: 3, turn: 1, currentPlayer: mySeat ?? '0', playOrder: ['0', '1', '2'], playOrderPos: 0, phase: 'conflict' };
    const props = {
      G: observe(G, seated ? decider : null),
      ctx,
      playerID: mySeat ?? undefined,
      isActive: seated,
      isConnected: true,
      isMultiplayer: true,
      matchID: 'm1',
      moves: {},
      events: {},
      matchData: [],
      _stateID: 1,
    };
    return renderToStaticMarkup(
      <OnlineContext.Provider value={online}>
        <OnlineBoard {...(props as unknown as BoardProps<GameState>)} />
      </OnlineContext.Provider>,
    );
  }

  it('a seated player gets the Hint button (and the coach’s suggestions) only where the creator allowed hints', () => {
    const allowed = testIds(board({ hints: true }));
    expect(allowed).toContain('hint');
    expect(allowed).toContain('hints-toggle');
    // The coach's suggestion is the Hint's first option (issue 35, item 2), asked for once the table is live: it exists where the Hint does.
    for (const setupData of [{}, { hints: false }]) {
      const ids = testIds(board(setupData));
      expect(ids).toContain('tray-confirm');
      expect(ids).not.toContain('hint');
      expect(ids).not.toContain('hints-toggle');
      // The coach still teaches, but suggests no move: that would be a hint.
      expect(ids).toContain('coach');
      expect(ids).not.toContain('coach-suggestion');
      expect(ids).not.toContain('coach-thinking');
    }
  });

  it('a spectator gets no hints, even where the players may have them', () => {
    const ids = testIds(board({ hints: true }, false));
    expect(ids).toContain('online-board');
    expect(ids).not.toContain('hint');
    expect(ids).not.toContain('hints-toggle');
  });

  it('the advisor is handed only a seat’s own view: the true state, or another seat’s view, is refused', () => {
    const G = newGame({}, seededRng('seat-view'));
    expect(isSeatView(observe(G, 'wei'), 'wei')).toBe(true);
    expect(isSeatView(G, 'wei')).toBe(false);
    expect(isSeatView(observe(G, 'wu'), 'wei')).toBe(false);
    expect(isSeatView(observe(G, null), 'wei')).toBe(true);
  });
});
