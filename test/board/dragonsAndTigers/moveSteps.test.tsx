/**
 * The tray's steps against real engine states: in seeded random games, for every decision kind the
 * engine reaches, each listed move (and a levy or march count the list does not give) is built step
 * by step from the contract's legal moves alone and comes out as that move; every step offers only
 * values some legal move has; the tray's Confirm stays disabled until the move is whole.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DecisionTray } from '../../../src/board/dragonsAndTigers/DecisionTray';
import { flatten } from '../../../src/board/dragonsAndTigers/marchFields';
import { type MoveStep, nextStep } from '../../../src/board/dragonsAndTigers/moveSteps';
import { uniformRandomBot } from '../../../src/bots/uniformRandomBot';
import { dragonsAndTigers as dt } from '../../../src/game/dragonsAndTigers/contract';
import type { DtState, Move, Seat } from '../../../src/game/dragonsAndTigers/model/state';
import { seededRng } from '../../../src/game/rng';

type AnyMove = { type: string } & Record<string, unknown>;

/** Builds `target` by the steps, always taking the option that agrees with it; the steps taken. */
function build(legal: AnyMove[], target: AnyMove): { move: AnyMove; steps: MoveStep[] } {
  const flat = flatten(target);
  let chosen: Record<string, unknown> = {};
  const steps: MoveStep[] = [];
  for (let i = 0; i < 12; i++) {
    const step = nextStep(legal, chosen);
    steps.push(step);
    if (step.kind === 'ready') return { move: step.move, steps };
    if (step.kind === 'none') throw new Error(`no legal move agrees with ${JSON.stringify(chosen)}`);
    if (step.kind === 'count') {
      const value = flat[step.field] as number;
      expect(value).toBeGreaterThanOrEqual(step.min);
      expect(value).toBeLessThanOrEqual(step.max);
      chosen = { ...chosen, [step.field]: value };
    } else {
      const option = step.options.find((o) => Object.entries(o.set).every(([k, v]) => JSON.stringify(flat[k]) === JSON.stringify(v)));
      if (!option) throw new Error(`no option leads to ${JSON.stringify(target)}`);
      chosen = { ...chosen, ...option.set };
    }
  }
  throw new Error('too many steps');
}

function trayMarkup(G: DtState, step: MoveStep): string {
  const noop = () => {};
  return renderToStaticMarkup(
    <DecisionTray
      G={G}
      step={step}
      count={step.kind === 'count' ? step.max : 0}
      onCount={noop}
      onPick={noop}
      ready={step.kind === 'ready' ? (step.move as unknown as Move) : null}
      attrition={null}
      refusal={null}
      canGoBack={false}
      onBack={noop}
      onConfirm={noop}
      onNext={noop}
    />,
  );
}

describe('the tray builds every listed move in small steps', () => {
  it('reaches each decision kind of seeded games and builds its moves from the legal list alone', () => {
    const kinds = new Set<string>();
    for (const [seed, seats] of [
      ['steps-2', 2],
      ['steps-3', 3],
      ['steps-4', 4],
    ] as const) {
      const random = seededRng(seed);
      const bot = uniformRandomBot(dt);
      let G = dt.newGame({}, random, seats);
      for (let n = 0; n < 4000 && !dt.result(G); n++) {
        const [seat] = dt.toAct(G) as Seat[];
        const legal = dt.legalMoves(G, seat) as unknown as AnyMove[];
        const kind = G.decision.kind;
        if (!kinds.has(kind) || n % 25 === 0) {
          kinds.add(kind);
          for (const target of [legal[0], legal[legal.length - 1], legal[Math.floor(legal.length / 2)]]) {
            const { move, steps } = build(legal, target);
            expect(move).toEqual(target);
            // Confirm is enabled at the last step only.
            for (const step of steps)
              expect(trayMarkup(G, step).includes('data-testid="tray-confirm" disabled')).toBe(step.kind !== 'ready');
            // Every option offered is a value of some listed move.
            for (const step of steps)
              if (step.kind === 'pick')
                for (const o of step.options)
                  expect(
                    legal.some((m) => Object.entries(o.set).every(([k, v]) => JSON.stringify(flatten(m)[k]) === JSON.stringify(v))),
                  ).toBe(true);
          }
        }
        G = (dt.apply(G, seat, bot.decide(G, seat, random), random) as { state: DtState }).state;
      }
    }
    expect([...kinds]).toEqual(
      expect.arrayContaining([
        'draft',
        'chooseMain',
        'activate',
        'diplomacy',
        'levy',
        'movement',
        'battleOrder',
        'command',
        'casualties',
        'retreat',
        'event',
      ]),
    );
  });

  it('offers a levy of any count up to the room (4.4), and a march of any armies with some dropped off (4.5(D))', () => {
    const random = seededRng('steps-counts');
    const bot = uniformRandomBot(dt);
    let G = dt.newGame({}, random, 2);
    let levied = false;
    let marched = false;
    for (let n = 0; n < 4000 && !(levied && marched); n++) {
      const [seat] = dt.toAct(G) as Seat[];
      const legal = dt.legalMoves(G, seat) as unknown as AnyMove[];
      const levy = legal.find((m) => m.type === 'levy' && (m.count as number) > 1);
      if (levy && !levied) {
        const { move } = build(legal, { ...levy, count: 1 });
        expect(move).toEqual({ ...levy, count: 1 });
        expect(dt.apply(G, seat, move as unknown as Move, random).ok).toBe(true);
        levied = true;
      }
      const march = legal.find((m) => m.type === 'march' && (m.armies as number) >= 3 && (m.path as unknown[]).length === 2);
      if (march && !marched) {
        const path = march.path as { area: string; dropOff: number }[];
        const target = { ...march, armies: 3, path: [{ ...path[0], dropOff: 1 }, path[1]] };
        expect(build(legal, target).move).toEqual(target);
        marched = true;
      }
      G = (dt.apply(G, seat, bot.decide(G, seat, random), random) as { state: DtState }).state;
    }
    expect(levied && marched).toBe(true);
  });
});
