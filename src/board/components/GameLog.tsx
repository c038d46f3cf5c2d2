/**
 * The game log in the engine's plain sentences, one <li> per entry, oldest
 * first. It scrolls itself to the newest entry; the first entry of each round
 * carries a visual round heading drawn by CSS so each <li>'s text stays the
 * entry's exact text.
 */
import { useEffect, useId, useRef } from 'react';
import type { GameState } from '../../game/state';

export function GameLog({ G }: { G: GameState }) {
  const titleId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [G.log.length]);
  return (
    <section className="game-log" aria-labelledby={titleId}>
      <h2 id={titleId}>Game log</h2>
      {/* Focusable so keyboard users can scroll it. */}
      <ol ref={listRef} className="log" data-testid="log" tabIndex={0} aria-labelledby={titleId}>
        {G.log.map((entry, i) => {
          const firstOfRound = i === 0 || G.log[i - 1].round !== entry.round;
          const classes = ['log-entry', entry.state && `state-${entry.state}`, firstOfRound && 'round-start'];
          return (
            <li key={i} className={classes.filter(Boolean).join(' ')} data-round={entry.round}>
              {entry.text}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
