/**
 * The whole read-only board for one seat's view of the game: everything
 * public plus that seat's own hand. `G` must already be `observe(G, seat)`;
 * the board never relies on seeing more than the view holds.
 */
import type { GameState } from '../../game/state';
import type { StateId } from '../../game/types';
import { STATES } from '../../game/types';
import { ActionSpaces } from './ActionSpaces';
import { BattleBorders } from './BattleBorders';
import { CommonTokens } from './CommonTokens';
import { GameLog } from './GameLog';
import { Hand } from './Hand';
import { OrderTracks } from './OrderTracks';
import { RoundTrack } from './RoundTrack';
import { ScoreSheet } from './ScoreSheet';
import { StatePanel } from './StatePanel';
import { StatusLine } from './StatusLine';

export interface PublicBoardProps {
  G: GameState;
  /** The seat being played; null for a spectator (no hand shown). */
  seat: StateId | null;
}

export function PublicBoard({ G, seat }: PublicBoardProps) {
  const ranks = { wei: G.players.wei.rank, wu: G.players.wu.rank, shu: G.players.shu.rank };
  return (
    <div className="tk-board" data-seat={seat ?? 'spectator'}>
      <header className="board-header">
        <StatusLine G={G} />
        <RoundTrack G={G} />
        <OrderTracks G={G} />
        <CommonTokens G={G} />
      </header>
      {G.result && <ScoreSheet result={G.result} ranks={ranks} />}
      <div className="board-centre">
        <ActionSpaces G={G} />
        <BattleBorders G={G} />
      </div>
      <div className="board-side">
        {seat && <Hand G={G} seat={seat} />}
        <GameLog G={G} />
      </div>
      <div className="board-states">
        {STATES.map((s) => (
          <StatePanel key={s} G={G} state={s} seat={seat} />
        ))}
      </div>
    </div>
  );
}
