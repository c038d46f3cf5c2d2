/**
 * The layout and accessibility checks can fail: on a page made to break them
 * they report the low-contrast text, the overflow, and (axe) the unnamed
 * control and the pale text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { seriousViolations } from './axe';
import { launchChromium } from './harness';
import { lowContrast, phoneOverflow } from './layout';

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
});
