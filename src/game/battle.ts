/**
 * Battle: stationing a general and army units at a border location (rulebook,
 * Battle, with every stationing rule).
 */
import { GENERALS } from './data/generals';
import { BORDER_STATES, LOCATIONS, type LocationId } from './data/board';
import { forEachHook } from './hooks';
import { log } from './log';
import type { ActionChoice } from './moves';
import { borderOfBattle, STATE_NAMES } from './spaces';
import type { GameState, Stationed } from './state';
import type { BattleSpaceId, BorderId, StateId } from './types';
import { myBids } from './resolution';

type BattleChoice = Extract<ActionChoice, { kind: 'battle' }>;

/** Borders a state's next general may be stationed at (second general: opposite border). */
export function allowedBorders(G: GameState, state: StateId): BorderId[] {
  const p = G.players[state];
  const mine = (Object.keys(BORDER_STATES) as BorderId[]).filter((b) => BORDER_STATES[b].includes(state));
  if (p.stationed.length === 1) return mine.filter((b) => b !== p.stationed[0].border);
  return mine;
}

export function battleError(G: GameState, state: StateId, space: BattleSpaceId, c: BattleChoice): string | null {
  const border = borderOfBattle(space);
  const bid = myBids(G, state, space).find((b) => b.general === c.general);
  if (!bid) return `${GENERALS[c.general]?.name.value ?? String(c.general)} did not win this battle space for you.`;
  if (!Number.isInteger(c.units)) return 'Say how many army units to station.';
  const assigned = bid.units?.count ?? 0;
  if (c.units < 1) return 'The general must be stationed with at least 1 of his assigned army units.';
  if (c.units > assigned) return `${GENERALS[c.general].name.value} was assigned with only ${assigned} army unit(s).`;
  if (typeof c.location !== 'string' || !(c.location in LOCATIONS)) return `"${String(c.location)}" is not a border location.`;
  const loc = LOCATIONS[c.location];
  if (loc.border !== border) return `${loc.name.value} is not on this border.`;
  if (G.locations[c.location]) return `${loc.name.value} is already occupied.`;
  if (loc.armyType.value !== bid.units!.type)
    return `${loc.name.value} requires ${loc.armyType.value} units; ${GENERALS[c.general].name.value} has ${bid.units!.type} units.`;
  if (!allowedBorders(G, state).includes(border))
    return 'Your second stationed general must be at the opposite border from your first.';
  if (c.tokenTo !== 'treasury' && c.tokenTo !== 'granary') return 'Place the border location token on your treasury or granary.';
  return null;
}

export function station(G: GameState, state: StateId, space: BattleSpaceId, c: BattleChoice): void {
  const p = G.players[state];
  const bid = myBids(G, state, space).find((b) => b.general === c.general)!;
  const type = bid.units!.type;
  const entry: Stationed = {
    general: c.general,
    locations: [c.location],
    units: [{ type, count: c.units }],
    border: borderOfBattle(space),
    round: G.round,
  };
  // Units not stationed go back to the supply.
  bid.units!.count -= c.units;
  p.stationed.push(entry);
  G.locations[c.location] = { state, general: c.general };
  G.boardBorderTokens = G.boardBorderTokens.filter((l) => l !== c.location);
  const vp: 0 | 1 = GENERALS[c.general].specialisations.value.includes(type) ? 1 : 0;
  (c.tokenTo === 'treasury' ? p.treasury : p.granary).borderTokens.push({ location: c.location, vp });
  log(
    G,
    state,
    `${STATE_NAMES[state]} stations ${GENERALS[c.general].name.value} with ${c.units} ${type} unit(s) at ${LOCATIONS[c.location].name.value}; the border location token (${vp} VP) goes to its ${c.tokenTo}.`,
  );
  forEachHook(G, state, 'onStationed', (hook, ctx) => hook(ctx, entry));
}

/** Every legal stationing for `state` on a battle space it won (for bots and the board). */
export function stationingOptions(G: GameState, state: StateId, space: BattleSpaceId): BattleChoice[] {
  const out: BattleChoice[] = [];
  const border = borderOfBattle(space);
  for (const bid of myBids(G, state, space)) {
    if (!bid.units) continue;
    for (const location of Object.keys(LOCATIONS) as LocationId[]) {
      if (LOCATIONS[location].border !== border) continue;
      for (let units = 1; units <= bid.units.count; units++) {
        for (const tokenTo of ['treasury', 'granary'] as const) {
          const c: BattleChoice = { kind: 'battle', general: bid.general, units, location, tokenTo };
          if (!battleError(G, state, space, c)) out.push(c);
        }
      }
    }
  }
  return out;
}
