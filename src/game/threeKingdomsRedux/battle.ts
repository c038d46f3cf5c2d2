/**
 * Battle: stationing a general and army units at a border location (rulebook,
 * Battle, with every stationing rule).
 */
import { GENERALS, type GeneralId } from './data/generals';
import { bordersOf, LOCATIONS, locationsAt, type LocationId } from './data/board';
import { forEachHook } from './hooks';
import { log } from './log';
import type { ActionChoice } from './moves';
import { borderOfBattle, STATE_NAMES } from './spaces';
import { bidUnitCount, bidUnitGroups, type Bid, type GameState, type Stationed, type UnitGroup } from './state';
import { WEAPON_OF, type ArmyType, type BattleSpaceId, type BorderId, type StateId } from './types';
import { myBids } from './resolution';
import { cardName } from './cardIds';
import { counted } from './words';
import type { StationingRules } from './cardHooks';

type BattleChoice = Extract<ActionChoice, { kind: 'battle' }>;

/** Borders a state's next general may be stationed at (second general: opposite border). */
function allowedBorders(G: GameState, state: StateId): readonly BorderId[] {
  const p = G.players[state];
  const mine = bordersOf(state);
  if (p.stationed.length === 1) return mine.filter((b) => b !== p.stationed[0].border);
  return mine;
}

/** What the state's cards allow `general` when stationed (cardHooks.ts StationingRules), merged. */
export function stationingRules(G: GameState, state: StateId, general: GeneralId): StationingRules {
  const rules: StationingRules = {};
  forEachHook(G, state, 'stationing', (hook, ctx) => {
    const r = hook(ctx, general);
    if (!r) return;
    if (r.withoutUnits) rules.withoutUnits = true;
    if (r.anyLocationWith) rules.anyLocationWith = r.anyLocationWith;
    if (r.extraUnitOf) rules.extraUnitOf = r.extraUnitOf;
    if (r.twoLocations) rules.twoLocations = true;
  });
  return rules;
}

/** One border location a stationing occupies, with the units placed there. */
interface Placement {
  location: LocationId;
  /** Army type stationed there (null: Zhao Yun without units). */
  type: ArmyType | null;
  /** Units from the bid. */
  count: number;
  /** Units added from the supply (Huang Zhong). */
  extra: number;
  tokenTo: 'treasury' | 'granary';
  vp: 0 | 1;
}

const TOKEN_PLACES = ['treasury', 'granary'] as const;

/**
 * What judging a stationing by `general` on a won battle space reads that does not depend on the rest of the
 * choice: his bid, his state's stationing rules, whether the border is open to the state. Worked out once per
 * general by the listing (stationingOptions judges every candidate with it), per choice by planStationing.
 */
interface StationingFrame {
  border: BorderId;
  bid: Bid;
  name: string;
  rules: StationingRules;
  /** allowedBorders includes the border (checked last, after the choice's own parts). */
  borderAllowed: boolean;
}

function stationingFrame(G: GameState, state: StateId, space: BattleSpaceId, general: GeneralId): StationingFrame | string {
  const bid = myBids(G, state, space).find((b) => b.general === general);
  if (!bid) return `${cardName(general)} did not win this battle space for you.`;
  const border = borderOfBattle(space);
  return {
    border,
    bid,
    name: GENERALS[general].name.value,
    rules: stationingRules(G, state, general),
    borderAllowed: allowedBorders(G, state).includes(border),
  };
}

/** The stationing a battle choice describes, or why it breaks the rules. */
function planStationing(G: GameState, state: StateId, space: BattleSpaceId, c: BattleChoice): Placement[] | string {
  const frame = stationingFrame(G, state, space, c.general);
  return typeof frame === 'string' ? frame : planWithFrame(G, state, frame, c);
}

/** planStationing for a choice by the frame's general. */
function planWithFrame(G: GameState, state: StateId, frame: StationingFrame, c: BattleChoice): Placement[] | string {
  const { border, bid, name, rules } = frame;
  if (!Number.isInteger(c.units)) return 'Say how many army units to station.';
  const groups = bidUnitGroups(bid).map((g) => ({ ...g }));
  const assigned = groups.reduce((t, g) => t + g.count, 0);
  if (c.units < 0 || (c.units === 0 && !rules.withoutUnits))
    return 'The general must be stationed with at least 1 of his assigned army units.';
  if (c.units > assigned) return `${name} was assigned with only ${counted(assigned, 'army unit')}.`;
  const placements: Placement[] = [];
  const place = (location: unknown, units: number, tokenTo: unknown, flip: boolean | undefined): string | null => {
    if (typeof location !== 'string' || !Object.hasOwn(LOCATIONS, location)) return `"${String(location)}" is not a border location.`;
    const loc = LOCATIONS[location as LocationId];
    if (loc.border !== border) return `${loc.name.value} is not on this border.`;
    if (G.locations[location as LocationId] || placements.some((p) => p.location === location))
      return `${loc.name.value} is already occupied.`;
    let type: ArmyType | null = null;
    if (units > 0) {
      const required = loc.armyType.value;
      const group =
        groups.find((g) => g.type === required && g.count > 0) ??
        (rules.anyLocationWith ? groups.find((g) => g.type === rules.anyLocationWith && g.count > 0) : undefined);
      if (!group)
        return `${loc.name.value} requires ${required} units; ${name} has ${groups.map((g) => g.type).join(' and ') || 'no'} units.`;
      if (group.count < units) return `${name} was assigned with only ${counted(group.count, `${group.type} unit`)}.`;
      group.count -= units;
      type = group.type;
    }
    const specialised = type !== null && GENERALS[c.general].specialisations.value.includes(type);
    // Zhao Yun without units, Xu Huang with infantry where another type is required.
    const mayFlip = type === null ? !!rules.withoutUnits : type !== loc.armyType.value;
    if (flip !== undefined) {
      if (typeof flip !== 'boolean') return '"flipToken" is true or false.';
      if (!mayFlip) return `${name}'s border location token is not flipped by choice here.`;
    }
    if (tokenTo !== 'treasury' && tokenTo !== 'granary') return 'Place the border location token on your treasury or granary.';
    placements.push({ location: location as LocationId, type, count: units, extra: 0, tokenTo, vp: specialised || flip ? 1 : 0 });
    return null;
  };
  const first = place(c.location, c.units, c.tokenTo, c.flipToken);
  if (first) return first;
  if (c.extraUnit !== undefined) {
    if (typeof c.extraUnit !== 'boolean') return '"extraUnit" is true or false.';
    const type = placements[0].type;
    if (!rules.extraUnitOf || type !== rules.extraUnitOf) return `${name} may not station an additional unit from the supply here.`;
    if (c.extraUnit) {
      const p = G.players[state];
      const weapon = WEAPON_OF[type];
      if (p.trained < 1 || p.weapons[weapon] < 1) return `An additional ${type} unit needs 1 trained army and 1 ${weapon} in your supply.`;
      placements[0].extra = 1;
    }
  }
  if (c.second !== undefined) {
    if (!rules.twoLocations) return `${name} may not occupy 2 border locations.`;
    if (!c.second || typeof c.second !== 'object') return 'Name the second location and where its token goes.';
    if (c.units !== 1) return `${name} occupies 2 border locations with 1 army unit each.`;
    const second = place(c.second.location, 1, c.second.tokenTo, undefined);
    if (second) return second;
  }
  if (!frame.borderAllowed) return 'Your second stationed general must be at the opposite border from your first.';
  return placements;
}

export function battleError(G: GameState, state: StateId, space: BattleSpaceId, c: BattleChoice): string | null {
  const plan = planStationing(G, state, space, c);
  return typeof plan === 'string' ? plan : null;
}

export function station(G: GameState, state: StateId, space: BattleSpaceId, c: BattleChoice): void {
  const p = G.players[state];
  const plan = planStationing(G, state, space, c);
  if (typeof plan === 'string') throw new Error(plan);
  const bid = myBids(G, state, space).find((b) => b.general === c.general)!;
  const units: UnitGroup[] = [];
  for (const pl of plan) {
    if (pl.type === null) continue;
    // Units not stationed go back to the supply (with the bid); these leave the bid.
    const group = bidUnitGroups(bid).find((g) => g.type === pl.type)!;
    group.count -= pl.count;
    if (pl.extra) {
      p.trained -= pl.extra;
      p.weapons[WEAPON_OF[pl.type]] -= pl.extra;
    }
    const same = units.find((u) => u.type === pl.type);
    if (same) same.count += pl.count + pl.extra;
    else units.push({ type: pl.type, count: pl.count + pl.extra });
  }
  const entry: Stationed = {
    general: c.general,
    locations: plan.map((pl) => pl.location),
    units,
    border: borderOfBattle(space),
    round: G.round,
  };
  p.stationed.push(entry);
  for (const pl of plan) {
    G.locations[pl.location] = { state, general: c.general };
    G.boardBorderTokens = G.boardBorderTokens.filter((l) => l !== pl.location);
    (pl.tokenTo === 'treasury' ? p.treasury : p.granary).borderTokens.push({ location: pl.location, vp: pl.vp });
    const with_ = pl.type ? counted(pl.count + pl.extra, `${pl.type} unit`) : 'no army units';
    log(
      G,
      state,
      `${STATE_NAMES[state]} stations ${GENERALS[c.general].name.value} with ${with_} at ${LOCATIONS[pl.location].name.value}; the border location token (${pl.vp} VP) goes to its ${pl.tokenTo}.`,
    );
  }
  forEachHook(G, state, 'onStationed', (hook, ctx) => hook(ctx, entry));
}

/** Every legal stationing for `state` on a battle space it won (for bots and the board). */
export function stationingOptions(G: GameState, state: StateId, space: BattleSpaceId): BattleChoice[] {
  const out: BattleChoice[] = [];
  const border = borderOfBattle(space);
  const locations = locationsAt(border);
  for (const bid of myBids(G, state, space)) {
    const frame = stationingFrame(G, state, space, bid.general);
    // Every candidate of this general is judged against the same frame. A border closed to the state refuses
    // them all (planWithFrame's last check), so none is built.
    if (typeof frame === 'string' || !frame.borderAllowed) continue;
    const rules = frame.rules;
    const most = bidUnitCount(bid);
    for (let units = rules.withoutUnits ? 0 : 1; units <= most; units++)
      for (const location of locations)
        for (const tokenTo of TOKEN_PLACES) {
          const base: BattleChoice = { kind: 'battle', general: bid.general, units, location, tokenTo };
          // The base choice's own plan judges it (battleError is this plan's verdict); the variants are judged below.
          const plan = planWithFrame(G, state, frame, base);
          const variants: BattleChoice[] = [base];
          // Flipping by choice only where it changes the token (not already 1 VP by specialisation).
          if (typeof plan !== 'string' && plan[0].vp === 0) variants.push({ ...base, flipToken: true });
          if (rules.extraUnitOf) variants.push(...variants.map((v) => ({ ...v, extraUnit: true })));
          if (rules.twoLocations && units === 1)
            for (const l2 of locations) for (const t2 of TOKEN_PLACES) variants.push({ ...base, second: { location: l2, tokenTo: t2 } });
          if (typeof plan !== 'string') out.push(base);
          for (let i = 1; i < variants.length; i++)
            if (typeof planWithFrame(G, state, frame, variants[i]) !== 'string') out.push(variants[i]);
        }
  }
  return out;
}
