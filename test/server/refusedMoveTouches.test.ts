/**
 * src/server/storage/refusedMoveTouches.ts on a store of its own: boardgame.io's write of a move the rules refused (the
 * state read, written back with the same `_stateID`, then the metadata read with only `updatedAt` set again, in
 * the same tick) reaches no store; its time is read through the layer and written with the match's next write.
 * Any other write reaches the store as it was.
 */
import { describe, expect, it } from 'vitest';
import type { LogEntry, Server as BgioServer, State, StorageAPI } from 'boardgame.io';
import { Async } from 'boardgame.io/internal';
import { RefusedMoveTouches } from '../../src/server/storage/refusedMoveTouches';

type Metadata = BgioServer.MatchData;

/** A store that hands out copies, as the journal and PostgreSQL do, and counts its writes. */
class CopyingStore extends Async {
  state: State | undefined;
  metadata: Metadata | undefined;
  metadataWrites: Metadata[] = [];
  connect() {}
  override async createMatch(_: string, opts: StorageAPI.CreateMatchOpts) {
    this.state = opts.initialState;
    this.metadata = structuredClone(opts.metadata);
  }
  async setState(_: string, state: State, __?: LogEntry[]) {
    if (!this.state || this.state._stateID < state._stateID) this.state = state;
  }
  async setMetadata(_: string, metadata: Metadata) {
    this.metadata = structuredClone(metadata);
    this.metadataWrites.push(this.metadata);
  }
  async fetch<O extends StorageAPI.FetchOpts>(_: string, opts: O) {
    return {
      ...(opts.state ? { state: this.state } : {}),
      ...(opts.metadata ? { metadata: structuredClone(this.metadata) } : {}),
    } as StorageAPI.FetchResult<O>;
  }
  async wipe() {}
  override async listMatches() {
    return [];
  }
}

const metadataAt = (updatedAt: number): Metadata =>
  ({ gameName: 'g', players: { 0: { id: 0, name: 'a', credentials: 'x' } }, createdAt: 1, updatedAt }) as unknown as Metadata;
const stateWith = (stateID: number): State => ({ G: { n: stateID }, ctx: {}, plugins: {}, _stateID: stateID }) as unknown as State;

/** What boardgame.io's master does for a move: reads the metadata and the state, writes both in one tick. */
async function move(db: RefusedMoveTouches, next: (read: State) => State, now: number): Promise<void> {
  const { metadata } = await db.fetch('m', { metadata: true });
  const { state } = await db.fetch('m', { state: true });
  await Promise.all([db.setState('m', next(state!)), db.setMetadata('m', { ...metadata!, updatedAt: now })]);
}

describe("a refused move's metadata write", () => {
  it('reaches no store; reads see its time, and the next write stores it', async () => {
    const store = new CopyingStore();
    const db = new RefusedMoveTouches(store);
    await db.createMatch('m', { initialState: stateWith(1), metadata: metadataAt(100) });
    await move(db, (s) => stateWith(s._stateID + 1), 200);
    expect(store.metadataWrites.map((m) => m.updatedAt)).toEqual([200]);

    // Refused: the state read is written back (its own G, the same _stateID), the metadata with a new time only.
    await move(db, (s) => ({ ...s }), 300);
    expect(
      store.metadataWrites.map((m) => m.updatedAt),
      'nothing written',
    ).toEqual([200]);
    expect(db.heldTouches).toBe(1);
    expect((await db.fetch('m', { metadata: true })).metadata!.updatedAt, 'read through the layer').toBe(300);
    expect(store.metadata!.updatedAt, "the store's own copy is left alone").toBe(200);

    // A write that is no move's (a connection mark on what was read) stores it.
    const { metadata } = await store.fetch('m', { metadata: true });
    await db.setMetadata('m', { ...metadata!, players: { 0: { ...metadata!.players[0], isConnected: false } } });
    expect(store.metadataWrites.map((m) => m.updatedAt)).toEqual([200, 300]);
    expect(db.heldTouches).toBe(0);
  });

  it('is written as before when it changes anything else, or follows a state that is new', async () => {
    const store = new CopyingStore();
    const db = new RefusedMoveTouches(store);
    await db.createMatch('m', { initialState: stateWith(1), metadata: metadataAt(100) });
    // A refused move whose metadata write changes more than its time (the table's clocks, say).
    const { metadata } = await db.fetch('m', { metadata: true });
    const { state } = await db.fetch('m', { state: true });
    await Promise.all([
      db.setState('m', { ...state! }),
      db.setMetadata('m', { ...metadata!, updatedAt: 150, clock: { stateID: 1 } } as Metadata),
    ]);
    expect(store.metadataWrites.map((m) => m.updatedAt)).toEqual([150]);
    // A move that landed: a new state, with a new G.
    await move(db, (s) => stateWith(s._stateID + 1), 200);
    expect(store.metadataWrites.map((m) => m.updatedAt)).toEqual([150, 200]);
    // A metadata write on its own, after the tick of a refused move's state.
    const read = await db.fetch('m', { state: true });
    await db.setState('m', { ...read.state! });
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    const { metadata: later } = await db.fetch('m', { metadata: true });
    await db.setMetadata('m', { ...later!, updatedAt: 250 });
    expect(store.metadataWrites.map((m) => m.updatedAt)).toEqual([150, 200, 250]);
    expect(db.heldTouches).toBe(0);
  });
});
