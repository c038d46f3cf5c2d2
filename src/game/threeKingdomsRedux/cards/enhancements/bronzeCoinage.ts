/**
 * Bronze Coinage (compendium, Unification deck): "When you take the "trade
 * rice and/or weapons action" or "hire instructor and/or import technology
 * action", you receive 1 gold before taking either action."
 * A before-action effect on the "trade" and "hire instructor" spaces
 * (shared/receiveBeforeAction.ts): only when the action is taken (first
 * ruling); the action is judged with the gold already received, so it can
 * pay for the trade (second ruling). Once for each of the two actions taken
 * (docs/rulings.md R65).
 */
import { receiveBeforeActionCard } from '../shared/receiveBeforeAction';

export const bronzeCoinage = receiveBeforeActionCard('bronzeCoinage', 'gold', ['trade', 'hireInstructor']);
