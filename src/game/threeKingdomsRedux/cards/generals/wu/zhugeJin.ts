/**
 * Zhuge Jin, Diplomacy (compendium): "When Wu is in the alliance and Zhuge
 * Jin takes the "alliance action", he receives 1 rice before taking the
 * action. If Wu is not in the alliance and takes at most 4 actions in the
 * round, Zhuge Jin receives 2 rice before Wu takes its actions."
 *
 * First part: a before-action effect with a single option (so the rice can
 * pay for the action, and the move list judges the action with it); no rice
 * when the won alliance action is declined (ruling). Second part: when Wu
 * begins its actions out of the alliance with at most 4 won, the 2 rice come
 * at once; with 5 or more won, Wu may commit to take at most 4 (an optional
 * choice) and receive the rice, and taking a 5th action is then refused
 * (ruling). Out of the alliance with no won action at all, Wu takes 0
 * actions, "at most 4": the rice comes at the end of the round (R32).
 */
import { offerChoice } from '../../../choices';
import { defineCard } from '../../../hooks';
import { logCard } from '../../../log';
import { takes } from '../../shared/taking';
import type { ActionInfo, HookContext } from '../../../cardHooks';

const ZHUGE_JIN_MOST_ACTIONS = 4;

interface ZhugeJinData {
  /** Round in which the second part was settled (rice given, or the choice offered). */
  round: number;
  /** Wu committed to take at most 4 actions this round. */
  committed: boolean;
}

function data(ctx: HookContext): ZhugeJinData | undefined {
  const d = ctx.G.cardData.zhugeJin as ZhugeJinData | undefined;
  return d?.round === ctx.G.round ? d : undefined;
}

function takesAllianceAction(ctx: HookContext, info: ActionInfo): boolean {
  return takes(info, 'zhugeJin') && info.space === ctx.G.allianceSpace && ctx.G.alliance.includes(ctx.state);
}

function secondPart(ctx: HookContext): void {
  ctx.G.players[ctx.state].rice += 2;
  logCard(ctx.G, ctx.state, 'zhugeJin', "Zhuge Jin's Diplomacy: out of the alliance, Wu takes at most 4 actions and receives 2 rice.");
}

export const zhugeJin = defineCard('zhugeJin', {
  beforeActionOptions: (ctx, info) => (takesAllianceAction(ctx, info) ? ['rice'] : null),
  beforeAction(ctx, info) {
    if (!takesAllianceAction(ctx, info)) return;
    ctx.G.players[ctx.state].rice += 1;
    logCard(ctx.G, ctx.state, 'zhugeJin', "Zhuge Jin's Diplomacy: Wu receives 1 rice before taking the alliance action.");
  },
  beginActions(ctx) {
    const G = ctx.G;
    if (G.alliance.includes(ctx.state)) return;
    G.cardData.zhugeJin = { round: G.round, committed: false } satisfies ZhugeJinData;
    if (G.pendingActions[ctx.state].length <= ZHUGE_JIN_MOST_ACTIONS) secondPart(ctx);
    else offerChoice(G, { state: ctx.state, card: 'zhugeJin', kind: 'commit', optional: true });
  },
  actionRefusal(ctx, _space, taking) {
    if (!taking || !data(ctx)?.committed) return null;
    if (ctx.G.actionsTaken[ctx.state].length < ZHUGE_JIN_MOST_ACTIONS) return null;
    return `Zhuge Jin: Wu committed to take at most ${ZHUGE_JIN_MOST_ACTIONS} actions this round (and received 2 rice); decline the rest.`;
  },
  endOfRound(ctx) {
    // Out of the alliance with nothing won, Wu never began taking actions (R32).
    const G = ctx.G;
    if (G.alliance.includes(ctx.state) || data(ctx) || G.actionsTaken[ctx.state].length > 0) return;
    G.cardData.zhugeJin = { round: G.round, committed: false } satisfies ZhugeJinData;
    secondPart(ctx);
  },
  choices: {
    commit: {
      prompt: () =>
        `Zhuge Jin (Diplomacy): Wu won more than ${ZHUGE_JIN_MOST_ACTIONS} action spaces. Take at most ${ZHUGE_JIN_MOST_ACTIONS} actions this round and receive 2 rice now?`,
      options: () => ['commit'],
      describe: () => `Take at most ${ZHUGE_JIN_MOST_ACTIONS} actions: receive 2 rice`,
      apply(G, pc) {
        G.cardData.zhugeJin = { round: G.round, committed: true } satisfies ZhugeJinData;
        G.players[pc.state].rice += 2;
        logCard(
          G,
          pc.state,
          'zhugeJin',
          `Zhuge Jin's Diplomacy: Wu will take at most ${ZHUGE_JIN_MOST_ACTIONS} actions this round and receives 2 rice.`,
        );
      },
    },
  },
});
