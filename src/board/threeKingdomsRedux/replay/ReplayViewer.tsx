/**
 * Steps through a recorded match: the record's moves re-run through the pure
 * rules (replay.ts), showing the board after each move, forward and back.
 */
import { useMemo, useState, type KeyboardEvent } from 'react';
import { GENERALS } from '../../../game/threeKingdomsRedux/data/generals';
import type { Move } from '../../../game/threeKingdomsRedux/moves';
import { observe } from '../../../game/threeKingdomsRedux/playerView';
import { spaceName, STATE_NAMES } from '../../../game/threeKingdomsRedux/spaces';
import type { LogEntry } from '../../../game/threeKingdomsRedux/state';
import { STATES, type StateId } from '../../../game/threeKingdomsRedux/types';
import { PublicBoard } from '../components';
import type { MatchRecord, RecordedMove } from './record';
import { replayRecord } from './replay';
import { cardName } from '../../../game/threeKingdomsRedux/cardIds';
import { StoryChart } from '../story/StoryChart';

/** One move in words. `secret` hides which generals a recruitment kept. */
export function describeMove({ state, move }: RecordedMove, secret: boolean): string {
  const who = STATE_NAMES[state];
  const m: Move = move;
  switch (m.type) {
    case 'recruit':
      return secret || m.keep.length === 0
        ? `${who} recruits ${m.keep.length} general${m.keep.length === 1 ? '' : 's'}`
        : `${who} recruits ${m.keep.map((g) => GENERALS[g]?.name.value ?? g).join(', ')}`;
    case 'selectAlliance':
      return `${who} chooses ${spaceName(m.space)} as the alliance action space`;
    case 'assign':
      return `${who} assigns ${GENERALS[m.args.general]?.name.value ?? m.args.general} to ${spaceName(m.args.space)}`;
    case 'pass':
      return `${who} passes`;
    case 'takeAction':
      return `${who} takes the action of ${spaceName(m.space)}`;
    case 'declineAction':
      return `${who} declines the action of ${spaceName(m.space)}`;
    case 'choose':
      return m.option === null ? `${who} declines a card's choice` : `${who} answers a card's choice`;
    case 'useSkill':
      return `${who} uses ${cardName(m.card)}'s skill`;
  }
}

interface ReplayViewerProps {
  record: MatchRecord;
  /**
   * Whose hand the viewer may look at, besides the spectator's view, while the
   * game is not over (a game in progress keeps its secrets). Once it is over,
   * every seat's.
   */
  seats?: readonly StateId[];
  onExit?: () => void;
  exitLabel?: string;
  /** Games simulated per position for the story chart of a finished game. */
  storyGames?: number;
}

export function ReplayViewer({ record, seats, onExit, exitLabel = 'Back', storyGames }: ReplayViewerProps) {
  const replay = useMemo(() => replayRecord(record), [record]);
  const last = replay.states.length - 1;
  const [index, setIndex] = useState(last);
  const [seat, setSeat] = useState<StateId | null>(null);
  const finished = replay.states[last].result !== null;
  const allowed = finished ? STATES : (seats ?? []);
  const at = Math.max(0, Math.min(index, last));
  const G = replay.states[at];
  const view = useMemo(() => observe(G, seat), [G, seat]);
  const newLog: LogEntry[] = at > 0 ? G.log.slice(replay.states[at - 1].log.length) : G.log;
  const go = (i: number) => setIndex(Math.max(0, Math.min(last, i)));
  const onKey = (e: KeyboardEvent) => {
    if ((e.target as HTMLElement).tagName === 'SELECT' || (e.target as HTMLElement).tagName === 'INPUT') return;
    if (e.key === 'ArrowLeft') go(at - 1);
    else if (e.key === 'ArrowRight') go(at + 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(last);
    else return;
    e.preventDefault();
  };
  const moveText =
    at === 0 ? 'The game is set up.' : describeMove(record.moves[at - 1], !finished && record.moves[at - 1].state !== seat) + '.';
  return (
    <div className="replay" data-testid="replay" onKeyDown={onKey}>
      <nav className="replay-bar" aria-label="Replay controls">
        <span>
          Replay · seed <code>{record.seed}</code>
          {record.tutorial ? ' · beginners’ tutorial' : ''}
        </span>
        <button type="button" data-testid="replay-first" onClick={() => go(0)} disabled={at === 0}>
          <span aria-hidden="true">«</span> First
        </button>
        <button type="button" data-testid="replay-prev" onClick={() => go(at - 1)} disabled={at === 0}>
          <span aria-hidden="true">‹</span> Previous
        </button>
        <label className="replay-slider">
          <span className="visually-hidden">Move</span>
          <input
            type="range"
            min={0}
            max={last}
            value={at}
            data-testid="replay-slider"
            aria-valuetext={`Move ${at} of ${last}`}
            onChange={(e) => go(Number(e.target.value))}
          />
        </label>
        <button type="button" data-testid="replay-next" onClick={() => go(at + 1)} disabled={at === last}>
          Next <span aria-hidden="true">›</span>
        </button>
        <button type="button" data-testid="replay-last" onClick={() => go(last)} disabled={at === last}>
          Last <span aria-hidden="true">»</span>
        </button>
        <label>
          View as{' '}
          <select data-testid="replay-seat" value={seat ?? ''} onChange={(e) => setSeat((e.target.value || null) as StateId | null)}>
            <option value="">Spectator (public information only)</option>
            {allowed.map((s) => (
              <option key={s} value={s}>
                {STATE_NAMES[s]} (with its hand)
              </option>
            ))}
          </select>
        </label>
        {onExit && (
          <button type="button" data-testid="replay-exit" onClick={onExit}>
            {exitLabel}
          </button>
        )}
      </nav>
      <p className="replay-position" aria-live="polite">
        <span data-testid="replay-position">
          Move {at} of {last}
        </span>
        : <span data-testid="replay-move">{moveText}</span>
      </p>
      {newLog.length > 0 && (
        <ul className="replay-new-log" aria-label="What happened">
          {newLog.map((e, i) => (
            <li key={i}>{e.text}</li>
          ))}
        </ul>
      )}
      {replay.error && (
        <p role="alert" data-testid="replay-error">
          {replay.error}
        </p>
      )}
      {finished && <StoryChart states={replay.states} games={storyGames} onPick={go} current={at} />}
      <PublicBoard G={view} seat={seat} />
    </div>
  );
}
