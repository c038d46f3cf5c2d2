/**
 * "You may train 1 untrained army" (the five armour-family Separation cards on
 * construction, Garrison after "win popular support"): an optional choice,
 * offered only when the state has an untrained army to train.
 */
import { offerChoice } from '../../choices';
import { logCard } from '../../log';
import { cardName, type CardId } from '../../cardIds';
import { STATE_NAMES } from '../../spaces';
import type { GameState } from '../../state';
import type { StateId } from '../../types';
import type { ChoiceHandler } from '../../cardHooks';

export const TRAIN_ONE_ARMY = 'trainOneArmy';

/** Offers `state` the choice to train 1 untrained army, ahead of other waiting choices (it is "immediate"). */
export function offerTrainOneArmy(G: GameState, state: StateId, card: CardId): void {
  offerChoice(G, { state, card, kind: TRAIN_ONE_ARMY, optional: true }, { first: true });
}

/** The choice handler to register under `choices[TRAIN_ONE_ARMY]`. */
export function trainOneArmyHandler(card: CardId): ChoiceHandler {
  return {
    prompt: () => `${cardName(card)}: you may train 1 untrained army.`,
    options: (G, pc) => (G.players[pc.state].untrained >= 1 ? ['train'] : []),
    describe: () => 'Train 1 untrained army',
    apply(G, pc) {
      const p = G.players[pc.state];
      p.untrained -= 1;
      p.trained += 1;
      logCard(G, pc.state, card, `${cardName(card)}: ${STATE_NAMES[pc.state]} trains 1 untrained army.`);
    },
  };
}
