/**
 * 10.8 Barbarian Raids. NOT YET IMPLEMENTED: the engine moves the Mandate marker here and names the event in the
 * log, but its effect (the Barbarian Raids Table's areas raided for a die of armies each) is left for a later session.
 */
import { log } from '../model/pieces';
import type { DtState } from '../model/state';

export function barbarianRaids(G: DtState): void {
  log(G, 'Barbarian Raids: its effect is not yet played by this engine.');
}
