/**
 * `npm start` (after the build) and `npm run serve`: the online game server
 * (src/server/server.ts) with the built page from dist/, printing its URL.
 *
 * Environment: PORT (default 8000; any free port when that one is taken, 0 for
 * any), HOST (default 127.0.0.1; 0.0.0.0 to accept other machines), DATA_DIR
 * (where matches are kept, default ./data), DATABASE_URL (refused until
 * PostgreSQL storage is built).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startGameServer } from '../src/server/server';
import { storageFromEnvironment } from '../src/server/storage';

const pageDir = join(process.cwd(), 'dist');
if (!existsSync(join(pageDir, 'index.html'))) {
  console.error('dist/index.html is missing: run `npm run build` first (`npm start` does both).');
  process.exit(1);
}
const wanted = process.env.PORT ? Number(process.env.PORT) : 8000;
if (!Number.isInteger(wanted) || wanted < 0 || wanted > 65535) {
  console.error(`PORT must be a port number, not "${process.env.PORT}".`);
  process.exit(2);
}

let choice;
try {
  choice = storageFromEnvironment();
} catch (e) {
  console.error((e as Error).message);
  process.exit(2);
}

// A failure inside one match's handling (boardgame.io runs it in a socket handler) must not stop every other match.
process.on('unhandledRejection', (reason) => console.error('unhandled rejection:', reason));

const server = await startGameServer({
  storage: choice.storage,
  port: wanted,
  portFallback: wanted !== 0,
  host: process.env.HOST || undefined,
  pageDir,
});
if (server.port !== wanted && wanted !== 0) console.log(`Port ${wanted} is taken; using ${server.port} instead.`);
console.log(`Three Kingdoms Redux is being served at ${server.url}/ (${choice.description}).`);
console.log('Open it in a browser to play; press Ctrl+C to stop.');
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
