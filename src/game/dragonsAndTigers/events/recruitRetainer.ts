/**
 * 10.2 Recruit Retainer. NOT YET IMPLEMENTED: the engine moves the Mandate marker here and names the event in the
 * log, but its effect (a free retainer pulled at random and placed with the active kingdom's armies) is left for a later session.
 */
import { log } from '../model/pieces';
import type { DtState } from '../model/state';

export function recruitRetainer(G: DtState): void {
  log(G, 'Recruit Retainer: its effect is not yet played by this engine.');
}
