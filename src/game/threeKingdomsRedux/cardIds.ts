/**
 * The id of any card that can have behaviour (a general or a state enhancement) and its printed name. Kept
 * apart from hooks.ts, so the state and move types can name a card without depending on the hook points.
 */
import { GENERALS, isGeneralId, type GeneralId } from './data/generals';
import { ENHANCEMENTS, type EnhancementId } from './data/enhancements';

export type CardId = GeneralId | EnhancementId;

/** The card's printed name; an id that is no card (it may come from input) is shown as given. */
export function cardName(card: CardId): string {
  const id = String(card);
  if (isGeneralId(id)) return GENERALS[id as GeneralId].name.value;
  if (Object.hasOwn(ENHANCEMENTS, id)) return ENHANCEMENTS[id as EnhancementId].name.value;
  return `"${id}"`;
}
