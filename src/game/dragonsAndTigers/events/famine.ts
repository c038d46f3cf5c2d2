/**
 * 10.6 Famine. NOT YET IMPLEMENTED: the engine moves the Mandate marker here and names the event in the
 * log, but its effect (the strongest area halved, no levy and no diplomacy or movement this turn) is left for a later session.
 */
import { log } from '../model/pieces';
import type { DtState } from '../model/state';

export function famine(G: DtState): void {
  log(G, 'Famine: its effect is not yet played by this engine.');
}
