/** The unfinished matches of one game kept in this browser, each to resume or delete. */
import type { KeptMatch } from './keptMatches';
import type { PageGame } from './pageGame';

interface KeptMatchListProps {
  game: PageGame;
  matches: readonly KeptMatch[];
  onResume: (match: KeptMatch) => void;
  onDelete: (match: KeptMatch) => void;
}

export function KeptMatchList({ game, matches, onResume, onDelete }: KeptMatchListProps) {
  if (matches.length === 0) return null;
  const what = (match: KeptMatch) => {
    const { choice } = match;
    const who = choice.mode === 'ai' ? `You play ${game.contract.seats.name(choice.human)} against the AI` : 'Hotseat';
    const moves = match.moves.length === 1 ? '1 move' : `${match.moves.length} moves`;
    return `${who}, ${moves} played, kept ${new Date(match.savedAt).toLocaleString()}.`;
  };
  return (
    <section className="saved-games start-screen" data-testid="kept-matches" aria-labelledby="kept-title">
      <h2 id="kept-title">Unfinished games</h2>
      <ul>
        {matches.map((match) => (
          <li key={match.id} data-testid={`kept-${match.id}`}>
            <span className="saved-what">{what(match)}</span>
            <span className="saved-actions">
              <button type="button" className="primary" data-testid={`resume-${match.id}`} onClick={() => onResume(match)}>
                Resume
              </button>
              <button type="button" data-testid={`delete-${match.id}`} onClick={() => onDelete(match)}>
                Delete
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
