/**
 * The rules at hand (issue 17, item 4) in Debian's chromium: an action
 * space's "?" opens the rules panel at its entry, the panel is searchable,
 * and it closes back to the game.
 */
import { describe, expect, it } from 'vitest';
import { ENHANCEMENTS } from '../../src/game/data/enhancements';
import { openPage, startE2E, tid, type E2E } from './harness';
import { lowContrast, phoneOverflow, shots, unnamedControls } from './layout';
import { startOncePerFile } from './startOnce';

let e2e: E2E;

const ready = startOncePerFile(() => startE2E('rules'), (started) => (e2e = started));

describe('the rules at hand', () => {
  it('a space’s "?" opens its entry; search finds a card’s text; Escape closes', async () => {
    ready();
    const { page, errors } = await openPage(e2e, '?botDelay=20');
    await page.check(tid('mode-ai'));
    await page.fill(tid('seed'), 'e2e-rules');
    await page.click(tid('start'));
    await page.waitForSelector(tid('decision-panel'));

    await page.click(tid('help-link-trade'));
    const panel = page.locator(tid('help-panel'));
    await panel.waitFor();
    const entry = page.locator(tid('help-space-trade'));
    // The linked entry is on screen, marked, and has the focus.
    expect(await entry.isVisible()).toBe(true);
    expect(await entry.evaluate((el) => el === document.activeElement && el.classList.contains('help-current'))).toBe(true);
    const box = (await entry.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeLessThan(800);
    expect(await entry.textContent()).toContain('buy 4 rice for 3 gold');
    await shots(page, 'e2e-rules-space');
    expect(await unnamedControls(page)).toEqual([]);
    expect(await lowContrast(page)).toEqual([]);
    expect(await phoneOverflow(page)).toBe(0);

    await page.fill(tid('help-search'), 'rattan');
    await page.waitForSelector(tid('help-count'));
    expect(await page.textContent(tid('help-enhancement-rattanArmour'))).toContain(ENHANCEMENTS.rattanArmour.text.value);
    expect(await page.locator(tid('help-space-trade')).count()).toBe(0);
    expect(await page.locator('[data-testid^="help-general-"]').count()).toBe(0);
    await shots(page, 'e2e-rules-search');

    await page.keyboard.press('Escape');
    expect(await panel.count()).toBe(0);
    // The match bar's Rules button opens the panel at the top, with the search box focused.
    await page.click(`${tid('match-bar')} ${tid('open-rules')}`);
    await panel.waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('help-search');
    expect(await page.locator(tid('help-step-bidding')).isVisible()).toBe(true);
    await page.click(tid('help-close'));
    expect(await panel.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
