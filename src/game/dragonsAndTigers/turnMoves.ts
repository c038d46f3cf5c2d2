/** The moves of setup and of a turn (3.1-3.2, 4.1, 4.3-4.5, 4.8.3-4.8.4): each checked, then applied. */
import { AREAS } from './data/areas';
import { CHARACTERS } from './data/characters';
import { KINGDOMS } from './data/kingdoms';
import { chitAllows } from './chits';
import { checkEliminations, relocate, relocationAreas } from './combatEnd';
import { isMover, join, joiners, maxEscort, mayTakeEmperor, startMove, step, stepError, stop } from './movement';
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

export const movementMove: Handler<'movement'> = (G, _decision, type, move) => {
  const wrong = expectType(type, ['startMove', 'done'], 'is the movement step (4.5)');
  if (wrong) return wrong;
  if (type === 'done') {
    G.turn!.step = 'combat';
    return null;
  }
  const character = field(move, 'character');
  const armies = field(move, 'armies');
  const emperor = field(move, 'emperor') ?? false;
  if (!isCharacterId(character) || !isMover(G, character))
    return `${String(character)} cannot move: an active character with command 1 or more, once a turn, leaving a piece behind (4.5).`;
  if (!isCount(armies) || armies > maxEscort(G, character))
    return `${CHARACTERS[character].name} can take 0 to ${maxEscort(G, character)} armies (4.5(E)-(F)).`;
  if (typeof emperor !== 'boolean' || (emperor && !mayTakeEmperor(G, character)))
    return 'Emperor Xian cannot go with this character (9(D)).';
  startMove(G, character, armies, emperor);
  return null;
};

export const movingMove: Handler<'moving'> = (G, _decision, type, move) => {
  const wrong = expectType(type, ['step', 'stop', 'join'], 'a character is moving (4.5)');
  if (wrong) return wrong;
  if (type === 'stop') {
    stop(G);
    return null;
  }
  if (type === 'join') {
    const character = field(move, 'character');
    const armies = field(move, 'armies');
    if (!isCharacterId(character) || !joiners(G).includes(character))
      return `${String(character)} cannot join: with a faction chit, before the first step, a character of another friendly kingdom there (4.5.3).`;
    if (!isCount(armies) || armies > maxEscort(G, character))
      return `${CHARACTERS[character].name} can take 0 to ${maxEscort(G, character)} armies (4.5(E)-(F)).`;
    join(G, character, armies);
    return null;
  }
  const area = field(move, 'area');
  const dropOff = field(move, 'dropOff') ?? 0;
  if (!isAreaId(area)) return `${String(area)} is not an area.`;
  if (!isCount(dropOff)) return 'Armies are dropped off in whole numbers.';
  const error = stepError(G, area, dropOff);
  if (error) return error;
  step(G, area, dropOff);
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
