/**
 * Information-set MCTS (single-observer ISMCTS, Cowling, Powley & Whitehouse
 * 2012) on the pure rules. Before each iteration the bot samples one full
 * state consistent with its seat's view (determinize.ts); the tree is shared
 * across samples, and a child's availability counts how often its move was
 * legal, so UCB compares moves fairly across samples. Moves considered are
 * the heuristic's best few (candidates.ts). Playouts follow the heuristic bot
 * to the end of the round and are cut off there with the static evaluation;
 * every node backs up a reward per state (three players each maximise their
 * own reward, not a two-player win/loss).
 */
import { applyMove, currentDecision, statesToAct } from '../game/engine';
import type { Move } from '../game/moves';
import { seededRng, type Rng } from '../game/rng';
import type { GameState } from '../game/state';
import { STATES, type StateId } from '../game/types';
import type { Bot, DecisionStats } from './bot';
import { candidateMoves, DEFAULT_LIMITS, type CandidateLimits } from './candidates';
import { determinize } from './determinize';
import { evaluateAll, withEvaluation, type EvaluationProfile } from './evaluate';
import { heuristicMove } from './heuristic';

interface MctsOptions {
  /** Thinking time per decision (ms); used when `iterations` is not given. Default 1000. */
  budgetMs?: number;
  /** Exact number of iterations per decision (reproducible; overrides the time budget). */
  iterations?: number;
  /** UCB exploration constant (rewards are in [0, 1]). */
  exploration?: number;
  /** Playouts end when this many round ends have passed (then the evaluation scores the position). */
  playoutRounds?: number;
  /** Playouts also end after this many moves (default: no limit); 0 scores the expanded node at once. A small budget for tests. */
  playoutMoves?: number;
  limits?: CandidateLimits;
  /** How positions are scored (candidates, playouts, cut-offs): `cards` (default) or `legacy`. */
  evaluation?: EvaluationProfile;
}

interface Node {
  move: Move | null;
  visits: number;
  /** Times this node's move was among the candidates when its parent was reached. */
  availability: number;
  /** Sum of backed-up rewards per state (index as in STATES). */
  reward: [number, number, number];
  children: Map<string, Node>;
}

const newNode = (move: Move | null): Node => ({ move, visits: 0, availability: 0, reward: [0, 0, 0], children: new Map() });

/** Rewards in [0, 1]: how far ahead of its best rival each state's estimate is, squashed. */
export function rewardVector(G: GameState): [number, number, number] {
  const v = evaluateAll(G);
  const r = STATES.map((s) => {
    const rival = Math.max(...STATES.filter((o) => o !== s).map((o) => v[o]));
    const margin = v[s] - rival + (G.result?.winner === s ? 1 : 0);
    return 1 / (1 + Math.exp(-margin / 4));
  });
  return r as [number, number, number];
}

function ucbPick(children: Node[], actorIndex: number, c: number): Node {
  let best = children[0];
  let bestScore = -Infinity;
  for (const n of children) {
    const score = n.reward[actorIndex] / n.visits + c * Math.sqrt(Math.log(n.availability) / n.visits);
    if (score > bestScore) {
      bestScore = score;
      best = n;
    }
  }
  return best;
}

export class MctsSearch {
  readonly root = newNode(null);
  iterations = 0;
  private readonly c: number;
  private readonly playoutRounds: number;
  private readonly playoutMoves: number;
  private readonly limits: CandidateLimits;

  constructor(
    private readonly view: GameState,
    private readonly seat: StateId,
    private readonly rng: Rng,
    opts: MctsOptions = {},
  ) {
    this.c = opts.exploration ?? 0.7;
    this.playoutRounds = opts.playoutRounds ?? 1;
    this.playoutMoves = opts.playoutMoves ?? Infinity;
    this.limits = opts.limits ?? DEFAULT_LIMITS;
  }

  /** One iteration: sample a state, select and expand through the tree, play out, back up. */
  iterate(): void {
    const G = determinize(this.view, this.seat, this.rng);
    // The rules' own draws inside the search come from the bot's generator.
    const rules = seededRng(`${this.iterations}:${this.rng.next()}`);
    const stopRound = G.round + this.playoutRounds;
    const path: Node[] = [this.root];
    let node = this.root;
    for (;;) {
      if (G.result || G.round >= stopRound) break;
      const actor = statesToAct(G)[0];
      if (!actor) break;
      const moves = candidateMoves(G, actor, this.limits);
      if (moves.length === 0) break;
      const available: Node[] = [];
      let fresh: Move | null = null;
      let freshKey = '';
      for (const m of moves) {
        const key = JSON.stringify(m);
        const child = node.children.get(key);
        if (child) available.push(child);
        else if (!fresh) {
          fresh = m;
          freshKey = key;
        }
      }
      for (const child of available) child.availability++;
      if (fresh) {
        const child = newNode(fresh);
        child.availability = 1;
        node.children.set(freshKey, child);
        applyMove(G, actor, fresh, rules);
        path.push(child);
        break;
      }
      node = ucbPick(available, STATES.indexOf(actor), this.c);
      applyMove(G, actor, node.move!, rules);
      path.push(node);
    }
    this.playout(G, stopRound, rules);
    const reward = rewardVector(G);
    for (const n of path) {
      n.visits++;
      for (let i = 0; i < 3; i++) n.reward[i] += reward[i];
    }
    this.iterations++;
  }

  private playout(G: GameState, stopRound: number, rules: Rng): void {
    for (let n = 0; n < this.playoutMoves && !G.result && G.round < stopRound; n++) {
      const actor = statesToAct(G)[0];
      if (!actor) return;
      const result = applyMove(G, actor, heuristicMove(G, actor), rules);
      if (!result.ok) throw new Error(`playout move refused: ${result.error}`);
    }
  }

  /**
   * The most visited move at the root; with `among`, only those moves (the
   * candidates of the seat's own view: a sampled state might allow another).
   */
  best(among?: readonly Move[]): Move | null {
    const allowed = among ? new Set(among.map((m) => JSON.stringify(m))) : null;
    let best: Node | null = null;
    for (const [key, child] of this.root.children)
      if ((!allowed || allowed.has(key)) && (!best || child.visits > best.visits)) best = child;
    return best?.move ?? null;
  }
}

export function mctsBot(opts: MctsOptions = {}): Bot {
  const evaluation = opts.evaluation ?? 'cards';
  const bot: Bot & { lastStats: DecisionStats } = {
    name: evaluation === 'cards' ? 'mcts' : 'mcts-legacy',
    lastStats: {},
    decide(view: GameState, seat: StateId, rng: Rng): Move {
      return withEvaluation(evaluation, () => decideNow(view, seat, rng));
    },
  };
  const decideNow = (view: GameState, seat: StateId, rng: Rng): Move => {
    // The budget is the whole decision's (listing candidates included), so the page's Hard answers within it.
    const deadline = performance.now() + (opts.budgetMs ?? 1000);
    const d = currentDecision(view);
    // Simultaneous recruitment has no single order to search; the heuristic's pick is sound there.
    if (d.kind === 'recruit') {
      bot.lastStats = { iterations: 0 };
      return heuristicMove(view, seat);
    }
    const moves = candidateMoves(view, seat, opts.limits ?? DEFAULT_LIMITS);
    if (moves.length <= 1) {
      bot.lastStats = { iterations: 0 };
      return moves[0] ?? heuristicMove(view, seat);
    }
    const search = new MctsSearch(view, seat, rng, opts);
    if (opts.iterations !== undefined) {
      for (let i = 0; i < opts.iterations; i++) search.iterate();
    } else {
      // At least one iteration; then another only if one as long as the longest so far still ends in time.
      let now = performance.now();
      let longest = 0;
      do {
        const began = now;
        search.iterate();
        now = performance.now();
        longest = Math.max(longest, now - began);
      } while (now + longest <= deadline);
    }
    bot.lastStats = { iterations: search.iterations };
    // The move comes from the legal candidates of the seat's view (issue 16).
    return search.best(moves) ?? moves[0];
  };
  return bot;
}
