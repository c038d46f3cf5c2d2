/**
 * Why an option of a won space cannot be taken now. actionChoices lists only
 * the legal choices, so an option with none would silently vanish; instead
 * the board shows it disabled with the engine's own reason, asked of one
 * representative candidate of that kind.
 */
import { LOCATIONS, locationsAt } from '../../../game/threeKingdomsRedux/data/board';
import { actionError } from '../../../game/threeKingdomsRedux/actionError';
import type { ActionChoice } from '../../../game/threeKingdomsRedux/moves';
import { myBids } from '../../../game/threeKingdomsRedux/resolution';
import { borderOfBattle, isBattle } from '../../../game/threeKingdomsRedux/spaces';
import type { GameState } from '../../../game/threeKingdomsRedux/state';
import type { ActionSpaceId, StateId } from '../../../game/threeKingdomsRedux/types';
import { choiceKindsFor, type ChoiceKind } from '../../../game/threeKingdomsRedux/actionTerms';

/** Options that have their own form (trade, construct) explain themselves there. */
const FORM_KINDS: readonly ChoiceKind[] = ['trade', 'construct'];

export const KIND_LABELS: Record<ChoiceKind, string> = {
  developFarm: 'Develop farm',
  harvest: 'Harvest',
  developMarketplace: 'Develop marketplace',
  collectTax: 'Collect tax',
  trade: 'Trade rice and/or weapons',
  hireInstructor: 'Hire instructor and/or import technology',
  construct: 'Construct a state enhancement',
  produce: 'Produce weapons',
  recruitArmies: 'Recruit armies',
  trainArmies: 'Train armies',
  demandTribute: 'Demand tribute',
  winPopularSupport: 'Win popular support',
  controlHanEmperor: 'Control the Han emperor',
  battle: 'Station a general',
  improveTribalRelations: 'Improve tribal relations',
  skill: 'Use a card skill instead',
};

/** The candidate whose refusal best explains why this kind of option is closed. */
function representativeChoice(G: GameState, state: StateId, space: ActionSpaceId, kind: ChoiceKind): ActionChoice | null {
  switch (kind) {
    case 'developFarm':
    case 'developMarketplace':
    case 'recruitArmies':
    case 'winPopularSupport':
      return { kind };
    case 'harvest':
      return { kind, keepInGranary: 0 };
    case 'collectTax':
      return { kind, keepInTreasury: 0 };
    case 'hireInstructor':
      return { kind, hire: { train: 0 } };
    case 'trainArmies':
      return { kind, count: 0 };
    case 'demandTribute':
      return { kind, take: 'gold' };
    case 'produce':
      return { kind, weapons: space === 'produceSpearsHorses' ? ['spear', 'spear'] : ['crossbow', 'crossbow'] };
    case 'improveTribalRelations':
      return { kind, buyPopularSupport: false };
    case 'controlHanEmperor': {
      const bid = myBids(G, state, space)[0];
      return bid ? { kind, faceDown: bid.general } : null;
    }
    case 'battle': {
      if (!isBattle(space)) return null;
      const bid = myBids(G, state, space)[0];
      if (!bid) return null;
      const border = locationsAt(borderOfBattle(space));
      const fitting = border.filter((l) => LOCATIONS[l].armyType.value === bid.units?.type);
      // Prefer a free fitting location, so the reason is the one that really blocks.
      const location = fitting.find((l) => !G.locations[l]) ?? fitting[0] ?? border[0];
      return { kind, general: bid.general, units: 1, location, tokenTo: 'treasury' };
    }
    case 'trade':
    case 'construct':
    case 'skill':
      return null;
  }
}

export interface UnavailableOption {
  kind: ChoiceKind;
  label: string;
  reason: string;
}

/** The button-listed options of `space` with no legal choice now, each with the engine's reason. */
export function unavailableOptions(
  G: GameState,
  state: StateId,
  space: ActionSpaceId,
  legal: readonly ActionChoice[],
): UnavailableOption[] {
  const out: UnavailableOption[] = [];
  for (const kind of choiceKindsFor(space)) {
    // A card's other ways of taking the action are listed only when they are open.
    if (kind === 'skill' || FORM_KINDS.includes(kind) || legal.some((c) => c.kind === kind)) continue;
    const candidate = representativeChoice(G, state, space, kind);
    const reason = candidate ? actionError(G, state, space, candidate) : null;
    out.push({ kind, label: KIND_LABELS[kind], reason: reason ?? 'No option of this kind is open now.' });
  }
  return out;
}
