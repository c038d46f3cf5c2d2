/**
 * 10.1 Retainer Dies. NOT YET IMPLEMENTED: the engine moves the Mandate marker here and names the event in the
 * log, but its effect (a die on the Retainer Death Table and the chosen retainer's death) is left for a later session.
 */
import { log } from '../model/pieces';
import type { DtState } from '../model/state';

export function retainerDies(G: DtState): void {
  log(G, 'Retainer Dies: its effect is not yet played by this engine.');
}
