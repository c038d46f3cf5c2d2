/**
 * Dragons & Tigers hotseat, in chromium: three players on one screen play the draft and the whole of
 * round 1 by clicking, each handed the device before their table is shown; every table is the seat
 * whose decision it is. Then, at phone width, the map zooms and pans.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decisionOf, playDecision } from './dragonsPage';
import { openPage, RESULTS, startE2E, tid, type E2E } from './harness';
import { startOncePerFile } from './startOnce';

let e2e: E2E;
const ready = startOncePerFile(
  () => startE2E('dragonsHotseat'),
  (started) => (e2e = started),
);

describe('Dragons & Tigers hotseat', () => {
  it('plays round 1 with three players, handing the device to each in turn', async () => {
    ready();
    // Less motion: the handoffs and the round are checked, not the motion (the map's halo repaints every frame).
    const { page, errors } = await openPage(e2e, '?game=dragons-and-tigers', 'reduced');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.click(tid('mode-hotseat'));
    await page.selectOption(tid('seat-count'), '3');
    await page.fill(tid('seed'), 'dragons-hotseat-3');
    await page.click(tid('start'));
    const handedTo: string[] = [];
    const levied = new Set<string>();
    for (;;) {
      await page
        .locator(`${tid('handoff-ready')}, ${tid('decision-panel')}`)
        .first()
        .waitFor({ timeout: 20_000 });
      if (await page.locator(tid('handoff')).isVisible()) {
        handedTo.push((await page.locator(tid('handoff')).getAttribute('data-seat'))!);
        // No table is shown while the device changes hands.
        expect(await page.locator(tid('dt-table')).count()).toBe(0);
        await page.click(tid('handoff-ready'));
        await page.locator(tid('decision-panel')).waitFor();
      }
      const table = page.locator(tid('dt-table'));
      if (Number(await table.getAttribute('data-round')) >= 2) break;
      const seat = (await table.getAttribute('data-seat'))!;
      expect(seat).toBe(handedTo[handedTo.length - 1]);
      expect(await page.locator(tid(`player-${seat}`)).getAttribute('aria-current')).toBe('true');
      const kind = await decisionOf(page);
      // Each seat levies once on the map; everything else optional is ended at once.
      const levyNow = kind === 'levy' && !levied.has(seat);
      if (levyNow) levied.add(seat);
      await playDecision(page, () => !levyNow);
    }
    // At phone width the map fits the screen, zooms by its buttons and pans by dragging, never scrolling sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    const map = page.locator(tid('dt-map'));
    const viewBox = () => map.getAttribute('viewBox');
    expect(await viewBox()).toBe('0 0 1000 800');
    const box = (await map.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(390);
    await page.click(tid('zoom-in'));
    await page.click(tid('zoom-in'));
    const zoomed = (await viewBox())!.split(' ').map(Number);
    expect(zoomed[2]).toBeCloseTo(490, 0);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 40, { steps: 5 });
    await page.mouse.up();
    const panned = (await viewBox())!.split(' ').map(Number);
    expect(panned[0]).toBeLessThan(zoomed[0]);
    expect(panned[1]).toBeLessThan(zoomed[1]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: join(RESULTS, 'dragons-zoomed-390x844.png') });
    await page.click(tid('zoom-reset'));
    expect(await viewBox()).toBe('0 0 1000 800');

    expect(new Set(handedTo)).toEqual(new Set(['blueDragon', 'whiteTiger', 'vermilionBird']));
    for (let i = 1; i < handedTo.length; i++) expect(handedTo[i]).not.toBe(handedTo[i - 1]);
    expect(levied.size).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);
});
