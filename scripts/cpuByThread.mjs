// Where a server process's CPU goes across its threads and the kernel, from Linux perf's samples (docs/server-performance.md,
// "Where a move's CPU goes"). V8's --cpu-prof (moveCostBreakdown.mjs) sees only the main thread's JavaScript, and samples
// it by the clock, so a thread waiting in a system call still collects samples; perf samples CPU time on every
// thread: the libuv thread pool's synced journal writes, the garbage collector's and the optimising compiler's
// helper threads, and the kernel's work in each.
//   bench:server running:  perf record -F 1999 -g -p SERVER_PID -o /tmp/server.perf -- sleep 8
//   then:                  perf script -i /tmp/server.perf > /tmp/server.txt
//                          node scripts/cpuByThread.mjs /tmp/server.txt SERVER_PID
// (Debian's `linux-perf` package; run the server with --perf-basic-prof-only-functions to name its JavaScript frames.)
import { readFileSync } from 'node:fs';

const [file, pid] = process.argv.slice(2);
if (!file || !pid) {
  console.error('usage: node scripts/cpuByThread.mjs <perf script output> <server pid>');
  process.exit(2);
}

const GC =
  /v8::internal::(Scavenger|ScavengerCollector|MarkCompact|MinorMarkCompact|ConcurrentMarking|IncrementalMarking|Sweeper|Heap::Collect|Heap::PerformGarbageCollection)/;
const COMPILER = /v8::internal::(compiler::|Compiler::|OptimizingCompileDispatcher|maglev::|baseline::)|Builtins_CompileLazy/;

/** The kind of a sample of a thread other than the main one, from its stack (innermost frame first). */
function helperKind(frames) {
  if (frames.some((f) => / worker\+0x/.test(f))) return "thread pool (the journal's synced writes, zlib)";
  if (frames.some((f) => GC.test(f))) return "garbage collector's helper threads";
  if (frames.some((f) => COMPILER.test(f))) return "optimising compiler's threads";
  return 'other threads';
}

/** The kind of a main-thread sample that is in the kernel, by the system call it is under. */
function kernelKind(frames) {
  if (frames.some((f) => /do_writev|tcp_sendmsg|sock_write_iter/.test(f)))
    return "kernel: socket writes (over loopback, the reader's side too)";
  if (frames.some((f) => /tcp_recvmsg|sock_read_iter|ksys_read/.test(f))) return 'kernel: socket reads';
  if (frames.some((f) => /futex/.test(f))) return 'kernel: futex (waking the thread pool)';
  if (frames.some((f) => /epoll/.test(f))) return 'kernel: epoll';
  if (frames.some((f) => /exc_page_fault/.test(f))) return 'kernel: page faults';
  if (frames.some((f) => /madvise|mmap|munmap|mprotect/.test(f))) return 'kernel: memory mapping';
  return 'kernel: other (interrupts, other calls)';
}

const counts = new Map();
let total = 0;
for (const block of readFileSync(file, 'utf8').split('\n\n')) {
  const lines = block.split('\n').filter((l) => l.trim() !== '');
  if (lines.length < 2) continue;
  const thread = lines[0].trim().split(/\s+/)[1];
  const frames = lines.slice(1).map((l) => l.trim());
  let kind;
  if (thread !== pid) kind = helperKind(frames);
  else if (frames[0].includes('[kernel.kallsyms]')) kind = `main thread, ${kernelKind(frames)}`;
  else if (frames.some((f) => GC.test(f))) kind = 'main thread, garbage collection';
  else if (frames.some((f) => COMPILER.test(f))) kind = 'main thread, compiling';
  else kind = 'main thread, JavaScript and the runtime';
  counts.set(kind, (counts.get(kind) ?? 0) + 1);
  total++;
}
console.log(`${total} samples, every thread of process ${pid}`);
for (const [kind, n] of [...counts].sort((a, b) => b[1] - a[1])) console.log(`${((100 * n) / total).toFixed(1).padStart(5)}%  ${kind}`);
