/** The side column's panels: one compact panel per player, the chosen area's pieces, the log's latest lines. */
import { AREAS, AREA_IDS, type AreaId } from '../../game/dragonsAndTigers/data/areas';
import { CHARACTER_IDS, CHARACTERS } from '../../game/dragonsAndTigers/data/characters';
import { KINGDOM_IDS, type KingdomId } from '../../game/dragonsAndTigers/data/kingdoms';
import type { DtState, Seat } from '../../game/dragonsAndTigers/model/state';
import { characterRatings, kingdomColour, kingdomName, SEAT_COLOURS, seatName, stars } from './words';

function armiesOfKingdom(G: DtState, kingdom: KingdomId): number {
  let total = 0;
  for (const area of AREA_IDS) total += G.armies[area][kingdom] ?? 0;
  return total;
}

export function PlayerPanels({ G, seat, toAct }: { G: DtState; seat: Seat | null; toAct: readonly Seat[] }) {
  return (
    <section className="dt-players" aria-label="Players">
      {G.seats.map((s) => {
        const kingdoms = KINGDOM_IDS.filter((k) => G.kingdoms[k].owner === s && G.kingdoms[k].status === 'inPlay');
        const areas = AREA_IDS.filter((a) => {
          const k = G.control[a];
          return k !== null && G.kingdoms[k].owner === s;
        }).length;
        const characters = CHARACTER_IDS.filter((id) => {
          const c = G.characters[id];
          return c.status === 'map' && c.kingdom !== null && G.kingdoms[c.kingdom].owner === s;
        }).length;
        const armies = kingdoms.reduce((sum, k) => sum + armiesOfKingdom(G, k), 0);
        return (
          <article
            key={s}
            className={toAct.includes(s) ? 'dt-player acting' : 'dt-player'}
            style={{ borderColor: SEAT_COLOURS[s] }}
            data-testid={`player-${s}`}
            aria-current={toAct.includes(s) ? 'true' : undefined}
          >
            <h3 style={{ color: SEAT_COLOURS[s] }}>
              {seatName(s)}
              {s === seat ? ' (you)' : ''}
              {toAct.includes(s) ? ' · to act' : ''}
            </h3>
            <p className="dt-stats">
              <span title="Areas held (7(2): the most areas wins)">{areas} areas</span> ·{' '}
              <span title="Armies on the map">{armies} armies</span> · <span title="Characters on the map">{characters} leaders</span>
            </p>
            <ul className="dt-kingdoms">
              {kingdoms.map((k) => (
                <li
                  key={k}
                  style={{ borderLeftColor: kingdomColour(G, k) }}
                  title={G.kingdoms[k].main ? 'Main kingdom (3.2)' : 'Allied kingdom (3.2)'}
                >
                  {G.kingdoms[k].main ? '★ ' : ''}
                  {kingdomName(k)}
                </li>
              ))}
              {kingdoms.length === 0 && <li className="muted">No kingdom yet</li>}
            </ul>
          </article>
        );
      })}
    </section>
  );
}

/** The chosen area's pieces with every rating: what a counter on the map, drawn small, leaves out. */
export function AreaPanel({ G, area, onClose }: { G: DtState; area: AreaId; onClose: () => void }) {
  const info = AREAS[area];
  const holder = G.control[area];
  const kingdoms = KINGDOM_IDS.filter(
    (k) => (G.armies[area][k] ?? 0) > 0 || G.charactersAt[area].some((id) => G.characters[id].kingdom === k),
  );
  return (
    <section className="dt-area-panel" data-testid="area-panel" aria-label={`${info.name}: its pieces`}>
      <h3>
        {info.name} {info.hanzi} · manpower {info.manpower}
        <button
          type="button"
          className="dt-close"
          aria-label={`Close ${info.name}'s pieces`}
          data-testid="area-panel-close"
          onClick={onClose}
        >
          ×
        </button>
      </h3>
      {info.printed && (
        <p className="dt-small">
          Reconstructed reading: printed “{info.printed.name} {info.printed.hanzi}”.
        </p>
      )}
      <p className="dt-small">
        {holder ? `Held by ${kingdomName(holder)}.` : 'Nobody holds it.'}
        {G.emperorArea === area ? ' Emperor Xian is here.' : ''}
      </p>
      {kingdoms.map((k) => (
        <div key={k} className="dt-area-stack" style={{ borderLeftColor: kingdomColour(G, k) }}>
          <strong>
            {kingdomName(k)}: {G.armies[area][k] ?? 0} armies
          </strong>
          <ul>
            {G.charactersAt[area]
              .filter((id) => G.characters[id].kingdom === k)
              .map((id) => (
                <li key={id} title={characterRatings(id)}>
                  {CHARACTERS[id].name} {stars(id)} · valor {CHARACTERS[id].valor}, admin {CHARACTERS[id].administration}, diplomacy{' '}
                  {CHARACTERS[id].diplomacy}
                </li>
              ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

/** The log's latest lines beside the map, newest last (the whole log is below the table): what the last moves and dice did. */
export function LatestLines({ lines }: { lines: readonly { text: string }[] }) {
  const latest = lines.slice(-5);
  return (
    <section className="dt-latest" aria-label="Latest in the log" data-testid="latest-log">
      <h3>Just now</h3>
      <ol start={lines.length - latest.length + 1}>
        {latest.map((line, i) => (
          <li key={lines.length - latest.length + i}>{line.text}</li>
        ))}
      </ol>
    </section>
  );
}
