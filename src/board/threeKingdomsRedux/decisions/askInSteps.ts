/**
 * A long list of legal choices asked as a few small questions. Each "aspect"
 * reads one part of a choice (what to produce, how many, which weapon); the
 * next step is the first aspect whose values still differ among the choices
 * left, its options are only the values some remaining choice has, and
 * picking one keeps the choices that have it. So every path through the
 * steps ends on a choice of the list, and every choice of the list is on
 * one path. Generic: it knows nothing of the game, only the list it is given.
 */

export interface Aspect<C> {
  /** Names the aspect in the picks (stable across renders). */
  key: string;
  /** The question the step asks, e.g. "What to produce". */
  label: string;
  /** The part of a choice this aspect reads; values are compared by their JSON. */
  value: (choice: C) => unknown;
}

export interface StepOption<C> {
  /** The value's JSON: how a pick names it. */
  key: string;
  value: unknown;
  /** The remaining choices that have this value, in the list's order. */
  choices: C[];
}

export interface Step<C> {
  aspect: Aspect<C>;
  /** In the order their first choice comes in the list. */
  options: StepOption<C>[];
}

/** A value's key: its JSON ("undefined" for an absent part). */
export function valueKey(value: unknown): string {
  return JSON.stringify(value) ?? 'undefined';
}

function optionsOf<C>(choices: readonly C[], aspect: Aspect<C>): StepOption<C>[] {
  const byKey = new Map<string, StepOption<C>>();
  for (const choice of choices) {
    const value = aspect.value(choice);
    const key = valueKey(value);
    const option = byKey.get(key);
    if (option) option.choices.push(choice);
    else byKey.set(key, { key, value, choices: [choice] });
  }
  return [...byKey.values()];
}

/** The next question: the first aspect whose values differ among `choices`, or null when none does. */
export function nextStep<C>(choices: readonly C[], aspects: readonly Aspect<C>[]): Step<C> | null {
  if (choices.length < 2) return null;
  for (const aspect of aspects) {
    const options = optionsOf(choices, aspect);
    if (options.length > 1) return { aspect, options };
  }
  return null;
}

export interface Pick {
  aspect: string;
  value: string;
}

export interface Walk<C> {
  /** The steps answered so far, each with the option picked. */
  taken: { step: Step<C>; option: StepOption<C> }[];
  /** The step to answer now, or null when the picks leave one choice (or none that the aspects tell apart). */
  current: Step<C> | null;
  remaining: C[];
}

/**
 * Follows `picks` from the whole list. A pick that no longer names the step
 * it answered (the list changed under it) ends the walk there, so the player
 * is asked again rather than sent a stale choice.
 */
export function walkSteps<C>(choices: readonly C[], aspects: readonly Aspect<C>[], picks: readonly Pick[]): Walk<C> {
  const taken: Walk<C>['taken'] = [];
  let remaining = [...choices];
  for (const pick of picks) {
    const step = nextStep(remaining, aspects);
    const option = step?.aspect.key === pick.aspect ? step.options.find((o) => o.key === pick.value) : undefined;
    if (!step || !option) break;
    taken.push({ step, option });
    remaining = option.choices;
  }
  return { taken, current: nextStep(remaining, aspects), remaining };
}

/** Every path of picks through the steps to a single choice (the tests walk the whole tree). */
export function allPaths<C>(choices: readonly C[], aspects: readonly Aspect<C>[]): { steps: Step<C>[]; choices: C[] }[] {
  const step = nextStep(choices, aspects);
  if (!step) return [{ steps: [], choices: [...choices] }];
  return step.options.flatMap((o) => allPaths(o.choices, aspects).map((p) => ({ steps: [step, ...p.steps], choices: p.choices })));
}

/** The picks that lead to `target` (compared by JSON), or null when it is not among the choices. */
export function picksToward<C>(choices: readonly C[], aspects: readonly Aspect<C>[], target: C): Pick[] | null {
  const key = valueKey(target);
  const picks: Pick[] = [];
  let remaining = [...choices];
  for (let step = nextStep(remaining, aspects); step; step = nextStep(remaining, aspects)) {
    const option = step.options.find((o) => o.choices.some((c) => valueKey(c) === key));
    if (!option) return null;
    picks.push({ aspect: step.aspect.key, value: option.key });
    remaining = option.choices;
  }
  return remaining.some((c) => valueKey(c) === key) ? picks : null;
}
