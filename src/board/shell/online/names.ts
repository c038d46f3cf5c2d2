/**
 * Players' names as the page words them. The rule itself is the server's
 * (src/shared/playerName.ts): the page checks it before asking, so a player
 * learns at once what to fix; the server still has the last word
 * (test/board/threeKingdomsRedux/onlineLobby.test.tsx keeps the two in step).
 */
import { cleanName, MAX_MARKS_IN_A_ROW, MAX_NAME_LENGTH, MAX_NAME_WIDTH, nameFault } from '../../../shared/playerName';

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
    case 'mixed scripts':
      return 'A name is written in one alphabet (besides Chinese, Japanese or Korean characters).';
    case 'stacked marks':
      return `A letter may carry at most ${MAX_MARKS_IN_A_ROW} accents.`;
    case 'too wide':
      return `This name is too wide to show: at most ${MAX_NAME_WIDTH / 2} Chinese, Japanese or Korean characters, or ${MAX_NAME_LENGTH} others.`;
    case 'bot-like':
      return 'A name may not contain the word "bot": the server\'s bots are named so.';
  }
}
