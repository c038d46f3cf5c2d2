/**
 * The rule for players' names, in one place: the server refuses any other
 * name (src/server/http/lobbyGuard.ts), and the lobby page checks it before asking
 * (src/board/shell/online/names.ts), each in its own words. Pure, so the page can
 * import it.
 *
 * Names are shown to every other player, so a name is plain, short and
 * cannot pass for someone else's:
 * - 1 to 24 letters, digits, spaces, ".", "_", "'" or "-", trimmed and in
 *   Unicode NFKC (compatibility forms such as fullwidth letters or a
 *   one-character Arabic ligature become the letters they stand for), with at
 *   least one letter or digit: no markup, control characters or megabytes;
 * - letters of the scripts people write names in today (no cuneiform or
 *   hieroglyph, whose glyphs are many letters wide), and of one alphabet at
 *   most beside Chinese, Japanese and Korean (no Latin "Bob" spelt with a
 *   Cyrillic "о");
 * - at most 3 combining marks in a row (a stack of them draws over the lines
 *   around the name);
 * - at most 32 columns wide, a Chinese, Japanese or Korean character
 *   counting 2;
 * - not the word "bot": the server's bots are named "Hard bot" and so on;
 * - not the look-alike of another seated player's name in the same match
 *   (`nameSkeleton`: checked where the match's names are known,
 *   src/server/http/lobbyCalls.ts).
 * The page also clips a name's drawn width, whatever its font does.
 */

export const MAX_NAME_LENGTH = 24;
/** Columns a name may take, a wide (Chinese, Japanese, Korean) character counting 2. */
export const MAX_NAME_WIDTH = 32;
/** Combining marks allowed in a row (Tibetan and Indic clusters use up to 3; stacks of dozens draw over other lines). */
export const MAX_MARKS_IN_A_ROW = 3;

/** What is wrong with a name. */
export type NameFault =
  | 'empty'
  | 'too long'
  | 'other characters'
  | 'no letter or digit'
  | 'mixed scripts'
  | 'stacked marks'
  | 'too wide'
  | 'bot-like';

/** The name as it is stored: trimmed, in Unicode NFKC. */
export const cleanName = (raw: string): string => raw.normalize('NFKC').trim();

const WIDE_SCRIPTS = ['Han', 'Hiragana', 'Katakana', 'Hangul', 'Bopomofo'];
// biome-ignore format: scripts in rows, as Unicode lists them
const ALPHABETS = [
  'Latin', 'Greek', 'Cyrillic', 'Armenian', 'Georgian', 'Hebrew', 'Arabic', 'Thaana', 'Syriac', 'Devanagari', 'Bengali',
  'Gurmukhi', 'Gujarati', 'Oriya', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Sinhala', 'Thai', 'Lao', 'Tibetan',
  'Myanmar', 'Khmer', 'Ethiopic', 'Mongolian', 'Cherokee', 'Canadian_Aboriginal', 'Tifinagh', 'Vai', 'Nko',
];
const scriptTest = (script: string) => new RegExp(`\\p{Script=${script}}`, 'u');
const WIDE_TESTS = WIDE_SCRIPTS.map(scriptTest);
const ALPHABET_TESTS = ALPHABETS.map((script) => ({ script, test: scriptTest(script) }));
const LETTER = /\p{L}/u;
const MARK = /\p{M}/u;

/** The alphabet (not Chinese, Japanese or Korean) a letter belongs to; undefined for a wide letter; null for any other script. */
function alphabetOf(letter: string): string | undefined | null {
  if (WIDE_TESTS.some((t) => t.test(letter))) return undefined;
  return ALPHABET_TESTS.find((a) => a.test.test(letter))?.script ?? null;
}

/** What is wrong with the name once cleaned, or null when it is acceptable. */
export function nameFault(raw: string): NameFault | null {
  const name = cleanName(raw);
  const characters = [...name];
  if (characters.length === 0) return 'empty';
  if (characters.length > MAX_NAME_LENGTH) return 'too long';
  if (!/^[\p{L}\p{M}\p{N} _.'-]+$/u.test(name)) return 'other characters';
  if (!/[\p{L}\p{N}]/u.test(name)) return 'no letter or digit';
  const alphabets = new Set<string>();
  let width = 0;
  let marks = 0;
  for (const c of characters) {
    if (MARK.test(c)) {
      if (++marks > MAX_MARKS_IN_A_ROW) return 'stacked marks';
      continue;
    }
    marks = 0;
    let wide = false;
    if (LETTER.test(c)) {
      const alphabet = alphabetOf(c);
      if (alphabet === null) return 'other characters';
      if (alphabet === undefined) wide = true;
      else alphabets.add(alphabet);
    }
    width += wide ? 2 : 1;
  }
  if (alphabets.size > 1) return 'mixed scripts';
  if (width > MAX_NAME_WIDTH) return 'too wide';
  if (/(^|[^a-z])bots?([^a-z]|$)/.test(nameSkeleton(name, { keepSeparators: true }))) return 'bot-like';
  return null;
}

/** Letters of other alphabets drawn like Latin ones, by their Latin look-alike (capitals before lower-casing). */
// biome-ignore format: one row of letter pairs per alphabet
const LOOK_ALIKES: Record<string, string> = {
  // Cyrillic
  А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', Х: 'X', Ѕ: 'S', І: 'I', Ј: 'J', Ү: 'Y', Ԛ: 'Q', Ԝ: 'W',
  а: 'a', е: 'e', о: 'o', р: 'p', с: 'c', у: 'y', х: 'x', ѕ: 's', і: 'i', ј: 'j', һ: 'h', ԁ: 'd', ԛ: 'q', ԝ: 'w', ӏ: 'i', ё: 'e', ї: 'i',
  // Greek
  Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Ι: 'I', Κ: 'K', Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P', Τ: 'T', Υ: 'Y', Χ: 'X',
  α: 'a', ο: 'o', ν: 'v', ι: 'i', κ: 'k', ρ: 'p', τ: 't', υ: 'u', χ: 'x', ϲ: 'c',
  // Latin letters drawn like others
  ı: 'i', ɑ: 'a', ɡ: 'g', ʏ: 'y',
};

/**
 * What a name looks like, for telling look-alikes apart: NFKC, accents dropped, letters of other
 * alphabets that are drawn like Latin ones replaced by those, lower-cased, l and 1 as i (a capital I is
 * drawn as an l), 0 as o, "rn" as "m" and "vv" as "w", and (unless kept) spaces, ".", "_", "'" and "-" dropped. Two
 * names with the same skeleton can be told apart only by a careful reader.
 */
export function nameSkeleton(name: string, options: { keepSeparators?: boolean } = {}): string {
  let text = '';
  for (const c of cleanName(name).normalize('NFD')) {
    if (MARK.test(c)) continue;
    text += LOOK_ALIKES[c] ?? c;
  }
  text = text.toLowerCase().replace(/[l1]/g, 'i').replace(/0/g, 'o').replace(/rn/g, 'm').replace(/vv/g, 'w');
  return options.keepSeparators ? text : text.replace(/[\s._'-]/g, '');
}

/** Whether two names look alike (the same skeleton). */
export const namesLookAlike = (a: string, b: string): boolean => nameSkeleton(a) === nameSkeleton(b);
