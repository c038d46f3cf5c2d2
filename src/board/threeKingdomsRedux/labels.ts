/**
 * Plain-English labels and formatters shared by the board. Every icon the
 * printed board uses gets a text name here, so components never invent their
 * own wording and screen readers hear the same words sighted players read.
 */
import { RANKS } from '../../game/threeKingdomsRedux/data/board';
import type { Prerequisite } from '../../game/threeKingdomsRedux/data/cardTypes';
import { GENERALS, type GeneralId } from '../../game/threeKingdomsRedux/data/generals';
import { bidValue } from '../../game/threeKingdomsRedux/bidding';
import { currentDecision, statesToAct } from '../../game/threeKingdomsRedux/engine';
import { BORDER_NAMES, isTribal, spaceName, STATE_NAMES } from '../../game/threeKingdomsRedux/spaces';
import type { Bid, GameState, Phase, PlayerState, UnitGroup } from '../../game/threeKingdomsRedux/state';
import type { ActionSpaceId, ArmyType, Criterion, StateId, WeaponType } from '../../game/threeKingdomsRedux/types';
import { listSentence, plural } from '../../game/threeKingdomsRedux/words';

export { BORDER_NAMES };

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const stateName = (s: StateId): string => STATE_NAMES[s];
export const generalName = (g: GeneralId): string => GENERALS[g].name.value;

/** The supply items a state panel counts, in the order the panel lists them. */
export type ResourceKey = 'gold' | 'rice' | 'untrained' | 'trained' | WeaponType | 'popularSupport' | 'deficits';

export const RESOURCE_KEYS: readonly ResourceKey[] = [
  'gold',
  'rice',
  'untrained',
  'trained',
  'spear',
  'horse',
  'crossbow',
  'vessel',
  'popularSupport',
  'deficits',
];

const RESOURCE_WORDS: Record<ResourceKey, { one: string; many: string; heading: string }> = {
  gold: { one: 'gold', many: 'gold', heading: 'Gold' },
  rice: { one: 'rice', many: 'rice', heading: 'Rice' },
  untrained: { one: 'untrained army', many: 'untrained armies', heading: 'Untrained armies' },
  trained: { one: 'trained army', many: 'trained armies', heading: 'Trained armies' },
  spear: { one: 'spear', many: 'spears', heading: 'Spears' },
  horse: { one: 'horse', many: 'horses', heading: 'Horses' },
  crossbow: { one: 'crossbow', many: 'crossbows', heading: 'Crossbows' },
  vessel: { one: 'vessel', many: 'vessels', heading: 'Vessels' },
  popularSupport: { one: 'popular support token', many: 'popular support tokens', heading: 'Popular support' },
  deficits: { one: 'deficit token', many: 'deficit tokens', heading: 'Deficit tokens' },
};

export const resourceHeading = (key: ResourceKey): string => RESOURCE_WORDS[key].heading;
const resourceAmount = (key: ResourceKey, n: number): string => plural(n, RESOURCE_WORDS[key].one, RESOURCE_WORDS[key].many);

export function resourceCount(p: PlayerState, key: ResourceKey): number {
  switch (key) {
    case 'spear':
    case 'horse':
    case 'crossbow':
    case 'vessel':
      return p.weapons[key];
    default:
      return p[key];
  }
}

export const ARMY_TYPE_NAMES: Record<ArmyType, string> = {
  infantry: 'infantry',
  cavalry: 'cavalry',
  archery: 'archery',
  naval: 'naval',
};

export const unitsLabel = (u: UnitGroup): string => plural(u.count, `${ARMY_TYPE_NAMES[u.type]} unit`);

export const CRITERION_NAMES: Record<Criterion, string> = { administration: 'administration', combat: 'combat' };

/** Rank number (0 Governor .. 5 Emperor) to the rank track's printed title. */
export const rankName = (rank: number): string => RANKS[rank]?.value ?? `rank ${rank}`;

/** The tribe on each state's tribal relations track (rulebook, Game Setup G). */
export const TRIBE_NAMES: Record<StateId, string> = { wei: 'Xiong Nu', wu: 'Shan Yue', shu: 'Nan Man' };

export const PHASE_NAMES: Record<Phase, string> = {
  conflict: 'Conflict Phase',
  resolution: 'Resolution Phase',
  maintenance: 'Update and Maintenance',
  gameOver: 'Game over',
};

/** Space names as the board prints them: capitalised, otherwise the engine's wording. */
export const spaceLabel = (space: ActionSpaceId): string => capitalise(spaceName(space));

/** What comes with a general onto a space: a placed bid's, or an assign move's (which has no bid tokens). */
type BidExtras = Partial<Pick<Bid, 'units' | 'gold' | 'popularSupport' | 'hanEmperorToken' | 'bidTokens'>>;

/** What came with a general onto a space, as short phrases ("2 cavalry units", "the Han emperor token"). */
export function bidExtras(bid: BidExtras): string[] {
  const parts: string[] = [];
  if (bid.units) parts.push(unitsLabel(bid.units));
  if ((bid.gold ?? 0) > 0) parts.push(`${bid.gold} gold`);
  if ((bid.popularSupport ?? 0) > 0) parts.push(resourceAmount('popularSupport', bid.popularSupport ?? 0));
  if (bid.hanEmperorToken) parts.push('the Han emperor token');
  if ((bid.bidTokens ?? 0) > 0) parts.push(`+${bid.bidTokens} in bid tokens`);
  return parts;
}

/**
 * One bid as a sentence: "Wei: Cao Cao with 2 cavalry units, bid 6." Tribal
 * spaces are never contested, so there the sentence says how far the bid
 * raises the tribal relations level instead of a bid value.
 */
export function describeBid(G: GameState, bid: Bid, space: ActionSpaceId): string {
  const extras = bidExtras(bid);
  const who = `${stateName(bid.state)}: ${generalName(bid.general)}${extras.length ? ` with ${listSentence(extras)}` : ''}`;
  if (isTribal(space)) return `${who}, tribal relations +${bid.gold + (bid.units?.count ?? 0)}.`;
  return `${who}, bid ${bidValue(G, bid, space)}.`;
}

export function describePrerequisite(p: Prerequisite | null): string {
  if (!p) return 'None';
  switch (p.kind) {
    case 'stationedUnitsOfType':
      return `At least ${plural(p.min, `stationed ${ARMY_TYPE_NAMES[p.armyType]} unit`)}`;
    case 'occupiedLocations':
      return `Occupy at least ${plural(p.min, 'border location')}`;
    case 'stationedArmyTypes':
      return `Stationed units of at least ${plural(p.min, 'army type')}`;
    case 'tribalLevel':
      return `Tribal relations level ${p.min} or more`;
    case 'rank':
      return `Rank ${rankName(p.min)} or higher`;
    case 'marketplaceLevel':
      return `Marketplace development level ${p.min} or more`;
    case 'farmLevel':
      return `Farm development level ${p.min} or more`;
    case 'farmAndMarketplaceLevels':
      return `Farm and marketplace development levels of ${p.min} or more`;
    case 'constructedEnhancements':
      return `At least ${plural(p.min, 'constructed state enhancement')}`;
  }
}

export { SCORE_CATEGORY_LABELS } from '../../game/threeKingdomsRedux/scoring';

export const PLACE_LABELS: Record<Place, string> = {
  first: 'individual first',
  jointFirst: 'joint first',
  second: 'individual second',
  jointSecond: 'joint second',
  third: 'individual third',
};

import type { CardCounts } from '../../game/threeKingdomsRedux/playerView';
import type { Place } from '../../game/threeKingdomsRedux/cardHooks';
export { cardCounts, type CardCounts } from '../../game/threeKingdomsRedux/playerView';

/** "Wu: 3 generals in hand, 2 enhancement cards". */
export function describeHandCounts(state: StateId, counts: CardCounts): string {
  return `${stateName(state)}: ${plural(counts.hand, 'general')} in hand, ${plural(counts.enhancementHand, 'enhancement card')}`;
}

/** One sentence saying what the table is waiting for. */
export function describeStatus(G: GameState): string {
  const d = currentDecision(G);
  if (d.kind === 'choice') return `${stateName(d.state)} is deciding on a card’s choice.`;
  const who = statesToAct(G);
  const names = listSentence(who.map(stateName));
  switch (G.step.kind) {
    case 'recruit':
      return `${names} ${who.length > 1 ? 'are' : 'is'} recruiting generals.`;
    case 'selectAlliance':
      return `${names} is placing the alliance token.`;
    case 'bidding':
      return who.length ? `${names} to bid.` : 'Bidding is over.';
    case 'actions':
      return who.length ? `${names} is taking actions.` : 'Actions are over.';
    case 'gameOver':
      return 'The game is over.';
    default:
      return 'The rules are carrying out the automatic steps.';
  }
}
