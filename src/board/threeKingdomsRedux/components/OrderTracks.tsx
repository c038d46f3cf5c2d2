/**
 * The bid order and action order tracks. After the Resolution Phase has
 * determined turn order, G.bidOrder already holds next round's order, so
 * the label says so rather than showing a misleading "current" order.
 */
import { useId } from 'react';
import type { GameState } from '../../../game/threeKingdomsRedux/state';
import type { StateId } from '../../../game/threeKingdomsRedux/types';
import { StateTag } from './StateTag';
import { HelpLink } from '../help/HelpLink';
import type { TrackId } from '../help/rulesHelp';

export function OrderTracks({ G }: { G: GameState }) {
  const titleId = useId();
  const passed = G.step.kind === 'bidding' ? G.step.passed : [];
  const bidLabel = G.phase === 'conflict' ? 'Bid order' : 'Bid order for next round';
  // The action order track is filled at the start of the Resolution Phase.
  const actionOrder = G.phase === 'conflict' ? [] : G.actionOrder;
  return (
    <section className="order-tracks" aria-labelledby={titleId}>
      <h2 id={titleId} className="sr-only">
        Turn order
      </h2>
      <Track label={bidLabel} track="bidOrder" order={G.bidOrder} testId="bid-order" note={(s) => (passed.includes(s) ? 'passed' : null)} />
      <Track label="Action order" track="actionOrder" order={actionOrder} testId="action-order" empty="filled in the Resolution Phase" />
    </section>
  );
}

interface TrackProps {
  label: string;
  track: TrackId;
  order: readonly StateId[];
  testId: string;
  empty?: string;
  note?: (s: StateId) => string | null;
}

function Track({ label, track, order, testId, empty, note }: TrackProps) {
  return (
    <div className="order-track">
      <h3>
        {label} <HelpLink track={track} label={label} />
      </h3>
      {order.length ? (
        <ol data-testid={testId}>
          {order.map((s) => {
            const n = note?.(s);
            return (
              <li key={s} data-state={s}>
                <StateTag state={s} />
                {n && <span className="muted"> {n}</span>}
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="muted">{empty}</p>
      )}
    </div>
  );
}
