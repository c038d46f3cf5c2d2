/**
 * Enumerates every legal move of a state (for boardgame.io's `ai.enumerate`,
 * our bots, the board's enabled buttons and the random-play property test).
 * Each candidate is checked by the same validators the moves use, so the list
 * can never offer what the rules refuse.
 */
import { GENERALS } from './data/generals';
import { LOCATION_IDS } from './data/board';
import { actionError, choiceKindsFor } from './actions';
import { allianceSpaceError, assignError, hanEmperorTokenAvailable, recruitCount } from './conflict';
import { constructError } from './construct';
import { currentDecision } from './engine';
import type { ActionChoice, AssignArgs, Move, Payment } from './moves';
import { BIDDABLE_SPACES, COMMON_SPACES, isBattle, isTribal } from './spaces';
import type { GameState } from './state';
import { ARMY_TYPES, WEAPON_TYPES, type ActionSpaceId, type StateId, type WeaponType } from './types';
import { myBids } from './resolution';
import { ENHANCEMENTS } from './data/enhancements';

export function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items;
  return [...combinations(rest, k - 1).map((c) => [first, ...c]), ...combinations(rest, k)];
}

/** Multisets of `k` weapons (any mix of types). */
export function weaponMultisets(k: number, types: readonly WeaponType[] = WEAPON_TYPES): WeaponType[][] {
  if (k === 0) return [[]];
  if (types.length === 0) return [];
  const [first, ...rest] = types;
  const out: WeaponType[][] = [];
  for (let n = k; n >= 0; n--) for (const tail of weaponMultisets(k - n, rest)) out.push([...Array(n).fill(first), ...tail]);
  return out;
}

export function assignOptions(G: GameState, state: StateId): AssignArgs[] {
  const p = G.players[state];
  const out: AssignArgs[] = [];
  const han = hanEmperorTokenAvailable(G, state) ? [false, true] : [false];
  for (const general of p.secret.hand) {
    const lead = GENERALS[general].leadership.value;
    for (const space of BIDDABLE_SPACES[state]) {
      const extras: Pick<AssignArgs, 'units' | 'gold'>[] = [{}];
      if (isBattle(space) || isTribal(space))
        for (const type of ARMY_TYPES) for (let count = 1; count <= lead; count++) extras.push({ units: { type, count } });
      if (isTribal(space)) for (let gold = 1; gold <= lead; gold++) extras.push({ gold });
      const psMax = isTribal(space) ? 0 : p.popularSupport;
      for (const extra of extras)
        for (let ps = 0; ps <= psMax; ps++)
          for (const h of isTribal(space) ? [false] : han) {
            const args: AssignArgs = { general, space, ...extra };
            if (ps) args.popularSupport = ps;
            if (h) args.hanEmperorToken = true;
            if (!assignError(G, state, args)) out.push(args);
          }
    }
  }
  return out;
}

function constructChoices(G: GameState, state: StateId): ActionChoice[] {
  const out: ActionChoice[] = [];
  for (const card of G.players[state].secret.enhancementHand) {
    const cost = ENHANCEMENTS[card].cost.value;
    const armies = cost.army ?? 0;
    const weapons = cost.weapon ?? 0;
    const payments: Payment[] = [];
    for (let t = 0; t <= armies; t++)
      for (const w of weaponMultisets(weapons)) {
        const pay: Payment = {};
        if (armies) pay.trainedArmies = t;
        if (weapons) pay.weapons = w;
        payments.push(pay);
      }
    for (const payment of payments) {
      if (!constructError(G, state, card, payment)) out.push({ kind: 'construct', card, payment });
    }
  }
  return out;
}

function tradeChoices(): ActionChoice[] {
  const rice: ({ direction: 'buy' | 'sell'; lots: number } | undefined)[] = [undefined];
  for (const direction of ['buy', 'sell'] as const) for (let lots = 1; lots <= 3; lots++) rice.push({ direction, lots });
  const weapons: ({ direction: 'buy' | 'sell'; items: WeaponType[] } | undefined)[] = [undefined];
  for (const direction of ['buy', 'sell'] as const)
    for (const size of [3, 6]) for (const items of weaponMultisets(size)) weapons.push({ direction, items });
  const out: ActionChoice[] = [];
  for (const r of rice) for (const w of weapons) {
    const c: ActionChoice = { kind: 'trade' };
    if (r) c.rice = r;
    if (w) c.weapons = w;
    out.push(c);
  }
  return out;
}
const TRADE_CHOICES = tradeChoices();

/** Candidate choices for a space before validation. */
function candidateChoices(G: GameState, state: StateId, space: ActionSpaceId): ActionChoice[] {
  const p = G.players[state];
  const out: ActionChoice[] = [];
  for (const kind of choiceKindsFor(space)) {
    switch (kind) {
      case 'developFarm':
      case 'developMarketplace':
      case 'recruitArmies':
      case 'winPopularSupport':
        out.push({ kind });
        break;
      case 'harvest':
        for (let k = 0; k <= p.farm.flipped; k++) out.push({ kind, keepInGranary: k });
        break;
      case 'collectTax':
        for (let k = 0; k <= p.marketplace.flipped; k++) out.push({ kind, keepInTreasury: k });
        break;
      case 'trade':
        out.push(...TRADE_CHOICES);
        break;
      case 'hireInstructor':
        for (const hire of [undefined, { train: 0 }, { train: 1 }, { train: 2 }])
          for (const importFrom of [undefined, 'separation', 'unification'] as const) {
            const c: ActionChoice = { kind };
            if (hire) c.hire = hire;
            if (importFrom) c.importFrom = importFrom;
            out.push(c);
          }
        break;
      case 'construct':
        out.push(...constructChoices(G, state));
        break;
      case 'produce': {
        const pair: WeaponType[] = space === 'produceSpearsHorses' ? ['spear', 'horse'] : ['crossbow', 'vessel'];
        out.push(
          { kind, weapons: [pair[0], pair[0]] },
          { kind, weapons: [pair[1], pair[1]] },
          { kind, weapons: [pair[0], pair[1]] },
        );
        break;
      }
      case 'trainArmies':
        for (let n = 0; n <= 2; n++) out.push({ kind, count: n });
        break;
      case 'demandTribute':
        for (const take of ['gold', 'rice', 'goldAndRice', 'army'] as const) out.push({ kind, take });
        break;
      case 'controlHanEmperor':
        for (const bid of myBids(G, state, space)) out.push({ kind, faceDown: bid.general });
        break;
      case 'battle':
        for (const bid of myBids(G, state, space))
          for (let units = 1; units <= (bid.units?.count ?? 0); units++)
            for (const location of LOCATION_IDS)
              for (const tokenTo of ['treasury', 'granary'] as const)
                out.push({ kind, general: bid.general, units, location, tokenTo });
        break;
      case 'improveTribalRelations':
        out.push({ kind, buyPopularSupport: false }, { kind, buyPopularSupport: true });
        break;
    }
  }
  return out;
}

export function actionChoices(G: GameState, state: StateId, space: ActionSpaceId): ActionChoice[] {
  return candidateChoices(G, state, space).filter((c) => !actionError(G, state, space, c));
}

/** Every legal move of `state` now (empty when it is not this state's decision). */
export function legalMoves(G: GameState, state: StateId): Move[] {
  const d = currentDecision(G);
  switch (d.kind) {
    case 'recruit': {
      if (!d.states.includes(state)) return [];
      return combinations(G.players[state].secret.drawn, recruitCount(G, state)).map((keep) => ({ type: 'recruit', keep }));
    }
    case 'selectAlliance':
      if (d.state !== state) return [];
      return COMMON_SPACES.filter((s) => !allianceSpaceError(G, s)).map((space) => ({ type: 'selectAlliance', space }));
    case 'bid':
      if (d.state !== state) return [];
      return [{ type: 'pass' }, ...assignOptions(G, state).map((args) => ({ type: 'assign' as const, args }))];
    case 'action': {
      if (d.state !== state) return [];
      const moves: Move[] = [];
      for (const space of G.pendingActions[state]) {
        moves.push({ type: 'declineAction', space });
        for (const choice of actionChoices(G, state, space)) moves.push({ type: 'takeAction', space, choice });
      }
      return moves;
    }
    case 'gameOver':
    case 'automatic':
      return [];
  }
}
