/**
 * Fills in what a seat cannot see, consistently with what it has seen: one
 * "determinization" of its information set, for MCTS. From `observe(G, seat)`:
 * - each opponent's hidden generals: its lord if not on the board, then a
 *   draw from the generals of that state not seen anywhere (uniform; in the
 *   card-aware profile weighted towards those worth keeping), split
 *   into hand, drawn and undrawn by the public counts (in the tutorial the
 *   recruited generals are the rulebook's table, so only their places vary;
 *   where it opened with a draft, round 1's are sampled from that draw);
 * - enhancement cards not seen (not in our hand, not constructed): a uniform
 *   shuffle into the two decks by their public sizes, the rest dealt to the
 *   opponents' hands by their public counts;
 * - an opponent's pending choice whose card the view hides: a sampled one
 *   (samplePendingChoices).
 * The seat's own cards stay as they are. The result is a full GameState the
 * pure rules can play on; the true hidden state is never consulted.
 */
import { deckOf, type EnhancementId } from '../../game/threeKingdomsRedux/data/enhancements';
import { generalsOf, LORDS, type GeneralId } from '../../game/threeKingdomsRedux/data/generals';
import { TUTORIAL_GENERALS } from '../../game/threeKingdomsRedux/data/tutorial';
import { hooksOf } from '../../game/threeKingdomsRedux/hooks';
import { isHiddenChoice } from '../../game/threeKingdomsRedux/playerView';
import { randomInt, shuffle, type Rng } from '../../game/rng';
import type { CardCounts } from '../../game/threeKingdomsRedux/playerView';
import {
  clearRecruitedIn,
  setRecruitedIn,
  type GameState,
  type PendingChoice,
  type PlayerState,
} from '../../game/threeKingdomsRedux/state';
import { STATES, type StateId } from '../../game/threeKingdomsRedux/types';
import { cloneForSearch } from './clone';
import { cardAwareGeneralWorth } from './cardWorth';
import { evaluationProfile } from './evaluate';

/**
 * How sharply the card-aware sample favours the generals an opponent most
 * likely kept (VPs; judgement): a general worth this much more over a game is
 * e (2.7) times as likely to be the one in hand.
 */
const KEPT_TEMPERATURE_VP = 2;

/** A general's weight in likelyKept's draw, worked out once per general (a pure function of him: every MCTS sample draws). */
const keptWeights = new Map<GeneralId, number>();
function keptWeight(g: GeneralId): number {
  let w = keptWeights.get(g);
  if (w === undefined) keptWeights.set(g, (w = Math.exp(cardAwareGeneralWorth(g) / KEPT_TEMPERATURE_VP)));
  return w;
}

/**
 * `k` generals drawn without replacement, each with weight e^(worth / T):
 * players keep their better generals at recruitment (the card-aware
 * profile's opponent model). The rest follow in uniform order.
 */
function likelyKept(pool: GeneralId[], k: number, rng: Rng): { kept: GeneralId[]; rest: GeneralId[] } {
  const left = [...pool];
  const kept: GeneralId[] = [];
  while (kept.length < k && left.length > 0) {
    const weights = left.map(keptWeight);
    let r = rng.next() * weights.reduce((a, b) => a + b, 0);
    let i = 0;
    while (i < left.length - 1 && r >= weights[i]) r -= weights[i++];
    kept.push(left.splice(i, 1)[0]);
  }
  return { kept, rest: shuffle(left, rng) };
}

/** Generals of `state` whose place the view shows: on a bid, stationed, face down, or known back in hand. */
function visibleGenerals(G: GameState, state: StateId): Set<GeneralId> {
  const seen = new Set<GeneralId>(G.players[state].secret.hand);
  for (const bids of Object.values(G.bids)) for (const b of bids ?? []) if (b.state === state) seen.add(b.general);
  for (const st of G.players[state].stationed) seen.add(st.general);
  for (const fd of [G.hanEmperorFaceDown, G.hanEmperorNewFaceDown]) if (fd?.state === state) seen.add(fd.general);
  return seen;
}

/** Generals the tutorial has given `state` by now (public: the rulebook's table). */
function tutorialRecruited(state: StateId, round: number): GeneralId[] {
  const t = TUTORIAL_GENERALS[state];
  const later = Object.entries(t.byRound)
    .filter(([r]) => Number(r) <= round)
    .flatMap(([, gs]) => gs);
  return [LORDS[state], ...t.initial, ...later];
}

/** The tutorial table's generals of `state`: lord, starting ones and every later round's. */
function tableGenerals(state: StateId): Set<GeneralId> {
  const t = TUTORIAL_GENERALS[state];
  return new Set([LORDS[state], ...t.initial, ...Object.values(t.byRound).flat()]);
}

/**
 * Whether the view shows that `state` drafted its round-1 generals
 * (Scenario.tutorialDraft): it holds drawn cards (the table variant never
 * draws), or a general outside the table is on the board.
 */
function draftedTutorial(state: StateId, counts: CardCounts, seen: Set<GeneralId>): boolean {
  if (counts.drawn > 0) return true;
  const table = tableGenerals(state);
  return generalsOf(state).some((g) => seen.has(g) && !table.has(g));
}

/**
 * A drafted tutorial's hidden generals: the table's lord and later rounds'
 * generals are known (those of rounds still to come stay undrawn); round 1's
 * draw was the table's starting generals plus others outside the table, so
 * the rest of the hand and any drawn cards come from those, shuffled.
 */
function draftedTutorialGenerals(
  G: GameState,
  state: StateId,
  missing: number,
  seen: Set<GeneralId>,
  rng: Rng,
): { inHand: GeneralId[]; rest: GeneralId[] } {
  const t = TUTORIAL_GENERALS[state];
  const given = [
    LORDS[state],
    ...Object.entries(t.byRound)
      .filter(([r]) => Number(r) <= G.round)
      .flatMap(([, gs]) => gs),
  ].filter((g) => !seen.has(g));
  const later = Object.entries(t.byRound)
    .filter(([r]) => Number(r) > G.round)
    .flatMap(([, gs]) => gs);
  const table = tableGenerals(state);
  const starting = t.initial.filter((g) => !seen.has(g));
  const others = generalsOf(state).filter((g) => !table.has(g) && !seen.has(g));
  // While round 1's draw is still in front of the state, the table's starting generals are among the drawn cards.
  const round1 =
    G.round === 1 && G.step.kind === 'recruit' ? [...starting, ...shuffle(others, rng)] : shuffle([...starting, ...others], rng);
  const pool = [...given, ...round1];
  const inHand = pool.splice(0, Math.max(0, missing));
  return { inHand, rest: [...pool, ...later] };
}

function fillGenerals(G: GameState, state: StateId, counts: CardCounts, rng: Rng): void {
  const p: PlayerState = G.players[state];
  const seen = visibleGenerals(G, state);
  const hand = [...p.secret.hand];
  const missing = counts.hand - hand.length;
  let inHand: GeneralId[];
  let rest: GeneralId[];
  if (G.mode === 'tutorial' && draftedTutorial(state, counts, seen)) {
    ({ inHand, rest } = draftedTutorialGenerals(G, state, missing, seen, rng));
  } else if (G.mode === 'tutorial') {
    const recruited = tutorialRecruited(state, G.round);
    inHand = recruited.filter((g) => !seen.has(g));
    rest = shuffle(
      generalsOf(state).filter((g) => !recruited.includes(g)),
      rng,
    );
  } else {
    const unseen = generalsOf(state).filter((g) => !seen.has(g) && g !== LORDS[state]);
    // The lord starts in hand: if he is not on the board, he is in it.
    const lord = seen.has(LORDS[state]) ? [] : [LORDS[state]];
    if (evaluationProfile() === 'cards') {
      const { kept, rest: others } = likelyKept(unseen, Math.max(0, missing - lord.length), rng);
      const first = [...lord, ...kept];
      inHand = first.slice(0, Math.max(0, missing));
      rest = [...first.slice(Math.max(0, missing)), ...others];
    } else {
      const pool = shuffle(unseen, rng);
      pool.unshift(...lord);
      inHand = pool.splice(0, Math.max(0, missing));
      rest = pool;
    }
  }
  for (const g of inHand) {
    hand.push(g);
    // Unknown recruitment round: assume the earliest (matters only to skills that read it).
    if (p.recruitedIn[g] === undefined) setRecruitedIn(p, g, 1);
  }
  const drawn = rest.splice(0, counts.drawn);
  p.secret = { hand, drawn, undrawn: rest, enhancementHand: [] };
}

function fillEnhancements(G: GameState, seat: StateId | null, counts: Partial<Record<StateId, CardCounts>>, rng: Rng): void {
  const known = new Set<EnhancementId>(seat ? G.players[seat].secret.enhancementHand : []);
  for (const s of STATES) for (const c of G.players[s].constructed) known.add(c);
  const hands: EnhancementId[] = [];
  for (const deck of ['separation', 'unification'] as const) {
    const unseen = shuffle(
      deckOf(deck).filter((c) => !known.has(c)),
      rng,
    );
    const size = G.decks[deck].length;
    G.decks[deck] = unseen.slice(0, size);
    hands.push(...unseen.slice(size));
  }
  const pool = shuffle(hands, rng);
  for (const [o, c] of Object.entries(counts) as [StateId, CardCounts][])
    G.players[o].secret.enhancementHand = pool.splice(0, c.enhancementHand);
}

/**
 * An opponent's optional choice from a general it has not shown reaches the
 * view without its card (playerView.ts, docs/rulings.md R14). The sample
 * gives it one: among that state's generals the seat has not seen (sampled
 * in hand or not), those whose card offers a choice with options in this
 * sampled state, one drawn at random. One sampled elsewhere changes places
 * with an unrevealed general of the sampled hand, so the hand's size stays
 * the public count. With no such card, the opponent is taken to have no
 * such choice (as if it declined it).
 */
function samplePendingChoices(G: GameState, rng: Rng): void {
  if (!G.pending.some(isHiddenChoice)) return;
  G.pending = G.pending.flatMap((pc) => {
    if (!isHiddenChoice(pc)) return [pc];
    const p = G.players[pc.state];
    const hidden = p.secret.hand.filter((g) => !p.revealed.includes(g));
    if (hidden.length === 0) return [];
    const offers: PendingChoice[] = [];
    for (const g of [...hidden, ...p.secret.undrawn]) {
      for (const [kind, handler] of Object.entries(hooksOf(g)?.choices ?? {})) {
        const candidate: PendingChoice = { state: pc.state, card: g, kind, data: {}, optional: true };
        try {
          if (handler.options(G, candidate).length > 0) offers.push(candidate);
        } catch {
          // A choice that needs data its card sets when offering it: not one to sample blind.
        }
      }
    }
    if (offers.length === 0) return [];
    const offer = offers[randomInt(rng, offers.length)];
    const g = offer.card as GeneralId;
    if (!p.secret.hand.includes(g)) {
      // He was sampled undrawn: he changes places with an unrevealed general in hand.
      const out = hidden[randomInt(rng, hidden.length)];
      p.secret.hand[p.secret.hand.indexOf(out)] = g;
      p.secret.undrawn[p.secret.undrawn.indexOf(g)] = out;
      // Fresh records (setRecruitedIn, clearRecruitedIn): hook indexes are keyed by the record.
      setRecruitedIn(p, g, p.recruitedIn[out] ?? 1);
      clearRecruitedIn(p, out);
    }
    return [offer];
  });
}

/**
 * One sampled full state consistent with `view` (= observe(G, seat)). Never mutates the view.
 * `seat` null: a spectator's view (observe(G, null)), every state's hidden cards sampled.
 */
export function determinize(view: GameState, seat: StateId | null, rng: Rng): GameState {
  const G = cloneForSearch(view);
  // The public counts of each opponent's hidden cards; the sample replaces them with real lists.
  const counts: Partial<Record<StateId, CardCounts>> = {};
  for (const o of STATES) {
    const hidden = G.players[o].hiddenCounts;
    if (o === seat || !hidden) continue;
    counts[o] = hidden;
    delete G.players[o].hiddenCounts;
    fillGenerals(G, o, hidden, rng);
  }
  fillEnhancements(G, seat, counts, rng);
  samplePendingChoices(G, rng);
  // The seat knows which of its generals are undrawn, not their order (the view lists them unordered).
  if (seat) G.players[seat].secret.undrawn = shuffle(G.players[seat].secret.undrawn, rng);
  return G;
}
