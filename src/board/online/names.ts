/**
 * Players' names as the page words them. The rule itself is the server's
 * (src/server/playerName.ts): the page checks it before asking, so a player
 * learns at once what to fix; the server still has the last word
 * (test/board/onlineLobby.test.tsx keeps the two in step).
 */
import { cleanName, MAX_NAME_LENGTH, nameFault } from '../../server/playerName';

export { cleanName };

export const NAME_RULE = `1 to ${MAX_NAME_LENGTH} letters, digits, spaces, ".", "_", "'" or "-"`;

/** Why the server would refuse this name, in words; null when it is fine. */
export function nameProblem(raw: string): string | null {
  switch (nameFault(raw)) {
    case null:
      return null;
    case 'empty':
      return 'Type a name first.';
    case 'too long':
      return `A name is at most ${MAX_NAME_LENGTH} characters long (this one has ${[...cleanName(raw)].length}).`;
    case 'other characters':
      return `A name may hold only ${NAME_RULE}.`;
    case 'no letter or digit':
      return 'A name needs at least one letter or digit.';
  }
}
