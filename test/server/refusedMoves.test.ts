/**
 * A move the rules refuse, through a real server (src/server/sockets/seatBroadcast.ts,
 * its header): boardgame.io's master publishes the unchanged state for every
 * socket of the match, and the broadcast sends it to none that holds that
 * state already, the mover's included, so no seat's view is made or encoded
 * for it. Every client still ends up holding exactly its seat's view of the
 * stored state, and the next move reaches each as a patch of that view.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { State } from 'boardgame.io';
import { getFilterPlayerView } from 'boardgame.io/internal';
import { legalMoves } from '../../src/game/threeKingdomsRedux/legal';
import { stateOfPlayer, toBgioAction } from '../../src/game/threeKingdomsRedux/game';
import { threeKingdomsReduxServer } from '../../src/server/games/threeKingdomsRedux';
import { storageFromEnvironment } from '../../src/server/storage/storage';
import { createMatch, gameClient, sendRefusedRecruit, startTestServer, stored, until, type GameClient, type TestServer } from './harness';

const json = <T>(v: T): T => JSON.parse(JSON.stringify(v));

/**
 * Makes the first legal move of `mover`'s seat and waits until each of `clients` holds the state after it;
 * that state's ID.
 */
async function firstLegalMove(ts: TestServer, matchID: string, mover: GameClient, clients: { client: GameClient }[]): Promise<number> {
  const stateID = (await stored(ts, matchID)).state._stateID + 1;
  const { move, args } = toBgioAction(legalMoves(mover.getState()!.G, stateOfPlayer(mover.playerID)!)[0]);
  mover.moves[move](...args);
  for (const { client } of clients) await until(client, (s) => s._stateID === stateID);
  return stateID;
}

describe('a move the rules refuse', () => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await startTestServer();
  });
  afterAll(async () => {
    await ts?.close();
  });

  it('is sent to no socket that holds the state, and every client (the mover too) holds its own view after it', async () => {
    const { matchID, seats } = await createMatch(ts);
    const players = seats.map((s) => gameClient(ts, { matchID, ...s }));
    const spectator = gameClient(ts, { matchID, playerID: null });
    const everyone = [...players, spectator];
    for (const { client } of everyone) await until(client, () => true);

    // The initial draft is a recruitment: all three states choose at once. Wei recruits, and every socket is sent that state.
    const stateID = await firstLegalMove(ts, matchID, players[0].client, everyone);
    const receivedBefore = everyone.map(({ recorder }) => recorder.received.length);

    // Wu sends a recruit the rules refuse (no generals kept): boardgame.io's master answers it with the unchanged state.
    const wu = players[1];
    await sendRefusedRecruit(ts, wu.client, matchID);
    expect((await stored(ts, matchID)).state._stateID, 'the refused move changed nothing').toBe(stateID);

    // Then Wu's legal recruit: socket.io sends a connection's messages in order, so an answer to the refused
    // move would reach each socket before this move does.
    const next = await firstLegalMove(ts, matchID, wu.client, everyone);

    const filter = getFilterPlayerView(threeKingdomsReduxServer().game);
    const { state } = await stored(ts, matchID);
    for (const [k, { client, recorder }] of everyone.entries()) {
      const who = client.playerID ?? 'the spectator';
      const since = recorder.received
        .slice(receivedBefore[k])
        .map((r) => [r.event, r.event === 'patch' ? r.args[2] : (r.args[1] as State)._stateID]);
      expect(since, `${who}: only the next move, as a patch`).toEqual([['patch', next]]);
      const view = json(
        (filter(client.playerID ?? null, { type: 'update', args: [matchID, state] }) as unknown as { args: [string, State] }).args[1],
      );
      const held = (client as unknown as { store: { getState(): State } }).store.getState();
      expect(json({ G: held.G, ctx: held.ctx, plugins: held.plugins, _stateID: held._stateID }), `${who} holds its view`).toEqual({
        G: view.G,
        ctx: view.ctx,
        plugins: view.plugins,
        _stateID: view._stateID,
      });
    }
    for (const { client } of everyone) client.stop();
  });

  it("writes nothing: its time is what the Lobby API lists, and is stored with the match's next write", async () => {
    // The store under the server's layers: what reaches it is written (a synced line of the journal).
    const store = storageFromEnvironment({ DATA_DIR: mkdtempSync(join(tmpdir(), 'tkr-refused-')) }).storage;
    const ts = await startTestServer({ storage: store });
    const inStore = async (matchID: string) => (await store.fetch(matchID, { metadata: true })).metadata!;
    const { matchID, seats } = await createMatch(ts);
    const players = seats.map((s) => gameClient(ts, { matchID, ...s }));
    for (const { client } of players) await until(client, () => true);
    await firstLegalMove(ts, matchID, players[0].client, players);
    await ts.server.transport.getMatchQueue(matchID).onIdle();
    const storedBefore = (await inStore(matchID)).updatedAt;
    const writes = vi.spyOn(store, 'setMetadata');
    await new Promise((r) => setTimeout(r, 5));
    const refusedAt = Date.now();
    await sendRefusedRecruit(ts, players[1].client, matchID);
    expect(writes, 'no metadata written for the refused move').not.toHaveBeenCalled();
    expect((await inStore(matchID)).updatedAt, "the stored time is the last move's").toBe(storedBefore);
    const listed = await ts.lobby.getMatch(ts.gameName, matchID);
    expect(
      (listed as unknown as { updatedAt: number }).updatedAt,
      "the Lobby API lists the refused move's time, as before",
    ).toBeGreaterThanOrEqual(refusedAt);

    // A write that is no move's (a player leaves: boardgame.io marks the seat disconnected) carries it.
    players[2].client.stop();
    await vi.waitFor(async () => expect((await inStore(matchID)).players[2].isConnected).toBe(false));
    expect((await inStore(matchID)).updatedAt, "the next write stores the refused move's time").toBeGreaterThanOrEqual(refusedAt);
    writes.mockRestore();
    for (const { client } of players.slice(0, 2)) client.stop();
    await ts.close();
  });
});
