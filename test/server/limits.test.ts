/**
 * Rate limits (issue 14, findings 2 and 7): with the server's default limits,
 * match creation and joining are limited per client address (200 creations
 * in a second were all accepted), socket connections per address, syncs per
 * connection; over the limit, 429 with Retry-After, a refused connection, a
 * refused sync. The server's own bots are not counted. Behind a trusted
 * proxy, the address is the one the proxy adds to X-Forwarded-For; otherwise
 * that header changes nothing.
 */
import { io } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addressKey, DEFAULT_LIMITS } from '../../src/server/limits';
import { RateLimiter } from '../../src/server/rateLimit';
import { createMatch, PACKET_REFUSED, rawSocket, startTestServer, type TestServer } from './harness';

describe('RateLimiter', () => {
  it('allows a burst, then one action per 1/perSecond seconds, per key', () => {
    let now = 0;
    const limiter = new RateLimiter({ burst: 3, perSecond: 0.5, now: () => now });
    expect([1, 2, 3, 4].map(() => limiter.take('a'))).toEqual([true, true, true, false]);
    expect(limiter.take('b')).toBe(true);
    expect(limiter.retryAfterSeconds('a')).toBe(2);
    now = 1999;
    expect(limiter.take('a')).toBe(false);
    now = 2000;
    expect(limiter.take('a')).toBe(true);
    expect(limiter.take('a')).toBe(false);
    now = 1_000_000;
    expect([1, 2, 3, 4].map(() => limiter.take('a'))).toEqual([true, true, true, false]);
  });

  it('remembers a bounded number of keys', () => {
    const limiter = new RateLimiter({ burst: 1, perSecond: 1, maxKeys: 100, now: () => 0 });
    for (let i = 0; i < 1000; i++) limiter.take(`key-${i}`);
    expect(limiter.size).toBeLessThanOrEqual(100);
  });
});

describe('addressKey (issue 33, finding 6)', () => {
  it('counts an IPv6 address by its /64 network, an IPv4-mapped one as IPv4, anything else as it is', () => {
    expect(addressKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:DB8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::9')).toBe('2001:db8:1:3::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80::/64');
    expect(addressKey('1::2:3:4:5:6:7')).toBe('1:0:2:3::/64');
    expect(addressKey('2001:db8:0:1:2:3:1.2.3.4')).toBe('2001:db8:0:1::/64');
    expect(addressKey('::1')).toBe('::/64');
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('::ffff:c000:201')).toBe('192.0.2.1');
    expect(addressKey('192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('not an address')).toBe('not an address');
  });
});

describe('behind a trusted proxy, IPv6 clients are counted by /64 (issue 33, finding 6)', () => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await startTestServer({ limits: {}, bots: false, cleanup: false, trustProxy: true });
  });
  afterAll(async () => {
    await ts?.close();
  });

  it('15 creations from 15 addresses of one /64 share one budget; another /64 has its own', async () => {
    const create = (address: string) =>
      fetch(`${ts.url}/games/${ts.gameName}/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ numPlayers: 3 }),
      }).then((r) => r.status);
    const statuses = [];
    for (let i = 1; i <= 15; i++) statuses.push(await create(`2001:db8:aa:bb:${i.toString(16)}::${i}`));
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(DEFAULT_LIMITS.create.burst + 1);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(4);
    expect(await create('2001:db8:aa:cc::1')).toBe(200);
  });
});

describe("the server's default limits", () => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await startTestServer({ limits: {}, bots: false, cleanup: false });
  });
  afterAll(async () => {
    await ts?.close();
  });

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${ts.url}/games/${ts.gameName}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('200 match creations at once: the burst is made, the rest get 429 with Retry-After, and no match is made for them', async () => {
    const before = (await ts.server.storage.listMatches()).length;
    const answers = await Promise.all(Array.from({ length: 200 }, () => post('create', { numPlayers: 3 })));
    const made = answers.filter((a) => a.status === 200).length;
    const limited = answers.filter((a) => a.status === 429);
    // The burst, and at most one more earned while the 200 were answered.
    expect(made).toBeGreaterThanOrEqual(DEFAULT_LIMITS.create.burst);
    expect(made).toBeLessThanOrEqual(DEFAULT_LIMITS.create.burst + 1);
    expect(limited.length).toBe(200 - made);
    expect(Number(limited[0].headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited[0].text()).toMatch(/Too many requests/);
    expect((await ts.server.storage.listMatches()).length).toBe(before + made);
  });

  it('joins are limited per address too; X-Forwarded-For is not believed without a trusted proxy', async () => {
    const [matchID] = await ts.server.storage.listMatches();
    const answers = [];
    for (let i = 0; i < DEFAULT_LIMITS.join.burst + 5; i++)
      answers.push((await post(`${matchID}/join`, { playerName: `P${i}` }, { 'x-forwarded-for': `10.0.0.${i}` })).status);
    // 3 seats: 3 joins made, then 409 (no seat) until the budget is spent, then 429.
    expect(answers.filter((s) => s === 200)).toHaveLength(3);
    expect(answers.filter((s) => s === 429).length).toBeGreaterThanOrEqual(4);
  });
});

/** Resolves once `ready()` holds (checked every few ms), or fails after `timeoutMs`. */
async function waitUntil(ready: () => boolean, timeoutMs = 20_000): Promise<void> {
  const start = Date.now();
  while (!ready()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((ok) => setTimeout(ok, 5));
  }
}

describe('limits on sockets', () => {
  let ts: TestServer;
  afterEach(async () => {
    await ts?.close();
  });

  it('connections per address: a flood of connections is refused past the burst', async () => {
    ts = await startTestServer({ limits: {}, bots: false, cleanup: false });
    const outcomes = await Promise.all(
      Array.from({ length: DEFAULT_LIMITS.connections.burst + 10 }, () => {
        const socket = io(`${ts.url}/${ts.gameName}`, { transports: ['websocket'], forceNew: true, reconnection: false });
        return new Promise<string>((ok) => {
          socket.once('connect', () => ok('connected'));
          socket.once('connect_error', (e) => ok(e.message));
        }).finally(() => socket.close());
      }),
    );
    expect(outcomes.filter((o) => o === 'connected').length).toBeLessThanOrEqual(DEFAULT_LIMITS.connections.burst + 1);
    expect(outcomes.filter((o) => /too many connections/.test(o)).length).toBeGreaterThanOrEqual(9);
  });

  it('syncs per connection: 6,000 syncs on one socket, a handful answered, the rest refused', async () => {
    ts = await startTestServer({ bots: false, cleanup: false });
    const { matchID } = await createMatch(ts);
    const { socket, recorder } = await rawSocket(ts);
    for (let i = 0; i < 6000; i++) socket.emit('sync', matchID, null, null, 3);
    await waitUntil(() => recorder.events(PACKET_REFUSED).length >= 6000 - DEFAULT_LIMITS.syncs.burst - 2);
    await waitUntil(() => recorder.events('sync').length >= DEFAULT_LIMITS.syncs.burst);
    await ts.server.transport.getMatchQueue(matchID).onIdle();
    const answered = recorder.events('sync').length;
    expect(answered).toBeGreaterThanOrEqual(DEFAULT_LIMITS.syncs.burst);
    expect(answered).toBeLessThanOrEqual(DEFAULT_LIMITS.syncs.burst + 2);
    expect((recorder.events(PACKET_REFUSED)[0].args[0] as { reason: string }).reason).toMatch(/too many syncs/);
    socket.close();
  });
});
