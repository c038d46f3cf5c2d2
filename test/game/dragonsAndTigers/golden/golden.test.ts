/**
 * Issue 37: seeded games end exactly as recorded in games.json (move count, final-state hash and the
 * log's hash). A difference is a bug in the change, unless a documented rule or move-set change made it (corpus.ts).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GOLDEN_FILE, goldenGames, playGolden, type GoldenRecord } from './corpus';

const recording = process.env.DT_GOLDEN_RECORD === '1';

describe('golden corpus: seeded Dragons & Tigers games end exactly as recorded', () => {
  it('same final states and move counts', () => {
    const played = goldenGames().map(playGolden);
    if (recording) writeFileSync(GOLDEN_FILE, `[\n${played.map((r) => `  ${JSON.stringify(r)}`).join(',\n')}\n]\n`);
    expect(existsSync(GOLDEN_FILE)).toBe(true);
    const recorded: GoldenRecord[] = JSON.parse(readFileSync(GOLDEN_FILE, 'utf8'));
    expect(played).toEqual(recorded);
  }, 120_000);
});
