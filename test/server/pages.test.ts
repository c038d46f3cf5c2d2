/**
 * The server serves the built page (dist/) next to the Lobby API and the
 * sockets, and nothing outside the page's folder.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

/** A GET with the path sent exactly as written (fetch would normalise "..", and so would URL). */
function rawGet(url: string, path: string, method = 'GET'): Promise<{ status: number; type: string; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((ok, fail) => {
    const req = request({ hostname, port, path, method }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => ok({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }));
    });
    req.on('error', fail);
    req.end();
  });
}

describe('the page', () => {
  let ts: TestServer;
  let pageDir: string;
  beforeAll(async () => {
    const parent = mkdtempSync(join(tmpdir(), 'tkr-page-'));
    pageDir = join(parent, 'dist');
    mkdirSync(join(pageDir, 'sub'), { recursive: true });
    writeFileSync(join(pageDir, 'index.html'), '<!doctype html><title>Three Kingdoms Redux</title>');
    writeFileSync(join(pageDir, 'main.js'), 'console.log(1);');
    writeFileSync(join(pageDir, 'sub', 'index.html'), '<p>sub</p>');
    writeFileSync(join(parent, 'secret.txt'), 'outside the page');
    ts = await startTestServer({ pageDir });
  });
  afterAll(async () => {
    await ts?.close();
    rmSync(join(pageDir, '..'), { recursive: true, force: true });
  });

  it('serves the built files, folders by their index.html', async () => {
    expect(await rawGet(ts.url, '/')).toMatchObject({ status: 200, type: 'text/html; charset=utf-8', body: expect.stringContaining('Three Kingdoms Redux') });
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

  it('the Lobby API still answers under /games', async () => {
    const answer = await rawGet(ts.url, '/games');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual([ts.gameName]);
  });
});
