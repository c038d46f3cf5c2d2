/**
 * Estimates what each card is worth to the bots from self-play statistics and
 * writes src/bots/threeKingdomsRedux/cardValues.json (read by src/bots/threeKingdomsRedux/cardWorth.ts). Reproducible:
 * the games are seeded, and it runs on one core (no workers).
 *
 *   npm run cards:values -- [--games 2000] [--seed card-values] [--out src/bots/threeKingdomsRedux/cardValues.json]
 *
 * Design (docs/bots.md, "Card values"):
 * - Three heuristic bots (the legacy weights) play full games, except that
 *   every recruitment keeps a uniformly random selection of the drawn
 *   generals. Which generals a state holds, and for how many rounds, is then
 *   a randomised experiment, not the bot's taste: a general's coefficient
 *   estimates what holding him causes.
 * - Constructed enhancements are randomised too: with chance 3/4 a state
 *   starts with one card from the decks (uniform) already constructed.
 * - Each state of each game is one observation. The response is its final
 *   advantage: its total VPs minus the mean of the other two.
 * - Features: the state (one per state, unpenalised); the attribute sums over
 *   the generals it held, each weighted by the share of the 12 rounds it held
 *   him (unpenalised: the part of a general's worth his printed attributes
 *   explain); per non-lord general, the share of rounds held (ridge: his
 *   skill's worth beyond his attributes; a state holds a fixed number, so
 *   these are relative to its average general); per enhancement, 1 when it was
 *   in the dealt hand (ridge; relative to the average card, as every hand has
 *   the same size), and 1 when it was the constructed gift (ridge; against no
 *   gift: its whole worth constructed for the whole game, VPs included, so
 *   builtScored, the mean VPs it scored on the sheet, tells its effect apart).
 *   The gift, not the bots' own constructions: those are confounded with the
 *   position (City Walls, Bronze Sparrow and Tax Modification, the cards of a
 *   state that expects to be 3rd, came out at -4 to -7 VP that way).
 * - Ridge regression (penalty LAMBDA on the per-card features only), with
 *   approximate standard errors from the residual variance.
 */
import { writeFileSync } from 'node:fs';
import { recruitCount } from '../src/game/threeKingdomsRedux/conflict';
import { GENERALS, LORDS, type GeneralId } from '../src/game/threeKingdomsRedux/data/generals';
import { ENHANCEMENTS, type EnhancementId } from '../src/game/threeKingdomsRedux/data/enhancements';
import { LAST_ROUND } from '../src/game/threeKingdomsRedux/data/board';
import { currentDecision } from '../src/game/threeKingdomsRedux/engine';
import type { Move } from '../src/game/threeKingdomsRedux/moves';
import { seededRng, type Rng } from '../src/game/rng';
import type { GameState } from '../src/game/threeKingdomsRedux/state';
import { STATES, type StateId } from '../src/game/threeKingdomsRedux/types';
import type { Bot } from '../src/bots/threeKingdomsRedux/bot';
import { heuristicMove } from '../src/bots/threeKingdomsRedux/heuristic';
import { playMatch } from '../src/bots/threeKingdomsRedux/match';

const LAMBDA = 8;
/** Chance that a state starts with one random enhancement constructed (the randomised test of constructed cards). */
const GIFT_CHANCE = 0.75;

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const games = Number(arg('games', '2000'));
const seed = arg('seed', 'card-values');
const out = arg('out', 'src/bots/threeKingdomsRedux/cardValues.json');
if (!Number.isInteger(games) || games < 10) throw new Error('--games must be an integer >= 10');

/** Heuristic play, but recruitment keeps a uniformly random selection (the experiment's randomisation). */
function randomRecruiter(): Bot {
  return {
    name: 'heuristic-random-recruit',
    decide(view: GameState, seat: StateId, rng: Rng): Move {
      if (currentDecision(view).kind !== 'recruit') return heuristicMove(view, seat);
      const drawn = [...view.players[seat].secret.drawn];
      for (let i = drawn.length - 1; i > 0; i--) {
        const j = Math.floor(rng.next() * (i + 1));
        [drawn[i], drawn[j]] = [drawn[j], drawn[i]];
      }
      return { type: 'recruit', keep: drawn.slice(0, recruitCount(view, seat)) };
    },
  };
}

const generalIds = (Object.keys(GENERALS) as GeneralId[]).filter((g) => !Object.values(LORDS).includes(g));
const enhancementIds = Object.keys(ENHANCEMENTS) as EnhancementId[];

// Column layout.
const COLS: string[] = [];
const col = (name: string) => COLS.push(name) - 1;
const stateCol = Object.fromEntries(STATES.map((s) => [s, col(`state:${s}`)])) as Record<StateId, number>;
const attrCol = { leadership: col('attr:leadership'), administration: col('attr:administration'), combat: col('attr:combat') };
const UNPENALISED = COLS.length;
const generalCol = Object.fromEntries(generalIds.map((g) => [g, col(`general:${g}`)])) as Record<GeneralId, number>;
const handCol = Object.fromEntries(enhancementIds.map((e) => [e, col(`hand:${e}`)])) as Record<EnhancementId, number>;
const builtCol = Object.fromEntries(enhancementIds.map((e) => [e, col(`built:${e}`)])) as Record<EnhancementId, number>;
const P = COLS.length;

const rows: number[][] = [];
const ys: number[] = [];

const held = Object.fromEntries(generalIds.map((g) => [g, 0])) as Record<GeneralId, number>;
const dealt = Object.fromEntries(enhancementIds.map((e) => [e, 0])) as Record<EnhancementId, number>;
const built = Object.fromEntries(enhancementIds.map((e) => [e, 0])) as Record<EnhancementId, number>;
/** VPs the gifted cards scored on the final sheet (printed and end-of-game), summed per card. */
const giftVP = Object.fromEntries(enhancementIds.map((e) => [e, 0])) as Record<EnhancementId, number>;
const started = Date.now();

for (let i = 0; i < games; i++) {
  const dealtHands = {} as Record<StateId, EnhancementId[]>;
  const gifts: Partial<Record<StateId, EnhancementId>> = {};
  const giftRng = seededRng(`gift:${seed}-${i}`);
  const bots = { wei: randomRecruiter(), wu: randomRecruiter(), shu: randomRecruiter() };
  const { G } = playMatch({
    seed: `${seed}-${i}`,
    bots,
    setup: (G0) => {
      for (const s of STATES) {
        dealtHands[s] = [...G0.players[s].secret.enhancementHand];
        // The gift: with chance GIFT_CHANCE, one card from the decks stands constructed from the start.
        if (giftRng.next() >= GIFT_CHANCE) continue;
        const pool = [...G0.decks.separation, ...G0.decks.unification];
        const e = pool[Math.floor(giftRng.next() * pool.length)];
        for (const deck of ['separation', 'unification'] as const) G0.decks[deck] = G0.decks[deck].filter((c) => c !== e);
        G0.players[s].constructed.push(e);
        gifts[s] = e;
      }
    },
  });
  if (!G.result) throw new Error(`game ${i} did not end`);
  const endRound = G.round;
  const totals = STATES.map((s) => G.result!.scores[s].total);

  STATES.forEach((s, k) => {
    const x = new Array<number>(P).fill(0);
    x[stateCol[s]] = 1;
    const p = G.players[s];
    const generals = new Set<GeneralId>([...p.secret.hand, ...p.stationed.map((st) => st.general)]);
    if (G.hanEmperorFaceDown?.state === s) generals.add(G.hanEmperorFaceDown.general);
    if (G.hanEmperorNewFaceDown?.state === s) generals.add(G.hanEmperorNewFaceDown.general);
    for (const g of Object.keys(p.recruitedIn) as GeneralId[]) generals.add(g);
    for (const g of generals) {
      const from = p.recruitedIn[g] ?? 1;
      const share = Math.max(0, endRound - from + 1) / LAST_ROUND;
      const card = GENERALS[g];
      x[attrCol.leadership] += share * card.leadership.value;
      x[attrCol.administration] += share * card.administration.value;
      x[attrCol.combat] += share * card.combat.value;
      if (g in generalCol) {
        x[generalCol[g]] = share;
        held[g]++;
      }
    }
    for (const e of dealtHands[s]) {
      x[handCol[e]] = 1;
      dealt[e]++;
    }
    const gift = gifts[s];
    if (gift) {
      x[builtCol[gift]] = 1;
      built[gift]++;
      giftVP[gift] += G.result!.scores[s].enhancementVP[gift] ?? 0;
    }
    rows.push(x);
    ys.push(totals[k] - (totals.reduce((a, b) => a + b, 0) - totals[k]) / 2);
  });
  if ((i + 1) % 50 === 0) console.error(`${i + 1}/${games} games, ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/** Solves A x = b by Gaussian elimination with partial pivoting; also returns A's inverse. */
function solve(A: number[][], b: number[]): { x: number[]; inv: number[][] } {
  const n = A.length;
  const M = A.map((row, i) => [...row, b[i], ...Array.from({ length: n }, (_, j) => (i === j ? 1 : 0))]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(M[r][c]) > Math.abs(M[pivot][c])) pivot = r;
    [M[c], M[pivot]] = [M[pivot], M[c]];
    const d = M[c][c];
    if (Math.abs(d) < 1e-12) throw new Error(`singular system at column ${COLS[c]}`);
    for (let k = 0; k < M[c].length; k++) M[c][k] /= d;
    for (let r = 0; r < n; r++) {
      if (r === c || M[r][c] === 0) continue;
      const f = M[r][c];
      for (let k = 0; k < M[r].length; k++) M[r][k] -= f * M[c][k];
    }
  }
  return { x: M.map((row) => row[n]), inv: M.map((row) => row.slice(n + 1)) };
}

const XtX = Array.from({ length: P }, () => new Array<number>(P).fill(0));
rows.forEach((x) => {
  for (let a = 0; a < P; a++) {
    if (x[a] === 0) continue;
    for (let b = 0; b < P; b++) if (x[b] !== 0) XtX[a][b] += x[a] * x[b];
  }
});
for (let a = UNPENALISED; a < P; a++) XtX[a][a] += LAMBDA;

/** Ridge fit of one response: coefficients, standard errors and the residual sd. */
function fit(y: number[]): { beta: number[]; se: (a: number) => number; sd: number } {
  const Xty = new Array<number>(P).fill(0);
  rows.forEach((x, r) => {
    for (let a = 0; a < P; a++) if (x[a] !== 0) Xty[a] += x[a] * y[r];
  });
  const { x: beta, inv } = solve(XtX, Xty);
  let sse = 0;
  rows.forEach((x, r) => {
    const f = x.reduce((t, v, a) => t + v * beta[a], 0);
    sse += (y[r] - f) ** 2;
  });
  const sigma2 = sse / Math.max(1, rows.length - P);
  return { beta, se: (a) => Math.sqrt(Math.max(0, sigma2 * inv[a][a])), sd: Math.sqrt(sigma2) };
}
const full = fit(ys);

const beta = full.beta;
const se = full.se;
const r1 = (v: number) => Math.round(v * 100) / 100;

const table = {
  about:
    'Written by scripts/cardValues.ts; see docs/bots.md ("Card values"). VPs of final advantage (own total minus the mean of the other two). ' +
    'generals[g].skill: VPs over a whole game of holding g beyond what his attributes predict (times the share of the 12 rounds held). ' +
    'enhancements[e].inHand: VPs of having e in the dealt hand, relative to the average card; .built: VPs of having it constructed from the start (no cost paid), its VPs on the sheet included; .builtScored: the mean VPs it scored on the final sheet.',
  command: `npm run cards:values -- --games ${games} --seed ${seed}`,
  games,
  observations: rows.length,
  lambda: LAMBDA,
  residualSd: r1(full.sd),
  states: Object.fromEntries(STATES.map((s) => [s, r1(beta[stateCol[s]])])),
  attributes: {
    leadership: r1(beta[attrCol.leadership]),
    administration: r1(beta[attrCol.administration]),
    combat: r1(beta[attrCol.combat]),
  },
  attributesSe: { leadership: r1(se(attrCol.leadership)), administration: r1(se(attrCol.administration)), combat: r1(se(attrCol.combat)) },
  generals: Object.fromEntries(generalIds.map((g) => [g, { skill: r1(beta[generalCol[g]]), se: r1(se(generalCol[g])), held: held[g] }])),
  enhancements: Object.fromEntries(
    enhancementIds.map((e) => [
      e,
      {
        inHand: r1(beta[handCol[e]]),
        inHandSe: r1(se(handCol[e])),
        dealt: dealt[e],
        built: r1(beta[builtCol[e]]),
        builtSe: r1(se(builtCol[e])),
        builtScored: built[e] ? r1(giftVP[e] / built[e]) : null,
        gifted: built[e],
      },
    ]),
  ),
};
writeFileSync(out, JSON.stringify(table, null, 1) + '\n');
console.error(
  `wrote ${out}: ${games} games, ${rows.length} observations, residual sd ${table.residualSd} VP, ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
