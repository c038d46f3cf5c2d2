/**
 * The rules at hand (issue 17, item 4) in Debian's chromium: an action
 * space's "?" opens the rules panel at its entry, the panel is searchable,
 * and it closes back to the game. And (issue 35, item 1) the start screen
 * says how to win, and the panel opens on the overview.
 */
import { describe, expect, it } from 'vitest';
import { ENHANCEMENTS } from '../../src/game/threeKingdomsRedux/data/enhancements';
import { openPage, startE2E, tid, type E2E } from './harness';
import { expectAccessible } from './axe';
import { LAPTOP, lowContrast, PHONE, phoneOverflow, shots } from './layout';
import { startOncePerFile } from './startOnce';

let e2e: E2E;

const ready = startOncePerFile(
  () => startE2E('rules'),
  (started) => (e2e = started),
);

describe('the rules at hand', () => {
  it('the start screen says how to win; the Rules panel opens on the overview', async () => {
    ready();
    // Less motion: the slides and flashes are board.test.ts's to check; here they would only cost CPU.
    const { page, errors } = await openPage(e2e, '', 'reduced');
    const about = page.locator(tid('start-about'));
    await about.waitFor();
    const panel = page.locator(tid('help-panel'));
    const firstEntry = () => page.locator(`${tid('help-panel')} [data-help-id]`).first();
    const inView = async (sel: string, size: { width: number; height: number }) => {
      const box = (await page.locator(sel).boundingBox())!;
      return box.y >= 0 && box.y + box.height <= size.height && box.x >= 0 && box.x + box.width <= size.width;
    };
    for (const size of [LAPTOP, PHONE]) {
      await page.setViewportSize(size);
      await page.evaluate(() => window.scrollTo(0, 0));
      const text = (await about.textContent())!;
      for (const words of ['three states', '12 rounds', 'most victory points (VPs)', 'level 5', 'Emperor', '5th general'])
        expect(text, `${size.width}: ${words}`).toContain(words);
      // Read first, in the first screen, with the link to the rules.
      expect(await inView(tid('start-about'), size), `${size.width}`).toBe(true);
      expect(await inView(tid('start-overview'), size), `${size.width}`).toBe(true);

      // The citation opens the panel at the overview; the Rules button opens it at the top, where the overview is first.
      for (const open of [tid('start-overview'), `${tid('start-screen')} ${tid('open-rules')}`]) {
        await page.click(open);
        await panel.waitFor();
        expect(await firstEntry().getAttribute('data-help-id')).toBe('overview');
        expect(await firstEntry().locator('h4').textContent()).toBe('Overview: how to win');
        expect(await inView(`${tid('help-overview')} h4`, size), `${size.width} ${open}`).toBe(true);
        expect(await page.textContent(tid('help-overview'))).toContain(
          '“The winner is the player with the most victory points (VPs) at the end of the game.”',
        );
        await page.click(tid('help-close'));
        expect(await panel.count()).toBe(0);
      }
    }
    await page.setViewportSize(LAPTOP);
    await shots(page, 'e2e-start-about');
    expect(await phoneOverflow(page)).toBe(0);
    await page.click(tid('start-overview'));
    await panel.waitFor();
    await shots(page, 'e2e-rules-overview');
    expect(await lowContrast(page)).toEqual([]);
    await expectAccessible(page, 'e2e-rules-overview', [LAPTOP, PHONE]);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('a space’s "?" opens its entry; search finds a card’s text; Escape closes', async () => {
    ready();
    const { page, errors } = await openPage(e2e, '?botDelay=20', 'reduced');
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
    expect(await lowContrast(page)).toEqual([]);
    await expectAccessible(page, 'e2e-rules-space');
    expect(await phoneOverflow(page)).toBe(0);

    await page.fill(tid('help-search'), 'rattan');
    await page.waitForSelector(tid('help-count'));
    expect(await page.textContent(tid('help-enhancement-rattanArmour'))).toContain(ENHANCEMENTS.rattanArmour.text.value);
    expect(await page.locator(tid('help-space-trade')).count()).toBe(0);
    expect(await page.locator('[data-testid^="help-general-"]').count()).toBe(0);
    await shots(page, 'e2e-rules-search');
    await expectAccessible(page, 'e2e-rules-search');

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
