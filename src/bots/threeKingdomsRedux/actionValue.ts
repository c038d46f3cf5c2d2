/**
 * What taking an action is worth to a state: each candidate choice is played
 * on a copy of G and the resulting position scored (evaluate.ts). The same
 * machinery prices a space during bidding, by pretending the state won it.
 */
import { declineAction, takeAction, takeListedAction } from '../../game/threeKingdomsRedux/actions';
import { GENERALS, type GeneralId } from '../../game/threeKingdomsRedux/data/generals';
import { actionChoices, actionRefused } from '../../game/threeKingdomsRedux/legal';
import type { ActionChoice } from '../../game/threeKingdomsRedux/moves';
import { placeBid } from '../../game/threeKingdomsRedux/conflict';
import { hookList } from '../../game/threeKingdomsRedux/hooks';
import { shallowState, type GameState, type UnitGroup } from '../../game/threeKingdomsRedux/state';
import { STATES, WEAPON_TYPES, type ActionSpaceId, type StateId, type WeaponType } from '../../game/threeKingdomsRedux/types';
import { actionError } from '../../game/threeKingdomsRedux/actionError';
import { cloneForAction, copyRecordForAction, DROPPED_LOG } from './clone';
import { advantageAfter, EvaluationMemo } from './evaluate';
import { TRADE } from '../../game/threeKingdomsRedux/trade';

interface ScoredChoice {
  choice: ActionChoice;
  /** Change in the state's advantage against declining the action. */
  gain: number;
}

type TradeChoice = Extract<ActionChoice, { kind: 'trade' }>;

/**
 * Trade has over a thousand legal choices. The heuristic considers rice lots
 * and weapon lots of one type (and sales of what it holds most), first each
 * alone, then the best rice trades combined with the best weapon trades:
 * every trade a sensible player makes, at a fraction of the cost.
 */
function tradeParts(G: GameState, s: StateId): { rice: TradeChoice[]; weapons: TradeChoice[] } {
  const p = G.players[s];
  const rice: TradeChoice[] = [];
  for (const direction of ['buy', 'sell'] as const)
    for (let lots = 1; lots <= TRADE.maxRiceLots; lots++) rice.push({ kind: 'trade', rice: { direction, lots } });
  const weapons: TradeChoice[] = [];
  for (const w of WEAPON_TYPES) weapons.push({ kind: 'trade', weapons: { direction: 'buy', items: [w, w, w] } });
  const held = [...WEAPON_TYPES].sort((a, b) => p.weapons[b] - p.weapons[a]);
  const bag: WeaponType[] = [];
  for (const w of held) for (let i = 0; i < p.weapons[w]; i++) bag.push(w);
  if (bag.length >= 3) weapons.push({ kind: 'trade', weapons: { direction: 'sell', items: bag.slice(0, 3) } });
  if (bag.length >= 6) weapons.push({ kind: 'trade', weapons: { direction: 'sell', items: bag.slice(0, 6) } });
  const legal = (c: TradeChoice) => !actionError(G, s, 'trade', c);
  return { rice: rice.filter(legal), weapons: weapons.filter(legal) };
}

function scoreTrade(G: GameState, s: StateId, score: (c: ActionChoice) => ScoredChoice | null): ScoredChoice[] {
  const parts = tradeParts(G, s);
  const rice = parts.rice
    .map(score)
    .filter((x): x is ScoredChoice => !!x)
    .sort((a, b) => b.gain - a.gain);
  const weapons = parts.weapons
    .map(score)
    .filter((x): x is ScoredChoice => !!x)
    .sort((a, b) => b.gain - a.gain);
  const out = [...rice, ...weapons];
  for (const r of rice.slice(0, 2))
    for (const w of weapons.slice(0, 2)) {
      if (r.gain <= 0 || w.gain <= 0) continue;
      const both = { ...(r.choice as TradeChoice), weapons: (w.choice as TradeChoice).weapons };
      if (actionError(G, s, 'trade', both)) continue;
      const scored = score(both);
      if (scored) out.push(scored);
    }
  return out;
}

/**
 * Every candidate choice for a won space, scored; best first. G must have `space` pending for `s`.
 * `memo`: the other states' evaluation parts, shared by the scorings of one decision on this G (EvaluationMemo).
 */
export function scoreChoices(
  G: GameState,
  s: StateId,
  space: ActionSpaceId,
  memo: EvaluationMemo = new EvaluationMemo(s),
  declined?: SharedBaseline,
): ScoredChoice[] {
  const baseline = declinedAdvantage(G, s, space, memo, declined);
  const score = (choice: ActionChoice): ScoredChoice | null => {
    const next = cloneForAction(G, s, space, drawsFromDecks(space, choice));
    if (!takeAction(next, s, space, choice).ok) return null;
    return { choice, gain: advantageAfter(next, s, memo) - baseline };
  };
  if (space === 'trade') return scoreTrade(G, s, score).sort((a, b) => b.gain - a.gain);
  // The listed choices were judged on G: each is taken on its own fresh copy without judging it again
  // (takeListedAction), once a card's commitment is known not to refuse taking the action at all.
  if (actionRefused(G, s, space, true)) return [];
  const scored: ScoredChoice[] = [];
  for (const choice of actionChoices(G, s, space)) {
    const next = cloneForAction(G, s, space, drawsFromDecks(space, choice));
    takeListedAction(next, s, space, choice);
    scored.push({ choice, gain: advantageAfter(next, s, memo) - baseline });
  }
  return scored.sort((a, b) => b.gain - a.gain);
}

/**
 * Whether taking `choice` on `space` may draw from the enhancement decks, so
 * its copy needs decks of its own (cloneForAction): only hire instructor's
 * import does (actions.ts perform; no card's hook touches the decks), and a
 * card's own way of taking that action is given its copy too. Declining
 * never draws.
 */
function drawsFromDecks(space: ActionSpaceId, choice: ActionChoice): boolean {
  return space === 'hireInstructor' && (choice.kind !== 'hireInstructor' || choice.importFrom !== undefined);
}

/**
 * The declined baseline of one pricing's trials (bidChoice.ts priceSpaces),
 * worked out by the first trial that needs it and reused by the others. Each
 * trial is G with one bid of the same general (and units or gold) placed on
 * its space; declining it puts the general, units and gold back (resolution.ts
 * returnBid), so every trial declines to the same position but for the bids'
 * empty list on its own space, which the evaluation never reads. That holds
 * only while no card of the state acts on the decline: a returned bid, a
 * refusal or a declined action (declinesAlike). A bid bonus only values the
 * bid (CardHooks.bidBonus returns the bid tokens it adds; the cards that have
 * one write nothing else but a log line, which may show the bid's own general,
 * as placing the bid does anyway), and the bid is gone once declined. The
 * same position gives the very same number (the evaluation is a function of it).
 */
export interface SharedBaseline {
  value: number | undefined;
}

/** Whether every pricing trial of `s` declines to the same position (SharedBaseline): no card of `s` acts on the decline. */
export function declinesAlike(G: GameState, s: StateId): boolean {
  return (
    hookList(G, s, 'onBidReturned').length === 0 &&
    hookList(G, s, 'actionRefusal').length === 0 &&
    hookList(G, s, 'onActionDeclined').length === 0
  );
}

/** `s`'s advantage after declining `space` (scoreChoices' baseline); with `shared`, the one found by an earlier trial of the pricing. */
function declinedAdvantage(G: GameState, s: StateId, space: ActionSpaceId, memo: EvaluationMemo, shared?: SharedBaseline): number {
  if (shared?.value !== undefined) return shared.value;
  const declined = cloneForAction(G, s, space, false);
  declineAction(declined, s, space);
  const value = advantageAfter(declined, s, memo);
  if (shared) shared.value = value;
  return value;
}

/**
 * scoreChoices' first entry, without scoring it into a sorted list: the first
 * listed choice of the highest gain (the sort is stable), or undefined when
 * there is none. Its callers read only the best (the heuristic's action, the
 * pricing of a space). Trade's candidates depend on one another's scores, so
 * trade is scored in full. The baseline is scored only when there is a choice
 * to compare with it (a refused or unaffordable action has none: 3% of the
 * pricings' spaces in MCTS's playouts); declining writes only its own copy.
 */
export function bestChoice(
  G: GameState,
  s: StateId,
  space: ActionSpaceId,
  memo: EvaluationMemo = new EvaluationMemo(s),
  declined?: SharedBaseline,
): ScoredChoice | undefined {
  if (space === 'trade') return scoreChoices(G, s, space, memo, declined)[0];
  if (actionRefused(G, s, space, true)) return undefined;
  const choices = actionChoices(G, s, space);
  if (choices.length === 0) return undefined;
  const baseline = declinedAdvantage(G, s, space, memo, declined);
  let best: ActionChoice | undefined;
  let bestGain = 0;
  for (const choice of choices) {
    const next = cloneForAction(G, s, space, drawsFromDecks(space, choice));
    takeListedAction(next, s, space, choice);
    const gain = advantageAfter(next, s, memo) - baseline;
    if (best === undefined || gain > bestGain) {
      best = choice;
      bestGain = gain;
    }
  }
  return best === undefined ? undefined : { choice: best, gain: bestGain };
}

/** What a bid hypothetically carries to the action: a general, units or gold. */
export interface HypotheticalBid {
  general: GeneralId;
  units?: UnitGroup;
  gold?: number;
}

/**
 * The choice `s` would make on `space` if it won it with `bid`, and its gain
 * (the hint's reason names it), played on a trial position turned into that
 * state's resolution turn. Other
 * bids are cleared: only this state's own position and the board matter here.
 * The trial position copies only what placing the bid writes (this state's
 * record, the bid sequence, the bids) and shares the rest with G: scoreChoices
 * only reads it and plays every choice on its own copy.
 */
function hypotheticalBest(
  G: GameState,
  s: StateId,
  space: ActionSpaceId,
  bid: HypotheticalBid,
  memo: EvaluationMemo = new EvaluationMemo(s),
  declined?: SharedBaseline,
): ScoredChoice | undefined {
  // A shallow copy of one shape whatever G's (shallowState), then the parts the trial replaces.
  const C = shallowState(G);
  C.log = DROPPED_LOG;
  const own = copyRecordForAction(G.players[s]);
  C.players = { wei: s === 'wei' ? own : G.players.wei, wu: s === 'wu' ? own : G.players.wu, shu: s === 'shu' ? own : G.players.shu };
  turnToWonBid(C, s, space, bid);
  return bestChoice(C, s, space, memo, declined);
}

/**
 * Turns the trial position C into `s`'s resolution turn on `space`, won with `bid`: the bids, phase, step,
 * action order and pending actions are replaced (never changed in place: C shares them with the real state).
 */
export function turnToWonBid(C: GameState, s: StateId, space: ActionSpaceId, bid: HypotheticalBid): void {
  C.bids = {};
  C.phase = 'resolution';
  C.step = { kind: 'actions', index: 0 };
  C.actionOrder = [s, ...STATES.filter((o) => o !== s)];
  C.pendingActions = { wei: [], wu: [], shu: [] };
  C.actionsTaken = { wei: [], wu: [], shu: [] };
  C.pendingActions[s] = [space];
  placeBid(C, s, { space, ...bid });
}

/**
 * The best gain `s` would get from taking `space` if it won it with `bid`,
 * at least 0 (it may decline), played on a trial position (hypotheticalBest).
 */
export function hypotheticalGain(
  G: GameState,
  s: StateId,
  space: ActionSpaceId,
  bid: HypotheticalBid,
  memo: EvaluationMemo = new EvaluationMemo(s),
  declined?: SharedBaseline,
): number {
  const best = hypotheticalBest(G, s, space, bid, memo, declined);
  return best ? Math.max(0, best.gain) : 0;
}

export const leadershipOf = (g: GeneralId): number => GENERALS[g].leadership.value;
