// Where a process allocates, objects already freed included: V8's sampling heap profiler, started
// HEAP_SAMPLE_START ms after the process starts and stopped HEAP_SAMPLE_STOP ms after it, written to
// HEAP_SAMPLE_OUT (by default the temporary folder's heap-<pid>.heapprofile; Chrome DevTools opens it). For the server under load
// (docs/server-performance.md, "Measuring"), preloaded into the server's node:
//   HEAP_SAMPLE_OUT=/tmp/server.heapprofile npm run bench:server -- --matches 50 --seconds 10 \
//     --server-node-flags "--import ./scripts/heapSampler.mjs"
// then: node scripts/heapSummary.mjs /tmp/server.heapprofile [moves in the sampled time]
// (node's own --heap-prof counts only the objects still alive when it stops.)
import { Session } from 'node:inspector';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const session = new Session();
session.connect();
const post = (method, params) => new Promise((ok, fail) => session.post(method, params, (e, r) => (e ? fail(e) : ok(r))));
const start = Number(process.env.HEAP_SAMPLE_START ?? 6000);
const stop = Number(process.env.HEAP_SAMPLE_STOP ?? 14000);
const out = process.env.HEAP_SAMPLE_OUT ?? join(tmpdir(), `heap-${process.pid}.heapprofile`);

setTimeout(async () => {
  await post('HeapProfiler.enable');
  await post('HeapProfiler.startSampling', {
    samplingInterval: 4096,
    includeObjectsCollectedByMinorGC: true,
    includeObjectsCollectedByMajorGC: true,
  });
  setTimeout(async () => {
    const { profile } = await post('HeapProfiler.stopSampling');
    writeFileSync(out, JSON.stringify(profile));
    process.stderr.write(`heapSampler: wrote ${out}\n`);
  }, stop - start).unref();
}, start).unref();
