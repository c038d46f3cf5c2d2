// Runs a TypeScript script: bundles it with esbuild (a project dependency) and executes it with node.
import { build } from 'esbuild';
import { mkdirSync, renameSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('usage: node scripts/run-ts.mjs <script.ts> [args...]');
  process.exit(2);
}
mkdirSync('.build', { recursive: true });
const outfile = resolve('.build', basename(entry).replace(/\.tsx?$/, '.mjs'));
// Built beside it and renamed over it, so two runs of one script at once (a test's server and `npm start`)
// never load a file the other is still writing.
const building = `${outfile}.${process.pid}.tmp`;
await build({
  entryPoints: [entry],
  outfile: building,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Everything is bundled: boardgame.io's subpath packages (core, internal) do not load as plain ESM imports.
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
});
renameSync(building, outfile);
process.argv = [process.argv[0], outfile, ...args];
await import(pathToFileURL(outfile).href);
