/**
 * What the chat box shows, from boardgame.io's `chatMessages`: the server's
 * lines (live, and the kept ones it sends a connection that syncs, which may
 * repeat lines already held after a reconnection), and its refusals of this
 * page's own messages. Anything else in the list is ignored.
 */
import { isChatLine, type ChatLine } from '../../../shared/chat';

export interface ChatView {
  /** Every line once, oldest first. */
  lines: ChatLine[];
  /** The server's refusals of this connection's messages, oldest first. */
  refusals: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function chatView(messages: readonly unknown[]): ChatView {
  const byId = new Map<string, ChatLine>();
  const refusals: string[] = [];
  for (const message of messages) {
    const payload = isRecord(message) ? message.payload : undefined;
    if (!isRecord(payload)) continue;
    if (typeof payload.refused === 'string') refusals.push(payload.refused);
    else if (Array.isArray(payload.history)) {
      for (const line of payload.history) if (isChatLine(line)) byId.set(line.id, line);
    } else if (isChatLine(payload)) byId.set(payload.id, payload);
  }
  // By the server's time: a live line may arrive before the history sent with a reconnection.
  const lines = [...byId.values()].sort((a, b) => a.at - b.at);
  return { lines, refusals };
}
