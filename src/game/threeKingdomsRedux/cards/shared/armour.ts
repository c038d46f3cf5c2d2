/**
 * The armour family of the Separation deck (Rattan Armour, Horse Armour,
 * Repeating Crossbow, Tower Ship): "You may train 1 untrained army
 * immediately. At the end of the game, you earn 1 VP for every 2 <type>
 * units you have stationed (maximum 2 VPs)." Every stationed unit counts,
 * whatever other card it also earns VPs for (compendium rulings).
 * Iron Armour trains the same way but scores a majority (ironArmour.ts).
 */
import type { EnhancementId } from '../../data/enhancements';
import { defineCard, type CardDefinition } from '../../hooks';
import { stationedUnits } from '../../state';
import type { ArmyType } from '../../types';
import { offerTrainOneArmy, TRAIN_ONE_ARMY, trainOneArmyHandler } from './trainOneArmy';

export function armourCard(card: EnhancementId, type: ArmyType): CardDefinition {
  return defineCard(card, {
    onConstructed: (ctx) => offerTrainOneArmy(ctx.G, ctx.state, card),
    choices: { [TRAIN_ONE_ARMY]: trainOneArmyHandler(card) },
    extraVP: (ctx) => Math.min(2, Math.floor(stationedUnits(ctx.G.players[ctx.state], type) / 2)),
  });
}
