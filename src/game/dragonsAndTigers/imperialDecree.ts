/** Imperial Decree's decision (9(C)): invoke it (5 armies offered, the check rolled again) or let the failure stand. */
import { betrayalRoll } from './combatMoves';
import { DECREE_OFFERING } from './model/decree';
import { controllerOf, log, removeArmies } from './model/pieces';
import type { Decision, DtState } from './model/state';
import { negotiationRoll } from './turn';
import { AREA_IDS } from './data/areas';
import type { RandomSource } from '../contract';

/** 9(C)'s offering: the seat's own armies, from its largest stacks (ruling R21). */
function offer(G: DtState, seat: string): void {
  let left = DECREE_OFFERING;
  while (left > 0) {
    let best: (typeof AREA_IDS)[number] | null = null;
    let most = 0;
    for (const area of AREA_IDS) {
      let mine = 0;
      for (const k in G.armies[area]) if (controllerOf(G, k as never) === seat) mine += G.armies[area][k as never]!;
      if (mine > most) [best, most] = [area, mine];
    }
    if (best === null) return;
    left -= removeArmies(G, best, (k) => controllerOf(G, k) === seat, Math.min(left, most));
  }
}

export function decreeMove(
  G: DtState,
  _decision: Extract<Decision, { kind: 'decree' }>,
  type: unknown,
  _move: object,
  random: RandomSource,
): string | null {
  if (type !== 'decree' && type !== 'done') return 'Now Imperial Decree may be invoked: the move must be "decree" or "done" (9(C)).';
  const check = G.decreeOffer!;
  G.decreeOffer = null;
  if (type === 'done') return null;
  if (G.turn) G.turn.decreeUsed = true;
  offer(G, check.seat);
  log(G, 'Imperial Decree: 5 armies are offered and the die is rolled again.', check.seat);
  if (check.kind === 'negotiate') negotiationRoll(G, check.character, check.kingdom, random);
  else betrayalRoll(G, check.side, check.seat, check.character, check.kingdom, random);
  return null;
}
