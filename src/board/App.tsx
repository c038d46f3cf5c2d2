/**
 * The page: a start screen (against AI, hotseat, or a replay), then the match.
 */
import { useState, type FormEvent } from 'react';
import { DIFFICULTIES, DIFFICULTY_LEVELS, type Difficulty } from '../bots/registry';
import { STATE_NAMES } from '../game/spaces';
import { STATES, type StateId } from '../game/types';
import { AiMatch } from './ai/AiMatch';
import { HotseatMatch } from './hotseat/HotseatMatch';
import { OnlineLobby } from './online/OnlineLobby';
import { parseRoute } from './online/route';
import { loadLastRecord, parseRecord, type MatchRecord } from './replay/record';
import { ReplayViewer } from './replay/ReplayViewer';
import { randomSeed, type MatchSettings } from './session';

export type Mode = 'ai' | 'hotseat' | 'replay';

/** The start screen's modes, in the order offered. */
const MODE_CHOICES: readonly (readonly [Mode, string])[] = [
  ['ai', 'Against AI opponents'],
  ['hotseat', 'Hotseat: three players on one screen'],
  ['replay', 'Watch a replay'],
];

export interface StartChoice {
  mode: 'ai' | 'hotseat';
  settings: MatchSettings;
  human: StateId;
  opponents: Partial<Record<StateId, Difficulty>>;
}

type Screen =
  | { kind: 'start' }
  | { kind: 'online' }
  | ({ kind: 'match' } & StartChoice)
  | { kind: 'replay'; record: MatchRecord; seats?: readonly StateId[] };

export interface AppProps {
  /** Shortest visible bot thinking time (ms); the page reads ?botDelay= from its URL. */
  botDelayMs?: number;
  /** A first screen other than the start screen (for tests). */
  initial?: Screen;
}

export function StartScreen({
  onStart,
  onReplay,
  onOnline,
}: {
  onStart: (choice: StartChoice) => void;
  onReplay: (record: MatchRecord) => void;
  /** Opens the online lobby (matches with other people through this server). */
  onOnline?: () => void;
}) {
  const [mode, setMode] = useState<Mode>('ai');
  const [human, setHuman] = useState<StateId>('wei');
  const [opponents, setOpponents] = useState<Record<StateId, Difficulty>>({ wei: 'medium', wu: 'medium', shu: 'medium' });
  const [tutorial, setTutorial] = useState(false);
  const [seed, setSeed] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const last = mode === 'replay' ? loadLastRecord() : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (mode === 'replay') return;
    onStart({ mode, settings: { seed: seed.trim() || randomSeed(), tutorial }, human, opponents });
  };
  const openFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      onReplay(parseRecord(JSON.parse(await file.text())));
    } catch (err) {
      setFileError(err instanceof Error ? err.message : String(err));
    }
  };

  return (
    <form className="start-screen" data-testid="start-screen" onSubmit={submit}>
      <h1>Three Kingdoms Redux</h1>
      {onOnline && (
        <p className="play-online">
          <button type="button" className="primary" data-testid="play-online" onClick={onOnline}>
            Play online
          </button>{' '}
          <span className="muted">with other people (or bots) on this server: create a match, join one, or watch.</span>
        </p>
      )}
      <fieldset>
        <legend>How do you want to play?</legend>
        {MODE_CHOICES.map(([value, label]) => (
          <label key={value}>
            <input
              type="radio"
              name="mode"
              value={value}
              data-testid={`mode-${value}`}
              checked={mode === value}
              onChange={() => setMode(value)}
            />{' '}
            {label}
          </label>
        ))}
      </fieldset>

      {mode === 'ai' && (
        <fieldset>
          <legend>Your state and your opponents</legend>
          <label>
            You play{' '}
            <select data-testid="human-state" value={human} onChange={(e) => setHuman(e.target.value as StateId)}>
              {STATES.map((s) => (
                <option key={s} value={s}>
                  {STATE_NAMES[s]}
                </option>
              ))}
            </select>
          </label>
          {STATES.filter((s) => s !== human).map((s) => (
            <label key={s} className="opponent">
              {STATE_NAMES[s]} is played by the{' '}
              <select
                data-testid={`difficulty-${s}`}
                value={opponents[s]}
                onChange={(e) => setOpponents({ ...opponents, [s]: e.target.value as Difficulty })}
              >
                {DIFFICULTIES.map((d) => (
                  <option key={d} value={d} title={DIFFICULTY_LEVELS[d].description}>
                    {DIFFICULTY_LEVELS[d].label}
                  </option>
                ))}
              </select>{' '}
              bot <span className="muted">— {DIFFICULTY_LEVELS[opponents[s]].description}</span>
            </label>
          ))}
        </fieldset>
      )}

      {mode !== 'replay' && (
        <fieldset>
          <legend>Game</legend>
          <label>
            <input type="checkbox" data-testid="tutorial" checked={tutorial} onChange={(e) => setTutorial(e.target.checked)} />{' '}
            Beginners’ tutorial (fixed generals, skills ignored)
          </label>
          <label>
            Seed{' '}
            <input
              type="text"
              data-testid="seed"
              value={seed}
              placeholder="random"
              onChange={(e) => setSeed(e.target.value)}
              aria-describedby="seed-help"
            />
          </label>
          <p id="seed-help" className="muted">
            Leave empty for a new shuffle; the same seed and the same moves always give the same game.
          </p>
          <button type="submit" className="primary" data-testid="start">
            Start the game
          </button>
        </fieldset>
      )}

      {mode === 'replay' && (
        <fieldset>
          <legend>Replay</legend>
          <button type="button" data-testid="replay-last-game" disabled={!last} onClick={() => last && onReplay(last)}>
            Replay the last game played here
          </button>
          {!last && <p className="muted">No game has been played in this browser yet.</p>}
          <label>
            Or open a saved record (.json){' '}
            <input type="file" accept="application/json,.json" data-testid="replay-file" onChange={(e) => openFile(e.target.files?.[0])} />
          </label>
          {fileError && (
            <p role="alert" data-testid="replay-file-error">
              {fileError}
            </p>
          )}
        </fieldset>
      )}
    </form>
  );
}

/** An online address (#online...) opens the online part at once: a reload stays in the lobby or the match. */
const firstScreen = (): Screen =>
  typeof location !== 'undefined' && parseRoute(location.hash) ? { kind: 'online' } : { kind: 'start' };

export function App({ botDelayMs, initial }: AppProps) {
  const [screen, setScreen] = useState<Screen>(() => initial ?? firstScreen());
  /** A replay opened from a match in progress: shown over it, the match kept underneath. */
  const [overlay, setOverlay] = useState<{ record: MatchRecord; seats: readonly StateId[] } | null>(null);
  const toStart = () => {
    setOverlay(null);
    setScreen({ kind: 'start' });
  };
  switch (screen.kind) {
    case 'start':
      return (
        <StartScreen
          onStart={(choice) => setScreen({ kind: 'match', ...choice })}
          onReplay={(record) => setScreen({ kind: 'replay', record })}
          onOnline={() => setScreen({ kind: 'online' })}
        />
      );
    case 'online':
      return (
        <OnlineLobby
          onExit={() => {
            history.replaceState(null, '', location.pathname + location.search);
            toStart();
          }}
        />
      );
    case 'replay':
      return <ReplayViewer record={screen.record} seats={screen.seats} onExit={toStart} exitLabel="Back to the start" />;
    case 'match': {
      // Play again: the same mode, seats and opponents, a new shuffle.
      const playAgain = () => setScreen({ ...screen, settings: { ...screen.settings, seed: randomSeed() } });
      const match =
        screen.mode === 'hotseat' ? (
          <HotseatMatch
            key={screen.settings.seed}
            settings={screen.settings}
            onLeave={toStart}
            onPlayAgain={playAgain}
            // Everyone shares the screen: a replay of a game in progress shows no hand.
            onReplay={(record) => setOverlay({ record, seats: [] })}
          />
        ) : (
          <AiMatch
            key={screen.settings.seed}
            settings={screen.settings}
            human={screen.human}
            opponents={screen.opponents}
            botDelayMs={botDelayMs}
            onLeave={toStart}
            onPlayAgain={playAgain}
            // A game in progress: the player may look at their own hand only.
            onReplay={(record) => setOverlay({ record, seats: [screen.human] })}
          />
        );
      return (
        <>
          <div hidden={overlay !== null}>{match}</div>
          {overlay && (
            <ReplayViewer record={overlay.record} seats={overlay.seats} onExit={() => setOverlay(null)} exitLabel="Back to the game" />
          )}
        </>
      );
    }
  }
}
