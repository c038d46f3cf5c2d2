/**
 * Conflict phase (rulebook pp. 6-10): recruit generals, select the alliance
 * action space, bid for action spaces.
 */
import { GENERALS, isGeneralId, type GeneralId } from './data/generals';
import { RECRUITMENT, RECRUITMENT_ROUNDS, STARTING_POSITIONS } from './data/board';
import { TUTORIAL_GENERALS } from './data/tutorial';
import { forEachHook, stateHooks } from './hooks';
import { log } from './log';
import { fail, OK, type AssignArgs, type MoveResult } from './moves';
import { shuffle, type Rng } from '../rng';
import { ALL_SPACES, biddersOf, isBattle, isCommon, isTribal, isValidSpace, NON_ALLIANCE_SPACES, spaceName, STATE_NAMES } from './spaces';
import { bidUnitGroups, setRecruitedIn, type Bid, type GameState } from './state';
// Counts, not the secret lists: whose decision it is must read the same from any seat's view.
import { drawnCount, handCount } from './playerView';
import { ARMY_TYPES, STATES, WEAPON_OF, type ActionSpaceId, type CommonSpaceId, type StateId } from './types';
import type { CardHooks } from './cardHooks';

/** Starts the conflict phase of G.round: recruitment (3, 5, 9) or alliance selection. */
export function beginConflict(G: GameState, rng: Rng): void {
  G.phase = 'conflict';
  G.alliance = [G.bidOrder[1], G.bidOrder[2]];
  G.allianceSpace = null;
  if (RECRUITMENT_ROUNDS.includes(G.round)) {
    for (const state of STATES) {
      const p = G.players[state];
      if (G.mode === 'tutorial') {
        const joining = TUTORIAL_GENERALS[state].byRound[G.round] ?? [];
        for (const g of joining) {
          p.secret.undrawn = p.secret.undrawn.filter((x) => x !== g);
          p.secret.hand.push(g);
        }
        setRecruitedIn(p, joining, G.round);
        continue;
      }
      // "All players shuffle their remaining general cards, then draw ..."
      const pool = shuffle(p.secret.undrawn, rng);
      p.secret.drawn = pool.splice(0, RECRUITMENT[G.round][state].draw);
      p.secret.undrawn = pool;
    }
    log(G, undefined, `Round ${G.round}: all states recruit generals.`);
    G.step = { kind: 'recruit' };
  } else {
    G.step = { kind: 'selectAlliance' };
  }
}

/** States still choosing from their drawn general cards. */
export function statesRecruiting(G: GameState): StateId[] {
  return STATES.filter((s) => drawnCount(G.players[s]) > 0);
}

/**
 * How many of its drawn general cards a state selects now: 4/3/2 in the
 * initial draft, the recruitment table in rounds 3, 5 and 9 (docs/rulings.md
 * R10: never more than were drawn).
 */
export function recruitCount(G: GameState, state: StateId): number {
  const select = G.round === 1 ? STARTING_POSITIONS[state].generalsSelected.value : (RECRUITMENT[G.round]?.[state].select ?? 0);
  return Math.min(select, G.players[state].secret.drawn.length);
}

export function recruit(G: GameState, state: StateId, keep: unknown): MoveResult {
  const p = G.players[state];
  if (p.secret.drawn.length === 0) return fail('You have no drawn general cards to choose from.');
  const need = recruitCount(G, state);
  if (!Array.isArray(keep)) return fail('Give the list of generals to recruit.');
  if (keep.length !== need) return fail(`Select exactly ${need} of your drawn generals (you chose ${keep.length}).`);
  if (new Set(keep).size !== keep.length) return fail('Each general can be selected only once.');
  for (const g of keep) if (!p.secret.drawn.includes(g as GeneralId)) return fail(`"${String(g)}" is not among your drawn general cards.`);
  for (const g of keep as GeneralId[]) p.secret.hand.push(g);
  setRecruitedIn(p, keep as GeneralId[], G.round);
  p.secret.undrawn.push(...p.secret.drawn.filter((g) => !keep.includes(g)));
  p.secret.drawn = [];
  log(G, state, `${STATE_NAMES[state]} recruits ${need} general${need === 1 ? '' : 's'}.`);
  return OK;
}

/** The state choosing the alliance space: third in bid order. */
export function allianceChooser(G: GameState): StateId {
  return G.bidOrder[2];
}

export function allianceSpaceError(G: GameState, space: unknown): string | null {
  if (typeof space !== 'string' || !isValidSpace(space) || !isCommon(space))
    return 'The alliance action space must be one of the common bidding action spaces.';
  if (NON_ALLIANCE_SPACES.includes(space))
    return `"${spaceName(space)}" carries the non-alliance icon and cannot be the alliance action space.`;
  if (space === G.previousAllianceSpace) return `"${spaceName(space)}" was last round's alliance action space; choose another.`;
  return null;
}

export function selectAlliance(G: GameState, state: StateId, space: unknown): MoveResult {
  const error = allianceSpaceError(G, space);
  if (error) return fail(error);
  G.allianceSpace = space as CommonSpaceId;
  log(G, state, `${STATE_NAMES[state]} places the alliance token on "${spaceName(G.allianceSpace)}".`);
  G.step = { kind: 'bidding', next: 0, passed: [] };
  // Cards that act "after the alliance action space has been selected" (Yu Jin), in bid order.
  for (const s of G.bidOrder) forEachHook(G, s, 'afterAllianceSelected', (hook, ctx) => hook(ctx));
  return OK;
}

/** The next state to assign a general, or null when bidding is over. */
export function currentBidder(G: GameState): StateId | null {
  if (G.step.kind !== 'bidding') return null;
  for (let i = 0; i < 3; i++) {
    const state = G.bidOrder[(G.step.next + i) % 3];
    // A state that passed stops bidding; one out of generals is skipped.
    if (!G.step.passed.includes(state) && handCount(G.players[state]) > 0) return state;
  }
  return null;
}

function advanceBidTurn(G: GameState, state: StateId): void {
  if (G.step.kind !== 'bidding') return;
  G.step.next = (G.bidOrder.indexOf(state) + 1) % 3;
}

export function hanEmperorTokenAvailable(G: GameState, state: StateId): boolean {
  if (G.hanEmperorHolder !== state) return false;
  // Every bid on the board looked at without a closure per space; the spaces from their fixed list, not a
  // for-in over G.bids (a dictionary-mode record: emptyBids), which collects its keys anew at each call.
  for (let s = 0; s < ALL_SPACES.length; s++) {
    const bids = G.bids[ALL_SPACES[s]];
    if (bids) for (let i = 0; i < bids.length; i++) if (bids[i].hanEmperorToken) return false;
  }
  return true;
}

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;

/** Why `args` is not a legal assignment for `state` now, or null when it is. */
export function assignError(G: GameState, state: StateId, args: AssignArgs): string | null {
  if (!args || typeof args !== 'object') return 'Say which general goes to which action space.';
  return placementError(G, state, args.general, args.space) ?? accompanimentError(G, state, args);
}

/**
 * The first half of assignError: why `general` may not go to `space` now,
 * whatever comes with him (assignOptions asks it once per general and space).
 */
function placementError(G: GameState, state: StateId, general: GeneralId, space: ActionSpaceId): string | null {
  const p = G.players[state];
  // The hand holds only generals, so one found there needs no check that it is one (every assignment judged,
  // the bots' rejected samples included, asks this first).
  if (!p.secret.hand.includes(general)) {
    if (!isGeneralId(general)) return `"${String(general)}" is not a general.`;
    if (G.hanEmperorFaceDown?.general === general)
      return `${GENERALS[general].name.value} was left face down on "control Han emperor" and sits out this round.`;
    return `${GENERALS[general].name.value} is not one of your available generals.`;
  }
  // Whether it is a space and whether this state may bid there, in one lookup.
  const bidders = biddersOf(space);
  if (bidders === undefined) return `"${String(space)}" is not an action space.`;
  if (!bidders.includes(state)) {
    if (isBattle(space)) return `${STATE_NAMES[state]} may bid only for battle spaces along its own borders.`;
    return `${STATE_NAMES[state]} may assign generals only to its own improve tribal relations space.`;
  }
  return null;
}

/**
 * The second half of assignError, for a general placementError accepts on
 * that space: why what comes with him (popular support, the Han emperor
 * token, gold, army units) is not allowed.
 */
function accompanimentError(G: GameState, state: StateId, args: AssignArgs): string | null {
  const p = G.players[state];
  const { general, space } = args;
  const ps = args.popularSupport ?? 0;
  const gold = args.gold ?? 0;
  if (!isCount(ps)) return 'Popular support tokens must be a whole number of at least 0.';
  if (!isCount(gold)) return 'Gold must be a whole number of at least 0.';
  if (ps > p.popularSupport) return `You have only ${p.popularSupport} popular support tokens.`;
  if (args.hanEmperorToken && !hanEmperorTokenAvailable(G, state))
    return G.hanEmperorHolder === state ? 'The Han emperor token is already placed this round.' : 'You do not hold the Han emperor token.';
  if (isTribal(space)) {
    if ((G.bids[space] ?? []).length > 0) return 'Only one general may be assigned to improve tribal relations per round.';
    if (ps > 0 || args.hanEmperorToken)
      return 'Improve tribal relations is not contested: popular support and the Han emperor token add nothing there.';
    if (args.units && gold > 0) return 'Assign army units or gold with the general, not both.';
    const lead = GENERALS[general].leadership.value;
    if (gold > lead) return `Leadership ${lead} allows at most ${lead} gold.`;
    if (gold > p.gold) return `You have only ${p.gold} gold.`;
  } else if (gold > 0) {
    return 'Gold may be assigned only to improve tribal relations.';
  }
  if (args.units2 !== undefined) {
    if (armyTypesAllowed(G, state, general) < 2) return `${GENERALS[general].name.value} may be assigned with army units of only 1 type.`;
    if (!args.units) return 'Give the first army type in "units" before a second one.';
    if (args.units2 && args.units2.type === args.units.type)
      return 'The second army type must differ from the first (assign more units of one type instead).';
  }
  if (args.units !== undefined || args.units2 !== undefined) {
    if (!isBattle(space) && !isTribal(space)) return 'Army units may be assigned only to battle and improve tribal relations spaces.';
    // The first group, then the second, each checked whole; no list of groups built (every assignment with units asks).
    const groupError = armyGroupError(args.units) ?? armyGroupError(args.units2);
    if (groupError) return groupError;
    const first = args.units!;
    const second = args.units2;
    const count = first.count + (second ? second.count : 0);
    const lead = GENERALS[general].leadership.value;
    if (count > lead) return `Leadership ${lead} allows at most ${lead} army unit${lead === 1 ? '' : 's'}.`;
    if (p.trained < count)
      return `You have only ${p.trained} trained armies to form ${second ? `${first.type} and ${second.type}` : first.type} units.`;
    const weapon = WEAPON_OF[first.type];
    if (p.weapons[weapon] < first.count) return `You have only ${p.weapons[weapon]} ${weapon}s to form ${first.type} units.`;
    if (second) {
      const weapon2 = WEAPON_OF[second.type];
      if (p.weapons[weapon2] < second.count) return `You have only ${p.weapons[weapon2]} ${weapon2}s to form ${second.type} units.`;
    }
  }
  return null;
}

/** Why one group of army units given with a general is malformed, or null (also null when absent). */
function armyGroupError(g: AssignArgs['units'] | undefined): string | null {
  if (g === undefined) return null;
  if (!g || typeof g !== 'object') return 'Army units are a type and a count.';
  if (!ARMY_TYPES.includes(g.type)) return `"${String(g.type)}" is not an army type.`;
  if (!isCount(g.count) || g.count < 1) return 'Assign at least 1 army unit, or none at all.';
  return null;
}

/** How many army types `general` may be assigned with (1, or more by a card: hooks.ts `assignmentArmyTypes`). */
export function armyTypesAllowed(G: GameState, state: StateId, general: GeneralId): number {
  let most = 1;
  forEachHook(G, state, 'assignmentArmyTypes', (hook, ctx) => (most = Math.max(most, hook(ctx, general))));
  return most;
}

/**
 * Puts an assignment on the board: the bid (with any bid tokens cards add)
 * and what leaves the state's supply with it. No checks: `assign` validates
 * first; the bots use it to price a space as if they had won it.
 */
export function placeBid(G: GameState, state: StateId, args: AssignArgs): Bid {
  const p = G.players[state];
  const units = args.units ? { type: args.units.type, count: args.units.count } : null;
  const gold = args.gold ?? 0;
  const popularSupport = args.popularSupport ?? 0;
  const hanEmperorToken = !!args.hanEmperorToken;
  const seq = ++G.bidSeq;
  // Two literals with the bid's keys in its order (units2 only with a second army type): no spread of a
  // conditional object, a slow generic copy at every assignment.
  const bid: Bid = args.units2
    ? {
        state,
        general: args.general,
        units,
        units2: { type: args.units2.type, count: args.units2.count },
        gold,
        popularSupport,
        hanEmperorToken,
        bidTokens: 0,
        seq,
      }
    : { state, general: args.general, units, gold, popularSupport, hanEmperorToken, bidTokens: 0, seq };
  // Bid tokens placed by skills and enhancements (Sun Jian, Battering Ram, ...).
  const bonus = stateHooks(G, state).bidBonus;
  let bidTokens = 0;
  for (let i = 0; i < bonus.length; i++) {
    const { card, hook } = bonus[i];
    bidTokens += (hook as NonNullable<CardHooks['bidBonus']>)({ G, state, card }, bid, args.space);
  }
  bid.bidTokens = bidTokens;
  p.secret.hand = p.secret.hand.filter((g) => g !== args.general);
  if (!p.revealed.includes(args.general)) p.revealed.push(args.general);
  p.popularSupport -= bid.popularSupport;
  p.gold -= bid.gold;
  const groups = bidUnitGroups(bid);
  for (let i = 0; i < groups.length; i++) {
    p.trained -= groups[i].count;
    p.weapons[WEAPON_OF[groups[i].type]] -= groups[i].count;
  }
  (G.bids[args.space] ??= []).push(bid);
  return bid;
}

export function assign(G: GameState, state: StateId, args: AssignArgs): MoveResult {
  if (currentBidder(G) !== state) return fail(`It is not ${STATE_NAMES[state]}'s turn to bid.`);
  const error = assignError(G, state, args);
  if (error) return fail(error);
  const bid = placeBid(G, state, args);
  // What came with him, in words (" with 2 cavalry units, 1 popular support"), built without intermediate lists.
  let extras = '';
  const groups = bidUnitGroups(bid);
  for (let i = 0; i < groups.length; i++)
    extras += `${extras ? ', ' : ' with '}${groups[i].count} ${groups[i].type} unit${groups[i].count > 1 ? 's' : ''}`;
  if (bid.gold) extras += `${extras ? ', ' : ' with '}${bid.gold} gold`;
  if (bid.popularSupport) extras += `${extras ? ', ' : ' with '}${bid.popularSupport} popular support`;
  if (bid.hanEmperorToken) extras += `${extras ? ', ' : ' with '}the Han emperor token`;
  log(G, state, `${STATE_NAMES[state]} assigns ${GENERALS[args.general].name.value}${extras} to "${spaceName(args.space)}".`);
  const assigned = stateHooks(G, state).onAssigned;
  for (let i = 0; i < assigned.length; i++) {
    const { card, hook } = assigned[i];
    (hook as NonNullable<CardHooks['onAssigned']>)({ G, state, card }, bid, args.space);
  }
  advanceBidTurn(G, state);
  return OK;
}

export function pass(G: GameState, state: StateId): MoveResult {
  if (currentBidder(G) !== state) return fail(`It is not ${STATE_NAMES[state]}'s turn to bid.`);
  if (G.step.kind !== 'bidding') return fail('Nobody is bidding now.');
  G.step.passed.push(state);
  log(G, state, `${STATE_NAMES[state]} passes and ends its bidding for this round.`);
  advanceBidTurn(G, state);
  return OK;
}
