/**
 * A march (4.5) as flat fields the tray asks one at a time: the character, the first area, the second
 * area or a stop in the first, the companions, Emperor Xian, the armies, and the armies dropped off in
 * the first area (4.5(D)). The listed march is kept beside them, and the chosen counts go back into it.
 */
import type { Move } from '../../game/dragonsAndTigers/model/state';

type March = Extract<Move, { type: 'march' }>;
type AnyMove = { type: string } & Record<string, unknown>;

/** The field holding the listed move a flat one was made from. */
export const LISTED = '__listed';

/** `move` with a march's path and companions as flat fields; any other move as it is. */
export function flatten(move: AnyMove): AnyMove {
  if (move.type !== 'march') return move;
  const march = move as unknown as March;
  const flat: AnyMove = {
    type: 'march',
    character: march.character,
    firstArea: march.path[0].area,
    secondArea: march.path[1]?.area ?? null,
    companions: JSON.stringify(march.companions),
    emperor: march.emperor,
    armies: march.armies,
    [LISTED]: march,
  };
  if (march.path.length > 1) flat.dropOff = march.path[0].dropOff;
  return flat;
}

/** The move to send from a flat one with the fields chosen. */
export function unflatten(flat: AnyMove): AnyMove {
  const listed = flat[LISTED] as March | undefined;
  if (!listed) return flat;
  const armies = flat.armies as number;
  const path = listed.path.map((step, i) => ({
    ...step,
    dropOff: i === 0 && listed.path.length > 1 ? ((flat.dropOff as number) ?? 0) : 0,
  }));
  return { ...listed, armies, path } as unknown as AnyMove;
}
