/**
 * The online lobby's pure parts and its pieces rendered to static markup (the
 * clicking, against the real server, is test/e2e/lobby.test.ts): names
 * checked as the server checks them, the Lobby API body for a match's seats,
 * listed seats read back (bots, stand-ins, free), the seats a browser holds,
 * the URL routes and the error texts.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { LobbyClientError } from 'boardgame.io/client';
import type { LobbyAPI } from 'boardgame.io';
import type { BoardProps } from 'boardgame.io/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StartScreen } from '../../../src/board/threeKingdomsRedux/App';
import { CreateMatchForm } from '../../../src/board/threeKingdomsRedux/online/CreateMatchForm';
import { isMissingMatch, lobbyErrorText } from '../../../src/board/shell/online/lobbyErrors';
import { MatchList, optionsText } from '../../../src/board/threeKingdomsRedux/online/MatchList';
import { cleanName, nameProblem } from '../../../src/board/shell/online/names';
import { OnlineBoard } from '../../../src/board/threeKingdomsRedux/online/OnlineBoard';
import { OnlineContext, type OnlineMatchContext } from '../../../src/board/threeKingdomsRedux/online/onlineContext';
import { seatLost } from '../../../src/board/threeKingdomsRedux/online/OnlineMatch';
import { parseRoute, routeHash } from '../../../src/board/threeKingdomsRedux/online/route';
import {
  createBody,
  describeSeat,
  matchStatus,
  mergePlayers,
  planProblem,
  seatViews,
  type SeatPlans,
} from '../../../src/board/threeKingdomsRedux/online/seats';
import { MAX_HELD_SEATS, SeatStore, type KeyValueStorage } from '../../../src/board/shell/online/seatStore';
import { TKR_SEAT_KEYS } from '../../../src/board/threeKingdomsRedux/online/heldSeats';
import { newGame } from '../../../src/game/threeKingdomsRedux/engine';
import { observe } from '../../../src/game/threeKingdomsRedux/playerView';
import { seededRng } from '../../../src/game/rng';
import type { GameState } from '../../../src/game/threeKingdomsRedux/state';
import { LobbyInputError, playerNameOf } from '../../../src/server/http/lobbyGuard';
import { byTestId, textByTestId, textOf } from './markup';

/** The server's verdict on a name: the stored name, or null when refused. */
function serverName(raw: string): string | null {
  try {
    return playerNameOf(raw, 'playerName');
  } catch (e) {
    if (e instanceof LobbyInputError) return null;
    throw e;
  }
}

describe('player names', () => {
  it('refuses exactly what the server refuses, and cleans a name as the server stores it', () => {
    const samples = [
      'Alice',
      '  Bob  ',
      'Zhuge Liang',
      "O'Neil",
      'a.b_c-d',
      '张飞',
      'Café',
      'x'.repeat(24),
      'x'.repeat(25),
      '',
      '   ',
      '---',
      'Bob <b>',
      'tab\there',
      'new\nline',
      'émile',
      '😀',
      'e\u0301',
    ];
    for (const raw of samples) {
      const server = serverName(raw);
      expect(nameProblem(raw) === null, raw).toBe(server !== null);
      if (server !== null) expect(cleanName(raw)).toBe(server);
    }
    fc.assert(
      fc.property(
        fc.string({
          maxLength: 30,
          unit: fc.constantFrom('a', 'Z', '7', ' ', '.', '_', "'", '-', '<', '\n', 'é', '\u0301', '字', '!', '😀'),
        }),
        (raw) => {
          const server = serverName(raw);
          expect(nameProblem(raw) === null).toBe(server !== null);
          if (server !== null) expect(cleanName(raw)).toBe(server);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('says what is wrong in words', () => {
    expect(nameProblem('')).toBe('Type a name first.');
    expect(nameProblem('x'.repeat(25))).toContain('at most 24 characters');
    expect(nameProblem('Bob <b>')).toContain('may hold only');
    expect(nameProblem('---')).toContain('at least one letter or digit');
  });
});

describe('creating a match', () => {
  const people: SeatPlans = { '0': 'human', '1': 'human', '2': 'human' };

  it('asks for bot seats in setupData.bots, and only the options chosen', () => {
    expect(createBody(people, { tutorial: false, hanEmperor: 'random' })).toEqual({ numPlayers: 3 });
    expect(createBody({ '0': 'human', '1': 'hard', '2': 'easy' }, { tutorial: true, hanEmperor: 'combat' })).toEqual({
      numPlayers: 3,
      setupData: { bots: { '1': 'hard', '2': 'easy' }, tutorial: true, hanEmperorCriterion: 'combat' },
    });
    expect(createBody({ '0': 'medium', '1': 'human', '2': 'human' }, { tutorial: false, hanEmperor: 'administration' })).toEqual({
      numPlayers: 3,
      setupData: { bots: { '0': 'medium' }, hanEmperorCriterion: 'administration' },
    });
  });

  it('needs a person’s seat for the creator', () => {
    expect(planProblem(people, '2')).toBeNull();
    expect(planProblem({ '0': 'easy', '1': 'hard', '2': 'medium' }, '0')).toBe('At least one seat must be for a person.');
    expect(planProblem({ '0': 'easy', '1': 'human', '2': 'human' }, '0')).toContain('You cannot sit in Wei');
  });

  it('the form offers a person or each difficulty’s bot in every seat, the tutorial and the Han emperor criterion', () => {
    const markup = renderToStaticMarkup(<CreateMatchForm busy={false} onCreate={() => {}} />);
    for (const seat of ['0', '1', '2']) {
      const select = byTestId(markup, `create-seat-${seat}`)!;
      expect(textOf(select)).toBe('a personEasy botMedium botHard botExpert bot');
      expect(markup).toContain(`data-testid="create-mine-${seat}"`);
    }
    expect(markup).toContain('data-testid="create-tutorial"');
    expect(textOf(byTestId(markup, 'create-han')!)).toBe('drawn at set-upadministrationcombat');
    expect(textByTestId(markup, 'create-match')).toBe('Create the match and sit in Wei');
  });
});

const listed = (players: LobbyAPI.Match['players'], extra: Partial<LobbyAPI.Match> = {}): LobbyAPI.Match => ({
  matchID: 'm1',
  gameName: 'three-kingdoms-redux',
  players,
  createdAt: 1,
  updatedAt: 1,
  ...extra,
});

describe('listed seats', () => {
  it('reads free seats, people, the server’s bots, and a person’s seat a bot plays while they are away', () => {
    const match = listed(
      [
        { id: 0, name: 'Alice', isConnected: true },
        { id: 1, name: 'Hard bot', data: { bot: 'hard' }, isConnected: true },
        { id: 2, name: 'Bob', data: { standIn: 'medium' }, isConnected: false },
      ],
      { setupData: { bots: { '1': 'hard' } } },
    );
    expect(seatViews(match).map(describeSeat)).toEqual(['Alice', 'Hard bot (bot, hard)', 'Bob: played by a bot while Bob is away']);
    expect(matchStatus(match)).toBe('playing');
    expect(matchStatus({ ...match, gameover: { winner: '0' } })).toBe('finished');

    const waiting = listed([{ id: 0, name: 'Alice' }, { id: 1 }, { id: 2 }], { setupData: { bots: { '2': 'easy' } } });
    // A declared bot seat the server has not seated yet reads as that bot, never as free.
    expect(seatViews(waiting).map((v) => v.kind)).toEqual(['human', 'free', 'bot']);
    expect(matchStatus(waiting)).toBe('waiting');
    // The server's stand-in for a player who left.
    const tookOver = listed([{ id: 0, name: 'Medium bot', data: { bot: 'medium', standIn: 'medium' } }, { id: 1 }, { id: 2 }]);
    expect(describeSeat(seatViews(tookOver)[0])).toBe('Medium bot (bot, medium, in place of a player who left)');
    // Player data that is not ours reads as a person.
    expect(seatViews(listed([{ id: 0, name: 'Eve', data: { bot: 'superhard' } }, { id: 1 }, { id: 2 }]))[0].kind).toBe('human');
  });

  it('the list shows bots as bots, and a join button only on free seats of unfinished matches this browser holds no seat in', () => {
    const matches = [
      listed([{ id: 0, name: 'Alice' }, { id: 1, name: 'Easy bot', data: { bot: 'easy' } }, { id: 2 }], {
        matchID: 'open',
        setupData: { bots: { '1': 'easy' }, tutorial: true },
      }),
      listed([{ id: 0, name: 'Carol' }, { id: 1 }, { id: 2 }], { matchID: 'mine' }),
      listed([{ id: 0, name: 'Dan' }, { id: 1 }, { id: 2 }], { matchID: 'over', gameover: { winner: '0' } }),
    ];
    const markup = renderToStaticMarkup(
      <MatchList
        matches={matches}
        heldSeat={(id) => (id === 'mine' ? '0' : null)}
        busy={false}
        onJoin={() => {}}
        onReturn={() => {}}
        onWatch={() => {}}
      />,
    );
    const rows = markup.split('data-testid="listed-match"').slice(1);
    expect(rows).toHaveLength(3);
    expect(textOf(rows[0])).toContain('Wu: Easy bot (bot, easy)');
    expect(textOf(rows[0])).toContain('beginners’ tutorial');
    expect([...rows[0].matchAll(/data-testid="join-seat-(\d)"/g)].map((m) => m[1])).toEqual(['2']);
    expect(rows[1]).not.toContain('join-seat-');
    expect(textOf(rows[1])).toContain('Back to your seat (Wei)');
    expect(rows[2]).not.toContain('join-seat-');
    expect(textOf(rows[2])).toContain('finished');
    for (const row of rows) expect(row).toContain('data-testid="watch-match"');
    expect(optionsText({ setupData: { hanEmperorCriterion: 'combat' } })).toBe('Han emperor bid on combat');
  });

  it('during play: the list’s names and marks, with the socket’s live connection states', () => {
    const merged = mergePlayers(
      [
        { id: 0, name: 'Alice', isConnected: false },
        { id: 1, name: 'Bob', data: { standIn: 'medium' } },
      ],
      [
        { id: 0, name: 'Alice', isConnected: true },
        { id: 2, name: 'Carol', isConnected: true },
      ],
    );
    expect(merged).toEqual([
      { id: 0, name: 'Alice', isConnected: true },
      { id: 1, name: 'Bob', data: { standIn: 'medium' } },
      { id: 2, name: 'Carol', isConnected: true },
    ]);
  });
});

describe('the online board', () => {
  const G = newGame({}, seededRng('online-board'));
  const context = (over: Partial<OnlineMatchContext> = {}): OnlineMatchContext => ({
    matchID: 'm1',
    metadata: listed([
      { id: 0, name: 'Alice', isConnected: true },
      { id: 1, name: 'Bob', data: { standIn: 'medium' }, isConnected: false },
      { id: 2, name: 'Hard bot', data: { bot: 'hard' }, isConnected: true },
    ]),
    mySeat: '0',
    rematch: { nextMatchID: null, busy: false, error: null },
    playAgain: () => {},
    watchRematch: () => {},
    ...over,
  });
  const render = (props: { playerID: string | null; gameover?: unknown; online: OnlineMatchContext }) => {
    const ctx = {
      numPlayers: 3,
      turn: 1,
      currentPlayer: '0',
      playOrder: ['0', '1', '2'],
      playOrderPos: 0,
      phase: 'conflict',
      activePlayers: { '0': 'null', '1': 'null', '2': 'null' },
      gameover: props.gameover,
    };
    const board = (
      <OnlineBoard
        {...({
          G: observe(G, props.playerID === null ? null : 'wei'),
          ctx,
          playerID: props.playerID,
          isActive: true,
          isConnected: true,
          isMultiplayer: true,
          matchID: 'm1',
          moves: {},
          events: {},
          matchData: [],
          _stateID: 0,
        } as unknown as BoardProps<GameState>)}
      />
    );
    return renderToStaticMarkup(<OnlineContext.Provider value={props.online}>{board}</OnlineContext.Provider>);
  };

  it('shows each seat: you, a player away whose seat a bot plays, a bot; and who is to act', () => {
    const markup = render({ playerID: '0', online: context() });
    expect(textByTestId(markup, 'online-seat-0')).toBe('Wei: Alice (you) · connected · to act');
    expect(textByTestId(markup, 'online-seat-1')).toBe('Wu: Bob: played by a bot while Bob is away · not connected · to act');
    expect(textByTestId(markup, 'online-seat-2')).toBe('Shu: Hard bot (bot, hard) · to act');
    expect(textByTestId(markup, 'online-turn')).toBe('To act: Wei, Wu, Shu');
    expect(markup).toContain('data-testid="hand"');
    expect(markup).not.toContain('data-testid="play-again"');
  });

  it('at the end: "Play again" for a player, the rematch for a spectator once there is one', () => {
    expect(render({ playerID: '0', gameover: { winner: '0' }, online: context() })).toContain('data-testid="play-again"');
    const waiting = render({
      playerID: '0',
      gameover: { winner: '0' },
      online: context({ rematch: { nextMatchID: 'm2', busy: true, error: null } }),
    });
    expect(textByTestId(waiting, 'rematch-status')).toBe('Moving to the rematch…');
    const failed = render({
      playerID: '0',
      gameover: {},
      online: context({ rematch: { nextMatchID: null, busy: false, error: 'Starting a rematch failed: no.' } }),
    });
    expect(textByTestId(failed, 'rematch-error')).toBe('Starting a rematch failed: no.');
    const notJoined = render({
      playerID: '0',
      gameover: {},
      online: context({ rematch: { nextMatchID: 'm2', busy: false, error: 'Joining the rematch as Wei failed: Player 0 not available.' } }),
    });
    expect(textByTestId(notJoined, 'rematch-error')).toContain('Player 0 not available');
    expect(notJoined).toContain('data-testid="watch-rematch"');
    expect(notJoined).not.toContain('rematch-status');
    const spectator = render({
      playerID: null,
      gameover: {},
      online: context({ mySeat: null, rematch: { nextMatchID: 'm2', busy: false, error: null } }),
    });
    expect(spectator).not.toContain('play-again');
    expect(textByTestId(spectator, 'watch-rematch')).toBe('Watch the rematch');
    expect(spectator).not.toContain('data-testid="hand"');
  });

  it('a held seat is lost when the list names someone else in it, or nobody', () => {
    const held = { playerID: '1' as const, credentials: 'c', playerName: 'Bob', savedAt: 0 };
    expect(seatLost(held, listed([{ id: 0 }, { id: 1, name: 'Bob' }, { id: 2 }]))).toBeNull();
    expect(seatLost(held, listed([{ id: 0 }, { id: 1, name: 'Medium bot' }, { id: 2 }]))).toContain('now held by Medium bot');
    expect(seatLost(held, listed([{ id: 0 }, { id: 1 }, { id: 2 }]))).toContain('free again');
  });
});

class MapStorage implements KeyValueStorage {
  readonly map = new Map<string, string>();
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
}

describe('the seats a browser holds', () => {
  it('keeps each match’s seat, credentials and name, newest first, and forgets a seat left', () => {
    let now = 100;
    const storage = new MapStorage();
    const store = new SeatStore(storage, TKR_SEAT_KEYS, () => now++);
    expect(store.seat('a')).toBeNull();
    store.save('a', { playerID: '0', credentials: 'ca', playerName: 'Alice' });
    store.save('b', { playerID: '2', credentials: 'cb', playerName: 'Alicia' });
    expect(store.seat('a')).toEqual({ playerID: '0', credentials: 'ca', playerName: 'Alice', savedAt: 100 });
    expect(store.matchIDs()).toEqual(['b', 'a']);
    expect(store.lastName()).toBe('Alicia');
    // A second store on the same storage (a reload) finds them.
    expect(new SeatStore(storage, TKR_SEAT_KEYS).seat('b')?.credentials).toBe('cb');
    store.forget('a');
    expect(store.seat('a')).toBeNull();
    expect(store.matchIDs()).toEqual(['b']);
  });

  it('keeps at most a bounded number of seats, dropping the oldest', () => {
    const storage = new MapStorage();
    const store = new SeatStore(storage, TKR_SEAT_KEYS);
    for (let i = 0; i < MAX_HELD_SEATS + 5; i++) store.save(`m${i}`, { playerID: '1', credentials: `c${i}`, playerName: 'Bob' });
    expect(store.matchIDs()).toHaveLength(MAX_HELD_SEATS);
    expect(store.seat('m0')).toBeNull();
    expect(store.seat(`m${MAX_HELD_SEATS + 4}`)?.credentials).toBe(`c${MAX_HELD_SEATS + 4}`);
    expect([...storage.map.keys()].filter((k) => k.startsWith('tkr.online.seat.'))).toHaveLength(MAX_HELD_SEATS);
  });

  it('ignores damaged entries, and works (forgetting on reload) without a storage or with one that throws', () => {
    const storage = new MapStorage();
    storage.setItem('tkr.online.seat.x', '{not json');
    storage.setItem('tkr.online.seat.y', JSON.stringify({ playerID: '__proto__', credentials: 'c', playerName: 'Eve' }));
    storage.setItem('tkr.online.seats', '"nope"');
    const store = new SeatStore(storage, TKR_SEAT_KEYS);
    expect(store.seat('x')).toBeNull();
    expect(store.seat('y')).toBeNull();
    expect(store.matchIDs()).toEqual([]);
    const none = new SeatStore(null, TKR_SEAT_KEYS);
    none.save('a', { playerID: '0', credentials: 'c', playerName: 'A' });
    expect(none.seat('a')).toBeNull();
    const throwing = new SeatStore(
      {
        getItem: () => {
          throw new Error('denied');
        },
        setItem: () => {
          throw new Error('full');
        },
        removeItem: () => {},
      },
      TKR_SEAT_KEYS,
    );
    expect(() => throwing.save('a', { playerID: '0', credentials: 'c', playerName: 'A' })).not.toThrow();
    expect(throwing.seat('a')).toBeNull();
  });
});

describe('routes and errors', () => {
  it('reads and writes the online routes in the URL’s hash, and nothing else', () => {
    for (const route of [
      { view: 'lobby' as const },
      { view: 'play' as const, matchID: 'aB08c-w_F' },
      { view: 'watch' as const, matchID: 'x1' },
    ])
      expect(parseRoute(routeHash(route))).toEqual(route);
    expect(parseRoute('')).toBeNull();
    expect(parseRoute('#replay')).toBeNull();
    expect(parseRoute('#online/')).toEqual({ view: 'lobby' });
    expect(parseRoute('#online/play/<script>')).toEqual({ view: 'lobby' });
    expect(parseRoute('#online/steal/abc')).toEqual({ view: 'lobby' });
  });

  it('says what was asked and what the server answered', () => {
    expect(lobbyErrorText('Joining Wu', new LobbyClientError('HTTP status 409', 'Player 1 not available'))).toBe(
      'Joining Wu failed: Player 1 not available.',
    );
    expect(lobbyErrorText('Joining Wu', new LobbyClientError('HTTP status 404', 'Match abc not found'))).toBe(
      'Joining Wu failed: the server has no such match.',
    );
    expect(
      lobbyErrorText('Creating the match', new LobbyClientError('HTTP status 400', { message: 'setupData.bots: at most 2 bot seats' })),
    ).toBe('Creating the match failed: setupData.bots: at most 2 bot seats.');
    expect(lobbyErrorText('Creating the match', new LobbyClientError('HTTP status 500', ''))).toBe(
      'Creating the match failed: the server answered HTTP status 500.',
    );
    expect(lobbyErrorText('Listing the matches', new TypeError('Failed to fetch'))).toBe(
      'Listing the matches failed: the server could not be reached (Failed to fetch).',
    );
    expect(isMissingMatch(new LobbyClientError('HTTP status 404', 'Match abc not found'))).toBe(true);
    expect(isMissingMatch(new LobbyClientError('HTTP status 403', 'Invalid credentials'))).toBe(false);
  });
});

describe('the start screen', () => {
  it('offers "Play online" when the page can go online', () => {
    const markup = renderToStaticMarkup(<StartScreen onStart={() => {}} onReplay={() => {}} onOnline={() => {}} />);
    expect(textByTestId(markup, 'play-online')).toBe('Play online');
    expect(renderToStaticMarkup(<StartScreen onStart={() => {}} onReplay={() => {}} />)).not.toContain('play-online');
  });
});
