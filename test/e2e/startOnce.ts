/**
 * An end-to-end test file's server and browser, started once for the file and
 * closed after it. Each test calls the returned `ready()` first: a start that
 * failed (no browser, a broken build, no server) fails every test with its
 * cause; none is skipped.
 */
import { afterAll, beforeAll } from 'vitest';

export function startOncePerFile<T extends { close(): Promise<void> }>(start: () => Promise<T>, started: (value: T) => void): () => void {
  let value: T | undefined;
  let startError: unknown = null;
  beforeAll(async () => {
    try {
      value = await start();
      started(value);
    } catch (e) {
      startError = e;
    }
  }, 120_000);
  afterAll(async () => {
    await value?.close();
  });
  return () => {
    if (startError) throw startError;
  };
}
