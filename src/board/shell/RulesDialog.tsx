/** A game's rules as a panel over the page, for games whose rules are a few paragraphs. */
import type { ReactNode } from 'react';

export function RulesDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  return (
    <div
      className="help-backdrop"
      onClick={(e) => e.target === e.currentTarget && onClose()}
      onKeyDown={(e) => e.key === 'Escape' && onClose()}
    >
      <aside className="help-panel" role="dialog" aria-modal="true" aria-labelledby="rules-title" data-testid="rules-panel">
        <header className="help-head">
          <h2 id="rules-title">{title}: rules</h2>
          <button type="button" data-testid="rules-close" onClick={onClose}>
            Close
          </button>
        </header>
        {/* A long text scrolls: focusable, so the keyboard can scroll it too (WCAG 2.1.1). */}
        <section className="rules-body" tabIndex={0} aria-label="Rules text">
          {children}
        </section>
      </aside>
    </div>
  );
}
