/** The start screen's list of unfinished local games: resume one, or delete it. */
import { DIFFICULTY_LEVELS } from '../../../bots/threeKingdomsRedux/registry';
import { STATE_NAMES } from '../../../game/threeKingdomsRedux/spaces';
import { STATES } from '../../../game/threeKingdomsRedux/types';
import type { SavedGame } from './savedGames';
import { plural } from '../../../game/threeKingdomsRedux/words';

/** Who plays what, in words. */
function describeSavedGame(game: SavedGame): string {
  const tutorial = game.record.tutorial ? ', beginners’ tutorial' : '';
  if (game.mode === 'hotseat') return `Hotseat: Wei, Wu and Shu on one screen${tutorial}`;
  const others = STATES.filter((s) => s !== game.human)
    .map((s) => `${STATE_NAMES[s]} (${DIFFICULTY_LEVELS[game.opponents[s] ?? 'medium'].label})`)
    .join(' and ');
  return `You play ${STATE_NAMES[game.human]} against ${others}${tutorial}`;
}

const when = (ms: number) => new Date(ms).toLocaleString(undefined, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });

export function SavedGameList({
  games,
  onResume,
  onDelete,
}: {
  games: readonly SavedGame[];
  onResume: (game: SavedGame) => void;
  onDelete: (game: SavedGame) => void;
}) {
  if (games.length === 0) return null;
  return (
    <fieldset className="saved-games" data-testid="saved-games">
      <legend>Unfinished games in this browser</legend>
      <ul>
        {games.map((g) => (
          <li key={g.id} data-testid={`saved-game-${g.id}`}>
            <span className="saved-what">
              {describeSavedGame(g)}
              <span className="muted">
                {' '}
                · round {g.round} · {plural(g.record.moves.length, 'move')} · last played {when(g.savedAt)}
              </span>
            </span>
            <span className="saved-actions">
              <button type="button" className="primary" data-testid={`resume-${g.id}`} onClick={() => onResume(g)}>
                Resume
              </button>
              <button
                type="button"
                data-testid={`delete-saved-${g.id}`}
                aria-label={`Delete this game: ${describeSavedGame(g)}, round ${g.round}`}
                onClick={() => onDelete(g)}
              >
                Delete
              </button>
            </span>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
