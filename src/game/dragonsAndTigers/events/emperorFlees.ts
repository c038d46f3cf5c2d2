/**
 * 10.4 Emperor Xian Flees. NOT YET IMPLEMENTED: the engine moves the Mandate marker here and names the event in the
 * log, but its effect (Emperor Xian handed to the opponent, who places him with one of his warlords) is left for a later session.
 */
import { log } from '../model/pieces';
import type { DtState } from '../model/state';

export function emperorFlees(G: DtState): void {
  log(G, 'Emperor Xian Flees: its effect is not yet played by this engine.');
}
