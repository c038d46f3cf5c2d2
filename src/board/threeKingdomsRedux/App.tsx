/**
 * The page: a start screen (against AI, hotseat, or a replay), then the match.
 */
import { IconSprite } from './components/Icon';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { DIFFICULTIES, DIFFICULTY_LEVELS, type Difficulty } from '../../bots/threeKingdomsRedux/registry';
import { STATE_NAMES } from '../../game/threeKingdomsRedux/spaces';
import { STATES, type StateId } from '../../game/threeKingdomsRedux/types';
import { AiMatch } from './ai/AiMatch';
import { HotseatMatch } from './hotseat/HotseatMatch';
import { OnlineLobby } from './online/OnlineLobby';
import { parseRoute } from './online/route';
import { loadLastRecord, parseRecord, type MatchRecord, type RecordedMove } from './replay/record';
import { ReplayViewer } from './replay/ReplayViewer';
import { GameOverview } from './help/GameOverview';
import { HelpProvider, RulesButton } from './help/HelpPanel';
import { LeaveDialog } from '../shell/LeaveDialog';
import { SavedGameList } from './saved/SavedGameList';
import { localHash, newGameId, parseLocalHash, SavedGames, type SavedGame } from './saved/savedGames';
import { randomSeed, type MatchSettings, type WatchedState } from './session';

export type Mode = 'ai' | 'hotseat' | 'replay';

/** The start screen's modes, in the order offered. */
const MODE_CHOICES: readonly (readonly [Mode, string])[] = [
  ['ai', 'Against AI opponents'],
  ['hotseat', 'Hotseat: three players on one screen'],
  ['replay', 'Watch a replay'],
];

interface StartChoice {
  mode: 'ai' | 'hotseat';
  settings: MatchSettings;
  human: StateId;
  opponents: Partial<Record<StateId, Difficulty>>;
}

type Screen =
  | { kind: 'start'; notice?: string }
  | { kind: 'online' }
  | ({ kind: 'match'; id: string; resume?: readonly RecordedMove[] } & StartChoice)
  | { kind: 'replay'; record: MatchRecord; seats?: readonly StateId[] };

interface AppProps {
  /** Shortest visible bot thinking time (ms); the page reads ?botDelay= from its URL. */
  botDelayMs?: number;
  /** The advisor's thinking time per hint (ms); the page reads ?hintMs=. */
  hintBudgetMs?: number;
  /** Games simulated per position for the end-of-game chart; the page reads ?storyGames=. */
  storyGames?: number;
  /** A first screen other than the start screen (for tests). */
  initial?: Screen;
  /** Leaves Three Kingdoms Redux for the page's list of games (absent: the page holds this game only). */
  onExit?: () => void;
}

export function StartScreen({
  onStart,
  onReplay,
  onOnline,
  onExit,
  saved = [],
  onResume,
  onDeleteSaved,
  notice,
}: {
  onStart: (choice: StartChoice) => void;
  onReplay: (record: MatchRecord) => void;
  /** Opens the online lobby (matches with other people through this server). */
  onOnline?: () => void;
  /** Back to the page's list of games. */
  onExit?: () => void;
  /** Unfinished local games kept in this browser. */
  saved?: readonly SavedGame[];
  onResume?: (game: SavedGame) => void;
  onDeleteSaved?: (game: SavedGame) => void;
  /** A line to show on top (e.g. a game address that names no kept game). */
  notice?: string;
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
    onStart({ mode, settings: { seed: seed.trim() || randomSeed(), tutorial, tutorialDraft: tutorial }, human, opponents });
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
      <header className="start-title">
        <h1>Three Kingdoms Redux</h1>
        <RulesButton />
        {onExit && (
          <button type="button" data-testid="all-games" onClick={onExit}>
            All games
          </button>
        )}
      </header>
      <GameOverview />
      {notice && (
        <p role="status" className="notice" data-testid="start-notice">
          {notice}
        </p>
      )}
      {onResume && onDeleteSaved && <SavedGameList games={saved} onResume={onResume} onDelete={onDeleteSaved} />}
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
            <input type="checkbox" data-testid="tutorial" checked={tutorial} onChange={(e) => setTutorial(e.target.checked)} /> Beginners’
            tutorial (a coach walks you through round 1; skills ignored)
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

const NO_SUCH_GAME = 'That game is not kept in this browser any more (it was finished, abandoned or deleted).';

const hereWithoutHash = () => location.pathname + location.search;

/** The screen an address names: a kept local game (#local/<id>), the online part (#online…), else the start. */
function screenOfHash(hash: string, store: SavedGames): Screen {
  const id = parseLocalHash(hash);
  if (id) {
    const game = store.load(id);
    return game ? resumeScreen(game) : { kind: 'start', notice: NO_SUCH_GAME };
  }
  return parseRoute(hash) ? { kind: 'online' } : { kind: 'start' };
}

function resumeScreen(game: SavedGame): Screen {
  return {
    kind: 'match',
    id: game.id,
    mode: game.mode,
    settings: { seed: game.record.seed, tutorial: game.record.tutorial, tutorialDraft: game.record.tutorialDraft },
    human: game.human,
    opponents: game.opponents,
    resume: game.record.moves,
  };
}

/** The page: its screens, with the rules panel at hand on every one. */
export function App(props: AppProps) {
  return (
    <HelpProvider>
      <IconSprite />
      <Screens {...props} />
    </HelpProvider>
  );
}

function Screens({ botDelayMs, hintBudgetMs, storyGames, initial, onExit }: AppProps) {
  const store = useMemo(() => new SavedGames(), []);
  const [screen, setScreen] = useState<Screen>(
    () => initial ?? (typeof location === 'undefined' ? { kind: 'start' } : screenOfHash(location.hash, store)),
  );
  /** A replay opened from a match in progress: shown over it, the match kept underneath. */
  const [overlay, setOverlay] = useState<{ record: MatchRecord; seats: readonly StateId[] } | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [saved, setSaved] = useState<SavedGame[]>(() => store.unfinished());
  /** Whether the match on screen is over (a finished game is left without asking). */
  const finished = useRef(false);
  const toStart = () => {
    setOverlay(null);
    setLeaving(false);
    setSaved(store.unfinished());
    setScreen({ kind: 'start' });
  };

  // Back and Forward: the address decides the screen (a kept game resumes from its record).
  useEffect(() => {
    const follow = () => {
      const next = screenOfHash(location.hash, store);
      setScreen((now) => {
        if (next.kind === 'match' && now.kind === 'match' && now.id === next.id) return now;
        if (next.kind === 'online' && now.kind === 'online') return now;
        if (next.kind === 'start' && (now.kind === 'start' || now.kind === 'replay') && !next.notice) return now;
        return next;
      });
      setOverlay(null);
      setLeaving(false);
      setSaved(store.unfinished());
    };
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, [store]);

  /** Opens a match screen under its own address, so Back leaves it and Forward comes back. */
  const openMatch = (next: Screen & { kind: 'match' }) => {
    finished.current = false;
    history.pushState(null, '', localHash(next.id));
    setOverlay(null);
    setScreen(next);
  };
  const startNew = (choice: StartChoice) => {
    store.pruneFinished();
    const id = newGameId();
    const now = Date.now();
    store.save({
      version: 1,
      id,
      mode: choice.mode,
      human: choice.human,
      opponents: choice.opponents,
      record: {
        version: 1,
        seed: choice.settings.seed,
        tutorial: choice.settings.tutorial,
        ...(choice.settings.tutorialDraft ? { tutorialDraft: true } : {}),
        moves: [],
      },
      round: 1,
      finished: false,
      startedAt: now,
      savedAt: now,
    });
    openMatch({ kind: 'match', id, ...choice });
  };

  const matchId = screen.kind === 'match' ? screen.id : null;
  /** Every accepted move is saved at once: a reload or a closed tab loses nothing. */
  const saveProgress = useCallback(
    (record: MatchRecord, state: WatchedState) => {
      if (!matchId) return;
      const kept = store.load(matchId);
      if (!kept) return; // abandoned meanwhile
      finished.current = state.gameover;
      store.save({ ...kept, record, round: state.G.round, finished: state.gameover, savedAt: Date.now() });
    },
    [store, matchId],
  );

  /** Leaves the match for the start screen; the address changes too, so Back returns to the game. */
  const leave = (abandon: boolean) => {
    if (matchId && (abandon || finished.current)) {
      store.delete(matchId);
      history.replaceState(null, '', hereWithoutHash());
    } else {
      history.pushState(null, '', hereWithoutHash());
    }
    toStart();
  };

  switch (screen.kind) {
    case 'start':
      return (
        <StartScreen
          notice={screen.notice}
          saved={saved}
          onStart={startNew}
          onResume={(game) => openMatch(resumeScreen(game) as Screen & { kind: 'match' })}
          onDeleteSaved={(game) => {
            store.delete(game.id);
            setSaved(store.unfinished());
          }}
          onReplay={(record) => setScreen({ kind: 'replay', record })}
          onOnline={() => setScreen({ kind: 'online' })}
          onExit={onExit}
        />
      );
    case 'online':
      return (
        <OnlineLobby
          hintBudgetMs={hintBudgetMs}
          onExit={() => {
            history.replaceState(null, '', hereWithoutHash());
            toStart();
          }}
        />
      );
    case 'replay':
      return (
        <ReplayViewer record={screen.record} seats={screen.seats} onExit={toStart} exitLabel="Back to the start" storyGames={storyGames} />
      );
    case 'match': {
      // Play again: the same mode, seats and opponents, a new shuffle (a new kept game).
      const playAgain = () => {
        if (finished.current) store.delete(screen.id);
        startNew({
          mode: screen.mode,
          human: screen.human,
          opponents: screen.opponents,
          settings: { ...screen.settings, seed: randomSeed() },
        });
      };
      const onLeave = () => (finished.current ? leave(false) : setLeaving(true));
      const match =
        screen.mode === 'hotseat' ? (
          <HotseatMatch
            key={screen.id}
            settings={screen.settings}
            resume={screen.resume}
            onUpdate={saveProgress}
            onLeave={onLeave}
            onPlayAgain={playAgain}
            hintBudgetMs={hintBudgetMs}
            storyGames={storyGames}
            // Everyone shares the screen: a replay of a game in progress shows no hand.
            onReplay={(record) => setOverlay({ record, seats: [] })}
          />
        ) : (
          <AiMatch
            key={screen.id}
            settings={screen.settings}
            human={screen.human}
            opponents={screen.opponents}
            resume={screen.resume}
            onUpdate={saveProgress}
            botDelayMs={botDelayMs}
            hintBudgetMs={hintBudgetMs}
            storyGames={storyGames}
            onLeave={onLeave}
            onPlayAgain={playAgain}
            // A game in progress: the player may look at their own hand only.
            onReplay={(record) => setOverlay({ record, seats: [screen.human] })}
          />
        );
      return (
        <>
          <div hidden={overlay !== null}>{match}</div>
          {overlay && (
            <ReplayViewer
              record={overlay.record}
              seats={overlay.seats}
              onExit={() => setOverlay(null)}
              exitLabel="Back to the game"
              storyGames={storyGames}
            />
          )}
          {leaving && <LeaveDialog onKeep={() => leave(false)} onAbandon={() => leave(true)} onStay={() => setLeaving(false)} />}
        </>
      );
    }
  }
}
