/**
 * What the storage tests store: a state, log entries and match metadata as
 * boardgame.io hands them to a storage (the rules' G is not needed there).
 */
import type { LogEntry, Server as BgioServer, State } from 'boardgame.io';

/** A state as boardgame.io stores it, with a random seed a reader must never be sent. */
export function aState(stateID: number, G: Record<string, unknown> = {}): State {
  return {
    G,
    ctx: {
      numPlayers: 3,
      turn: stateID,
      currentPlayer: '0',
      playOrder: ['0', '1', '2'],
      playOrderPos: 0,
      phase: 'conflict',
      activePlayers: null,
      _activePlayersMinMoves: null,
      _activePlayersMaxMoves: null,
      _activePlayersNumMoves: {},
      _prevActivePlayers: [],
      _nextActivePlayers: null,
    },
    plugins: { random: { data: { seed: 'secret' } } },
    _undo: [],
    _redo: [],
    _stateID: stateID,
  } as unknown as State;
}

export function anEntry(stateID: number, playerID: string, type = 'recruit'): LogEntry {
  return {
    action: { type: 'MAKE_MOVE', payload: { type, args: [stateID], playerID } },
    _stateID: stateID,
    turn: 1,
    phase: 'conflict',
  } as unknown as LogEntry;
}

export function metadataOf(gameName: string, updatedAt: number, extra: Partial<BgioServer.MatchData> = {}): BgioServer.MatchData {
  return {
    gameName,
    players: { 0: { id: 0 }, 1: { id: 1 }, 2: { id: 2 } },
    createdAt: updatedAt,
    updatedAt,
    ...extra,
  } as BgioServer.MatchData;
}
