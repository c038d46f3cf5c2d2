/**
 * Heavy Moldboard Plough (compendium, Unification deck): "When you take the
 * "trade rice and/or weapons action" or "hire instructor and/or import
 * technology action", you receive 1 rice before taking either action."
 * A before-action effect on the "trade" and "hire instructor" spaces
 * (shared/receiveBeforeAction.ts): only when the action is taken (first
 * ruling); the action is judged with the rice already received, so it can be
 * sold in the trade (second ruling) or pay the instructor (third ruling).
 * Once for each of the two actions taken (docs/rulings.md R65).
 */
import { receiveBeforeActionCard } from '../shared/receiveBeforeAction';

export const heavyMoldboardPlough = receiveBeforeActionCard('heavyMoldboardPlough', 'rice', ['trade', 'hireInstructor']);
