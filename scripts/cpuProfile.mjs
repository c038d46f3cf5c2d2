// Reads a V8 .cpuprofile (node --cpu-prof) for the scripts that summarise one (profileSummary.mjs,
// moveCostBreakdown.mjs, profileByPackage.mjs): its nodes by id, each node's parent, and the sampled time that
// landed in each node itself (µs), with the total.
import { readFileSync } from 'node:fs';

export function readCpuProfile(file) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const selfTime = new Map();
  let total = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = profile.timeDeltas[i] ?? 0;
    selfTime.set(profile.samples[i], (selfTime.get(profile.samples[i]) ?? 0) + dt);
    total += dt;
  }
  return { byId, parent, selfTime, total };
}
