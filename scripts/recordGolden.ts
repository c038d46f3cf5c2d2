/**
 * Records the golden corpus (test/game/threeKingdomsRedux/golden/games.json): plays every game of
 * test/game/threeKingdomsRedux/golden/corpus.ts and writes its final-state hash and move count.
 * Re-record only for a documented rule fix (see test/game/threeKingdomsRedux/golden/corpus.ts).
 *
 *   npm run golden:record
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { GOLDEN_FILE, goldenGames, playGolden } from '../test/game/threeKingdomsRedux/golden/corpus';

const start = performance.now();
const records = goldenGames().map((g) => {
  const r = playGolden(g);
  return { seed: r.seed, policy: r.policy, moves: r.moves, hash: r.hash };
});
const path = resolve(GOLDEN_FILE);
writeFileSync(path, '[\n' + records.map((r) => '  ' + JSON.stringify(r)).join(',\n') + '\n]\n');
console.log(`recorded ${records.length} games in ${((performance.now() - start) / 1000).toFixed(1)} s to ${path}`);
