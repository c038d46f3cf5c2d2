/**
 * Resolution phase (rulebook pp. 10-17): remove tokens, determine next round's
 * turn order, take actions, reduce tribal relations, receive benefits.
 */
import { GENERALS } from './data/generals';
import { MAX_TRIBAL_LEVEL, MIN_TRIBAL_LEVEL } from './data/board';
import { winnersOf, winningSide } from './bidding';
import { anyHook, forEachHook, hooksOf } from './hooks';
import { log } from './log';
import { ALL_SPACES, isTribal, spaceName, STATE_NAMES } from './spaces';
import type { Bid, GameState } from './state';
import { STATES, WEAPON_OF, type ActionSpaceId, type StateId } from './types';

/** Puts a bid's general, units and bid tokens back in its state's supply; PS go to the general supply. */
export function returnBid(G: GameState, bid: Bid, opts: { keepGeneral?: boolean; keepUnits?: boolean } = {}): void {
  const p = G.players[bid.state];
  if (!opts.keepGeneral) p.secret.hand.push(bid.general);
  if (bid.units && !opts.keepUnits) {
    p.trained += bid.units.count;
    p.weapons[WEAPON_OF[bid.units.type]] += bid.units.count;
  }
  // Gold assigned to improve tribal relations is paid only when the action is taken.
  p.gold += bid.gold;
  bid.gold = 0;
  forEachHook(G, bid.state, 'onBidReturned', (hook, ctx) => hook(ctx, bid));
}

/** 1) Remove tokens: losing bids go home; last round's face-down general returns. */
export function removeLosingBids(G: GameState): void {
  G.won = [];
  for (const space of ALL_SPACES) {
    const bids = G.bids[space];
    if (!bids || bids.length === 0) continue;
    const side = winningSide(G, space)!;
    const kept: Bid[] = [];
    for (const bid of bids) {
      if (side.bids.includes(bid)) kept.push(bid);
      else returnBid(G, bid);
    }
    G.bids[space] = kept;
    const winners = winnersOf(side);
    G.won.push({ space, winners });
    for (const s of winners) G.pendingActions[s].push(space);
    if (!isTribal(space))
      log(G, undefined, `${winners.map((s) => STATE_NAMES[s]).join(' and ')} win${winners.length > 1 ? '' : 's'} "${spaceName(space)}" with ${side.total}.`);
  }
  if (G.hanEmperorFaceDown) {
    const { state, general } = G.hanEmperorFaceDown;
    G.players[state].secret.hand.push(general);
    log(G, state, `${GENERALS[general].name.value} returns from "control Han emperor" to ${STATE_NAMES[state]}'s supply.`);
    G.hanEmperorFaceDown = null;
  }
}

/** Successful bids this round, including the improve tribal relations space. */
export function successfulBids(G: GameState, state: StateId): number {
  return G.won.filter((w) => w.winners.includes(state)).length;
}

/**
 * 2) Turn order for next round: most successful bids first; ties by military
 * VPs (more goes first), then in the order Wei, Wu, Shu.
 */
export function nextBidOrder(G: GameState): StateId[] {
  return [...STATES].sort((a, b) => {
    const byBids = successfulBids(G, b) - successfulBids(G, a);
    if (byBids !== 0) return byBids;
    const byMilitary = G.players[b].militaryVP - G.players[a].militaryVP;
    if (byMilitary !== 0) return byMilitary;
    return STATES.indexOf(a) - STATES.indexOf(b);
  });
}

export function beginResolution(G: GameState): void {
  G.phase = 'resolution';
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

/** 4) Reduce tribal relations for states that did not take the action; rebellion at level 1. */
export function reduceTribalRelations(G: GameState): void {
  for (const state of STATES) {
    const p = G.players[state];
    const took = G.actionsTaken[state].some((s) => isTribal(s));
    if (!took) {
      const raised = anyHook(G, state, 'raisesTribalInstead', (hook, ctx) => hook(ctx));
      const kept = anyHook(G, state, 'skipsTribalReduction', (hook, ctx) => hook(ctx));
      if (raised) p.tribalLevel = Math.min(MAX_TRIBAL_LEVEL, p.tribalLevel + 1);
      else if (!kept) p.tribalLevel = Math.max(MIN_TRIBAL_LEVEL, p.tribalLevel - 1);
    }
    if (p.tribalLevel === MIN_TRIBAL_LEVEL) {
      p.deficits += 1;
      log(G, state, `${STATE_NAMES[state]} suffers a rebellion (tribal relations level 1) and takes a deficit token.`);
    }
  }
}

/**
 * 5) Receive/activate benefits: end-of-round card effects, in action order;
 * within a state by each card's `endOfRoundOrder` (docs/rulings.md R13).
 */
export function endOfRoundBenefits(G: GameState): void {
  for (const state of G.actionOrder) {
    const calls: { order: number; run: () => void }[] = [];
    forEachHook(G, state, 'endOfRound', (hook, ctx) =>
      calls.push({ order: hooksOf(ctx.card)?.endOfRoundOrder ?? 0, run: () => hook(ctx) }),
    );
    calls.sort((a, b) => a.order - b.order);
    for (const c of calls) c.run();
  }
}
