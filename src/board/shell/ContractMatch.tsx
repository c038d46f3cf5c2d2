/**
 * A match of a game the shell plays, on this page: the player's table (or, in hotseat, the table of
 * the seat to act, behind a hand-off screen), the bot seats, whose turn it is, and the result.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { GameResult, LogLine } from '../../game/contract';
import { startBotRunner } from './botRunner';
import { BotSeats } from './botSeats';
import { Handoff } from './Handoff';
import { LocalContractMatch, type SeatMove } from './localContractMatch';
import { ReplayHost } from './ReplayHost';
import type { MatchChoice } from './MatchChoices';
import type { PageGame, ShellPlayed } from './pageGame';

interface ContractMatchProps {
  game: PageGame;
  played: ShellPlayed;
  choice: MatchChoice;
  botDelayMs: number;
  /** A kept match's moves, played again before anyone moves. */
  resume?: readonly SeatMove[];
  /** Told after every accepted move (the kept match is saved here). */
  onAccepted?: (moves: readonly SeatMove[], result: GameResult<string> | null) => void;
  /** Leaves the match; `finished` tells whether it was over. */
  onLeave: (finished: boolean) => void;
  onPlayAgain: () => void;
}

/** The page's bots draw from the browser's own randomness: a match's seed fixes the game, not the bots. */
const browserRandom = { next: () => Math.random() };

export function ContractMatch({ game, played, choice, botDelayMs, resume, onAccepted, onLeave, onPlayAgain }: ContractMatchProps) {
  const { contract } = game;
  // Created once per match: a kept match's moves and the saving callback are read when it starts.
  const [match] = useState(() => new LocalContractMatch(contract, choice.settings, onAccepted));
  const [resumeError, setResumeError] = useState<string | null>(null);
  /** The moves being watched again, copied when the replay was opened; the match waits underneath. */
  const [replaying, setReplaying] = useState<readonly SeatMove[] | null>(null);
  /** The hint asked for, and the state it was asked in: it is shown until the match moves on. */
  const [hint, setHint] = useState<{ stateID: number; move: unknown } | null>(null);
  /** Hotseat: the seat whose player last said they have the device; its table is shown. */
  const [revealed, setRevealed] = useState<string | null>(null);
  /** The bot seats, thinking in the game's worker: made with the match, started and stopped with it. */
  const [bots] = useState(() => {
    const seated = choice.mode === 'ai' ? choice.bots : {};
    const seats = match.seats.filter((seat) => seat in seated);
    return new BotSeats(match, seats, () => startBotRunner(played.bots, seated, played.botWorker), botDelayMs);
  });
  useEffect(() => {
    match.start();
    if (resume?.length && match.moves.length === 0) setResumeError(match.replay(resume));
    bots.start();
    return () => {
      bots.stop();
      match.stop();
    };
  }, [match, bots]);
  useSyncExternalStore(
    (fn) => match.subscribe(fn),
    () => match.version,
  );
  const thinking = useSyncExternalStore(
    (fn) => bots.subscribe(fn),
    () => bots.thinking.join(','),
  );

  const players = choice.mode === 'ai' ? [choice.human] : match.seats;
  const anyView = match.snapshot(players[0]);
  const toAct = anyView?.toAct ?? [];
  const result = anyView?.result ?? null;
  const acting = players.find((seat) => toAct.includes(seat));
  const seat = choice.mode === 'ai' ? choice.human : (acting ?? revealed ?? players[0]);
  const seen = match.snapshot(seat);
  const handOff = choice.mode === 'hotseat' && acting !== undefined && acting !== revealed;
  const name = (s: string) => contract.seats.name(s);

  const thinkers = thinking ? thinking.split(',') : [];
  const status = result
    ? `Game over: ${result.winners.map(name).join(' and ')} ${result.winners.length === 1 ? 'wins' : 'win'}.`
    : toAct.length === 0
      ? 'Waiting…'
      : `${toAct.map((s) => (choice.mode === 'ai' && s === choice.human ? 'You' : name(s))).join(' and ')} to play.`;

  const canHint = played.hints !== undefined && seen !== null && !handOff && seen.toAct.includes(seat);
  const askHint = () => {
    if (!seen || !played.hints) return;
    setHint({ stateID: seen.stateID, move: played.hints.create().decide(seen.view, seat, browserRandom) });
  };
  const shownHint = hint && seen && hint.stateID === seen.stateID ? hint.move : null;

  // Hotseat players share the screen: a game in progress is not replayed, since that would show a hand.
  const replayable = match.moves.length > 0 && (choice.mode === 'ai' || result !== null);
  if (replaying)
    return (
      <ReplayHost game={game} played={played} settings={choice.settings} moves={replaying} seat={seat} onExit={() => setReplaying(null)} />
    );
  return (
    <section className="shell-match" data-testid="shell-match">
      <div className="match-bar">
        <span className="match-what" data-testid="match-status" aria-live="polite">
          {status}
        </span>
        {thinkers.length > 0 && !result && <Thinking who={thinkers.map(name)} onPage={bots.where === 'page'} />}
        {result && (
          <button type="button" className="primary" data-testid="play-again" onClick={onPlayAgain}>
            Play again
          </button>
        )}
        {played.hints && (
          <button type="button" data-testid="hint" disabled={!canHint} onClick={askHint}>
            Hint
          </button>
        )}
        <button type="button" data-testid="watch-replay" disabled={!replayable} onClick={() => setReplaying([...match.moves])}>
          Replay
        </button>
        <button type="button" data-testid="leave" onClick={() => onLeave(result !== null)}>
          {result ? 'Back to the choices' : 'Leave the game'}
        </button>
      </div>
      {resumeError && (
        <p role="alert" className="notice" data-testid="resume-error">
          {resumeError}
        </p>
      )}
      {handOff ? (
        <Handoff seat={acting} name={name(acting)} onReady={() => setRevealed(acting)} />
      ) : (
        seen && (
          <>
            <played.Table
              view={seen.view}
              seat={seat}
              toAct={seen.toAct}
              result={seen.result}
              hint={shownHint}
              onMove={(move) => match.move(seat, move)}
            />
            <GameLog lines={contract.words.log(seen.view)} />
          </>
        )
      )}
    </section>
  );
}

/** "White Tiger is thinking…", while a bot seat's move is worked out; said when the page's own thread does it (it may pause). */
function Thinking({ who, onPage }: { who: readonly string[]; onPage: boolean }) {
  const names = who.length === 1 ? who[0] : `${who.slice(0, -1).join(', ')} and ${who[who.length - 1]}`;
  return (
    <span className="thinking" data-testid="thinking" data-where={onPage ? 'page' : 'worker'}>
      <span className="spinner" aria-hidden="true" /> {names} {who.length === 1 ? 'is' : 'are'} thinking…
      {onPage ? ' (on this page: it may pause)' : ''}
    </span>
  );
}

/** The game's log as its words say it, newest last. */
function GameLog({ lines }: { lines: readonly LogLine<string>[] }) {
  return (
    <section className="shell-log" aria-label="Game log">
      <h2>Log</h2>
      <ol data-testid="game-log">
        {lines.map((line, i) => (
          <li key={i}>{line.text}</li>
        ))}
      </ol>
    </section>
  );
}
