/**
 * Whether an action choice may be taken now (rulebook pp. 11-17): the validator half of each action,
 * judged before any effect runs, so an illegal choice leaves G untouched (actions.ts carries them out).
 */
import { EMPEROR_RANK, MAX_DEVELOPMENT, MAX_TRIBAL_LEVEL } from './data/board';
import { cardName } from './cardIds';
import { sameJson } from './choices';
import type { ActionChoice } from './moves';
import { battleError } from './battle';
import { constructError } from './construct';
import { myBids } from './resolution';
import { isBattle, spaceName } from './spaces';
import { bidUnitCount, type GameState } from './state';
import { isInt, type ActionSpaceId, type StateId, type WeaponType } from './types';
import { choiceKindsFor, spaceTerms, variantChoices } from './actionTerms';
import { tradeError } from './trade';
import type { ActionTerms } from './cardHooks';

/**
 * Why this choice cannot be taken for `space` now, or null when it can. `terms`: the action's numbers when the
 * caller has them (a listing judges every candidate of one space against the same numbers: they do not depend
 * on the choice, ActionInfo.choice being absent in `terms`); otherwise worked out here when the choice needs them.
 */
export function actionError(
  G: GameState,
  state: StateId,
  space: ActionSpaceId,
  c: ActionChoice,
  terms?: Readonly<ActionTerms>,
): string | null {
  const p = G.players[state];
  if (!c || typeof c !== 'object' || typeof c.kind !== 'string') return 'Say how you take the action.';
  if (!choiceKindsFor(space).includes(c.kind)) return `"${c.kind}" is not an option of "${spaceName(space)}".`;
  // The action's numbers as the state's cards change them (pure hooks) are asked only by the choices that use
  // them (spaceTerms; no closure per call: the listings judge every candidate through here).
  switch (c.kind) {
    case 'skill': {
      if (!variantChoices(G, state, space).some((v) => sameJson({ ...v, before: undefined }, { ...c, before: undefined })))
        return `${cardName(c.card)} offers no such way of taking "${spaceName(space)}" now.`;
      return null;
    }
    case 'developFarm':
      return p.farm.level >= MAX_DEVELOPMENT ? 'Your farm is fully developed (level 5).' : null;
    case 'developMarketplace':
      return p.marketplace.level >= MAX_DEVELOPMENT ? 'Your marketplace is fully developed (level 5).' : null;
    case 'harvest':
      if (p.farm.flipped === 0) return 'You have no flipped farm tokens to harvest.';
      return isInt(c.keepInGranary, 0, p.farm.flipped) ? null : `Keep between 0 and ${p.farm.flipped} flipped farm tokens in your granary.`;
    case 'collectTax':
      if (p.marketplace.flipped === 0) return 'You have no flipped marketplace tokens to collect tax from.';
      return isInt(c.keepInTreasury, 0, p.marketplace.flipped)
        ? null
        : `Keep between 0 and ${p.marketplace.flipped} flipped marketplace tokens in your treasury.`;
    case 'trade':
      return tradeError(p, c);
    case 'hireInstructor': {
      if (!c.hire && !c.importFrom) return 'Hire an instructor, import technology or both (or decline the action).';
      const t = terms ?? spaceTerms(G, state, space, c);
      if (c.hire) {
        if (p.rice < t.hireRice) return `Hiring an instructor costs ${t.hireRice} rice.`;
        if (!isInt(c.hire.train, 0, Math.min(t.hireTrainMax, p.untrained)))
          return `Train between 0 and ${Math.min(t.hireTrainMax, p.untrained)} untrained armies.`;
      }
      if (c.importFrom !== undefined) {
        if (t.importBothDecks) {
          if (c.importFrom !== 'both') return 'This import draws 1 card from both decks: import from "both".';
          if (G.decks.separation.length + G.decks.unification.length === 0) return 'Both decks are empty.';
        } else {
          if (c.importFrom !== 'separation' && c.importFrom !== 'unification') return 'Import from the Separation or the Unification deck.';
          if (G.decks[c.importFrom].length === 0) return `The ${c.importFrom} deck is empty.`;
        }
      }
      return null;
    }
    case 'construct': {
      const t = terms ?? spaceTerms(G, state, space, c);
      return constructError(G, state, c.card, c.payment, {
        reduce: t.constructReduce,
        replaceWithGold: t.constructReplaceWithGold,
      });
    }
    case 'produce': {
      const allowed: WeaponType[] = space === 'produceSpearsHorses' ? ['spear', 'horse'] : ['crossbow', 'vessel'];
      if (!Array.isArray(c.weapons) || c.weapons.length !== 2 || c.weapons.some((w) => !allowed.includes(w)))
        return `Produce two of: ${allowed.join(', ')} (any mix).`;
      return null;
    }
    case 'recruitArmies':
    case 'winPopularSupport':
      return null;
    case 'trainArmies': {
      const most = Math.min((terms ?? spaceTerms(G, state, space, c)).trainMax, p.untrained);
      return isInt(c.count, 0, most) ? null : `Train between 0 and ${most} untrained armies.`;
    }
    case 'demandTribute':
      return ['gold', 'rice', 'goldAndRice', 'army'].includes(c.take)
        ? null
        : 'Demand 2 gold, 2 rice, 1 gold and 1 rice, or 1 untrained army.';
    case 'controlHanEmperor': {
      if (p.gold < 1) return 'Controlling the Han emperor costs 1 gold.';
      if (p.rank >= EMPEROR_RANK) return 'You are already Emperor.';
      if (!myBids(G, state, space).some((b) => b.general === c.faceDown))
        return 'Leave face down one of the generals you bid with on "control Han emperor".';
      return null;
    }
    case 'battle':
      return isBattle(space) ? battleError(G, state, space, c) : 'Not a battle space.';
    case 'improveTribalRelations': {
      if (typeof c.buyPopularSupport !== 'boolean') return 'Say whether to buy a popular support token at level 12.';
      if (!c.buyPopularSupport) return null;
      const bid = myBids(G, state, space)[0];
      const levels = bid.gold + bidUnitCount(bid) + (terms ?? spaceTerms(G, state, space, c)).tribalBonus;
      if (Math.min(MAX_TRIBAL_LEVEL, p.tribalLevel + levels) < MAX_TRIBAL_LEVEL)
        return 'A popular support token can be bought only at tribal relations level 12.';
      return p.rice < 2 ? 'Buying a popular support token at level 12 costs 2 rice.' : null;
    }
  }
}
