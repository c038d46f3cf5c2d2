// Splits a server's CPU profile (npm run bench:server -- --cpu-prof DIR) into the stages of a move, for
// docs/server-performance.md ("Measuring"). Each sample goes to the first stage, from its innermost frame outwards,
// that one of its frames belongs to; with --moves N (the moves the run answered, bench:server's moves/s × its
// seconds, warm-up included) it also says the time per move.
//   node scripts/moveCostBreakdown.mjs DIR/file.cpuprofile [--moves N]
import { readCpuProfile } from './cpuProfile.mjs';

const [file] = process.argv.slice(2);
const movesAt = process.argv.indexOf('--moves');
const moves = movesAt > 0 ? Number(process.argv[movesAt + 1]) : NaN;
if (!file) {
  console.error('usage: node scripts/moveCostBreakdown.mjs <file.cpuprofile> [--moves N]');
  process.exit(2);
}

// Innermost match wins: a stage's own frames are listed before the frames that call into other stages.
const STAGES = [
  ['garbage collection', /^\(garbage collector\)$/],
  ['idle', /^\(idle\)$/],
  ["patch of each seat's view", /^(viewPatch|walkChanges)$/],
  [
    'player view per seat',
    /^(applyPlayerView|observe|hidePlayer|ownView|visibleCardData|PlayerView|redactLog|reuseUnchangedParts|reuseGameParts)$/,
  ],
  [
    'storage (journal line, synced write; PostgreSQL query)',
    /^(append|setStateIfNewer|diffStates|compactIfGrown|openFileHandle|fdatasync|datasync|close|writeString|fsCall|setMetadata|query)$/,
  ],
  ['reducer (rules engine, boardgame.io flow, immer)', /^(dispatch|ProcessMove|processMove|produce|CreateGameReducer)$/],
  [
    'socket out (socket.io encode, websocket frames)',
    /^(emit|encode|encodeAsString|hasBinary|sendPacket|writeToEngine|sendFrame|writev|_writeGeneric|flush|send)$/,
  ],
  [
    'socket in (frames, decode, guard)',
    /^(onpacket|ondata|onPacket|_onPacket|decode|decodeString|add|receiverOnMessage|dataMessage|getData|onmessage|dispatch_)$/,
  ],
  ['match queue, storage fetch, metadata', /^(onUpdate|fetch|runInMatchQueue|merge.*|remember)$/],
];

const { byId, parent, selfTime, total } = readCpuProfile(file);
const stageOf = new Map();
const classify = (id) => {
  if (stageOf.has(id)) return stageOf.get(id);
  const names = [];
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) names.push(byId.get(cur).callFrame.functionName || '(anonymous)');
  let stage = 'other';
  outer: for (const name of names)
    for (const [label, pattern] of STAGES)
      if (pattern.test(name)) {
        stage = label;
        break outer;
      }
  stageOf.set(id, stage);
  return stage;
};
const time = new Map();
for (const [id, dt] of selfTime) {
  const stage = classify(id);
  time.set(stage, (time.get(stage) ?? 0) + dt);
}
const busy = total - (time.get('idle') ?? 0);
console.log(`${(total / 1e6).toFixed(2)} s sampled, ${(busy / 1e6).toFixed(2)} s busy${moves ? `, ${moves} moves` : ''}`);
for (const [stage, t] of [...time].sort((a, b) => b[1] - a[1])) {
  if (stage === 'idle') continue;
  const perMove = moves ? `  ${((t / 1000 / moves) * 1).toFixed(3)} ms/move` : '';
  console.log(`${((100 * t) / busy).toFixed(1).padStart(5)}%  ${stage}${perMove}`);
}
