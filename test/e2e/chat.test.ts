/**
 * Issue 35, item 4, in chromium against the real server: two players and a
 * spectator (on a phone) chat in a fresh Three Kingdoms Redux match, no move
 * played. The phone's collapsed box counts the unread lines (a reload
 * does not count them again); the spectator's
 * line is marked as one, and a player can hide it; an overlong message is
 * refused in the box; a reload brings the kept lines back; the box fits a
 * 390 px screen with every control named. The hostile frames: test/server/chat.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { RESULTS, tid } from './harness';
import { expectAccessible } from './axe';
import { phoneOverflow, PHONE } from './layout';
import { openPerson, startLobbyE2E, waitForText, type LobbyE2E, type Person } from './lobbyHarness';
import { startOncePerFile } from './startOnce';

let e2e: LobbyE2E;
const ready = startOncePerFile(
  () => startLobbyE2E('chat', { bots: false, cleanup: false }),
  (started) => {
    e2e = started;
    // Less motion: these tests check the lobby and the online table, not the slides (board.test.ts's).
    e2e.motion = 'reduced';
  },
);

const lines = (person: Person) => person.page.locator(`${tid('chat-lines')} ${tid('chat-line')}`);

describe('chat in an online match, in chromium', () => {
  it('two players and a spectator talk; the spectator is marked and can be hidden; a reload keeps the lines', async () => {
    ready();
    const { matchID } = await e2e.lobby.createMatch(e2e.gameName, { numPlayers: 3 });
    const held: Record<string, { playerID: string; credentials: string; playerName: string }> = {};
    for (const [playerID, playerName] of [
      ['0', 'Alice'],
      ['1', 'Bob'],
      ['2', 'Carol'],
    ]) {
      const { playerCredentials } = await e2e.lobby.joinMatch(e2e.gameName, matchID, { playerID, playerName });
      held[playerID] = { playerID, credentials: playerCredentials, playerName };
    }
    const alice = await openPerson(e2e, `#online/play/${matchID}`, { [matchID]: held['0'] });
    const bob = await openPerson(e2e, `#online/play/${matchID}`, { [matchID]: held['1'] });
    // The spectator watches on a phone: the box starts collapsed there.
    const phone = await e2e.browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' });
    const watcherPage = await phone.newPage();
    const watcher: Person = { page: watcherPage, errors: [], sockets: [] };
    watcherPage.on('pageerror', (e) => watcher.errors.push(e.message));
    await watcherPage.goto(`${e2e.url}#online/watch/${matchID}`);

    await alice.page.fill(tid('chat-input'), '  Hello Bob <b>!</b>  ');
    await alice.page.click(tid('chat-send'));
    await waitForText(bob.page, tid('chat-lines'), 'Alice (Wei): Hello Bob <b>!</b>');
    await bob.page.getByRole('button', { name: 'Send “Good game”' }).click();
    await waitForText(alice.page, tid('chat-lines'), 'Bob (Wu): Good game');

    await watcherPage.waitForSelector(tid('chat-toggle'));
    expect(await watcherPage.locator(tid('chat-input')).count()).toBe(0);
    await waitForText(watcherPage, tid('chat-unread'), /^2 unread$/);
    await watcherPage.click(tid('chat-toggle'));
    expect(await watcherPage.locator(tid('chat-unread')).count()).toBe(0);
    expect(await watcherPage.locator(tid('chat-hide-spectators')).count()).toBe(0);
    await watcherPage.fill(tid('chat-input'), 'Nice opening, both of you');
    await watcherPage.press(tid('chat-input'), 'Enter');

    // Marked as a spectator's at the players' tables, and hidden at Alice's when she asks.
    await waitForText(alice.page, tid('chat-lines'), 'Spectator: Nice opening, both of you');
    expect(await alice.page.locator(`${tid('chat-line')}[data-spectator="true"]`).textContent()).toBe(
      'Spectator: Nice opening, both of you',
    );
    await alice.page.check(tid('chat-hide-spectators'));
    expect(await alice.page.textContent(tid('chat-hidden-count'))).toBe(' (1 hidden)');
    expect(await lines(alice).allTextContents()).toEqual(['Alice (Wei) · you: Hello Bob <b>!</b>', 'Bob (Wu): Good game']);

    // Too long: refused in the box, nothing sent.
    await alice.page.fill(tid('chat-input'), 'x'.repeat(301));
    await alice.page.click(tid('chat-send'));
    await waitForText(alice.page, tid('chat-error'), 'A message is at most 300 characters; this one has 301.');

    // A reload: the kept lines come back, in order, the spectator's still marked.
    await bob.page.reload();
    await waitForText(bob.page, tid('chat-lines'), 'Nice opening');
    expect(await lines(bob).allTextContents()).toEqual([
      'Alice (Wei): Hello Bob <b>!</b>',
      'Bob (Wu) · you: Good game',
      'Spectator: Nice opening, both of you',
    ]);
    expect(await bob.page.locator(`${tid('chat-line')}[data-spectator="true"]`).count()).toBe(1);
    // Alice's choice to hide spectators outlives a reload of her page.
    await alice.page.reload();
    await waitForText(alice.page, tid('chat-lines'), 'Good game');
    expect(await alice.page.isChecked(tid('chat-hide-spectators'))).toBe(true);
    expect(await lines(alice).count()).toBe(2);

    // On the phone: the box fits, nothing scrolls sideways, axe finds no serious fault.
    const box = await watcherPage.locator(tid('chat')).boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    expect(await watcherPage.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    expect(await phoneOverflow(alice.page)).toBe(0);
    await expectAccessible(watcherPage, 'chat', [PHONE]);
    await watcherPage.locator(tid('chat')).scrollIntoViewIfNeeded();
    await watcherPage.screenshot({ path: join(RESULTS, 'e2e-chat-390x844.png') });
    await alice.page.locator(tid('chat')).screenshot({ path: join(RESULTS, 'e2e-chat-player.png') });
    // Lines read on the phone stay read after a reload; a new one is counted.
    await watcherPage.reload();
    await watcherPage.waitForSelector(tid('chat-toggle'));
    await alice.page.getByRole('button', { name: 'Send “Your turn”' }).click();
    await waitForText(watcherPage, tid('chat-unread'), /^1 unread$/);
    for (const person of [alice, bob, watcher]) expect(person.errors).toEqual([]);
    await phone.close();
  });
});
