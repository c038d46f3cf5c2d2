/**
 * What a state holds beyond its supply: its cards (counted, as icons, for the
 * panel's head), the generals it has stationed and the enhancements it has
 * constructed (each named, with the card in its tooltip). Empty lists take no room.
 * The lists fold into one line of counts, which opens them: late in a game they
 * would push the log and the next panels off a laptop's first screen (the
 * stationed generals are on the board's border locations too).
 */
import { LOCATIONS } from '../../../game/threeKingdomsRedux/data/board';
import type { GameState } from '../../../game/threeKingdomsRedux/state';
import type { StateId } from '../../../game/threeKingdomsRedux/types';
import { cardCounts, unitsLabel } from '../labels';
import { EnhancementCard } from './EnhancementCard';
import { GeneralCard } from './GeneralCard';
import { Icon, type IconName } from './Icon';
import { listSentence, plural } from '../../../game/threeKingdomsRedux/words';

/** A state's cards, counted: generals in hand, enhancement cards, general cards not yet recruited. */
export function CardCounts({ G, state }: { G: GameState; state: StateId }) {
  const counts = cardCounts(G.players[state]);
  return (
    <p
      className="card-counts"
      data-testid={`${state}-cards`}
      title={`${plural(counts.hand, 'general')} in hand, ${plural(counts.enhancementHand, 'enhancement card')}, ${plural(counts.undrawn, 'general card')} not yet recruited${counts.drawn > 0 ? `, choosing from ${plural(counts.drawn, 'drawn card')}` : ''}`}
    >
      <CardCount icon="generalCard" label="Generals in hand" n={counts.hand} testId={`${state}-handCount`} />
      <CardCount icon="enhancementCard" label="Enhancement cards in hand" n={counts.enhancementHand} testId={`${state}-enhancementCount`} />
      <CardCount icon="deck" label="General cards not yet recruited" n={counts.undrawn} />
      {counts.drawn > 0 && <span className="muted">+{counts.drawn} drawn</span>}
    </p>
  );
}

export function StateHoldings({ G, state, seat }: { G: GameState; state: StateId; seat: StateId | null }) {
  const p = G.players[state];
  // Generals seen on the board and since returned are public; the rest of a hand is only a count.
  // (Filtering by `revealed` again keeps a full G passed by mistake from showing a hand.)
  const knownInHand = state === seat ? [] : p.secret.hand.filter((g) => p.revealed.includes(g));
  const counts = [
    p.stationed.length > 0 && `${p.stationed.length} stationed`,
    p.constructed.length > 0 && `${p.constructed.length} built`,
    knownInHand.length > 0 && `${knownInHand.length} known in hand`,
  ].filter(Boolean);
  if (counts.length === 0) return null;
  return (
    <details className="holdings" data-testid={`holdings-${state}`}>
      <summary title="Show the generals stationed, the enhancements constructed and the generals known in hand">
        {counts.join(' · ')}
      </summary>
      {p.stationed.length > 0 && (
        <>
          <h3>Stationed</h3>
          <ul className="stationed">
            {p.stationed.map((st) => (
              <li key={st.general} data-testid={`stationed-${state}-${st.general}`}>
                <GeneralCard id={st.general} /> at {listSentence(st.locations.map((l) => LOCATIONS[l].name.value))}
                {st.units.length > 0 && <> with {listSentence(st.units.map(unitsLabel))}</>}
              </li>
            ))}
          </ul>
        </>
      )}
      {p.constructed.length > 0 && (
        <>
          <h3>Constructed</h3>
          <ul className="constructed">
            {p.constructed.map((card) => (
              <li key={card}>
                <EnhancementCard id={card} testId={`constructed-${state}-${card}`} />
              </li>
            ))}
          </ul>
        </>
      )}
      {knownInHand.length > 0 && (
        <p className="known-hand">
          Known in hand:{' '}
          {knownInHand.map((g, i) => (
            <span key={g}>
              {i > 0 && ', '}
              <GeneralCard id={g} />
            </span>
          ))}
        </p>
      )}
    </details>
  );
}

/** A count of cards as an icon and a number. */
function CardCount({ icon, label, n, testId }: { icon: IconName; label: string; n: number; testId?: string }) {
  return (
    <span className="card-count">
      <Icon name={icon} label={label} size={16} />
      <span data-testid={testId}>{n}</span>
    </span>
  );
}
