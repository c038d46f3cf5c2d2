/**
 * Messages between the page and a game's bot worker (botWorkerHost.ts): the page seats bots by id, then
 * asks for one seat's move on that seat's view; the worker answers with a move or an error. Replies are
 * read as untrusted data (`botReply`): the page plays a move only through the contract's match.
 */

export type ToBotWorker =
  /** The bot id (a PageBot's `id`) at each bot seat; replaces any bots seated before. */
  | { type: 'seat'; bots: Readonly<Record<string, string>> }
  /** `view` is the contract's view of `seat`, as that seat's client holds it. */
  | { type: 'decide'; id: number; seat: string; view: unknown };

export type FromBotWorker =
  | { type: 'move'; id: number; seat: string; move: unknown }
  | { type: 'error'; id: number; seat: string; message: string };

/** `data` as a reply of the bot worker, or null when it is not one (wrong shape, missing fields). */
export function botReply(data: unknown): FromBotWorker | null {
  if (typeof data !== 'object' || data === null) return null;
  const reply = data as Record<string, unknown>;
  if (typeof reply.id !== 'number' || typeof reply.seat !== 'string') return null;
  if (reply.type === 'move' && 'move' in reply) return reply as FromBotWorker;
  if (reply.type === 'error' && typeof reply.message === 'string') return reply as FromBotWorker;
  return null;
}
