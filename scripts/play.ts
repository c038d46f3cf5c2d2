/**
 * Plays one whole game with random players through the pure rules and prints
 * the score sheet laid out like the rulebook's Scoring Sheet.
 *
 *   npm run play -- --seed 7 [--tutorial] [--uniform] [--log]
 */
import { fastRandomMove, randomMove } from '../src/bots/threeKingdomsRedux/random';
import { playGame } from '../src/game/threeKingdomsRedux/simulate';
import { SCORE_CATEGORIES, SCORE_CATEGORY_LABELS } from '../src/game/threeKingdomsRedux/scoring';
import { STATE_NAMES } from '../src/game/threeKingdomsRedux/spaces';
import { STATES } from '../src/game/threeKingdomsRedux/types';

const USAGE = `usage: npm run play -- [--seed <seed>] [--tutorial] [--uniform] [--log]
  --seed <seed>  seed of the game's shuffles and of the random players (default 1)
  --tutorial     beginners' tutorial mode (fixed generals, no skills)
  --uniform      players pick uniformly among all legal moves (slower) instead of sampling
  --log          print the game log before the score sheet`;

interface Args {
  seed: string;
  tutorial: boolean;
  uniform: boolean;
  log: boolean;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { seed: '1', tutorial: false, uniform: false, log: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--') continue;
    if (a === '--help' || a === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else if (a === '--seed' || a === '-s') {
      const v = argv[++i];
      if (v === undefined || v.startsWith('--')) fail('--seed needs a value');
      args.seed = v;
    } else if (a.startsWith('--seed=')) args.seed = a.slice('--seed='.length);
    else if (a === '--tutorial') args.tutorial = true;
    else if (a === '--uniform') args.uniform = true;
    else if (a === '--log') args.log = true;
    else fail(`unknown argument "${a}"`);
  }
  if (args.seed === '') fail('--seed needs a value');
  return args;
}

function fail(msg: string): never {
  console.error(`${msg}\n${USAGE}`);
  process.exit(2);
}

const args = parseArgs(process.argv.slice(2));
// A numeric seed is the same stream as its string (seededRng hashes String(seed)).
let moves = 0;
const G = playGame(args.seed, args.uniform ? randomMove : fastRandomMove, {
  scenario: args.tutorial ? { tutorial: true } : {},
  afterMove: () => {
    moves++;
  },
});
const result = G.result;
if (!result) {
  console.error(`The game stopped without a result in round ${G.round} (${G.phase}).`);
  process.exit(1);
}

if (args.log) {
  for (const e of G.log) console.log(`[round ${e.round}] ${e.text}`);
  console.log('');
}

const labelWidth = Math.max('Scoring Categories'.length, ...Object.values(SCORE_CATEGORY_LABELS).map((l) => l.length)) + 2;
const colWidth = 6;
const row = (label: string, cells: (string | number)[]) =>
  label.padEnd(labelWidth) + cells.map((c) => String(c).padStart(colWidth)).join('');
const rule = '-'.repeat(labelWidth + colWidth * STATES.length);

console.log(
  `Three Kingdoms Redux: seed ${args.seed}, ${args.tutorial ? "beginners' tutorial" : 'full'} mode, ` +
    `random players (${args.uniform ? 'uniform over legal moves' : 'sampled'}), ${moves} moves`,
);
console.log('');
console.log('SCORING SHEET');
console.log(
  row(
    'Scoring Categories',
    STATES.map((s) => STATE_NAMES[s]),
  ),
);
console.log(rule);
for (const c of SCORE_CATEGORIES)
  console.log(
    row(
      SCORE_CATEGORY_LABELS[c],
      STATES.map((s) => result.scores[s].categories[c]),
    ),
  );
console.log(rule);
console.log(
  row(
    'Total',
    STATES.map((s) => result.scores[s].total),
  ),
);
console.log('');

const totals = STATES.map((s) => result.scores[s].total);
const best = Math.max(...totals);
const tied = STATES.filter((s) => result.scores[s].total === best);
console.log(`Winner: ${STATE_NAMES[result.winner]} with ${result.scores[result.winner].total} VPs`);
if (tied.length > 1)
  console.log(
    `  (tied on VPs with ${tied
      .filter((s) => s !== result.winner)
      .map((s) => STATE_NAMES[s])
      .join(' and ')}; ` + `decided by gold + rice: ${tied.map((s) => `${STATE_NAMES[s]} ${result.scores[s].goldAndRice}`).join(', ')})`,
  );
console.log(`Ranking: ${result.ranking.map((s) => `${STATE_NAMES[s]} ${result.scores[s].total}`).join(', ')}`);
console.log(`Game ended because: ${result.endReasons.join('; ')}`);
console.log(`Final round: ${G.round}`);
