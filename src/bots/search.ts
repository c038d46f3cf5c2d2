/**
 * Information-set MCTS (single-observer ISMCTS, Cowling, Powley & Whitehouse 2012) over any
 * SearchableGame. Before each iteration the search samples one full state consistent with its
 * seat's view (the game's `sample`); the tree is shared across samples, and a child's
 * availability counts how often its move was offered, so UCB compares moves fairly across
 * samples. The game's guide supplies what is particular to it: the moves worth considering,
 * the playout policy, where a playout stops and the reward each seat gets there (every seat
 * maximises its own reward, not a two-player win/loss).
 */
import type { RandomSource, SearchableGame } from '../game/contract';

/** What a game's bots tell the search about that game. */
export interface SearchGuide<State, Move, Seat extends string> {
  /** The moves considered at a decision, best first (never the full legal list of a big game). */
  candidates(state: State, seat: Seat): Move[];
  /** The move a playout plays for `seat` (a fast policy; it must be legal). */
  playoutMove(state: State, seat: Seat): Move;
  /** Each seat's reward in [0, 1] (by seat index), where a descent or playout stopped. */
  rewards(state: State): readonly number[];
  /** Where the search from a sampled state stops (then `rewards` scores the position). */
  stopsAt(start: State): (state: State) => boolean;
  /** Whether a decision is searched at all; when not, `playoutMove` answers it at once. */
  searches(view: State, seat: Seat): boolean;
}

export interface SearchOptions {
  /** Thinking time per decision (ms); used when `iterations` is not given. Default 1000. */
  budgetMs?: number;
  /** Exact number of iterations per decision (reproducible; overrides the time budget). */
  iterations?: number;
  /** UCB exploration constant (rewards are in [0, 1]). */
  exploration?: number;
  /** Playouts also end after this many moves (default: no limit); 0 scores the expanded node at once. */
  playoutMoves?: number;
}

export interface SearchNode<Move> {
  move: Move | null;
  visits: number;
  /** Times this node's move was among the candidates when its parent was reached. */
  availability: number;
  /** Sum of backed-up rewards per seat (by seat index). */
  reward: number[];
  children: Map<string, SearchNode<Move>>;
}

function newNode<Move>(move: Move | null, seatCount: number): SearchNode<Move> {
  // Pushed, not `new Array(n).fill(0)`: a packed array, as the sums are added to at every backup.
  const reward: number[] = [];
  for (let i = 0; i < seatCount; i++) reward.push(0);
  return { move, visits: 0, availability: 0, reward, children: new Map() };
}

function ucbPick<Move>(children: SearchNode<Move>[], actorIndex: number, c: number): SearchNode<Move> {
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

/** A game as the search plays it: its rules, its seats (in reward order) and its bots' guide. */
export interface SearchSubject<State, View, Move, Seat extends string> {
  game: SearchableGame<State, Move, View, unknown, Seat>;
  seats: readonly Seat[];
  guide: SearchGuide<State, Move, Seat>;
  /** The rules' generator for one iteration's draws, made from the search's own. */
  rulesRandom(iteration: number, random: RandomSource): RandomSource;
}

export class IsmctsSearch<State, View, Move, Seat extends string> {
  readonly root: SearchNode<Move>;
  iterations = 0;
  private readonly c: number;
  private readonly playoutMoves: number;

  constructor(
    private readonly subject: SearchSubject<State, View, Move, Seat>,
    private readonly view: View,
    private readonly seat: Seat,
    private readonly rng: RandomSource,
    opts: SearchOptions = {},
  ) {
    this.c = opts.exploration ?? 0.7;
    this.playoutMoves = opts.playoutMoves ?? Infinity;
    this.root = newNode<Move>(null, subject.seats.length);
  }

  /** One iteration: sample a state, select and expand through the tree, play out, back up. */
  iterate(): void {
    const { game, guide, seats } = this.subject;
    const G = game.sample(this.view, this.seat, this.rng);
    const rules = this.subject.rulesRandom(this.iterations, this.rng);
    const stops = guide.stopsAt(G);
    const path: SearchNode<Move>[] = [this.root];
    let node = this.root;
    for (;;) {
      if (stops(G)) break;
      const actor = game.toAct(G)[0];
      if (!actor) break;
      const moves = guide.candidates(G, actor);
      if (moves.length === 0) break;
      const available: SearchNode<Move>[] = [];
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
        const child = newNode(fresh, seats.length);
        child.availability = 1;
        node.children.set(freshKey, child);
        game.playInPlace(G, actor, fresh, rules);
        path.push(child);
        break;
      }
      node = ucbPick(available, seats.indexOf(actor), this.c);
      game.playInPlace(G, actor, node.move!, rules);
      path.push(node);
    }
    this.playout(G, stops, rules);
    const reward = guide.rewards(G);
    for (const n of path) {
      n.visits++;
      for (let i = 0; i < seats.length; i++) n.reward[i] += reward[i];
    }
    this.iterations++;
  }

  private playout(G: State, stops: (state: State) => boolean, rules: RandomSource): void {
    const { game, guide } = this.subject;
    for (let n = 0; n < this.playoutMoves && !stops(G); n++) {
      const actor = game.toAct(G)[0];
      if (!actor) return;
      const refusal = game.playInPlace(G, actor, guide.playoutMove(G, actor), rules);
      if (refusal !== null) throw new Error(`playout move refused: ${refusal}`);
    }
  }

  /**
   * The most visited move at the root; with `among`, only those moves (the
   * candidates of the seat's own view: a sampled state might allow another).
   */
  best(among?: readonly Move[]): Move | null {
    const allowed = among ? new Set(among.map((m) => JSON.stringify(m))) : null;
    let best: SearchNode<Move> | null = null;
    for (const [key, child] of this.root.children)
      if ((!allowed || allowed.has(key)) && (!best || child.visits > best.visits)) best = child;
    return best?.move ?? null;
  }
}

/**
 * A search bot's decision on `view`: the guide's move when the decision is not searched or offers
 * at most one candidate, else the most visited candidate after the budget. `newSearch` builds the
 * search (a game's own subclass of IsmctsSearch); `stats` hears the iterations spent and the
 * candidates the move was chosen among (none when the decision is not searched).
 */
export function searchDecision<State, Move, Seat extends string>(
  guide: SearchGuide<State, Move, Seat>,
  newSearch: () => { iterate(): void; iterations: number; best(among?: readonly Move[]): Move | null },
  view: State,
  seat: Seat,
  opts: SearchOptions,
  stats: (iterations: number, candidates: readonly Move[]) => void,
): Move {
  // The budget is the whole decision's (listing candidates included), so the page's Hard answers within it.
  const deadline = performance.now() + (opts.budgetMs ?? 1000);
  if (!guide.searches(view, seat)) {
    stats(0, []);
    return guide.playoutMove(view, seat);
  }
  const moves = guide.candidates(view, seat);
  if (moves.length <= 1) {
    stats(0, moves);
    return moves[0] ?? guide.playoutMove(view, seat);
  }
  const search = newSearch();
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
  stats(search.iterations, moves);
  // The move comes from the legal candidates of the seat's view (issue 16).
  return search.best(moves) ?? moves[0];
}
