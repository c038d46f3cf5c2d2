import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 120_000,
    // Every core runs test files (vitest's default leaves one idle: on a 2-core machine, a single worker).
    maxWorkers: Math.max(2, availableParallelism()),
    env: { NODE_ENV: 'test' },
    // The JSON report lets .ci/run print a plain "N passed, N failed" line.
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
  },
});
