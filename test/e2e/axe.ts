/**
 * Accessibility by a real rule set: axe-core's WCAG 2.0, 2.1 and 2.2 A/AA
 * rules run on the page as it stands, and any violation axe rates serious or
 * critical fails the test. Each screen's violations (the minor and moderate
 * ones too) are written to test-results/axe-<screen>.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { RESULTS } from './harness';
import { LAPTOP, withReducedMotion } from './layout';

const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/** Enough elements to find the fault by; the rest are counted. */
const TARGETS_SHOWN = 4;

type Size = { width: number; height: number };

/** The serious and critical violations on the page, one readable line each: rule, impact, elements, what is wrong. */
export async function seriousViolations(page: Page, screen: string): Promise<string[]> {
  // Legacy mode runs axe in the page itself: the default opens a blank page beside it to merge the frames' results,
  // which a page from browser.newPage() (the harness's) may not do, and the board has no frames to merge.
  // Only the violations are described element by element: describing every passed element too took twice as long.
  // options() replaces every option, so it comes before withTags().
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_A_AA)
    .setLegacyMode()
    .analyze();
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(join(RESULTS, `axe-${screen}.json`), JSON.stringify(violations, null, 1));
  return violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))
    .map((v) => {
      const targets = v.nodes.slice(0, TARGETS_SHOWN).map((n) => n.target.join(' '));
      const more = v.nodes.length > TARGETS_SHOWN ? ` and ${v.nodes.length - TARGETS_SHOWN} more` : '';
      const why = v.nodes[0]?.failureSummary?.replace(/\s+/g, ' ').trim() ?? '';
      return `${v.id} (${v.impact}): ${v.help} — ${targets.join(' | ')}${more}. ${why}`;
    });
}

/**
 * Fails the test (softly: the test goes on to its other screens, so one run
 * lists every screen's faults) when axe finds a serious or critical
 * violation on `screen` at any of `sizes`; the page is left at the size it had.
 */
export async function expectAccessible(page: Page, screen: string, sizes: readonly Size[] = [LAPTOP]): Promise<void> {
  const before = page.viewportSize();
  // A piece still fading in would be judged at its passing opacity: axe sees the page as one who asked for less motion.
  await withReducedMotion(page, async () => {
    for (const size of sizes) {
      await page.setViewportSize(size);
      const name = `${screen}-${size.width}x${size.height}`;
      expect.soft(await seriousViolations(page, name), `axe: serious or critical violations on ${name}`).toEqual([]);
    }
    if (before) await page.setViewportSize(before);
  });
}
