/** A game the shell plays: its title and rules at hand, the match choices, then the match. */
import { useState } from 'react';
import { ContractMatch } from './ContractMatch';
import { MatchChoices, randomSeed, type MatchChoice } from './MatchChoices';
import type { PageGame, ShellPlayed } from './pageGame';

interface ContractGamePageProps {
  game: PageGame;
  played: ShellPlayed;
  botDelayMs?: number;
  /** Back to the list of games; absent when the page holds this game only. */
  onExit?: () => void;
}

export function ContractGamePage({ game, played, botDelayMs = 400, onExit }: ContractGamePageProps) {
  const [match, setMatch] = useState<{ choice: MatchChoice; round: number } | null>(null);
  const [rulesOpen, setRulesOpen] = useState(false);
  return (
    <div className="shell-game" data-testid={`page-${game.contract.id}`}>
      <header className="start-title">
        <h1>{game.contract.title}</h1>
        <button type="button" data-testid="rules-open" onClick={() => setRulesOpen(true)}>
          Rules
        </button>
        {onExit && !match && (
          <button type="button" data-testid="all-games" onClick={onExit}>
            All games
          </button>
        )}
      </header>
      {match ? (
        <ContractMatch
          key={match.round}
          game={game}
          played={played}
          choice={match.choice}
          botDelayMs={botDelayMs}
          onLeave={() => setMatch(null)}
          onPlayAgain={() => setMatch({ round: match.round + 1, choice: { ...match.choice, settings: { ...match.choice.settings, seed: randomSeed() } } })}
        />
      ) : (
        <MatchChoices game={game} played={played} onStart={(choice) => setMatch({ choice, round: 0 })} />
      )}
      {rulesOpen && <game.RulesPanel onClose={() => setRulesOpen(false)} />}
    </div>
  );
}
