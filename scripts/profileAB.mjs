// Before/after in one process, for a shared machine (docs/performance.md): bundles the pure rules and the
// bots of two checkouts (a base, e.g. `git worktree add --detach ../base <commit>`, and this one), then plays
// the same seeded games through each in turn, alternating which goes first, and sums each one's CPU time.
// Both see the same load at the same moments, so their ratio is much steadier than separate processes'.
//   node scripts/profileAB.mjs --base ../base [--policy fast|uniform|heuristic] [--games 300] [--rounds 8]
import { build } from 'esbuild';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const baseDir = opt('base', undefined);
if (!baseDir) {
  console.error('usage: node scripts/profileAB.mjs --base <checkout> [--policy fast|uniform|heuristic] [--games N] [--rounds R]');
  process.exit(2);
}
const policyName = opt('policy', 'fast');
const games = Number(opt('games', policyName === 'fast' ? '300' : policyName === 'uniform' ? '40' : '15'));
const rounds = Number(opt('rounds', '8'));

async function load(root, tag) {
  mkdirSync('.build', { recursive: true });
  const outfile = resolve('.build', `profileAB-${tag}.mjs`);
  await build({
    stdin: {
      contents: [
        "export { playGame } from './src/game/simulate';",
        "export { fastRandomMove, randomMove } from './src/bots/random';",
        "export { heuristicMove } from './src/bots/heuristic';",
      ].join('\n'),
      resolveDir: root,
      loader: 'ts',
    },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    logLevel: 'warning',
  });
  const m = await import(pathToFileURL(outfile).href);
  const policy = { fast: m.fastRandomMove, uniform: m.randomMove, heuristic: (G, s) => m.heuristicMove(G, s) }[policyName];
  if (!policy) throw new Error(`unknown policy ${policyName}`);
  return (seed) => m.playGame(seed, policy);
}

const sides = { base: await load(resolve(baseDir), 'base'), this: await load(resolve('.'), 'this') };
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const spent = { base: 0, this: 0 };
for (const play of Object.values(sides)) play('warm-up');
for (let r = 0; r < rounds; r++)
  for (const name of r % 2 === 0 ? ['base', 'this'] : ['this', 'base']) {
    const start = cpuMs();
    for (let i = 0; i < games; i++) sides[name](`ab-${i}`);
    spent[name] += cpuMs() - start;
  }
const rate = (ms) => ((games * rounds) / ms) * 1000;
console.log(
  `${policyName}, ${games} games x ${rounds} rounds each: base ${spent.base.toFixed(0)} ms CPU (${rate(spent.base).toFixed(1)} games per CPU second), ` +
    `this ${spent.this.toFixed(0)} ms (${rate(spent.this).toFixed(1)}); this / base ${(spent.this / spent.base).toFixed(3)}`,
);
