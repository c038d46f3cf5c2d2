/** Starting an http server on a port, with a free port as the fallback. */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

function listenOnce(server: Server, port: number, host: string): Promise<number> {
  return new Promise((ok, fail) => {
    const onError = (e: Error) => {
      server.off('listening', onListening);
      fail(e);
    };
    const onListening = () => {
      server.off('error', onError);
      ok((server.address() as AddressInfo).port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

/**
 * Listens on `port` (0: any free port) and resolves to the port taken. When
 * `port` is taken and `fallback` is set, takes a free port instead.
 */
export async function listen(server: Server, opts: { port: number; host: string; fallback?: boolean }): Promise<number> {
  try {
    return await listenOnce(server, opts.port, opts.host);
  } catch (e) {
    if (!opts.fallback || (e as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw e;
    return listenOnce(server, 0, opts.host);
  }
}
