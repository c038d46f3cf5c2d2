/** The line above a finished local game's result: Play again (same mode and seats, a new shuffle). */
export function GameOverBar({ onPlayAgain }: { onPlayAgain?: () => void }) {
  return (
    <div className="game-over-bar" role="status" data-testid="game-over">
      <span className="game-over">Game over.</span>{' '}
      {onPlayAgain && (
        <button type="button" className="primary" data-testid="play-again" onClick={onPlayAgain}>
          Play again
        </button>
      )}
    </div>
  );
}
