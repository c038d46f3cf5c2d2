/**
 * The aspects a won action's choices are asked by, in the order a player
 * thinks of them: what to do, then the action's own numbers (how many, which
 * weapons, where the token goes), then each card's before-action answer, part
 * by part (Yue Jin's gold or rice, then his weapon). They only read the
 * choices the engine listed; the steps (askInSteps.ts) never offer a value
 * no listed choice has.
 */
import { cardName, type CardId } from '../../../game/threeKingdomsRedux/cardIds';
import type { ActionChoice } from '../../../game/threeKingdomsRedux/moves';
import type { GameState } from '../../../game/threeKingdomsRedux/state';
import type { ActionSpaceId, StateId } from '../../../game/threeKingdomsRedux/types';
import { generalName } from '../labels';
import { plural } from '../../../game/threeKingdomsRedux/words';
import { choiceLabel, describeValue } from './choiceLabel';
import { type Aspect, nextStep, type Step, type StepOption, valueKey } from './askInSteps';
import { KIND_LABELS } from './unavailable';

/** The action's own parts, in the order they are asked, with the step's question. */
const FIELD_QUESTIONS: [field: string, question: string][] = [
  ['weapons', 'What to produce'],
  ['keepInGranary', 'Tokens to keep in the granary'],
  ['keepInTreasury', 'Tokens to keep in the treasury'],
  ['count', 'Armies to train'],
  ['take', 'Tribute to take'],
  ['faceDown', 'General to leave face down'],
  ['hire', 'Hire an instructor'],
  ['importFrom', 'Import technology'],
  ['buyPopularSupport', 'Also buy 1 popular support token for 2 rice'],
  ['general', 'General to station'],
  ['units', 'Army units to station'],
  ['extraUnit', '1 more unit from the supply'],
  ['flipToken', 'Flip the border token to 1 VP'],
  ['tokenTo', 'Border token to'],
  ['second', 'Second location'],
  ['option', 'Option'],
];

const field = (choice: ActionChoice, name: string): unknown => (choice as unknown as Record<string, unknown>)[name];

/** A card's way of taking the action is a "kind" of its own. */
const kindOf = (c: ActionChoice): string => (c.kind === 'skill' ? `skill:${c.card}:${c.variant}` : c.kind);

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const humanise = (name: string): string => name.replace(/[A-Z]/g, (m) => ` ${m.toLowerCase()}`);

/** One aspect per card answer, or per part of it when the answers are records ({ take, weapon }). */
function beforeAspects(choices: readonly ActionChoice[]): Aspect<ActionChoice>[] {
  const parts = new Map<CardId, Set<string> | null>();
  for (const c of choices)
    for (const [card, answer] of Object.entries(c.before ?? {}) as [CardId, unknown][]) {
      const known = parts.get(card);
      if (isPlainObject(answer) && known !== null) {
        const keys = known ?? new Set<string>();
        for (const k of Object.keys(answer)) keys.add(k);
        parts.set(card, keys);
      } else parts.set(card, null);
    }
  const aspects: Aspect<ActionChoice>[] = [];
  for (const [card, keys] of parts) {
    const answer = (c: ActionChoice) => c.before?.[card];
    if (keys === null) aspects.push({ key: `before:${card}`, label: cardName(card), value: answer });
    else
      for (const k of keys)
        aspects.push({
          key: `before:${card}:${k}`,
          label: `${cardName(card)}'s choice: ${humanise(k)}`,
          value: (c) => {
            const a = answer(c);
            return isPlainObject(a) ? a[k] : a;
          },
        });
  }
  return aspects;
}

/** The aspects of these choices, ending with the whole choice so any two different choices are told apart. */
export function actionAspects(choices: readonly ActionChoice[]): Aspect<ActionChoice>[] {
  return [
    { key: 'kind', label: 'What to do', value: kindOf },
    ...FIELD_QUESTIONS.map(([name, label]): Aspect<ActionChoice> => ({ key: name, label, value: (c) => field(c, name) })),
    ...beforeAspects(choices),
    { key: 'choice', label: 'Option', value: (c) => c },
  ];
}

/** A choice's label without its before-action answers ("Produce 2 spears"). */
function actionOnlyLabel(G: GameState, seat: StateId, space: ActionSpaceId, c: ActionChoice): string {
  const { before: _before, ...action } = c;
  return choiceLabel(G, seat, space, action as ActionChoice);
}

/** A stationing's details read best as short values under the step's question than as whole sentences. */
const SHORT_ASPECTS = new Set(['general', 'units', 'extraUnit', 'flipToken', 'tokenTo', 'second']);

/** A value in words when the choice's own sentence cannot name it. */
function valueWords(aspect: string, value: unknown): string {
  if (value === undefined) return 'None';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (aspect === 'units' && typeof value === 'number') return plural(value, 'unit');
  if (aspect === 'kind' && typeof value === 'string') return KIND_LABELS[value as keyof typeof KIND_LABELS] ?? humanise(value);
  if ((aspect === 'general' || aspect === 'faceDown') && typeof value === 'string') return generalName(value as never);
  const words = describeValue(value);
  return words[0].toUpperCase() + words.slice(1);
}

/**
 * Each option's words. Where each option's choices share one sentence and
 * the sentences differ ("Produce 2 spears" / "Produce 2 horses"), those; a
 * choice alone says everything about itself; otherwise the value in words.
 */
export function optionLabels(G: GameState, seat: StateId, space: ActionSpaceId, step: Step<ActionChoice>): string[] {
  const shared = step.options.map((o: StepOption<ActionChoice>) => {
    const labels = new Set(o.choices.map((c) => actionOnlyLabel(G, seat, space, c)));
    return labels.size === 1 ? [...labels][0] : null;
  });
  const distinct = !SHORT_ASPECTS.has(step.aspect.key) && shared.every((l) => l !== null) && new Set(shared).size === shared.length;
  return step.options.map((o, i) => {
    if (distinct) return shared[i]!;
    if (o.choices.length === 1 && step.aspect.key === 'choice') return choiceLabel(G, seat, space, o.choices[0]);
    return valueWords(step.aspect.key, o.value);
  });
}

/**
 * The words of the buttons that lead to `target` through the steps of
 * `choices`, the last step's first (the coach points at whichever is on
 * screen), ending with the choice's own sentence; empty when it is not among them.
 */
export function labelsToward(
  G: GameState,
  seat: StateId,
  space: ActionSpaceId,
  choices: readonly ActionChoice[],
  target: ActionChoice,
): string[] {
  const aspects = actionAspects(choices);
  const key = valueKey(target);
  const labels: string[] = [];
  let remaining = [...choices];
  for (let step = nextStep(remaining, aspects); step; step = nextStep(remaining, aspects)) {
    const i = step.options.findIndex((o) => o.choices.some((c) => valueKey(c) === key));
    if (i < 0) return [];
    labels.unshift(optionLabels(G, seat, space, step)[i]);
    remaining = step.options[i].choices;
  }
  return remaining.some((c) => valueKey(c) === key) ? [choiceLabel(G, seat, space, target), ...labels] : [];
}
