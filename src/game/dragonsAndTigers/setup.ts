/**
 * Setup (3.1-3.4): the kingdom draft as the seats' moves (3.1, 12.2), the main kingdom (3.2), then
 * the pieces (3.3) and the counters (3.4).
 */
import { AREA_IDS, type AreaId } from './data/areas';
import { CHARACTER_IDS, CHARACTERS, REVERSE_FACES, SET_ASIDE_AT_START, type CharacterId } from './data/characters';
import { KINGDOM_IDS, KINGDOMS, PLAYER_KINGDOM_IDS, type KingdomId, type PlayerKingdomId } from './data/kingdoms';
import { addArmies, log, placeCharacter, rollDie, updateControl } from './model/pieces';
import { SEAT_IDS, SEAT_NAMES, type CharacterState, type ChitId, type DtState, type Seat } from './model/state';
import type { RandomSource } from '../contract';

/** 3.1, 12.2.2: kingdoms each seat drafts (main and two allied; one allied with four players). */
export const kingdomsPerSeat = (seatCount: number): number => (seatCount === 4 ? 2 : 3);

/**
 * 3.1(B)-(C), 12.2.1: every seat rolls a die and the seats pick in a snake (1st, 2nd, …, last, last,
 * …, 1st, 1st, …). Ties for a place are rolled again (ruling R1).
 */
function draftOrder(G: DtState, random: RandomSource): Seat[] {
  const rolls = new Map<Seat, number>();
  for (const seat of G.seats) rolls.set(seat, rollDie(random));
  for (;;) {
    const order = [...G.seats].sort((a, b) => rolls.get(b)! - rolls.get(a)!);
    const tied = order.filter((seat, i) => order.some((other, j) => j !== i && rolls.get(other) === rolls.get(seat)));
    if (tied.length === 0) {
      log(G, `The draft dice: ${order.map((seat) => `${SEAT_NAMES[seat]} ${rolls.get(seat)}`).join(', ')}.`);
      break;
    }
    for (const seat of tied) rolls.set(seat, rollDie(random));
  }
  const order = [...G.seats].sort((a, b) => rolls.get(b)! - rolls.get(a)!);
  const picks: Seat[] = [];
  for (let lap = 0; lap < kingdomsPerSeat(G.seats.length); lap++) picks.push(...(lap % 2 === 0 ? order : [...order].reverse()));
  return picks;
}

function emptyRecord<K extends string, V>(keys: readonly K[], value: () => V): Record<K, V> {
  const out = {} as Record<K, V>;
  for (const key of keys) out[key] = value();
  return out;
}

/** A new game of `seatCount` seats, waiting for the first pick of the draft. */
export function newGameState(seatCount: number, random: RandomSource): DtState {
  const G: DtState = {
    seats: SEAT_IDS.slice(0, seatCount),
    round: 0,
    draft: { picks: [], made: 0 },
    kingdoms: emptyRecord(KINGDOM_IDS, () => ({ owner: null, main: false, status: 'inPlay' as const })),
    characters: emptyRecord(CHARACTER_IDS, (): CharacterState => ({ status: 'aside', kingdom: null, area: null })),
    charactersAt: emptyRecord(AREA_IDS, (): CharacterId[] => []),
    armies: emptyRecord(AREA_IDS, () => ({})),
    control: emptyRecord(AREA_IDS, (): KingdomId | null => null),
    emperorArea: 'luoyang',
    mandate: { q: 0, r: 0 },
    chits: { pool: [], drawn: [] },
    turnsThisRound: 0,
    lastTurnSeat: null,
    turn: null,
    combat: null,
    eventChoice: null,
    decreeOffer: null,
    combatQueue: [],
    relocations: [],
    mainLost: [],
    roundEnd: null,
    decision: { kind: 'over' },
    result: null,
    log: [],
  };
  G.kingdoms.luBu.status = 'waiting';
  for (const id of CHARACTER_IDS) G.characters[id].kingdom = CHARACTERS[id].kingdom;
  G.draft.picks = draftOrder(G, random);
  return G;
}

/** 3.1: `seat` takes `kingdom`. */
export function draftKingdom(G: DtState, seat: Seat, kingdom: PlayerKingdomId): void {
  G.kingdoms[kingdom].owner = seat;
  G.draft.made++;
  log(G, `${SEAT_NAMES[seat]} chooses ${KINGDOMS[kingdom].name}.`, seat);
}

/** 3.2, 3.2(B)-(C), 4.8.4: `kingdom` becomes `seat`'s main kingdom; the others are its allies. */
export function makeMain(G: DtState, seat: Seat, kingdom: PlayerKingdomId): void {
  for (const k of PLAYER_KINGDOM_IDS) if (G.kingdoms[k].owner === seat) G.kingdoms[k].main = k === kingdom;
  log(G, `${SEAT_NAMES[seat]}'s main kingdom is ${KINGDOMS[kingdom].name}.`, seat);
}

/** `kingdom`'s warlord and retainers and armies of one setup stack placed on the map (3.3, 4.8.1(B)). */
export function placeStack(G: DtState, kingdom: KingdomId, area: AreaId, characters: readonly CharacterId[], armies: number): void {
  for (const id of characters) placeCharacter(G, id, 'map', kingdom, area);
  addArmies(G, area, kingdom, armies);
  updateControl(G, area);
}

/** 3.3-3.4: every kingdom's pieces (Lü Bu's wait for 4.8.1(B)), the pools, the markers; then Round 1. */
export function placeSetup(G: DtState): void {
  for (const id of CHARACTER_IDS) {
    const character = CHARACTERS[id];
    G.characters[id].status = character.kingdom === null ? 'freePool' : REVERSE_FACES.has(id) ? 'reverse' : 'aside';
  }
  for (const kingdom of KINGDOM_IDS) {
    if (G.kingdoms[kingdom].status !== 'inPlay') continue;
    for (const stack of KINGDOMS[kingdom].setup) placeStack(G, kingdom, stack.area, stack.characters, stack.armies);
  }
  for (const id of SET_ASIDE_AT_START) placeCharacter(G, id, 'aside', CHARACTERS[id].kingdom, null);
  // 3.4(A): the factions' chits, the players' kingdoms' chits and the two Traitorous chits; not the neutral kingdoms'.
  const pool: ChitId[] = [...G.seats];
  for (const k of PLAYER_KINGDOM_IDS) if (G.kingdoms[k].owner !== null) pool.push(k);
  pool.push('traitorous', 'traitorous');
  G.chits = { pool, drawn: [] };
  G.round = 1;
  log(G, 'The kingdoms take the field. Round 1 begins.');
}
