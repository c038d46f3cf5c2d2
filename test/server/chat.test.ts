/**
 * Chat in an online match (src/server/chat/matchChat.ts): seated players and
 * spectators talk over boardgame.io's chat channel, the sender named by the
 * server; a malformed, foreign, unauthorised or flooding chat frame is
 * refused, changes nothing and is told to its sender; the last 200 lines are
 * kept with the match (journal, FlatFile, memory) and sent to a connection
 * that syncs, after a restart too; a wipe drops them.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stateOfPlayer, toBgioAction } from '../../src/game/threeKingdomsRedux/game';
import { legalMoves } from '../../src/game/threeKingdomsRedux/legal';
import { DEFAULT_LIMITS } from '../../src/server/limits';
import { KEPT_CHAT_LINES, MemoryChatStore, type ChatStore } from '../../src/server/storage/chatStore';
import { FileChatStore } from '../../src/server/storage/fileChat';
import { flatFileStorage, storageFromEnvironment } from '../../src/server/storage/storage';
import { isChatLine, MAX_CHAT_LENGTH, type ChatLine, type ChatMessage } from '../../src/shared/chat';
import {
  createMatch,
  gameClient,
  gameStateOf,
  PACKET_REFUSED,
  rawSocket,
  type Seat,
  settle,
  startTestServer,
  stored,
  type TestServer,
  type Recorder,
} from './harness';
import type { Socket } from 'socket.io-client';

type Client = ReturnType<typeof gameClient>['client'];

/** The lines a client holds: the live ones and those of the history it was sent. */
function linesOf(client: Client): ChatLine[] {
  const lines: ChatLine[] = [];
  for (const message of client.chatMessages as unknown as ChatMessage[]) {
    const payload = message.payload;
    if ('history' in payload) lines.push(...payload.history);
    else if ('text' in payload) lines.push(payload);
  }
  return lines;
}

async function until(check: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`waited in vain for ${what}`);
    await new Promise((ok) => setTimeout(ok, 20));
  }
}

/** Answers a connection got to its chat frames: each is refused (packetRefused) or sent to the match, the sender too. */
const answersOf = (recorder: Recorder) =>
  recorder.events(PACKET_REFUSED).length +
  recorder.events('chat').filter((r) => {
    const payload = (r.args[1] as ChatMessage | undefined)?.payload;
    return typeof payload === 'object' && payload !== null && 'text' in payload;
  }).length;

/** Sends chat frames on `socket` and waits for an answer to each. */
async function sendChat(socket: Socket, recorder: Recorder, frames: unknown[][]): Promise<void> {
  const expected = answersOf(recorder) + frames.length;
  for (const args of frames) socket.emit('chat', ...args);
  await until(() => answersOf(recorder) >= expected, `answers to ${frames.length} chat frames`);
}

const texts = (client: Client) => linesOf(client).map((l) => l.text);

describe('chat in an online match', () => {
  let ts: TestServer;
  let matchID: string;
  let seats: Seat[];

  beforeAll(async () => {
    ts = await startTestServer({ bots: false, cleanup: false, limits: { chat: DEFAULT_LIMITS.chat } });
    ({ matchID, seats } = await createMatch(ts));
  });
  afterAll(async () => {
    await ts?.close();
  });

  it('seated players and a spectator talk; the sender is the seat the server knows, a spectator marked as one', async () => {
    const cao = gameClient(ts, { matchID, ...seats[0] });
    const sun = gameClient(ts, { matchID, ...seats[1] });
    const watcher = gameClient(ts, { matchID, playerID: null });
    await until(() => [cao, sun, watcher].every((c) => c.client.getState() !== null), 'the syncs');
    cao.client.sendChatMessage('  Hello <b>table</b>  ');
    await until(() => texts(sun.client).includes('Hello <b>table</b>'), 'Cao Cao’s line at Sun Jian');
    watcher.client.sendChatMessage('Nice opening');
    await until(() => texts(cao.client).includes('Nice opening'), 'the spectator’s line');
    const lines = linesOf(cao.client);
    expect(lines.map(({ seat, name, text }) => ({ seat, name, text }))).toEqual([
      { seat: '0', name: 'Cao Cao', text: 'Hello <b>table</b>' },
      { seat: null, name: 'Spectator', text: 'Nice opening' },
    ]);
    // A client claiming another seat's name or seat gets nowhere: the payload is text only, the seat its own.
    const { socket, recorder } = sun;
    await sendChat(socket, recorder, [
      [matchID, { id: 'x', sender: '0', payload: 'I am Cao Cao' }, seats[1].credentials],
      [matchID, { id: 'x', sender: '1', payload: { name: 'Cao Cao', text: 'hi' } }, seats[1].credentials],
    ]);
    expect(recorder.events(PACKET_REFUSED).map((r) => (r.args[0] as { event: string }).event)).toEqual(['chat', 'chat']);
    expect(texts(watcher.client)).toEqual(['Hello <b>table</b>', 'Nice opening']);
    for (const c of [cao, sun, watcher]) c.client.stop();
  });

  it('hostile chat frames are refused, keep nothing and change nothing; the sender is told in its chat box', async () => {
    const before = await stored(ts, matchID);
    const kept = await chatOf(ts, matchID);
    const other = await createMatch(ts);
    const sun = gameClient(ts, { matchID, ...seats[1] });
    await until(() => sun.client.getState() !== null, 'the sync');
    const wu = seats[1].credentials;
    const proto = JSON.parse('{"id":"x","sender":"1","payload":"hi","__proto__":{"polluted":1}}');
    const frames: unknown[][] = [
      [matchID, { id: 'x', sender: '1', payload: 'x'.repeat(301) }, wu],
      [matchID, { id: 'x', sender: '1', payload: 'x'.repeat(60_000) }, wu],
      [matchID, { id: 'x', sender: '1', payload: '   \n ' }, wu],
      [matchID, { id: 'x', sender: '1', payload: 42 }, wu],
      [matchID, { id: 'x', sender: '1', payload: ['hi'] }, wu],
      [matchID, { id: 'x', sender: '1', payload: { toString: 'hi' } }, wu],
      [matchID, proto, wu],
      [matchID, { id: 'x', sender: '1', payload: 'hi', constructor: 1 }, wu],
      [matchID, { id: { toString: 1 }, sender: '1', payload: 'hi' }, wu],
      [matchID, 'hi', wu],
      [matchID, null, wu],
      [matchID, { id: 'x', sender: '1', payload: 'hi' }, 'wrong credentials'],
      [matchID, { id: 'x', sender: '1', payload: 'hi' }, { toString: 'x' }],
      [matchID, { id: 'x', sender: '1', payload: 'hi' }],
      [matchID, { id: 'x', sender: '__proto__', payload: 'hi' }, wu],
      [matchID, { id: 'x', payload: 'hi' }, wu],
      [other.matchID, { id: 'x', sender: '1', payload: 'hi' }, other.seats[1].credentials],
      ['no-such-match', { id: 'x', sender: '1', payload: 'hi' }, wu],
      ['../../etc', { id: 'x', sender: '1', payload: 'hi' }, wu],
      [{ toString: 1 }, { id: 'x', sender: '1', payload: 'hi' }, wu],
      [],
    ];
    await sendChat(sun.socket, sun.recorder, frames);
    const refusals = sun.recorder.events(PACKET_REFUSED).map((r) => r.args[0] as { event: string; reason: string });
    expect(refusals.map((r) => r.event)).toEqual(frames.map(() => 'chat'));
    expect(refusals[0].reason).toBe('A message is at most 300 characters; this one has 301.');
    expect(refusals[2].reason).toMatch(/empty/);
    // Told in the sender's chat box (boardgame.io's channel), not sent to anybody else.
    const notes = (sun.client.chatMessages as unknown as ChatMessage[]).filter((m) => 'refused' in m.payload);
    expect(notes.length).toBeGreaterThanOrEqual(frames.length - 5);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await chatOf(ts, matchID)).toEqual(kept);
    expect(await chatOf(ts, other.matchID)).toEqual([]);
    const after = await stored(ts, matchID);
    expect(gameStateOf(after.state)).toEqual(gameStateOf(before.state));
    expect(after.log).toEqual(before.log);
    // A raw socket that never synced may not chat, even with good credentials.
    const { socket, recorder } = await rawSocket(ts);
    socket.emit('chat', matchID, { id: 'x', sender: '1', payload: 'hi' }, wu);
    socket.emit('chat', matchID, { id: 'x', payload: 'hi' });
    await settle(ts, matchID, socket, recorder);
    expect(recorder.events(PACKET_REFUSED)).toHaveLength(2);
    expect(await chatOf(ts, matchID)).toEqual(kept);
    socket.close();
    sun.client.stop();
  });

  it('fuzzed chat frames from a seated, synced connection: only text within the limit is kept, nothing else changes', async () => {
    const before = await stored(ts, matchID);
    const liu = gameClient(ts, { matchID, ...seats[2] });
    await until(() => liu.client.getState() !== null, 'the sync');
    const hostile = fc.oneof(
      fc.dictionary(
        fc.constantFrom('__proto__', 'constructor', 'toString', 'valueOf', 'id', 'sender', 'payload'),
        fc.anything({ maxDepth: 1 }),
        {
          maxKeys: 4,
        },
      ),
      fc.anything({ maxDepth: 2, withObjectString: true }),
    );
    const text = fc.oneof(fc.string({ maxLength: 20 }), fc.string({ minLength: 295, maxLength: 320 }), hostile);
    const message = fc.oneof(
      fc.record({ id: fc.string({ maxLength: 8 }), sender: fc.constantFrom('2', '0', null, '__proto__'), payload: text }),
      hostile,
    );
    const frame = fc.tuple(
      fc.oneof(fc.constant(matchID), fc.string({ maxLength: 12 }), hostile),
      message,
      fc.oneof(fc.constant(seats[2].credentials), hostile),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(frame, { minLength: 1, maxLength: 4 }), async (frames) => {
        await sendChat(liu.socket, liu.recorder, frames);
      }),
      { numRuns: 60 },
    );
    const kept = await chatOf(ts, matchID);
    for (const line of kept) {
      expect(isChatLine(line)).toBe(true);
      expect([...line.text].length).toBeLessThanOrEqual(MAX_CHAT_LENGTH);
      expect(line.text).toBe(line.text.trim());
    }
    expect(({} as Record<string, unknown>).toString).toBe(Object.prototype.toString);
    const after = await stored(ts, matchID);
    expect(gameStateOf(after.state)).toEqual(gameStateOf(before.state));
    liu.client.stop();
  });

  it('a flood is refused politely past a burst of 5, per connection; the server still answers and the match goes on', async () => {
    const liu = gameClient(ts, { matchID, ...seats[2] });
    const cao = gameClient(ts, { matchID, ...seats[0] });
    await until(() => liu.client.getState() !== null && cao.client.getState() !== null, 'the syncs');
    const start = (await chatOf(ts, matchID)).length;
    await sendChat(
      liu.socket,
      liu.recorder,
      Array.from({ length: 40 }, (_, i) => [matchID, { id: 'x', sender: '2', payload: `flood ${i}` }, seats[2].credentials]),
    );
    expect((await chatOf(ts, matchID)).length - start).toBe(DEFAULT_LIMITS.chat.burst);
    const reason = (liu.recorder.events(PACKET_REFUSED)[0].args[0] as { reason: string }).reason;
    expect(reason).toMatch(/^Please slow down: you can send another message in \d+ s\.$/);
    // Another connection's budget is its own.
    cao.client.sendChatMessage('still here');
    await until(() => texts(liu.client).includes('still here'), 'the other connection’s line');
    // The match goes on: the flooding seat's own move lands at once.
    const state = liu.client.getState()!;
    const { move, args } = toBgioAction(legalMoves(state.G, stateOfPlayer('2')!)[0]);
    liu.client.moves[move](...args);
    await until(() => (liu.client.getState()?._stateID ?? 0) > state._stateID, 'the move after the flood');
    for (const c of [liu, cao]) c.client.stop();
  });
});

async function chatOf(ts: TestServer, matchID: string): Promise<ChatLine[]> {
  // The history a spectator is sent when it syncs: what the server kept.
  const watcher = gameClient(ts, { matchID, playerID: null });
  await until(() => watcher.client.getState() !== null, 'the spectator’s sync');
  await new Promise((ok) => setTimeout(ok, 100));
  const lines = linesOf(watcher.client);
  watcher.client.stop();
  return lines;
}

describe('the chat kept with the match', () => {
  it('survives a restart of a server on the journal, and a wipe drops it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tkr-chat-'));
    try {
      let ts = await startTestServer({ dataDir, bots: false, cleanup: false });
      const { matchID, seats } = await createMatch(ts);
      const cao = gameClient(ts, { matchID, ...seats[0] });
      await until(() => cao.client.getState() !== null, 'the sync');
      cao.client.sendChatMessage('Before the restart');
      await until(() => texts(cao.client).includes('Before the restart'), 'the line');
      cao.client.stop();
      await ts.close({ keepData: true });
      ts = await startTestServer({ dataDir, bots: false, cleanup: false });
      expect((await chatOf(ts, matchID)).map((l) => [l.name, l.text])).toEqual([['Cao Cao', 'Before the restart']]);
      // Kept in the journal's folder, so the journal's files and their chat go together.
      const files = new FileChatStore(join(dataDir, 'journal', 'chat'));
      expect((await files.recentChat(matchID)).map((l) => l.text)).toEqual(['Before the restart']);
      await ts.server.storage.wipe(matchID);
      await ts.close({ keepData: true });
      expect(await files.recentChat(matchID)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  const line = (i: number): ChatLine => ({ id: `m${i}`, seat: i % 2 ? '1' : null, name: 'n', text: `line ${i}`, at: i });

  async function keepsTheLast200(store: ChatStore, matchID: string) {
    for (let i = 0; i < 450; i++) await store.appendChat(matchID, line(i));
    const kept = await store.recentChat(matchID);
    expect(kept).toHaveLength(KEPT_CHAT_LINES);
    expect(kept[0]).toEqual(line(250));
    expect(kept.at(-1)).toEqual(line(449));
    await store.forgetChat(matchID);
    expect(await store.recentChat(matchID)).toEqual([]);
  }

  it('keeps the last 200 lines: in memory, in the journal’s files, in FlatFile', async () => {
    await keepsTheLast200(new MemoryChatStore(), 'm');
    const dir = mkdtempSync(join(tmpdir(), 'tkr-chat-store-'));
    try {
      const files = new FileChatStore(join(dir, 'chat'));
      for (let i = 0; i < 450; i++) await files.appendChat('m', line(i));
      // The file is cut back now and then, never grows past twice the lines kept.
      const rows = readFileSync(join(dir, 'chat', `${Buffer.from('m').toString('base64url')}.chat`), 'utf8')
        .trim()
        .split('\n');
      expect(rows.length).toBeLessThan(2 * KEPT_CHAT_LINES);
      await files.forgetChat('m');
      await keepsTheLast200(new FileChatStore(join(dir, 'chat2')), 'm');
      const { storage } = flatFileStorage(join(dir, 'flat'));
      await storage.connect();
      await storage.createMatch('m', {
        initialState: { G: {}, ctx: {}, _stateID: 0 } as never,
        metadata: { gameName: 'g', players: {}, createdAt: 0, updatedAt: 0 } as never,
      });
      await keepsTheLast200(storage.chat!, 'm');
      await expect(storage.chat!.appendChat('none', line(0))).rejects.toThrow(/no match/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a connection that syncs while others talk', () => {
  it('holds every line: those kept before its sync and those sent after (none falls between)', async () => {
    // A slow store's sync (boardgame.io reads the match, then adds the connection to those sent the match's news):
    // a line kept while it reads must still reach the new connection, in its history or live.
    const store = storageFromEnvironment({ DATA_DIR: mkdtempSync(join(tmpdir(), 'tkr-chat-')) }).storage;
    const slowSyncs = new Proxy(store, {
      get(target, key) {
        const value = Reflect.get(target, key, target);
        if (key !== 'fetch') return typeof value === 'function' ? value.bind(target) : value;
        return async (matchID: string, opts: { state?: boolean }) => {
          if (opts.state) await new Promise((ok) => setTimeout(ok, 30));
          return target.fetch(matchID, opts as never);
        };
      },
    });
    const ts = await startTestServer({
      storage: slowSyncs,
      bots: false,
      cleanup: false,
      limits: { chat: { burst: 1000, perSecond: 1000 } },
    });
    try {
      const { matchID, seats } = await createMatch(ts);
      const cao = gameClient(ts, { matchID, ...seats[0] });
      await until(() => cao.client.getState() !== null, 'the talker’s sync');
      const watchers: ReturnType<typeof gameClient>[] = [];
      let sent = 0;
      // Each new spectator syncs while lines keep coming, one every few milliseconds.
      for (let round = 0; round < 12; round++) {
        watchers.push(gameClient(ts, { matchID, playerID: null }));
        for (let i = 0; i < 6; i++) {
          cao.client.sendChatMessage(`line ${sent++}`);
          await new Promise((ok) => setTimeout(ok, 3));
        }
      }
      const all = Array.from({ length: sent }, (_, i) => `line ${i}`);
      await until(() => texts(cao.client).length === sent, 'the talker’s own lines');
      for (const [i, w] of watchers.entries())
        await until(() => new Set(texts(w.client)).size === sent, `every line at spectator ${i}`).catch(() => {
          throw new Error(`spectator ${i} holds ${new Set(texts(w.client)).size} of ${sent} lines`);
        });
      for (const w of watchers) expect([...new Set(texts(w.client))].sort()).toEqual([...all].sort());
      for (const c of [cao, ...watchers]) c.client.stop();
    } finally {
      await ts.close();
    }
  });
});
