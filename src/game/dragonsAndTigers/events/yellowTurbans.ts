/**
 * 10.7 Yellow Turban Remnants Uprising. NOT YET IMPLEMENTED: the engine moves the Mandate marker here and names the event in the
 * log, but its effect (a die of armies removed from one area of the opponent) is left for a later session.
 */
import { log } from '../model/pieces';
import type { DtState } from '../model/state';

export function yellowTurbans(G: DtState): void {
  log(G, 'Yellow Turban Remnants Uprising: its effect is not yet played by this engine.');
}
