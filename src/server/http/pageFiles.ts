/**
 * The built page (dist/) as the game server serves it (`pageFiles`), and
 * which file answers a URL path (`findPageFile`, shared with the static
 * server the end-to-end tests use, scripts/staticServer.ts, so both refuse
 * the same paths).
 *
 * Served compressed (brotli, else gzip, as the browser accepts): each file
 * is compressed once, off the event loop, and kept in memory until it
 * changes on disk. File names with a content hash (main-3FQ2K7ZL.js: the
 * build names them so, scripts/boardBuild.ts) are cached by browsers for a
 * year; every other file (index.html) is revalidated each time (ETag).
 * Source maps are served only when asked for (SOURCE_MAPS=1): they show the
 * whole source to anyone.
 */
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { Server as BgioServer } from 'boardgame.io';

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

export type PageFile = { status: 200; file: string; contentType: string } | { status: 400 | 403 | 404; reason: string };

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

/** A built file name with esbuild's content hash (8 characters of base32) before its extension. */
const HASHED_NAME = /-[A-Z0-9]{8}\.[a-z]+$/;
export const LONG_CACHE = 'public, max-age=31536000, immutable';
const COMPRESSIBLE = /^(text\/|application\/json|image\/svg\+xml)/;
/** Files larger than this are sent as they are (the page's are far smaller). */
const MAX_CACHED_BYTES = 16 * 1024 * 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

interface CachedFile {
  mtimeMs: number;
  size: number;
  etag: string;
  raw: Buffer;
  /** Compressed bodies, once made (null when compressing does not pay). */
  br?: Promise<Buffer | null>;
  gzip?: Promise<Buffer | null>;
}

/** The encoding to send, from the request's Accept-Encoding: brotli first, then gzip. */
function chosenEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    if (name) accepted.set(name, q ? Number(q[1]) : 1);
  }
  const weight = (name: string) => accepted.get(name) ?? (accepted.has('*') ? accepted.get('*')! : 0);
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

type Middleware = Parameters<BgioServer.App['use']>[0];

/** Serves the built page under `root` for GET and HEAD requests outside the Lobby API (/games). */
export function pageFiles(root: string, options: { sourceMaps: boolean }): Middleware {
  const cache = new Map<string, CachedFile>();

  async function cached(file: string): Promise<CachedFile | null> {
    const { mtimeMs, size } = statSync(file);
    if (size > MAX_CACHED_BYTES) return null;
    const known = cache.get(file);
    if (known && known.mtimeMs === mtimeMs && known.size === size) return known;
    const raw = await readFile(file);
    const entry: CachedFile = { mtimeMs, size, raw, etag: `W/"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"` };
    cache.set(file, entry);
    return entry;
  }

  /** The body compressed with `encoding` (made once per file version), or null when not smaller. */
  function compressed(entry: CachedFile, encoding: 'br' | 'gzip'): Promise<Buffer | null> {
    const make = async () => {
      const body =
        encoding === 'br'
          ? await brotli(entry.raw, {
              params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: entry.raw.length },
            })
          : await gzipped(entry.raw, { level: 9 });
      return body.length < entry.raw.length ? body : null;
    };
    return (entry[encoding] ??= make());
  }

  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path === '/games' || ctx.path.startsWith('/games/')) return next();
    const found = findPageFile(root, ctx.url);
    if (found.status === 200 && !options.sourceMaps && extname(found.file).toLowerCase() === '.map') {
      ctx.status = 404;
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = 'not found';
      return;
    }
    if (found.status !== 200) {
      ctx.status = found.status;
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = found.reason;
      return;
    }
    ctx.set('Cache-Control', HASHED_NAME.test(found.file) ? LONG_CACHE : 'no-cache');
    ctx.type = found.contentType;
    const entry = await cached(found.file);
    if (!entry) {
      const { createReadStream } = await import('node:fs');
      ctx.body = createReadStream(found.file);
      return;
    }
    ctx.set('ETag', entry.etag);
    const compressible = COMPRESSIBLE.test(found.contentType);
    if (compressible) ctx.vary('Accept-Encoding');
    if (ctx.get('If-None-Match') === entry.etag) {
      ctx.status = 304;
      return;
    }
    const encoding = compressible ? chosenEncoding(ctx.get('Accept-Encoding')) : null;
    const body = encoding ? await compressed(entry, encoding) : null;
    if (body && encoding) {
      ctx.set('Content-Encoding', encoding);
      ctx.body = body;
    } else {
      ctx.body = entry.raw;
    }
  };
}
