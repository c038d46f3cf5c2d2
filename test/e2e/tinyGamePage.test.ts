/**
 * High Card Duel played by clicking in the page shell, in chromium: from the list of games to the
 * duel's choices, then card by card (pick, Confirm) against the random bot to the end of the game.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPage, ROOT, startE2E, tid, type E2E } from './harness';
import { startOncePerFile } from './startOnce';

let e2e: E2E;
const ready = startOncePerFile(
  () => startE2E('tinyGamePage', join(ROOT, 'test', 'tinyGame', 'page', 'main.tsx')),
  (started) => (e2e = started),
);

describe('High Card Duel in the page shell', () => {
  it('is chosen from the start screen and played to its end by clicking', async () => {
    ready();
    const { page, errors } = await openPage(e2e);
    const choices = page.locator('[data-testid^="choose-"]');
    await expect
      .poll(() => choices.evaluateAll((buttons) => buttons.map((b) => b.textContent)))
      .toEqual(['Three Kingdoms Redux', 'High Card Duel']);
    await page.click(tid('choose-high-card-duel'));
    await page.click(tid('mode-ai'));
    await page.click(tid('start'));
    await page.locator(tid('duel-table')).waitFor();

    // North leads the first trick: the hint is to lead the highest card.
    await page
      .locator(`${tid('duel-hand')} button:enabled`)
      .first()
      .waitFor();
    const dealt = (await page.locator(`${tid('duel-hand')} button`).allTextContents()).map(Number);
    await page.click(tid('hint'));
    expect(await page.locator(tid('duel-hint')).textContent()).toBe(`Hint: play ${Math.max(...dealt)}.`);

    let played = 0;
    for (;;) {
      // Either the player's turn (an enabled card) or the game's end.
      const card = page.locator(`${tid('duel-hand')} button:enabled`).first();
      await page
        .locator(`${tid('duel-hand')} button:enabled, ${tid('play-again')}`)
        .first()
        .waitFor();
      if (await page.locator(tid('play-again')).isVisible()) break;
      const value = await card.textContent();
      await card.click();
      await expect.poll(() => page.locator(tid('duel-confirm')).textContent()).toBe(`Confirm: play ${value}`);
      await page.click(tid('duel-confirm'));
      await page.locator(tid(`duel-card-${value}`)).waitFor({ state: 'detached' });
      // A hint holds for the position it was asked in only.
      expect(await page.locator(tid('duel-hint')).count()).toBe(0);
      played++;
    }

    // One card a trick, three tricks: the hand is played out.
    expect(played).toBe(3);
    expect(await page.locator(`${tid('duel-hand')} button`).count()).toBe(0);
    const status = await page.locator(tid('match-status')).textContent();
    expect(status).toMatch(/^Game over: (North|South) wins\.$/);
    const score = (await page.locator(tid('duel-score')).textContent())!;
    const [north, south] = [...score.matchAll(/\d/g)].map((m) => Number(m[0]));
    expect(north + south).toBe(3);
    expect(status).toContain(north > south ? 'North' : 'South');
    const log = await page.locator(`${tid('game-log')} li`).allTextContents();
    expect(log.filter((line) => line.endsWith('takes the trick.'))).toHaveLength(3);

    // The replay: from the deal, move by move, the player's own view.
    await page.click(tid('watch-replay'));
    expect(await page.locator(tid('replay-step')).textContent()).toBe(
      'Move 6 of 6: ' + (log[log.length - 1].startsWith('North') ? 'North' : 'South'),
    );
    await page.click(tid('replay-first'));
    await expect.poll(() => page.locator(tid('replay-step')).textContent()).toBe('The deal, before any move');
    expect(await page.locator(`${tid('duel-hand')} button`).count()).toBe(3);
    expect(await page.locator(`${tid('duel-hand')} button:enabled`).count()).toBe(0);
    await page.click(tid('replay-forward'));
    await expect.poll(() => page.locator(tid('replay-step')).textContent()).toBe('Move 1 of 6: North');
    expect(await page.locator(tid('duel-trick')).textContent()).toBe(log[1].replace(/^North leads (\d)\.$/, 'North led $1.'));
    await page.click(tid('replay-exit'));
    await page.locator(tid('play-again')).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('is played hotseat: each player is handed the device before their hand is shown', async () => {
    ready();
    const { page, errors } = await openPage(e2e);
    await page.click(tid('choose-high-card-duel'));
    await page.click(tid('mode-hotseat'));
    await page.click(tid('start'));
    const handedTo: string[] = [];
    for (;;) {
      await page
        .locator(`${tid('handoff-ready')}, ${tid('duel-hand')} button:enabled, ${tid('play-again')}`)
        .first()
        .waitFor();
      if (await page.locator(tid('play-again')).isVisible()) break;
      if (await page.locator(tid('handoff')).isVisible()) {
        handedTo.push((await page.locator(tid('handoff')).getAttribute('data-seat'))!);
        // No hand is shown while the device changes hands.
        expect(await page.locator(tid('duel-hand')).count()).toBe(0);
        await page.click(tid('handoff-ready'));
      }
      const seat = await page.locator(tid('duel-table')).getAttribute('data-seat');
      expect(seat).toBe(handedTo[handedTo.length - 1]);
      const card = page.locator(`${tid('duel-hand')} button:enabled`).first();
      const value = await card.textContent();
      await card.click();
      await page.click(tid('duel-confirm'));
      await page.locator(tid(`duel-card-${value}`)).waitFor({ state: 'detached' });
    }
    // Six cards are played; the device changes hands whenever the seat to play does.
    expect(handedTo[0]).toBe('north');
    expect(handedTo.length).toBeGreaterThanOrEqual(3);
    expect(handedTo.length).toBeLessThanOrEqual(6);
    for (let i = 1; i < handedTo.length; i++) expect(handedTo[i]).not.toBe(handedTo[i - 1]);
    expect(await page.locator(`${tid('game-log')} li`).count()).toBe(1 + 6);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('is kept when left unfinished, and resumed from the list where it was', async () => {
    ready();
    const { page, errors } = await openPage(e2e);
    await page.click(tid('choose-high-card-duel'));
    await page.click(tid('mode-ai'));
    await page.click(tid('start'));
    const card = page.locator(`${tid('duel-hand')} button:enabled`).first();
    await card.waitFor();
    const value = await card.textContent();
    await card.click();
    await page.click(tid('duel-confirm'));
    await page.locator(tid(`duel-card-${value}`)).waitFor({ state: 'detached' });
    const hand = await page.locator(`${tid('duel-hand')} button`).allTextContents();
    expect(hand).toHaveLength(2);

    await page.click(tid('leave'));
    await page.click(tid('leave-keep'));
    const kept = page.locator('[data-testid^="resume-"]');
    await expect.poll(() => kept.count()).toBe(1);
    await kept.click();
    await page.locator(tid('duel-table')).waitFor();
    expect(await page.locator(`${tid('duel-hand')} button`).allTextContents()).toEqual(hand);
    expect(
      await page
        .locator(`${tid('game-log')} li`)
        .first()
        .textContent(),
    ).toBe('The cards are dealt; North leads.');
    expect(
      await page
        .locator(`${tid('game-log')} li`)
        .nth(1)
        .textContent(),
    ).toBe(`North leads ${value}.`);

    for (;;) {
      await page
        .locator(`${tid('duel-hand')} button:enabled, ${tid('play-again')}`)
        .first()
        .waitFor();
      if (await page.locator(tid('play-again')).isVisible()) break;
      const next = page.locator(`${tid('duel-hand')} button:enabled`).first();
      const played = await next.textContent();
      await next.click();
      await page.click(tid('duel-confirm'));
      await page.locator(tid(`duel-card-${played}`)).waitFor({ state: 'detached' });
    }
    // A finished match is not kept once left.
    await page.click(tid('leave'));
    await page.locator(tid('match-choices')).waitFor();
    expect(await page.locator(tid('kept-matches')).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
