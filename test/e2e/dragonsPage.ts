/**
 * Playing Dragons & Tigers' table by clicking, for the end-to-end tests: one decision at a time, on
 * the map where the decision lights places or pieces (levies and marches always), else in the tray,
 * and Confirm. The "in view" check of inView.ts, with this table's controls, the counters' text readable
 * at both sizes, and a screenshot per phase.
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

/** The least text a phone's player must read on the map's counters, in CSS pixels on screen. */
const LEAST_COUNTER_PX = 11;

/** The smallest text of the map's counters (stacks and lit characters) as drawn on screen, in CSS pixels. */
export async function smallestCounterText(page: Page): Promise<number> {
  return page.evaluate(() => {
    let least = Number.POSITIVE_INFINITY;
    for (const el of document.querySelectorAll<SVGTextElement>('.dt-chip-count, .dt-chip-names, .dt-chip-lit')) {
      const ctm = el.getScreenCTM();
      if (!ctm) continue;
      least = Math.min(least, Number.parseFloat(getComputedStyle(el).fontSize) * Math.hypot(ctm.a, ctm.b));
    }
    return least;
  });
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
    expect(await smallestCounterText(page), `the map's counters' text at ${tag} (${kind}), CSS px`).toBeGreaterThanOrEqual(
      LEAST_COUNTER_PX,
    );
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
export async function playDecision(
  page: Page,
  shortcut: (kind: string) => boolean,
  onStep?: (kind: string, step: number) => Promise<void>,
): Promise<string> {
  const kind = await decisionOf(page);
  const end = shortcut(kind);
  for (let step = 0; step < 10; step++) {
    if (step > 0) await onStep?.(kind, step);
    // What the step offers, read in one go: the test id to click next, or Confirm's label when it is ready.
    const next = await page.evaluate(
      ({ end, wantsMap }) => {
        const q = (sel: string) => document.querySelector(sel);
        const confirm = q('[data-testid="tray-confirm"]') as HTMLButtonElement | null;
        if (confirm && !confirm.disabled) return { confirm: confirm.textContent ?? '' };
        if (q('[data-testid="tray-next"]')) return { click: 'tray-next' };
        if (end && q('[data-testid="option-type-done"]')) return { click: 'option-type-done' };
        const lit = q('[data-testid^="character-"]') ?? q('[data-testid^="area-lit-"]');
        if (lit) return { click: lit.getAttribute('data-testid') };
        const options = [...document.querySelectorAll('[data-testid="step-options"] button')];
        // The first choice on the map's decisions, else the last listed ("done" and its like come last).
        const option = wantsMap ? options[0] : options[options.length - 1];
        return option ? { click: option.getAttribute('data-testid') } : { stuck: true };
      },
      { end, wantsMap: kind === 'levy' || kind === 'movement' || kind === 'chooseMain' },
    );
    if ('confirm' in next) {
      expect(next.confirm).toMatch(/^Confirm: /);
      await page.click(tid('tray-confirm'));
      return kind;
    }
    if ('stuck' in next || !next.click) break;
    await page.click(tid(next.click));
  }
  await page.screenshot({ path: join(RESULTS, `dragons-unfinished-${kind}.png`) });
  throw new Error(`the ${kind} decision did not come to Confirm: ${await page.locator(tid('decision-panel')).textContent()}`);
}
