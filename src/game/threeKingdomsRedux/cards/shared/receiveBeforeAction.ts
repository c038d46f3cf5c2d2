/**
 * "When you take the "<action>" ..., you receive 1 <gold/rice> before taking
 * either action" (Bronze Coinage, Heavy Moldboard Plough): a before-action
 * effect with nothing to choose. It runs only when the state takes the
 * action of one of the spaces (declining it gives nothing: the rulings' "you
 * may not activate ... if you do not take the ... action after that"), and
 * takeAction judges the action with the token already received, so it can
 * pay for the action itself (legal.ts lists what it makes affordable).
 * Taking both actions in a round gives the token once for each
 * (docs/rulings.md R65).
 */
import type { EnhancementId } from '../../data/enhancements';
import { cardName } from '../../cardIds';
import { defineCard, type CardDefinition } from '../../hooks';
import { logCard } from '../../log';
import { spaceName, STATE_NAMES } from '../../spaces';
import type { ActionSpaceId } from '../../types';

export function receiveBeforeActionCard(card: EnhancementId, resource: 'gold' | 'rice', spaces: readonly ActionSpaceId[]): CardDefinition {
  return defineCard(card, {
    beforeAction(ctx, info) {
      if (!spaces.includes(info.space)) return;
      ctx.G.players[ctx.state][resource] += 1;
      logCard(
        ctx.G,
        ctx.state,
        card,
        `${cardName(card)}: ${STATE_NAMES[ctx.state]} receives 1 ${resource} before taking "${spaceName(info.space)}".`,
      );
    },
  });
}
