/**
 * Dragons & Tigers on the table, in chromium: chosen from the start screen beside Three Kingdoms
 * Redux, played to its end against the AI by clicking (levies and marches on the map, other decisions
 * shortened by "done" where it is legal), each decision kind in view at 1280x800 and 390x844, and
 * axe's WCAG A/AA rules with no serious or critical violation.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { decisionOf, expectDtDecisionInView, playDecision } from './dragonsPage';
import { openPage, RESULTS, startE2E, tid, type E2E } from './harness';
import { startOncePerFile } from './startOnce';

let e2e: E2E;
const ready = startOncePerFile(
  () => startE2E('dragonsTable'),
  (started) => (e2e = started),
);

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

/** Waits until the player is to decide or the game is over; false once over. */
async function untilTurn(page: import('playwright-core').Page, errors: string[]): Promise<boolean> {
  try {
    await page
      .locator(`${tid('decision-panel')}, ${tid('play-again')}`)
      .first()
      .waitFor({ timeout: 30_000 });
  } catch (e) {
    await page.screenshot({ path: join(RESULTS, 'dragons-stuck.png') });
    throw new Error(`no decision came: ${errors.join('; ') || String(e)}`);
  }
  return !(await page.locator(tid('play-again')).isVisible());
}

describe('Dragons & Tigers on the table', () => {
  it('is listed beside Three Kingdoms Redux and played to its end against the AI by clicking', async () => {
    ready();
    const { page, errors } = await openPage(e2e, '?game=&botDelay=0');
    await page.setViewportSize(LAPTOP);
    const choices = page.locator('[data-testid^="choose-"]');
    await expect
      .poll(() => choices.evaluateAll((buttons) => buttons.map((b) => b.textContent)))
      .toEqual(['Three Kingdoms Redux', 'Dragons & Tigers of the Three Kingdoms']);
    await page.click(tid('rules-dragons-and-tigers'));
    await page.locator(tid('rules-panel')).waitFor();
    expect(await page.locator(tid('rules-panel')).textContent()).toContain('reconstructed');
    await expectAccessible(page, 'dragons-rules', [LAPTOP, PHONE]);
    await page.click(tid('rules-close'));
    await page.click(tid('choose-dragons-and-tigers'));
    await page.click(tid('mode-ai'));
    await page.fill(tid('seed'), 'dragons-e2e-1');
    await page.click(tid('start'));
    await page.locator(tid('dt-table')).waitFor();

    const started = Date.now();
    const made: string[] = [];
    let last = '';
    while (await untilTurn(page, errors)) {
      const kind = await decisionOf(page);
      await expectDtDecisionInView(page, kind);
      if (made.length === 0) await expectAccessible(page, 'dragons-draft', [LAPTOP, PHONE]);
      // In the first two rounds a levy and a march each turn, on the map; every other optional decision (and
      // every levy and march after) ended at once, to keep the game short.
      const early = Number(await page.locator(tid('dt-table')).getAttribute('data-round')) <= 2;
      const repeat = kind === last;
      made.push(
        await playDecision(
          page,
          (k) => repeat || !early || (k !== 'levy' && k !== 'movement'),
          // Each step of a march and of a levy in view too, the first time.
          async (k, step) => {
            if (k === 'levy' || k === 'movement') await expectDtDecisionInView(page, `${k}-step${step}`);
          },
        ),
      );
      last = kind;
      expect(made.length).toBeLessThan(2000);
    }
    console.log(`dragons: ${made.length} decisions clicked in ${Math.round((Date.now() - started) / 1000)} s`);
    expect(made).toContain('draft');
    expect(made).toContain('levy');
    expect(made).toContain('movement');
    const status = await page.locator(tid('match-status')).textContent();
    expect(status).toMatch(/^Game over: /);
    expect(await page.locator(`${tid('game-log')} li`).count()).toBeGreaterThan(20);
    await expectAccessible(page, 'dragons-over', [LAPTOP, PHONE]);
    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);
});
