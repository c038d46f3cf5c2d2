/**
 * Which file of the built page (dist/) answers a URL path. Shared by the game
 * server (src/server/server.ts) and the static server the end-to-end tests use
 * (scripts/staticServer.ts), so both refuse the same paths.
 */
import { existsSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
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

export type PageFile =
  | { status: 200; file: string; contentType: string }
  | { status: 400 | 403 | 404; reason: string };

/**
 * The file under `root` for a request's URL (path and query; a directory
 * stands for its index.html). A path that leaves `root`, even through `..` or
 * an encoded separator, is refused.
 */
export function findPageFile(root: string, requestUrl: string): PageFile {
  const base = resolve(root);
  let path: string;
  try {
    path = decodeURIComponent(new URL(requestUrl, 'http://localhost').pathname);
  } catch {
    return { status: 400, reason: 'bad request' };
  }
  if (path.includes('\0')) return { status: 400, reason: 'bad request' };
  let file = normalize(join(base, path));
  if (file !== base && !file.startsWith(base + sep)) return { status: 403, reason: 'forbidden' };
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file) || !statSync(file).isFile()) return { status: 404, reason: 'not found' };
  return { status: 200, file, contentType: CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream' };
}
