/**
 * Keyboard play in chromium: one bid against two bots by keys alone, each
 * press counted from the start of the bidding turn (at most 15), checked
 * against the game's record; Escape steps back and keeps the focus; the open
 * Alerts menu leaves the Helpers toggle uncovered.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { STATES } from '../../src/game/threeKingdomsRedux/types';
import { clickDecision, decisionKind, type E2E, openPage, RESULTS, recordOf, startE2E, tid, waitForHumanTurn } from './harness';
import { LAPTOP } from './layout';
import { startOncePerFile } from './startOnce';

let e2e: E2E;
const ready = startOncePerFile(
  () => startE2E('keyboard'),
  (started) => (e2e = started),
);
afterAll(() => console.log(`e2e timings (ms): ${JSON.stringify(e2e?.timings)}`));

/** The viewport as the player sees it now (focus and scroll kept, unlike layout.ts's shots). */
const shot = (page: Page, name: string) => page.screenshot({ path: join(RESULTS, `e2e-keyboard-${name}-1280x800.png`) });
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');

describe('keyboard play', () => {
  it('a bid by keys alone in at most 15 presses; Escape steps back and keeps the focus', async () => {
    ready();
    const { page, errors } = await openPage(e2e, '?botDelay=0');
    await page.setViewportSize(LAPTOP);
    await page.check(tid('mode-ai'));
    await page.selectOption(tid('human-state'), 'wei');
    for (const s of STATES.filter((x) => x !== 'wei')) await page.selectOption(tid(`difficulty-${s}`), 'easy');
    await page.fill(tid('seed'), 'e2e-keyboard');
    await page.click(tid('start'));
    for (;;) {
      await waitForHumanTurn(page);
      const kind = await decisionKind(page);
      if (kind === 'bid') break;
      await clickDecision(page, kind);
    }

    const pressed: string[] = [];
    const press = async (key: string) => {
      pressed.push(key);
      await page.keyboard.press(key);
    };
    // The turn begins with the focus in the tray; the hand is one Shift+Tab away, a single tab stop.
    expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid="decision-panel"]'))).toBe(true);
    await press('Shift+Tab');
    expect(await focusedId(page)).toMatch(/^pick-/);
    await press('ArrowRight');
    const general = (await focusedId(page)).slice('pick-'.length);
    // Enter picks the general and takes the focus on to the lit spaces.
    await press('Enter');
    expect(await page.getAttribute(tid(`pick-${general}`), 'aria-pressed')).toBe('true');
    expect(await focusedId(page)).toMatch(/^target-/);
    // Escape un-picks him: the focus goes back to his card, not to the top of the page.
    await press('Escape');
    expect(await focusedId(page)).toBe(`pick-${general}`);
    expect(await page.getAttribute(tid(`pick-${general}`), 'aria-pressed')).toBe('false');
    await press('Enter');
    // Arrows move across the spaces; refused ones are reachable but say why and cannot be chosen.
    const space = async () => (await focusedId(page)).slice('target-'.length);
    const legal = async () => (await page.getAttribute(tid(`target-${await space()}`), 'aria-disabled')) === 'false';
    await press('ArrowRight');
    while (!(await legal()) || (await space()).startsWith('battle:')) await press('ArrowRight');
    const chosen = await space();
    await press('Enter');
    expect(await page.getAttribute(tid(`target-${chosen}`), 'aria-pressed')).toBe('true');
    expect(await page.textContent(tid('turn-banner'))).toContain('confirm or change the bid');
    await shot(page, 'space-chosen');
    // Escape un-chooses the space and the focus stays on it; Enter chooses it again.
    await press('Escape');
    expect(await focusedId(page)).toBe(`target-${chosen}`);
    expect(await page.getAttribute(tid(`target-${chosen}`), 'aria-pressed')).toBe('false');
    await press('Enter');
    expect(await page.locator(tid('tray-confirm')).isEnabled()).toBe(true);
    // Enter again on the chosen space confirms, as "Confirm (Enter)" says.
    const before = (await recordOf(page)).moves.length;
    await press('Enter');
    await page.waitForFunction((n) => (window as unknown as { __tkrMatch: { moves: unknown[] } }).__tkrMatch.moves.length > n, before);
    console.log(`keyboard bid: ${pressed.length} presses: ${pressed.join(' ')}`);
    expect(pressed.length).toBeLessThanOrEqual(15);
    const last = (await recordOf(page)).moves.filter((m) => m.state === 'wei').at(-1);
    expect(last?.move).toMatchObject({ type: 'assign', args: { general, space: chosen } });
    // The focus comes back to the tray for the next decision, not lost on the page.
    await waitForHumanTurn(page);
    expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid="decision-panel"]'))).toBe(true);

    // The open Alerts list leaves the Helpers toggle where a click reaches it.
    await page.click(`${tid('turn-alerts')} summary`);
    const helpers = page.locator(`${tid('helper-toggles')} summary`);
    const box = await helpers.boundingBox();
    expect(box).not.toBeNull();
    const hit = await page.evaluate(({ x, y }) => !!document.elementFromPoint(x, y)?.closest('[data-testid="helper-toggles"]'), {
      x: box!.x + box!.width / 2,
      y: box!.y + box!.height / 2,
    });
    expect(hit).toBe(true);
    await shot(page, 'menus');
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);
});
