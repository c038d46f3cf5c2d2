/**
 * A match's chat as the page and the server both see it: what a message may
 * be, and the shapes boardgame.io's chat channel carries (`chatMessages` on
 * the client, the `chat` event on the socket).
 *
 * A line holds only what a person typed and who the server knows sent it,
 * so the chat can never carry hidden information.
 */

/** Longest message, in characters: a sentence or two, enough to talk across a table. */
export const MAX_CHAT_LENGTH = 300;

/** Phrases a phone player sends with one tap. */
export const QUICK_PHRASES = ['Good game', 'Thinking…', 'Your turn', 'Well played'] as const;

/** One message as the server stored and sent it. `seat` null: a spectator. `name`: the seat's name as the server knows it. */
export interface ChatLine {
  id: string;
  seat: string | null;
  name: string;
  text: string;
  /** Milliseconds since 1970, by the server's clock. */
  at: number;
}

/**
 * What the server puts in a chat message's `payload`: a line, the kept lines
 * sent to a client that (re)connects, or a refusal sent to its sender only.
 */
type ChatPayload = ChatLine | { history: ChatLine[] } | { refused: string };

/** boardgame.io's chat message: `{ id, sender, payload }` (`sender`: a seat, or null for a spectator and the server). */
export interface ChatMessage {
  id: string;
  sender: string | null;
  payload: ChatPayload;
}

// Control characters other than newline and tab would only garble the chat box.
// biome-ignore lint/suspicious/noControlCharactersInRegex: they are what is removed
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

/** The message as it is sent and kept: control characters removed, spaces trimmed. */
export function cleanChatText(text: string): string {
  return text.replace(CONTROL_CHARACTERS, '').trim();
}

/** Characters as a person counts them (an emoji is one). */
const chatLength = (text: string): number => [...text].length;

/** Why a cleaned message cannot be sent, or null. */
export function chatTextProblem(clean: string): string | null {
  if (clean === '') return 'Type a message first: an empty one is not sent.';
  const length = chatLength(clean);
  if (length > MAX_CHAT_LENGTH) return `A message is at most ${MAX_CHAT_LENGTH} characters; this one has ${length}.`;
  return null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Whether `value` is a line as the server sends it (the page trusts nothing it did not check). */
export function isChatLine(value: unknown): value is ChatLine {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    (value.seat === null || typeof value.seat === 'string') &&
    typeof value.name === 'string' &&
    typeof value.text === 'string' &&
    typeof value.at === 'number'
  );
}
