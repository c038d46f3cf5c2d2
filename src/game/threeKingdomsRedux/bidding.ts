/**
 * Bid values and bid winners (rulebook, Bid For Action Spaces; Ways to
 * Increase Bids; tkr-reference §5 "Ties in bidding").
 */
import { GENERALS, type GeneralId } from './data/generals';
import { anyHook, stateHooks } from './hooks';
import { allianceStates, criterionOf, isBattle, isTribal } from './spaces';
import type { Bid, GameState } from './state';
import type { ActionSpaceId, Criterion, StateId } from './types';
import { STATES } from './types';
import type { CardHooks } from './cardHooks';

/** The printed attribute. */
function printedAttribute(general: GeneralId, criterion: Criterion): number {
  const card = GENERALS[general];
  return criterion === 'administration' ? card.administration.value : card.combat.value;
}

/**
 * A general's attribute now: the printed value as changed by its state's
 * cards (Lu Meng's administration 4 from round 4). Without G: the printed value.
 */
export function attribute(general: GeneralId, criterion: Criterion, G?: GameState, state?: StateId): number {
  let value = printedAttribute(general, criterion);
  if (!G || !state) return value;
  // The listeners walked here, not through forEachHook: no closure per call (every bid's value asks this).
  const list = stateHooks(G, state).attribute;
  for (let i = 0; i < list.length; i++) {
    const { card, hook } = list[i];
    value = (hook as NonNullable<CardHooks['attribute']>)({ G, state, card }, general, criterion, value);
  }
  return value;
}

/**
 * What one general's bid adds to its side's total. Battle: combat plus the
 * army units with him. Everywhere: +1 per popular-support token, +1 for the
 * Han emperor token, plus any bid tokens placed by skills or enhancements.
 */
export function bidValue(G: GameState, bid: Bid, space: ActionSpaceId): number {
  const base = isBattle(space)
    ? attribute(bid.general, 'combat', G, bid.state) + (bid.units?.count ?? 0) + (bid.units2?.count ?? 0)
    : attribute(bid.general, criterionOf(G, space), G, bid.state);
  return base + bid.popularSupport + (bid.hanEmperorToken ? 1 : 0) + bid.bidTokens;
}

/** Each state as a side's states: shared by every single-state side (a side's states are only read; readonly by type). */
const SINGLE_STATES: readonly (readonly StateId[])[] = STATES.map((s) => [s]);

/** One side of a contest: a single state, or the alliance on the alliance space. */
export interface Side {
  states: readonly StateId[];
  bids: Bid[];
  total: number;
  /** Assignment number at which the side reached its final total. */
  reachedAt: number;
}

export function sidesOn(G: GameState, space: ActionSpaceId): Side[] {
  const sides: Side[] = [];
  const bids = G.bids[space];
  // Most spaces of a resolution hold no bid: nothing to group.
  if (bids === undefined || bids.length === 0) return sides;
  const alliance = allianceStates(G);
  const groups: readonly (readonly StateId[])[] =
    space === G.allianceSpace ? [alliance, ...STATES.filter((s) => !alliance.includes(s)).map((s) => [s])] : SINGLE_STATES;
  for (let g = 0; g < groups.length; g++) {
    const states = groups[g];
    // The side's bids, its total and when it reached it, in one pass over the space's bids.
    let mine: Bid[] | undefined;
    let total = 0;
    let reachedAt = 0;
    for (let i = 0; i < bids.length; i++) {
      const b = bids[i];
      // A single state's side (every side but the alliance's) without a call of includes per bid.
      if (states.length === 1 ? b.state !== states[0] : !states.includes(b.state)) continue;
      (mine ??= []).push(b);
      total += bidValue(G, b, space);
      reachedAt = Math.max(reachedAt, b.seq);
    }
    if (mine === undefined) continue;
    // A single state's list is shared (sides' states are only read); the alliance's is G's own, so copied.
    sides.push({ states: states === alliance ? states.slice() : states, bids: mine, total, reachedAt });
  }
  return sides;
}

/**
 * The winning side of a space, or null when nobody bid. Highest total wins;
 * between equal totals the side that reached it first wins, unless a card
 * (Cao Cao's Authority) makes its side prevail in ties.
 */
export function winningSide(G: GameState, space: ActionSpaceId, sides: Side[] = sidesOn(G, space)): Side | null {
  if (sides.length === 0) return null;
  if (isTribal(space)) return sides[0];
  // The highest total, and the one side holding it when it is not tied (no lists built: the usual case).
  let best = -Infinity;
  let holders = 0;
  let holder = sides[0];
  for (const s of sides)
    if (s.total > best) {
      best = s.total;
      holders = 1;
      holder = s;
    } else if (s.total === best) holders++;
  if (holders === 1) return holder;
  const tied = sides.filter((s) => s.total === best);
  // A tie counts as a loss for a side whose card says so (Huang Gai's left space),
  // only where that state's own bid is part of the tied total (R70): an ally
  // whose bid alone makes the alliance's total keeps the usual tie rule.
  const losing = tied.filter((side) =>
    side.states.some((st) => side.bids.some((b) => b.state === st) && anyHook(G, st, 'losesBidTies', (hook, ctx) => hook(ctx, space))),
  );
  const contenders = losing.length < tied.length ? tied.filter((s) => !losing.includes(s)) : tied;
  if (contenders.length === 1) return contenders[0];
  const prevailing = contenders.filter((side) =>
    side.states.some((st) =>
      anyHook(G, st, 'winsBidTies', (hook, ctx) =>
        hook(
          ctx,
          side.bids.filter((b) => b.state === st),
          space,
        ),
      ),
    ),
  );
  const pool = prevailing.length === 1 ? prevailing : contenders;
  return pool.reduce((a, b) => (b.reachedAt < a.reachedAt ? b : a));
}

/** States that may take the action: the winning side's states that bid there. */
export function winnersOf(side: Side): StateId[] {
  const winners: StateId[] = [];
  for (const s of side.states) {
    for (const b of side.bids)
      if (b.state === s) {
        winners.push(s);
        break;
      }
  }
  return winners;
}
