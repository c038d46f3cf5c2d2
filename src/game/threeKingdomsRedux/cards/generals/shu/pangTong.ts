/**
 * Pang Tong, Guile (compendium): "When Shu is in the alliance and Pang Tong
 * takes the "alliance action", he receives 1 gold before taking the action.
 * If Shu takes 5 or more actions in a round, Pang Tong also receives 1 gold
 * before Shu takes its actions."
 *
 * First part: a before-action effect with a single option (so the gold can
 * pay for the action, and the move list judges the action with it). Second
 * part: when Shu begins its actions with 5 or more won, it may commit to
 * taking at least 5 (an optional choice) and receive the gold; declining an
 * action that would break the commitment is then refused (docs/rulings.md R42).
 */
import { defineCard } from '../../../hooks';
import { offerChoice } from '../../../choices';
import { actionChoices } from '../../../listings';
import { logCard } from '../../../log';
import type { ActionInfo, HookContext } from '../../../cardHooks';

const PANG_TONG_ACTIONS = 5;

function takesAllianceAction(ctx: HookContext, info: ActionInfo): boolean {
  return info.generals.includes('pangTong') && info.space === ctx.G.allianceSpace && ctx.G.alliance.includes(ctx.state);
}

/** The round in which Shu committed to take 5 or more actions (Pang Tong's gold), if any. */
function committed(ctx: HookContext): boolean {
  return (ctx.G.cardData.pangTong as { committedRound?: number } | undefined)?.committedRound === ctx.G.round;
}

export const pangTong = defineCard('pangTong', {
  beforeActionOptions: (ctx, info) => (takesAllianceAction(ctx, info) ? ['gold'] : null),
  beforeAction(ctx, info) {
    if (!takesAllianceAction(ctx, info)) return;
    ctx.G.players[ctx.state].gold += 1;
    logCard(ctx.G, ctx.state, 'pangTong', "Pang Tong's Guile: Shu receives 1 gold before taking the alliance action.");
  },
  beginActions(ctx) {
    if (ctx.G.pendingActions[ctx.state].length < PANG_TONG_ACTIONS) return;
    offerChoice(ctx.G, { state: ctx.state, card: 'pangTong', kind: 'commit', optional: true });
  },
  actionRefusal(ctx, space, taking) {
    if (taking || !committed(ctx)) return null;
    const G = ctx.G;
    const most = G.actionsTaken[ctx.state].length + G.pendingActions[ctx.state].length - 1;
    if (most >= PANG_TONG_ACTIONS) return null;
    // An action that cannot be taken at all may still be declined.
    if (actionChoices(G, ctx.state, space).length === 0) return null;
    return `Pang Tong: Shu committed to take at least ${PANG_TONG_ACTIONS} actions this round (and received 1 gold); it may not decline this one.`;
  },
  choices: {
    commit: {
      prompt: () => `Pang Tong (Guile): commit to take at least ${PANG_TONG_ACTIONS} actions this round and receive 1 gold now?`,
      options: () => ['commit'],
      describe: () => `Take at least ${PANG_TONG_ACTIONS} actions: receive 1 gold`,
      apply(G, pc) {
        G.cardData.pangTong = { committedRound: G.round };
        G.players[pc.state].gold += 1;
        logCard(
          G,
          pc.state,
          'pangTong',
          `Pang Tong's Guile: Shu will take ${PANG_TONG_ACTIONS} or more actions and receives 1 gold before taking them.`,
        );
      },
    },
  },
});
