/**
 * Layout and contrast checks for the table in a real browser, beside axe's
 * (axe.ts), for what axe does not judge: screenshots at a laptop and a phone
 * size, no horizontal overflow at phone width, the decision tray and the
 * action spaces in the first screen, and a text contrast of at least 4.5:1
 * (3:1 for large text) computed from the browser's own colours (WCAG 2.x
 * relative luminance). axe leaves a text's contrast undecided where another
 * element overlaps it (the fixed dock, a popover: 50 to 500 texts a screen
 * here); this check decides every text from its CSS colours.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { RESULTS } from './harness';

export const LAPTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** Runs `f` with the page seen as by a player who asked for less motion, then gives the page back its own setting. */
export async function withReducedMotion<T>(page: Page, f: () => Promise<T>): Promise<T> {
  const reduced = await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
  if (reduced) return f();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    return await f();
  } finally {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
  }
}

/** What a player sees (the viewport, not the full page) at 1280x800 and 390x844; leaves the page at 1280x800. */
export async function shots(page: Page, name: string, opts: { fullPage?: boolean } = {}): Promise<void> {
  // Pieces still sliding in would look faded: the shots are taken as a player who asked for less motion sees the page.
  await withReducedMotion(page, () => shotsAtBothSizes(page, name, opts));
}

async function shotsAtBothSizes(page: Page, name: string, opts: { fullPage?: boolean }): Promise<void> {
  for (const [size, tag] of [
    [LAPTOP, '1280x800'],
    [PHONE, '390x844'],
  ] as const) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(RESULTS, `${name}-${tag}.png`) });
    if (opts.fullPage) await page.screenshot({ path: join(RESULTS, `${name}-${tag}-full.png`), fullPage: true });
  }
  await page.setViewportSize(LAPTOP);
}

/** How far the page is wider than a 390 px phone screen (0 when it fits). */
export async function phoneOverflow(page: Page): Promise<number> {
  await page.setViewportSize(PHONE);
  const over = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await page.setViewportSize(LAPTOP);
  return over;
}

/**
 * At 1280x800, scrolled to the top: is the tray wholly on screen, does every
 * common space lie above the dock, are the three states' panels wholly in
 * the window and clear of the dock, and is the log's latest entry in view?
 */
export async function firstScreen(
  page: Page,
): Promise<{ tray: boolean; spacesAboveDock: number; spaces: number; panels: number; latestLogEntry: boolean }> {
  await page.setViewportSize(LAPTOP);
  await page.evaluate(() => window.scrollTo(0, 0));
  return page.evaluate(() => {
    const box = (el: Element | null) => el?.getBoundingClientRect();
    const tray = box(document.querySelector('[data-testid="decision-panel"]'));
    const dock = box(document.querySelector('[data-testid="dock"]'));
    const spaces = [...document.querySelectorAll('.common-spaces > .space')].map((e) => e.getBoundingClientRect());
    const h = window.innerHeight;
    /** Wholly in the window and not under the dock (which may stop short of the side column). */
    const clear = (r: DOMRect) =>
      r.height > 0 &&
      r.top >= 0 &&
      r.bottom <= h &&
      r.right <= window.innerWidth &&
      (!dock || r.bottom <= dock.top || r.left >= dock.right);
    const log = document.querySelector('[data-testid="log"]');
    const latest = log?.lastElementChild?.getBoundingClientRect();
    const logBox = log?.getBoundingClientRect();
    return {
      tray: !!tray && tray.top >= 0 && tray.bottom <= h && tray.height > 0,
      spacesAboveDock: spaces.filter((s) => s.top >= 0 && s.bottom <= (dock?.top ?? h)).length,
      spaces: spaces.length,
      panels: [...document.querySelectorAll('.state-panel')].filter((e) => clear(e.getBoundingClientRect())).length,
      // The newest entry is inside the log's scrolled box, and the box's bottom edge is on screen.
      latestLogEntry:
        !!latest && !!logBox && clear(logBox) && latest.bottom <= logBox.bottom + 1 && latest.top >= logBox.top - 1 && latest.height > 0,
    };
  });
}

/**
 * The track labels that spill out of their boxes (a rank's name into the
 * next cell, an order track's heading past its half), at the current size.
 */
export async function spilledTrackLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const check = (label: Element, box: Element) => {
      const r = label.getBoundingClientRect();
      const b = box.getBoundingClientRect();
      if (r.width === 0) return;
      const spilt = r.left < b.left - 0.5 || r.right > b.right + 0.5 || label.scrollWidth > label.clientWidth + 1;
      if (spilt)
        out.push(
          `"${label.textContent?.trim()}" ${Math.round(r.left)}-${Math.round(r.right)} in ${Math.round(b.left)}-${Math.round(b.right)}`,
        );
    };
    for (const cell of document.querySelectorAll('.rank-cell')) for (const l of cell.querySelectorAll('.rank-name')) check(l, cell);
    for (const track of document.querySelectorAll('.order-track')) for (const l of track.querySelectorAll('h3, li')) check(l, track);
    return out;
  });
}

/** The names of the icons in each state's panel (an icon without a name counts as ""). */
export async function panelIconNames(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('.state-panel')].map((panel) => [
        panel.getAttribute('data-testid') ?? '',
        [...panel.querySelectorAll('svg.icon')].map((svg) =>
          svg.getAttribute('role') === 'img' ? (svg.getAttribute('aria-label') ?? '') : '',
        ),
      ]),
    ),
  );
}

/** Every visible text below the WCAG AA contrast ratio, with the colours found. */
export async function lowContrast(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type RGBA = [number, number, number, number];
    const parse = (c: string): RGBA => {
      const m = c.match(/rgba?\(([^)]+)\)/);
      if (!m) return [0, 0, 0, 0];
      const p = m[1]
        .split(/[ ,/]+/)
        .filter(Boolean)
        .map(Number);
      return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
    };
    const over = (top: RGBA, under: RGBA): RGBA => {
      const a = top[3] + under[3] * (1 - top[3]);
      if (a === 0) return [0, 0, 0, 0];
      const mix = (i: number) => (top[i] * top[3] + under[i] * under[3] * (1 - top[3])) / a;
      return [mix(0), mix(1), mix(2), a];
    };
    const lum = ([r, g, b]: RGBA) => {
      const ch = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b);
    };
    /** The solid colour behind `el`, or null where an image or gradient makes it unknowable. */
    const background = (el: Element | null): RGBA | null => {
      const layers: RGBA[] = [];
      for (let e = el; e; e = e.parentElement) {
        const cs = getComputedStyle(e);
        if (cs.backgroundImage !== 'none') return null;
        const c = parse(cs.backgroundColor);
        if (c[3] > 0) layers.push(c);
        if (c[3] >= 1) break;
      }
      let bg: RGBA = [255, 255, 255, 1];
      for (let i = layers.length - 1; i >= 0; i--) bg = over(layers[i], bg);
      return bg;
    };
    const failures: string[] = [];
    const all = document.body.querySelectorAll<HTMLElement>('*');
    for (const el of all) {
      const text = [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim();
      if (!text || el.getClientRects().length === 0) continue;
      const cs = getComputedStyle(el);
      if (cs.visibility !== 'visible' || el.closest('[hidden], .sr-only, .visually-hidden, :disabled, option')) continue;
      const bg = background(el);
      if (!bg) continue;
      const fg = over(parse(cs.color), bg);
      const [l1, l2] = [lum(fg), lum(bg)].sort((a, b) => b - a);
      const ratio = (l1 + 0.05) / (l2 + 0.05);
      const size = parseFloat(cs.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(cs.fontWeight) >= 700);
      if (ratio < (large ? 3 : 4.5))
        failures.push(`${ratio.toFixed(2)} "${text.slice(0, 40)}" ${cs.color} on rgb(${bg.slice(0, 3).map(Math.round).join(',')})`);
    }
    return failures;
  });
}
