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
 * The rules' tests of pure rules over plain JSON (no mocks, no spies, no globals): the cards and the
 * rulebook (129 files, most of them small), the other rules tests of both games and the Dragons &
 * Tigers bots. Each file in a fresh module graph re-imported the whole engine, about 0.8 CPU seconds
 * a file against a few milliseconds of tests, so these share their worker's modules. The files that
 * mock modules or read the environment stay isolated.
 */
const SHARED_MODULES = [
  'test/game/threeKingdomsRedux/**/*.test.ts',
  'test/game/dragonsAndTigers/**/*.test.ts',
  'test/bots/dragonsAndTigers/**/*.test.ts',
];
const NEEDS_ISOLATION = [
  'test/game/threeKingdomsRedux/plainStatePlans.test.ts',
  'test/game/threeKingdomsRedux/plainStateSloppy.test.ts',
  'test/game/threeKingdomsRedux/reducerPlainState.test.ts',
  'test/game/dragonsAndTigers/golden/golden.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'shared-modules', include: SHARED_MODULES, exclude: [...configDefaults.exclude, ...NEEDS_ISOLATION], isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: ALL_TESTS, exclude: [...configDefaults.exclude, ...SHARED_MODULES] } },
      { extends: true, test: { name: 'isolated-rules', include: NEEDS_ISOLATION } },
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
