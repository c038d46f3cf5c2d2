/**
 * A game the shell plays: its title and rules at hand, the match choices and the matches kept in this
 * browser, then the match. Every accepted move is kept at once, so leaving or a reload loses nothing.
 * Online matches are played through ./online/OnlineHost.tsx, at the place the page's hash names.
 */
import { useEffect, useMemo, useState } from 'react';
import { ContractMatch } from './ContractMatch';
import { KeptMatches, newMatchId, type KeptMatch } from './keptMatches';
import { KeptMatchList } from './KeptMatchList';
import { LeaveDialog } from './LeaveDialog';
import { MatchChoices, randomSeed, type MatchChoice } from './MatchChoices';
import { OnlineHost } from './online/OnlineHost';
import { onlinePlaceHash, pageOnlinePlace, type OnlinePlace } from './online/onlinePlace';
import type { PageGame, ShellPlayed } from './pageGame';

interface ContractGamePageProps {
  game: PageGame;
  played: ShellPlayed;
  botDelayMs?: number;
  /** Back to the list of games; absent when the page holds this game only. */
  onExit?: () => void;
  /** Where matches are kept (the browser's localStorage unless given). */
  store?: KeptMatches;
}

/** The online place of this game the page's address names, if any. */
function onlinePlaceOf(gameId: string): OnlinePlace | null {
  const place = pageOnlinePlace();
  return place?.gameId === gameId ? place : null;
}

export function ContractGamePage({ game, played, botDelayMs = 400, onExit, store: given }: ContractGamePageProps) {
  const store = useMemo(() => given ?? new KeptMatches(), [given]);
  const gameId = game.contract.id;
  const [open, setOpen] = useState<KeptMatch | null>(null);
  const [kept, setKept] = useState<KeptMatch[]>(() => store.unfinished(gameId));
  const [leaving, setLeaving] = useState(false);
  const [rulesOpen, setRulesOpen] = useState(false);
  const [online, setOnline] = useState<OnlinePlace | null>(() => onlinePlaceOf(gameId));
  useEffect(() => {
    const follow = () => setOnline(onlinePlaceOf(gameId));
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [gameId]);
  const goOnline = (place: OnlinePlace | null) => {
    location.hash = place ? onlinePlaceHash(place) : '';
    setOnline(place);
  };

  const start = (choice: MatchChoice) => {
    store.pruneFinished();
    const match: KeptMatch = { version: 1, id: newMatchId(), gameId, choice, moves: [], finished: false, savedAt: Date.now() };
    store.save(match);
    setOpen(match);
  };
  const toChoices = (abandon: boolean) => {
    if (open && (abandon || store.load(open.id)?.finished)) store.delete(open.id);
    setLeaving(false);
    setOpen(null);
    setKept(store.unfinished(gameId));
  };

  return (
    <div className="shell-game" data-testid={`page-${gameId}`}>
      <header className="start-title">
        <h1>{game.contract.title}</h1>
        <button type="button" data-testid="rules-open" onClick={() => setRulesOpen(true)}>
          Rules
        </button>
        {onExit && !open && !online && (
          <button type="button" data-testid="all-games" onClick={onExit}>
            All games
          </button>
        )}
      </header>
      {online ? (
        <OnlineHost
          game={game}
          played={played}
          matchID={online.matchID}
          watching={online.watching === true}
          onMatch={(matchID) => goOnline({ gameId, matchID })}
          onWatch={(matchID) => goOnline({ gameId, matchID, watching: true })}
          onLeave={() => goOnline(null)}
        />
      ) : open ? (
        <ContractMatch
          key={open.id}
          game={game}
          played={played}
          choice={open.choice}
          botDelayMs={botDelayMs}
          resume={open.moves}
          onAccepted={(moves, result) => store.save({ ...open, moves, finished: result !== null, savedAt: Date.now() })}
          onLeave={(finished) => (finished ? toChoices(true) : setLeaving(true))}
          onPlayAgain={() => {
            store.delete(open.id);
            start({ ...open.choice, settings: { ...open.choice.settings, seed: randomSeed() } });
          }}
        />
      ) : (
        <>
          <KeptMatchList
            game={game}
            matches={kept}
            onResume={(match) => setOpen(store.load(match.id) ?? match)}
            onDelete={(match) => {
              store.delete(match.id);
              setKept(store.unfinished(gameId));
            }}
          />
          <MatchChoices game={game} played={played} onStart={start} />
          <p>
            <button type="button" data-testid="play-online" onClick={() => goOnline({ gameId, matchID: null })}>
              Play online
            </button>{' '}
            <span className="muted">Create a match on the server and send its link to the other players.</span>
          </p>
        </>
      )}
      {leaving && <LeaveDialog onKeep={() => toChoices(false)} onAbandon={() => toChoices(true)} onStay={() => setLeaving(false)} />}
      {rulesOpen && <game.RulesPanel onClose={() => setRulesOpen(false)} />}
    </div>
  );
}
