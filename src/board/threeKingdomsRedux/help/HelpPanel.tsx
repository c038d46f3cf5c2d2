/**
 * The rules at hand: a searchable side panel over the page with an overview
 * of how to win, the phases and steps, what each action space does and
 * costs, the scoring categories and every card's text, all from rulesHelp.ts
 * (the engine's own data).
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { HelpContext, useHelp, type HelpApi } from './HelpContext';
import { HELP_SECTIONS, helpEntries, searchHelp, type HelpEntry } from './rulesHelp';

export function HelpPanel({ focus, onClose }: { focus?: string; onClose: () => void }) {
  const [query, setQuery] = useState('');
  const all = helpEntries();
  const shown = useMemo(() => searchHelp(all, query), [all, query]);
  const search = useRef<HTMLInputElement>(null);
  const body = useRef<HTMLDivElement>(null);

  // Opened from a link: that entry is scrolled into view and takes the focus; otherwise the search box does.
  useEffect(() => {
    setQuery('');
    const el = focus ? body.current?.querySelector<HTMLElement>(`[data-help-id="${focus}"]`) : null;
    if (el) {
      el.scrollIntoView({ block: 'start' });
      el.focus();
    } else search.current?.focus();
  }, [focus]);

  return (
    <div
      className="help-backdrop"
      onClick={(e) => e.target === e.currentTarget && onClose()}
      onKeyDown={(e) => e.key === 'Escape' && onClose()}
    >
      <aside className="help-panel" role="dialog" aria-modal="true" aria-labelledby="help-title" data-testid="help-panel">
        <header className="help-head">
          <h2 id="help-title">Rules</h2>
          <input
            ref={search}
            type="search"
            className="help-search"
            data-testid="help-search"
            placeholder="Search the rules and cards"
            aria-label="Search the rules and cards"
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              // New results start at the top, not where the last list was scrolled to.
              body.current?.scrollTo({ top: 0 });
            }}
          />
          <button type="button" data-testid="help-close" onClick={onClose}>
            Close
          </button>
        </header>
        {/* Focusable, so the keyboard can scroll the entries even when none of them holds a link. */}
        <div className="help-body" ref={body} role="region" aria-label="Rules entries" tabIndex={0}>
          {query && (
            <p className="muted" role="status" data-testid="help-count">
              {shown.length === 0 ? 'Nothing matches.' : `${shown.length} of ${all.length} entries match.`}
            </p>
          )}
          {HELP_SECTIONS.map(([section, title]) => {
            const entries = shown.filter((e) => e.section === section);
            if (entries.length === 0) return null;
            return (
              <section key={section} className="help-section" aria-labelledby={`help-section-${section}`}>
                <h3 id={`help-section-${section}`}>{title}</h3>
                {entries.map((e) => (
                  <HelpArticle key={e.id} entry={e} current={e.id === focus} />
                ))}
              </section>
            );
          })}
        </div>
      </aside>
    </div>
  );
}

function HelpArticle({ entry, current }: { entry: HelpEntry; current: boolean }) {
  return (
    <article
      className={`help-entry${current ? ' help-current' : ''}`}
      data-help-id={entry.id}
      data-testid={`help-${entry.id}`}
      tabIndex={-1}
      aria-labelledby={`help-t-${entry.id}`}
    >
      <h4 id={`help-t-${entry.id}`}>{entry.title}</h4>
      {entry.subtitle && <p className="help-subtitle">{entry.subtitle}</p>}
      {entry.lead?.map((l, i) => (
        <p key={`lead-${i}`}>{l}</p>
      ))}
      {entry.list ? (
        <>
          <p>{entry.lines[0]}</p>
          <ul>
            {entry.lines.slice(1).map((l, i) => (
              <li key={i}>{l}</li>
            ))}
          </ul>
        </>
      ) : (
        entry.lines.map((l, i) => <p key={i}>{l}</p>)
      )}
      <p className="help-source">{entry.source}</p>
    </article>
  );
}

/** Gives the page a rules panel: children open it through useHelp(). */
export function HelpProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<{ focus?: string; n: number } | null>(null);
  const api = useMemo<HelpApi>(() => ({ open: (focus) => setOpen((o) => ({ focus, n: (o?.n ?? 0) + 1 })) }), []);
  return (
    <HelpContext.Provider value={api}>
      {children}
      {open && <HelpPanel key={open.n} focus={open.focus} onClose={() => setOpen(null)} />}
    </HelpContext.Provider>
  );
}

/** The "Rules" button (match bar, start screen). */
export function RulesButton() {
  const help = useHelp();
  if (!help) return null;
  return (
    <button type="button" data-testid="open-rules" onClick={() => help.open()}>
      Rules
    </button>
  );
}
