/**
 * The game log in the engine's plain sentences, one <li> per entry, oldest
 * first. It scrolls itself to the newest entry; the entry that opens a round
 * or a phase carries a marker drawn by CSS (so each <li>'s text stays the
 * entry's exact text), and the entries since the seat's own last decision are
 * highlighted under a one-line summary of who did what meanwhile.
 */
import { useEffect, useId, useRef } from 'react';
import type { GameState } from '../../game/state';
import type { StateId } from '../../game/types';
import { listSentence, plural, stateName } from '../labels';

/** Index of the first entry after the seat's own last one (its last decision), or null for a spectator. */
export function firstNewEntry(G: GameState, seat: StateId | null): number | null {
  if (!seat) return null;
  for (let i = G.log.length - 1; i >= 0; i--) if (G.log[i].state === seat) return i + 1;
  return null;
}

/** "Since your last turn: Wu 3 entries, Shu 2 entries." */
export function sinceSummary(G: GameState, from: number | null): string | null {
  if (from === null || from >= G.log.length) return null;
  const by = new Map<string, number>();
  for (const e of G.log.slice(from)) {
    const who = e.state ? stateName(e.state) : 'the game';
    by.set(who, (by.get(who) ?? 0) + 1);
  }
  return `Since your last turn: ${listSentence([...by].map(([who, n]) => `${who} ${plural(n, 'entry', 'entries')}`))}.`;
}

/**
 * The phase marker an entry opens, if any. Entries carry their round but not
 * their phase, so the Resolution Phase is recognised by its first sentence,
 * the winners of a space (resolution.ts: '<States> win(s) "<space>" with <n>.',
 * logged by the game, not by a state).
 */
const WINNERS = /^(Wei|Wu|Shu)( and (Wei|Wu|Shu))* wins? ".+" with -?\d+\.$/;
export function phaseMarks(G: GameState): Map<number, string> {
  const marks = new Map<number, string>();
  let inResolution = false;
  G.log.forEach((entry, i) => {
    if (i === 0 || G.log[i - 1].round !== entry.round) {
      marks.set(i, `Round ${entry.round} · Conflict Phase`);
      inResolution = false;
    }
    if (!inResolution && !entry.state && WINNERS.test(entry.text)) {
      marks.set(i, i === 0 || marks.get(i) ? `Round ${entry.round} · Resolution Phase` : 'Resolution Phase');
      inResolution = true;
    }
  });
  return marks;
}

export function GameLog({ G, seat = null }: { G: GameState; seat?: StateId | null }) {
  const from = firstNewEntry(G, seat);
  const summary = sinceSummary(G, from);
  const marks = phaseMarks(G);
  const titleId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [G.log.length]);
  return (
    <section className="game-log" aria-labelledby={titleId}>
      <h2 id={titleId}>Game log</h2>
      {summary && (
        <p className="log-summary" data-testid="log-summary">
          {summary}
        </p>
      )}
      {/* Focusable so keyboard users can scroll it. */}
      <ol ref={listRef} className="log" data-testid="log" tabIndex={0} aria-labelledby={titleId}>
        {G.log.map((entry, i) => {
          const mark = marks.get(i);
          const classes = ['log-entry', entry.state && `state-${entry.state}`, mark && 'phase-start', from !== null && i >= from && 'log-new'];
          return (
            <li key={i} className={classes.filter(Boolean).join(' ')} data-round={entry.round} data-phase={mark}>
              {entry.text}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
