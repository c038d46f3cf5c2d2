/**
 * The legal moves of a seat now, kept short: counts are offered as a few telling values (none, half,
 * all armies to take along; the full room of a levy) though any legal count is accepted
 * (docs/dragons-and-tigers/engine.md).
 */
import { AREA_IDS } from './data/areas';
import { PLAYER_KINGDOM_IDS } from './data/kingdoms';
import { eventMoves } from './eventMoves';
import { factionChoices, traitorousChoices } from './chits';
import { commandChoices, retreatOptions } from './combat';
import { relocationAreas } from './combatEnd';
import { betrayalTargets, betrayers, sideArmyKingdoms } from './combatSides';
import { countMarches, listMarches } from './marchList';
import { armiesOf, kingdomsOfSeat, totalArmies } from './model/pieces';
import type { CountedMoves } from '../contract';
import type { DtState, Move, Seat } from './model/state';
import { relocationTargets, sharedAreas } from './roundEnd';
import { levyRoom, negotiationTargets, negotiators } from './turn';

/** `values` without repeats, in order (the lists are two or three long). */
function distinct(values: number[]): number[] {
  const out: number[] = [];
  for (const value of values) if (!out.includes(value)) out.push(value);
  return out;
}

export function legalMoves(G: DtState, seat: Seat): Move[] {
  const decision = G.decision;
  if (decision.kind === 'over' || decision.seat !== seat) return [];
  const out: Move[] = [];
  switch (decision.kind) {
    case 'decree':
      out.push({ type: 'decree' }, { type: 'done' });
      break;
    case 'event':
      out.push(...eventMoves(G));
      break;
    case 'draft':
      for (const kingdom of PLAYER_KINGDOM_IDS) if (G.kingdoms[kingdom].owner === null) out.push({ type: 'draft', kingdom });
      break;
    case 'chooseMain':
      for (const kingdom of PLAYER_KINGDOM_IDS)
        if (kingdomsOfSeat(G, seat).includes(kingdom) && !G.kingdoms[kingdom].main) out.push({ type: 'chooseMain', kingdom });
      if (decision.why === 'endOfTurn' || decision.why === 'endOfRound') out.push({ type: 'done' });
      break;
    case 'activate':
      for (const kingdom of decision.chit === 'traitorous' ? traitorousChoices(G) : factionChoices(G, seat))
        out.push({ type: 'activate', kingdom });
      break;
    case 'diplomacy': {
      const targets = negotiationTargets(G);
      for (const character of negotiators(G)) for (const kingdom of targets) out.push({ type: 'negotiate', character, kingdom });
      out.push({ type: 'done' });
      break;
    }
    case 'levy': {
      const inPlay = totalArmies(G, G.turn!.kingdom);
      for (const area of AREA_IDS) {
        const count = levyRoom(G, area, inPlay);
        if (count > 0) out.push({ type: 'levy', area, count });
      }
      out.push({ type: 'done' });
      break;
    }
    case 'movement':
      listMarches(G, out);
      out.push({ type: 'done' });
      break;
    case 'battleOrder':
      for (const pending of G.combatQueue) out.push({ type: 'fight', area: pending.area });
      break;
    case 'betrayal': {
      const combat = G.combat!;
      const only = decision.side === 1 ? (combat.betrayer ?? undefined) : undefined;
      for (const target of betrayalTargets(G, combat, decision.side, only))
        for (const character of betrayers(G, combat, decision.side, decision.side === 1 ? 2 : target.need))
          out.push({ type: 'betray', character, kingdom: target.kingdom });
      out.push({ type: 'done' });
      break;
    }
    case 'command':
      for (const choice of commandChoices(G, G.combat!, decision.side)) out.push({ type: 'command', ...choice });
      break;
    case 'casualties': {
      const combat = G.combat!;
      for (const kingdom of sideArmyKingdoms(G, combat, decision.side)) {
        const most = Math.min(combat.hits[decision.side], armiesOf(G, combat.area, kingdom));
        for (const count of distinct([1, most])) out.push({ type: 'loseArmies', kingdom, count });
      }
      break;
    }
    case 'retreat':
      for (const area of retreatOptions(G, G.combat!, decision.side)) out.push({ type: 'retreat', area });
      out.push({ type: 'done' });
      break;
    case 'relocateCharacter': {
      const c = G.characters[decision.character];
      for (const area of relocationAreas(G, c.kingdom!, c.area!)) out.push({ type: 'relocate', area });
      break;
    }
    case 'relocateAllies':
      for (const from of sharedAreas(G, seat))
        for (const kingdom of Object.keys(G.armies[from]) as (keyof typeof G.kingdoms)[])
          if (G.kingdoms[kingdom].owner === seat)
            for (const to of relocationTargets(G, seat, kingdom, from)) out.push({ type: 'relocateArmies', from, kingdom, to });
      break;
  }
  return out;
}

/**
 * `legalMoves` counted, the k-th built alone: a movement decision's marches are counted without
 * building them (marchList.ts); the other decisions list a few moves, so they are listed.
 */
export function countLegalMoves(G: DtState, seat: Seat): CountedMoves<Move> {
  const decision = G.decision;
  if (decision.kind === 'movement' && decision.seat === seat) {
    const marches = countMarches(G);
    return { count: marches.count + 1, at: (k) => (k === marches.count ? { type: 'done' } : marches.at(k)) };
  }
  const moves = legalMoves(G, seat);
  return { count: moves.length, at: (k) => moves[k] };
}
