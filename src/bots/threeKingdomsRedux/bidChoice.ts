/**
 * The heuristic bot's bidding: price every space by pretending to win it
 * (actionValue.ts), estimate the chance that a candidate assignment ends up
 * winning from the bids on the board and what the opponents still hold, and
 * take the assignment with the best expected gain net of what it spends.
 * The rulebook's Tips for Players: bid where you can win, keep strong generals
 * for contested spaces, do not waste popular support.
 */
import { attribute, bidValue, sidesOn } from '../../game/threeKingdomsRedux/bidding';
import { assignError, hanEmperorTokenAvailable } from '../../game/threeKingdomsRedux/conflict';
import { GENERALS, type GeneralId } from '../../game/threeKingdomsRedux/data/generals';
import type { AssignArgs, Move } from '../../game/threeKingdomsRedux/moves';
import { BIDDABLE_SPACES, criterionOf, isBattle, isTribal, mayBidOn } from '../../game/threeKingdomsRedux/spaces';
import type { GameState } from '../../game/threeKingdomsRedux/state';
import {
  ARMY_TYPES,
  STATES,
  WEAPON_OF,
  type ActionSpaceId,
  type ArmyType,
  type Criterion,
  type StateId,
} from '../../game/threeKingdomsRedux/types';
import { declinesAlike, hypotheticalGain, leadershipOf, type SharedBaseline } from './actionValue';
import { handCount } from '../../game/threeKingdomsRedux/playerView';
import { EvaluationMemo, evaluationProfile } from './evaluate';

/** Spending tokens and generals, in VPs (judgement; see docs/bots.md). */
const COSTS = { popularSupport: 0.9, hanEmperorToken: 0.4, generalStrength: 0.04 } as const;
/** The best attribute a general unknown to us is assumed to bring (most generals have 4 or 5 in one attribute). */
const UNKNOWN_GENERAL_ATTRIBUTE = 4;

const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/** Price of winning each space, per way of bidding for it, cached per position of the bidding state. */
interface SpacePrices {
  /** Common spaces (no units). */
  plain: Partial<Record<ActionSpaceId, number>>;
  /** Battle spaces by army type and unit count. */
  battle: Partial<Record<ActionSpaceId, Partial<Record<ArmyType, number[]>>>>;
  /** Own tribal space by levels gained (index 1 and 2). */
  tribal: number[];
}

const priceCache = new Map<string, SpacePrices>();

function priceKey(G: GameState, s: StateId): string {
  // What the prices depend on: this state's own position and cards (not which generals are still in
  // hand), the board, and the opponents' standing in the comparative categories. Their supplies only
  // shift every price by the same amount, so they are left out and sampled states share entries.
  const { secret, revealed, recruitedIn, hiddenCounts, ...own } = G.players[s];
  const rivals = STATES.filter((o) => o !== s).map((o) => {
    const p = G.players[o];
    return [p.farm.level, p.marketplace.level, p.tribalLevel, p.popularSupport, p.rank];
  });
  // The cache is a pure memo: the key holds every input the prices read (the general used included),
  // so an entry can never carry one seat's hidden cards into another seat's decision.
  // The evaluation profile too: the card-aware and legacy evaluations price the same position differently.
  return JSON.stringify([
    s,
    G.round,
    G.hanEmperorCriterion,
    G.hanEmperorHolder,
    G.locations,
    own,
    rivals,
    secret.enhancementHand,
    pricingGeneral(G, s),
    evaluationProfile(),
  ]);
}

/**
 * The general the prices imagine on each space: the one with the most
 * leadership (room for units), the first in hand among equals (what a stable
 * sort by leadership, most first, puts first; no copy and sort per call).
 */
function pricingGeneral(G: GameState, s: StateId): GeneralId {
  const hand = G.players[s].secret.hand;
  let best = hand[0];
  for (let i = 1; i < hand.length; i++) if (leadershipOf(hand[i]) > leadershipOf(best)) best = hand[i];
  return best;
}

function formable(G: GameState, s: StateId, type: ArmyType): number {
  const p = G.players[s];
  return Math.min(p.trained, p.weapons[WEAPON_OF[type]]);
}

/**
 * Empties the price memo. For `bench:bots`' warm figure only: a later game in
 * the same process must not find its own positions priced by an earlier
 * playing of the same seed (a server's bots never replay a game).
 */
export function forgetSpacePrices(): void {
  priceCache.clear();
}

export function spacePrices(G: GameState, s: StateId): SpacePrices {
  const key = priceKey(G, s);
  const hit = priceCache.get(key);
  if (hit) return hit;
  const prices = priceSpaces(G, s);
  if (priceCache.size > 2000) priceCache.clear();
  priceCache.set(key, prices);
  return prices;
}

/**
 * The prices of every space `s` may bid on, worked out without the cache (spacePrices; scripts/profileDecisionTail.ts times it).
 * `shareBaseline` false: each trial declines its own bid for its baseline (the test's reference).
 */
export function priceSpaces(G: GameState, s: StateId, shareBaseline = true): SpacePrices {
  const general = pricingGeneral(G, s);
  const prices: SpacePrices = { plain: {}, battle: {}, tribal: [0, 0, 0] };
  // Every trial position shares the other states' records with G: their evaluation parts are found once.
  const memo = new EvaluationMemo(s);
  // Every trial bids the same general and declines to the same position: one baseline (SharedBaseline).
  const declined: SharedBaseline | undefined = shareBaseline && declinesAlike(G, s) ? { value: undefined } : undefined;
  for (const space of BIDDABLE_SPACES[s]) {
    if (isBattle(space)) {
      const byType: Partial<Record<ArmyType, number[]>> = {};
      for (const type of ARMY_TYPES) {
        const max = Math.min(2, formable(G, s, type));
        const gains = [0];
        for (let n = 1; n <= max; n++) gains.push(hypotheticalGain(G, s, space, { general, units: { type, count: n } }, memo, declined));
        byType[type] = gains;
      }
      prices.battle[space] = byType;
    } else if (isTribal(space)) {
      for (let levels = 1; levels <= 2; levels++)
        prices.tribal[levels] = hypotheticalGain(G, s, space, { general, ...tribalPayment(G, s, levels) }, memo, declined);
    } else {
      prices.plain[space] = hypotheticalGain(G, s, space, { general }, memo, declined);
    }
  }
  return prices;
}

/**
 * Units are returned after improving tribal relations, gold is spent: prefer
 * units, of the type the state can form most of (the first such in
 * ARMY_TYPES order, as a stable sort, most first, would put first).
 */
function tribalPayment(G: GameState, s: StateId, levels: number): Pick<AssignArgs, 'units' | 'gold'> | null {
  let type = ARMY_TYPES[0];
  for (let i = 1; i < ARMY_TYPES.length; i++) if (formable(G, s, ARMY_TYPES[i]) > formable(G, s, type)) type = ARMY_TYPES[i];
  if (formable(G, s, type) >= levels) return { units: { type, count: levels } };
  if (G.players[s].gold >= levels) return { gold: levels };
  return null;
}

/**
 * The best attribute `o` could bid with by `criterion` (known hand, else an
 * assumed strong general), found once per opponent and criterion for one
 * position: it does not depend on the space (attribute hooks are told the
 * general and the criterion, not the space), and a bid decision asks it for
 * every space.
 */
class BestAttributes {
  private readonly found: Record<StateId, Partial<Record<Criterion, number>>> = { wei: {}, wu: {}, shu: {} };

  constructor(private readonly G: GameState) {}

  of(o: StateId, criterion: Criterion, inHand: number): number {
    let best = this.found[o][criterion];
    if (best === undefined) {
      const known = this.G.players[o].secret.hand.map((g) => attribute(g, criterion, this.G, o));
      best = known.length === inHand ? Math.max(...known) : Math.max(UNKNOWN_GENERAL_ATTRIBUTE, ...known);
      this.found[o][criterion] = best;
    }
    return best;
  }
}

/** The most opponent `o` could add to a space if it may still bid there (known hand, else an assumed strong general); 0 if not. */
function threatOf(G: GameState, s: StateId, o: StateId, space: ActionSpaceId, ally: StateId | null, attributes: BestAttributes): number {
  if (G.step.kind !== 'bidding') return 0;
  if (o === s || o === ally || G.step.passed.includes(o) || !mayBidOn(o, space)) return 0;
  const p = G.players[o];
  const inHand = handCount(p);
  if (inHand === 0) return 0;
  const criterion = isBattle(space) ? 'combat' : criterionOf(G, space);
  let best = attributes.of(o, criterion, inHand);
  if (isBattle(space)) best += Math.min(2, p.trained);
  best += Math.min(2, p.popularSupport) * 0.5;
  return best;
}

/** The most an opponent that may still bid could add to a space. */
function threatOn(G: GameState, s: StateId, space: ActionSpaceId, ally: StateId | null, attributes: BestAttributes): number {
  let threat = 0;
  for (const o of STATES) threat = Math.max(threat, threatOf(G, s, o, space, ally, attributes));
  return threat;
}

/** Chance that a side with `total` keeps the space against `opposing` and what may still come. */
function winChance(total: number, opposing: number, threat: number): number {
  if (total <= opposing) return 0;
  return logistic((total - opposing - threat * 0.6) * 1.2);
}

interface ScoredAssign {
  args: AssignArgs;
  value: number;
}

function mySideTotals(G: GameState, s: StateId, space: ActionSpaceId): { mine: number; opposing: number; ally: StateId | null } {
  const sides = sidesOn(G, space);
  // s's side and the strongest other side's total (at least 0), in loops: every bid decision asks for every space.
  let my: (typeof sides)[number] | undefined;
  for (let i = 0; i < sides.length; i++)
    if (sides[i].states.includes(s)) {
      my = sides[i];
      break;
    }
  let opposing = 0;
  for (let i = 0; i < sides.length; i++) if (sides[i] !== my && sides[i].total > opposing) opposing = sides[i].total;
  const ally =
    my && my.states.length > 1
      ? (my.states.find((o) => o !== s) ?? null)
      : space === G.allianceSpace && G.alliance.includes(s)
        ? (G.alliance.find((o) => o !== s) ?? null)
        : null;
  return { mine: my?.total ?? 0, opposing, ally };
}

/**
 * Every legal assignment worth something (value above 0), with its expected
 * value; best first. Callers want only the best one or the best few, and never
 * one worth nothing (chooseBid passes below 0.05, candidateMoves stops at the
 * first one worth 0 or less), so those are left out before sorting; the sort
 * is stable, so the rest keep the order the whole list gave them. Candidates
 * are ranked first and judged by the rules (assignError) as the caller asks
 * for them, so most of the hundreds of candidates are never judged.
 */
export function* scoreAssignments(G: GameState, s: StateId): Generator<ScoredAssign, void, undefined> {
  const out = assignmentsWorthSomething(G, s);
  out.sort((a, b) => b.value - a.value);
  for (const c of out) if (!assignError(G, s, c.args)) yield c;
}

/** The assignments scoreAssignments ranks, unsorted (in the order the sort keeps among equal values); exported for its test. */
export function assignmentsWorthSomething(G: GameState, s: StateId): ScoredAssign[] {
  const p = G.players[s];
  const prices = spacePrices(G, s);
  const han = hanEmperorTokenAvailable(G, s);
  const out: ScoredAssign[] = [];
  // The standing on a space does not depend on the general: worked out once per space.
  const standing = new Map<ActionSpaceId, { mine: number; opposing: number; threat: number; before: number }>();
  const attributes = new BestAttributes(G);
  const standingOn = (space: ActionSpaceId) => {
    let known = standing.get(space);
    if (!known) {
      const { mine, opposing, ally } = mySideTotals(G, s, space);
      const threat = threatOn(G, s, space, ally, attributes);
      known = { mine, opposing, threat, before: winChance(mine, opposing, threat) };
      standing.set(space, known);
    }
    return known;
  };
  for (const general of p.secret.hand) {
    const card = GENERALS[general];
    const lead = card.leadership.value;
    const strengthCost = COSTS.generalStrength * (card.administration.value + card.combat.value);
    for (const space of BIDDABLE_SPACES[s]) {
      if (isTribal(space)) {
        if ((G.bids[space] ?? []).length > 0) continue;
        for (let levels = 1; levels <= Math.min(2, lead); levels++) {
          const payment = tribalPayment(G, s, levels);
          if (!payment) continue;
          const value = prices.tribal[levels] - strengthCost;
          if (value > 0) out.push({ args: { general, space, ...payment }, value });
        }
        continue;
      }
      // A common space worth nothing to win gives no candidate: its standing is not needed for it.
      if (!isBattle(space) && !((prices.plain[space] ?? 0) > 0)) continue;
      const { mine, opposing, threat, before } = standingOn(space);
      const variants: { args: AssignArgs; gain: number }[] = [];
      if (isBattle(space)) {
        const byType = prices.battle[space] ?? {};
        for (const type of ARMY_TYPES) {
          const gains = byType[type] ?? [0];
          for (let n = 1; n < gains.length && n <= lead; n++)
            variants.push({ args: { general, space, units: { type, count: n } }, gain: gains[n] });
        }
        // Units already on the space with an earlier general can carry this one's combat.
        if (mine > 0) variants.push({ args: { general, space }, gain: Math.max(0, ...Object.values(byType).flatMap((g) => g ?? [0])) });
      } else variants.push({ args: { general, space }, gain: prices.plain[space] ?? 0 });
      for (const { args, gain } of variants) {
        if (gain <= 0) continue;
        const base = bidValue(
          G,
          { state: s, general, units: args.units ?? null, gold: 0, popularSupport: 0, hanEmperorToken: false, bidTokens: 0, seq: 0 },
          space,
        );
        for (let ps = 0; ps <= Math.min(3, p.popularSupport); ps++)
          for (let token = 0; token <= (han ? 1 : 0); token++) {
            const h = token === 1;
            const total = mine + base + ps + (h ? 1 : 0);
            const chance = winChance(total, opposing, threat);
            const value = (chance - before) * gain - strengthCost - ps * COSTS.popularSupport - (h ? COSTS.hanEmperorToken : 0);
            // Worth nothing: no caller takes it (see the function's comment), so it is neither built nor sorted.
            if (!(value > 0)) continue;
            // The variant's fields in its order (a literal: a spread copy per candidate showed in the profile).
            const full: AssignArgs = args.units
              ? { general: args.general, space: args.space, units: args.units }
              : { general: args.general, space: args.space };
            if (ps) full.popularSupport = ps;
            if (h) full.hanEmperorToken = true;
            out.push({ args: full, value });
          }
      }
    }
  }
  return out;
}

/**
 * scoreAssignments' first entry: the first of the highest value (what the
 * stable sort puts first) when the rules accept it, which they mostly do;
 * otherwise the sorted list's first accepted one. No sort of every candidate
 * for the one the heuristic's bid reads.
 */
export function bestAssignment(G: GameState, s: StateId): ScoredAssign | undefined {
  const out = assignmentsWorthSomething(G, s);
  let best: ScoredAssign | undefined;
  for (let i = 0; i < out.length; i++) if (best === undefined || out[i].value > best.value) best = out[i];
  if (best === undefined || !assignError(G, s, best.args)) return best;
  out.sort((a, b) => b.value - a.value);
  for (const c of out) if (!assignError(G, s, c.args)) return c;
  return undefined;
}

/** The heuristic bot's bid: the best assignment, or pass when nothing is worth a general. */
export function chooseBid(G: GameState, s: StateId): Move {
  const best = bestAssignment(G, s);
  if (!best || best.value <= 0.05) return { type: 'pass' };
  return { type: 'assign', args: best.args };
}

/**
 * How the bot judges one of its assignments (the hint's reason): its own
 * chance of keeping the space once placed, and the opponent most likely to
 * outbid it (the strongest side already there or the strongest possible bid).
 */
export function bidStanding(G: GameState, s: StateId, args: AssignArgs): { keepChance: number; rival: StateId | null } {
  const space = args.space;
  if (isTribal(space)) return { keepChance: 1, rival: null };
  const { mine, opposing, ally } = mySideTotals(G, s, space);
  const attributes = new BestAttributes(G);
  const threat = threatOn(G, s, space, ally, attributes);
  const bid = {
    state: s,
    general: args.general,
    units: args.units ?? null,
    gold: args.gold ?? 0,
    popularSupport: 0,
    hanEmperorToken: false,
    bidTokens: 0,
    seq: 0,
  };
  const total = mine + bidValue(G, bid, space) + (args.popularSupport ?? 0) + (args.hanEmperorToken ? 1 : 0);
  let rival: StateId | null = null;
  let strongest = 0;
  const onSpace = sidesOn(G, space);
  for (const o of STATES) {
    if (o === s || o === ally) continue;
    const there = onSpace.find((side) => side.states.includes(o))?.total ?? 0;
    const could = Math.max(there, threatOf(G, s, o, space, ally, attributes));
    if (could > strongest) {
      strongest = could;
      rival = o;
    }
  }
  return { keepChance: winChance(total, opposing, threat), rival };
}
