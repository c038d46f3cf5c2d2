/**
 * The advisor at the table: a Hint button in the tray, and its answer docked
 * above the tray: the Hard bot's recommended move in plain words with the
 * reason its own figures give, then the three best options, each with the
 * player's chance to win in the games simulated after it (with its
 * uncertainty and how many games), and why the recommendation stands when
 * another option won more of them. The analysis runs in a worker on the seat's
 * own view, the one this board already holds (boardgame.io's playerView): no
 * hidden card ever reaches it. "Set it up" only stages the move in the tray;
 * nothing is sent before the player's Confirm.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Advice } from '../../../bots/threeKingdomsRedux/analysis';
import type { Move } from '../../../game/threeKingdomsRedux/moves';
import type { GameState } from '../../../game/threeKingdomsRedux/state';
import { isSeatView } from '../../../game/threeKingdomsRedux/playerView';
import type { StateId } from '../../../game/threeKingdomsRedux/types';
import { describeMove } from '../table/describeMove';
import { chanceFigure, chanceWords, recommendation, whyNotBetter } from './adviceText';
import { useAdvisor } from './AdvisorContext';
import type { HelperPrefs } from './prefs';

export type HintState =
  | { key: string; status: 'thinking' }
  | { key: string; status: 'done'; advice: Advice }
  | { key: string; status: 'failed'; message: string };

export interface HintApi {
  /** Whether the Hint button is offered (the match allows hints and the player wants them). */
  offered: boolean;
  /** Opens the hint panel, asking the advisor unless this decision's answer is already asked for. */
  ask(): void;
  /**
   * Asks the advisor about this decision without opening the panel (the
   * coach's suggestion): one analysis per decision, which the panel shows
   * when opened, so the coach and the Hint never disagree.
   */
  prepare(): void;
  close(): void;
  /** The panel's state: null while it is closed. */
  state: HintState | null;
  /** This decision's analysis, asked by the panel or the coach, whether the panel is open or not. */
  analysis: HintState | null;
}

/**
 * The hint of the seat's current decision (`decisionKey` changes with it: an
 * answer about an older position is never shown).
 */
export function useHint(G: GameState, seat: StateId, decisionKey: string, deciding: boolean, prefs: HelperPrefs): HintApi {
  const advisor = useAdvisor();
  const [state, setState] = useState<HintState | null>(null);
  const [openKey, setOpenKey] = useState<string | null>(null);
  const current = useRef(decisionKey);
  current.current = decisionKey;
  const asked = useRef<string | null>(null);
  const offered = !!advisor?.allowed && prefs.hints && deciding;
  const prepare = useCallback(() => {
    if (!advisor?.allowed) return;
    const key = decisionKey;
    if (asked.current === key) return;
    asked.current = key;
    // Only the seat's own view is ever analysed (boardgame.io hands a seat's board the server's playerView).
    if (!isSeatView(G, seat)) {
      setState({ key, status: 'failed', message: 'this board holds more than your own view, so the advisor will not look at it' });
      return;
    }
    setState({ key, status: 'thinking' });
    advisor.runner
      .advise(G, seat, hintSeed(seat, key), advisor.options)
      .then((advice) => current.current === key && setState({ key, status: 'done', advice }))
      .catch(
        (e: unknown) => current.current === key && setState({ key, status: 'failed', message: e instanceof Error ? e.message : String(e) }),
      );
  }, [advisor, G, seat, decisionKey]);
  const ask = useCallback(() => {
    // A failed analysis is asked again; a running or finished one is shown as it is.
    if (state?.key === decisionKey && state.status === 'failed') asked.current = null;
    prepare();
    setOpenKey(decisionKey);
  }, [prepare, decisionKey, state]);
  useEffect(() => {
    if (!offered) {
      setState(null);
      setOpenKey(null);
      asked.current = null;
    }
  }, [offered]);
  const analysis = state && state.key === decisionKey && offered ? state : null;
  const shown = analysis && openKey === decisionKey ? analysis : null;
  return { offered, ask, prepare, close: () => setOpenKey(null), state: shown, analysis };
}

/** The advisor's seed for one decision of a seat: the same position always gets the same analysis seed. */
export const hintSeed = (seat: StateId, decisionKey: string) => `hint:${seat}:${decisionKey}`;

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
  const why = s.status === 'done' ? whyNotBetter(s.advice) : null;
  return (
    <section className="hint-panel" data-testid="hint-panel" aria-label="Hint" aria-live="polite">
      <header className="hint-head">
        {s.status === 'done' ? (
          <p className="hint-reason" data-testid="hint-reason">
            <strong>Good move:</strong>
            {recommendation(s.advice, G).slice('Good move:'.length)}
          </p>
        ) : (
          <p className="muted">{s.status === 'thinking' ? 'Hint: the Hard bot is weighing what you can see…' : 'Hint'}</p>
        )}
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
        <>
          <ol className="hint-moves" aria-label="Your best options, with your chance to win in the bot's simulated games">
            {s.advice.moves.map((m, i) => {
              const figure = chanceFigure(m.outlook.winChance[seat], m.outlook.games);
              return (
                // data-move: the move itself, for tests that check it against the rules.
                <li key={i} data-testid="hint-move" data-rank={i + 1} data-move={JSON.stringify(m.move)}>
                  <span className="hint-move-name">
                    <span className="hint-rank">{i + 1}.</span> <span data-testid="hint-move-text">{describeMove(G, seat, m.move)}</span>
                  </span>
                  <span
                    className="hint-chance"
                    data-testid="hint-chance"
                    data-low={figure ? Math.round(figure.low * 100) : undefined}
                    data-high={figure ? Math.round(figure.high * 100) : undefined}
                    data-games={m.outlook.games}
                    title={`Your share of wins in ${m.outlook.games} games the bots played on from here after this move; the ± covers the true chance about 19 times in 20.`}
                  >
                    {figure ? 'You win ' : ''}
                    {chanceWords(m, seat)}
                  </span>
                  <button type="button" data-testid="hint-stage" aria-label={`Set up option ${i + 1}`} onClick={() => onStage(m.move)}>
                    Set it up
                  </button>
                </li>
              );
            })}
          </ol>
          {why && (
            <p className="hint-why" data-testid="hint-why">
              {why}
            </p>
          )}
        </>
      )}
    </section>
  );
}

/** The player's switches for the helpers: the Hint button (where the match allows hints), and the coach in tutorial games. */
export function HelperToggles({
  prefs,
  setPrefs,
  hints,
  coach,
}: {
  prefs: HelperPrefs;
  setPrefs: (p: HelperPrefs) => void;
  hints: boolean;
  coach: boolean;
}) {
  return (
    <details className="turn-alerts helper-toggles" data-testid="helper-toggles">
      <summary>Helpers ▾</summary>
      <div className="turn-toggles" role="group" aria-label="Helpers">
        {hints && (
          <label>
            <input
              type="checkbox"
              data-testid="hints-toggle"
              checked={prefs.hints}
              onChange={(e) => setPrefs({ ...prefs, hints: e.target.checked })}
            />{' '}
            Hints
          </label>
        )}
        {coach && (
          <label>
            <input
              type="checkbox"
              data-testid="coach-toggle"
              checked={prefs.coach}
              onChange={(e) => setPrefs({ ...prefs, coach: e.target.checked })}
            />{' '}
            Coach
          </label>
        )}
      </div>
    </details>
  );
}
