/**
 * A small static file server (node:http) for the built board in dist/,
 * listening on localhost only.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

export interface StaticServer {
  server: Server;
  port: number;
  url: string;
  close(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<number> {
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
    let path: string;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      res.writeHead(400).end('bad request');
      return;
    }
    let file = normalize(join(root, path));
    if (file !== root && !file.startsWith(root + sep)) {
      res.writeHead(403).end('forbidden');
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });
  let port: number;
  try {
    port = await listen(server, opts.port, host);
  } catch (e) {
    if (!opts.fallback || (e as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw e;
    port = await listen(server, 0, host);
  }
  return {
    server,
    port,
    url: `http://localhost:${port}/`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
