/**
 * The game log in the engine's plain sentences, one <li> per entry, oldest
 * first. It scrolls itself to the newest entry; the heading entries the
 * engine writes when a phase begins are drawn as markers, and the entries since the seat's own last decision are
 * highlighted under a one-line summary of who did what meanwhile.
 */
import { createContext, Fragment, useContext, useEffect, useId, useRef } from 'react';
import type { GameState, Phase } from '../../../game/threeKingdomsRedux/state';
import type { StateId } from '../../../game/threeKingdomsRedux/types';

/**
 * A line the page adds to the log, not the rules (e.g. online: a bot decided
 * for a seat whose time ran out); drawn after the log's first `after` entries.
 */
export interface LogNote {
  after: number;
  text: string;
  state?: StateId;
}

/** The page's own lines for the log (none unless a page provides them). */
export const LogNotes = createContext<readonly LogNote[]>([]);

/** Index of the first entry after the seat's own last one (its last decision), or null for a spectator. */
export function firstNewEntry(G: GameState, seat: StateId | null): number | null {
  if (!seat) return null;
  for (let i = G.log.length - 1; i >= 0; i--) if (G.log[i].state === seat) return i + 1;
  return null;
}

/**
 * One clause of the story for an entry, or null for entries the story skips
 * (card activations and bookkeeping the highlighted log shows anyway).
 * Rewrites the engine's sentences it knows into the past tense, short:
 * 'Wu assigns Lu Meng with 2 gold to "recruit armies".' -> 'Wu bid Lu Meng on "recruit armies"'.
 */
function clause(text: string): string | null {
  const sentence = text.replace(/\.$/, '');
  let m = /^(\w+) assigns (.+?)(?: with .+)? to (".+")$/.exec(sentence);
  if (m) return `${m[1]} bid ${m[2]} on ${m[3]}`;
  m = /^(\w+) passes and ends its bidding/.exec(sentence);
  if (m) return `${m[1]} passed`;
  m = /^(\w+) places the alliance token on (".+")$/.exec(sentence);
  if (m) return `${m[1]} chose ${m[2]} for the alliance`;
  m = /^(\w+) recruits (\d+) generals?$/.exec(sentence);
  if (m) return `${m[1]} recruited`;
  if (/^Next round's bid order/.test(sentence)) return null;
  return sentence;
}

const WON = /^((?:Wei|Wu|Shu)(?: and (?:Wei|Wu|Shu))*) wins? ".+" with -?\d+\.$/;
/** How many clauses the one-line story names before it says "and N more". */
const STORY_CLAUSES = 5;

/**
 * "Since your last turn: Wu bid Lu Meng on "recruit armies"; Shu passed." A
 * one-line story of what the others did since the seat's last decision: the
 * phases that began, the spaces won (counted per state) and the latest few
 * other events in the engine's words; the log below highlights them all.
 */
export function sinceSummary(G: GameState, from: number | null): string | null {
  if (from === null || from >= G.log.length) return null;
  const clauses: { text: string; phase: boolean }[] = [];
  const wins = new Map<string, number>();
  let winsAt = -1;
  for (const e of G.log.slice(from)) {
    if (e.phase) {
      clauses.push({ text: `${PHASE_LABELS[e.phase]} began`, phase: true });
      continue;
    }
    const won = !e.state && WON.exec(e.text);
    if (won) {
      if (winsAt < 0) winsAt = clauses.push({ text: '', phase: false }) - 1;
      for (const who of won[1].split(' and ')) wins.set(who, (wins.get(who) ?? 0) + 1);
      continue;
    }
    if (e.card) continue;
    const c = clause(e.text);
    if (c) clauses.push({ text: c, phase: false });
  }
  if (winsAt >= 0) clauses[winsAt].text = `spaces won: ${[...wins].map(([who, n]) => `${who} ${n}`).join(', ')}`;
  if (clauses.length === 0) return null;
  // Every phase that began, then the latest events (what led up to this turn), in the order they happened.
  const phases = clauses.filter((c) => c.phase).length;
  let latest = Math.max(1, STORY_CLAUSES - phases);
  const shown = new Set<number>();
  for (let i = clauses.length - 1; i >= 0; i--) {
    if (clauses[i].phase) shown.add(i);
    else if (latest > 0) {
      shown.add(i);
      latest--;
    }
  }
  const more = clauses.length - shown.size;
  const story = clauses.filter((_, i) => shown.has(i)).map((c) => c.text);
  return `Since your last turn: ${story.join('; ')}${more > 0 ? ` (and ${more} more, highlighted below)` : ''}.`;
}

const PHASE_LABELS: Record<Phase, string> = {
  conflict: 'Conflict Phase',
  resolution: 'Resolution Phase',
  maintenance: 'Update and Maintenance',
  gameOver: 'Final scoring',
};

/**
 * The marker each phase heading carries: the engine logs a heading entry
 * (LogEntry.phase) when a round's Conflict Phase, its Resolution Phase and
 * Update and Maintenance begin. A log saved before headings existed still
 * gets a marker at each new round.
 */
export function phaseMarks(G: GameState): Map<number, string> {
  const marks = new Map<number, string>();
  const hasHeadings = G.log.some((e) => e.phase);
  G.log.forEach((entry, i) => {
    if (entry.phase) marks.set(i, `Round ${entry.round} · ${PHASE_LABELS[entry.phase]}`);
    else if (!hasHeadings && (i === 0 || G.log[i - 1].round !== entry.round)) marks.set(i, `Round ${entry.round}`);
  });
  return marks;
}

export function GameLog({ G, seat = null }: { G: GameState; seat?: StateId | null }) {
  const from = firstNewEntry(G, seat);
  const summary = sinceSummary(G, from);
  const marks = phaseMarks(G);
  const notes = useContext(LogNotes);
  const notesAfter = (i: number) => notes.filter((n) => Math.min(n.after, G.log.length) === i);
  const titleId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [G.log.length, notes.length]);
  // The side column's log takes the height the panels leave: when a panel grows the list shrinks, and a list
  // showing its newest entries keeps showing them (one scrolled up by the player stays where it is).
  useEffect(() => {
    const el = listRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    let pinned = true;
    const onScroll = () => {
      pinned = el.scrollTop + el.clientHeight >= el.scrollHeight - 4;
    };
    const observer = new ResizeObserver(() => {
      if (pinned) el.scrollTop = el.scrollHeight;
    });
    el.addEventListener('scroll', onScroll, { passive: true });
    observer.observe(el);
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', onScroll);
    };
  }, []);
  const noteItems = (i: number) =>
    notesAfter(i).map((n, j) => (
      <li key={`note-${i}-${j}`} className={`log-entry log-note${n.state ? ` state-${n.state}` : ''}`} data-testid="log-note">
        {n.text}
      </li>
    ));
  return (
    <section className="game-log" aria-labelledby={titleId}>
      <h2 id={titleId}>Game log</h2>
      {summary && (
        // In the side column the story is cut to three lines (whole in its tooltip): every event it tells is highlighted below.
        <p className="log-summary" data-testid="log-summary" title={summary}>
          {summary}
        </p>
      )}
      {/* Focusable so keyboard users can scroll it. */}
      <ol ref={listRef} className="log" data-testid="log" tabIndex={0} aria-labelledby={titleId}>
        {G.log.map((entry, i) => {
          const mark = marks.get(i);
          // A phase heading is itself the marker; an old log's round change gets one drawn above it.
          const markClass = mark && (entry.phase ? 'phase-heading' : 'phase-start');
          const classes = [
            'log-entry',
            entry.state && `state-${entry.state}`,
            markClass,
            from !== null && i >= from && !entry.phase && 'log-new',
          ];
          return (
            <Fragment key={i}>
              {noteItems(i)}
              <li className={classes.filter(Boolean).join(' ')} data-round={entry.round} data-phase={mark}>
                {entry.text}
              </li>
            </Fragment>
          );
        })}
        {noteItems(G.log.length)}
      </ol>
    </section>
  );
}
