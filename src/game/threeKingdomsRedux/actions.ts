/**
 * Take Actions (rulebook pp. 11-17): every action of every space with all its
 * options carried out. Each action's validator is in actionError.ts; the effect
 * here runs only after it accepted, so an illegal choice leaves G untouched.
 */
import { GENERALS } from './data/generals';
import { MAX_TRIBAL_LEVEL, RANKS } from './data/board';
import { afterActionListeners, forEachHook, hooksOf, stateHooks } from './hooks';
import { cardName, type CardId } from './cardIds';
import { sameJson } from './choices';
import { gainPopularSupport } from './gains';
import { log } from './log';
import { fail, OK, type ActionChoice, type MoveResult } from './moves';
import { station } from './battle';
import { construct } from './construct';
import { clearBids, myBids, returnBid } from './resolution';
import { isBattle, spaceName, STATE_NAMES } from './spaces';
import { bidUnitCount, shallowState, type GameState, type PlayerState } from './state';
import type { ActionSpaceId, StateId } from './types';
import { counted } from './words';
import { actionInfo, actionTerms, beforeOptions } from './actionTerms';
import { actionError } from './actionError';
import { doTrade, TRADE } from './trade';
import type { ActionInfo, CardHooks, HookContext } from './cardHooks';

export const HARVEST_RICE_PER_TOKEN = 5;
export const TAX_GOLD_PER_TOKEN = 4;

/**
 * "Harvest" (rulebook, Develop Farm or Harvest): every flipped farm token
 * leaves the development space, `keepInGranary` of them to the granary, the
 * rest sold for 5 rice each. Also run by Square-Pallet Chain Pumps.
 */
export function harvest(G: GameState, state: StateId, keepInGranary: number): void {
  const p = G.players[state];
  const sold = p.farm.flipped - keepInGranary;
  p.granary.devTokens += keepInGranary;
  p.rice += sold * HARVEST_RICE_PER_TOKEN;
  p.farm.flipped = 0;
  log(
    G,
    state,
    `${STATE_NAMES[state]} harvests: ${counted(keepInGranary, 'farm token')} to its granary, ${sold * HARVEST_RICE_PER_TOKEN} rice.`,
  );
}

/** "Collect tax", the marketplace twin of harvest (4 gold a token). Also run by Office of Minister of Finance. */
export function collectTax(G: GameState, state: StateId, keepInTreasury: number): void {
  const p = G.players[state];
  const sold = p.marketplace.flipped - keepInTreasury;
  p.treasury.devTokens += keepInTreasury;
  p.gold += sold * TAX_GOLD_PER_TOKEN;
  p.marketplace.flipped = 0;
  log(
    G,
    state,
    `${STATE_NAMES[state]} collects tax: ${counted(keepInTreasury, 'marketplace token')} to its treasury, ${sold * TAX_GOLD_PER_TOKEN} gold.`,
  );
}

function perform(G: GameState, state: StateId, space: ActionSpaceId, c: ActionChoice, info: ActionInfo): void {
  const p = G.players[state];
  const name = STATE_NAMES[state];
  const terms = actionTerms(G, state, info);
  switch (c.kind) {
    case 'skill': {
      const variant = hooksOf(c.card)!.actionVariants![c.variant];
      variant.perform({ G, state, card: c.card }, info, c.option);
      return;
    }
    case 'developFarm':
      p.farm.level++;
      p.farm.flipped++;
      log(G, state, `${name} develops its farm to level ${p.farm.level}.`);
      return;
    case 'developMarketplace':
      p.marketplace.level++;
      p.marketplace.flipped++;
      log(G, state, `${name} develops its marketplace to level ${p.marketplace.level}.`);
      return;
    case 'harvest':
      harvest(G, state, c.keepInGranary);
      return;
    case 'collectTax':
      collectTax(G, state, c.keepInTreasury);
      return;
    case 'trade':
      doTrade(p, c);
      log(
        G,
        state,
        `${name} trades${c.rice ? ` (${c.rice.direction}s ${c.rice.lots * TRADE.riceLot} rice)` : ''}${c.weapons ? ` (${c.weapons.direction}s ${c.weapons.items.join(', ')})` : ''}.`,
      );
      return;
    case 'hireInstructor':
      if (c.hire) {
        p.rice -= terms.hireRice;
        p.untrained -= c.hire.train;
        p.trained += c.hire.train;
        log(G, state, `${name} hires an instructor and trains ${counted(c.hire.train, 'army', 'armies')}.`);
      }
      if (c.importFrom === 'both') {
        for (const deck of ['separation', 'unification'] as const)
          if (G.decks[deck].length) p.secret.enhancementHand.push(G.decks[deck].shift()!);
        log(G, state, `${name} imports technology from both decks.`);
      } else if (c.importFrom) {
        p.secret.enhancementHand.push(G.decks[c.importFrom].shift()!);
        log(G, state, `${name} imports technology from the ${c.importFrom} deck.`);
      }
      return;
    case 'construct':
      construct(G, state, c.card, c.payment, { reduce: terms.constructReduce, replaceWithGold: terms.constructReplaceWithGold });
      return;
    case 'produce':
      for (const w of c.weapons) p.weapons[w]++;
      log(G, state, `${name} produces ${c.weapons.join(' and ')}.`);
      return;
    case 'recruitArmies':
      p.untrained += terms.recruitUntrained;
      p.trained += terms.recruitTrained;
      log(
        G,
        state,
        `${name} recruits ${terms.recruitUntrained} untrained arm${terms.recruitUntrained === 1 ? 'y' : 'ies'}${terms.recruitTrained ? ` and ${terms.recruitTrained} trained` : ''}.`,
      );
      return;
    case 'trainArmies':
      p.untrained -= c.count;
      p.trained += c.count;
      log(G, state, `${name} trains ${counted(c.count, 'army', 'armies')}.`);
      return;
    case 'demandTribute':
      if (c.take === 'gold') p.gold += 2;
      if (c.take === 'rice') p.rice += 2;
      if (c.take === 'goldAndRice') {
        p.gold += 1;
        p.rice += 1;
      }
      if (c.take === 'army') p.untrained += 1;
      log(
        G,
        state,
        `${name} demands tribute (${c.take === 'goldAndRice' ? '1 gold and 1 rice' : c.take === 'army' ? '1 untrained army' : '2 ' + c.take}).`,
      );
      return;
    case 'winPopularSupport':
      log(G, state, `${name} wins ${terms.popularSupportWon} popular support token${terms.popularSupportWon === 1 ? '' : 's'}.`);
      gainPopularSupport(G, state, terms.popularSupportWon);
      return;
    case 'controlHanEmperor':
      p.gold -= 1;
      p.rank += 1;
      G.hanEmperorNewFaceDown = { state, general: c.faceDown };
      log(G, state, `${name} pays 1 gold, rises to ${RANKS[p.rank].value} and leaves ${GENERALS[c.faceDown].name.value} face down.`);
      return;
    case 'battle':
      if (isBattle(space)) station(G, state, space, c);
      return;
    case 'improveTribalRelations': {
      const bid = myBids(G, state, space)[0];
      const levels = bid.gold + bidUnitCount(bid) + terms.tribalBonus;
      // Assigned gold is paid to the general supply (it left the supply at assignment).
      bid.gold = 0;
      const before = p.tribalLevel;
      p.tribalLevel = Math.min(MAX_TRIBAL_LEVEL, p.tribalLevel + levels);
      log(
        G,
        state,
        p.tribalLevel > before
          ? `${name} improves tribal relations from ${before} to ${p.tribalLevel}.`
          : `${name}'s tribal relations stay at ${before}.`,
      );
      if (c.buyPopularSupport) {
        p.rice -= 2;
        log(G, state, `${name} pays 2 rice for 1 popular support token at tribal relations level 12.`);
        gainPopularSupport(G, state, 1);
      }
      return;
    }
  }
}

/** Returns the tokens of a taken action's bids: generals home, except one left on the board. */
function returnAfterAction(G: GameState, state: StateId, space: ActionSpaceId, c: ActionChoice): void {
  for (const bid of myBids(G, state, space)) {
    const stays = (c.kind === 'controlHanEmperor' && bid.general === c.faceDown) || (c.kind === 'battle' && bid.general === c.general);
    returnBid(G, bid, { keepGeneral: stays });
  }
  clearBids(G, state, space);
}

/** Why a card forbids taking (or declining) this action now (a commitment such as Zhuge Jin's), or null. */
function refusal(G: GameState, state: StateId, space: ActionSpaceId, taking: boolean): string | null {
  // Asked for every won action, taken or declined, and by the listings: no closure per call.
  const list = stateHooks(G, state).actionRefusal;
  let reason: string | null = null;
  for (let i = 0; i < list.length; i++) {
    const { card, hook } = list[i];
    // Once a card refused, the others are not asked.
    reason ??= (hook as NonNullable<CardHooks['actionRefusal']>)({ G, state, card }, space, taking);
  }
  return reason;
}

/**
 * A before-action effect's own copy of the action's info (no card sees another's writes to it), written out:
 * carryOut's info gained goldAtStart after it was made, and a spread of such an object is V8's slow generic
 * copy (0.8% of a fast-random game).
 */
function ownInfo(info: ActionInfo): ActionInfo {
  return { space: info.space, generals: info.generals, choice: info.choice, goldAtStart: info.goldAtStart };
}

/** The before-action effects carried out on G itself (the action was judged with them: afterBeforeEffects). */
function runBefore(G: GameState, state: StateId, info: ActionInfo, answer: (card: CardId) => unknown): void {
  const list = stateHooks(G, state).beforeAction;
  for (let i = 0; i < list.length; i++) {
    const { card, hook } = list[i];
    (hook as NonNullable<CardHooks['beforeAction']>)({ G, state, card }, ownInfo(info), answer(card));
  }
}

/**
 * The state as an action on `space` will find it: G itself when no before-action effect of the state's cards
 * acts; otherwise a trial state with the before-action effects applied (given `answer` per card), so gains can
 * pay for the action and a refused action changes nothing. Used by takeAction and actionChoices (so by
 * legalMoves and the bots) alike.
 *
 * The trial is made when an effect first reads `ctx.G` (a getter): most effects act on a few spaces, generals
 * or answers and return after looking at their info alone (of ~140 actions a fast-random game judges with a
 * before-action listener, an effect acts in ~13), and then the action is judged on G itself, which the trial
 * would only have copied.
 */
export function afterBeforeEffects(
  G: GameState,
  state: StateId,
  space: ActionSpaceId,
  answer: (card: CardId) => unknown,
  choice?: ActionChoice,
): GameState {
  const list = stateHooks(G, state).beforeAction;
  if (list.length === 0) return G;
  let trial: GameState | undefined;
  // The info reads only the bids, which the trial shares with G.
  const info = actionInfo(G, state, space, choice);
  for (let i = 0; i < list.length; i++) {
    const { card, hook } = list[i];
    const ctx = new TrialContext(G, state, card, trial);
    (hook as NonNullable<CardHooks['beforeAction']>)(ctx, ownInfo(info), answer(card));
    trial = ctx.trial;
  }
  return trial ?? G;
}

/**
 * A before-action effect's context while the action is judged: its `G` is the trial, made from `base` when first
 * read (or the one an earlier effect's read made). A class, its getter on the prototype: an object literal with
 * a getter is made by a runtime call each time (it cost 12% more instructions a fast-random game).
 */
class TrialContext implements HookContext {
  constructor(
    private readonly base: GameState,
    readonly state: StateId,
    readonly card: CardId,
    public trial: GameState | undefined,
  ) {}

  get G(): GameState {
    return (this.trial ??= trialState(this.base, this.state));
  }
}

/**
 * A copy of G in which the before-action effects of `state`'s cards may write: it copies only what such an
 * effect may change (CardHooks.beforeAction): the acting state's numbers, weapons, development, stores (their
 * border tokens shared) and revealed generals, the card data's top level and the log (empty: no rule reads it);
 * everything else is G's own, read and never written (test/game/threeKingdomsRedux/judging.test.ts).
 */
function trialState(G: GameState, state: StateId): GameState {
  const p = G.players[state];
  // What before-action effects change: numbers, weapons, development, stores and the revealed generals (logCard).
  // Every field written out (not spread from p): one shape whatever p's, as shallowState's for G.
  const acting: PlayerState = {
    gold: p.gold,
    rice: p.rice,
    untrained: p.untrained,
    trained: p.trained,
    // Written out, as the rest: a spread of an object that was itself made by a spread or grew key by key
    // (the bots' copies) takes V8's slow generic copy, ~10x a literal's.
    weapons: { spear: p.weapons.spear, horse: p.weapons.horse, crossbow: p.weapons.crossbow, vessel: p.weapons.vessel },
    popularSupport: p.popularSupport,
    deficits: p.deficits,
    farm: { level: p.farm.level, flipped: p.farm.flipped },
    marketplace: { level: p.marketplace.level, flipped: p.marketplace.flipped },
    // The stores copied, their lists of border tokens shared: no before-action effect adds or changes one
    // (test/game/threeKingdomsRedux/judging.test.ts lists every action of card-rich games on a deep-frozen G).
    granary: { devTokens: p.granary.devTokens, borderTokens: p.granary.borderTokens },
    treasury: { devTokens: p.treasury.devTokens, borderTokens: p.treasury.borderTokens },
    tribalLevel: p.tribalLevel,
    rank: p.rank,
    militaryVP: p.militaryVP,
    constructed: p.constructed,
    stationed: p.stationed,
    revealed: p.revealed.slice(),
    recruitedIn: p.recruitedIn,
    secret: p.secret,
  };
  if (p.hiddenCounts) acting.hiddenCounts = p.hiddenCounts;
  // `acting` keeps p's recruitment record, so it uses p's hook index (hooks.ts).
  // A shallow copy of one shape whatever G's (shallowState), then the parts before-effects may write.
  const trial = shallowState(G);
  trial.log = [];
  trial.players = {
    wei: state === 'wei' ? acting : G.players.wei,
    wu: state === 'wu' ? acting : G.players.wu,
    shu: state === 'shu' ? acting : G.players.shu,
  };
  // Spread: copied key by key it was slower still (megamorphic stores; tried in the eleventh round).
  trial.cardData = { ...G.cardData };
  return trial;
}

const NO_ANSWERS: Readonly<Partial<Record<CardId, unknown>>> = Object.freeze({});
const noAnswer = (_card: CardId): unknown => undefined;

/**
 * Takes a won action: before-action card effects (with the choice's `before`
 * answers), the action, its tokens home, then after-action card effects
 * (Overarching Principle 1: benefits add up). The action is judged with
 * the before-effects in, on a copy first (afterBeforeEffects).
 */
export function takeAction(G: GameState, state: StateId, space: ActionSpaceId, choice: ActionChoice): MoveResult {
  const verdict = judgeAction(G, state, space, choice);
  if (typeof verdict === 'string') return fail(verdict);
  carryOut(G, state, space, choice, verdict);
  return OK;
}

/**
 * takeAction's judging: why the choice cannot be taken now, or the answer per
 * card to the before-action choices it will be taken with (the first option
 * unless the choice names one). Writes nothing.
 */
function judgeAction(G: GameState, state: StateId, space: ActionSpaceId, choice: ActionChoice): string | ((card: CardId) => unknown) {
  if (!G.pendingActions[state]?.includes(space)) return `You have no won action on "${String(space)}" to take.`;
  if (!choice || typeof choice !== 'object') return 'Say how you take the action.';
  const refused = refusal(G, state, space, true);
  if (refused) return refused;
  const befores = beforeOptions(G, state, space);
  const answers = (choice.before ?? NO_ANSWERS) as Partial<Record<CardId, unknown>>;
  if (typeof answers !== 'object') return '"before" answers the cards\' before-action choices, by card.';
  if (answers !== NO_ANSWERS)
    for (const card of Object.keys(answers) as CardId[])
      if (!befores.has(card)) return `${cardName(card)} has no choice to make before this action.`;
  // Nothing to build when no card asks.
  let answer = noAnswer;
  if (befores.size > 0) {
    const picked = new Map<CardId, unknown>();
    for (const [card, options] of befores) {
      const given = answers[card];
      const match = given === undefined ? options[0] : options.find((o) => sameJson(o, given));
      if (match === undefined) return `That is not one of ${cardName(card)}'s options before this action.`;
      picked.set(card, match);
    }
    answer = (card: CardId) => picked.get(card);
  }
  const error = actionError(afterBeforeEffects(G, state, space, answer, choice), state, space, choice);
  return error ?? answer;
}

/**
 * Takes a choice that actionChoices listed for this position: the bots list
 * a won action's choices on G, then take each on a fresh copy of it
 * (cloneForAction), where judging it again would give the verdict the listing
 * gave (the same validators on the same position, the listed `before`
 * answers being among the cards' options). Only for such a copy, made after
 * the listing and changed by nothing since; the caller checks the refusal of
 * taking (actionRefused) once for the space. Anything else goes through
 * takeAction. test/game/threeKingdomsRedux/judging.test.ts compares the two after every listed
 * choice of card-rich games.
 */
export function takeListedAction(G: GameState, state: StateId, space: ActionSpaceId, choice: ActionChoice): void {
  const before = choice.before as Partial<Record<CardId, unknown>> | undefined;
  carryOut(G, state, space, choice, before === undefined ? noAnswer : (card: CardId) => before[card]);
}

/** A judged action carried out: before-action effects on G, the action, tokens home, after-action effects. */
function carryOut(G: GameState, state: StateId, space: ActionSpaceId, choice: ActionChoice, answer: (card: CardId) => unknown): void {
  // actionInfo's object is fresh: the gold before the action is added to it rather than spread into a copy (the bots' profile showed the copy).
  const info: ActionInfo = actionInfo(G, state, space, choice);
  info.goldAtStart = G.players[state].gold;
  runBefore(G, state, info, answer);
  perform(G, state, space, choice, info);
  returnAfterAction(G, state, space, choice);
  G.actionsTaken[state].push(space);
  // In their run order (afterActionOrder, then the cards' order), worked out once per hook index.
  const after = afterActionListeners(G, state);
  for (let i = 0; i < after.length; i++) {
    const { card, hook } = after[i];
    (hook as NonNullable<CardHooks['afterAction']>)({ G, state, card }, info);
  }
}

export function declineAction(G: GameState, state: StateId, space: ActionSpaceId): MoveResult {
  if (!G.pendingActions[state]?.includes(space)) return fail(`You have no won action on "${String(space)}" to decline.`);
  const refused = refusal(G, state, space, false);
  if (refused) return fail(refused);
  for (const bid of myBids(G, state, space)) returnBid(G, bid);
  clearBids(G, state, space);
  log(G, state, `${STATE_NAMES[state]} does not take "${spaceName(space)}".`);
  forEachHook(G, state, 'onActionDeclined', (hook, ctx) => hook(ctx, space));
  return OK;
}
