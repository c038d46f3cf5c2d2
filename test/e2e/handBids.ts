/**
 * Bids placed by hand where clickDecision never bids (it takes the spaces in
 * turn and leaves battles and trade aside), so that the screens of a battle
 * bid and of a won trade come up in a game that is played anyway.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectAccessible } from './axe';
import { tid } from './harness';
import { expectDecisionInView } from './inView';
import { shots } from './layout';

async function pickFirstGeneral(page: Page): Promise<void> {
  const pick = page.locator(`${tid('hand')} [data-testid^="pick-"]`).first();
  if ((await pick.getAttribute('aria-pressed')) !== 'true') await pick.click();
}

/** A general placed on a battle space opens the popover that asks for units: screenshots and axe, then Escape takes it back. */
export async function checkBattleBid(page: Page, name: string): Promise<void> {
  await pickFirstGeneral(page);
  await page.locator('.space[data-target="legal"] [data-testid^="target-battle:"]').first().click();
  // The units control, or the reason none can be sent (no trained armies), stands in the popover.
  await page.locator(`${tid('bid-popover')} :is(${tid('bid-unit-type')}, ${tid('bid-no-units')})`).waitFor();
  await expectDecisionInView(page, 'battle-bid');
  await shots(page, name);
  await expectAccessible(page, name);
  await page.keyboard.press('Escape');
  expect(await page.locator(tid('bid-popover')).count()).toBe(0);
}

/**
 * The first general of the hand bid on trade, confirmed; waits until the
 * board has taken the move. False, with nothing chosen, when the rules
 * refuse that bid.
 */
export async function bidOnTrade(page: Page): Promise<boolean> {
  const before = await page.locator('[data-state-id]').first().getAttribute('data-state-id');
  await pickFirstGeneral(page);
  const trade = page.locator(`${tid('space-trade')}[data-target="legal"] ${tid('target-trade')}`);
  if (!(await trade.count())) {
    await page.keyboard.press('Escape');
    return false;
  }
  await trade.click();
  await page.click(tid('tray-confirm'));
  await page.waitForFunction((prev) => document.querySelector('[data-state-id]')?.getAttribute('data-state-id') !== prev, before);
  return true;
}
