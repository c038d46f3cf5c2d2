/**
 * Game Setup (rulebook pp. 4-5), with an optional scenario that fixes parts of
 * it for tests, tutorials and replays. See docs/setup.md.
 */
import { STARTING_POSITIONS, LOCATION_IDS } from './data/board';
import { GENERALS, LORDS, generalsOf, isGeneralId, type GeneralId } from './data/generals';
import { deckOf, type EnhancementId } from './data/enhancements';
import { TUTORIAL_GENERALS } from './data/tutorial';
import { shuffle, type Rng } from '../rng';
import { emptyBids, setRecruitedIn, type GameState, type PlayerState } from './state';
import { STATES, type Criterion, type StateId } from './types';
import { logPhase } from './log';

export interface Scenario {
  /**
   * Seed for the setup's shuffles and draws. Through boardgame.io, also give the
   * match the same `seed` so later draws (rounds 3, 5, 9) are fixed too.
   */
  seed?: string | number;
  /** Criterion of "control Han emperor" in round 1 ("win popular support" gets the other). */
  hanEmperorCriterion?: Criterion;
  /** Generals each state starts with besides its lord (skips that state's initial draft). */
  generals?: Partial<Record<StateId, GeneralId[]>>;
  /** Each state's dealt enhancement hand (the rest of the decks stay shuffled). */
  enhancementHands?: Partial<Record<StateId, EnhancementId[]>>;
  /** Beginners' tutorial: fixed generals per the rulebook's table, skills ignored. */
  tutorial?: boolean;
  /**
   * With `tutorial`: round 1 opens with the full game's draft (draw 6, select
   * 4/3/2), so a new player meets recruitment. The draw is the tutorial's
   * starting generals plus generals the tutorial never hands out later, so its
   * fixed recruits of rounds 3, 5 and 9 stay in the undrawn pile.
   */
  tutorialDraft?: boolean;
}

export class ScenarioError extends Error {}

function emptyPlayer(state: StateId): PlayerState {
  const start = STARTING_POSITIONS[state];
  return {
    gold: start.gold.value,
    rice: start.rice.value,
    untrained: 0,
    trained: 0,
    weapons: { spear: 0, horse: 0, crossbow: 0, vessel: 0 },
    popularSupport: start.popularSupport.value,
    deficits: 0,
    farm: { level: 0, flipped: 0 },
    marketplace: { level: 0, flipped: 0 },
    granary: { devTokens: 0, borderTokens: [] },
    treasury: { devTokens: 0, borderTokens: [] },
    tribalLevel: start.tribalLevel.value,
    rank: 0,
    militaryVP: 0,
    constructed: [],
    stationed: [],
    revealed: [],
    recruitedIn: {},
    secret: { hand: [], undrawn: [], enhancementHand: [], drawn: [] },
  };
}

function validateScenario(s: Scenario): void {
  if (s.tutorialDraft && !s.tutorial) throw new ScenarioError('tutorialDraft is a variant of the tutorial: give tutorial too');
  if (s.hanEmperorCriterion !== undefined && s.hanEmperorCriterion !== 'administration' && s.hanEmperorCriterion !== 'combat')
    throw new ScenarioError('hanEmperorCriterion must be "administration" or "combat"');
  for (const state of STATES) {
    const gens = s.generals?.[state];
    if (gens) {
      const need = STARTING_POSITIONS[state].generalsSelected.value;
      if (gens.length !== need) throw new ScenarioError(`${state} starts with ${need} generals besides its lord, not ${gens.length}`);
      for (const g of gens) {
        if (!isGeneralId(g)) throw new ScenarioError(`unknown general "${g}"`);
        if (GENERALS[g].state.value !== state) throw new ScenarioError(`${g} is not a general of ${state}`);
        if (g === LORDS[state]) throw new ScenarioError(`${g} is ${state}'s lord; list only the other generals`);
      }
      if (new Set(gens).size !== gens.length) throw new ScenarioError(`${state}'s generals repeat`);
    }
  }
  const seen = new Set<EnhancementId>();
  for (const state of STATES) {
    const hand = s.enhancementHands?.[state];
    if (!hand) continue;
    const start = STARTING_POSITIONS[state];
    const sep = hand.filter((c) => deckOf('separation').includes(c)).length;
    const uni = hand.filter((c) => deckOf('unification').includes(c)).length;
    if (sep + uni !== hand.length) throw new ScenarioError(`unknown enhancement in ${state}'s hand`);
    if (sep !== start.separationCards.value || uni !== start.unificationCards.value)
      throw new ScenarioError(
        `${state} is dealt ${start.separationCards.value} Separation and ${start.unificationCards.value} Unification cards`,
      );
    for (const c of hand) {
      if (seen.has(c)) throw new ScenarioError(`enhancement ${c} is dealt twice`);
      seen.add(c);
    }
  }
}

/** Why a scenario cannot be played, or null when it can (for boardgame.io's validateSetupData). */
export function scenarioError(s: unknown): string | null {
  if (s === undefined) return null;
  if (!s || typeof s !== 'object' || Array.isArray(s)) return 'setupData must be a scenario object.';
  try {
    validateScenario(s as Scenario);
    return null;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

/**
 * The tutorial's round-1 draw (Scenario.tutorialDraft): its starting generals
 * and, to make up the draw, generals it never recruits later, shuffled.
 */
function tutorialDraw(state: StateId, others: readonly GeneralId[], rng: Rng): { drawn: GeneralId[]; undrawn: GeneralId[] } {
  const table = TUTORIAL_GENERALS[state];
  const later = new Set(Object.values(table.byRound).flat());
  const spares = shuffle(
    others.filter((g) => !table.initial.includes(g) && !later.has(g)),
    rng,
  );
  const extra = spares.slice(0, STARTING_POSITIONS[state].generalsDrawn.value - table.initial.length);
  const drawn = shuffle([...table.initial, ...extra], rng);
  return { drawn, undrawn: others.filter((g) => !drawn.includes(g)) };
}

/** Builds round 1's state. Randomness only through `rng`. */
export function createInitialState(scenario: Scenario, rng: Rng): GameState {
  validateScenario(scenario);
  const mode = scenario.tutorial ? 'tutorial' : 'full';
  // C) criterion markers: one random side on "control Han emperor".
  const hanEmperorCriterion: Criterion = scenario.hanEmperorCriterion ?? (rng.next() < 0.5 ? 'administration' : 'combat');

  const players = {} as Record<StateId, PlayerState>;
  for (const state of STATES) players[state] = emptyPlayer(state);

  // K) shuffle both decks and deal.
  const fixed = new Set(STATES.flatMap((s) => scenario.enhancementHands?.[s] ?? []));
  const decks = {
    separation: shuffle(
      deckOf('separation').filter((c) => !fixed.has(c)),
      rng,
    ),
    unification: shuffle(
      deckOf('unification').filter((c) => !fixed.has(c)),
      rng,
    ),
  };
  for (const state of STATES) {
    const given = scenario.enhancementHands?.[state];
    const start = STARTING_POSITIONS[state];
    players[state].secret.enhancementHand = given
      ? [...given]
      : [...decks.separation.splice(0, start.separationCards.value), ...decks.unification.splice(0, start.unificationCards.value)];
  }

  // L) generals: the lord plus a draft (draw 6, select 4/3/2), or fixed ones.
  for (const state of STATES) {
    const p = players[state];
    const lord = LORDS[state];
    p.secret.hand.push(lord);
    setRecruitedIn(p, lord, 1);
    const others = generalsOf(state).filter((g) => g !== lord);
    const fixedGenerals = scenario.tutorial ? TUTORIAL_GENERALS[state].initial : scenario.generals?.[state];
    if (scenario.tutorial && scenario.tutorialDraft) {
      const { drawn, undrawn } = tutorialDraw(state, others, rng);
      p.secret.drawn = drawn;
      p.secret.undrawn = undrawn;
    } else if (fixedGenerals) {
      for (const g of fixedGenerals) p.secret.hand.push(g);
      setRecruitedIn(p, fixedGenerals, 1);
      p.secret.undrawn = others.filter((g) => !fixedGenerals.includes(g));
    } else {
      const pool = shuffle(others, rng);
      p.secret.drawn = pool.splice(0, STARTING_POSITIONS[state].generalsDrawn.value);
      p.secret.undrawn = pool;
    }
  }

  const G: GameState = {
    mode,
    round: 1,
    phase: 'conflict',
    step: { kind: 'recruit' },
    bidOrder: ['wei', 'wu', 'shu'],
    actionOrder: ['wei', 'wu', 'shu'],
    hanEmperorCriterion,
    allianceSpace: null,
    alliance: ['wu', 'shu'],
    previousAllianceSpace: null,
    hanEmperorHolder: null,
    hanEmperorFaceDown: null,
    hanEmperorNewFaceDown: null,
    bids: emptyBids(),
    bidSeq: 0,
    pendingActions: { wei: [], wu: [], shu: [] },
    won: [],
    actionsTaken: { wei: [], wu: [], shu: [] },
    players,
    locations: {},
    boardBorderTokens: [...LOCATION_IDS],
    decks,
    pending: [],
    cardData: {},
    log: [],
    result: null,
  };
  logPhase(G, 'conflict', `Round 1 begins. "Control Han emperor" is bid on ${hanEmperorCriterion}.`);
  return G;
}
