/**
 * Hotseat: three people, one screen. One board client per seat, and only the
 * client of the seat that must act is mounted. Whenever the seat to act
 * changes, a hand-off screen (no part of any hand) stands in until the next
 * player confirms.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { playerOfState } from '../../../game/threeKingdomsRedux/game';
import { STATE_NAMES } from '../../../game/threeKingdomsRedux/spaces';
import type { GameState } from '../../../game/threeKingdomsRedux/state';
import type { StateId } from '../../../game/threeKingdomsRedux/types';
import { PublicBoard } from '../components';
import { GameOverBar } from '../replay/GameOverBar';
import { AdvisorContext } from '../advisor/AdvisorContext';
import { useAdvisorRunner } from '../advisor/useAdvisorRunner';
import { MatchBar } from '../replay/MatchBar';
import type { MatchRecord, RecordedMove } from '../replay/record';
import { LocalMatch, useWatched, type LocalMatchOptions, type MatchSettings } from '../session';
import { Handoff } from './Handoff';

/** What the next player will be asked to do, in words, from the public view. */
export function taskOf(G: GameState): string | undefined {
  switch (G.step.kind) {
    case 'recruit':
      return 'recruit generals';
    case 'selectAlliance':
      return 'choose the alliance action space';
    case 'bidding':
      return 'assign a general or pass';
    case 'actions':
      return 'take actions';
    default:
      return undefined;
  }
}

/**
 * The seat whose board may be shown: the one already confirmed while it still
 * has to act, else the first seat to act (which then needs a hand-off).
 */
export function nextSeat(acting: readonly StateId[], confirmed: StateId | null): StateId | null {
  if (confirmed && acting.includes(confirmed)) return confirmed;
  return acting[0] ?? null;
}

interface HotseatMatchProps {
  settings: MatchSettings;
  /** The moves of a kept game to resume from. */
  resume?: readonly RecordedMove[];
  /** Told after every accepted move (the page keeps the game in the browser). */
  onUpdate?: LocalMatchOptions['onUpdate'];
  onLeave?: () => void;
  /** Starts a new game with the same settings (offered once the game is over). */
  onPlayAgain?: () => void;
  onReplay?: (record: MatchRecord) => void;
  /** The advisor's thinking time per hint (ms). */
  hintBudgetMs?: number;
  /** Games simulated per position for the end-of-game chart. */
  storyGames?: number;
}

export function HotseatMatch({ settings, resume, onUpdate, onLeave, onPlayAgain, onReplay, hintBudgetMs, storyGames }: HotseatMatchProps) {
  // The match is made once; onUpdate is read through a ref so a new callback never restarts it.
  const update = useRef(onUpdate);
  update.current = onUpdate;
  const match = useMemo(() => new LocalMatch(settings, { resume, onUpdate: (r, s) => update.current?.(r, s) }), [settings]);
  useEffect(() => {
    match.start();
    return () => match.stop();
  }, [match]);
  const watched = useWatched(match);
  const advisor = useAdvisorRunner(true, hintBudgetMs);
  const [confirmed, setConfirmed] = useState<StateId | null>(null);
  const { BoardClient } = match;

  let body: JSX.Element;
  if (!watched) {
    body = <p data-testid="connecting">Setting up the game…</p>;
  } else if (watched.gameover) {
    // The game is over: nothing is secret any more that matters; show the public board and score sheet.
    body = (
      <>
        <GameOverBar onPlayAgain={onPlayAgain} record={match.record()} storyGames={storyGames} />
        <PublicBoard G={watched.G} seat={null} />
      </>
    );
  } else {
    const seat = nextSeat(watched.acting, confirmed);
    if (seat && seat === confirmed) {
      body = <BoardClient key={seat} playerID={playerOfState(seat)} />;
    } else if (seat) {
      body = <Handoff seat={seat} task={taskOf(watched.G)} round={watched.G.round} onReady={() => setConfirmed(seat)} />;
    } else {
      body = <p data-testid="connecting">The game continues…</p>;
    }
  }
  return (
    <div className="match match-hotseat" data-testid="match-hotseat">
      <MatchBar match={match} gameOver={!!watched?.gameover} onLeave={onLeave} onReplay={onReplay}>
        <span>
          Hotseat: Wei, Wu and Shu on one screen{settings.tutorial ? ' — beginners’ tutorial' : ''}
          {watched && !watched.gameover && watched.acting.length > 0 && (
            <> · to act: {watched.acting.map((s) => STATE_NAMES[s]).join(', ')}</>
          )}
        </span>
      </MatchBar>
      {match.resumeError && (
        <p role="alert" className="move-error" data-testid="resume-error">
          {match.resumeError}
        </p>
      )}
      <AdvisorContext.Provider value={advisor}>{body}</AdvisorContext.Provider>
    </div>
  );
}
