/**
 * Players' names as the server accepts them (src/server/lobbyGuard.ts,
 * `playerNameOf`): 1 to 24 letters, digits, spaces, ".", "_", "'" or "-",
 * trimmed, with at least one letter or digit. The page checks the same rule
 * before asking, so a player learns at once what to fix; the server still has
 * the last word (test/board/onlineNames.test.tsx keeps the two in step).
 */

export const MAX_NAME_LENGTH = 24;

export const NAME_RULE = `1 to ${MAX_NAME_LENGTH} letters, digits, spaces, ".", "_", "'" or "-"`;

/** The name as it will be stored: trimmed, in Unicode NFC. */
export const cleanName = (raw: string): string => raw.normalize('NFC').trim();

/** Why the server would refuse this name, in words; null when it is fine. */
export function nameProblem(raw: string): string | null {
  const name = cleanName(raw);
  const length = [...name].length;
  if (length === 0) return 'Type a name first.';
  if (length > MAX_NAME_LENGTH) return `A name is at most ${MAX_NAME_LENGTH} characters long (this one has ${length}).`;
  if (!/^[\p{L}\p{M}\p{N} _.'-]+$/u.test(name)) return `A name may hold only ${NAME_RULE}.`;
  if (!/[\p{L}\p{N}]/u.test(name)) return 'A name needs at least one letter or digit.';
  return null;
}
