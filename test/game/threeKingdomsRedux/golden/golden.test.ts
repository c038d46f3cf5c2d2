/**
 * Issue 20, "Outcomes must not change": replays the golden corpus
 * (test/game/threeKingdomsRedux/golden/corpus.ts) and compares each game's final-state hash (log
 * included) and move count with test/game/threeKingdomsRedux/golden/games.json, recorded before the
 * engine's speed work. A difference is a bug in the change, unless it comes
 * from a documented rule fix (then re-record: npm run golden:record).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GOLDEN_FILE, goldenGames, playGolden, type PolicyName } from './corpus';

interface Recorded {
  seed: string;
  policy: PolicyName;
  moves: number;
  hash: string;
}

const recorded: Recorded[] = JSON.parse(readFileSync(GOLDEN_FILE, 'utf8'));
const games = goldenGames();

describe('golden corpus: seeded games end exactly as recorded', () => {
  it('the corpus lists the recorded games, in order', () => {
    expect(games.map((g) => `${g.policy} ${g.seed}`)).toEqual(recorded.map((r) => `${r.policy} ${r.seed}`));
    expect(recorded.length).toBeGreaterThanOrEqual(300);
  });

  for (const policy of [...new Set(games.map((g) => g.policy))])
    it(`${policy} games: same final state (hash, log included) and move count`, () => {
      const mismatches: string[] = [];
      games.forEach((g, i) => {
        if (g.policy !== policy) return;
        const r = playGolden(g);
        const want = recorded[i];
        if (r.hash !== want.hash || r.moves !== want.moves)
          mismatches.push(`${g.seed}: ${r.moves} moves, hash ${r.hash}; recorded ${want.moves} moves, hash ${want.hash}`);
      });
      expect(mismatches).toEqual([]);
    }, 300_000);
});
