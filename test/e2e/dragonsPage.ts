/**
 * Playing Dragons & Tigers' table by clicking, for the end-to-end tests: one decision at a time, on
 * the map where the decision lights places or pieces (levies and marches always), else in the tray,
 * and Confirm. The "in view" check of inView.ts, with this table's controls, and a screenshot per phase.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { RESULTS, tid } from './harness';

const SIZES = [
  [{ width: 1280, height: 800 }, '1280x800'],
  [{ width: 390, height: 844 }, '390x844'],
] as const;

/** What a decision asks the player to click: the lit places and pieces, the step's choices, Confirm. */
const NEEDED = [
  '[data-testid^="area-lit-"] circle:last-of-type',
  '[data-testid^="character-"]',
  `${tid('step-options')} button`,
  `${tid('decision-panel')} :is(${tid('tray-confirm')}, [data-testid^="count-"])`,
].join(', ');

/** The needed controls outside the window or covered, each with what covers it (inView.ts's method). */
async function hiddenControls(page: Page): Promise<string[]> {
  return page.evaluate((sel) => {
    const problems: string[] = [];
    for (const el of document.querySelectorAll(sel)) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      const name = el.closest('[data-testid]')?.getAttribute('data-testid') ?? el.tagName;
      if (r.top < 0 || r.left < 0 || r.bottom > window.innerHeight || r.right > window.innerWidth) {
        problems.push(`${name} outside the window (${Math.round(r.left)},${Math.round(r.top)})`);
        continue;
      }
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      const owner = el.closest('[data-testid]');
      if (!hit || !(hit === el || el.contains(hit) || (owner && owner.contains(hit)))) {
        const cover = hit?.closest('[data-testid], [class]');
        problems.push(`${name} covered by ${cover ? (cover.getAttribute('data-testid') ?? cover.getAttribute('class')) : 'nothing'}`);
      }
    }
    return problems;
  }, NEEDED);
}

const checked = new Set<string>();

/** Once per decision kind: at both sizes, its controls in view and uncovered, with a screenshot; no sideways scrolling at 390 px. */
export async function expectDtDecisionInView(page: Page, kind: string): Promise<void> {
  if (checked.has(kind)) return;
  checked.add(kind);
  const before = page.viewportSize();
  for (const [size, tag] of SIZES) {
    await page.setViewportSize(size);
    // The decision's place: the status line at the top of the window, as the table scrolls it.
    await page.locator(tid('dt-table')).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.waitForTimeout(50);
    await page.screenshot({ path: join(RESULTS, `dragons-${kind}-${tag}.png`) });
    expect(await hiddenControls(page), `controls hidden at ${tag} (${kind})`).toEqual([]);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(wide, `sideways scrolling at ${tag} (${kind})`).toBeLessThanOrEqual(0);
  }
  if (before) await page.setViewportSize(before);
}

/** The decision the table shows now ('' when it is not the player's), from the table's own mark. */
export async function decisionOf(page: Page): Promise<string> {
  if ((await page.locator(tid('decision-panel')).count()) === 0) return '';
  return (await page.locator(tid('dt-table')).getAttribute('data-decision')) ?? '';
}

/**
 * Makes the player's current decision by clicking, and returns its kind. `shortcut(kind)`: whether to
 * end the decision at once ("done") where that is legal; otherwise the first lit piece or place (so
 * levies and marches are made on the map), else the last choice listed, and the count it starts at.
 */
export async function playDecision(page: Page, shortcut: (kind: string) => boolean): Promise<string> {
  const kind = await decisionOf(page);
  const confirm = page.locator(tid('tray-confirm'));
  const done = page.locator(tid('option-type-done'));
  const wantsMap = kind === 'levy' || kind === 'movement';
  for (let steps = 0; steps < 8; steps++) {
    if (await confirm.isEnabled()) break;
    if (await page.locator(tid('tray-next')).isVisible()) {
      await page.click(tid('tray-next'));
      continue;
    }
    const litArea = page.locator('[data-testid^="area-lit-"]').first();
    const litCharacter = page.locator('[data-testid^="character-"]').first();
    if ((await done.count()) > 0 && shortcut(kind)) {
      await done.click();
    } else if ((await litCharacter.count()) > 0) await litCharacter.click();
    else if ((await litArea.count()) > 0) await litArea.click();
    else {
      const options = page.locator(`${tid('step-options')} button`);
      const n = await options.count();
      if (n === 0) break;
      // The last choice first: "done" and its like are listed after the moves that do something.
      await options.nth(wantsMap || kind === 'chooseMain' ? 0 : Math.max(0, n - 1)).click();
    }
  }
  await expect.poll(() => confirm.isEnabled()).toBe(true);
  const label = (await confirm.textContent()) ?? '';
  expect(label).toMatch(/^Confirm: /);
  await confirm.click();
  return kind;
}
