/**
 * The "in view" check: every control the current decision needs is inside
 * the window and not covered (the element at its centre is the control or
 * inside it), at 1280x800 and 390x844. It runs once per kind of decision
 * (recruit, a bid's popover, a won action's step, the lit border locations,
 * trade, construct, end-of-round choices) as the existing flows reach them,
 * before anything is clicked: a click by playwright would scroll the target
 * into view itself and hide what a player meets. On a phone it also checks
 * that the board keeps most of the height and the tray stays one line.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// Own copies of harness.ts's and layout.ts's few constants: the harness's click helpers import this file.
const RESULTS = fileURLToPath(new URL('../../test-results', import.meta.url));
const tid = (id: string) => `[data-testid="${id}"]`;
const SIZES = [
  [{ width: 390, height: 844 }, '390x844'],
  [{ width: 1280, height: 800 }, '1280x800'],
] as const;

/**
 * What a decision asks the player to click: the open popover's controls, the
 * lit border locations once a battle's options are open (before, the tray's
 * button for the battle is the way in, and the locations of every won battle
 * are lit as a shortcut), the tray's own.
 */
const NEEDED = [
  '.space-popover :is(button, select, input):not([disabled])',
  'body:has([data-testid^="action-battle:"]) [data-testid^="target-location-"]',
  `${tid('decision-panel')} :is(${tid('tray-confirm')}, ${tid('bid-pass')}, [data-testid^="open-action-"])`,
  `${tid('decision-panel')} ${tid('card-choice')} button:not([disabled])`,
].join(', ');

/** The needed controls that are outside the window or covered, each with what covers it. */
export async function hiddenControls(page: Page, firstOf: string | null = null): Promise<string[]> {
  return page.evaluate(
    ({ sel, firstOf }) => {
      const name = (el: Element) =>
        el.getAttribute('data-testid') ?? `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
      const problems: string[] = [];
      const first = firstOf ? document.querySelector(firstOf) : null;
      for (const el of [...document.querySelectorAll(sel), ...(first ? [first] : [])]) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) continue;
        if (r.top < 0 || r.left < 0 || r.bottom > window.innerHeight || r.right > window.innerWidth) {
          problems.push(
            `${name(el)} outside the window (${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)})`,
          );
          continue;
        }
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        if (!hit || !(hit === el || el.contains(hit))) {
          const cover = hit?.closest('[data-testid], [class]');
          problems.push(`${name(el)} covered by ${cover ? (cover.getAttribute('data-testid') ?? cover.className) : 'nothing'}`);
        }
      }
      return problems;
    },
    { sel: NEEDED, firstOf },
  );
}

/**
 * Waits until the page has stopped scrolling: the same scroll position at
 * two looks 120 ms apart after the one before (a smooth scroll takes a few
 * hundred ms; a loaded machine can show no move for a frame of it). A few
 * frames first: the page answers a resize in the frame after it
 * (useSpacePopover.ts), and a scroll not yet begun would pass for one over.
 * The loop runs in the page: waitForFunction takes a returned promise itself
 * for a truthy answer and would not wait for it.
 */
async function scrollSettled(page: Page): Promise<void> {
  const settled = await page.evaluate(async () => {
    const frame = () => new Promise(requestAnimationFrame);
    for (let i = 0; i < 3; i++) await frame();
    const giveUp = performance.now() + 5_000;
    let y = window.scrollY;
    for (let still = 0; still < 2; ) {
      if (performance.now() > giveUp) return false;
      await new Promise((resolve) => setTimeout(resolve, 120));
      await frame();
      still = window.scrollY === y ? still + 1 : 0;
      y = window.scrollY;
    }
    return true;
  });
  expect(settled, 'the page stops scrolling within 5 s').toBe(true);
}

/**
 * The share of the window's height that shows the board (the table's board
 * and panels, `.tk-board`) uncovered: its rows inside the window less those
 * under the turn banner, the dock (hand and tray) or an open popover.
 * A popover counts across the whole row, as a phone is too narrow to see
 * the board beside it.
 */
export async function boardShare(page: Page): Promise<number> {
  return page.evaluate(() => {
    const h = window.innerHeight;
    const board = document.querySelector('.tk-board')?.getBoundingClientRect();
    if (!board) return 0;
    const covered = new Uint8Array(h);
    for (let y = Math.max(0, Math.floor(board.top)); y < Math.min(h, Math.ceil(board.bottom)); y++) covered[y] = 1;
    const covers = [...document.querySelectorAll('.dock, .space-popover, .turn-banner')]
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.height > 0 && r.width > 0);
    for (const r of covers) for (let y = Math.max(0, Math.floor(r.top)); y < Math.min(h, Math.ceil(r.bottom)); y++) covered[y] = 0;
    return covered.reduce((n, v) => n + v, 0) / h;
  });
}

/** How many rows of controls the tray shows (a folded tray: one). */
export async function trayRows(page: Page): Promise<number> {
  return page.evaluate(() => {
    const tops = [...document.querySelectorAll('[data-testid="decision-panel"] :is(button, select, p, h2)')]
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.height > 0 && r.width > 0)
      .map((r) => r.top);
    const rows: number[] = [];
    for (const top of tops.sort((a, b) => a - b)) if (!rows.some((r) => Math.abs(r - top) < 12)) rows.push(top);
    return rows.length;
  });
}

/** The least share of a phone's height the board must show at any decision (issue 34, item 5). */
const PHONE_BOARD_SHARE = 0.6;

const checked = new Set<string>();
const phoneElsewhere = new Set<string>();

/**
 * Kinds whose 390x844 check another test file makes on the same phone
 * layout: this file checks them at 1280x800 only (each file is a module of
 * its own, so `checked` cannot tell).
 */
export function skipPhoneCheckFor(kinds: readonly string[]): void {
  for (const kind of kinds) phoneElsewhere.add(kind);
}

/**
 * Once per decision `kind` in a test file: at both sizes, the decision's
 * controls in view and uncovered (the page may scroll or place popovers anew
 * on a resize, as when a phone turns), with a screenshot of each; back at
 * 1280x800. `firstOf`: a list (the hand) of which the first must be in view too.
 */
export async function expectDecisionInView(page: Page, kind: string, firstOf: string | null = null): Promise<void> {
  if (checked.has(kind)) return;
  checked.add(kind);
  for (const [size, tag] of SIZES) {
    if (size.width === 390 && phoneElsewhere.has(kind)) continue;
    await page.setViewportSize(size);
    await scrollSettled(page);
    const hidden = await hiddenControls(page, firstOf);
    await page.screenshot({ path: join(RESULTS, `inview-${kind}-${tag}.png`) });
    expect(hidden, `controls hidden at ${tag} (${kind})`).toEqual([]);
    if (size.width === 390) {
      // A phone shows mostly board, whatever is open; the tray folds to one line unless a card's choice is in it.
      expect(await boardShare(page), `share of the height showing the board at ${tag} (${kind})`).toBeGreaterThanOrEqual(PHONE_BOARD_SHARE);
      if (kind !== 'choice') expect(await trayRows(page), `rows of the folded tray at ${tag} (${kind})`).toBe(1);
    }
  }
}

/** The hand's cards to tick or pick: the hand scrolls sideways, so the first of them must be in view. */
export const HAND_CARDS = `${tid('hand')} :is([data-testid^="recruit-"], [data-testid^="pick-"])`;
