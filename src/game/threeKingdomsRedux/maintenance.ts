/**
 * Update and Maintenance (rulebook pp. 17-18), and the game-end conditions.
 */
import { EMPEROR_RANK, LAST_ROUND, MAX_DEVELOPMENT, STATIONED_GENERALS_TO_END } from './data/board';
import { forEachHook, hasHook, sumHooks, type Listener, type ScoringListeners } from './hooks';
import { cardName } from './cardIds';
import { log, logCard, logPhase } from './log';
import { STATE_NAMES } from './spaces';
import { emptyBids, stationedUnits, type GameState, type PlayerState } from './state';
import { STATES, type StateId } from './types';
import { amounts } from './words';
import type { CardHooks } from './cardHooks';

export function stationedUnitCount(p: PlayerState): number {
  return stationedUnits(p);
}

export interface Upkeep {
  popularSupportRice: number;
  armyGold: number;
  armyRice: number;
}

/** What a state owes this maintenance (rulebook, Pay Upkeep). */
export function upkeepOwed(G: GameState, state: StateId, listeners?: ScoringListeners): Upkeep {
  const p = G.players[state];
  const units = stationedUnitCount(p);
  const base = Math.floor(p.popularSupport / 2);
  // (No card changing it: the base itself, with no closure to build; the bots' evaluation asks for every state,
  // passing the state's listeners it has already looked up.)
  const cards = listeners ? listeners.popularSupportUpkeep : undefined;
  const adjusted = listeners
    ? cards === undefined
      ? base
      : base + upkeepChange(G, state, cards, base)
    : hasHook(G, state, 'popularSupportUpkeep')
      ? base + sumHooks(G, state, 'popularSupportUpkeep', (hook, ctx) => hook(ctx, base) - base)
      : base;
  return {
    popularSupportRice: Math.max(0, adjusted),
    armyGold: Math.max(0, units - p.treasury.devTokens - p.treasury.borderTokens.length),
    armyRice: Math.max(0, units - p.granary.devTokens - p.granary.borderTokens.length),
  };
}

/** The popular support upkeep's change by `cards` (the state's popularSupportUpkeep listeners), as sumHooks adds it. */
function upkeepChange(G: GameState, state: StateId, cards: readonly Listener[], base: number): number {
  let total = 0;
  for (let i = 0; i < cards.length; i++) {
    const { card, hook } = cards[i];
    total += (hook as NonNullable<CardHooks['popularSupportUpkeep']>)({ G, state, card }, base) - base;
  }
  return total;
}

/** Pays upkeep; every lacking gold or rice token is a deficit token. */
export function payUpkeep(G: GameState, state: StateId): void {
  const p = G.players[state];
  const owed = upkeepOwed(G, state);
  // Cards that changed the popular support upkeep (Fei Yi) log their activation.
  const base = Math.floor(p.popularSupport / 2);
  forEachHook(G, state, 'popularSupportUpkeep', (hook, ctx) => {
    const change = hook(ctx, base) - base;
    if (change !== 0)
      logCard(
        G,
        state,
        ctx.card,
        `${cardName(ctx.card)}: ${STATE_NAMES[state]}'s popular support upkeep is ${change < 0 ? 'reduced' : 'raised'} by ${Math.abs(change)} rice.`,
      );
  });
  const rice = owed.popularSupportRice + owed.armyRice;
  const lackingRice = Math.max(0, rice - p.rice);
  const lackingGold = Math.max(0, owed.armyGold - p.gold);
  p.rice -= rice - lackingRice;
  p.gold -= owed.armyGold - lackingGold;
  p.deficits += lackingRice + lackingGold;
  if (rice + owed.armyGold > 0)
    log(
      G,
      state,
      `${STATE_NAMES[state]} pays upkeep of ${amounts([
        [owed.armyGold, 'gold'],
        [rice, 'rice'],
      ])}${lackingRice + lackingGold ? `, lacking ${lackingGold + lackingRice} (deficit tokens)` : ''}.`,
    );
}

/** Which game-end conditions hold after the resolution phase (empty: play on). */
export function gameEndReasons(G: GameState): string[] {
  const reasons: string[] = [];
  if (G.round >= LAST_ROUND) reasons.push(`round ${LAST_ROUND} is over`);
  for (const s of STATES) {
    const p = G.players[s];
    if (p.farm.level >= MAX_DEVELOPMENT && p.marketplace.level >= MAX_DEVELOPMENT)
      reasons.push(`${STATE_NAMES[s]} has developed farm and marketplace to level 5`);
    if (p.rank >= EMPEROR_RANK) reasons.push(`${STATE_NAMES[s]} became Emperor`);
    if (p.stationed.length >= STATIONED_GENERALS_TO_END) reasons.push(`${STATE_NAMES[s]} stationed its 5th general`);
  }
  return reasons;
}

/** Runs all of Update and Maintenance and advances the round marker. */
export function runMaintenance(G: GameState): void {
  logPhase(G, 'maintenance', `Round ${G.round}: Update and Maintenance.`);
  // 1) Flip criterion markers.
  G.hanEmperorCriterion = G.hanEmperorCriterion === 'administration' ? 'combat' : 'administration';
  // 2) Pass the Han emperor token to this round's winner of "control Han emperor", or back to supply.
  const winner = G.won.find((w) => w.space === 'controlHanEmperor')?.winners[0] ?? null;
  G.hanEmperorHolder = winner;
  log(
    G,
    winner ?? undefined,
    winner ? `${STATE_NAMES[winner]} takes the Han emperor token.` : 'The Han emperor token returns to the general supply.',
  );
  G.hanEmperorFaceDown = G.hanEmperorNewFaceDown;
  G.hanEmperorNewFaceDown = null;
  // 3) Upkeep.
  for (const s of STATES) payUpkeep(G, s);
  // 4) Military VPs: 1 per stationed army unit, every round.
  for (const s of STATES) G.players[s].militaryVP += stationedUnitCount(G.players[s]);
  // 5) Round track.
  G.previousAllianceSpace = G.allianceSpace;
  G.allianceSpace = null;
  G.bids = emptyBids();
  G.won = [];
  G.round += 1;
  logPhase(G, 'conflict', `Round ${G.round} begins.`);
}
