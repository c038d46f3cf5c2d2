/** The Dragons & Tigers bots' evaluation (docs/dragons-and-tigers/bots.md) on positions built from a real setup. */
import { describe, expect, it } from 'vitest';
import { dragonsAndTigers as game } from '../../../src/game/dragonsAndTigers/contract';
import type { AreaId } from '../../../src/game/dragonsAndTigers/data/areas';
import { UNREAD_LOG } from '../../../src/game/dragonsAndTigers/model/pieces';
import type { DtState, Seat } from '../../../src/game/dragonsAndTigers/model/state';
import { seededRng } from '../../../src/game/rng';
import { advantage, evaluateAll, winChance } from '../../../src/bots/dragonsAndTigers/evaluate';
import { leadGrowth } from '../../../src/bots/dragonsAndTigers/mcts';
import { scratchCopy } from '../../../src/bots/dragonsAndTigers/lookahead';
import { randomStateAt } from './play';

/** A 2-seat game past the draft (each seat taking the first kingdom offered) and the choice of main kingdoms. */
function afterDraft(): DtState {
  const rules = seededRng('evaluation');
  const G = game.newGame({}, rules, 2);
  while (G.decision.kind === 'draft' || G.decision.kind === 'chooseMain') {
    const seat = game.toAct(G)[0];
    game.playInPlace(G, seat, game.legalMoves(G, seat)[0], rules);
  }
  return G;
}

/** `G` with one army of Cao Cao's kingdom placed alone in `area`, so the kingdom controls it (6(B)). */
function withOutpost(G: DtState, area: AreaId): DtState {
  const next = scratchCopy(G);
  expect(next.control[area]).toBeNull();
  next.armies[area] = { caoCao: 1 };
  next.control[area] = 'caoCao';
  return next;
}

const lead = (G: DtState, seat: Seat) => advantage(evaluateAll(G), seat);

describe('the evaluation', () => {
  const G = afterDraft();
  const seat = G.kingdoms.caoCao.owner!;
  const rival = G.seats.find((s) => s !== seat)!;

  it('7(2): one more area held is a better position for its holder and a worse one for the rival', () => {
    // Shouchun borders no area anyone holds at the start (3.3): no threat or opportunity changes with it.
    const more = withOutpost(G, 'shouchun');
    expect(lead(more, seat)).toBeGreaterThan(lead(G, seat));
    expect(lead(more, rival)).toBeLessThan(lead(G, rival));
  });

  it('7(3), 4.4: of two areas out of every enemy’s reach, the one with more manpower is worth more', () => {
    // Jianye (manpower 4) and Shouchun (3) border only empty areas at the start.
    expect(lead(withOutpost(G, 'jianye'), seat)).toBeGreaterThan(lead(withOutpost(G, 'shouchun'), seat));
  });

  it('an area beside hostile stacks is worth less than an equal one out of their reach', () => {
    // Ye borders Liu Bei's Pingyuan and Dong Zhuo's Luoyang; Xuzhou borders only Cao Cao's Yanzhou and empty areas (both manpower 3).
    expect(G.kingdoms.liuBei.owner).toBe(rival);
    expect(lead(withOutpost(G, 'xuzhou'), seat)).toBeGreaterThan(lead(withOutpost(G, 'ye'), seat));
  });

  it('5.4: the bigger force is likelier to win a battle, and equal forces are even', () => {
    const even = winChance({ armies: 6, command: 2, valor: 2 }, { armies: 6, command: 2, valor: 2 });
    expect(even).toBeCloseTo(0.5);
    expect(winChance({ armies: 12, command: 2, valor: 2 }, { armies: 6, command: 2, valor: 2 })).toBeGreaterThan(0.8);
    expect(winChance({ armies: 6, command: 3, valor: 2 }, { armies: 6, command: 1, valor: 0 })).toBeGreaterThan(0.8);
    expect(winChance({ armies: 3, command: 2, valor: 0 }, { armies: 0, command: 1, valor: 0 })).toBe(1);
  });

  it('7(1): a finished game scores its winner far above any position', () => {
    const over = scratchCopy(G);
    over.result = { winners: [seat], areas: { [seat]: 3, [rival]: 20 }, reason: 'test' };
    expect(lead(over, seat)).toBeGreaterThan(50);
  });

  it('rewards a playout by how much each seat’s lead grew since the decision: two areas more, a lead grown by about two', () => {
    const rootLeads = G.seats.map((s) => lead(G, s));
    const more = withOutpost(withOutpost(G, 'jianye'), 'shouchun');
    const growth = leadGrowth(more, rootLeads);
    expect(growth[G.seats.indexOf(seat)]).toBeGreaterThan(1);
    expect(growth[G.seats.indexOf(rival)]).toBeLessThan(-1);
    expect(leadGrowth(G, rootLeads)).toEqual(G.seats.map(() => 0));
  });
});

describe('the lookahead’s scratch copy', () => {
  it('shares no object with the position it copies, and leaves the log behind for the unread one', () => {
    const G = randomStateAt('scratch', 3, 300, 'movement');
    const copy = scratchCopy(G);
    const seen = new Set<object>();
    const collect = (value: unknown): void => {
      if (value === null || typeof value !== 'object' || seen.has(value)) return;
      seen.add(value);
      for (const v of Object.values(value)) collect(v);
    };
    const { log: _log, ...rest } = G;
    collect(rest);
    const shared: string[] = [];
    const check = (value: unknown, path: string): void => {
      if (value === null || typeof value !== 'object') return;
      if (seen.has(value)) shared.push(path);
      for (const [k, v] of Object.entries(value)) check(v, `${path}.${k}`);
    };
    check(copy, 'G');
    expect(shared).toEqual([]);
    // The rules write nothing to the unread log and build no combat sentences for it.
    expect(copy.log).toBe(UNREAD_LOG);
    expect(copy.log).toEqual([]);
    expect({ ...copy, log: G.log }).toEqual(G);
  });
});
