/**
 * 10.5 Family Restoration. NOT YET IMPLEMENTED: the engine moves the Mandate marker here and names the event in the
 * log, but its effect (an eliminated warlord restored with one retainer and 10 armies) is left for a later session.
 */
import { log } from '../model/pieces';
import type { DtState } from '../model/state';

export function familyRestoration(G: DtState): void {
  log(G, 'Family Restoration: its effect is not yet played by this engine.');
}
