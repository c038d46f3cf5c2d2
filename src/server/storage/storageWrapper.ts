/**
 * A storage that hands every call to another one: the base of the server's
 * storage layers (storage.ts TrackedStorage, metadataMerge.ts,
 * ../bots/botSeating.ts), each of which overrides only the calls it changes.
 */
import { Async } from 'boardgame.io/internal';
import type { LogEntry, Server as BgioServer, State, StorageAPI } from 'boardgame.io';

export class StorageWrapper extends Async {
  constructor(protected readonly inner: StorageAPI.Async) {
    super();
  }

  connect(): Promise<void> {
    return Promise.resolve(this.inner.connect());
  }
  override createMatch(matchID: string, opts: StorageAPI.CreateMatchOpts): Promise<void> {
    return this.inner.createMatch(matchID, opts);
  }
  setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    return this.inner.setState(matchID, state, deltalog);
  }
  setMetadata(matchID: string, metadata: BgioServer.MatchData): Promise<void> {
    return this.inner.setMetadata(matchID, metadata);
  }
  fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    return this.inner.fetch(matchID, opts);
  }
  wipe(matchID: string): Promise<void> {
    return this.inner.wipe(matchID);
  }
  override listMatches(opts?: StorageAPI.ListMatchesOpts): Promise<string[]> {
    return this.inner.listMatches(opts);
  }
}
