/**
 * The advisor at the table: a Hint button in the tray, and its answer docked
 * above the tray: the MCTS bot's recommended move with a one-line reason, the
 * next two, and for each the chance every state won in the games simulated
 * after it (with how many games). The analysis runs in a worker on the seat's
 * own view, the one this board already holds (boardgame.io's playerView): no
 * hidden card ever reaches it. "Set it up" only stages the move in the tray;
 * nothing is sent before the player's Confirm.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Advice } from '../../bots/analysis';
import type { Move } from '../../game/moves';
import type { GameState } from '../../game/state';
import { isSeatView } from '../../game/playerView';
import { STATES, type StateId } from '../../game/types';
import { stateName } from '../labels';
import { describeMove } from '../table/describeMove';
import { adviceReason, percentages } from './adviceText';
import { useAdvisor } from './AdvisorContext';
import type { HelperPrefs } from './prefs';
import { plural } from '../../game/words';

type HintState =
  | { key: string; status: 'thinking' }
  | { key: string; status: 'done'; advice: Advice }
  | { key: string; status: 'failed'; message: string };

export interface HintApi {
  /** Whether the Hint button is offered (the match allows hints and the player wants them). */
  offered: boolean;
  ask(): void;
  close(): void;
  state: HintState | null;
}

/**
 * The hint of the seat's current decision (`decisionKey` changes with it: an
 * answer about an older position is never shown).
 */
export function useHint(G: GameState, seat: StateId, decisionKey: string, deciding: boolean, prefs: HelperPrefs): HintApi {
  const advisor = useAdvisor();
  const [state, setState] = useState<HintState | null>(null);
  const current = useRef(decisionKey);
  current.current = decisionKey;
  const offered = !!advisor?.allowed && prefs.hints && deciding;
  const ask = useCallback(() => {
    if (!advisor?.allowed) return;
    const key = decisionKey;
    // Only the seat's own view is ever analysed (boardgame.io hands a seat's board the server's playerView).
    if (!isSeatView(G, seat)) {
      setState({ key, status: 'failed', message: 'this board holds more than your own view, so the advisor will not look at it' });
      return;
    }
    setState({ key, status: 'thinking' });
    advisor.runner
      .advise(G, seat, `hint:${seat}:${key}`, advisor.options)
      .then((advice) => current.current === key && setState({ key, status: 'done', advice }))
      .catch((e: unknown) => current.current === key && setState({ key, status: 'failed', message: e instanceof Error ? e.message : String(e) }));
  }, [advisor, G, seat, decisionKey]);
  useEffect(() => {
    if (!offered) setState(null);
  }, [offered]);
  const shown = state && state.key === decisionKey && offered ? state : null;
  return { offered, ask, close: () => setState(null), state: shown };
}

export function HintButton({ hint }: { hint: HintApi }) {
  if (!hint.offered) return null;
  return (
    <button type="button" className="hint-button" data-testid="hint" disabled={hint.state?.status === 'thinking'} onClick={hint.ask}>
      Hint
    </button>
  );
}

export function HintPanel({ hint, G, seat, onStage }: { hint: HintApi; G: GameState; seat: StateId; onStage: (move: Move) => void }) {
  const s = hint.state;
  if (!s) return null;
  return (
    <section className="hint-panel" data-testid="hint-panel" aria-label="Hint" aria-live="polite">
      <header className="hint-head">
        <strong>Hint</strong>{' '}
        <span className="muted">
          {s.status === 'done'
            ? `the search bot’s analysis of what you can see${s.advice.iterations ? ` (${plural(s.advice.iterations, 'searched line')})` : ''}`
            : s.status === 'thinking'
              ? 'the search bot is thinking about what you can see…'
              : ''}
        </span>
        <button type="button" className="hint-close" data-testid="hint-close" aria-label="Close the hint" onClick={hint.close}>
          ×
        </button>
      </header>
      {s.status === 'failed' && (
        <p className="move-error" data-testid="hint-error">
          No hint this time: {s.message}
        </p>
      )}
      {s.status === 'done' && (
        <ol className="hint-moves">
          {s.advice.moves.map((m, i) => {
            const pct = percentages(m.outlook.winChance, m.outlook.games);
            return (
              // data-move: the move itself, for tests that check it against the rules.
              <li key={i} data-testid="hint-move" data-rank={i + 1} data-move={JSON.stringify(m.move)}>
                <span className="hint-move-name">
                  {i === 0 ? <strong>Recommended: </strong> : <span className="muted">Alternative: </span>}
                  <span data-testid="hint-move-text">{describeMove(G, seat, m.move)}</span>
                </span>{' '}
                <button type="button" data-testid="hint-stage" onClick={() => onStage(m.move)}>
                  Set it up
                </button>
                {i === 0 && (
                  <p className="hint-reason" data-testid="hint-reason">
                    {adviceReason(s.advice, G)}
                  </p>
                )}
                <p className="hint-chances">
                  Chance to win:{' '}
                  {STATES.map((st) => (
                    <span key={st} className={`hint-chance state-${st}`} data-testid="hint-chance" data-state={st} data-percent={pct[st]}>
                      {stateName(st)} {pct[st]}%
                    </span>
                  ))}{' '}
                  <span className="muted" data-testid="hint-games" data-games={m.outlook.games}>
                    from {plural(m.outlook.games, 'simulated game')}
                  </span>
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/** The player's switches for the helpers: the Hint button (where the match allows hints), and the coach in tutorial games. */
export function HelperToggles({ prefs, setPrefs, hints, coach }: { prefs: HelperPrefs; setPrefs: (p: HelperPrefs) => void; hints: boolean; coach: boolean }) {
  return (
    <details className="turn-alerts helper-toggles" data-testid="helper-toggles">
      <summary>Helpers ▾</summary>
      <div className="turn-toggles" role="group" aria-label="Helpers">
        {hints && (
          <label>
            <input type="checkbox" data-testid="hints-toggle" checked={prefs.hints} onChange={(e) => setPrefs({ ...prefs, hints: e.target.checked })} /> Hints
          </label>
        )}
        {coach && (
          <label>
            <input type="checkbox" data-testid="coach-toggle" checked={prefs.coach} onChange={(e) => setPrefs({ ...prefs, coach: e.target.checked })} /> Coach
          </label>
        )}
      </div>
    </details>
  );
}
