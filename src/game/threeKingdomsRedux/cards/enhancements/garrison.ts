/**
 * Garrison (compendium, Unification deck): "After you take the "win popular
 * support action", you may train 1 untrained army."
 * An optional choice right after the action, offered only when the state has
 * an untrained army (src/game/threeKingdomsRedux/cards/shared/trainOneArmy.ts). No rulings.
 */
import { defineCard } from '../../hooks';
import { offerTrainOneArmy, TRAIN_ONE_ARMY, trainOneArmyHandler } from '../shared/trainOneArmy';

export const garrison = defineCard('garrison', {
  afterAction(ctx, info) {
    if (info.space === 'winPopularSupport') offerTrainOneArmy(ctx.G, ctx.state, 'garrison');
  },
  choices: { [TRAIN_ONE_ARMY]: trainOneArmyHandler('garrison') },
});
