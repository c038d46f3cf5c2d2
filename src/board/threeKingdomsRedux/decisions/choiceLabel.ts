/**
 * The plain-sentence label of an action choice, as the player reads it on its
 * button: "Develop farm to level 3", "Harvest: keep 1 token in granary, take
 * 5 rice". Labels describe; they never decide legality (actionError does).
 */
import { ENHANCEMENTS } from '../../../game/threeKingdomsRedux/data/enhancements';
import { LOCATIONS, MAX_TRIBAL_LEVEL, RANKS } from '../../../game/threeKingdomsRedux/data/board';
import { HARVEST_RICE_PER_TOKEN, TAX_GOLD_PER_TOKEN } from '../../../game/threeKingdomsRedux/actions';
import { resolvePayment } from '../../../game/threeKingdomsRedux/construct';
import { hooksOf } from '../../../game/threeKingdomsRedux/hooks';
import { cardName, type CardId } from '../../../game/threeKingdomsRedux/cardIds';
import type { ActionChoice } from '../../../game/threeKingdomsRedux/moves';
import { myBids } from '../../../game/threeKingdomsRedux/resolution';
import type { GameState } from '../../../game/threeKingdomsRedux/state';
import { WEAPON_TYPES, type ActionSpaceId, type StateId } from '../../../game/threeKingdomsRedux/types';
import { weaponList } from './text';
import { generalName } from '../labels';
import { listSentence, plural } from '../../../game/threeKingdomsRedux/words';
import { actionInfo } from '../../../game/threeKingdomsRedux/actionTerms';
import { TRADE } from '../../../game/threeKingdomsRedux/trade';

type Choice<K extends ActionChoice['kind']> = Extract<ActionChoice, { kind: K }>;

export function tradeLabel(c: Choice<'trade'>): string {
  const parts: string[] = [];
  // Sales first: the engine carries them out before purchases.
  if (c.rice?.direction === 'sell') parts.push(`sell ${c.rice.lots * TRADE.riceLot} rice for ${c.rice.lots * TRADE.riceSellGold} gold`);
  if (c.weapons) {
    const lots = c.weapons.items.length / TRADE.weaponLot;
    const gold = lots * (c.weapons.direction === 'buy' ? TRADE.weaponBuyGold : TRADE.weaponSellGold);
    parts.push(`${c.weapons.direction} ${weaponList(c.weapons.items)} for ${gold} gold`);
  }
  if (c.rice?.direction === 'buy') parts.push(`buy ${c.rice.lots * TRADE.riceLot} rice for ${c.rice.lots * TRADE.riceBuyGold} gold`);
  if (parts.length === 0) return 'Trade nothing';
  const sentence = parts.join(', then ');
  return sentence[0].toUpperCase() + sentence.slice(1);
}

export function constructLabel(G: GameState, state: StateId, c: Choice<'construct'>): string {
  const card = ENHANCEMENTS[c.card];
  if (!card) return `Construct ${String(c.card)}`;
  // The engine's own payment resolution names exactly what leaves the supply.
  const paid = resolvePayment(G.players[state], card.cost.value, c.payment);
  if (typeof paid === 'string') return `Construct ${card.name.value}`;
  const parts: string[] = [];
  if (paid.gold) parts.push(`${paid.gold} gold`);
  if (paid.rice) parts.push(`${paid.rice} rice`);
  if (paid.popularSupport) parts.push(plural(paid.popularSupport, 'popular support token'));
  if (paid.untrained) parts.push(plural(paid.untrained, 'untrained army', 'untrained armies'));
  if (paid.trained) parts.push(plural(paid.trained, 'trained army', 'trained armies'));
  const weapons = WEAPON_TYPES.flatMap((w) => Array(paid.weapons[w]).fill(w));
  if (weapons.length) parts.push(weaponList(weapons));
  return `Construct ${card.name.value}, paying ${parts.length ? listSentence(parts) : 'nothing'}`;
}

function hireLabel(c: Choice<'hireInstructor'>): string {
  const parts: string[] = [];
  if (c.hire)
    parts.push(
      c.hire.train > 0
        ? `Hire an instructor for 1 rice and train ${plural(c.hire.train, 'army', 'armies')}`
        : 'Hire an instructor for 1 rice without training',
    );
  if (c.importFrom)
    parts.push(
      `${parts.length ? 'import' : 'Import'} technology from the ${c.importFrom === 'separation' ? 'Separation' : 'Unification'} deck`,
    );
  return parts.join(', and ') || 'Hire nobody';
}

function produceLabel(c: Choice<'produce'>): string {
  return `Produce ${weaponList(c.weapons)}`;
}

function battleLabel(G: GameState, state: StateId, space: ActionSpaceId, c: Choice<'battle'>): string {
  const bid = myBids(G, state, space).find((b) => b.general === c.general);
  const required = LOCATIONS[c.location]?.armyType.value;
  // The group stationed: the one of the location's type, else the first (Xu Huang's infantry anywhere).
  const type = [bid?.units, bid?.units2].find((g) => g?.type === required)?.type ?? bid?.units?.type ?? 'army';
  const where = LOCATIONS[c.location]?.name.value ?? String(c.location);
  const units = c.units === 0 ? 'no army units' : plural(c.units + (c.extraUnit ? 1 : 0), `${type} unit`);
  const extras = [
    c.extraUnit ? '1 of them from the supply' : '',
    c.flipToken ? 'token flipped to 1 VP' : '',
    c.second
      ? `and at ${LOCATIONS[c.second.location]?.name.value ?? String(c.second.location)} with 1 unit (token to ${c.second.tokenTo})`
      : '',
  ].filter(Boolean);
  return `Station ${generalName(c.general)} with ${units} at ${where}, border token to ${c.tokenTo}${extras.length ? `; ${extras.join('; ')}` : ''}`;
}

function tribalLabel(G: GameState, state: StateId, space: ActionSpaceId, c: Choice<'improveTribalRelations'>): string {
  const bid = myBids(G, state, space)[0];
  const before = G.players[state].tribalLevel;
  const raise = (bid?.gold ?? 0) + (bid?.units?.count ?? 0);
  const after = Math.min(MAX_TRIBAL_LEVEL, before + raise);
  const base =
    after === before ? `Improve tribal relations (stays at level ${before})` : `Improve tribal relations from level ${before} to ${after}`;
  return c.buyPopularSupport ? `${base}, and buy 1 popular support token for 2 rice` : base;
}

const TRIBUTE: Record<Choice<'demandTribute'>['take'], string> = {
  gold: '2 gold',
  rice: '2 rice',
  goldAndRice: '1 gold and 1 rice',
  army: '1 untrained army',
};

/** The sentence on a choice's button, computed from the state before the action. */
export function choiceLabel(G: GameState, state: StateId, space: ActionSpaceId, c: ActionChoice): string {
  const base = actionLabel(G, state, space, c);
  // The cards' before-action answers (Yue Jin's gold or rice and weapon, Dong Yun's tax and harvest, ...).
  const before = Object.entries(c.before ?? {}).map(([card, option]) => `${cardName(card as CardId)}: ${describeValue(option)}`);
  return before.length ? `${base} (first ${before.join('; ')})` : base;
}

/** A card option in words when the card gives no sentence of its own. */
export function describeValue(v: unknown): string {
  if (v === null || v === undefined) return 'no';
  if (typeof v !== 'object') return String(v);
  if (Array.isArray(v)) return v.map(describeValue).join(' and ');
  return Object.entries(v as Record<string, unknown>)
    .map(([k, x]) => `${k.replace(/[A-Z]/g, (m) => ' ' + m.toLowerCase())} ${describeValue(x)}`)
    .join(', ');
}

function actionLabel(G: GameState, state: StateId, space: ActionSpaceId, c: ActionChoice): string {
  const p = G.players[state];
  switch (c.kind) {
    case 'developFarm':
      return `Develop farm to level ${p.farm.level + 1}`;
    case 'harvest': {
      const rice = (p.farm.flipped - c.keepInGranary) * HARVEST_RICE_PER_TOKEN;
      return `Harvest: keep ${plural(c.keepInGranary, 'token')} in granary, take ${rice} rice`;
    }
    case 'developMarketplace':
      return `Develop marketplace to level ${p.marketplace.level + 1}`;
    case 'collectTax': {
      const gold = (p.marketplace.flipped - c.keepInTreasury) * TAX_GOLD_PER_TOKEN;
      return `Collect tax: keep ${plural(c.keepInTreasury, 'token')} in treasury, take ${gold} gold`;
    }
    case 'trade':
      return tradeLabel(c);
    case 'hireInstructor':
      return hireLabel(c);
    case 'construct':
      return constructLabel(G, state, c);
    case 'produce':
      return produceLabel(c);
    case 'recruitArmies':
      return 'Recruit 2 untrained armies';
    case 'trainArmies':
      return c.count > 0 ? `Train ${plural(c.count, 'army', 'armies')}` : 'Train no armies';
    case 'demandTribute':
      return `Demand tribute: take ${TRIBUTE[c.take] ?? String(c.take)}`;
    case 'winPopularSupport':
      return 'Win 1 popular support token';
    case 'controlHanEmperor': {
      const next = RANKS[p.rank + 1]?.value ?? 'the next rank';
      return `Pay 1 gold, rise to ${next} and leave ${generalName(c.faceDown)} face down`;
    }
    case 'battle':
      return battleLabel(G, state, space, c);
    case 'improveTribalRelations':
      return tribalLabel(G, state, space, c);
    case 'skill':
      return variantLabel(G, state, space, c);
  }
}

/** A card's other way of taking the action, in the card's own words. */
function variantLabel(G: GameState, state: StateId, space: ActionSpaceId, c: Choice<'skill'>): string {
  const variant = hooksOf(c.card)?.actionVariants?.[c.variant];
  const text = variant?.describe({ G, state, card: c.card }, actionInfo(G, state, space), c.option) ?? c.variant;
  return `${cardName(c.card)}: ${text}`;
}
