/**
 * One state's side of the board: its tokens on the shared tracks, its supply,
 * its improve tribal relations space and what it has built. Everything here
 * is public; the seat's own secret cards are in <Hand>.
 */
import { useId } from 'react';
import { tribalSpace } from '../../../game/threeKingdomsRedux/spaces';
import type { GameState } from '../../../game/threeKingdomsRedux/state';
import type { StateId } from '../../../game/threeKingdomsRedux/types';
import { stateName } from '../labels';
import { ActionSpace } from './ActionSpace';
import { HeldPieces } from './Pieces';
import { StateHoldings } from './StateHoldings';
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
  if (G.hanEmperorHolder === state) badges.push('holds the Han emperor token');
  return (
    <section className={`state-panel state-${state}`} data-testid={`state-${state}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="state-title">
        {stateName(state)}
        {badges.map((b) => (
          <span key={b} className="badge">
            {' '}
            {b}
          </span>
        ))}
        <HeldPieces G={G} state={state} />
      </h2>
      <StateStanding state={state} player={p} />
      <StateResources state={state} player={p} />
      <ActionSpace G={G} space={tribalSpace(state)} />
      <StateHoldings G={G} state={state} seat={seat} />
    </section>
  );
}
