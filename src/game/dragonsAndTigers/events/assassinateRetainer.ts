/**
 * 10.9 Assassinate Retainer. NOT YET IMPLEMENTED: the engine moves the Mandate marker here and names the event in the
 * log, but its effect (a chosen retainer killed on a 1 or 2) is left for a later session.
 */
import { log } from '../model/pieces';
import type { DtState } from '../model/state';

export function assassinateRetainer(G: DtState): void {
  log(G, 'Assassinate Retainer: its effect is not yet played by this engine.');
}
