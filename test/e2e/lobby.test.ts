/**
 * The online lobby in a real browser against the real game server: people
 * in separate browser contexts create, list, join, leave, play, watch and
 * rematch matches through the page (boardgame.io's Lobby API and sockets on
 * the page's own origin). Screenshots go to test-results/.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { GameState } from '../../src/game/threeKingdomsRedux/state';
import { STATES } from '../../src/game/threeKingdomsRedux/types';
import { expectAccessible } from './axe';
import { clickDecision, decisionKind, RESULTS, tid } from './harness';
import { LAPTOP, PHONE } from './layout';
import {
  heldSeats,
  joinFromList,
  listedMatch,
  openPerson,
  playToTheEnd,
  secretNames,
  startLobbyE2E,
  storedMatch,
  waitForText,
  whereIs,
  type LobbyE2E,
  type Person,
} from './lobbyHarness';
import { startOncePerFile } from './startOnce';

let e2e: LobbyE2E;
const durations: Record<string, number> = {};

const ready = startOncePerFile(
  () => startLobbyE2E('lobby'),
  (started) => {
    e2e = started;
    // Less motion: these tests check the lobby and the online table, not the slides (board.test.ts's).
    e2e.motion = 'reduced';
  },
);

afterAll(() => {
  console.log(`lobby e2e timings (ms): ${JSON.stringify({ ...e2e?.timings, ...durations })}`);
});

const shot = (page: Page, name: string) => page.screenshot({ path: join(RESULTS, `${name}.png`), fullPage: true });

/** Creates a match from the lobby form (every seat a person unless `bots` says otherwise) and waits for its board, or its waiting room while seats are free. */
async function createFromForm(
  page: Page,
  opts: { name: string; seat?: string; bots?: Record<string, string>; tutorial?: boolean },
): Promise<string> {
  await page.fill(tid('online-name'), opts.name);
  for (const [seat, difficulty] of Object.entries(opts.bots ?? {})) await page.selectOption(tid(`create-seat-${seat}`), difficulty);
  if (opts.seat) await page.check(tid(`create-mine-${opts.seat}`));
  if (opts.tutorial) await page.check(tid('create-tutorial'));
  await page.click(tid('create-match'));
  // The board, or the lobby's error (which then fails the test with the server's words).
  await page.waitForSelector(`${tid('online-board')}, ${tid('waiting-room')}, ${tid('lobby-error')}`, { timeout: 15_000 });
  if (await page.locator(tid('lobby-error')).count())
    throw new Error(`creating the match failed: ${await page.textContent(tid('lobby-error'))}`);
  return (await whereIs(page)).matchID;
}

/**
 * The page's markup without the card popups (role="tooltip"), whose rulings
 * legitimately name other cards ("...unlike Rattan Armour").
 */
async function markupWithoutPopups(page: Page): Promise<string> {
  return page.evaluate(() => {
    const copy = document.body.cloneNode(true) as HTMLElement;
    for (const popup of copy.querySelectorAll('[role="tooltip"]')) popup.remove();
    return copy.innerHTML;
  });
}

/** Waits until one of the pages has a decision to make. */
async function waitForAnyDecision(pages: Page[], timeout = 15_000): Promise<void> {
  const someoneActs = () =>
    !['waiting', 'gameOver', ''].includes(document.querySelector('[data-testid="decision-kind"]')?.textContent?.trim() ?? '');
  await Promise.any(pages.map((page) => page.waitForFunction(someoneActs, undefined, { timeout })));
}

/** Waits until the page's board shows the server's state number `stateID` (or a later one). */
async function waitForState(page: Page, stateID: number, timeout = 15_000): Promise<void> {
  await page.waitForFunction((want) => Number(document.querySelector('[data-state-id]')?.getAttribute('data-state-id')) >= want, stateID, {
    timeout,
  });
}

describe('the online lobby in chromium', () => {
  it('three people create and join a match from the list and play it; a spectator sees the moves and no hidden card', async () => {
    ready();
    const started = Date.now();
    const alice = await openPerson(e2e, '');
    // From the start screen: "Play online".
    await alice.page.click(tid('play-online'));
    await alice.page.waitForSelector(tid('online-lobby'));
    await shot(alice.page, 'e2e-lobby-empty');
    await expectAccessible(alice.page, 'e2e-lobby-empty', [LAPTOP, PHONE]);
    const matchID = await createFromForm(alice.page, { name: 'Alice' });
    expect(await whereIs(alice.page)).toEqual({ matchID, seat: '0' });

    const bob = await openPerson(e2e);
    // A name the server would refuse is refused in the page, with the rule, before anything is asked.
    await bob.page.fill(tid('online-name'), 'Bob <b>');
    await waitForText(bob.page, tid('online-name-problem'), 'may hold only');
    await (await listedMatch(bob.page, matchID)).locator(tid('join-seat-1')).click();
    await waitForText(bob.page, tid('lobby-error'), 'may hold only');
    expect((await storedMatch(e2e, matchID)).metadata.players['1'].name).toBeUndefined();
    await joinFromList(bob.page, matchID, '1', 'Bob');

    const carol = await openPerson(e2e);
    const row = await listedMatch(carol.page, matchID);
    await waitForText(carol.page, `${tid('listed-match')}[data-match-id="${matchID}"] ${tid('listed-seat-0')}`, 'Alice');
    await waitForText(carol.page, `${tid('listed-match')}[data-match-id="${matchID}"] ${tid('listed-seat-1')}`, 'Bob');
    expect(await row.locator(tid('join-seat-0')).count()).toBe(0);
    expect(await row.locator(tid('join-seat-2')).count()).toBe(1);
    await shot(carol.page, 'e2e-lobby-list');
    await expectAccessible(carol.page, 'e2e-lobby-list');
    await joinFromList(carol.page, matchID, '2', 'Carol');

    const dave = await openPerson(e2e);
    await (await listedMatch(dave.page, matchID)).locator(tid('watch-match')).click();
    await dave.page.waitForSelector(tid('online-board'));
    expect(await whereIs(dave.page)).toEqual({ matchID, seat: '' });

    // Everyone's seat strip: the three names, and Carol, the last to come, connected. (boardgame.io's connection
    // marks of the others can be lost when its read-change-write races a join, so they are not relied on here.)
    const people: Person[] = [alice, bob, carol];
    for (const who of [...people, dave]) {
      for (const [i, name] of ['Alice', 'Bob', 'Carol'].entries()) await waitForText(who.page, tid(`online-seat-${i}`), name);
      await who.page.waitForSelector(`${tid('online-seat-2')}[data-connected="true"]`, { timeout: 15_000 });
    }
    expect(await alice.page.textContent(tid('online-seat-0'))).toContain('(you)');

    // A few moves each, by clicking, whoever is to act.
    const clicks = [0, 0, 0];
    for (let round = 0; clicks.some((n) => n < 3); round++) {
      expect(round).toBeLessThan(60);
      let moved = false;
      for (const [i, who] of people.entries()) {
        await who.page.waitForSelector(tid('decision-kind'), { state: 'attached' });
        const kind = await decisionKind(who.page);
        if (kind === 'waiting' || kind === 'gameOver') continue;
        await clickDecision(who.page, kind);
        clicks[i]++;
        moved = true;
      }
      // Nobody could act: the server's answer to the last move is on its way to the pages.
      if (!moved) await waitForAnyDecision(people.map((p) => p.page));
    }
    await shot(alice.page, 'e2e-online-alice');
    await expectAccessible(alice.page, 'e2e-online-alice');

    // The spectator has every move (the server's state number) and shows the public board: the bids on their spaces.
    const { state } = await storedMatch(e2e, matchID);
    const G: GameState = state.G;
    await waitForState(dave.page, state._stateID);
    expect(Number(await dave.page.getAttribute('[data-state-id]', 'data-state-id'))).toBe(state._stateID);
    for (const [space, bids] of Object.entries(G.bids))
      for (const bid of bids ?? [])
        expect(await dave.page.locator(`${tid(`space-${space}`)} ${tid(`bid-${bid.state}-${bid.general}`)}`).count()).toBe(1);
    expect(await dave.page.textContent(tid('log'))).toContain(state.G.log[state.G.log.length - 1].text);
    // ...and no state's hidden cards: no hand, and no hidden card's name anywhere in the page.
    expect(await dave.page.locator(`${tid('hand')}, ${tid('decision-panel')}`).count()).toBe(0);
    for (const s of STATES) expect(secretNames(G, s).length).toBeGreaterThan(0);
    const html = await markupWithoutPopups(dave.page);
    for (const s of STATES)
      for (const name of secretNames(G, s)) expect(html.includes(name), `the spectator sees ${s}'s ${name}`).toBe(false);
    // Each player sees their own hand and none of the others' hidden cards.
    for (const [i, who] of people.entries()) {
      const mine = STATES[i];
      expect((await who.page.locator(tid('hand')).textContent()) ?? '').toContain(secretNames(G, mine)[0]);
      const own = await markupWithoutPopups(who.page);
      for (const s of STATES.filter((x) => x !== mine))
        for (const name of secretNames(G, s).filter((n) => !secretNames(G, mine).includes(n)))
          expect(own.includes(name), `${mine}'s page shows ${s}'s ${name}`).toBe(false);
    }
    await shot(dave.page, 'e2e-online-spectator');
    await expectAccessible(dave.page, 'e2e-online-spectator');

    for (const who of [...people, dave]) expect(who.errors).toEqual([]);
    for (const who of [...people, dave]) await who.page.context().close();
    durations.threePeople = Date.now() - started;
    console.log(`three people: ${clicks.join('/')} moves by clicking`);
  }, 90_000);

  it('leaving frees the seat in the list; a reload returns a player to their seat; a refused join shows the server’s reason', async () => {
    ready();
    const started = Date.now();
    const alice = await openPerson(e2e);
    const matchID = await createFromForm(alice.page, { name: 'Alice', seat: '2', tutorial: true });
    expect(await whereIs(alice.page)).toEqual({ matchID, seat: '2' });

    const bob = await openPerson(e2e);
    await joinFromList(bob.page, matchID, '0', 'Bob');
    // Wu is free: the match waits, and Alice's waiting room shows Bob.
    await waitForText(alice.page, tid('waiting-seat-0'), 'Bob');

    // A reload keeps Alice in her seat (the URL and the credentials in her browser).
    await alice.page.reload();
    expect(await whereIs(alice.page)).toEqual({ matchID, seat: '2' });
    await alice.page.waitForSelector(tid('waiting-room'));
    expect(await alice.page.textContent(tid('match-bar'))).toContain('You play Shu as Alice');

    // Bob leaves: back in the lobby, his seat is free again in the list (his and Alice's view), and his browser holds it no more.
    await bob.page.click(tid('leave-match'));
    await bob.page.waitForSelector(tid('online-lobby'));
    const seat0 = `${tid('listed-match')}[data-match-id="${matchID}"] ${tid('listed-seat-0')}`;
    await bob.page.waitForSelector(`${seat0}[data-kind="free"]`, { timeout: 15_000 });
    expect(await (await listedMatch(bob.page, matchID)).locator(tid('join-seat-0')).count()).toBe(1);
    expect(await heldSeats(bob.page)).toEqual({});
    await alice.page.waitForSelector(`${tid('waiting-seat-0')}[data-kind="free"]`, { timeout: 15_000 });
    expect((await storedMatch(e2e, matchID)).metadata.players['0'].name).toBeUndefined();

    // Someone takes Wei through the Lobby API while Bob's list still shows it free (his list's refreshes are held back):
    // the server refuses Bob's join, and the page says why in the server's words.
    await bob.page.route('**/games/three-kingdoms-redux', (route) => route.abort());
    await bob.page.waitForSelector(tid('list-error'), { timeout: 15_000 });
    await e2e.lobby.joinMatch(e2e.gameName, matchID, { playerID: '0', playerName: 'Eve' });
    await bob.page.fill(tid('online-name'), 'Bob');
    await (await listedMatch(bob.page, matchID)).locator(tid('join-seat-0')).click();
    await waitForText(bob.page, tid('lobby-error'), /Joining Wei failed: .*not available/);
    expect(await bob.page.locator(tid('online-lobby')).count()).toBe(1);
    await shot(bob.page, 'e2e-lobby-refused');
    await bob.page.unroute('**/games/three-kingdoms-redux');

    for (const who of [alice, bob]) expect(who.errors).toEqual([]);
    for (const who of [alice, bob]) await who.page.context().close();
    durations.leave = Date.now() - started;
  }, 60_000);

  it('at the game’s end, "Play again" brings every player’s page into the same new match, in the same seats', async () => {
    ready();
    const started = Date.now();
    // Three people seated through the Lobby API; their browsers hold the credentials (as if they had joined there).
    const { matchID } = await e2e.lobby.createMatch(e2e.gameName, { numPlayers: 3, setupData: { tutorial: true } });
    const names = ['Alice', 'Bob', 'Carol'];
    const seats = [];
    for (const [i, playerName] of names.entries()) {
      const { playerCredentials } = await e2e.lobby.joinMatch(e2e.gameName, matchID, { playerID: String(i), playerName });
      seats.push({ playerID: String(i), credentials: playerCredentials, playerName });
    }
    // The game is played to its end by clients outside the browser holding the same seats; then the people open
    // their pages on it (pages following a match move by move: the first test).
    const t = Date.now();
    const moves = await playToTheEnd(e2e, matchID, seats);
    durations.playToTheEndMs = Date.now() - t;
    const people = await Promise.all(seats.map((seat) => openPerson(e2e, `#online/play/${matchID}`, { [matchID]: seat })));
    const watcher = await openPerson(e2e, `#online/watch/${matchID}`);
    for (const [i, who] of people.entries()) expect(await whereIs(who.page)).toEqual({ matchID, seat: String(i) });
    for (const who of [...people, watcher]) await who.page.waitForSelector(tid('game-over'), { timeout: 20_000 });
    for (const who of people) expect(await who.page.locator(tid('play-again')).isEnabled()).toBe(true);
    await people[1].page.waitForSelector(tid('score-sheet'));
    await shot(people[1].page, 'e2e-online-game-over');
    await expectAccessible(people[1].page, 'e2e-online-game-over');

    // Bob asks for a rematch; every page joins the same new match in its own seat, with its own name.
    await people[1].page.click(tid('play-again'));
    await people[1].page.waitForSelector(`${tid('match-online')}:not([data-match-id="${matchID}"])`, { timeout: 20_000 });
    const next = (await storedMatch(e2e, matchID)).metadata.nextMatchID;
    expect(next).toBeTruthy();
    expect(next).not.toBe(matchID);
    for (const [i, who] of people.entries()) {
      await who.page.waitForSelector(`${tid('match-online')}[data-match-id="${next}"] ${tid('decision-panel')}`, { timeout: 20_000 });
      expect(await whereIs(who.page)).toEqual({ matchID: next, seat: String(i) });
      expect((await heldSeats(who.page))[next!]).toMatchObject({ playerID: String(i), playerName: names[i] });
    }
    const { metadata } = await storedMatch(e2e, next!);
    expect(Object.values(metadata.players).map((p) => p.name)).toEqual(names);
    expect(metadata.setupData).toEqual({ tutorial: true });
    // The spectator is offered the rematch to watch.
    await watcher.page.click(tid('watch-rematch'));
    expect(await whereIs(watcher.page)).toEqual({ matchID: next, seat: '' });

    for (const who of [...people, watcher]) expect(who.errors).toEqual([]);
    for (const who of [...people, watcher]) await who.page.context().close();
    durations.rematch = Date.now() - started;
    console.log(`rematch: the first match took ${moves} moves outside the browser`);
  }, 90_000);

  it('a match with two bot seats: the list shows them as bots, the bots move after the person, and the rematch has them too', async () => {
    ready();
    const started = Date.now();
    const alice = await openPerson(e2e);
    const matchID = await createFromForm(alice.page, { name: 'Alice', bots: { '1': 'easy', '2': 'medium' } });
    const { metadata } = await storedMatch(e2e, matchID);
    expect(metadata.setupData).toMatchObject({ bots: { '1': 'easy', '2': 'medium' } });

    const bob = await openPerson(e2e);
    const row = await listedMatch(bob.page, matchID);
    await bob.page.waitForSelector(`${tid('listed-match')}[data-match-id="${matchID}"] ${tid('listed-seat-1')}[data-kind="bot"]`);
    expect(await row.locator(tid('listed-seat-1')).textContent()).toContain('bot, easy');
    expect(await row.locator(tid('listed-seat-2')).textContent()).toContain('bot, medium');
    expect(await row.locator('[data-testid^="join-seat-"]').count()).toBe(0);
    await shot(bob.page, 'e2e-lobby-bots');

    // The server has seated its bots, marked as bots.
    await alice.page.waitForSelector(`${tid('online-seat-1')}[data-kind="bot"]`, { timeout: 15_000 });
    await alice.page.waitForSelector(`${tid('online-seat-2')}[data-kind="bot"]`, { timeout: 15_000 });
    const seated = (await storedMatch(e2e, matchID)).metadata.players;
    expect([seated['1'].name, seated['1'].data]).toEqual(['Easy bot', { bot: 'easy' }]);
    expect([seated['2'].name, seated['2'].data]).toEqual(['Medium bot', { bot: 'medium' }]);

    // Alice recruits; the bots recruit too, and her next decision comes (it needs all three recruitments).
    await alice.page.waitForSelector(tid('decision-panel'));
    expect(await decisionKind(alice.page)).toBe('recruit');
    await clickDecision(alice.page, 'recruit');
    const nextDecision = () =>
      alice.page.waitForFunction(
        () => !['recruit', 'waiting', ''].includes(document.querySelector('[data-testid="decision-kind"]')?.textContent?.trim() ?? ''),
        undefined,
        { timeout: 30_000 },
      );
    await nextDecision();
    // She plays on; her turn comes back once the bots have moved after her (in round 1's bidding, Wu and Shu bid after Wei).
    const movesAfterHers = async () => {
      const { log } = await e2e.server.storage.fetch(matchID, { log: true });
      const movers = (log ?? []).filter((e) => e.action.type === 'MAKE_MOVE').map((e) => String(e.action.payload.playerID));
      const after = movers.slice(movers.lastIndexOf('0') + 1);
      return { hers: movers.filter((p) => p === '0').length, wu: after.includes('1'), shu: after.includes('2') };
    };
    let seen = await movesAfterHers();
    for (let i = 0; i < 6 && !(seen.hers >= 2 && seen.wu && seen.shu); i++) {
      await clickDecision(alice.page, await decisionKind(alice.page));
      await nextDecision();
      seen = await movesAfterHers();
    }
    expect(seen).toEqual({ hers: expect.any(Number), wu: true, shu: true });
    expect(seen.hers).toBeGreaterThanOrEqual(2);
    await waitForText(alice.page, tid('online-seat-1'), 'Easy bot');
    await shot(alice.page, 'e2e-online-bots');

    // To the end (Alice's seat played from outside the browser, the bots by the server, her page away meanwhile);
    // back at the match, the rematch has the same bots.
    const aliceSeat = (await heldSeats(alice.page))[matchID];
    const matchPage = alice.page.url();
    await alice.page.goto('about:blank');
    await playToTheEnd(e2e, matchID, [aliceSeat]);
    await alice.page.goto(matchPage);
    await alice.page.waitForSelector(tid('game-over'), { timeout: 20_000 });
    await alice.page.click(tid('play-again'));
    await alice.page.waitForSelector(`${tid('match-online')}:not([data-match-id="${matchID}"]) ${tid('decision-panel')}`, {
      timeout: 20_000,
    });
    const next = (await whereIs(alice.page)).matchID;
    await alice.page.waitForSelector(`${tid('online-seat-1')}[data-kind="bot"]`);
    await waitForText(alice.page, tid('online-seat-2'), 'Medium bot (bot, medium)');
    const rematch = (await storedMatch(e2e, next)).metadata;
    expect(rematch.setupData).toMatchObject({ bots: { '1': 'easy', '2': 'medium' } });
    expect(Object.values(rematch.players).map((p) => [p.name, p.data])).toEqual([
      ['Alice', undefined],
      ['Easy bot', { bot: 'easy' }],
      ['Medium bot', { bot: 'medium' }],
    ]);

    for (const who of [alice, bob]) expect(who.errors).toEqual([]);
    for (const who of [alice, bob]) await who.page.context().close();
    durations.bots = Date.now() - started;
  }, 60_000);
});
