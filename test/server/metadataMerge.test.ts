/**
 * Metadata writes keep each other's changes (src/server/storage/metadataMerge.ts):
 * boardgame.io writes a seat's connection mark from metadata it read before
 * a join or a leave that ran in between, and that write used to undo the
 * join (the player lost the seat) or the leave.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Server as BgioServer } from 'boardgame.io';
import { MergingMetadataStorage, mergeChanges } from '../../src/server/storage/metadataMerge';
import { flatFileStorage } from '../../src/server/storage/storage';

describe('merging changes', () => {
  it('applies our changes to what others wrote since we read, ours winning where both changed a value', () => {
    const base = { a: 1, b: { x: 1, y: 1 }, c: [1], gone: true };
    const theirs = { a: 2, b: { x: 1, y: 2 }, c: [1], gone: true, added: 'theirs' };
    const ours = { a: 1, b: { x: 5, y: 1 }, c: [1, 2] };
    expect(mergeChanges(base, theirs, ours)).toEqual({ a: 2, b: { x: 5, y: 2 }, c: [1, 2], added: 'theirs' });
    expect(mergeChanges(base, theirs, base)).toEqual(theirs);
    expect(mergeChanges({ a: 1 }, { a: 2 }, { a: 3 })).toEqual({ a: 3 });
  });
});

describe('metadata writes through the server storage', () => {
  let dir: string;
  let storage: MergingMetadataStorage;
  const seats = (): BgioServer.MatchData => ({
    gameName: 'three-kingdoms-redux',
    players: { 0: { id: 0, name: 'Ann', credentials: 'a' }, 1: { id: 1 }, 2: { id: 2 } },
    createdAt: 1,
    updatedAt: 1,
  });
  const stored = async () => (await storage.fetch('m', { metadata: true })).metadata!;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tkr-merge-'));
    storage = new MergingMetadataStorage(flatFileStorage(dir).storage);
    await storage.connect();
    await storage.createMatch('m', { initialState: { G: {}, ctx: {}, _stateID: 0 } as never, metadata: seats() });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('a connection mark written from metadata read before a join keeps the join', async () => {
    const connectionRead = await stored();
    const joinRead = await stored();
    joinRead.players[1] = { id: 1, name: 'Bob', credentials: 'b' };
    await storage.setMetadata('m', joinRead);
    connectionRead.players[0].isConnected = true;
    await storage.setMetadata('m', connectionRead);
    expect((await stored()).players).toEqual({
      0: { id: 0, name: 'Ann', credentials: 'a', isConnected: true },
      1: { id: 1, name: 'Bob', credentials: 'b' },
      2: { id: 2 },
    });
  });

  it("a move's write of a shallow copy of what it read ({ ...metadata, updatedAt }, as boardgame.io's onUpdate writes) keeps a change written since", async () => {
    // boardgame.io writes a move's metadata as a new object spread from the one it read (its players shared): it used to
    // be taken as a write of metadata never read, stored whole, and undid a connection mark or a gameover written meanwhile.
    const moveRead = await stored();
    const connectionRead = await stored();
    connectionRead.players[0].isConnected = true;
    await storage.setMetadata('m', connectionRead);
    await storage.setMetadata('m', { ...moveRead, updatedAt: 5 });
    const now = await stored();
    expect(now.updatedAt).toBe(5);
    expect(now.players[0].isConnected).toBe(true);
  });

  it('a connection mark written from metadata read before a leave keeps the leave', async () => {
    const connectionRead = await stored();
    const leaveRead = await stored();
    delete leaveRead.players[0].name;
    delete leaveRead.players[0].credentials;
    await storage.setMetadata('m', leaveRead);
    connectionRead.players[0].isConnected = false;
    await storage.setMetadata('m', connectionRead);
    expect((await stored()).players[0]).toEqual({ id: 0, isConnected: false });
  });

  it('writes with nothing in between are stored as they are, and the same object written twice keeps only its own changes', async () => {
    const read = await stored();
    read.players[2] = { id: 2, name: 'Cy', credentials: 'c' };
    await storage.setMetadata('m', read);
    expect((await stored()).players[2]).toEqual({ id: 2, name: 'Cy', credentials: 'c' });
    const other = await stored();
    other.updatedAt = 5;
    await storage.setMetadata('m', other);
    read.players[2].isConnected = true;
    await storage.setMetadata('m', read);
    const now = await stored();
    expect(now.updatedAt).toBe(5);
    expect(now.players[2]).toEqual({ id: 2, name: 'Cy', credentials: 'c', isConnected: true });
  });
});
