/**
 * The movement decision (4.5, 9(D)): a `march` read as untrusted input, every part checked before
 * anything changes, then played (movement.ts); `done` ends the movement phase.
 */
import type { AreaId } from './data/areas';
import { CHARACTERS, type CharacterId } from './data/characters';
import { companionsOf, isMover, MOVE_STEPS, march, type March, maxEscort, mayTakeEmperor, pathError } from './movement';
import { expectType, field, type Handler, isAreaId, isCharacterId, isCount } from './moveCheck';
import type { DtState } from './model/state';

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null && !Array.isArray(value);

const escortError = (G: DtState, character: CharacterId, armies: unknown): string | null =>
  isCount(armies) && armies <= maxEscort(G, character)
    ? null
    : `${CHARACTERS[character].name} can take 0 to ${maxEscort(G, character)} armies (4.5(E)-(F)).`;

/** The companions as given, checked (4.5.3(A), ruling R23: one a kingdom); a string when refused. */
function readCompanions(G: DtState, leader: CharacterId, value: unknown): March['companions'] | string {
  if (!Array.isArray(value)) return "A march's companions are a list of { character, armies } (4.5.3).";
  const allowed = value.length > 0 ? companionsOf(G, leader) : [];
  const kingdoms = [G.characters[leader].kingdom];
  const out: { character: CharacterId; armies: number }[] = [];
  for (const item of value) {
    const character = isObject(item) ? field(item, 'character') : undefined;
    if (!isCharacterId(character) || !allowed.includes(character) || kingdoms.includes(G.characters[character].kingdom))
      return `${String(character)} cannot join: with a faction chit, a character of another friendly kingdom in the same area, one a kingdom (4.5.3).`;
    const armies = field(item as object, 'armies');
    const error = escortError(G, character, armies);
    if (error) return error;
    kingdoms.push(G.characters[character].kingdom);
    out.push({ character, armies: armies as number });
  }
  return out;
}

/** The path as given, its shape checked (pathError judges the areas); a string when refused. */
function readPath(value: unknown): March['path'] | string {
  if (!Array.isArray(value)) return "A march's path is a list of { area, dropOff }: the one or two areas entered (4.5).";
  if (value.length > MOVE_STEPS) return 'A character moves at most two areas (4.5).';
  const out: { area: AreaId; dropOff: number }[] = [];
  for (const item of value) {
    const area = isObject(item) ? field(item, 'area') : undefined;
    if (!isAreaId(area)) return `${String(area)} is not an area.`;
    const dropOff = field(item as object, 'dropOff') ?? 0;
    if (!isCount(dropOff)) return 'Armies are dropped off in whole numbers.';
    out.push({ area, dropOff });
  }
  return out;
}

export const movementMove: Handler<'movement'> = (G, _decision, type, move) => {
  const wrong = expectType(type, ['march', 'done'], 'is the movement step (4.5)');
  if (wrong) return wrong;
  if (type === 'done') {
    G.turn!.step = 'combat';
    return null;
  }
  const character = field(move, 'character');
  if (!isCharacterId(character) || !isMover(G, character))
    return `${String(character)} cannot move: an active character with command 1 or more, once a turn, leaving a piece behind (4.5).`;
  const armies = field(move, 'armies');
  const escort = escortError(G, character, armies);
  if (escort) return escort;
  const emperor = field(move, 'emperor') ?? false;
  if (typeof emperor !== 'boolean' || (emperor && !mayTakeEmperor(G, character)))
    return 'Emperor Xian cannot go with this character (9(D)).';
  const companions = readCompanions(G, character, field(move, 'companions') ?? []);
  if (typeof companions === 'string') return companions;
  const path = readPath(field(move, 'path'));
  if (typeof path === 'string') return path;
  const checked: March = { character, armies: armies as number, emperor, companions, path };
  const error = pathError(G, checked);
  if (error) return error;
  march(G, checked);
  return null;
};
