// Summarises a V8 .cpuprofile (from node --cpu-prof): the functions with the most self time, and the
// total time under some functions of interest. Usage: node scripts/profileSummary.mjs file.cpuprofile [top=25]
import { readCpuProfile } from './cpuProfile.mjs';

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/profileSummary.mjs <file.cpuprofile> [top]');
  process.exit(2);
}
const top = Number(topArg ?? 25);
const { byId, parent, selfTime: hits } = readCpuProfile(file);
const label = (n) => {
  const f = n.callFrame;
  const where = f.url ? `${f.url.split('/').pop()}:${f.lineNumber + 1}` : '';
  return `${f.functionName || '(anonymous)'} ${where}`.trim();
};
let total = 0;
const self = new Map();
const inclusive = new Map();
for (const [id, t] of hits) {
  total += t;
  const n = byId.get(id);
  self.set(label(n), (self.get(label(n)) ?? 0) + t);
  // Inclusive time: each function name counted once per sample stack.
  const seen = new Set();
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const name = byId.get(cur).callFrame.functionName || '(anonymous)';
    if (seen.has(name)) continue;
    seen.add(name);
    inclusive.set(name, (inclusive.get(name) ?? 0) + t);
  }
}
const pct = (t) => `${((100 * t) / total).toFixed(1).padStart(5)}%`;
console.log(`total ${(total / 1e6).toFixed(2)} s sampled`);
console.log('\nself time:');
for (const [name, t] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(t)}  ${name}`);
console.log('\ntotal time (self + callees):');
for (const [name, t] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(t)}  ${name}`);
