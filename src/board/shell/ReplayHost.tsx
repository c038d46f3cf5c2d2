/**
 * A match of a game the shell plays, watched again move by move from its record: the game's own table
 * shows the chosen seat's view after each move (the player looks at their own hand only), nothing to play.
 */
import { useEffect, useMemo, useState } from 'react';
import type { GameResult } from '../../game/contract';
import { LocalContractMatch, type ContractMatchSettings, type SeatMove, type SeatSnapshot } from './localContractMatch';
import type { PageGame, ShellPlayed } from './pageGame';

interface ReplayHostProps {
  game: PageGame;
  played: ShellPlayed;
  settings: ContractMatchSettings;
  moves: readonly SeatMove[];
  /** The seat whose view is shown. */
  seat: string;
  onExit: () => void;
}

/** The seat's view after the first `count` moves, from a new match that plays them again. */
function viewAfter(
  game: PageGame,
  settings: ContractMatchSettings,
  moves: readonly SeatMove[],
  count: number,
  seat: string,
): SeatSnapshot | null {
  const match = new LocalContractMatch(game.contract, settings);
  match.start();
  try {
    match.replay(moves.slice(0, count));
    return match.snapshot(seat);
  } finally {
    match.stop();
  }
}

const noMove = () => {};

export function ReplayHost({ game, played, settings, moves, seat, onExit }: ReplayHostProps) {
  const [step, setStep] = useState(moves.length);
  const seen = useMemo(() => viewAfter(game, settings, moves, step, seat), [game, settings, moves, step, seat]);
  useEffect(() => setStep(moves.length), [moves]);
  const result: GameResult<string> | null = seen?.result ?? null;
  const last = moves[step - 1];
  return (
    <section className="shell-replay" data-testid="shell-replay">
      <div className="replay-bar">
        <span data-testid="replay-step">
          {step === 0 ? 'The deal, before any move' : `Move ${step} of ${moves.length}: ${game.contract.seats.name(last.seat)}`}
        </span>
        <button type="button" data-testid="replay-first" disabled={step === 0} onClick={() => setStep(0)}>
          First
        </button>
        <button type="button" data-testid="replay-back" disabled={step === 0} onClick={() => setStep(step - 1)}>
          Back
        </button>
        <button type="button" data-testid="replay-forward" disabled={step === moves.length} onClick={() => setStep(step + 1)}>
          Forward
        </button>
        <button type="button" data-testid="replay-last" disabled={step === moves.length} onClick={() => setStep(moves.length)}>
          Last
        </button>
        <button type="button" data-testid="replay-exit" onClick={onExit}>
          Back to the game
        </button>
      </div>
      {seen && <played.Table view={seen.view} seat={seat} toAct={[]} result={result} onMove={noMove} />}
    </section>
  );
}
