/**
 * The layout and accessibility checks can fail: on a page made to break them
 * they report the low-contrast text, the overflow, and (axe) the unnamed
 * control and the pale text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { seriousViolations } from './axe';
import { launchChromium } from './harness';
import { boardShare, hiddenControls, trayRows } from './inView';
import { lowContrast, phoneOverflow, spilledTrackLabels } from './layout';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium({});
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

describe('the e2e layout and accessibility checks', () => {
  it('find grey-on-white text, a button without a name and a page wider than a phone', async () => {
    const page = await browser.newPage();
    await page.setContent(`
      <html lang="en"><head><title>Checks</title></head><body><main>
      <p style="color:#aaa;background:#fff">too pale</p>
      <p style="color:#222;background:#fff">fine</p>
      <div style="background:#1f5fbf"><span style="color:#fff">white on Wei blue</span></div>
      <button type="button" style="width:30px;height:30px"></button>
      <button type="button" style="width:30px;height:30px" aria-label="Named"></button>
      <div style="width:600px">wide</div>
      </main></body></html>`);
    const low = await lowContrast(page);
    expect(low).toHaveLength(1);
    expect(low[0]).toContain('too pale');
    expect(await phoneOverflow(page)).toBeGreaterThan(0);
    const axe = await seriousViolations(page, 'layout-test');
    expect(axe.map((line) => line.split(' ')[0]).sort()).toEqual(['button-name', 'color-contrast']);
    expect(axe.find((line) => line.startsWith('button-name'))).toContain('button:nth-child');
    await page.close();
  });

  it('the in-view check finds a control under a fixed tray, one below the window, and passes one in view', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.setContent(`
      <html lang="en"><head><title>In view</title></head><body style="margin:0;height:3000px">
      <div class="space-popover" style="position:absolute;top:100px"><button type="button">In view</button></div>
      <div class="space-popover" style="position:absolute;top:700px"><button type="button">Under the tray</button></div>
      <div class="space-popover" style="position:absolute;top:1500px"><button type="button">Below</button></div>
      <div class="dock" style="position:fixed;bottom:0;left:0;right:0;height:200px;background:#333"></div>
      </body></html>`);
    const hidden = await hiddenControls(page);
    expect(hidden).toHaveLength(2);
    expect(hidden[0]).toMatch(/Under the tray.*covered by dock/);
    expect(hidden[1]).toMatch(/Below.*outside the window/);
    await page.close();
  });

  it('the phone checks count the board under a banner, a popover and a dock, and a tray of two rows; a rank name spilling out is found', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.setContent(`
      <html lang="en"><head><title>Phone</title></head><body style="margin:0">
      <div class="turn-banner" style="position:fixed;top:0;left:0;right:0;height:44px"></div>
      <div class="tk-board" style="height:2000px"></div>
      <div class="space-popover" style="position:fixed;top:300px;left:10px;width:100px;height:200px"></div>
      <div class="dock" style="position:fixed;bottom:0;left:0;right:0;height:200px">
        <section data-testid="decision-panel"><button type="button">Confirm</button><p>Why not</p></section>
      </div>
      <ol><li class="rank-cell" style="width:40px;white-space:nowrap"><span class="rank-name">Prime Minister</span></li></ol>
      </body></html>`);
    // 844 - 44 (banner) - 200 (popover, across its rows) - 200 (dock) = 400 rows of board.
    expect(await boardShare(page)).toBeCloseTo(400 / 844, 2);
    expect(await trayRows(page)).toBe(2);
    expect(await spilledTrackLabels(page)).toEqual([expect.stringContaining('Prime Minister')]);
    await page.close();
  });
});
