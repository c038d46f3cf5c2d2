import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The long property tests start first. On a fresh clone vitest knows no
 * durations and runs the biggest files first, which puts the small files of
 * the 1,000-game bot runs (legalPlay, mctsLegal: each minutes long) last,
 * where they run one after another on the idle workers.
 */
const SLOW_FIRST = [
  /legalPlay\d\.test/,
  /mctsLegal\d\.test/,
  /dragonsAndTigers\/thousandGames\d\.test/,
  /(enhancement|skill)Activations\.test/,
  /\/randomPlay\.test/,
  /\/golden\//,
  /test\/e2e\//,
  /\/tournament\.test/,
];

class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const i = SLOW_FIRST.findIndex((re) => re.test(f.moduleId.replaceAll('\\', '/')));
      return i < 0 ? SLOW_FIRST.length : i;
    };
    return sorted
      .map((f, i) => ({ f, i, r: rank(f) }))
      .sort((a, b) => a.r - b.r || a.i - b.i)
      .map(({ f }) => f);
  }
}

const ALL_TESTS = ['test/**/*.test.ts', 'test/**/*.test.tsx'];

/**
 * Files that share their worker's modules: vitest re-imports the whole module graph for each isolated file,
 * which cost about 0.8 CPU seconds a file of the rules (the engine) and 2 a file of the server (boardgame.io's
 * server, Koa, socket.io, pg), often more than the file's tests. These files use no mocks, spies, stubbed
 * globals or environment, and each closes what it starts. The browser tests stay isolated (their helpers keep
 * per-file state), and so do the files listed in NEEDS_ISOLATION.
 */
const SHARED_MODULES = [
  'test/game/**/*.test.ts',
  'test/bots/**/*.test.ts',
  'test/board/**/*.test.{ts,tsx}',
  'test/server/**/*.test.ts',
  'test/shared/**/*.test.ts',
];
/** Mocks, spies, stubbed globals or environment, fake timers, or a module's state the file must start without. */
const NEEDS_ISOLATION = [
  'test/game/threeKingdomsRedux/plainStatePlans.test.ts',
  'test/game/threeKingdomsRedux/plainStateSloppy.test.ts',
  'test/game/threeKingdomsRedux/reducerPlainState.test.ts',
  'test/game/dragonsAndTigers/golden/golden.test.ts',
  'test/bots/threeKingdomsRedux/mcts.test.ts',
  'test/board/threeKingdomsRedux/savedGames.test.tsx',
  'test/server/hostilePayloads.test.ts',
  'test/server/journal.test.ts',
  'test/server/journalFaultsServer.test.ts',
  'test/server/journalKill.test.ts',
  'test/server/jsonPackets.test.ts',
  'test/server/operator.test.ts',
  'test/server/refusedMoves.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'shared-modules', include: SHARED_MODULES, exclude: [...configDefaults.exclude, ...NEEDS_ISOLATION], isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: ALL_TESTS, exclude: [...configDefaults.exclude, ...SHARED_MODULES] } },
      { extends: true, test: { name: 'isolated-exceptions', include: NEEDS_ISOLATION } },
    ],
    environment: 'node',
    testTimeout: 120_000,
    // Every core runs test files (vitest's default leaves one idle: on a 2-core machine, a single worker).
    maxWorkers: Math.max(2, availableParallelism()),
    env: { NODE_ENV: 'test' },
    sequence: { sequencer: SlowFirstSequencer },
    // The JSON report lets .ci/run print a plain "N passed, N failed" line.
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
  },
});
