/**
 * The rule for players' names, in one place: the server refuses any other
 * name (lobbyGuard.ts), and the lobby page checks it before asking
 * (src/board/online/names.ts), each in its own words. Pure, so the page can
 * import it.
 *
 * A name is 1 to 24 letters, digits, spaces, ".", "_", "'" or "-", trimmed
 * and in Unicode NFC, with at least one letter or digit: names are shown to
 * every other player, so no markup, control characters or megabytes.
 */

export const MAX_NAME_LENGTH = 24;

/** What is wrong with a name. */
export type NameFault = 'empty' | 'too long' | 'other characters' | 'no letter or digit';

/** The name as it is stored: trimmed, in Unicode NFC. */
export const cleanName = (raw: string): string => raw.normalize('NFC').trim();

/** What is wrong with the name once cleaned, or null when it is acceptable. */
export function nameFault(raw: string): NameFault | null {
  const name = cleanName(raw);
  const length = [...name].length;
  if (length === 0) return 'empty';
  if (length > MAX_NAME_LENGTH) return 'too long';
  if (!/^[\p{L}\p{M}\p{N} _.'-]+$/u.test(name)) return 'other characters';
  if (!/[\p{L}\p{N}]/u.test(name)) return 'no letter or digit';
  return null;
}
