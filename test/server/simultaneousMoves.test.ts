/**
 * The recruitments are decided by the states at once, each from its own
 * drawn cards (rulebook, "General Cards and Tokens": the initial recruitment;
 * "1) Recruit Generals (rounds 3, 5, and 9)": "all players recruit new
 * generals"): no state's choice changes another's. boardgame.io
 * refuses a move sent on any state but the newest ("invalid stateID"), so
 * of two recruits sent on the same state the second was dropped unanswered:
 * its player (or the server's bot) had to notice and decide again, a refused
 * round trip, often. A recruit is now judged by the rules on the state as it
 * is when it arrives (src/game/threeKingdomsRedux/game.ts, `simultaneous`).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { statesToAct } from '../../src/game/threeKingdomsRedux/engine';
import { stateOfPlayer, toBgioAction } from '../../src/game/threeKingdomsRedux/game';
import { legalMoves } from '../../src/game/threeKingdomsRedux/legal';
import { createMatch, rawSocket, sendMove, settle, startTestServer, stored, type TestServer } from './harness';
import { startBotServer } from './serverBotsHarness';

describe('moves the states make at once', () => {
  const open: TestServer[] = [];
  afterEach(async () => {
    for (const ts of open.splice(0)) await ts.close();
  });

  it("a recruit sent on the state before another seat's recruit is judged on the state as it is now, not refused as stale", async () => {
    const ts = await startTestServer({ bots: false });
    open.push(ts);
    const { matchID, seats } = await createMatch(ts);
    const start = (await stored(ts, matchID)).state;
    const recruiting = seats.filter((s) => statesToAct(start.G).includes(stateOfPlayer(s.playerID)!));
    expect(recruiting.length).toBeGreaterThan(1);
    const sockets = [];
    for (const seat of recruiting) {
      const bare = await rawSocket(ts);
      const synced = bare.recorder.next('sync', (args) => args[0] === matchID);
      bare.socket.emit('sync', matchID, seat.playerID, seat.credentials, 3);
      await synced;
      sockets.push(bare);
    }
    // Every recruiting seat sends its recruit on the same state, as players deciding at once do.
    for (const [i, seat] of recruiting.entries()) {
      const { move, args } = toBgioAction(legalMoves(start.G, stateOfPlayer(seat.playerID)!).find((m) => m.type === 'recruit')!);
      sendMove(sockets[i].socket, {
        matchID,
        stateID: start._stateID,
        playerID: seat.playerID,
        name: move,
        args,
        credentials: seat.credentials,
      });
    }
    for (const { socket, recorder } of sockets) await settle(ts, matchID, socket, recorder);
    const { log } = await stored(ts, matchID);
    const recruited = log
      .filter((e) => e.action.type === 'MAKE_MOVE' && e.action.payload.type === 'recruit')
      .map((e) => e.action.payload.playerID);
    expect(recruited.sort()).toEqual(recruiting.map((s) => s.playerID).sort());
    for (const { socket } of sockets) socket.close();
  });

  it("the server's bots wait for their recruit's answer instead of deciding again when another seat's recruit lands first", async () => {
    const ts = await startBotServer({ bots: { workers: 2 } });
    open.push(ts);
    // Two bots recruit at once in each match (its person, in Wei, never moves): each is often answered after the other's recruit.
    const matchIDs: string[] = [];
    for (let i = 0; i < 6; i++) {
      const { matchID } = await ts.lobby.createMatch(ts.gameName, { numPlayers: 3, setupData: { bots: { '1': 'easy', '2': 'easy' } } });
      await ts.lobby.joinMatch(ts.gameName, matchID, { playerID: '0', playerName: 'Cao Cao' });
      matchIDs.push(matchID);
    }
    const botMoves = async (matchID: string) =>
      (await stored(ts, matchID)).log.filter((e) => e.action.type === 'MAKE_MOVE' && e.action.payload.playerID !== '0').length;
    // The bots are done once only Wei is left to decide.
    for (const matchID of matchIDs) {
      await expect.poll(async () => statesToAct((await stored(ts, matchID)).state.G), { timeout: 30_000 }).toEqual(['wei']);
      await ts.server.transport.getMatchQueue(matchID).onIdle();
    }
    for (const matchID of matchIDs) {
      const sent = [...ts.server.bots!.playersOf(matchID).values()].reduce((n, p) => n + p.movesSent, 0);
      // Every move a bot sent was taken: none was a second recruit that the rules refused.
      expect(sent, matchID).toBe(await botMoves(matchID));
    }
  }, 90_000);
});
