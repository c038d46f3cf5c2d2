/**
 * Why the bots like a move, in their own figures: what the heuristic
 * compared when it valued the move (the advantage it adds, in estimated VPs
 * over the rivals' average; for a bid also its chance of keeping the space and
 * the likeliest rival), and what the move changes in the state's own supply.
 * The hint turns these into plain words (src/board/threeKingdomsRedux/advisor/adviceText.ts).
 * Reads only the view it is given.
 */
import { applyDecision, currentDecision } from '../../game/threeKingdomsRedux/engine';
import { actionRefused } from '../../game/threeKingdomsRedux/legal';
import type { Move } from '../../game/threeKingdomsRedux/moves';
import { isTribal } from '../../game/threeKingdomsRedux/spaces';
import type { GameState, PlayerState } from '../../game/threeKingdomsRedux/state';
import { WEAPON_TYPES, type ActionSpaceId, type StateId } from '../../game/threeKingdomsRedux/types';
import { takeAction } from '../../game/threeKingdomsRedux/actions';
import type { GeneralId } from '../../game/threeKingdomsRedux/data/generals';
import { bestChoice, scoreChoices, turnToWonBid } from './actionValue';
import { bestAssignment, bidStanding, spacePrices } from './bidChoice';
import { cloneForSearch } from './clone';
import { advantage, evaluateAll } from './evaluate';
import { generalWorth, rankByLookahead } from './heuristic';

/** The parts of a state's supply and tracks the reason counts. */
export type EffectKey =
  | 'gold'
  | 'rice'
  | 'untrained'
  | 'trained'
  | 'weapons'
  | 'popularSupport'
  | 'farm'
  | 'marketplace'
  | 'tribalLevel'
  | 'rank'
  | 'militaryVP'
  | 'enhancements'
  | 'cards';

export interface Effect {
  what: EffectKey;
  delta: number;
}

export type MoveReason =
  /** `gain`: estimated VPs if the space is won; `keepChance`: the bot's estimate that the bid holds; `effects`: what winning brings. */
  | { kind: 'bid'; space: ActionSpaceId; gain: number; keepChance: number; rival: StateId | null; effects: Effect[] }
  /** `bestBid`: what the best assignment was worth (estimated VPs net of what it spends). */
  | { kind: 'pass'; bestBid: number }
  /** `gain`: estimated VPs over declining. */
  | { kind: 'take'; space: ActionSpaceId; gain: number; effects: Effect[] }
  /** `bestTake`: what taking it at best would add (estimated VPs; below or near 0). */
  | { kind: 'decline'; space: ActionSpaceId; bestTake: number | null }
  /** The bots' rating of each kept general, and of the best one let go. */
  | { kind: 'recruit'; kept: { general: GeneralId; worth: number }[]; bestLeft: number | null }
  /** `gain`: estimated VPs of winning the space the alliance shares. */
  | { kind: 'alliance'; space: ActionSpaceId; gain: number }
  /** Any other decision: estimated VPs over the next best answer (null when there is none). */
  | { kind: 'other'; overNext: number | null };

const weapons = (p: PlayerState) => WEAPON_TYPES.reduce((t, w) => t + p.weapons[w], 0);

const COUNTED: Record<EffectKey, (p: PlayerState) => number> = {
  gold: (p) => p.gold,
  rice: (p) => p.rice,
  untrained: (p) => p.untrained,
  trained: (p) => p.trained,
  weapons,
  popularSupport: (p) => p.popularSupport,
  farm: (p) => p.farm.level,
  marketplace: (p) => p.marketplace.level,
  tribalLevel: (p) => p.tribalLevel,
  rank: (p) => p.rank,
  militaryVP: (p) => p.militaryVP,
  enhancements: (p) => p.constructed.length,
  cards: (p) => p.secret.enhancementHand.length,
};

/** What changed in a state's record, in the order of COUNTED. */
function effectsBetween(before: PlayerState, after: PlayerState): Effect[] {
  const out: Effect[] = [];
  for (const what of Object.keys(COUNTED) as EffectKey[]) {
    const delta = COUNTED[what](after) - COUNTED[what](before);
    if (delta !== 0) out.push({ what, delta });
  }
  return out;
}

const advantageOf = (G: GameState, s: StateId) => advantage(evaluateAll(G), s);

/** The state's advantage after `move` on a copy of G (null if the rules refuse it). */
function valueAfter(G: GameState, s: StateId, move: Move): { value: number; next: GameState } | null {
  const next = cloneForSearch(G);
  if (!applyDecision(next, s, move).ok) return null;
  return { value: advantageOf(next, s), next };
}

/** The trial position of a won bid (as the bid pricing builds it): `s` about to take `space`. */
function wonTrial(G: GameState, s: StateId, move: Extract<Move, { type: 'assign' }>): GameState {
  const C = cloneForSearch(G);
  const { general, units, gold } = move.args;
  turnToWonBid(C, s, move.args.space, { general, ...(units ? { units } : {}), ...(gold ? { gold } : {}) });
  return C;
}

function bidReason(G: GameState, s: StateId, move: Extract<Move, { type: 'assign' }>): MoveReason {
  const space = move.args.space;
  const { keepChance, rival } = bidStanding(G, s, move.args);
  const trial = wonTrial(G, s, move);
  const best = bestChoice(trial, s, space);
  let effects: Effect[] = [];
  if (best && best.gain > 0) {
    const next = cloneForSearch(trial);
    if (takeAction(next, s, space, best.choice).ok) effects = effectsBetween(G.players[s], next.players[s]);
  }
  // A tribal bid pays with units or gold: that payment is part of what winning changes.
  if (isTribal(space) && effects.length === 0) effects = effectsBetween(G.players[s], trial.players[s]);
  return { kind: 'bid', space, gain: Math.max(0, best?.gain ?? 0), keepChance, rival, effects };
}

function actionReason(G: GameState, s: StateId, move: Move & { space: ActionSpaceId }): MoveReason {
  const space = move.space;
  const declined: Move = { type: 'declineAction', space };
  const baseline = actionRefused(G, s, space, false) ? advantageOf(G, s) : (valueAfter(G, s, declined)?.value ?? advantageOf(G, s));
  if (move.type === 'declineAction') {
    const top = actionRefused(G, s, space, true) ? undefined : scoreChoices(G, s, space)[0];
    return { kind: 'decline', space, bestTake: top ? top.gain : null };
  }
  const after = valueAfter(G, s, move);
  return {
    kind: 'take',
    space,
    gain: after ? after.value - baseline : 0,
    effects: after ? effectsBetween(G.players[s], after.next.players[s]) : [],
  };
}

/** The bots' own figures behind `move` at `s`'s current decision on `view` (observe(G, s)). */
export function moveReason(view: GameState, s: StateId, move: Move): MoveReason {
  switch (move.type) {
    case 'assign':
      return bidReason(view, s, move);
    case 'pass':
      return { kind: 'pass', bestBid: bestAssignment(view, s)?.value ?? 0 };
    case 'takeAction':
    case 'declineAction':
      return actionReason(view, s, move);
    case 'recruit': {
      const drawn = view.players[s].secret.drawn;
      const left = drawn.filter((g) => !move.keep.includes(g)).map(generalWorth);
      return {
        kind: 'recruit',
        kept: move.keep.map((general) => ({ general, worth: generalWorth(general) })),
        bestLeft: left.length ? Math.max(...left) : null,
      };
    }
    case 'selectAlliance':
      return { kind: 'alliance', space: move.space, gain: spacePrices(view, s).plain[move.space] ?? 0 };
    default: {
      // A card's skill amid won actions: the heuristic never compares it with them, so there is no figure to give.
      if (currentDecision(view).kind === 'action') return { kind: 'other', overNext: null };
      const mine = valueAfter(view, s, move)?.value;
      return { kind: 'other', overNext: mine === undefined ? null : overNextBest(view, s, move, mine) };
    }
  }
}

function overNextBest(G: GameState, s: StateId, move: Move, mine: number): number | null {
  const key = JSON.stringify(move);
  const others = rankByLookahead(G, s).filter((r) => JSON.stringify(r.move) !== key);
  return others.length ? mine - others[0].value : null;
}
