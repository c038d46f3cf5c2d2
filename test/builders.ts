/**
 * Scenario builders for rule tests: arrange a situation in a few lines, act
 * with real moves through the engine, assert what the rulebook says.
 */
import { expect } from 'vitest';
import { applyMove, currentDecision, newGame, statesToAct } from '../src/game/threeKingdomsRedux/engine';
import { allianceSpaceError } from '../src/game/threeKingdomsRedux/conflict';
import { LOCATIONS, type LocationId } from '../src/game/threeKingdomsRedux/data/board';
import { GENERALS, type GeneralId } from '../src/game/threeKingdomsRedux/data/generals';
import { COMMON_SPACES } from '../src/game/threeKingdomsRedux/spaces';
import type { ActionChoice, AssignArgs, Move, MoveResult } from '../src/game/threeKingdomsRedux/moves';
import { seededRng, type Rng } from '../src/game/rng';
import type { Scenario } from '../src/game/threeKingdomsRedux/setup';
import { deckOf, type EnhancementId } from '../src/game/threeKingdomsRedux/data/enhancements';
import { STARTING_POSITIONS } from '../src/game/threeKingdomsRedux/data/board';
import { shuffle } from '../src/game/rng';
import { clearRecruitedIn, setRecruitedIn, type GameState } from '../src/game/threeKingdomsRedux/state';
import type { ActionSpaceId, ArmyType, CommonSpaceId, StateId } from '../src/game/threeKingdomsRedux/types';
import { STATES, WEAPON_OF } from '../src/game/threeKingdomsRedux/types';

/** Fixed starting generals so no initial draft is needed (any valid set works). */
export const DEFAULT_GENERALS: Scenario['generals'] = {
  wei: ['xiahouDun', 'xiahouYuan', 'xuHuang', 'guoJia'],
  wu: ['huangGai', 'sunCe', 'zhouYu'],
  shu: ['guanYu', 'zhangFei'],
};

export interface TestGame {
  G: GameState;
  rng: Rng;
  /** Applies a move and expects it to be accepted. */
  play(state: StateId, move: Move): void;
  /** Applies a move and returns the result (for rejection tests). */
  attempt(state: StateId, move: Move): MoveResult;
  assign(state: StateId, args: AssignArgs): void;
  pass(state: StateId): void;
  take(state: StateId, space: ActionSpaceId, choice: ActionChoice): void;
  decline(state: StateId, space: ActionSpaceId): void;
  /** Every state that still may bid passes, ending the conflict phase. */
  passAll(): void;
}

/**
 * A game at round 1's alliance selection, in the beginners' tutorial mode by
 * default (no skills fire, so a rule is tested alone).
 */
export function testGame(scenario: Scenario = {}, seed = 'test'): TestGame {
  const rng = seededRng(seed);
  const G = newGame({ tutorial: !scenario.generals, ...scenario }, rng);
  const attempt = (state: StateId, move: Move) => applyMove(G, state, move, rng);
  const play = (state: StateId, move: Move) => {
    const r = attempt(state, move);
    expect(r, JSON.stringify(move)).toEqual({ ok: true });
  };
  return {
    G,
    rng,
    play,
    attempt,
    assign: (state, args) => play(state, { type: 'assign', args }),
    pass: (state) => play(state, { type: 'pass' }),
    take: (state, space, choice) => play(state, { type: 'takeAction', space, choice }),
    decline: (state, space) => play(state, { type: 'declineAction', space }),
    passAll() {
      while (G.step.kind === 'bidding' && statesToAct(G).length) play(statesToAct(G)[0], { type: 'pass' });
    },
  };
}

/** Starts bidding with the alliance token on `space`. */
export function selectAlliance(t: TestGame, space: CommonSpaceId): void {
  t.play(t.G.bidOrder[2], { type: 'selectAlliance', space });
}

/** Puts generals in a state's hand (from anywhere in its deck), as if recruited earlier. */
export function giveGenerals(G: GameState, state: StateId, generals: GeneralId[]): void {
  const p = G.players[state];
  for (const g of generals) {
    p.secret.undrawn = p.secret.undrawn.filter((x) => x !== g);
    p.secret.drawn = p.secret.drawn.filter((x) => x !== g);
    if (!p.secret.hand.includes(g)) p.secret.hand.push(g);
    if (p.recruitedIn[g] === undefined) setRecruitedIn(p, g, 1);
  }
}

/** Empties every state's hand except the given generals (they stay recruited). */
export function onlyGenerals(G: GameState, hands: Partial<Record<StateId, GeneralId[]>>): void {
  for (const s of STATES) {
    const p = G.players[s];
    const keep = hands[s] ?? [];
    giveGenerals(G, s, keep);
    for (const g of p.secret.hand.filter((g) => !keep.includes(g))) {
      p.secret.undrawn.push(g);
      clearRecruitedIn(p, g);
    }
    p.secret.hand = [...keep];
  }
}

/** Gives a state `count` army units of `type` (trained armies plus the matching weapons), on top of its supply. */
export function giveUnits(G: GameState, state: StateId, type: ArmyType, count: number): void {
  const p = G.players[state];
  p.trained += count;
  p.weapons[WEAPON_OF[type]] += count;
}

/**
 * Arranges, without playing, a general stationed earlier with `count` units
 * of the location's army type; its border location token goes to `tokenTo`
 * (1 VP side when the general specialises in that army type).
 */
export function placeStationed(
  G: GameState,
  state: StateId,
  general: GeneralId,
  location: LocationId,
  count: number,
  tokenTo: 'treasury' | 'granary',
): void {
  const p = G.players[state];
  const type = LOCATIONS[location].armyType.value;
  p.secret.hand = p.secret.hand.filter((g) => g !== general);
  p.secret.undrawn = p.secret.undrawn.filter((g) => g !== general);
  if (p.recruitedIn[general] === undefined) setRecruitedIn(p, general, 1);
  if (!p.revealed.includes(general)) p.revealed.push(general);
  p.stationed.push({ general, locations: [location], units: [{ type, count }], border: LOCATIONS[location].border, round: G.round });
  G.locations[location] = { state, general };
  G.boardBorderTokens = G.boardBorderTokens.filter((l) => l !== location);
  const vp: 0 | 1 = GENERALS[general].specialisations.value.includes(type) ? 1 : 0;
  p[tokenTo].borderTokens.push({ location, vp });
}

/** Declines every action still to be taken this round (ends the resolution phase). */
export function declineAll(t: TestGame): void {
  for (;;) {
    const d = currentDecision(t.G);
    if (d.kind !== 'action') return;
    t.decline(d.state, t.G.pendingActions[d.state][0]);
  }
}

/** Plays a whole round in which nobody bids: any legal alliance space, then every state passes. */
export function passRound(t: TestGame): void {
  const space = COMMON_SPACES.find((s) => !allianceSpaceError(t.G, s))!;
  selectAlliance(t, space);
  t.passAll();
}

/** Takes `cards` from wherever they are (decks, any hand) into `state`'s enhancement hand. */
export function giveEnhancements(G: GameState, state: StateId, cards: EnhancementId[]): void {
  for (const card of cards) {
    for (const deck of ['separation', 'unification'] as const) G.decks[deck] = G.decks[deck].filter((c) => c !== card);
    for (const s of STATES) G.players[s].secret.enhancementHand = G.players[s].secret.enhancementHand.filter((c) => c !== card);
    G.players[state].secret.enhancementHand.push(card);
  }
}

/** Arranges, without playing, `cards` as constructed earlier by `state` (no cost paid, no immediate effect). */
export function placeConstructed(G: GameState, state: StateId, cards: EnhancementId[]): void {
  giveEnhancements(G, state, cards);
  const p = G.players[state];
  p.secret.enhancementHand = p.secret.enhancementHand.filter((c) => !cards.includes(c));
  p.constructed.push(...cards);
}

/** The k-th deal of enhancement hands: consecutive windows of each deck, in the sizes the starting positions give. */
export function rotatingHands(k: number): NonNullable<Scenario['enhancementHands']> {
  const hands = {} as Record<StateId, EnhancementId[]>;
  for (const deck of ['separation', 'unification'] as const) {
    const cards = deckOf(deck);
    const sizes = STATES.map((s) => STARTING_POSITIONS[s][deck === 'separation' ? 'separationCards' : 'unificationCards'].value);
    const total = sizes.reduce((a, b) => a + b, 0);
    let i = k * total;
    STATES.forEach((s, j) => {
      hands[s] ??= [];
      for (let n = 0; n < sizes[j]; n++) hands[s].push(cards[i++ % cards.length]);
    });
  }
  return hands;
}

/** Card-rich: every state holds 5 more generals from round 1 (drawn with `rng`) and plenty to build with. */
export function enrichForCards(G: GameState, rng: Rng): void {
  for (const s of STATES) {
    const p = G.players[s];
    giveGenerals(G, s, shuffle(p.secret.undrawn, rng).slice(0, 5));
    p.gold += 8;
    p.rice += 8;
    p.untrained += 2;
  }
}
