/** The rank track shared by the three states (Governor to Emperor), each state's marker on its rank. */
import { RANKS } from '../../game/data/board';
import type { GameState } from '../../game/state';
import { STATES } from '../../game/types';
import { stateName } from '../labels';

export function RankTrack({ G }: { G: GameState }) {
  return (
    <section className="rank-track" aria-label="Rank track">
      <h2 className="board-label">Rank</h2>
      <ol className="rank-cells">
        {RANKS.map((r, i) => {
          const here = STATES.filter((s) => G.players[s].rank === i);
          return (
            <li key={i} className="rank-cell">
              <span className="rank-name">{r.value}</span>
              <span className="markers">
                {here.map((s) => (
                  <span key={s} className={`marker state-${s}`} title={stateName(s)} aria-label={stateName(s)} role="img" />
                ))}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
