/**
 * The table for one seat's view of the game: the printed board in the middle
 * (round track, order tracks, tokens, the 12 common spaces, the three borders
 * with their battle spaces and locations, the rank track); at the side the
 * three states' compact panels and the log (BGA's side column); the result
 * on top once the game is over.
 * `G` must already be `observe(G, seat)`; the board never relies on seeing
 * more than the view holds.
 */
import type { GameState } from '../../../game/threeKingdomsRedux/state';
import type { StateId } from '../../../game/threeKingdomsRedux/types';
import { STATES } from '../../../game/threeKingdomsRedux/types';
import { ActionSpaces } from './ActionSpaces';
import { BattleBorders } from './BattleBorders';
import { CommonTokens } from './CommonTokens';
import { GameLog } from './GameLog';
import { Hand } from './Hand';
import { OrderTracks } from './OrderTracks';
import { RankTrack } from './RankTrack';
import { RoundTrack } from './RoundTrack';
import { ScoreSheet } from './ScoreSheet';
import { StatePanel } from './StatePanel';
import { StatusLine } from './StatusLine';

export interface PublicBoardProps {
  G: GameState;
  /** The seat being played; null for a spectator (no hand shown). */
  seat: StateId | null;
  /** Show the seat's hand in the side column (false where the page docks it at the bottom). */
  hand?: boolean;
}

export function PublicBoard({ G, seat, hand = true }: PublicBoardProps) {
  const ranks = { wei: G.players.wei.rank, wu: G.players.wu.rank, shu: G.players.shu.rank };
  return (
    <div className="tk-board" data-seat={seat ?? 'spectator'}>
      {G.result && <ScoreSheet result={G.result} ranks={ranks} seat={seat} />}
      <div className="board-main">
        <div className="printed-board" role="region" aria-label="The board">
          <div className="board-strip">
            <RoundTrack G={G} />
            <StatusLine G={G} />
          </div>
          <ActionSpaces G={G} />
          <BattleBorders G={G} />
          <div className="board-strip board-strip-bottom">
            <RankTrack G={G} />
            <OrderTracks G={G} />
            <CommonTokens G={G} />
          </div>
        </div>
      </div>
      <div className="board-side">
        {seat && hand && <Hand G={G} seat={seat} />}
        <div className="board-states">
          {/* The seat's own state first, as a player's own panel sits at the top on BGA. */}
          {[...STATES]
            .sort((a, b) => Number(b === seat) - Number(a === seat))
            .map((s) => (
              <StatePanel key={s} G={G} state={s} seat={seat} />
            ))}
        </div>
        <GameLog G={G} seat={seat} />
      </div>
    </div>
  );
}
