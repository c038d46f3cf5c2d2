/**
 * Which tests cover which card: reads the titles of every test in test/
 * (describe, it, it.todo) and matches them to cards by name and to ruling
 * bullets by their first words. Used by scripts/cardsDoc.ts to write
 * docs/cards.md and by test/game/threeKingdomsRedux/cards/coverage.test.ts to fail when a card or a
 * ruling has no test. Node-only (reads files).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface TestTitle {
  /** Path relative to the repository root. */
  file: string;
  /** The describe blocks around it and the test's own title, joined with " › ". */
  title: string;
  todo: boolean;
}

function testFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...testFiles(path));
    else if (/\.test\.tsx?$/.test(name)) out.push(path);
  }
  return out.sort();
}

/** Reads a JS string literal starting at `i` (a quote); returns its value and the index after it. */
function readString(src: string, i: number): { value: string; end: number } | null {
  const quote = src[i];
  if (quote !== "'" && quote !== '"' && quote !== '`') return null;
  let value = '';
  for (let j = i + 1; j < src.length; j++) {
    const c = src[j];
    if (c === '\\') {
      value += src[j + 1];
      j++;
    } else if (c === quote) return { value, end: j + 1 };
    else if (quote === '`' && c === '$' && src[j + 1] === '{') return null;
    else value += c;
  }
  return null;
}

/** The index after the string literal starting at `i` (template literals: to the matching backtick). */
function skipString(src: string, i: number): number {
  const quote = src[i];
  for (let j = i + 1; j < src.length; j++) {
    if (src[j] === '\\') j++;
    else if (src[j] === quote) return j + 1;
    else if (quote !== '`' && src[j] === '\n') return j;
  }
  return src.length;
}

/** Every test title in a file, with its describe path (by brace depth). */
export function titlesIn(source: string, file: string): TestTitle[] {
  const out: TestTitle[] = [];
  const stack: { title: string; depth: number }[] = [];
  let depth = 0;
  const re = /\b(describe|it|test)(\.todo|\.skip|\.each\([^)]*\))?\(\s*/y;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    // Comments and strings that are not a test's title are skipped whole (they may mention it( or braces).
    if (c === '/' && source[i + 1] === '/') {
      i = source.indexOf('\n', i);
      if (i < 0) break;
      continue;
    }
    if (c === '/' && source[i + 1] === '*') {
      i = source.indexOf('*/', i + 2) + 1;
      if (i <= 0) break;
      continue;
    }
    if (c === "'" || c === '"' || c === '`') {
      i = skipString(source, i) - 1;
      continue;
    }
    if (c === '{') depth++;
    else if (c === '}') {
      depth--;
      while (stack.length && stack[stack.length - 1].depth > depth) stack.pop();
    } else if (c === 'd' || c === 'i' || c === 't') {
      if (i > 0 && /[\w.$]/.test(source[i - 1])) continue;
      re.lastIndex = i;
      const m = re.exec(source);
      if (!m) continue;
      const str = readString(source, re.lastIndex);
      if (!str) continue;
      const path = [...stack.map((s) => s.title), str.value].join(' › ');
      if (m[1] === 'describe') stack.push({ title: str.value, depth: depth + 1 });
      else out.push({ file, title: path, todo: m[2] === '.todo' });
      i = str.end - 1;
    }
  }
  return out;
}

/** Other games' test folders: Cao Cao or Sun Jian named there is another game's character, not this card. */
const OTHER_GAMES = /[/\\](dragonsAndTigers|tinyGame)[/\\]/;

export function allTestTitles(root: string): TestTitle[] {
  return testFiles(join(root, 'test'))
    .filter((f) => !OTHER_GAMES.test(f))
    .flatMap((f) => titlesIn(readFileSync(f, 'utf8'), relative(root, f)));
}

/** Lower-case words with punctuation and quote styles removed, for matching text loosely. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^a-z0-9' ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

/** The first words of a ruling a test title must quote. */
export const QUOTED_WORDS = 6;

/** Whether `title` quotes the first words of `ruling`. */
export function quotes(title: string, ruling: string): boolean {
  const want = words(ruling).slice(0, QUOTED_WORDS).join(' ');
  return ` ${words(title).join(' ')} `.includes(` ${want} `);
}

/** The tests naming `cardName` in their title or describe path. */
export function testsNaming(titles: readonly TestTitle[], cardName: string): TestTitle[] {
  const name = ` ${words(cardName).join(' ')} `;
  return titles.filter((t) => ` ${words(t.title).join(' ')} `.includes(name));
}
