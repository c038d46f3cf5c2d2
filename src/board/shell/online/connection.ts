/**
 * How the page reaches the game server it was served from: the Lobby API at
 * /games and the games' sockets, both on the page's own origin.
 */
import { useEffect, useRef } from 'react';
import { LobbyClient } from 'boardgame.io/client';

export const pageOrigin = (): string => (typeof location === 'undefined' ? '' : location.origin);

export const pageLobby = (): LobbyClient => new LobbyClient({ server: pageOrigin() });

/** How often the lobby list and a match's seats are asked for again (ms). */
export const DEFAULT_POLL_MS = 2000;

/**
 * Calls `poll` now and then every `ms` while mounted (the next call starts
 * only once the last one has finished, so a slow server is never flooded).
 * `key` restarts it.
 */
export function usePolling(poll: () => Promise<void>, ms: number, key: unknown): void {
  const latest = useRef(poll);
  latest.current = poll;
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = async () => {
      try {
        await latest.current();
      } catch {
        // Each poll shows its own errors; a failed one is simply tried again.
      }
      if (!stopped) timer = setTimeout(run, ms);
    };
    void run();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [ms, key]);
}
