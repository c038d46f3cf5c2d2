/** The moves of setup and of a turn (3.1-3.2, 4.1, 4.3-4.4, 4.8.3-4.8.4): each checked, then applied. */
import { AREAS } from './data/areas';
import { CHARACTERS } from './data/characters';
import { KINGDOMS } from './data/kingdoms';
import { chitAllows } from './chits';
import { checkEliminations, relocate, relocationAreas } from './combatEnd';
import { expectType, field, type Handler, isAreaId, isCharacterId, isCount, isKingdomId, isPlayerKingdomId } from './moveCheck';
import { kingdomsOfSeat } from './model/pieces';
import { SEAT_NAMES } from './model/state';
import { relocateArmies, relocationTargets, sharedAreas } from './roundEnd';
import { draftKingdom, makeMain } from './setup';
import { startTurn } from './flow';
import { levy, levyRoom, negotiate, negotiationTargets, negotiators, startLevy } from './turn';

export const draftMove: Handler<'draft'> = (G, decision, type, move) => {
  const wrong = expectType(type, ['draft'], 'a kingdom is drafted (3.1)');
  if (wrong) return wrong;
  const kingdom = field(move, 'kingdom');
  if (!isPlayerKingdomId(kingdom)) return `${String(kingdom)} is not one of the nine kingdoms a player may choose (3.1(A)).`;
  if (G.kingdoms[kingdom].owner !== null) return `${KINGDOMS[kingdom].name} is already chosen.`;
  draftKingdom(G, decision.seat, kingdom);
  return null;
};

export const chooseMainMove: Handler<'chooseMain'> = (G, decision, type, move) => {
  const optional = decision.why === 'endOfTurn' || decision.why === 'endOfRound';
  const wrong = expectType(type, optional ? ['chooseMain', 'done'] : ['chooseMain'], 'a main kingdom is chosen (3.2)');
  if (wrong) return wrong;
  if (type === 'chooseMain') {
    const kingdom = field(move, 'kingdom');
    if (!isPlayerKingdomId(kingdom) || !kingdomsOfSeat(G, decision.seat).includes(kingdom))
      return `${SEAT_NAMES[decision.seat]} controls no kingdom ${String(kingdom)} to make its main kingdom.`;
    makeMain(G, decision.seat, kingdom);
  }
  if (decision.why === 'lostMain') G.mainLost.shift();
  if (decision.why === 'endOfRound') G.roundEnd!.choosingMain.shift();
  if (decision.why === 'endOfTurn') G.turn = null;
  return null;
};

export const activateMove: Handler<'activate'> = (G, decision, type, move, random) => {
  const wrong = expectType(type, ['activate'], 'a kingdom is activated (4.1(B)-(C))');
  if (wrong) return wrong;
  const kingdom = field(move, 'kingdom');
  if (!isKingdomId(kingdom) || !chitAllows(G, decision.chit, decision.seat, kingdom))
    return `This chit cannot activate ${String(kingdom)} (4.1(B)-(C), 8(A)).`;
  startTurn(G, decision.seat, kingdom, decision.chit, random);
  return null;
};

export const diplomacyMove: Handler<'diplomacy'> = (G, _decision, type, move, random) => {
  const wrong = expectType(type, ['negotiate', 'done'], 'is the diplomacy step (4.3)');
  if (wrong) return wrong;
  if (type === 'done') {
    G.turn!.step = 'levy';
    startLevy(G);
    return null;
  }
  const character = field(move, 'character');
  const kingdom = field(move, 'kingdom');
  if (!isCharacterId(character) || !negotiators(G).includes(character))
    return `${String(character)} cannot negotiate now: an active character with diplomacy, once a turn (4.3).`;
  if (!isPlayerKingdomId(kingdom) || !negotiationTargets(G).includes(kingdom))
    return `${String(kingdom)} is neither neutral nor an opposing allied kingdom (4.3(A)-(B), 8).`;
  negotiate(G, character, kingdom, random);
  return null;
};

export const levyMove: Handler<'levy'> = (G, _decision, type, move) => {
  const wrong = expectType(type, ['levy', 'done'], 'is the levy step (4.4)');
  if (wrong) return wrong;
  if (type === 'done') {
    G.turn!.step = 'movement';
    return null;
  }
  const area = field(move, 'area');
  const count = field(move, 'count');
  if (!isAreaId(area)) return `${String(area)} is not an area.`;
  if (!isCount(count) || count === 0) return 'A levy places a whole number of armies, at least one.';
  const room = levyRoom(G, area);
  if (count > room) return `At most ${room} armies can be levied in ${AREAS[area].name} (4.4(C)-(F)).`;
  levy(G, area, count);
  return null;
};

export const relocateCharacterMove: Handler<'relocateCharacter'> = (G, decision, type, move) => {
  const wrong = expectType(type, ['relocate'], `${CHARACTERS[decision.character].name} is relocated (5.7(A), (E))`);
  if (wrong) return wrong;
  const area = field(move, 'area');
  const c = G.characters[decision.character];
  if (!isAreaId(area) || !relocationAreas(G, c.kingdom!, c.area!).includes(area))
    return `${CHARACTERS[decision.character].name} goes to an area with armies of his kingdom (5.7(A)).`;
  G.relocations.shift();
  relocate(G, decision.character, area);
  checkEliminations(G);
  return null;
};

export const relocateAlliesMove: Handler<'relocateAllies'> = (G, decision, type, move) => {
  const wrong = expectType(type, ['relocateArmies'], 'allies are relocated (4.8.3)');
  if (wrong) return wrong;
  const from = field(move, 'from');
  const kingdom = field(move, 'kingdom');
  const to = field(move, 'to');
  if (!isAreaId(from) || !sharedAreas(G, decision.seat).includes(from))
    return `${String(from)} holds no armies of two of your kingdoms (4.8.3).`;
  if (!isKingdomId(kingdom) || !(G.armies[from][kingdom] ?? 0) || G.kingdoms[kingdom].owner !== decision.seat)
    return `${String(kingdom)} has no armies of yours there.`;
  if (!isAreaId(to) || !relocationTargets(G, decision.seat, kingdom, from).includes(to))
    return `${String(to)} is not a friendly area free of your other kingdoms' armies (4.8.3).`;
  relocateArmies(G, from, kingdom, to);
  return null;
};
