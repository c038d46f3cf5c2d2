/** Reading a move as untrusted input: ids checked as own keys of the data (no prototype keys), counts as whole numbers. */
import { AREAS, type AreaId } from './data/areas';
import { CHARACTERS, type CharacterId } from './data/characters';
import { KINGDOMS, PLAYER_KINGDOM_IDS, type KingdomId, type PlayerKingdomId } from './data/kingdoms';

export const isAreaId = (value: unknown): value is AreaId => typeof value === 'string' && Object.hasOwn(AREAS, value);
export const isCharacterId = (value: unknown): value is CharacterId => typeof value === 'string' && Object.hasOwn(CHARACTERS, value);
export const isKingdomId = (value: unknown): value is KingdomId => typeof value === 'string' && Object.hasOwn(KINGDOMS, value);
export const isPlayerKingdomId = (value: unknown): value is PlayerKingdomId =>
  typeof value === 'string' && (PLAYER_KINGDOM_IDS as readonly string[]).includes(value);
export const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** The move's own field `key`, or undefined (never an inherited one). */
export function field(move: object, key: string): unknown {
  return Object.hasOwn(move, key) ? (move as Record<string, unknown>)[key] : undefined;
}
