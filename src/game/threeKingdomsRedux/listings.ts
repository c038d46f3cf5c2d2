/**
 * The listings legalMoves (legal.ts) is built from, one per kind of decision: assignments, constructions,
 * trades, the ways to take an action, the skill moves. Each candidate is checked by the same validators the
 * moves use, so a list can never offer what the rules refuse. Apart from legal.ts because cards list choices
 * too (constructions, weapons, actions) and legal.ts asks the engine whose decision it is, while the engine
 * is given the cards.
 */
import { GENERALS, type GeneralId } from './data/generals';
import { afterBeforeEffects } from './actions';
import { actionError } from './actionError';
import { skillMoves } from './choices';
import { armyTypesAllowed, hanEmperorTokenAvailable } from './conflict';
import { stationingOptions } from './battle';
import { constructError } from './construct';
import type { ActionChoice, AssignArgs, Move, Payment } from './moves';
import { BIDDABLE_SPACES, isBattle, isTribal } from './spaces';
import type { GameState, PlayerState } from './state';
import { ARMY_TYPES, WEAPON_OF, WEAPON_TYPES, type ActionSpaceId, type ArmyType, type StateId, type WeaponType } from './types';
import { myBids } from './resolution';
import { ENHANCEMENTS } from './data/enhancements';
import { stateHooks } from './hooks';
import { beforeOptions, choiceKindsFor, spaceTerms, variantChoices } from './actionTerms';
import { tradeShortfall } from './trade';
import type { ActionTerms, CardHooks } from './cardHooks';
import type { CardId } from './cardIds';

export function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items;
  return [...combinations(rest, k - 1).map((c) => [first, ...c]), ...combinations(rest, k)];
}

/** Multisets of `k` weapons (any mix of types). */
export function weaponMultisets(k: number, types: readonly WeaponType[] = WEAPON_TYPES): WeaponType[][] {
  if (k === 0) return [[]];
  if (types.length === 0) return [];
  const [first, ...rest] = types;
  const out: WeaponType[][] = [];
  for (let n = k; n >= 0; n--) for (const tail of weaponMultisets(k - n, rest)) out.push([...Array(n).fill(first), ...tail]);
  return out;
}

/**
 * One general on one space, which placementError (assignError's first half)
 * accepts, with what may come with him: each of `extras` (nothing, army
 * units, gold) is offered with each popular support count from 0 to `psMax`
 * and, when `token`, each also with the Han emperor token.
 */
interface AssignGroup {
  general: GeneralId;
  space: ActionSpaceId;
  extras: Pick<AssignArgs, 'units' | 'units2' | 'gold'>[];
  psMax: number;
  token: boolean;
}

const groupSize = (g: AssignGroup) => g.extras.length * (g.psMax + 1) * (g.token ? 2 : 1);

/** The group's k-th assignment, in the listing's order: extra, then popular support, then the token. */
function groupOption(g: AssignGroup, k: number): AssignArgs {
  const perPs = g.token ? 2 : 1;
  const perExtra = (g.psMax + 1) * perPs;
  const args: AssignArgs = { general: g.general, space: g.space, ...g.extras[Math.floor(k / perExtra)] };
  const ps = Math.floor((k % perExtra) / perPs);
  if (ps) args.popularSupport = ps;
  if (k % perPs === 1) args.hanEmperorToken = true;
  return args;
}

/**
 * The legal assignments of `state` now, in groups. What may come with a
 * general is built only from values accompanimentError (assignError's second
 * half) accepts: army units within leadership, trained armies and weapons (a
 * second type only for a general allowed two), gold only on improve tribal
 * relations and within leadership and the stock, popular support up to the
 * stock and the Han emperor token only while available, neither on improve
 * tribal relations. test/game/threeKingdomsRedux/bidListing.test.ts checks the list against every
 * candidate of a wider net judged by assignError, order included. (Judging
 * each candidate again was most of the uniform random policy's time.)
 */
function assignGroups(G: GameState, state: StateId): AssignGroup[] {
  const p = G.players[state];
  const groups: AssignGroup[] = [];
  const han = hanEmperorTokenAvailable(G, state);
  for (const general of p.secret.hand) {
    const lead = GENERALS[general].leadership.value;
    // What may come with him is the same on every battle space, and on improve tribal relations the same
    // plus gold: built once per general (lazily) and shared by his groups, which are only read.
    let withUnits: AssignGroup['extras'] | undefined;
    let withUnitsOrGold: AssignGroup['extras'] | undefined;
    for (const space of BIDDABLE_SPACES[state]) {
      const tribal = isTribal(space);
      // One general per round on improve tribal relations.
      if (tribal && (G.bids[space] ?? []).length > 0) continue;
      // placementError (assignError's first half) accepts every pair built here: a general in the state's
      // hand (a known general: his leadership was read above) on a space of BIDDABLE_SPACES, the spaces it
      // may bid on at all. Asking it for each pair was 4-5% of the uniform random policy's time.
      let extras = ALONE;
      if (tribal) {
        withUnits ??= unitExtras(G, state, general, lead);
        // Improve tribal relations is uncontested: gold or units, no popular support, no Han emperor token.
        if (withUnitsOrGold === undefined) {
          withUnitsOrGold = [...withUnits];
          for (let gold = 1, n = Math.min(lead, p.gold); gold <= n; gold++) withUnitsOrGold.push({ gold });
        }
        extras = withUnitsOrGold;
      } else if (isBattle(space)) extras = withUnits ??= unitExtras(G, state, general, lead);
      groups.push({ general, space, extras, psMax: tribal ? 0 : p.popularSupport, token: !tribal && han });
    }
  }
  return groups;
}

/** A general alone, with nothing besides (every common space's group; shared, only read). */
const ALONE: AssignGroup['extras'] = [{}];

/**
 * Nothing, or army units within leadership, trained armies and weapons: of one type, then (a general
 * allowed two, Liao Hua from round 6) of two types.
 */
function unitExtras(G: GameState, state: StateId, general: GeneralId, lead: number): AssignGroup['extras'] {
  const p = G.players[state];
  const most = (type: ArmyType) => Math.min(lead, p.trained, p.weapons[WEAPON_OF[type]]);
  const extras: AssignGroup['extras'] = [{}];
  for (const type of ARMY_TYPES) for (let count = 1, n = most(type); count <= n; count++) extras.push({ units: { type, count } });
  if (armyTypesAllowed(G, state, general) >= 2)
    ARMY_TYPES.forEach((type, i) =>
      ARMY_TYPES.slice(i + 1).forEach((type2) => {
        for (let count = 1; count < lead; count++)
          for (let count2 = 1; count + count2 <= lead; count2++)
            if (count <= most(type) && count2 <= most(type2) && count + count2 <= p.trained)
              extras.push({ units: { type, count }, units2: { type: type2, count: count2 } });
      }),
    );
  return extras;
}

/** Every legal assignment of `state` now (see assignGroups). */
export function assignOptions(G: GameState, state: StateId): AssignArgs[] {
  const out: AssignArgs[] = [];
  for (const g of assignGroups(G, state)) for (let k = 0, n = groupSize(g); k < n; k++) out.push(groupOption(g, k));
  return out;
}

/**
 * A bid decision's legal moves as legalMoves lists them (pass, every
 * assignment, the skill moves), counted without building them: `count`, and
 * `move(i)` builds the i-th. The uniform random policy draws one this way.
 */
export function bidMoves(G: GameState, state: StateId): { count: number; move: (i: number) => Move } {
  const groups = assignGroups(G, state);
  const skills = skillMoveList(G, state);
  let assigns = 0;
  for (const g of groups) assigns += groupSize(g);
  return {
    count: 1 + assigns + skills.length,
    move: (i) => {
      if (i === 0) return { type: 'pass' };
      let k = i - 1;
      for (const g of groups) {
        const n = groupSize(g);
        if (k < n) return { type: 'assign', args: groupOption(g, k) };
        k -= n;
      }
      return skills[k];
    },
  };
}

/** weaponMultisets(k) of every weapon type, made once per k and only read (a construction's payments try each). */
const weaponSetsByCount: (readonly (readonly WeaponType[])[])[] = [];
function paymentWeaponSets(k: number): readonly (readonly WeaponType[])[] {
  return (weaponSetsByCount[k] ??= weaponMultisets(k).map((w) => Object.freeze(w)));
}

/** No cost change: the one entry of constructChoices' lists of changes when none is allowed (only read). */
const PRINTED_COST_ONLY: readonly undefined[] = [undefined];

/**
 * Every legal construction from hand: card and payment. `changes` are the
 * cost changes allowed (Lu Su, Jiang Wei via the action space); each allowed
 * change is offered both used and unused.
 */
export function constructChoices(
  G: GameState,
  state: StateId,
  changes: import('./construct').CostChanges = {},
): { card: import('./data/enhancements').EnhancementId; payment: Payment }[] {
  const out: { card: import('./data/enhancements').EnhancementId; payment: Payment }[] = [];
  const hand = G.players[state].secret.enhancementHand;
  for (let h = 0; h < hand.length; h++) {
    const card = hand[h];
    const cost = ENHANCEMENTS[card].cost.value;
    // The printed cost only (one shared list) unless a change is allowed: then also each change.
    const reduce: readonly (Payment['reduce'] | undefined)[] = changes.reduce ? [undefined, 'gold', 'rice'] : PRINTED_COST_ONLY;
    const replace: readonly (Payment['replaceWithGold'] | undefined)[] = changes.replaceWithGold
      ? [undefined, ...(Object.keys(cost) as (keyof typeof cost)[]).filter((t) => t !== 'gold')]
      : PRINTED_COST_ONLY;
    // Index loops: see actionChoices.
    for (let ri = 0; ri < reduce.length; ri++)
      for (let pi = 0; pi < replace.length; pi++) {
        const r = reduce[ri];
        const rep = replace[pi];
        // The armies and weapons the changed cost asks (a reduction takes gold or rice, a replacement one token).
        const armies = Math.max(0, (cost.army ?? 0) - (rep === 'army' ? 1 : 0));
        const weapons = Math.max(0, (cost.weapon ?? 0) - (rep === 'weapon' ? 1 : 0));
        const weaponSets = paymentWeaponSets(weapons);
        for (let t = 0; t <= armies; t++)
          for (let i = 0; i < weaponSets.length; i++) {
            const w = weaponSets[i];
            const payment: Payment = {};
            if (armies) payment.trainedArmies = t;
            if (weapons) payment.weapons = w as WeaponType[];
            if (r) payment.reduce = r;
            if (rep) payment.replaceWithGold = rep;
            if (!constructError(G, state, card, payment, changes)) {
              // A listed payment owns its list of weapons (the shared sets are only read).
              if (weapons) payment.weapons = w.slice();
              out.push({ card, payment });
            }
          }
      }
  }
  return out;
}

function tradeChoices(): ActionChoice[] {
  const rice: ({ direction: 'buy' | 'sell'; lots: number } | undefined)[] = [undefined];
  for (const direction of ['buy', 'sell'] as const) for (let lots = 1; lots <= 3; lots++) rice.push({ direction, lots });
  const weapons: ({ direction: 'buy' | 'sell'; items: WeaponType[] } | undefined)[] = [undefined];
  for (const direction of ['buy', 'sell'] as const)
    for (const size of [3, 6]) for (const items of weaponMultisets(size)) weapons.push({ direction, items });
  const out: ActionChoice[] = [];
  for (const r of rice)
    for (const w of weapons) {
      const c: ActionChoice = { kind: 'trade' };
      if (r) c.rice = r;
      if (w) c.weapons = w;
      out.push(c);
    }
  return out;
}
const TRADE_CHOICES = tradeChoices();

/** Each of TRADE_CHOICES' weapons counted by type, once (tradeShortfall reads them). */
const TRADE_WEAPON_COUNTS: readonly Readonly<Record<WeaponType, number>>[] = TRADE_CHOICES.map((c) => {
  const n = { spear: 0, horse: 0, crossbow: 0, vessel: 0 };
  if (c.kind === 'trade' && c.weapons) for (const w of c.weapons.items) n[w]++;
  return n;
});

/**
 * The legal trades, in the order of the 1,462: the ones the state can pay
 * for (tradeShortfall, the part of tradeError that looks at the state; the
 * shapes of these fixed trades are all well-formed). This is actionError's
 * whole verdict on a trade (test/game/threeKingdomsRedux/tradeListing.test.ts).
 */
function legalTrades(p: PlayerState, out: ActionChoice[]): void {
  for (let i = 0; i < TRADE_CHOICES.length; i++) {
    const c = TRADE_CHOICES[i];
    // The first of them trades nothing (tradeError refuses it); the others are well-formed.
    if (c.kind === 'trade' && (c.rice || c.weapons) && tradeShortfall(p, c, TRADE_WEAPON_COUNTS[i]) === null) out.push(c);
  }
}

const IMPORT_FROM = [undefined, 'separation', 'unification', 'both'] as const;

/** Candidate choices for a space before validation; `terms`: the action's numbers (spaceTerms). */
function candidateChoices(G: GameState, state: StateId, space: ActionSpaceId, terms: Readonly<ActionTerms>): ActionChoice[] {
  const p = G.players[state];
  const out: ActionChoice[] = [];
  const kinds = choiceKindsFor(space);
  for (let i = 0; i < kinds.length; i++) {
    const kind = kinds[i];
    switch (kind) {
      case 'developFarm':
      case 'developMarketplace':
      case 'recruitArmies':
      case 'winPopularSupport':
        out.push({ kind });
        break;
      case 'harvest':
        for (let k = 0; k <= p.farm.flipped; k++) out.push({ kind, keepInGranary: k });
        break;
      case 'collectTax':
        for (let k = 0; k <= p.marketplace.flipped; k++) out.push({ kind, keepInTreasury: k });
        break;
      case 'trade':
        legalTrades(p, out);
        break;
      case 'hireInstructor':
        // No hire, then hiring and training 0 to 3; each with no import, then each deck, then both.
        for (let train = -1; train <= 3; train++) {
          const hire = train < 0 ? undefined : { train };
          for (let i = 0; i < IMPORT_FROM.length; i++) {
            const c: ActionChoice = { kind };
            if (hire) c.hire = hire;
            const importFrom = IMPORT_FROM[i];
            if (importFrom) c.importFrom = importFrom;
            out.push(c);
          }
        }
        break;
      case 'construct': {
        const changes = { reduce: terms.constructReduce, replaceWithGold: terms.constructReplaceWithGold };
        for (const c of constructChoices(G, state, changes)) out.push({ kind: 'construct', card: c.card, payment: c.payment });
        break;
      }
      case 'produce': {
        const pair: WeaponType[] = space === 'produceSpearsHorses' ? ['spear', 'horse'] : ['crossbow', 'vessel'];
        out.push({ kind, weapons: [pair[0], pair[0]] }, { kind, weapons: [pair[1], pair[1]] }, { kind, weapons: [pair[0], pair[1]] });
        break;
      }
      case 'trainArmies': {
        const most = terms.trainMax;
        for (let n = 0; n <= most; n++) out.push({ kind, count: n });
        break;
      }
      case 'demandTribute':
        for (const take of ['gold', 'rice', 'goldAndRice', 'army'] as const) out.push({ kind, take });
        break;
      case 'controlHanEmperor':
        for (const bid of myBids(G, state, space)) out.push({ kind, faceDown: bid.general });
        break;
      case 'battle':
        // Every stationing the rules and the state's cards allow (battle.ts).
        if (isBattle(space)) out.push(...stationingOptions(G, state, space));
        break;
      case 'improveTribalRelations':
        out.push({ kind, buyPopularSupport: false }, { kind, buyPopularSupport: true });
        break;
      case 'skill':
        out.push(...variantChoices(G, state, space));
        break;
    }
  }
  return out;
}

type BeforeAnswers = Partial<Record<CardId, unknown>>;

/** No card asks before this action: one empty set of answers (shared, only read). */
const NO_BEFORE_ANSWERS: readonly Readonly<BeforeAnswers>[] = Object.freeze([Object.freeze({})]);

/**
 * Every combination of the cards' before-action answers, in the cards' order, each card's options in theirs
 * (NO_BEFORE_ANSWERS: none to give). Each combination is copied key by key, not spread with a computed key.
 */
function beforeAnswers(G: GameState, state: StateId, space: ActionSpaceId): readonly Readonly<BeforeAnswers>[] {
  const befores = beforeOptions(G, state, space);
  if (befores.size === 0) return NO_BEFORE_ANSWERS;
  let combos: BeforeAnswers[] = [{}];
  for (const [card, options] of befores) {
    const next: BeforeAnswers[] = [];
    for (const c of combos)
      for (const o of options) {
        const combo: BeforeAnswers = {};
        for (const k in c) combo[k as CardId] = c[k as CardId];
        combo[card] = o;
        next.push(combo);
      }
    combos = next;
  }
  return combos;
}

/**
 * Whether candidateChoices built this candidate from actionError's own verdict, so judging it again can only
 * accept it: a battle (stationingOptions keeps what battleError, actionError's verdict on a battle, accepts),
 * a construction (constructChoices keeps what constructError accepts with the action's terms; no card's
 * `terms` reads the payment chosen), a trade (legalTrades keeps what tradeError accepts: every listed trade is well-formed) and a card's way of
 * taking the action (variantChoices' own list, which actionError asks it to contain). test/game/threeKingdomsRedux/judging.test.ts takes every listed choice with takeAction.
 */
function comesJudged(c: ActionChoice): boolean {
  return c.kind === 'battle' || c.kind === 'construct' || c.kind === 'skill' || c.kind === 'trade';
}

/**
 * Every legal way to take the action of `space`. With before-action card
 * choices, each answer is tried: the action is judged with what the answer
 * gives (on a copy of the state).
 */
export function actionChoices(G: GameState, state: StateId, space: ActionSpaceId): ActionChoice[] {
  const out: ActionChoice[] = [];
  const answers = beforeAnswers(G, state, space);
  // Each listed choice names its answers when some card asks (every combination then answers each card).
  const withBefore = answers !== NO_BEFORE_ANSWERS;
  // Index loops, as in the other listings here: a for...of in a function that stays in V8's lower tiers
  // allocates an iterator result per element (docs/performance.md, "How the code stays fast").
  for (let a = 0; a < answers.length; a++) {
    const before = answers[a];
    // Before-action effects, even without options (Liu Ye's popular support token), can pay for the action.
    const trial = afterBeforeEffects(G, state, space, (card) => before[card]);
    // The action's numbers, once for every candidate: they do not depend on the choice (see actionError).
    const terms = spaceTerms(trial, state, space);
    const candidates = candidateChoices(trial, state, space, terms);
    for (let i = 0; i < candidates.length; i++) {
      const c = candidates[i];
      if (comesJudged(c) || !actionError(trial, state, space, c, terms)) out.push(withBefore ? { ...c, before } : c);
    }
  }
  return out;
}

const NO_CHOICES: readonly ActionChoice[] = Object.freeze([]);

/**
 * An action decision's legal moves as legalMoves lists them (per won space:
 * declining it unless a card forbids it, then taking it each legal way; then
 * the skill moves), counted without building the moves: `count`, and
 * `move(i)` builds the i-th. The uniform random policy draws one this way
 * (wrapping every choice of every space in a move, trades' hundreds
 * included, at each action decision was a quarter of its allocation).
 */
export function actionMoves(G: GameState, state: StateId): { count: number; move: (i: number) => Move } {
  const spaces = G.pendingActions[state];
  const declinable: boolean[] = [];
  const choices: (readonly ActionChoice[])[] = [];
  let count = 0;
  for (const space of spaces) {
    const decline = !actionRefused(G, state, space, false);
    const listed = actionRefused(G, state, space, true) ? NO_CHOICES : actionChoices(G, state, space);
    declinable.push(decline);
    choices.push(listed);
    count += (decline ? 1 : 0) + listed.length;
  }
  const skills = skillMoveList(G, state);
  return {
    count: count + skills.length,
    move: (i) => {
      let k = i;
      for (let j = 0; j < spaces.length; j++) {
        const space = spaces[j];
        if (declinable[j]) {
          if (k === 0) return { type: 'declineAction', space };
          k--;
        }
        if (k < choices[j].length) return { type: 'takeAction', space, choice: choices[j][k] };
        k -= choices[j].length;
      }
      return skills[k];
    },
  };
}

/** The state's "at any time" skill moves (offered with every decision it has). */
export function skillMoveList(G: GameState, state: StateId): Move[] {
  return skillMoves(G, state).flatMap(({ card, options }) => options.map((option) => ({ type: 'useSkill' as const, card, option })));
}

/** Whether a card's commitment forbids taking (or declining) this won action now. */
export function actionRefused(G: GameState, state: StateId, space: ActionSpaceId, taking: boolean): boolean {
  // Asked twice per won action by the random policies: the listeners walked without a closure.
  const list = stateHooks(G, state).actionRefusal;
  let refused = false;
  for (let i = 0; i < list.length; i++) {
    const { card, hook } = list[i];
    if ((hook as NonNullable<CardHooks['actionRefusal']>)({ G, state, card }, space, taking)) refused = true;
  }
  return refused;
}
