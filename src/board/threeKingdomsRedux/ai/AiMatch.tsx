/**
 * A match against bots: the human's seat is a React board client; every other
 * seat is a headless client played by a BotController, whose bots think in a
 * Web Worker.
 */
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { Difficulty } from '../../../bots/threeKingdomsRedux/registry';
import { DIFFICULTY_LEVELS } from '../../../bots/threeKingdomsRedux/registry';
import { playerOfState } from '../../../game/threeKingdomsRedux/game';
import { STATE_NAMES } from '../../../game/threeKingdomsRedux/spaces';
import { STATES, type StateId } from '../../../game/threeKingdomsRedux/types';
import { MatchBar } from '../replay/MatchBar';
import type { MatchRecord, RecordedMove } from '../replay/record';
import { LocalMatch, useWatched, type LocalMatchOptions, type MatchSettings } from '../session';
import { BotController } from './controller';
import { defaultRunner, type BotRunner, type Levels } from './runner';
import { GameOverBar } from '../replay/GameOverBar';
import { ThinkingIndicator } from './ThinkingIndicator';
import { AdvisorContext } from '../advisor/AdvisorContext';
import { useAdvisorRunner } from '../advisor/useAdvisorRunner';

interface AiMatchProps {
  settings: MatchSettings;
  /** The moves of a kept game to resume from. */
  resume?: readonly RecordedMove[];
  /** Told after every accepted move (the page keeps the game in the browser). */
  onUpdate?: LocalMatchOptions['onUpdate'];
  human: StateId;
  opponents: Partial<Record<StateId, Difficulty>>;
  /** Shortest visible thinking time per bot move (ms). */
  botDelayMs?: number;
  /** Defaults to a Web Worker (or the page's thread where there is none). */
  makeRunner?: (seed: string, levels: Levels) => BotRunner;
  onLeave?: () => void;
  /** Starts a new game with the same settings (offered once the game is over). */
  onPlayAgain?: () => void;
  onReplay?: (record: MatchRecord) => void;
  /** The advisor's thinking time per hint (ms). */
  hintBudgetMs?: number;
  /** Games simulated per position for the end-of-game chart. */
  storyGames?: number;
}

export function AiMatch({
  settings,
  resume,
  onUpdate,
  human,
  opponents,
  botDelayMs = 400,
  makeRunner = defaultRunner,
  onLeave,
  onPlayAgain,
  onReplay,
  hintBudgetMs,
  storyGames,
}: AiMatchProps) {
  // The match is made once; onUpdate is read through a ref so a new callback never restarts it.
  const update = useRef(onUpdate);
  update.current = onUpdate;
  const match = useMemo(() => new LocalMatch(settings, { resume, onUpdate: (r, s) => update.current?.(r, s) }), [settings]);
  const bots = useMemo(() => {
    const seats = STATES.filter((s) => s !== human);
    const levels: Levels = Object.fromEntries(seats.map((s) => [s, opponents[s] ?? 'medium']));
    return new BotController(match, seats, makeRunner(settings.seed, levels), { minDelayMs: botDelayMs, levels });
    // The opponents are fixed for the match's lifetime.
  }, [match]);
  useEffect(() => {
    match.start();
    bots.start();
    // A bot's failure is never shown to the player: the controller plays a legal move instead and logs it.
    return () => {
      bots.stop();
      match.stop();
    };
  }, [match, bots]);
  const thinking = useSyncExternalStore(
    (fn) => bots.subscribe(fn),
    () => bots.thinking.join(','),
    () => bots.thinking.join(','),
  );
  const watched = useWatched(match);
  const advisor = useAdvisorRunner(true, hintBudgetMs);
  const { BoardClient } = match;
  return (
    <div className="match match-ai" data-testid="match-ai">
      <MatchBar match={match} gameOver={!!watched?.gameover} onLeave={onLeave} onReplay={onReplay}>
        <span>
          You play <strong>{STATE_NAMES[human]}</strong> against{' '}
          {STATES.filter((s) => s !== human)
            .map((s) => `${STATE_NAMES[s]} (${DIFFICULTY_LEVELS[opponents[s] ?? 'medium'].label})`)
            .join(' and ')}
          {settings.tutorial ? ' — beginners’ tutorial' : ''}
        </span>
      </MatchBar>
      {match.resumeError && (
        <p role="alert" className="move-error" data-testid="resume-error">
          {match.resumeError}
        </p>
      )}
      <ThinkingIndicator seats={thinking ? (thinking.split(',') as StateId[]) : []} />
      {watched?.gameover && <GameOverBar onPlayAgain={onPlayAgain} record={match.record()} storyGames={storyGames} />}
      <AdvisorContext.Provider value={advisor}>
        <BoardClient playerID={playerOfState(human)} />
      </AdvisorContext.Provider>
    </div>
  );
}
