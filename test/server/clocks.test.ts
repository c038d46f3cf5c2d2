/**
 * Issue 17, item 3: clocks, enforced by the server on a fake clock (no test
 * here waits for wall time). A paced match gives each decision `moveSeconds`
 * and then draws on the seat's reserve; when both are spent, the server's
 * stand-in makes that decision (the seat's clock says so), and the seat's
 * person makes the next one. The clocks are kept in the match's metadata, so
 * they survive a restart of the server.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { botRng } from '../../src/bots/threeKingdomsRedux/match';
import { fastRandomMove } from '../../src/bots/threeKingdomsRedux/random';
import { statesToAct } from '../../src/game/threeKingdomsRedux/engine';
import { stateOfPlayer, toBgioAction } from '../../src/game/threeKingdomsRedux/game';
import { clockRecordOf, DEFAULT_AWAY_AFTER_TIMEOUTS, type ClockRecord } from '../../src/shared/matchClock';
import { FakeTime } from './fakeTime';
import { gameClient, sendRefusedRecruit, stored, until, type GameClient, type TestServer } from './harness';
import { autoPlay, startBotServer } from './serverBotsHarness';

const PACE = { moveSeconds: 10, reserveSeconds: 5 };

const clockOf = async (ts: TestServer, matchID: string) => (await stored(ts, matchID)).metadata as unknown as { clock: ClockRecord };

const movesBy = async (ts: TestServer, matchID: string, playerID: string) =>
  (await stored(ts, matchID)).log.filter((e) => e.action.type === 'MAKE_MOVE' && e.action.payload.playerID === playerID).length;

/**
 * Resolves once the match, as stored, waits for Wei (seat "0") alone on a decision of Wei's own (its clock up to
 * date and running, not out of time), Wei's client holds that state, and every look at the match is done (so the
 * timer for that decision's deadline is armed). Read from storage: a client can still show, for a moment, the
 * decision a stand-in has just made, while the other seats (a person's client, a bot's thread) are still to move.
 */
async function weiAlone(ts: TestServer, client: GameClient, matchID: string): Promise<void> {
  let stateID = -1;
  await expect
    .poll(
      async () => {
        const { state, metadata } = await stored(ts, matchID);
        const record = clockRecordOf((metadata as { clock?: unknown } | undefined)?.clock);
        const seat = record?.seats['0'];
        stateID = state._stateID;
        return (
          state.ctx.gameover === undefined &&
          statesToAct(state.G).join() === 'wei' &&
          record?.stateID === stateID &&
          seat?.since !== undefined &&
          !seat.outOfTime
        );
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  await until(client, (s) => s._stateID === stateID, 20_000);
  await ts.server.transport.getMatchQueue(matchID).onIdle();
  await ts.server.bots?.idle();
}

function moveOnce(client: GameClient): void {
  const state = client.getState()!;
  const seat = stateOfPlayer(client.playerID)!;
  const { move, args } = toBgioAction(fastRandomMove(state.G, seat, botRng('clock', seat)));
  client.moves[move](...args);
}

/** A paced match with bots in Wu and Shu and a person in Wei, started and connected. */
async function pacedMatch(ts: TestServer, pace = PACE) {
  const { matchID } = await ts.lobby.createMatch(ts.gameName, { numPlayers: 3, setupData: { bots: { '1': 'easy', '2': 'easy' }, pace } });
  const { playerCredentials } = await ts.lobby.joinMatch(ts.gameName, matchID, { playerID: '0', playerName: 'Cao Cao' });
  const wei = gameClient(ts, { matchID, playerID: '0', credentials: playerCredentials });
  return { matchID, credentials: playerCredentials, wei };
}

describe('clocks', () => {
  const open: TestServer[] = [];
  afterEach(async () => {
    for (const ts of open.splice(0)) await ts.close();
  });

  /** A fake clock, a bot server on it (closed after the test), and a paced match in which only Wei is to act. */
  async function pacedWeiAlone() {
    const time = new FakeTime();
    const ts = await startBotServer({ time });
    open.push(ts);
    const match = await pacedMatch(ts);
    await weiAlone(ts, match.wei.client, match.matchID);
    return { time, ts, ...match };
  }

  it('start with play, and clock only the people: the bots decide at once', async () => {
    const { time, ts, matchID, wei } = await pacedWeiAlone();
    const { clock } = await clockOf(ts, matchID);
    expect(Object.keys(clock.seats)).toEqual(['0']);
    expect(clock.seats['0']).toEqual({ reserveMs: 5000, since: time.now(), timeouts: 0 });
    wei.client.stop();
  });

  it('let the stand-in make a decision whose time ran out, and give the seat back for the next one', async () => {
    const { time, ts, matchID, wei } = await pacedWeiAlone();
    const before = await movesBy(ts, matchID, '0');
    const began = (await clockOf(ts, matchID)).clock.seats['0'].since!;

    // 10 s for the move and 5 s of reserve: a moment before, nothing happens.
    time.advance(began + 15_000 - 1 - time.now());
    await ts.server.bots!.idle();
    expect((await clockOf(ts, matchID)).clock.seats['0'].outOfTime).toBeUndefined();
    expect(ts.server.bots!.playersOf(matchID).has('0')).toBe(false);

    time.advance(20);
    await expect.poll(() => movesBy(ts, matchID, '0'), { timeout: 10_000 }).toBe(before + 1);
    await expect
      .poll(async () => (await clockOf(ts, matchID)).clock.seats['0'], { timeout: 5000 })
      .toMatchObject({
        reserveMs: 0,
        timeouts: 1,
        lastTimedOut: true,
      });
    // The stand-in made that one decision: the next is the person's again, on the move time alone.
    await expect.poll(() => ts.server.bots!.playersOf(matchID).has('0'), { timeout: 5000 }).toBe(false);
    await weiAlone(ts, wei.client, matchID);
    expect(await movesBy(ts, matchID, '0')).toBe(before + 1);
    moveOnce(wei.client);
    await expect.poll(async () => (await clockOf(ts, matchID)).clock.seats['0'].lastTimedOut, { timeout: 5000 }).toBeUndefined();
    wei.client.stop();
  });

  it('take no decision from anyone while nobody is at the table; the time run out is enforced once someone is back', async () => {
    const { time, ts, matchID, credentials, wei } = await pacedWeiAlone();
    const before = await movesBy(ts, matchID, '0');
    wei.client.stop();
    await expect.poll(() => ts.server.presence.seatsPresent(matchID).length).toBe(0);
    await ts.server.bots!.idle();
    time.advance(60_000);
    await ts.server.bots!.idle();
    expect((await clockOf(ts, matchID)).clock.seats['0'].outOfTime).toBeUndefined();
    expect(ts.server.bots!.playersOf(matchID).has('0')).toBe(false);
    expect(await movesBy(ts, matchID, '0')).toBe(before);

    const back = gameClient(ts, { matchID, playerID: '0', credentials });
    await expect.poll(() => movesBy(ts, matchID, '0'), { timeout: 10_000 }).toBe(before + 1);
    expect((await clockOf(ts, matchID)).clock.seats['0']).toMatchObject({ timeouts: 1 });
    back.client.stop();
  });

  it('run on through a move the rules refuse: sending one gives no time back (a seat could stall the match so)', async () => {
    const { time, ts, matchID, wei } = await pacedWeiAlone();
    const before = (await clockOf(ts, matchID)).clock;
    const stateID = (await stored(ts, matchID)).state._stateID;
    time.advance(9_000);
    // Wei is to act, and no general kept is no recruit the rules take now (nor a recruitment now, most likely).
    await sendRefusedRecruit(ts, wei.client, matchID);
    expect((await stored(ts, matchID)).state._stateID, 'the refused move changed nothing').toBe(stateID);
    expect((await clockOf(ts, matchID)).clock, 'the clock as before the refused move').toEqual(before);
    // 10 s for the move and 5 s of reserve, from when the decision began: the stand-in makes it at 15 s.
    time.advance(before.seats['0'].since! + 15_000 + 20 - time.now());
    await expect.poll(async () => (await clockOf(ts, matchID)).clock.seats['0'].timeouts, { timeout: 10_000 }).toBe(1);
    wei.client.stop();
  });

  it('draw on the reserve only for the time a decision takes beyond its own', async () => {
    const { time, ts, matchID, wei } = await pacedWeiAlone();
    time.advance(12_000);
    const stateID = wei.client.getState()!._stateID;
    moveOnce(wei.client);
    await expect.poll(async () => (await clockOf(ts, matchID)).clock.stateID, { timeout: 5000 }).toBeGreaterThan(stateID);
    const seat = (await clockOf(ts, matchID)).clock.seats['0'];
    expect(seat.reserveMs).toBe(3000);
    expect(seat.timeouts).toBe(0);
    wei.client.stop();
  });

  it('survive a restart of the server: the times are in storage', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tkr-clocks-'));
    const time = new FakeTime();
    const first = await startBotServer({ time, dataDir });
    const { matchID, credentials, wei } = await pacedMatch(first);
    await weiAlone(first, wei.client, matchID);
    time.advance(12_000);
    wei.client.stop();
    const { clock } = await clockOf(first, matchID);
    const moves = await movesBy(first, matchID, '0');
    await first.close({ keepData: true });

    const again = new FakeTime(time.now());
    const second = await startBotServer({ time: again, dataDir });
    open.push(second);
    expect((await clockOf(second, matchID)).clock).toEqual(clock);
    // The person is back (so nobody stands in for an absent player); 3 s of the decision's time are left.
    const back = gameClient(second, { matchID, playerID: '0', credentials });
    await weiAlone(second, back.client, matchID);
    again.advance(2_900);
    await second.server.transport.getMatchQueue(matchID).onIdle();
    expect(await movesBy(second, matchID, '0')).toBe(moves);
    again.advance(200);
    await expect.poll(() => movesBy(second, matchID, '0'), { timeout: 10_000 }).toBe(moves + 1);
    expect((await clockOf(second, matchID)).clock.seats['0']).toMatchObject({ timeouts: 1 });
    back.client.stop();
  });

  /**
   * Moves the fake time on by `ms` and waits until what it set off is done: the look at the match its timer set off
   * (which marks Wei's decision out of time, or not), the stand-in's decision for Wei and the other seats' moves
   * after it, until the match waits for Wei alone again on a new decision (weiAlone) with nobody standing in.
   */
  async function passTime(time: FakeTime, ts: TestServer, wei: GameClient, matchID: string, ms: number): Promise<void> {
    time.advance(ms);
    await ts.server.bots!.idle();
    await weiAlone(ts, wei, matchID);
    expect(ts.server.bots!.playersOf(matchID).has('0')).toBe(false);
  }

  it('stop deciding for a seat whose time runs out again and again with nobody else at the table, until it moves again', async () => {
    const time = new FakeTime();
    const ts = await startBotServer({ time });
    open.push(ts);
    // The audit's match: a second a decision, no reserve, two bots, and a person's socket that never moves.
    const { matchID, wei } = await pacedMatch(ts, { moveSeconds: 1, reserveSeconds: 0 });
    await weiAlone(ts, wei.client, matchID);
    const before = await movesBy(ts, matchID, '0');
    for (let second = 0; second < 8; second++) await passTime(time, ts, wei.client, matchID, 1_100);
    // Without a bound the stand-in made one decision a second, for as long as the socket stayed: 8 here.
    expect(await movesBy(ts, matchID, '0')).toBe(before + DEFAULT_AWAY_AFTER_TIMEOUTS);
    expect((await clockOf(ts, matchID)).clock.seats['0']).toMatchObject({ away: true, timeoutsInARow: DEFAULT_AWAY_AFTER_TIMEOUTS });
    expect(ts.server.bots!.playersOf(matchID).has('0')).toBe(false);

    // The seat's own move brings it back: its clock runs again, and its next time-out is the stand-in's again.
    moveOnce(wei.client);
    await expect.poll(async () => (await clockOf(ts, matchID)).clock.seats['0'].away, { timeout: 5000 }).toBeUndefined();
    expect((await clockOf(ts, matchID)).clock.seats['0'].timeoutsInARow ?? 0).toBe(0);
    await weiAlone(ts, wei.client, matchID);
    await passTime(time, ts, wei.client, matchID, 1_100);
    expect(await movesBy(ts, matchID, '0')).toBe(before + DEFAULT_AWAY_AFTER_TIMEOUTS + 2);
    expect((await clockOf(ts, matchID)).clock.seats['0']).toMatchObject({ timeoutsInARow: 1 });
    wei.client.stop();
  });

  it('keep deciding for an away seat on its time-outs while another person is at the table: the match goes on for them', async () => {
    const time = new FakeTime();
    const ts = await startBotServer({ time });
    open.push(ts);
    const { matchID } = await ts.lobby.createMatch(ts.gameName, {
      numPlayers: 3,
      setupData: { bots: { '2': 'easy' }, pace: { moveSeconds: 1, reserveSeconds: 0 } },
    });
    const weiSeat = await ts.lobby.joinMatch(ts.gameName, matchID, { playerID: '0', playerName: 'Cao Cao' });
    const wuSeat = await ts.lobby.joinMatch(ts.gameName, matchID, { playerID: '1', playerName: 'Sun Jian' });
    const wei = gameClient(ts, { matchID, playerID: '0', credentials: weiSeat.playerCredentials });
    // Wu plays at once (the fake time stands still meanwhile): never out of time.
    const wu = gameClient(ts, { matchID, playerID: '1', credentials: wuSeat.playerCredentials });
    const wuPlays = autoPlay(wu.client, 'wu');
    await weiAlone(ts, wei.client, matchID);
    const before = await movesBy(ts, matchID, '0');
    const steps = DEFAULT_AWAY_AFTER_TIMEOUTS + 3;
    for (let second = 0; second < steps; second++) await passTime(time, ts, wei.client, matchID, 1_100);
    expect(await movesBy(ts, matchID, '0')).toBe(before + steps);
    expect((await clockOf(ts, matchID)).clock.seats['0']).toMatchObject({ away: true, timeoutsInARow: steps });
    wuPlays.stop();
    wu.client.stop();
    wei.client.stop();
  });
});
