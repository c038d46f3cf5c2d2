/**
 * A won action's choices asked in small steps (askInSteps.ts with the
 * action's aspects): every path through the steps ends on exactly one legal
 * choice, every legal choice is on one path, and no step offers more than 8
 * values unless they are numbers (a stepper). The Yue Jin case of issue 34
 * comes from a real engine state.
 */
import { describe, expect, it } from 'vitest';
import { actionChoices } from '../../../src/game/threeKingdomsRedux/legal';
import type { ActionChoice } from '../../../src/game/threeKingdomsRedux/moves';
import { currentDecision } from '../../../src/game/threeKingdomsRedux/engine';
import type { GameState } from '../../../src/game/threeKingdomsRedux/state';
import type { ActionSpaceId, StateId } from '../../../src/game/threeKingdomsRedux/types';
import { actionAspects, labelsToward, optionLabels } from '../../../src/board/threeKingdomsRedux/decisions/actionAspects';
import { allPaths, nextStep, valueKey, walkSteps, type Aspect } from '../../../src/board/threeKingdomsRedux/decisions/askInSteps';
import { sameAsDecline } from '../../../src/board/threeKingdomsRedux/decisions/sameAsDecline';
import { selectAlliance } from '../../builders';
import { playCardRichGames } from '../../cardRichGames';
import { fullGame } from '../../game/threeKingdomsRedux/cards/generals/weiScenarios';

describe('asking a list of choices in steps (generic)', () => {
  type Meal = { dish: string; size: number; drink: string };
  const menu: Meal[] = [
    { dish: 'noodles', size: 1, drink: 'tea' },
    { dish: 'noodles', size: 2, drink: 'tea' },
    { dish: 'rice', size: 1, drink: 'tea' },
    { dish: 'rice', size: 1, drink: 'wine' },
  ];
  const aspects: Aspect<Meal>[] = [
    { key: 'dish', label: 'Dish', value: (m) => m.dish },
    { key: 'size', label: 'Size', value: (m) => m.size },
    { key: 'drink', label: 'Drink', value: (m) => m.drink },
  ];

  it('asks the first aspect whose values differ, with only the values the list has', () => {
    const step = nextStep(menu, aspects)!;
    expect(step.aspect.key).toBe('dish');
    expect(step.options.map((o) => o.value)).toEqual(['noodles', 'rice']);
    // Among the rice dishes the size never differs: the drink is asked next.
    expect(nextStep(step.options[1].choices, aspects)!.aspect.key).toBe('drink');
  });

  it('follows picks to one choice; a stale pick ends the walk there', () => {
    const walk = walkSteps(menu, aspects, [
      { aspect: 'dish', value: valueKey('noodles') },
      { aspect: 'size', value: valueKey(2) },
    ]);
    expect(walk.current).toBeNull();
    expect(walk.remaining).toEqual([menu[1]]);
    const stale = walkSteps(menu, aspects, [{ aspect: 'size', value: valueKey(2) }]);
    expect(stale.taken).toEqual([]);
    expect(stale.current!.aspect.key).toBe('dish');
  });

  it('every choice is on exactly one path', () => {
    const paths = allPaths(menu, aspects);
    expect(paths.map((p) => p.choices)).toEqual(menu.map((m) => [m]));
  });
});

/** Checks the steps of `space`'s choices; returns the most steps on one path and the most options at one step. */
function checkSteps(G: GameState, seat: StateId, space: ActionSpaceId, choices: ActionChoice[]): { steps: number; options: number } {
  if (choices.length === 0) return { steps: 0, options: 0 };
  const paths = allPaths(choices, actionAspects(choices));
  expect(
    paths
      .flatMap((p) => p.choices)
      .map(valueKey)
      .sort(),
  ).toEqual(choices.map(valueKey).sort());
  let steps = 0;
  let options = 0;
  for (const p of paths) {
    expect(p.choices).toHaveLength(1);
    steps = Math.max(steps, p.steps.length);
    for (const step of p.steps) {
      const labels = optionLabels(G, seat, space, step);
      expect(new Set(labels).size, `${space}: ${step.aspect.label} reads ${labels.join(' / ')}`).toBe(labels.length);
      const numeric = step.options.every((o) => typeof o.value === 'number');
      if (!numeric) options = Math.max(options, step.options.length);
    }
  }
  return { steps, options };
}

describe('a won action in steps', () => {
  it('Yue Jin alone on "produce spears/horses": 24 choices in 3 steps of at most 4 options (what, gold or rice, which weapon)', () => {
    const t = fullGame({ wei: ['yueJin', 'xiahouDun'] });
    selectAlliance(t, 'trade');
    t.assign('wei', { general: 'yueJin', space: 'produceSpearsHorses' });
    t.assign('wei', { general: 'xiahouDun', space: 'demandTribute' });
    t.passAll();
    expect(currentDecision(t.G)).toEqual({ kind: 'action', state: 'wei' });
    const choices = actionChoices(t.G, 'wei', 'produceSpearsHorses');
    expect(choices).toHaveLength(24);
    expect(checkSteps(t.G, 'wei', 'produceSpearsHorses', choices)).toEqual({ steps: 3, options: 4 });
    const first = nextStep(choices, actionAspects(choices))!;
    expect(optionLabels(t.G, 'wei', 'produceSpearsHorses', first)).toEqual([
      'Produce 2 spears',
      'Produce 2 horses',
      'Produce 1 spear and 1 horse',
    ]);
    const second = nextStep(first.options[0].choices, actionAspects(choices))!;
    expect([second.aspect.label, ...optionLabels(t.G, 'wei', 'produceSpearsHorses', second)]).toEqual([
      "Yue Jin's choice: take",
      'Gold',
      'Rice',
    ]);
    // The coach points along the same path, whichever step is on screen.
    const target = choices.find(
      (c) =>
        valueKey(c.before) === valueKey({ yueJin: { take: 'rice', weapon: 'crossbow' } }) &&
        c.kind === 'produce' &&
        c.weapons[0] !== c.weapons[1],
    )!;
    expect(labelsToward(t.G, 'wei', 'produceSpearsHorses', choices, target)).toEqual([
      'Produce 1 spear and 1 horse (first Yue Jin: take rice, weapon crossbow)',
      'Crossbow',
      'Rice',
      'Produce 1 spear and 1 horse',
    ]);
  });

  it('over card-rich games: every won action of every state is at most a few steps of at most 8 options', () => {
    let most = { steps: 0, options: 0 };
    let spaces = 0;
    playCardRichGames('steps', { builderEvery: 8, explorerEvery: 8, count: 4 }, (G) => {
      const d = currentDecision(G);
      if (d.kind !== 'action') return;
      for (const space of G.pendingActions[d.state]) {
        if (space === 'trade' || space === 'construct') continue;
        const listed = actionChoices(G, d.state, space);
        const folded = new Set(sameAsDecline(G, d.state, space, listed).map(valueKey));
        const r = checkSteps(
          G,
          d.state,
          space,
          listed.filter((c) => !folded.has(valueKey(c))),
        );
        most = { steps: Math.max(most.steps, r.steps), options: Math.max(most.options, r.options) };
        spaces++;
      }
    });
    expect(spaces).toBeGreaterThan(50);
    expect(most.options).toBeLessThanOrEqual(8);
    expect(most.steps).toBeLessThanOrEqual(5);
  });
});

describe('options that change nothing are Decline', () => {
  it('"Train no armies" is folded into Decline; keeping a tax token is not (the engine moves it to the treasury)', () => {
    const t = fullGame({ wei: ['xiahouDun', 'caoCao'] });
    selectAlliance(t, 'trade');
    t.assign('wei', { general: 'xiahouDun', space: 'trainArmies' });
    t.assign('wei', { general: 'caoCao', space: 'developMarketplace' });
    t.passAll();
    const p = t.G.players.wei;
    p.untrained = 2;
    p.marketplace.flipped = 1;
    const train = actionChoices(t.G, 'wei', 'trainArmies');
    expect(train.length).toBeGreaterThan(1);
    expect(sameAsDecline(t.G, 'wei', 'trainArmies', train)).toEqual([{ kind: 'trainArmies', count: 0 }]);
    const tax = actionChoices(t.G, 'wei', 'developMarketplace');
    expect(tax).toContainEqual({ kind: 'collectTax', keepInTreasury: 1 });
    expect(sameAsDecline(t.G, 'wei', 'developMarketplace', tax)).toEqual([]);
  });
});
