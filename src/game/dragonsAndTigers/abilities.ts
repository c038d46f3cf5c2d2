/**
 * The special abilities that act at the start of a Mandate of Heaven phase (11.1, 11.2, 11.5) and
 * Zuo Ci's two Mandate dice (11.6(A)). 11.3 is in events/familyRestoration.ts, 11.4 in roundEnd.ts.
 */
import { CHARACTER_IDS, CHARACTERS } from './data/characters';
import { recruitRetainer } from './events/recruitRetainer';
import { uprisingAreas } from './events/yellowTurbans';
import { log, placeCharacter, rollDie, updateControl, warlordOf } from './model/pieces';
import type { DtState } from './model/state';
import type { RandomSource } from '../contract';

/** 11.2: "Starting on Round 4". */
const THREE_VISITS_ROUND = 4;

/** 11.1: the once-free retainers serving Cao Cao (the open point "fewer than three free retainers", ruled so). */
const caoCaoFreeRetainers = (G: DtState): number =>
  CHARACTER_IDS.filter(
    (id) => CHARACTERS[id].kingdom === null && G.characters[id].kingdom === 'caoCao' && ['map', 'wizard'].includes(G.characters[id].status),
  ).length;

/** Runs the abilities of the active kingdom's Mandate phase start; a choice they need waits in `G.eventChoice`. */
export function mandatePhaseAbilities(G: DtState, random: RandomSource): void {
  const turn = G.turn!;
  if (turn.kingdom === 'caoCao' && warlordOf(G, 'caoCao') === 'caoCao' && caoCaoFreeRetainers(G) < 3) {
    const die = rollDie(random);
    log(G, `Cao Cao's Edict Seeking Talented Individuals: ${die}.`, turn.seat);
    if (die <= 2) recruitRetainer(G, random);
  }
  const liuBei = G.characters.liuBei;
  if (
    turn.kingdom === 'liuBei' &&
    G.round >= THREE_VISITS_ROUND &&
    liuBei.status === 'map' &&
    liuBei.area === 'xiangyang' &&
    G.characters.zhugeLiang.status === 'aside'
  ) {
    placeCharacter(G, 'zhugeLiang', 'map', 'liuBei', 'xiangyang');
    updateControl(G, 'xiangyang');
    log(G, "Liu Bei's Three Visits: Zhuge Liang joins him in Xiangyang.", turn.seat);
  }
  // 11.5: "Zhang Lu may enact this event at the start of his Mandate of Heaven phase": an optional uprising.
  if (turn.kingdom === 'zhangLu' && warlordOf(G, 'zhangLu') === 'zhangLu' && uprisingAreas(G).length > 0)
    G.eventChoice = { event: 'yellowTurbans', seat: turn.seat, optional: true };
}

/** 11.6(A): the active kingdom has Zuo Ci, and rolls two Mandate dice. */
export const hasWizard = (G: DtState): boolean => G.characters.zuoCi.status === 'wizard' && G.characters.zuoCi.kingdom === G.turn!.kingdom;
