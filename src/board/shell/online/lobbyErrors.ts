/** What went wrong with a Lobby API call, as a sentence for the page. */
import { LobbyClientError } from 'boardgame.io/client';

const sentence = (text: string): string => (/[.!?]$/.test(text) ? text : `${text}.`);

/** The text the server answered with, when it said anything. */
function serverText(details: unknown): string | null {
  if (typeof details === 'string') return details.trim() || null;
  if (details && typeof details === 'object') {
    const { message, error } = details as { message?: unknown; error?: unknown };
    if (typeof message === 'string') return message;
    if (typeof error === 'string') return error;
  }
  return null;
}

/**
 * `doing` says what was asked ("Joining Wu"). A refusal carries the server's
 * own reason; a failed connection says the server could not be reached.
 */
export function lobbyErrorText(doing: string, error: unknown): string {
  if (error instanceof LobbyClientError) {
    const status = /(\d{3})/.exec(error.message)?.[1];
    const said = serverText(error.details);
    if (status === '404' && (!said || /^Match .* not found$/.test(said))) return `${doing} failed: the server has no such match.`;
    return sentence(`${doing} failed: ${said ?? `the server answered ${error.message}`}`);
  }
  if (error instanceof TypeError) return sentence(`${doing} failed: the server could not be reached (${error.message})`);
  return sentence(`${doing} failed: ${error instanceof Error ? error.message : String(error)}`);
}

/** True when the server says the match does not exist (wiped, or never was). */
export const isMissingMatch = (error: unknown): boolean => error instanceof LobbyClientError && /\b404\b/.test(error.message);
