/**
 * Resolution phase (rulebook pp. 10-17): remove tokens, determine next round's
 * turn order, take actions, reduce tribal relations, receive benefits.
 */
import { GENERALS } from './data/generals';
import { MAX_TRIBAL_LEVEL, MIN_TRIBAL_LEVEL } from './data/board';
import { sidesOn, winnersOf, winningSide, type Side } from './bidding';
import { forEachHook, hooksOf, isActive, stateHooks } from './hooks';
import { cardName, type CardId } from './cardIds';
import { offerChoice } from './choices';
import { log, logCard, logPhase } from './log';
import { ALL_SPACES, isTribal, spaceName, STATE_NAMES } from './spaces';
import { bidUnitGroups, type Bid, type GameState } from './state';
import { STATES, WEAPON_OF, type ActionSpaceId, type StateId } from './types';
import type { CardHooks } from './cardHooks';

const RETURN_ALL: { keepGeneral?: boolean; keepUnits?: boolean } = Object.freeze({});

/** Puts a bid's general, units and bid tokens back in its state's supply; PS go to the general supply. */
export function returnBid(G: GameState, bid: Bid, opts: { keepGeneral?: boolean; keepUnits?: boolean } = RETURN_ALL): void {
  const p = G.players[bid.state];
  if (!opts.keepGeneral) p.secret.hand.push(bid.general);
  if (!opts.keepUnits) {
    const groups = bidUnitGroups(bid);
    for (let i = 0; i < groups.length; i++) {
      p.trained += groups[i].count;
      p.weapons[WEAPON_OF[groups[i].type]] += groups[i].count;
    }
  }
  // Gold assigned to improve tribal relations is paid only when the action is taken.
  p.gold += bid.gold;
  bid.gold = 0;
  // Every losing and every taken bid comes home through here: the listeners walked without a closure.
  const list = stateHooks(G, bid.state).onBidReturned;
  for (let i = 0; i < list.length; i++) {
    const { card, hook } = list[i];
    (hook as NonNullable<CardHooks['onBidReturned']>)({ G, state: bid.state, card }, bid);
  }
}

/** 1) Remove tokens: losing bids go home; last round's face-down general returns. */
function removeLosingBids(G: GameState): void {
  G.won = [];
  // Index loops: run once a round, this stays in V8's lower tiers, where a for...of allocates an
  // iterator result per element.
  for (let sp = 0; sp < ALL_SPACES.length; sp++) {
    const space = ALL_SPACES[sp];
    const bids = G.bids[space];
    if (!bids || bids.length === 0) continue;
    const sides = sidesOn(G, space);
    const side = winningSide(G, space, sides)!;
    logTieAuthority(G, space, side, sides);
    const kept: Bid[] = [];
    for (let i = 0; i < bids.length; i++) {
      const bid = bids[i];
      if (side.bids.includes(bid)) kept.push(bid);
      else returnBid(G, bid);
    }
    G.bids[space] = kept;
    const winners = winnersOf(side);
    G.won.push({ space, winners });
    for (let i = 0; i < winners.length; i++) G.pendingActions[winners[i]].push(space);
    if (!isTribal(space)) {
      // "Wu wins" or "Wei and Shu win", without a list of names built per space.
      let names = STATE_NAMES[winners[0]];
      for (let i = 1; i < winners.length; i++) names += ` and ${STATE_NAMES[winners[i]]}`;
      log(G, undefined, `${names} win${winners.length > 1 ? '' : 's'} "${spaceName(space)}" with ${side.total}.`);
    }
  }
  if (G.hanEmperorFaceDown) {
    const { state, general } = G.hanEmperorFaceDown;
    G.players[state].secret.hand.push(general);
    log(G, state, `${GENERALS[general].name.value} returns from "control Han emperor" to ${STATE_NAMES[state]}'s supply.`);
    G.hanEmperorFaceDown = null;
  }
}

function sameStates(a: readonly StateId[], b: readonly StateId[]): boolean {
  return a.length === b.length && a.every((s) => b.includes(s));
}

/**
 * A card made the winning side prevail in a tie that another side reached
 * first (Cao Cao's Authority): its activation is logged here, where the
 * space is decided (the hook itself only answers, and is asked elsewhere too).
 */
function logTieAuthority(G: GameState, space: ActionSpaceId, side: Side, sides: Side[]): void {
  // Mostly one side, or no tie: the states are compared only for a side with the same total reached earlier.
  let beatenEarlier = false;
  for (const s of sides)
    if (s.total === side.total && s.reachedAt < side.reachedAt && !sameStates(s.states, side.states)) beatenEarlier = true;
  if (!beatenEarlier) return;
  for (const st of side.states)
    forEachHook(G, st, 'winsBidTies', (hook, ctx) => {
      if (
        hook(
          ctx,
          side.bids.filter((b) => b.state === st),
          space,
        )
      )
        logCard(G, st, ctx.card, `${cardName(ctx.card)}: ${STATE_NAMES[st]} prevails in the tie on "${spaceName(space)}".`);
    });
}

/**
 * Each state's successful bids this round, including the improve tribal relations space: one pass over the won
 * spaces (a space's winners name a state once).
 */
function successfulBidCounts(G: GameState): Record<StateId, number> {
  const counts: Record<StateId, number> = { wei: 0, wu: 0, shu: 0 };
  for (let i = 0; i < G.won.length; i++) {
    const winners = G.won[i].winners;
    for (let j = 0; j < winners.length; j++) counts[winners[j]]++;
  }
  return counts;
}

/** Successful bids this round, including the improve tribal relations space. */
export function successfulBids(G: GameState, state: StateId): number {
  return successfulBidCounts(G)[state];
}

/**
 * 2) Turn order for next round: most successful bids first; ties by military
 * VPs (more goes first), then in the order Wei, Wu, Shu.
 */
export function nextBidOrder(G: GameState): StateId[] {
  // Counted once, and the three put in order without a sort by a comparator: run once a round, this stays in
  // V8's lower tiers, where three filters with closures and the sort showed in the fast-random profile.
  const bids = successfulBidCounts(G);
  const goesBefore = (a: StateId, b: StateId): boolean =>
    bids[a] > bids[b] || (bids[a] === bids[b] && G.players[a].militaryVP > G.players[b].militaryVP);
  // An insertion sort from Wei, Wu, Shu: it keeps that order between states equal on both counts.
  const order: StateId[] = [...STATES];
  for (let i = 1; i < order.length; i++) {
    const s = order[i];
    let j = i;
    for (; j > 0 && goesBefore(s, order[j - 1]); j--) order[j] = order[j - 1];
    order[j] = s;
  }
  return order;
}

export function beginResolution(G: GameState): void {
  G.phase = 'resolution';
  logPhase(G, 'resolution', `Round ${G.round}: Resolution Phase.`);
  G.pendingActions = { wei: [], wu: [], shu: [] };
  G.actionsTaken = { wei: [], wu: [], shu: [] };
  removeLosingBids(G);
  G.actionOrder = [...G.bidOrder];
  G.bidOrder = nextBidOrder(G);
  log(G, undefined, `Next round's bid order: ${G.bidOrder.map((s) => STATE_NAMES[s]).join(', ')}.`);
  G.step = { kind: 'actions', index: 0, begun: [] };
}

/** All bids are in: end-of-conflict card effects (Huang Gai), in bid order. */
export function endOfConflict(G: GameState): void {
  for (const state of G.bidOrder) forEachHook(G, state, 'endOfConflict', (hook, ctx) => hook(ctx));
}

/**
 * Starts `state`'s turn of taking actions once: cards that act "before the
 * state takes its actions" (Zhuge Jin, Pang Tong). Returns whether it did.
 */
export function beginTurn(G: GameState, state: StateId): boolean {
  if (G.step.kind !== 'actions') return false;
  const begun = (G.step.begun ??= []);
  if (begun.includes(state)) return false;
  begun.push(state);
  forEachHook(G, state, 'beginActions', (hook, ctx) => hook(ctx));
  return true;
}

/** The state now taking actions, or null when every state is done. */
export function currentActor(G: GameState): StateId | null {
  if (G.step.kind !== 'actions') return null;
  for (let i = G.step.index; i < 3; i++) {
    const s = G.actionOrder[i];
    if (G.pendingActions[s].length > 0) return s;
  }
  return null;
}

/** Bids of `state` on `space` (the ones that won). */
export function myBids(G: GameState, state: StateId, space: ActionSpaceId): Bid[] {
  return (G.bids[space] ?? []).filter((b) => b.state === state);
}

/** Clears a state's bids from a space after its action (or its refusal). */
export function clearBids(G: GameState, state: StateId, space: ActionSpaceId, keep?: (b: Bid) => boolean): void {
  G.bids[space] = (G.bids[space] ?? []).filter((b) => b.state !== state || (keep ? keep(b) : false));
  G.pendingActions[state] = G.pendingActions[state].filter((s) => s !== space);
}

/** The first active card of `state` whose yes/no hook says yes, or null. */
function firstCardSaying(G: GameState, state: StateId, name: 'raisesTribalInstead' | 'skipsTribalReduction'): CardId | null {
  let found: CardId | null = null;
  forEachHook(G, state, name, (hook, ctx) => {
    if (found === null && hook(ctx)) found = ctx.card;
  });
  return found;
}

/**
 * 4) Reduce tribal relations for states that did not take the action;
 * rebellion at level 1. A card raising the level instead supersedes one
 * keeping it (compendium, Pang De over Jia Xu); reaching or keeping level 12
 * that way, the state may pay 2 rice for 1 popular support token (the card's
 * `tribalLevel12` choice, src/game/threeKingdomsRedux/cards/shared/tribalLevel12.ts).
 */
export function reduceTribalRelations(G: GameState): void {
  for (const state of STATES) {
    const p = G.players[state];
    const took = G.actionsTaken[state].some((s) => isTribal(s));
    if (!took) {
      const raiser = firstCardSaying(G, state, 'raisesTribalInstead');
      const keeper = raiser ? null : firstCardSaying(G, state, 'skipsTribalReduction');
      const before = p.tribalLevel;
      if (raiser) {
        p.tribalLevel = Math.min(MAX_TRIBAL_LEVEL, p.tribalLevel + 1);
        logCard(
          G,
          state,
          raiser,
          `${cardName(raiser)}: ${STATE_NAMES[state]}'s tribal relations level ${p.tribalLevel > before ? `rises from ${before} to ${p.tribalLevel}` : `is maintained at ${before}`} instead of being reduced.`,
        );
      } else if (keeper) {
        logCard(
          G,
          state,
          keeper,
          `${cardName(keeper)}: ${STATE_NAMES[state]}'s tribal relations level is maintained at ${before} instead of being reduced.`,
        );
      } else p.tribalLevel = Math.max(MIN_TRIBAL_LEVEL, p.tribalLevel - 1);
      const card = raiser ?? keeper;
      if (card && p.tribalLevel === MAX_TRIBAL_LEVEL && hooksOf(card)?.choices?.tribalLevel12)
        offerChoice(G, { state, card, kind: 'tribalLevel12', optional: true });
    }
    if (p.tribalLevel === MIN_TRIBAL_LEVEL) {
      p.deficits += 1;
      log(G, state, `${STATE_NAMES[state]} suffers a rebellion (tribal relations level 1) and takes a deficit token.`);
    }
  }
}

/**
 * 5) Receive/activate benefits: the cards with end-of-round effects, in
 * action order; within a state by each card's `endOfRoundOrder`
 * (docs/rulings.md R13). The flow runs them one at a time (runBenefit), so a
 * card's choice is answered before the next card looks at the supply.
 */
export function benefitQueue(G: GameState): { state: StateId; card: CardId }[] {
  const queue: { state: StateId; card: CardId }[] = [];
  for (const state of G.actionOrder) {
    const mine: { card: CardId; order: number }[] = [];
    forEachHook(G, state, 'endOfRound', (_hook, ctx) => mine.push({ card: ctx.card, order: hooksOf(ctx.card)?.endOfRoundOrder ?? 0 }));
    mine.sort((a, b) => a.order - b.order);
    for (const { card } of mine) queue.push({ state, card });
  }
  return queue;
}

export function runBenefit(G: GameState, state: StateId, card: CardId): void {
  if (!isActive(G, state, card)) return;
  hooksOf(card)?.endOfRound?.({ G, state, card });
}
