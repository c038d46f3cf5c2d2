/**
 * Turn order (4.1, 4.7, 12.3): pulling activation chits through the injected random source, and which
 * seat activates which kingdom for the chit pulled.
 */
import { KINGDOMS, TRAITOROUS_KINGDOM_IDS, isTraitorous, type KingdomId } from './data/kingdoms';
import { kingdomsOfSeat, log, nextSeat, warlordOf } from './model/pieces';
import { SEAT_NAMES, type ChitId, type DtState, type Seat } from './model/state';
import type { RandomSource } from '../contract';

/** A kingdom that can take a turn: in play, with its warlord on the map (ruling R9: a kingdom without its warlord is eliminated). */
const canActivate = (G: DtState, kingdom: KingdomId): boolean => G.kingdoms[kingdom].status === 'inPlay' && warlordOf(G, kingdom) !== null;

/** The kingdoms `seat` may activate with its faction chit (4.1(B)). */
export const factionChoices = (G: DtState, seat: Seat): KingdomId[] => kingdomsOfSeat(G, seat).filter((k) => canActivate(G, k));

/** The Traitorous kingdoms a Traitorous chit may activate (8(A)). */
export const traitorousChoices = (G: DtState): KingdomId[] => TRAITOROUS_KINGDOM_IDS.filter((k) => canActivate(G, k));

const isSeatChit = (G: DtState, chit: ChitId): chit is Seat => (G.seats as string[]).includes(chit);

/**
 * Pulls chits until one activates a kingdom (4.1); the seat's choice becomes the decision when it has
 * one (faction and Traitorous chits), else the turn starts. A chit of a kingdom made neutral is ignored
 * (4.3(B)); an eliminated kingdom's chit is out of play (5.5(C)) and so is never in the pool.
 * Returns the kingdom and seat of the turn, or the seat to choose and the chit.
 */
export function pullChit(G: DtState, random: RandomSource): { seat: Seat; chit: ChitId; kingdom: KingdomId | null } {
  for (let pulls = 0; ; pulls++) {
    // 4.7: "If the pool is emptied before the round ends, return all pulled chits to the pool and continue play."
    if (G.chits.pool.length === 0) {
      G.chits.pool = G.chits.drawn;
      G.chits.drawn = [];
    }
    if (G.chits.pool.length === 0 || pulls > 200) throw new Error('The activation pool holds no chit that can activate a kingdom.');
    const index = Math.floor(random.next() * G.chits.pool.length);
    const chit = G.chits.pool[index];
    if (chit === 'traitorous' && G.turnsThisRound === 0) continue; // 4.1(C): returned and pulled again
    G.chits.pool.splice(index, 1);
    G.chits.drawn.push(chit);
    if (chit === 'traitorous') {
      if (traitorousChoices(G).length === 0 || G.lastTurnSeat === null) continue;
      // 4.1(C), 4.7, 12.3: the previous turn's player's opponent, "the player to the right" with more seats.
      return { seat: nextSeat(G, G.lastTurnSeat), chit, kingdom: null };
    }
    if (isSeatChit(G, chit)) {
      if (factionChoices(G, chit).length > 0) return { seat: chit, chit, kingdom: null };
      continue;
    }
    const owner = G.kingdoms[chit].owner;
    if (owner !== null && canActivate(G, chit)) return { seat: owner, chit, kingdom: chit };
    log(G, `The chit of ${KINGDOMS[chit].name} is pulled and set aside.`);
  }
}

/** The seat that may pick `kingdom` for `chit`, and whether it may. */
export function chitAllows(G: DtState, chit: ChitId, seat: Seat, kingdom: KingdomId): boolean {
  if (chit === 'traitorous') return isTraitorous(kingdom) && traitorousChoices(G).includes(kingdom);
  return isSeatChit(G, chit) && chit === seat && factionChoices(G, seat).includes(kingdom);
}

/** The words for a pulled chit. */
export function chitName(G: DtState, chit: ChitId): string {
  if (chit === 'traitorous') return 'A Traitorous kingdoms chit';
  if (isSeatChit(G, chit)) return `The ${SEAT_NAMES[chit]} chit`;
  return `The ${KINGDOMS[chit].name} chit`;
}

/** Removes an eliminated kingdom's chit from play (5.5(C)). */
export function removeChit(G: DtState, kingdom: KingdomId): void {
  G.chits.pool = G.chits.pool.filter((chit) => chit !== kingdom);
  G.chits.drawn = G.chits.drawn.filter((chit) => chit !== kingdom);
}
