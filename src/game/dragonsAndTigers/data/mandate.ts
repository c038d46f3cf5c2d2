/**
 * The Mandate of Heaven display, reconstructed (dt-reference gap 2): only its title survives. Known:
 * the marker starts in the centre (3.4(C)), a die moves it "in the direction indicated by the die
 * result" (4.2), leaving the display ends the round (4.8), and the spaces carry the nine events of
 * 10.1-10.9. So: a hexagon of hexes (six directions, one per die face) of radius 3, 37 spaces: the
 * centre blank, each event on two spaces and the rest blank. Radius 3 gives rounds of about 12
 * activations in random play (13.4 on average; docs/dragons-and-tigers/rulings.md), a little more than one pass
 * through a pool of about ten chits, as 4.7's refill ("If the pool is emptied before the round ends")
 * expects some rounds to outlast the pool.
 */

export const EVENT_IDS = [
  'retainerDies',
  'recruitRetainer',
  'bountifulHarvest',
  'emperorFlees',
  'familyRestoration',
  'famine',
  'yellowTurbans',
  'barbarianRaids',
  'assassinateRetainer',
] as const;
export type EventId = (typeof EVENT_IDS)[number];

/** A space of the display in axial hex coordinates (q, r); the centre is (0, 0). */
export interface MandateSpace {
  q: number;
  r: number;
  event: EventId | null;
}

export const MANDATE_RADIUS = 3;

/** Die faces 1-6 as axial steps, clockwise from the top right. */
export const MANDATE_DIRECTIONS: readonly (readonly [dq: number, dr: number])[] = [
  [1, -1],
  [1, 0],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [0, -1],
];

/** The hex distance of (q, r) from the centre. */
export const ringOf = (q: number, r: number): number => Math.max(Math.abs(q), Math.abs(r), Math.abs(q + r));

/**
 * The events of each ring, walked from the ring's lower-left corner. Ring 1 is
 * mild (harvest, recruiting), the outer rings hold the disasters, so a round's end comes with them.
 */
const RING_EVENTS: readonly (readonly (EventId | null)[])[] = [
  [null],
  ['bountifulHarvest', null, 'recruitRetainer', null, 'assassinateRetainer', null],
  [
    'famine',
    null,
    'retainerDies',
    null,
    'yellowTurbans',
    null,
    'familyRestoration',
    null,
    'barbarianRaids',
    null,
    'emperorFlees',
    null,
  ],
  [
    'recruitRetainer',
    null,
    'bountifulHarvest',
    null,
    'yellowTurbans',
    'emperorFlees',
    null,
    'retainerDies',
    null,
    'barbarianRaids',
    null,
    'familyRestoration',
    null,
    'assassinateRetainer',
    null,
    'famine',
    null,
    null,
  ],
];

/** Axial steps walking a ring's six sides in turn. */
const RING_WALK: readonly (readonly [number, number])[] = [
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, 0],
  [-1, 1],
  [0, 1],
];

function ring(radius: number): [number, number][] {
  if (radius === 0) return [[0, 0]];
  const out: [number, number][] = [];
  // Start at the ring's lower-left corner and walk its six sides.
  let [q, r] = [-radius, radius];
  for (const [dq, dr] of RING_WALK) {
    for (let step = 0; step < radius; step++) {
      out.push([q, r]);
      q += dq;
      r += dr;
    }
  }
  return out;
}

export const MANDATE_SPACES: readonly MandateSpace[] = RING_EVENTS.flatMap((events, radius) =>
  ring(radius).map(([q, r], i) => ({ q, r, event: events[i] })),
);

/** The event of the space at (q, r); undefined off the display. */
export function mandateSpace(q: number, r: number): MandateSpace | undefined {
  if (ringOf(q, r) > MANDATE_RADIUS) return undefined;
  return MANDATE_SPACES.find((space) => space.q === q && space.r === r);
}
