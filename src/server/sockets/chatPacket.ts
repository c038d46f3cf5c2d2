/**
 * The shape of a `chat` packet, as boardgame.io's client sends it
 * (`sendChatMessage`): `[matchID, { id, sender, payload }, credentials]`,
 * where `sender` is the client's seat (none for a spectator) and `payload`
 * the text. Anything else is refused before it is looked at further: an
 * object where the text should be, keys such as `__proto__`, credentials
 * for a spectator, or none for a seat.
 */
import { MAX_CREDENTIALS_LENGTH } from '../seatCredentials';
import { chatTextProblem, cleanChatText, MAX_CHAT_LENGTH } from '../../shared/chat';

/** A well-formed chat packet: the match, the seat it is sent as (null: a spectator), its cleaned text. */
export interface ChatPacket {
  matchID: string;
  seat: string | null;
  text: string;
  credentials: string | null;
}

/** Longest text looked at: far past the limit, so the refusal can say how long it was, yet bounded. */
const MAX_RAW_TEXT = 4 * 1024;
/** Longest message id (boardgame.io's client makes 7 characters; the server makes its own). */
const MAX_MESSAGE_ID = 64;

const MESSAGE_KEYS = new Set(['id', 'sender', 'payload']);

export function checkChatPacket(
  args: readonly unknown[],
  seatIDs: readonly string[],
  matchIdPattern: RegExp,
): { ok: true; chat: ChatPacket } | { ok: false; reason: string } {
  const refuse = (reason: string) => ({ ok: false as const, reason });
  if (args.length < 2 || args.length > 3) return refuse('chat takes [matchID, message, credentials]');
  const [matchID, message, credentials] = args;
  if (typeof matchID !== 'string' || !matchIdPattern.test(matchID))
    return refuse('the match ID must be 1 to 64 letters, digits, "_" or "-"');
  if (typeof message !== 'object' || message === null || Array.isArray(message) || Object.getPrototypeOf(message) !== Object.prototype)
    return refuse('a chat message must be an object { id, sender, payload }');
  for (const key of Object.keys(message)) if (!MESSAGE_KEYS.has(key)) return refuse(`a chat message has no field "${key.slice(0, 40)}"`);
  const { id, sender, payload } = message as Record<string, unknown>;
  if (id !== undefined && (typeof id !== 'string' || id.length > MAX_MESSAGE_ID)) return refuse('a chat message id must be a short string');
  const spectator = sender === null || sender === undefined;
  if (!spectator && (typeof sender !== 'string' || !seatIDs.includes(sender)))
    return refuse('a chat message is sent by a seat, or by nobody (a spectator)');
  if (spectator) {
    if (credentials !== null && credentials !== undefined) return refuse('a spectator has no credentials');
  } else if (typeof credentials !== 'string' || credentials.length === 0 || credentials.length > MAX_CREDENTIALS_LENGTH)
    return refuse('credentials must be the string the Lobby API gave when joining');
  if (typeof payload !== 'string') return refuse('a chat message is text');
  if (payload.length > MAX_RAW_TEXT) return refuse(`A message is at most ${MAX_CHAT_LENGTH} characters; this one has ${payload.length}.`);
  const text = cleanChatText(payload);
  const problem = chatTextProblem(text);
  if (problem) return refuse(problem);
  return {
    ok: true,
    chat: { matchID, seat: spectator ? null : (sender as string), text, credentials: spectator ? null : (credentials as string) },
  };
}
