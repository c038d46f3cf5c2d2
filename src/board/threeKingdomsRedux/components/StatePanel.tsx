/**
 * One state's compact panel, as on BGA: its supply and its standing as icons
 * with numbers, its cards counted, what it has stationed and built, and its
 * improve tribal relations space. Everything here
 * is public; the seat's own secret cards are in <Hand>.
 */
import { useId } from 'react';
import { tribalSpace } from '../../../game/threeKingdomsRedux/spaces';
import type { GameState } from '../../../game/threeKingdomsRedux/state';
import type { StateId } from '../../../game/threeKingdomsRedux/types';
import { stateName } from '../labels';
import { ActionSpace } from './ActionSpace';
import { HeldPieces } from './Pieces';
import { CardCounts, StateHoldings } from './StateHoldings';
import { StateResources } from './StateResources';
import { StateStanding } from './StateStanding';

export interface StatePanelProps {
  G: GameState;
  state: StateId;
  /** The seat being played (null: spectator), to mark "you". */
  seat: StateId | null;
}

export function StatePanel({ G, state, seat }: StatePanelProps) {
  const titleId = useId();
  const p = G.players[state];
  const badges: string[] = [];
  if (state === seat) badges.push('you');
  if (G.allianceSpace !== null && G.alliance.includes(state)) badges.push('in the alliance');
  // The Han emperor token is drawn beside the name (HeldPieces, with its own name): the words are for screen readers.
  const hanEmperor = G.hanEmperorHolder === state;
  return (
    <section className={`state-panel state-${state}`} data-testid={`state-${state}`} aria-labelledby={titleId}>
      <div className="state-head">
        <h2 id={titleId} className="state-title">
          {stateName(state)}
          {badges.map((b) => (
            <span key={b} className="badge">
              {' '}
              {b}
            </span>
          ))}
          {hanEmperor && <span className="sr-only"> holds the Han emperor token</span>}
          <HeldPieces G={G} state={state} />
        </h2>
        <CardCounts G={G} state={state} />
      </div>
      <StateResources state={state} player={p} />
      <StateStanding state={state} player={p} />
      <StateHoldings G={G} state={state} seat={seat} />
      <ActionSpace G={G} space={tribalSpace(state)} />
    </section>
  );
}
