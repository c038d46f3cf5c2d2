/**
 * A small builder of Dragons & Tigers scenarios for the rule tests: a game past setup with chosen
 * owners, a map cleared or as set up, pieces placed by hand, a turn begun at a chosen step, and dice
 * that roll the faces a test names.
 */
import { AREA_IDS, type AreaId } from '../../../src/game/dragonsAndTigers/data/areas';
import { CHARACTER_IDS, type CharacterId } from '../../../src/game/dragonsAndTigers/data/characters';
import { KINGDOM_IDS, type KingdomId, type PlayerKingdomId } from '../../../src/game/dragonsAndTigers/data/kingdoms';
import { advance } from '../../../src/game/dragonsAndTigers/flow';
import { placeCharacter, updateControl, warlordOf } from '../../../src/game/dragonsAndTigers/model/pieces';
import type { ChitId, DtState, Seat } from '../../../src/game/dragonsAndTigers/model/state';
import { newGameState, placeSetup } from '../../../src/game/dragonsAndTigers/setup';
import { freshTurn, startLevy } from '../../../src/game/dragonsAndTigers/turn';
import type { RandomSource } from '../../../src/game/contract';

/** A source rolling the given d6 faces in order (then 1s); a pull among n chits takes face f as index f-1. */
export function dice(...faces: number[]): RandomSource & { left(): number } {
  let i = 0;
  return { next: () => ((faces[i++] ?? 1) - 0.5) / 6, left: () => faces.length - i };
}

/** A source for pulls: each value is the index pulled from a pool of `size`. */
export const pulls = (size: number, ...indices: number[]): RandomSource => {
  let i = 0;
  return { next: () => ((indices[i++] ?? 0) + 0.5) / size };
};

const DEFAULT_OWNERS: Partial<Record<PlayerKingdomId, Seat>> = {
  caoCao: 'blueDragon',
  liuBei: 'blueDragon',
  sunWu: 'blueDragon',
  yuanShao: 'whiteTiger',
  gongsunZan: 'whiteTiger',
  yuanShu: 'whiteTiger',
};

/** A 2-player game set up as 3.3-3.4 say with `owners` (Cao Cao and Yuan Shao main by default), at round 1 before any pull. */
export function setUpGame(owners = DEFAULT_OWNERS, mains: PlayerKingdomId[] = ['caoCao', 'yuanShao']): DtState {
  const G = newGameState(2, dice(6, 1));
  for (const [k, seat] of Object.entries(owners)) G.kingdoms[k as PlayerKingdomId].owner = seat;
  for (const k of mains) G.kingdoms[k].main = true;
  G.draft.made = G.draft.picks.length;
  placeSetup(G);
  return G;
}

/** `setUpGame` with every piece taken off the map (for scenarios placed by hand). */
export function clearedGame(owners = DEFAULT_OWNERS, mains?: PlayerKingdomId[]): DtState {
  const G = setUpGame(owners, mains);
  for (const id of CHARACTER_IDS) if (G.characters[id].status === 'map') placeCharacter(G, id, 'aside', G.characters[id].kingdom, null);
  for (const area of AREA_IDS) {
    G.armies[area] = {};
    G.control[area] = null;
  }
  return G;
}

/** Puts `characters` (serving `kingdom`) and `armies` of `kingdom` in `area`. */
export function place(G: DtState, kingdom: KingdomId, area: AreaId, characters: CharacterId[], armies: number): void {
  for (const id of characters) placeCharacter(G, id, 'map', kingdom, area);
  if (armies > 0) G.armies[area][kingdom] = (G.armies[area][kingdom] ?? 0) + armies;
  updateControl(G, area);
}

/** Begins `kingdom`'s turn for `seat` at `step` (no Mandate roll), then runs the game to its next decision. */
export function turnAt(
  G: DtState,
  seat: Seat,
  kingdom: KingdomId,
  step: 'diplomacy' | 'levy' | 'movement' | 'combat',
  random: RandomSource = dice(),
  chit: ChitId = kingdom as ChitId,
): DtState {
  G.turn = freshTurn(seat, kingdom, chit, step);
  G.turnsThisRound = 1;
  G.lastTurnSeat = seat;
  // Kingdoms the scenario left off the map are out of it (else 5.5(C) would eliminate them, with log lines).
  for (const k of KINGDOM_IDS) if (G.kingdoms[k].status === 'inPlay' && !warlordOf(G, k)) G.kingdoms[k].status = 'eliminated';
  if (step === 'levy') startLevy(G);
  advance(G, random);
  return G;
}
