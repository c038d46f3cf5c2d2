// Runs a TypeScript script: bundles it with esbuild (a project dependency) and executes it with node.
import { build } from 'esbuild';
import { mkdirSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('usage: node scripts/run-ts.mjs <script.ts> [args...]');
  process.exit(2);
}
mkdirSync('.build', { recursive: true });
const outfile = resolve('.build', basename(entry).replace(/\.tsx?$/, '.mjs'));
await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Everything is bundled: boardgame.io's subpath packages (core, internal) do not load as plain ESM imports.
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
});
process.argv = [process.argv[0], outfile, ...args];
await import(pathToFileURL(outfile).href);
