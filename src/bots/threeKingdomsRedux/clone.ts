/**
 * A fast deep copy of G for search (G is plain JSON by design). The log is
 * dropped: searches never read it, and copying hundreds of sentences per
 * simulated move was the largest cost in profiles.
 */
import { copyJson } from '../../game/copyJson';
import { shareHookIndex } from '../../game/threeKingdomsRedux/hooks';
import { shallowState, type Bid, type GameState, type PlayerState } from '../../game/threeKingdomsRedux/state';
import { isBattle } from '../../game/threeKingdomsRedux/spaces';
import { STATES, type ActionSpaceId, type StateId } from '../../game/threeKingdomsRedux/types';

/**
 * The log of the bots' trial copies: what is pushed to it is dropped. No rule
 * reads the log (its entries are for the table), and a copy is scored and
 * thrown away, so keeping an entry per simulated step only fed the garbage
 * collector. Shared by every copy: it never holds anything.
 */
export const DROPPED_LOG: GameState['log'] = Object.defineProperty([] as GameState['log'], 'push', { value: () => 0 });

export function cloneForSearch(G: GameState): GameState {
  // Of shallowState's one shape (the copies made from it, cloneForAction's, share it), each part deep-copied.
  const copied = shallowState(G);
  copied.log = DROPPED_LOG;
  const parts = copied as unknown as Record<string, unknown>;
  for (const key in parts) {
    const value = parts[key];
    if (value !== null && typeof value === 'object') parts[key] = copyJson(value);
  }
  return sharingHookIndexes(G, copied);
}

/** A deep copy has the same active cards: it uses the hook indexes built for G's states (hooks.ts). */
function sharingHookIndexes(G: GameState, copied: GameState): GameState {
  for (const s of STATES) shareHookIndex(G.players[s], copied.players[s]);
  return copied;
}

/**
 * A state's record for cloneForAction, field by field (this copy runs for
 * every choice the heuristic scores, where a generic deep copy was the cost):
 * every part an action may change is copied, including the revealed list (a
 * skill that acts shows its general, log.ts); the recruitment rounds and the
 * undrawn and drawn generals, which no action writes, are shared, and so are
 * the entries (not the lists) of stationed generals and border tokens, which
 * are only ever added.
 */
export function copyRecordForAction(p: PlayerState): PlayerState {
  const { secret } = p;
  const out: PlayerState = {
    gold: p.gold,
    rice: p.rice,
    untrained: p.untrained,
    trained: p.trained,
    weapons: { ...p.weapons },
    popularSupport: p.popularSupport,
    deficits: p.deficits,
    farm: { ...p.farm },
    marketplace: { ...p.marketplace },
    // Border tokens and stationed entries are added, never changed once placed (battle.ts station): the lists
    // are copied, their entries shared (test/game/threeKingdomsRedux/judging.test.ts prices spaces on a deep-frozen G).
    granary: { devTokens: p.granary.devTokens, borderTokens: [...p.granary.borderTokens] },
    treasury: { devTokens: p.treasury.devTokens, borderTokens: [...p.treasury.borderTokens] },
    tribalLevel: p.tribalLevel,
    rank: p.rank,
    militaryVP: p.militaryVP,
    constructed: [...p.constructed],
    stationed: [...p.stationed],
    revealed: [...p.revealed],
    recruitedIn: p.recruitedIn,
    secret: { hand: [...secret.hand], undrawn: secret.undrawn, enhancementHand: [...secret.enhancementHand], drawn: secret.drawn },
  };
  if (p.hiddenCounts) out.hiddenCounts = { ...p.hiddenCounts };
  return out;
}

function copyBidList(list: readonly Bid[]): Bid[] {
  return list.map((b) => {
    const bid: Bid = { ...b, units: b.units ? { ...b.units } : b.units };
    if (b.units2) bid.units2 = { ...b.units2 };
    return bid;
  });
}

/** The bids with `space`'s list and its bids copied; the other spaces' lists are shared. */
function copyBidsOn(bids: GameState['bids'], space: ActionSpaceId): GameState['bids'] {
  const out: GameState['bids'] = {};
  for (const key in bids) {
    const list = bids[key as ActionSpaceId]!;
    out[key as ActionSpaceId] = key === space ? copyBidList(list) : list;
  }
  return out;
}

/**
 * The won actions still to take, per state: a new record sharing the lists.
 * Taking or declining an action replaces the actor's list with a filtered one
 * (resolution.ts clearBids) and no action or hook changes a list in place
 * (only the bidding's end, removeLosingBids, pushes to them; never tried on a copy).
 */
function sharePending(lists: Record<StateId, ActionSpaceId[]>): Record<StateId, ActionSpaceId[]> {
  return { wei: lists.wei, wu: lists.wu, shu: lists.shu };
}

/** The actions taken per state: the actor's list copied (taking an action pushes to it), the others shared. */
function copyTaken(lists: Record<StateId, ActionSpaceId[]>, actor: StateId): Record<StateId, ActionSpaceId[]> {
  return {
    wei: actor === 'wei' ? [...lists.wei] : lists.wei,
    wu: actor === 'wu' ? [...lists.wu] : lists.wu,
    shu: actor === 'shu' ? [...lists.shu] : lists.shu,
  };
}

/** The step with its own lists (the bidding's passed states, the states whose actions have begun); benefits' queue deep. */
function copyStep(step: GameState['step']): GameState['step'] {
  switch (step.kind) {
    case 'actions':
      return step.begun ? { kind: 'actions', index: step.index, begun: [...step.begun] } : { kind: 'actions', index: step.index };
    case 'bidding':
      return { kind: 'bidding', next: step.next, passed: [...step.passed] };
    case 'benefits':
      return copyJson(step);
    default:
      return { kind: step.kind };
  }
}

/**
 * A cheaper copy for `actor` to try one of its actions on `space` (take or
 * decline): copies `actor`'s record, the bids on `space` and the board's
 * changing parts, and shares what such an action never writes: the other
 * states' records and the other spaces' bids (an action and the hooks it runs
 * write only the acting state's record and its bids on the space; an effect
 * on an opponent, such as Mobile Siege Tower's, or moving a bid, such as
 * Huang Gai's, is a choice answered later, never tried here; test
 * test/game/threeKingdomsRedux/judging.test.ts scores every choice on a deep-frozen G), each state's
 * undrawn generals and recruitment rounds, and the decks unless the action
 * may import from them. Recruitment and setup, which write those parts, are
 * never tried on it.
 */
export function cloneForAction(G: GameState, actor: StateId, space: ActionSpaceId, mayDraw: boolean): GameState {
  const { wei, wu, shu } = G.players;
  const players: GameState['players'] = {
    wei: actor === 'wei' ? copyRecordForAction(wei) : wei,
    wu: actor === 'wu' ? copyRecordForAction(wu) : wu,
    shu: actor === 'shu' ? copyRecordForAction(shu) : shu,
  };
  // The actor's copy keeps its recruitment record, and so its hook index (hooks.ts).
  // A shallow copy of one shape whatever G's (shallowState), then the parts an action may write.
  const C = shallowState(G);
  C.step = copyStep(G.step);
  C.hanEmperorNewFaceDown = G.hanEmperorNewFaceDown ? { ...G.hanEmperorNewFaceDown } : null;
  C.bids = copyBidsOn(G.bids, space);
  C.pendingActions = sharePending(G.pendingActions);
  C.actionsTaken = copyTaken(G.actionsTaken, actor);
  C.players = players;
  // Only a battle stations (battle.ts station): it writes a location's occupant, and replaces the list of
  // border tokens on the board with a new one (never changing the shared list), so that list is shared.
  if (isBattle(space)) C.locations = { ...G.locations };
  if (mayDraw) C.decks = { separation: [...G.decks.separation], unification: [...G.decks.unification] };
  C.pending = copyJson(G.pending);
  C.cardData = copyJson(G.cardData);
  C.log = DROPPED_LOG;
  return C;
}
