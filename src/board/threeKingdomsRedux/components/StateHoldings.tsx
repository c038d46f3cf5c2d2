/** What a state has built and sent out: stationed generals, constructed enhancements, cards held. */
import { LOCATIONS } from '../../../game/threeKingdomsRedux/data/board';
import type { GameState } from '../../../game/threeKingdomsRedux/state';
import type { StateId } from '../../../game/threeKingdomsRedux/types';
import { cardCounts, unitsLabel } from '../labels';
import { EnhancementCard } from './EnhancementCard';
import { GeneralCard } from './GeneralCard';
import { listSentence, plural } from '../../../game/threeKingdomsRedux/words';

export function StateHoldings({ G, state, seat }: { G: GameState; state: StateId; seat: StateId | null }) {
  const p = G.players[state];
  const counts = cardCounts(p);
  // Generals seen on the board and since returned are public; the rest of a hand is only a count.
  // (Filtering by `revealed` again keeps a full G passed by mistake from showing a hand.)
  const knownInHand = state === seat ? [] : p.secret.hand.filter((g) => p.revealed.includes(g));
  return (
    <div className="holdings">
      <h3>Stationed generals</h3>
      {p.stationed.length ? (
        <ul className="stationed">
          {p.stationed.map((st) => (
            <li key={st.general} data-testid={`stationed-${state}-${st.general}`}>
              <GeneralCard id={st.general} /> at {listSentence(st.locations.map((l) => LOCATIONS[l].name.value))}
              {st.units.length > 0 && <> with {listSentence(st.units.map(unitsLabel))}</>}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">None.</p>
      )}
      <h3>Constructed enhancements</h3>
      {p.constructed.length ? (
        <ul className="constructed">
          {p.constructed.map((card) => (
            <li key={card}>
              <EnhancementCard id={card} testId={`constructed-${state}-${card}`} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">None.</p>
      )}
      <h3>Cards</h3>
      <p className="card-counts" data-testid={`${state}-cards`}>
        <span data-testid={`${state}-handCount`}>{counts.hand}</span> {counts.hand === 1 ? 'general' : 'generals'} in hand,{' '}
        <span data-testid={`${state}-enhancementCount`}>{counts.enhancementHand}</span>{' '}
        {counts.enhancementHand === 1 ? 'enhancement card' : 'enhancement cards'}, {plural(counts.undrawn, 'general card')} not yet
        recruited
        {counts.drawn > 0 && <>, choosing from {plural(counts.drawn, 'drawn card')}</>}.
      </p>
      {knownInHand.length > 0 && (
        <p className="known-hand">
          Known to be in hand:{' '}
          {knownInHand.map((g, i) => (
            <span key={g}>
              {i > 0 && ', '}
              <GeneralCard id={g} />
            </span>
          ))}
        </p>
      )}
    </div>
  );
}
