/**
 * `npm start` (after the build): serves dist/ on localhost and prints the URL.
 * The port is $PORT or 8000, or any free port when that one is taken.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startStaticServer } from './staticServer';

const root = join(process.cwd(), 'dist');
if (!existsSync(join(root, 'index.html'))) {
  console.error('dist/index.html is missing: run `npm run build` first (`npm start` does both).');
  process.exit(1);
}
const wanted = process.env.PORT ? Number(process.env.PORT) : 8000;
if (!Number.isInteger(wanted) || wanted < 0 || wanted > 65535) {
  console.error(`PORT must be a port number, not "${process.env.PORT}".`);
  process.exit(2);
}
const { url, port, close } = await startStaticServer({ root, port: wanted, fallback: true });
if (port !== wanted && wanted !== 0) console.log(`Port ${wanted} is taken; using ${port} instead.`);
console.log(`Three Kingdoms Redux is being served at ${url}`);
console.log('Open it in a browser to play; press Ctrl+C to stop.');
const stop = () => void close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
