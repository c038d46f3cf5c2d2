/**
 * The seat's own secret cards: generals available for bidding, drawn cards
 * waiting for recruitment, and state enhancement cards. Only ever rendered
 * for the seat whose view G is; for any other state the secret part of a
 * view is empty anyway.
 */
import { useId } from 'react';
import type { GameState } from '../../game/state';
import type { StateId } from '../../game/types';
import { plural, stateName } from '../labels';
import { EnhancementCard, EnhancementSummary } from './EnhancementCard';
import { GeneralAttributes, GeneralCard } from './GeneralCard';

export function Hand({ G, seat }: { G: GameState; seat: StateId }) {
  const titleId = useId();
  const p = G.players[seat];
  // A view for another seat carries hiddenCounts for this state: nothing secret to show.
  const { hand, drawn, enhancementHand, undrawn } = p.hiddenCounts ? { hand: [], drawn: [], enhancementHand: [], undrawn: [] } : p.secret;
  const faceDown = G.hanEmperorFaceDown?.state === seat ? G.hanEmperorFaceDown.general : null;
  return (
    <section className={`hand state-${seat}`} data-testid="hand" aria-labelledby={titleId}>
      <h2 id={titleId}>Your hand ({stateName(seat)})</h2>
      <h3>Generals ({hand.length})</h3>
      {hand.length ? (
        <ul className="hand-cards">
          {hand.map((g) => (
            <li key={g}>
              <GeneralCard id={g} testId={`hand-general-${g}`} /> <GeneralAttributes id={g} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No generals in hand.</p>
      )}
      {faceDown && (
        <p className="muted">
          <GeneralCard id={faceDown} /> is face down on “control Han emperor” and sits out this round.
        </p>
      )}
      {drawn.length > 0 && (
        <>
          <h3>Drawn for recruitment ({drawn.length})</h3>
          <ul className="hand-cards drawn">
            {drawn.map((g) => (
              <li key={g}>
                <GeneralCard id={g} testId={`drawn-general-${g}`} /> <GeneralAttributes id={g} />
              </li>
            ))}
          </ul>
        </>
      )}
      <h3>State enhancement cards ({enhancementHand.length})</h3>
      {enhancementHand.length ? (
        <ul className="hand-cards">
          {enhancementHand.map((e) => (
            <li key={e}>
              <EnhancementCard id={e} testId={`hand-enhancement-${e}`} /> <EnhancementSummary id={e} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No enhancement cards.</p>
      )}
      <p className="muted">{plural(undrawn.length, 'general card')} not yet recruited.</p>
    </section>
  );
}
