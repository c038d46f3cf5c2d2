/** The choices before a match of a game the shell plays: against the AI or hotseat, seats, bots, setup and seed. */
import { useState, type FormEvent } from 'react';
import type { ContractMatchSettings } from './localContractMatch';
import type { PageGame, ShellPlayed } from './pageGame';

export type ShellMode = 'ai' | 'hotseat';

export interface MatchChoice {
  mode: ShellMode;
  settings: ContractMatchSettings;
  /** The player's seat against the AI (every seat is a player's in hotseat). */
  human: string;
  /** The bot id at each other seat against the AI. */
  bots: Readonly<Record<string, string>>;
}

/** A fresh random seed: the same seed and moves give the same game. */
export function randomSeed(): string {
  const bytes = new Uint8Array(6);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function MatchChoices({ game, played, onStart }: { game: PageGame; played: ShellPlayed; onStart: (choice: MatchChoice) => void }) {
  const { contract } = game;
  const [mode, setMode] = useState<ShellMode>(played.bots.length > 0 ? 'ai' : 'hotseat');
  const [seatCount, setSeatCount] = useState<number>(contract.seats.min);
  const seats = contract.seats.ids(seatCount);
  const [human, setHuman] = useState<string>(seats[0]);
  const [bots, setBots] = useState<Record<string, string>>({});
  const [options, setOptions] = useState<unknown>(contract.setup.defaults);
  const [seed, setSeed] = useState('');
  const botOf = (seat: string) => bots[seat] ?? played.bots[0]?.id;
  const error = contract.setup.error(options, seatCount);
  const counts = Array.from({ length: contract.seats.max - contract.seats.min + 1 }, (_, i) => contract.seats.min + i);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (error) return;
    const you = seats.includes(human) ? human : seats[0];
    const chosenBots = Object.fromEntries(seats.filter((seat) => seat !== you).map((seat) => [seat, botOf(seat)]));
    onStart({ mode, human: you, bots: chosenBots, settings: { seed: seed.trim() || randomSeed(), seatCount, options } });
  };

  return (
    <form className="start-screen" data-testid="match-choices" onSubmit={submit}>
      <fieldset>
        <legend>How do you want to play?</legend>
        {played.bots.length > 0 && (
          <label>
            <input type="radio" name="mode" data-testid="mode-ai" checked={mode === 'ai'} onChange={() => setMode('ai')} /> Against AI
            opponents
          </label>
        )}
        <label>
          <input type="radio" name="mode" data-testid="mode-hotseat" checked={mode === 'hotseat'} onChange={() => setMode('hotseat')} />{' '}
          Hotseat: {seatCount} players on one screen
        </label>
        {counts.length > 1 && (
          <label>
            Players{' '}
            <select data-testid="seat-count" value={seatCount} onChange={(e) => setSeatCount(Number(e.target.value))}>
              {counts.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        )}
      </fieldset>
      {mode === 'ai' && (
        <fieldset>
          <legend>Your seat and your opponents</legend>
          <label>
            You play{' '}
            <select data-testid="human-seat" value={human} onChange={(e) => setHuman(e.target.value)}>
              {seats.map((seat) => (
                <option key={seat} value={seat}>
                  {contract.seats.name(seat)}
                </option>
              ))}
            </select>
          </label>
          {seats
            .filter((seat) => seat !== human)
            .map((seat) => (
              <label key={seat}>
                {contract.seats.name(seat)} is played by the{' '}
                <select data-testid={`bot-${seat}`} value={botOf(seat)} onChange={(e) => setBots({ ...bots, [seat]: e.target.value })}>
                  {played.bots.map((bot) => (
                    <option key={bot.id} value={bot.id}>
                      {bot.label}
                    </option>
                  ))}
                </select>{' '}
                bot
              </label>
            ))}
        </fieldset>
      )}
      <fieldset>
        <legend>Game</legend>
        {played.SetupChoices && <played.SetupChoices options={options} onChange={setOptions} />}
        <label>
          Seed <input type="text" data-testid="seed" value={seed} placeholder="random" onChange={(e) => setSeed(e.target.value)} />
        </label>
        {error && (
          <p role="alert" data-testid="setup-error">
            {error}
          </p>
        )}
        <button type="submit" className="primary" data-testid="start" disabled={error !== null}>
          Start the game
        </button>
      </fieldset>
    </form>
  );
}
