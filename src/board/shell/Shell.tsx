/**
 * The page shell: the start screen listing the games, each game's rules panel, and the chosen game's
 * page (the shell's own choices and matches, or the game's own screens). With one game registered it
 * opens that game at once; with several, the game whose place the address names (its hash, or
 * `?game=<id>`, which a reload keeps), else the list.
 */
import { useState } from 'react';
import { ContractGamePage } from './ContractGamePage';
import { pageOnlinePlace } from './online/onlinePlace';
import type { PageGame } from './pageGame';

export interface ShellProps {
  /** The games on offer, in the order listed. */
  games: readonly PageGame[];
  /** Shortest visible bot thinking time (ms) in the shell's matches. */
  botDelayMs?: number;
}

/** The game this tab last chose: a reload or a return to the page's address opens it again. */
const CHOSEN_KEY = 'shell-chosen-game';

function remember(game: PageGame | null): void {
  try {
    if (game) sessionStorage.setItem(CHOSEN_KEY, game.contract.id);
    else sessionStorage.removeItem(CHOSEN_KEY);
  } catch {
    // No storage (a private window's quota): the list opens instead.
  }
}

function remembered(games: readonly PageGame[]): PageGame | null {
  try {
    const id = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(CHOSEN_KEY);
    return games.find((game) => game.contract.id === id) ?? null;
  } catch {
    return null;
  }
}

export function Shell({ games, botDelayMs }: ShellProps) {
  const [chosen, setChosenState] = useState<PageGame | null>(() => {
    if (games.length === 1) return games[0];
    const named = gameAtAddress(games);
    if (named) remember(named);
    return named ?? remembered(games);
  });
  const setChosen = (game: PageGame | null) => {
    remember(game);
    setChosenState(game);
  };
  if (!chosen) return <GameList games={games} onChoose={setChosen} />;
  const onExit = games.length > 1 ? () => setChosen(null) : undefined;
  if (chosen.play.kind === 'own') return <chosen.play.Screens onExit={onExit} />;
  return <ContractGamePage key={chosen.contract.id} game={chosen} played={chosen.play} botDelayMs={botDelayMs} onExit={onExit} />;
}

/** The game whose place the page's address names (a kept game, an online match of its own or the shell's, or `?game=`), if any. */
function gameAtAddress(games: readonly PageGame[]): PageGame | null {
  if (typeof location === 'undefined') return null;
  const online = location.hash ? pageOnlinePlace() : null;
  const placed = location.hash
    ? games.find((game) => game.ownsAddress?.(location.hash) || (game.play.kind === 'shell' && game.contract.id === online?.gameId))
    : undefined;
  // A place in the hash (a match, a kept game) names its game first; then `?game=`.
  if (placed) return placed;
  const named = new URLSearchParams(location.search).get('game');
  return games.find((game) => game.contract.id === named) ?? null;
}

const seatWords = ({ min, max }: { min: number; max: number }) => (min === max ? `${min} players` : `${min} to ${max} players`);

function GameList({ games, onChoose }: { games: readonly PageGame[]; onChoose: (game: PageGame) => void }) {
  const [rules, setRules] = useState<PageGame | null>(null);
  return (
    <main className="start-screen" data-testid="game-list">
      <header className="start-title">
        <h1>Choose a game</h1>
      </header>
      <ul className="game-list">
        {games.map((game) => (
          <li key={game.contract.id} data-testid={`game-${game.contract.id}`}>
            <button type="button" className="primary" data-testid={`choose-${game.contract.id}`} onClick={() => onChoose(game)}>
              {game.contract.title}
            </button>{' '}
            <span className="muted">
              {seatWords(game.contract.seats)}. {game.summary}
            </span>{' '}
            <button type="button" className="text-link" data-testid={`rules-${game.contract.id}`} onClick={() => setRules(game)}>
              Rules
            </button>
          </li>
        ))}
      </ul>
      {rules && <rules.RulesPanel onClose={() => setRules(null)} />}
    </main>
  );
}
