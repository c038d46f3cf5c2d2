/**
 * The page's own pieces, rendered to static markup (the project has no DOM
 * library; the clicking is covered by test/e2e): the start screen, the
 * hotseat hand-off screen and who it hands to, the thinking indicator, the
 * replay viewer, and the match plumbing's pure helpers.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { App, StartScreen } from '../../../src/board/threeKingdomsRedux/App';
import { ThinkingIndicator, thinkingText } from '../../../src/board/threeKingdomsRedux/ai/ThinkingIndicator';
import { Handoff } from '../../../src/board/threeKingdomsRedux/hotseat/Handoff';
import { nextSeat, taskOf } from '../../../src/board/threeKingdomsRedux/hotseat/HotseatMatch';
import { fromBgioAction, MatchRecorder, parseRecord, type MatchRecord } from '../../../src/board/threeKingdomsRedux/replay/record';
import { describeMove, ReplayViewer } from '../../../src/board/threeKingdomsRedux/replay/ReplayViewer';
import { replayRecord } from '../../../src/board/threeKingdomsRedux/replay/replay';
import { actingSeats, makeLocalGame } from '../../../src/board/threeKingdomsRedux/session';
import { TkrBoard } from '../../../src/board/threeKingdomsRedux/TkrBoard';
import { DIFFICULTIES, DIFFICULTY_LEVELS } from '../../../src/bots/threeKingdomsRedux/registry';
import { playMatch } from '../../../src/bots/threeKingdomsRedux/match';
import { createBot } from '../../../src/bots/threeKingdomsRedux/registry';
import { ENHANCEMENTS } from '../../../src/game/threeKingdomsRedux/data/enhancements';
import { GENERALS, LORDS } from '../../../src/game/threeKingdomsRedux/data/generals';
import { newGame } from '../../../src/game/threeKingdomsRedux/engine';
import { toBgioAction } from '../../../src/game/threeKingdomsRedux/game';
import type { Move } from '../../../src/game/threeKingdomsRedux/moves';
import { observe } from '../../../src/game/threeKingdomsRedux/playerView';
import { seededRng } from '../../../src/game/rng';
import type { GameState } from '../../../src/game/threeKingdomsRedux/state';
import { STATES, type StateId } from '../../../src/game/threeKingdomsRedux/types';

const html = (el: JSX.Element) => renderToStaticMarkup(el);
const text = (markup: string) =>
  markup
    .replace(/<[^>]*>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

/** A record of the first `n` moves of a seeded game between bots, with the final state. */
function botRecord(seed: string, n: number, tutorial = false): MatchRecord {
  const moves: MatchRecord['moves'] = [];
  try {
    playMatch({
      seed,
      scenario: tutorial ? { tutorial: true } : {},
      bots: { wei: createBot('random'), wu: createBot('random'), shu: createBot('random') },
      maxMoves: n,
      afterMove: (_G, state, move) => moves.push({ state, move: structuredClone(move) }),
    });
  } catch {
    // maxMoves reached: the partial game is what we want.
  }
  return { version: 1, seed, tutorial, moves: moves.slice(0, n) };
}

describe('start screen', () => {
  it('offers against AI (state and each opponent’s difficulty), hotseat, tutorial and replay', () => {
    const markup = html(<StartScreen onStart={() => {}} onReplay={() => {}} />);
    for (const id of [
      'mode-ai',
      'mode-hotseat',
      'mode-replay',
      'human-state',
      'difficulty-wu',
      'difficulty-shu',
      'tutorial',
      'seed',
      'start',
    ])
      expect(markup).toContain(`data-testid="${id}"`);
    // Wei is the default human seat, so Wei has no difficulty picker.
    expect(markup).not.toContain('data-testid="difficulty-wei"');
    for (const d of DIFFICULTIES) expect(markup).toContain(`>${DIFFICULTY_LEVELS[d].label}</option>`);
    // Every control has a text label.
    expect(text(markup)).toContain('Against AI opponents');
    expect(text(markup)).toContain('Hotseat: three players on one screen');
    expect(text(markup)).toContain('Beginners’ tutorial');
  });

  it('the App opens on the start screen', () => {
    expect(html(<App />)).toContain('data-testid="start-screen"');
  });
});

describe('hotseat', () => {
  it('the hand-off screen names the next player and shows no card at all', () => {
    const markup = html(<Handoff seat="wu" task="assign a general or pass" round={3} onReady={() => {}} />);
    expect(text(markup)).toContain('Pass the device to Wu');
    expect(markup).toContain('data-testid="handoff-ready"');
    expect(markup).not.toContain('data-testid="hand"');
    // Whatever the hands hold, the hand-off screen names no card.
    const G = newGame({}, seededRng('handoff'));
    for (const s of STATES)
      for (const g of [...G.players[s].secret.hand, ...G.players[s].secret.drawn].filter((g) => g !== LORDS[s]))
        expect(text(markup)).not.toContain(GENERALS[g].name.value);
    for (const e of Object.values(ENHANCEMENTS)) expect(text(markup)).not.toContain(e.name.value);
  });

  it('hands the device over only when the seat to act changes', () => {
    expect(nextSeat(['wei', 'wu', 'shu'], null)).toBe('wei');
    // Simultaneous recruitment: Wei stays while it still has to recruit, then Wu, then Shu.
    expect(nextSeat(['wei', 'wu', 'shu'], 'wei')).toBe('wei');
    expect(nextSeat(['wu', 'shu'], 'wei')).toBe('wu');
    expect(nextSeat(['shu'], 'wu')).toBe('shu');
    // A seat taking several actions in a row keeps the device.
    expect(nextSeat(['shu'], 'shu')).toBe('shu');
    expect(nextSeat([], 'shu')).toBeNull();
  });

  it('says what the next player is to do', () => {
    const G = newGame({}, seededRng('task'));
    expect(taskOf(G)).toBe('recruit generals');
    expect(taskOf({ ...G, step: { kind: 'bidding', next: 0, passed: [] } })).toBe('assign a general or pass');
  });
});

describe('thinking indicator', () => {
  it('reads “Wu is thinking…” and is absent when no bot thinks', () => {
    expect(thinkingText(['wu'])).toBe('Wu is thinking…');
    expect(thinkingText(['wu', 'shu'])).toBe('Wu and Shu are thinking…');
    const markup = html(<ThinkingIndicator seats={['wu']} />);
    expect(markup).toContain('data-testid="thinking"');
    expect(text(markup)).toContain('Wu is thinking…');
    expect(html(<ThinkingIndicator seats={[]} />)).not.toContain('data-testid="thinking"');
  });
});

describe('the seat’s board (TkrBoard)', () => {
  it('shows the seat’s decision panel, its hand, and no other seat’s secret', () => {
    const G = newGame({}, seededRng('tkr-board'));
    const view = observe(G, 'wu');
    const props = {
      G: view,
      ctx: { gameover: undefined, activePlayers: { 0: 'null', 1: 'null', 2: 'null' }, currentPlayer: '0' },
      moves: {},
      playerID: '1',
      isActive: true,
      _stateID: 0,
    } as unknown as Parameters<typeof TkrBoard>[0];
    const markup = html(<TkrBoard {...props} />);
    expect(markup).toContain('data-testid="seat-wu"');
    expect(markup).toContain('data-testid="decision-panel"');
    expect(markup).toContain('data-testid="hand"');
    for (const g of G.players.wu.secret.drawn) expect(markup).toContain(`data-testid="drawn-general-${g}"`);
    for (const s of ['wei', 'shu'] as StateId[])
      for (const g of G.players[s].secret.drawn) expect(markup).not.toContain(`drawn-general-${g}"`);
  });
});

describe('records and replays', () => {
  it('fromBgioAction undoes toBgioAction for every kind of move', () => {
    const moves: Move[] = [
      { type: 'recruit', keep: ['caoRen', 'xuChu'] },
      { type: 'selectAlliance', space: 'trade' },
      { type: 'assign', args: { general: 'caoCao', space: 'developFarm' } },
      { type: 'pass' },
      { type: 'takeAction', space: 'developFarm', choice: { kind: 'developFarm' } },
      { type: 'declineAction', space: 'trade' },
    ];
    for (const m of moves) {
      const { move, args } = toBgioAction(m);
      expect(fromBgioAction(move, args)).toEqual(m);
    }
  });

  it('the recorder fills the log’s redacted recruit arguments from what the seat sent', () => {
    const rec = new MatchRecorder('s', false);
    // A fake Redux store: the enhancer notes MAKE_MOVE with the state ID it leaves at.
    let stateID = 4;
    const store = rec.enhancer(() => ({ getState: () => ({ _stateID: stateID }), dispatch: (a: unknown) => a }))(null);
    store.dispatch({ type: 'MAKE_MOVE', payload: { type: 'recruit', args: [['lvMeng']], playerID: '1' } });
    stateID = 5;
    rec.ingest([
      { action: { type: 'MAKE_MOVE', payload: { type: 'pass', args: [], playerID: '0' } }, _stateID: 3 },
      { action: { type: 'MAKE_MOVE', payload: { type: 'recruit', args: null, playerID: '1' } }, _stateID: 4 },
      { action: { type: 'GAME_EVENT', payload: { type: 'endTurn', args: null, playerID: '1' } }, _stateID: 4 },
    ]);
    expect(rec.record().moves).toEqual([
      { state: 'wei', move: { type: 'pass' } },
      { state: 'wu', move: { type: 'recruit', keep: ['lvMeng'] } },
    ]);
    // A log entry whose arguments nobody knows stops the record there.
    rec.ingest([{ action: { type: 'MAKE_MOVE', payload: { type: 'recruit', args: null, playerID: '2' } }, _stateID: 5 }]);
    expect(rec.record().moves).toHaveLength(2);
  });

  it('parseRecord refuses what is not a record', () => {
    expect(() => parseRecord(null)).toThrow();
    expect(() => parseRecord({ version: 2, seed: 'x', moves: [] })).toThrow(/version/);
    expect(parseRecord({ version: 1, seed: 'x', moves: [] })).toEqual({ version: 1, seed: 'x', tutorial: false, moves: [] });
  });

  it('replayRecord re-runs the moves to the same states the game had', () => {
    const record = botRecord('replay-unit', 60);
    const { states, error } = replayRecord(record);
    expect(error).toBeNull();
    expect(states).toHaveLength(61);
    const G = newGame({}, seededRng('replay-unit'));
    expect(states[0]).toEqual(G);
    // A refused move stops the replay with the rules' reason.
    const bad = { ...record, moves: [...record.moves.slice(0, 3), { state: 'wei' as StateId, move: { type: 'pass' } as Move }] };
    expect(replayRecord(bad).error).toMatch(/Move 4/);
  });

  it('the viewer shows the chosen move, and hides a recruitment’s generals while the game goes on', () => {
    const record = botRecord('replay-view', 12);
    const markup = html(<ReplayViewer record={record} seats={['wei']} />);
    expect(text(markup)).toContain(`Move 12 of 12`);
    for (const id of ['replay-prev', 'replay-next', 'replay-first', 'replay-last', 'replay-slider', 'replay-seat', 'replay-position'])
      expect(markup).toContain(`data-testid="${id}"`);
    // At the last move, Next is disabled and Previous is not.
    expect(markup).toMatch(/<button type="button" data-testid="replay-next" disabled="">/);
    expect(markup).not.toMatch(/data-testid="replay-prev" disabled/);
    // Only the spectator view and the allowed seat while the game is in progress.
    expect(markup).toContain('<option value="wei">');
    expect(markup).not.toContain('<option value="wu">');
    const recruit = record.moves.find((m) => m.move.type === 'recruit')!;
    const keep = (recruit.move as Extract<Move, { type: 'recruit' }>).keep;
    expect(describeMove(recruit, true)).toBe(`${recruit.state[0].toUpperCase()}${recruit.state.slice(1)} recruits ${keep.length} generals`);
    expect(describeMove(recruit, false)).toContain(GENERALS[keep[0]].name.value);
  });
});

describe('match plumbing', () => {
  it('makeLocalGame: every move waits for the master, and the tutorial scenario is set up', () => {
    const game = makeLocalGame({ seed: 'local', tutorial: true });
    for (const m of Object.values(game.moves!)) expect((m as { client?: boolean }).client).toBe(false);
    const random = { Number: seededRng('local').next };
    const G = game.setup!({ random } as never) as GameState;
    expect(G).toEqual(newGame({ tutorial: true }, seededRng('local')));
    expect(G.mode).toBe('tutorial');
  });

  it('actingSeats reads boardgame.io’s ctx in seat order', () => {
    expect(actingSeats({ gameover: undefined, activePlayers: { 2: 'null', 0: 'null' }, currentPlayer: '0' } as never)).toEqual([
      'wei',
      'shu',
    ]);
    expect(actingSeats({ gameover: undefined, activePlayers: null, currentPlayer: '1' } as never)).toEqual(['wu']);
    expect(actingSeats({ gameover: { winner: '0' }, activePlayers: null, currentPlayer: '1' } as never)).toEqual([]);
  });
});
