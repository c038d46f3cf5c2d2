/** The rank track shared by the three states (Governor to Emperor), each state's marker on its rank. */
import { RANKS } from '../../../game/threeKingdomsRedux/data/board';
import type { GameState } from '../../../game/threeKingdomsRedux/state';
import { STATES } from '../../../game/threeKingdomsRedux/types';
import { stateName } from '../labels';
import type { StateId } from '../../../game/threeKingdomsRedux/types';
import { useSlide } from '../table/motion';
import { HelpLink } from '../help/HelpLink';

export function RankTrack({ G }: { G: GameState }) {
  return (
    <section className="rank-track" aria-label="Rank track">
      <h2 className="board-label">
        Rank <HelpLink track="rank" label="Rank track" />
      </h2>
      <ol className="rank-cells">
        {RANKS.map((r, i) => {
          const here = STATES.filter((s) => G.players[s].rank === i);
          return (
            <li key={i} className="rank-cell">
              <span className="rank-name">{r.value}</span>
              <span className="markers">
                {here.map((s) => (
                  <RankMarker key={s} state={s} rank={i} />
                ))}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** A state's marker on the rank track: it slides up the track when the state rises. */
function RankMarker({ state, rank }: { state: StateId; rank: number }) {
  const ref = useSlide<HTMLSpanElement>(`rank:${state}`, String(rank));
  return <span ref={ref} className={`marker state-${state}`} title={stateName(state)} aria-label={stateName(state)} role="img" />;
}
