/**
 * Issue 18: `npm run cards:values` regenerates src/bots/threeKingdomsRedux/cardValues.json byte
 * for byte (checked at full size by hand: docs/bots.md, "Card values"). This
 * guards what makes that true, at a small size: two runs of the script with
 * the same arguments write identical files (no clock, worker scheduling or
 * unordered iteration reaches the table), and a run with another seed does
 * not (the games, not a constant, make the table).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'card-values-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(seed: string, name: string): string {
  const out = join(dir, name);
  execFileSync(process.execPath, ['scripts/run-ts.mjs', 'scripts/cardValues.ts', '--games', '10', '--seed', seed, '--out', out], {
    stdio: 'pipe',
  });
  return readFileSync(out, 'utf8');
}

it('two runs with the same seed write the same bytes; another seed writes another table', () => {
  const a = run('determinism', 'a.json');
  const b = run('determinism', 'b.json');
  expect(b).toBe(a);
  expect(JSON.parse(a).command).toBe('npm run cards:values -- --games 10 --seed determinism');
  expect(run('determinism-2', 'c.json')).not.toBe(a);
}, 120_000);
