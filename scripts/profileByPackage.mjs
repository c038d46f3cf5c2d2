// A V8 CPU profile's self time by the package or folder its code comes from (docs/server-performance.md, "Where a move's CPU goes"):
// the project's src/game and src/server, boardgame.io, socket.io's layers, node's own modules. The server runs as one
// esbuild bundle (.build/serve.mjs), whose `// path` comments say where each module's code starts.
//   node scripts/profileByPackage.mjs PROFILE.cpuprofile [.build/serve.mjs] [--files]
// --files: src/ by file instead of by folder.
import { readFileSync } from 'node:fs';
import { readCpuProfile } from './cpuProfile.mjs';

const args = process.argv.slice(2);
const byFile = args.includes('--files');
const [profileFile, bundleFile = '.build/serve.mjs'] = args.filter((a) => a !== '--files');
if (!profileFile) {
  console.error('usage: node scripts/profileByPackage.mjs <file.cpuprofile> [bundle=.build/serve.mjs] [--files]');
  process.exit(2);
}

/** [first line, source path] of every module in the bundle, in order. */
const starts = [];
readFileSync(bundleFile, 'utf8')
  .split('\n')
  .forEach((line, i) => {
    if (line.startsWith('// ') && /\.(m?[jt]sx?|cjs)$/.test(line)) starts.push([i + 1, line.slice(3)]);
  });

/** The group a module's path is counted in. */
function group(path) {
  const parts = path.split('/');
  if (parts[0] === 'node_modules') {
    const name = parts[1].startsWith('@') ? `${parts[1]}/${parts[2]}` : parts[1];
    if (name !== 'boardgame.io') return name;
    if (path.includes('/immer/')) return 'boardgame.io: immer';
    if (/reducer|turn-order|plugin|core/.test(path)) return 'boardgame.io: reducer, flow, plugins';
    if (/server|master|socketio/.test(path)) return 'boardgame.io: server, master, transport';
    return 'boardgame.io: other';
  }
  return byFile ? path : parts.slice(0, parts[0] === 'src' ? 2 : 1).join('/');
}

/** The module a bundle line belongs to (the last start at or before it). */
function moduleAt(line) {
  let lo = 0;
  let hi = starts.length - 1;
  let found = null;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (starts[mid][0] <= line) {
      found = starts[mid][1];
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found === null ? "(the bundle's own prelude)" : group(found);
}

const { byId: nodes, selfTime, total } = readCpuProfile(profileFile);
const byGroup = new Map();
for (const [id, t] of selfTime) {
  const { url, lineNumber, functionName } = nodes.get(id).callFrame;
  let key;
  if (url.endsWith(bundleFile.split('/').pop())) key = moduleAt(lineNumber + 1);
  else if (url.startsWith('node:')) key = `node: ${url.slice(5).split('/')[0]}`;
  else if (url) key = 'other scripts';
  // (idle), (garbage collector), (program); else a call into node's C++ (writev: a socket write, writeString: a file's).
  else key = functionName.startsWith('(') ? functionName : `${functionName || '?'} (node's C++)`;
  byGroup.set(key, (byGroup.get(key) ?? 0) + t);
}
console.log(`${(total / 1e6).toFixed(2)} s sampled; self time by where the code comes from`);
for (const [key, t] of [...byGroup].sort((a, b) => b[1] - a[1]).slice(0, 30))
  console.log(`${((100 * t) / total).toFixed(1).padStart(5)}%  ${key}`);
