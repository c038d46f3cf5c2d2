/**
 * The bid form's state and its translation into the engine's AssignArgs.
 * Legality is always asked of assignError; this module only decides which
 * extras a space's form shows, so a stale extra from another space is not sent.
 */
import { isGeneralId, type GeneralId } from '../../../game/threeKingdomsRedux/data/generals';
import { bidValue, sidesOn } from '../../../game/threeKingdomsRedux/bidding';
import { assignError } from '../../../game/threeKingdomsRedux/conflict';
import { sumHooks } from '../../../game/threeKingdomsRedux/hooks';
import type { AssignArgs } from '../../../game/threeKingdomsRedux/moves';
import { criterionOf, isBattle, isTribal, spaceName } from '../../../game/threeKingdomsRedux/spaces';
import type { Bid, GameState } from '../../../game/threeKingdomsRedux/state';
import type { ActionSpaceId, ArmyType, StateId } from '../../../game/threeKingdomsRedux/types';
import { listStates } from './text';
import { plural } from '../../../game/threeKingdomsRedux/words';

export interface BidFormState {
  general: GeneralId | '';
  space: ActionSpaceId;
  /** '' means no army units. */
  unitType: ArmyType | '';
  unitCount: number;
  gold: number;
  popularSupport: number;
  hanEmperorToken: boolean;
}

/** Which extras the form offers on a space (docs/moves.md, assign). */
export function bidExtrasFor(space: ActionSpaceId): { units: boolean; gold: boolean; contested: boolean } {
  return { units: isBattle(space) || isTribal(space), gold: isTribal(space), contested: !isTribal(space) };
}

export function assignArgsFromForm(form: BidFormState): AssignArgs {
  const extras = bidExtrasFor(form.space);
  const args: AssignArgs = { general: form.general as GeneralId, space: form.space };
  if (extras.units && form.unitType && form.unitCount > 0) args.units = { type: form.unitType, count: form.unitCount };
  if (extras.gold && form.gold > 0) args.gold = form.gold;
  if (extras.contested && form.popularSupport > 0) args.popularSupport = form.popularSupport;
  if (extras.contested && form.hanEmperorToken) args.hanEmperorToken = true;
  return args;
}

/** Why the form's assignment would be refused, in the engine's words, or null. */
export function bidFormError(G: GameState, state: StateId, form: BidFormState): string | null {
  if (!form.general) return 'Choose a general to assign.';
  return assignError(G, state, assignArgsFromForm(form));
}

/**
 * What this assignment adds, as a sentence: the engine's bidValue of the bid
 * it would place (bid tokens from cards included), or the tribal levels.
 */
export function bidPreview(G: GameState, state: StateId, args: AssignArgs): string {
  if (!isGeneralId(args.general)) return '';
  if (isTribal(args.space)) {
    const levels = (args.gold ?? 0) + (args.units?.count ?? 0);
    return `Uncontested: taking this action raises tribal relations by ${plural(levels, 'level')}.`;
  }
  const bid: Bid = {
    state,
    general: args.general,
    units: args.units ?? null,
    gold: 0,
    popularSupport: args.popularSupport ?? 0,
    hanEmperorToken: !!args.hanEmperorToken,
    bidTokens: 0,
    seq: G.bidSeq + 1,
  };
  // Card hooks get a throwaway copy: a preview must never touch the view's G.
  const scratch = structuredClone(G);
  bid.bidTokens = sumHooks(scratch, state, 'bidBonus', (hook, ctx) => hook(ctx, { ...bid }, args.space));
  const what = isBattle(args.space) ? 'combat plus units' : criterionOf(G, args.space);
  const tokens = bid.bidTokens ? ` (including ${plural(bid.bidTokens, 'bid token')} from cards)` : '';
  return `This bid adds ${bidValue(G, bid, args.space)} (${what})${tokens} to your total on "${spaceName(args.space)}".`;
}

/** The totals already standing on a space, e.g. "Current bids: Wu 5; Wei and Shu 7". */
export function standingBids(G: GameState, space: ActionSpaceId): string {
  const sides = sidesOn(G, space);
  if (sides.length === 0) return 'No bids on this space yet.';
  return `Current bids: ${sides.map((s) => `${listStates(s.states)} ${s.total}`).join('; ')}.`;
}

/**
 * A warning the engine cannot give at bidding time: assigning a general to a
 * battle space without units is legal, but he could not be stationed after
 * winning (battleError needs at least 1 unit), so the won action would be empty.
 */
export function bidHint(args: AssignArgs): string | null {
  if (isBattle(args.space) && !args.units) return 'Without army units this general can win the battle space but cannot be stationed.';
  return null;
}
