/**
 * The page shell: the start screen listing the games, each game's rules panel, and the chosen game's
 * page (the shell's own choices and matches, or the game's own screens). With one game registered it
 * opens that game at once; with several, the game whose place the address names (its hash, or
 * `?game=<id>`, which a reload keeps), else the list. A game listed by its listing alone (a
 * LazyPageGame) is loaded when chosen, or when its rules are asked for.
 */
import { useEffect, useState } from 'react';
import { ContractGamePage } from './ContractGamePage';
import { pageOnlinePlace } from './online/onlinePlace';
import type { PageGame, ShellGame } from './pageGame';

export interface ShellProps {
  /** The games on offer, in the order listed: each loaded with the page or when chosen. */
  games: readonly ShellGame[];
  /** Shortest visible bot thinking time (ms) in the shell's matches. */
  botDelayMs?: number;
}

const isLoaded = (game: ShellGame): game is PageGame => 'contract' in game;
/** The id, title and seats the list shows, before a game's code is loaded. */
const listingOf = (game: ShellGame) => (isLoaded(game) ? game.contract : game.listing);
const idOf = (game: ShellGame) => listingOf(game).id;

/** The game's code: at once for a game loaded with the page. */
const loadGame = (game: ShellGame): Promise<PageGame> => (isLoaded(game) ? Promise.resolve(game) : game.load());

/** The game this tab last chose: a reload or a return to the page's address opens it again. */
const CHOSEN_KEY = 'shell-chosen-game';

function remember(game: ShellGame | null): void {
  try {
    if (game) sessionStorage.setItem(CHOSEN_KEY, idOf(game));
    else sessionStorage.removeItem(CHOSEN_KEY);
  } catch {
    // No storage (a private window's quota): the list opens instead.
  }
}

function remembered(games: readonly ShellGame[]): ShellGame | null {
  try {
    const id = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(CHOSEN_KEY);
    return games.find((game) => idOf(game) === id) ?? null;
  } catch {
    return null;
  }
}

export function Shell({ games, botDelayMs }: ShellProps) {
  const [chosen, setChosenState] = useState<ShellGame | null>(() => {
    if (games.length === 1) return games[0];
    const named = gameAtAddress(games);
    if (named) remember(named);
    return named ?? remembered(games);
  });
  const setChosen = (game: ShellGame | null) => {
    remember(game);
    setChosenState(game);
  };
  const game = useLoaded(chosen);
  if (!chosen) return <GameList games={games} onChoose={setChosen} />;
  const onExit = games.length > 1 ? () => setChosen(null) : undefined;
  if (!game.loaded) return <GameLoading title={listingOf(chosen).title} failed={game.failed} onExit={onExit} />;
  const loaded = game.loaded;
  if (loaded.play.kind === 'own') return <loaded.play.Screens onExit={onExit} />;
  return <ContractGamePage key={loaded.contract.id} game={loaded} played={loaded.play} botDelayMs={botDelayMs} onExit={onExit} />;
}

/** The chosen game's code once loaded (at once for a game loaded with the page), or whether loading it failed. */
function useLoaded(chosen: ShellGame | null): { loaded: PageGame | null; failed: boolean } {
  const [lazy, setLazy] = useState<{ id: string; game: PageGame | null; failed: boolean } | null>(null);
  useEffect(() => {
    if (!chosen || isLoaded(chosen)) return;
    let current = true;
    const id = chosen.listing.id;
    setLazy({ id, game: null, failed: false });
    chosen.load().then(
      (game) => current && setLazy({ id, game, failed: false }),
      () => current && setLazy({ id, game: null, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [chosen]);
  if (!chosen) return { loaded: null, failed: false };
  if (isLoaded(chosen)) return { loaded: chosen, failed: false };
  const mine = lazy?.id === chosen.listing.id ? lazy : null;
  return { loaded: mine?.game ?? null, failed: mine?.failed ?? false };
}

function GameLoading({ title, failed, onExit }: { title: string; failed: boolean; onExit?: () => void }) {
  return (
    <main className="start-screen" data-testid="game-loading">
      <p role="status">{failed ? `${title} could not be loaded: check the connection and reload the page.` : `Loading ${title}…`}</p>
      {failed && onExit && (
        <button type="button" onClick={onExit}>
          Back to the games
        </button>
      )}
    </main>
  );
}

/** The game whose place the page's address names (a kept game, an online match of its own or the shell's, or `?game=`), if any. */
function gameAtAddress(games: readonly ShellGame[]): ShellGame | null {
  if (typeof location === 'undefined') return null;
  const online = location.hash ? pageOnlinePlace() : null;
  const placed = location.hash
    ? games.find((game) =>
        isLoaded(game)
          ? game.ownsAddress?.(location.hash) || (game.play.kind === 'shell' && game.contract.id === online?.gameId)
          : game.listing.id === online?.gameId,
      )
    : undefined;
  // A place in the hash (a match, a kept game) names its game first; then `?game=`.
  if (placed) return placed;
  const named = new URLSearchParams(location.search).get('game');
  return games.find((game) => idOf(game) === named) ?? null;
}

const seatWords = ({ min, max }: { min: number; max: number }) => (min === max ? `${min} players` : `${min} to ${max} players`);

function GameList({ games, onChoose }: { games: readonly ShellGame[]; onChoose: (game: ShellGame) => void }) {
  const [rules, setRules] = useState<PageGame | null>(null);
  const [unloaded, setUnloaded] = useState<string | null>(null);
  const openRules = (game: ShellGame) => {
    setUnloaded(null);
    loadGame(game).then(setRules, () => setUnloaded(listingOf(game).title));
  };
  return (
    <main className="start-screen" data-testid="game-list">
      <header className="start-title">
        <h1>Choose a game</h1>
      </header>
      <ul className="game-list">
        {games.map((game) => {
          const { id, title, seats } = listingOf(game);
          return (
            <li key={id} data-testid={`game-${id}`}>
              <button type="button" className="primary" data-testid={`choose-${id}`} onClick={() => onChoose(game)}>
                {title}
              </button>{' '}
              <span className="muted">
                {seatWords(seats)}. {game.summary}
              </span>{' '}
              <button type="button" className="text-link" data-testid={`rules-${id}`} onClick={() => openRules(game)}>
                Rules
              </button>
            </li>
          );
        })}
      </ul>
      {unloaded && (
        <p role="alert" data-testid="rules-unloaded">
          The rules of {unloaded} could not be loaded: check the connection and try again.
        </p>
      )}
      {rules && <rules.RulesPanel onClose={() => setRules(null)} />}
    </main>
  );
}
