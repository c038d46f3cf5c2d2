/**
 * The server serves the built page (dist/) next to the Lobby API and the
 * sockets, and nothing outside the page's folder; compressed (brotli or
 * gzip, as the browser accepts), hashed file names cached for a year and
 * index.html revalidated, and source maps only when asked for (SOURCE_MAPS=1).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LONG_CACHE } from '../../src/server/http/pageFiles';
import { startTestServer, type TestServer } from './harness';

/** A GET with the path sent exactly as written (fetch would normalise "..", and so would URL), the body as sent (not decompressed). */
function rawGet(
  url: string,
  path: string,
  method = 'GET',
  headers: Record<string, string> = {},
): Promise<{ status: number; type: string; body: string; bytes: Buffer; headers: Record<string, string | string[] | undefined> }> {
  const { hostname, port } = new URL(url);
  return new Promise((ok, fail) => {
    const req = request({ hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        ok({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body: bytes.toString(), bytes, headers: res.headers });
      });
    });
    req.on('error', fail);
    req.end();
  });
}

/** A bundle-like text, large enough for compression to pay. */
const BUNDLE = Array.from({ length: 2000 }, (_, i) => `function move${i}(state){return state.players[${i % 3}].gold+${i};}`).join('\n');

describe('the page', () => {
  let ts: TestServer;
  let pageDir: string;
  beforeAll(async () => {
    const parent = mkdtempSync(join(tmpdir(), 'tkr-page-'));
    pageDir = join(parent, 'dist');
    mkdirSync(join(pageDir, 'sub'), { recursive: true });
    writeFileSync(join(pageDir, 'index.html'), '<!doctype html><title>Three Kingdoms Redux</title>');
    writeFileSync(join(pageDir, 'main.js'), 'console.log(1);');
    writeFileSync(join(pageDir, 'main-AB12CD34.js'), BUNDLE);
    writeFileSync(join(pageDir, 'main-AB12CD34.js.map'), '{"version":3,"sources":["secret-source.ts"]}');
    writeFileSync(join(pageDir, 'sub', 'index.html'), '<p>sub</p>');
    writeFileSync(join(parent, 'secret.txt'), 'outside the page');
    ts = await startTestServer({ pageDir });
  });
  afterAll(async () => {
    await ts?.close();
    rmSync(join(pageDir, '..'), { recursive: true, force: true });
  });

  it('serves the built files, folders by their index.html', async () => {
    expect(await rawGet(ts.url, '/')).toMatchObject({
      status: 200,
      type: 'text/html; charset=utf-8',
      body: expect.stringContaining('Three Kingdoms Redux'),
    });
    expect(await rawGet(ts.url, '/main.js')).toMatchObject({ status: 200, type: 'text/javascript; charset=utf-8' });
    expect(await rawGet(ts.url, '/sub/')).toMatchObject({ status: 200, body: '<p>sub</p>' });
    expect(await rawGet(ts.url, '/', 'HEAD')).toMatchObject({ status: 200, body: '' });
    expect(await rawGet(ts.url, '/missing.js')).toMatchObject({ status: 404 });
  });

  it('nothing outside the folder, however the path is written', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/sub/../../secret.txt', '/..%2fsecret.txt']) {
      const answer = await rawGet(ts.url, path);
      expect([403, 404], path).toContain(answer.status);
      expect(answer.body).not.toContain('outside the page');
    }
    expect((await rawGet(ts.url, '/%E0%A4%A')).status).toBe(400);
    expect((await rawGet(ts.url, '/a%00b')).status).toBe(400);
  });

  it('compressed as the browser accepts: brotli first, then gzip, else as it is', async () => {
    const path = '/main-AB12CD34.js';
    const br = await rawGet(ts.url, path, 'GET', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(br.bytes).toString()).toBe(BUNDLE);
    expect(br.bytes.length).toBeLessThan(BUNDLE.length / 5);
    const gzip = await rawGet(ts.url, path, 'GET', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe(BUNDLE);
    const plain = await rawGet(ts.url, path, 'GET', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUNDLE);
    // The same answers again (from memory), and for index.html.
    expect((await rawGet(ts.url, path, 'GET', { 'accept-encoding': 'br' })).bytes).toEqual(br.bytes);
    // A file too small for compression to pay is sent as it is.
    const index = await rawGet(ts.url, '/', 'GET', { 'accept-encoding': 'gzip' });
    expect(index.headers['content-encoding']).toBeUndefined();
    expect(index.body).toContain('Three Kingdoms Redux');
  });

  it('hashed file names are cached for a year; index.html and unhashed files are revalidated (ETag, 304)', async () => {
    expect((await rawGet(ts.url, '/main-AB12CD34.js')).headers['cache-control']).toBe(LONG_CACHE);
    const index = await rawGet(ts.url, '/');
    expect(index.headers['cache-control']).toBe('no-cache');
    expect((await rawGet(ts.url, '/main.js')).headers['cache-control']).toBe('no-cache');
    const etag = String(index.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    expect((await rawGet(ts.url, '/', 'GET', { 'if-none-match': etag })).status).toBe(304);
  });

  it('source maps are not served unless asked for (SOURCE_MAPS=1)', async () => {
    const map = await rawGet(ts.url, '/main-AB12CD34.js.map');
    expect(map.status).toBe(404);
    expect(map.body).not.toContain('secret-source');
    const withMaps = await startTestServer({ pageDir, sourceMaps: true, bots: false, cleanup: false });
    try {
      const served = await rawGet(withMaps.url, '/main-AB12CD34.js.map');
      expect(served.status).toBe(200);
      expect(served.body).toContain('secret-source');
    } finally {
      await withMaps.close();
    }
  });

  it('the Lobby API still answers under /games', async () => {
    const answer = await rawGet(ts.url, '/games');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual([ts.gameName, 'dragons-and-tigers']);
  });
});
