/** Reading a move as untrusted input: ids checked as own keys of the data (no prototype keys), counts as whole numbers. */
import { AREAS, type AreaId } from './data/areas';
import { CHARACTERS, type CharacterId } from './data/characters';
import { KINGDOMS, PLAYER_KINGDOM_IDS, type KingdomId, type PlayerKingdomId } from './data/kingdoms';
import type { Decision, DtState } from './model/state';
import type { RandomSource } from '../contract';

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

/** A decision's move handler: null when the move is applied, else why it is refused (nothing changed). */
export type Handler<K extends Decision['kind']> = (
  G: DtState,
  decision: Extract<Decision, { kind: K }>,
  type: unknown,
  move: object,
  random: RandomSource,
) => string | null;

/** Why a move of the wrong type is refused at this decision; null when its type is one `allowed`. */
export const expectType = (type: unknown, allowed: readonly string[], what: string): string | null =>
  allowed.includes(type as string) ? null : `Now ${what}: the move must be ${allowed.map((t) => `"${t}"`).join(' or ')}.`;
