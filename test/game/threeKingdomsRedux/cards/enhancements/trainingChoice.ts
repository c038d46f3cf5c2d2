/**
 * The checks of "You may train 1 untrained army immediately" shared by the
 * armour-family tests (the choice itself is src/game/threeKingdomsRedux/cards/shared/trainOneArmy.ts).
 * `arrange` sets up a prerequisite before the construction (Iron Armour).
 */
import { expect } from 'vitest';
import type { EnhancementId } from '../../../../../src/game/threeKingdomsRedux/data/enhancements';
import { currentDecision } from '../../../../../src/game/threeKingdomsRedux/engine';
import { legalMoves } from '../../../../../src/game/threeKingdomsRedux/legal';
import type { GameState } from '../../../../../src/game/threeKingdomsRedux/state';
import { constructs } from './scenarios';

type Arrange = (G: GameState) => void;

/** Constructing `card` offers the optional training; taking it trains 1 army and logs the card. */
export function expectTrainingOffered(card: EnhancementId, arrange: Arrange = () => {}): void {
  const t = constructs(card, 'wei', arrange);
  const wei = t.G.players.wei;
  expect(currentDecision(t.G)).toEqual({ kind: 'choice', state: 'wei' });
  expect(legalMoves(t.G, 'wei')).toEqual([
    { type: 'choose', option: null },
    { type: 'choose', option: 'train' },
  ]);
  const [untrained, trained] = [wei.untrained, wei.trained];
  t.play('wei', { type: 'choose', option: 'train' });
  expect([wei.untrained, wei.trained]).toEqual([untrained - 1, trained + 1]);
  expect(t.G.log.at(-1)).toMatchObject({ card, state: 'wei' });
}

/** Declining the training changes nothing; without an untrained army nothing is offered. */
export function expectDeclineChangesNothing(card: EnhancementId, arrange: Arrange = () => {}): void {
  const t = constructs(card, 'wei', arrange);
  const before = JSON.stringify(t.G.players.wei);
  t.play('wei', { type: 'choose', option: null });
  expect(JSON.stringify(t.G.players.wei)).toBe(before);
  expect(t.G.log.some((e) => e.card === card)).toBe(false);

  const none = constructs(card, 'wei', (G) => {
    arrange(G);
    G.players.wei.untrained = 0;
  });
  expect(none.G.pending).toEqual([]);
}
