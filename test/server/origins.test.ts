/**
 * Other sites' pages cannot use the server (issue 14, finding 6): the page
 * is served from the server's own origin, and boardgame.io's `origins`
 * reached socket.io 3 as a key it ignores, so WebSocket and polling
 * connections from `Origin: http://evil.example` were accepted (the polling
 * handshake even answered `Access-Control-Allow-Origin: *`), and a cross-site
 * form post to /join took a seat. Now: a request whose Origin is neither the
 * server's own nor one listed (ORIGINS) is refused, on the sockets and the
 * Lobby API; requests without an Origin (not from a browser page) pass.
 */
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { originAllowed } from '../../src/server/http/origins';
import { createMatch, startTestServer, type TestServer } from './harness';

const EVIL = 'http://evil.example';
const FRIEND = 'https://friend.example';

/** Whether a socket.io client sending `origin` connects to the game's namespace. */
function connects(ts: TestServer, origin: string | undefined, transport: 'websocket' | 'polling'): Promise<boolean> {
  const socket = io(`${ts.url}/${ts.gameName}`, {
    transports: [transport],
    forceNew: true,
    reconnection: false,
    extraHeaders: origin ? { origin } : {},
  });
  return new Promise<boolean>((ok) => {
    socket.once('connect', () => ok(true));
    socket.once('connect_error', () => ok(false));
  }).finally(() => socket.close());
}

describe('origins', () => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await startTestServer({ bots: false, cleanup: false, origins: [FRIEND] });
  });
  afterAll(async () => {
    await ts?.close();
  });

  it('originAllowed: the same host, listed origins, or no Origin at all', () => {
    expect(originAllowed(undefined, 'a.example', [])).toBe(true);
    expect(originAllowed('https://a.example', 'a.example', [])).toBe(true);
    expect(originAllowed('http://a.example:8000', 'a.example:8000', [])).toBe(true);
    expect(originAllowed('http://a.example:8001', 'a.example:8000', [])).toBe(false);
    expect(originAllowed(EVIL, 'a.example', [])).toBe(false);
    expect(originAllowed('null', 'a.example', [])).toBe(false);
    expect(originAllowed('file://', 'a.example', [])).toBe(false);
    expect(originAllowed(FRIEND, 'a.example', [FRIEND])).toBe(true);
  });

  it("sockets from another site's page are refused, over WebSocket and polling", async () => {
    for (const transport of ['websocket', 'polling'] as const) {
      expect(await connects(ts, EVIL, transport), transport).toBe(false);
      expect(await connects(ts, ts.url, transport), transport).toBe(true);
      expect(await connects(ts, FRIEND, transport), transport).toBe(true);
      expect(await connects(ts, undefined, transport), transport).toBe(true);
    }
  });

  it('the polling handshake sends no Access-Control-Allow-Origin to other sites', async () => {
    const evil = await fetch(`${ts.url}/socket.io/?EIO=4&transport=polling`, { headers: { origin: EVIL } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    expect(evil.status).toBe(403);
    const friend = await fetch(`${ts.url}/socket.io/?EIO=4&transport=polling`, { headers: { origin: FRIEND } });
    expect(friend.status).toBe(200);
    expect(friend.headers.get('access-control-allow-origin')).toBe(FRIEND);
  });

  it("the Lobby API refuses another site's page: a cross-site form post to /join takes no seat", async () => {
    const { matchID } = await createMatch(ts, { seated: 0 });
    const before = await ts.lobby.getMatch(ts.gameName, matchID);
    const form = await fetch(`${ts.url}/games/${ts.gameName}/${matchID}/join`, {
      method: 'POST',
      headers: { origin: EVIL, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'playerID=0&playerName=Mallory',
    });
    expect(form.status).toBe(403);
    const json = await fetch(`${ts.url}/games/${ts.gameName}/${matchID}/join`, {
      method: 'POST',
      headers: { origin: EVIL, 'content-type': 'application/json' },
      body: JSON.stringify({ playerID: '0', playerName: 'Mallory' }),
    });
    expect(json.status).toBe(403);
    const create = await fetch(`${ts.url}/games/${ts.gameName}/create`, {
      method: 'POST',
      headers: { origin: EVIL, 'content-type': 'application/json' },
      body: JSON.stringify({ numPlayers: 3 }),
    });
    expect(create.status).toBe(403);
    // (The answer carries the server's time, which moves on: src/server/table/tableCalls.ts.)
    expect({ ...(await ts.lobby.getMatch(ts.gameName, matchID)), serverNow: 0 }).toEqual({ ...before, serverNow: 0 });
    // The page's own calls (same origin) and the listed origin's are served.
    const own = await fetch(`${ts.url}/games/${ts.gameName}/${matchID}/join`, {
      method: 'POST',
      headers: { origin: ts.url, 'content-type': 'application/json' },
      body: JSON.stringify({ playerID: '0', playerName: 'Cao Cao' }),
    });
    expect(own.status).toBe(200);
    const listed = await fetch(`${ts.url}/games/${ts.gameName}`, { headers: { origin: FRIEND } });
    expect(listed.status).toBe(200);
    expect(listed.headers.get('access-control-allow-origin')).toBe(FRIEND);
  });
});
