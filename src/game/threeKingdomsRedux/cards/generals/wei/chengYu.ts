/**
 * Cheng Yu, Acumen (compendium): "When Cheng Yu takes the "trade rice and/or
 * weapons action", he receives gold or rice equal to the number of army
 * units stationed by Wei before taking the action." A before-action choice:
 * all gold or all rice, never a mix; nothing when Wei has no unit stationed.
 */
import { defineCard } from '../../../hooks';
import { logCard } from '../../../log';
import type { GameState } from '../../../state';
import type { StateId } from '../../../types';
import { takes } from '../../shared/taking';

/** Army units the state has stationed at border locations. */
function stationedUnits(G: GameState, state: StateId): number {
  return G.players[state].stationed.reduce((n, s) => n + s.units.reduce((m, u) => m + u.count, 0), 0);
}

export const chengYu = defineCard('chengYu', {
  beforeActionOptions(ctx, info) {
    if (info.space !== 'trade' || !takes(info, 'chengYu') || stationedUnits(ctx.G, ctx.state) === 0) return null;
    return ['gold', 'rice'];
  },
  beforeAction(ctx, _info, option) {
    if (option !== 'gold' && option !== 'rice') return;
    const n = stationedUnits(ctx.G, ctx.state);
    ctx.G.players[ctx.state][option] += n;
    logCard(ctx.G, ctx.state, 'chengYu', `Cheng Yu's Acumen: Wei receives ${n} ${option} (1 for each army unit it has stationed).`);
  },
});
