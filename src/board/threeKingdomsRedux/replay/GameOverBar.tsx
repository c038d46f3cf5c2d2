/**
 * The line above a finished local game's result: Play again (same mode and
 * seats, a new shuffle), and the game's story chart beside the score sheet.
 */
import { useMemo } from 'react';
import { StoryChart } from '../story/StoryChart';
import type { MatchRecord } from './record';
import { replayRecord } from './replay';

export function GameOverBar({ onPlayAgain, record, storyGames }: { onPlayAgain?: () => void; record?: MatchRecord; storyGames?: number }) {
  // The record grows only by moves: its length names it.
  const states = useMemo(() => (record ? replayRecord(record).states : null), [record?.moves.length]);
  return (
    <>
      <div className="game-over-bar" role="status" data-testid="game-over">
        <span className="game-over">Game over.</span>{' '}
        {onPlayAgain && (
          <button type="button" className="primary" data-testid="play-again" onClick={onPlayAgain}>
            Play again
          </button>
        )}
      </div>
      {states && states[states.length - 1].result && <StoryChart states={states} games={storyGames} />}
    </>
  );
}
