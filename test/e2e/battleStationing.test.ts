/**
 * Battle stationing in view (issue 34): the one decision kind a game against
 * bots seldom reaches early, as winning a battle needs units from an earlier
 * round. The position comes from the pure rules: bots play a seeded game
 * until Wu must take a battle space it won, and the page opens that record
 * as a kept game, by its address. There, at 1280x800 and 390x844, the lit
 * border locations (those of the rules' legal stationings), the stationing's
 * steps and Confirm are in view and uncovered; a click on a location and
 * Confirm station the general there, as the rules have it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createBot } from '../../src/bots/threeKingdomsRedux/registry';
import type { MatchRecord } from '../../src/board/threeKingdomsRedux/replay/record';
import { localHash, type SavedGame } from '../../src/board/threeKingdomsRedux/saved/savedGames';
import { seededRng } from '../../src/game/rng';
import { threeKingdomsRedux as rules } from '../../src/game/threeKingdomsRedux/contract';
import type { LocationId } from '../../src/game/threeKingdomsRedux/data/board';
import type { Move } from '../../src/game/threeKingdomsRedux/moves';
import { engineState, type E2E, openPage, recordOf, startE2E, tid, waitForHumanTurn } from './harness';
import { expectDecisionInView } from './inView';
import { shots } from './layout';
import { startOncePerFile } from './startOnce';

let e2e: E2E;

const ready = startOncePerFile(
  () => startE2E('battle-stationing'),
  (started) => (e2e = started),
);

const HUMAN = 'wu';
const SEED = 'e2e-battle-stationing';

const canStation = (move: Move) => move.type === 'takeAction' && move.choice.kind === 'battle';

/**
 * The record of a game the bots play (Wu as Medium, the others Easy) until
 * Wu's decision is a won battle space where a general can be stationed.
 */
function recordUntilStationing(seed: string): MatchRecord {
  const bots = { wei: createBot('easy'), wu: createBot('medium'), shu: createBot('easy') };
  const random = seededRng(seed);
  const botRandom = seededRng(`bots:${seed}`);
  let G = rules.newGame({}, random);
  const moves: MatchRecord['moves'] = [];
  // Each of the seeds tried reaches it within seven rounds, some 100 to 200 moves.
  for (let n = 0; n < 1000; n++) {
    const [seat] = rules.toAct(G);
    if (!seat) break;
    if (seat === HUMAN && G.step.kind === 'actions' && rules.legalMoves(G, HUMAN).some(canStation))
      return { version: 1, seed, tutorial: false, moves };
    const move = bots[seat].decide(rules.view(G, seat), seat, botRandom);
    const applied = rules.apply(G, seat, move, random);
    if (!applied.ok) throw new Error(`${seat}'s bot chose a refused move: ${applied.error}`);
    G = applied.state;
    moves.push({ state: seat, move });
  }
  throw new Error(`seed ${seed}: Wu never had a battle to station at`);
}

/** Keeps `record` in the browser as an unfinished game against AI and opens it by its address, as a reload would. */
async function resumeKept(record: MatchRecord): Promise<{ page: Page; errors: string[] }> {
  // Less motion: the slides and flashes are board.test.ts's to check; here they would only cost CPU.
  const { page, errors } = await openPage(e2e, '?botDelay=20', 'reduced');
  const kept: SavedGame = {
    version: 1,
    id: 'stationing',
    mode: 'ai',
    human: HUMAN,
    opponents: { wei: 'easy', shu: 'easy' },
    record,
    round: engineState(record).round,
    finished: false,
    startedAt: 0,
    savedAt: 0,
  };
  await page.evaluate(
    ({ game, hash }) => {
      localStorage.setItem(`tkr:game:${game.id}`, JSON.stringify(game));
      location.hash = hash;
    },
    { game: kept, hash: localHash(kept.id) },
  );
  await waitForHumanTurn(page);
  return { page, errors };
}

describe('battle stationing', () => {
  it('lit border locations, the steps and Confirm are in view at both sizes; the general is stationed where clicked', async () => {
    ready();
    const record = recordUntilStationing(SEED);
    const { page, errors } = await resumeKept(record);
    const before = engineState(record);
    const battle = before.pendingActions[HUMAN].find((space) => space.startsWith('battle:'));
    expect(battle, 'Wu has a won battle space to take').toBeTruthy();

    // As a player (and the coach) would: the battle from the tray's won spaces, then a lit border location.
    await page.locator(`${tid('decision-panel')} ${tid(`open-action-${battle}`)}`).click();
    const lit = page.locator('[data-testid^="target-location-"]');
    const litIds = await lit.evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')?.slice('target-location-'.length)));
    const legal = rules
      .legalMoves(before, HUMAN)
      .flatMap((m) => (m.type === 'takeAction' && m.space === battle && m.choice.kind === 'battle' ? [m.choice.location] : []));
    expect(litIds.sort()).toEqual([...new Set(legal)].sort());
    await expectDecisionInView(page, 'battle-stationing-locations');
    const location = ((await lit.first().getAttribute('data-testid')) ?? '').slice('target-location-'.length) as LocationId;
    await lit.first().click();

    // Its steps (which general, how many units, where the border token goes) until one choice waits for Confirm.
    const confirm = page.locator(`${tid('decision-panel')} ${tid('tray-confirm')}`);
    const options = page.locator(`${tid(`action-${battle}`)} ${tid('choice')}:enabled`);
    for (let step = 0; step < 8 && !(await confirm.isEnabled()); step++) {
      await expectDecisionInView(page, `battle-stationing-step-${step + 1}`);
      await options.first().click();
    }
    expect(await confirm.isEnabled(), 'a stationing waits for Confirm').toBe(true);
    await expectDecisionInView(page, 'battle-stationing-confirm');
    await shots(page, 'e2e-battle-stationing');

    // Nothing was sent before Confirm.
    expect((await recordOf(page)).moves.length).toBe(record.moves.length);
    await confirm.click();
    await page.waitForFunction(
      (n) => (globalThis as unknown as { __tkrMatch: MatchRecord }).__tkrMatch.moves.length > n,
      record.moves.length,
    );
    const sent = (await recordOf(page)).moves[record.moves.length];
    expect(sent).toMatchObject({ state: HUMAN, move: { type: 'takeAction', space: battle, choice: { kind: 'battle', location } } });
    const after = engineState({ ...record, moves: [...record.moves, sent] });
    expect(after.locations[location]?.state).toBe(HUMAN);
    expect(after.players[HUMAN].stationed.some((s) => s.locations.includes(location))).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);
});
