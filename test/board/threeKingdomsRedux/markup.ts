/**
 * A tiny reader for the static markup the board renders (no DOM library in
 * this project): find elements by data-testid, take their text, and drop the
 * card popups, whose texts legitimately mention other cards by name.
 */

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" };

function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (m) => ENTITIES[m]);
}

/** The text content of a fragment of markup. */
export function textOf(html: string): string {
  return decode(html.replace(/<[^>]*>/g, ''));
}

/** Every data-testid value in the markup, in document order. */
export function testIds(html: string): string[] {
  return [...html.matchAll(/data-testid="([^"]*)"/g)].map((m) => decode(m[1]));
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Outer markup of the element opened at `start` (index of its '<'), matching nested tags of the same name. */
function elementAt(html: string, start: number): string {
  const tag = /^<([a-zA-Z0-9]+)/.exec(html.slice(start))![1];
  const re = new RegExp(`<${tag}(?=[\\s>/])|</${tag}>`, 'g');
  re.lastIndex = start;
  let depth = 0;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    depth += m[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return html.slice(start, m.index + m[0].length);
  }
  // A void element (no closing tag): just the tag itself.
  return html.slice(start, html.indexOf('>', start) + 1);
}

/** Outer markup of the element with this data-testid, or null. */
export function byTestId(html: string, id: string): string | null {
  const at = html.search(new RegExp(`data-testid="${escapeRe(id)}"`));
  if (at < 0) return null;
  return elementAt(html, html.lastIndexOf('<', at));
}

/** Text of the element with this data-testid (throws when absent, so a missing hook fails loudly). */
export function textByTestId(html: string, id: string): string {
  const el = byTestId(html, id);
  if (el === null) throw new Error(`no element with data-testid="${id}"`);
  return textOf(el);
}

/** Outer markup of every direct or nested element with the given tag inside `html`. */
export function elements(html: string, tag: string): string[] {
  const out: string[] = [];
  const re = new RegExp(`<${tag}(?=[\\s>])`, 'g');
  for (let m = re.exec(html); m; m = re.exec(html)) out.push(elementAt(html, m.index));
  return out;
}

/** The markup without the card popups (role="tooltip"). */
export function withoutTooltips(html: string): string {
  const kept: string[] = [];
  let from = 0;
  for (let at = html.indexOf('role="tooltip"', from); at >= 0; at = html.indexOf('role="tooltip"', from)) {
    const start = html.lastIndexOf('<', at);
    kept.push(html.slice(from, start));
    from = start + elementAt(html, start).length;
  }
  kept.push(html.slice(from));
  return kept.join('');
}
