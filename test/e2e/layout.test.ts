/**
 * The layout and accessibility checks can fail: on a page made to break them
 * they report the low-contrast text, the unnamed control and the overflow.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './harness';
import { lowContrast, phoneOverflow, unnamedControls } from './layout';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium({});
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

describe('the e2e layout checks', () => {
  it('find grey-on-white text, a button without a name and a page wider than a phone', async () => {
    const page = await browser.newPage();
    await page.setContent(`
      <p style="color:#aaa;background:#fff">too pale</p>
      <p style="color:#222;background:#fff">fine</p>
      <div style="background:#1f5fbf"><span style="color:#fff">white on Wei blue</span></div>
      <button type="button"></button>
      <button type="button" aria-label="Named"></button>
      <div style="width:600px">wide</div>`);
    const low = await lowContrast(page);
    expect(low).toHaveLength(1);
    expect(low[0]).toContain('too pale');
    expect(await unnamedControls(page)).toHaveLength(1);
    expect(await phoneOverflow(page)).toBeGreaterThan(0);
    await page.close();
  });
});
