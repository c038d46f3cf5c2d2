// Summarises a sampling heap profile (scripts/heapSampler.mjs, scripts/profileAlloc.ts's kind): the bytes
// allocated by each function itself and with its callees; with the number of moves the sampled time
// answered, per move too.
//   node scripts/heapSummary.mjs file.heapprofile [moves] [top=40]
import { readFileSync } from 'node:fs';

const [file, movesArg, topArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/heapSummary.mjs <file.heapprofile> [moves] [top]');
  process.exit(2);
}
const moves = Number(movesArg ?? 0);
const top = Number(topArg ?? 40);
const { head } = JSON.parse(readFileSync(file, 'utf8'));
const label = (n) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber + 1}`;
const self = new Map();
const total = new Map();
let all = 0;
function walk(node, onStack) {
  const name = label(node);
  self.set(name, (self.get(name) ?? 0) + node.selfSize);
  all += node.selfSize;
  const inner = new Set(onStack).add(name);
  let sum = node.selfSize;
  for (const child of node.children) sum += walk(child, inner);
  // Counted once per stack, however often a function recurs on it.
  if (!onStack.has(name)) total.set(name, (total.get(name) ?? 0) + sum);
  return sum;
}
walk(head, new Set());
const perMove = (bytes) => (moves > 0 ? `${(bytes / 1024 / moves).toFixed(1).padStart(7)} KB/move` : '');
console.log(`${(all / 1e6).toFixed(1)} MB sampled${moves > 0 ? `, ${(all / 1024 / moves).toFixed(1)} KB a move over ${moves} moves` : ''}`);
for (const [heading, table] of [
  ['allocated by the function itself', self],
  ['with its callees', total],
]) {
  console.log(`${heading}:`);
  for (const [name, bytes] of [...table].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${((100 * bytes) / all).toFixed(1).padStart(5)}% ${perMove(bytes)}  ${name}`);
}
