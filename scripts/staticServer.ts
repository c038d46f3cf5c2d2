/**
 * A small static file server (node:http) for the built board, listening on
 * localhost only: the end-to-end tests serve the page with it. `npm start`
 * runs the game server (src/server/), which serves the page itself.
 */
import { createReadStream } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { resolve } from 'node:path';
import { listen } from '../src/server/http/listen';
import { findPageFile } from '../src/server/http/pageFiles';

export interface StaticServer {
  server: Server;
  port: number;
  url: string;
  close(): Promise<void>;
}

/**
 * Serves `root` on `port` (0: any free port). When `port` is taken and
 * `fallback` is set, takes a free port instead.
 */
export async function startStaticServer(opts: { root: string; port: number; host?: string; fallback?: boolean }): Promise<StaticServer> {
  const root = resolve(opts.root);
  const host = opts.host ?? '127.0.0.1';
  const server = createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const found = findPageFile(root, req.url ?? '/');
    if (found.status !== 200) {
      res.writeHead(found.status, { 'content-type': 'text/plain; charset=utf-8' }).end(found.reason);
      return;
    }
    res.writeHead(200, { 'content-type': found.contentType, 'cache-control': 'no-cache' });
    if (req.method === 'HEAD') res.end();
    else createReadStream(found.file).pipe(res);
  });
  const port = await listen(server, { port: opts.port, host, fallback: opts.fallback });
  return {
    server,
    port,
    url: `http://localhost:${port}/`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
