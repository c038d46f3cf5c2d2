/**
 * The Mandate of Heaven display (reconstructed: a hexagon of hexes, data/mandate.ts) with its marker
 * and each space's event, the round track, and the activation chits left in the pool.
 */
import { KINGDOMS, type KingdomId } from '../../game/dragonsAndTigers/data/kingdoms';
import { MANDATE_SPACES, type EventId } from '../../game/dragonsAndTigers/data/mandate';
import { SEAT_IDS, type ChitId, type DtState, type Seat } from '../../game/dragonsAndTigers/model/state';
import { kingdomColour, seatName, SEAT_COLOURS } from './words';

/** Two letters per event where the hex is small; the full name in its tooltip. */
const EVENT_MARKS: Readonly<Record<EventId, { mark: string; name: string }>> = {
  retainerDies: { mark: '†', name: 'Retainer Dies (10.1)' },
  recruitRetainer: { mark: 'Rc', name: 'Recruit Retainer (10.2)' },
  bountifulHarvest: { mark: 'Hv', name: 'Bountiful Harvest (10.3)' },
  emperorFlees: { mark: 'EF', name: 'Emperor Xian Flees (10.4)' },
  familyRestoration: { mark: 'FR', name: 'Family Restoration (10.5)' },
  famine: { mark: 'Fm', name: 'Famine (10.6)' },
  yellowTurbans: { mark: 'YT', name: 'Yellow Turban Remnants Uprising (10.7)' },
  barbarianRaids: { mark: 'BR', name: 'Barbarian Raids (10.8)' },
  assassinateRetainer: { mark: 'As', name: 'Assassinate Retainer (10.9)' },
};

const HEX = 15;
const hexCentre = (q: number, r: number) => ({ x: HEX * Math.sqrt(3) * (q + r / 2), y: HEX * 1.5 * r });
const hexPoints = (cx: number, cy: number) =>
  Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 3) * i + Math.PI / 6;
    return `${(cx + (HEX - 1) * Math.cos(angle)).toFixed(1)},${(cy + (HEX - 1) * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');

function chitName(chit: ChitId): string {
  if (chit === 'traitorous') return 'Traitorous';
  if ((SEAT_IDS as readonly string[]).includes(chit)) return seatName(chit as Seat);
  return KINGDOMS[chit as KingdomId].name;
}

function chitColour(G: DtState, chit: ChitId): string {
  if (chit === 'traitorous') return '#6b3fa0';
  if ((SEAT_IDS as readonly string[]).includes(chit)) return SEAT_COLOURS[chit as Seat];
  return kingdomColour(G, chit as KingdomId);
}

export function MandateDisplay({ G }: { G: DtState }) {
  const size = HEX * 2 * 3.6;
  const marker = hexCentre(G.mandate.q, G.mandate.r);
  return (
    <section className="dt-mandate" aria-label="Mandate of Heaven, rounds and chits">
      <svg viewBox={`${-size} ${-size * 0.9} ${size * 2} ${size * 1.8}`} className="dt-mandate-hexes" data-testid="mandate">
        <title>The Mandate of Heaven display (reconstructed: its layout is lost, rulings gap 2)</title>
        {MANDATE_SPACES.map(({ q, r, event }) => {
          const { x, y } = hexCentre(q, r);
          return (
            <g key={`${q},${r}`}>
              <title>{event ? EVENT_MARKS[event].name : q === 0 && r === 0 ? 'Centre: the marker starts here (3.4(C))' : 'No event'}</title>
              <polygon points={hexPoints(x, y)} fill={event ? '#f6d9a8' : '#fbf4e0'} stroke="#8c7a55" strokeWidth={1} />
              {event && (
                <text x={x} y={y + 4} className="dt-hex-mark">
                  {EVENT_MARKS[event].mark}
                </text>
              )}
            </g>
          );
        })}
        <circle cx={marker.x} cy={marker.y} r={7} fill="#c0392b" stroke="#fff" strokeWidth={2} data-testid="mandate-marker">
          <title>The Mandate of Heaven marker</title>
        </circle>
      </svg>
      <div className="dt-mandate-side">
        <ol className="dt-rounds" aria-label="Round track" data-testid="round-track">
          {Array.from({ length: 8 }, (_, i) => (
            <li
              key={i}
              className={i + 1 === G.round ? 'now' : i + 1 < G.round ? 'past' : undefined}
              aria-current={i + 1 === G.round ? 'step' : undefined}
            >
              {i + 1}
            </li>
          ))}
        </ol>
        <p className="dt-small">{G.round === 0 ? 'Before round 1' : `Round ${G.round} of 8`}</p>
        <p className="dt-small" data-testid="chit-pool">
          Chits in the pool ({G.chits.pool.length}):
        </p>
        <ul className="dt-chits">
          {G.chits.pool.map((chit, i) => (
            <li key={`${chit}-${i}`} style={{ borderColor: chitColour(G, chit) }}>
              {chitName(chit)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
