/**
 * What an action is before it is taken: the choices each space offers, the
 * generals taking it, and its numbers, variants and before-action options as
 * the state's cards change them.
 */
import type { GeneralId } from './data/generals';
import { forEachHook, stateHooks } from './hooks';
import type { ActionChoice } from './moves';
import { isBattle, isTribal } from './spaces';
import type { GameState } from './state';
import type { ActionSpaceId, StateId } from './types';
import { DEFAULT_TERMS, printedTerms, type ActionInfo, type ActionTerms, type CardHooks } from './cardHooks';
import type { CardId } from './cardIds';

export type ChoiceKind = ActionChoice['kind'];

const choiceKinds = new Map<ActionSpaceId, readonly ChoiceKind[]>();

/**
 * Which choices each space offers; `skill` is a card's other way of taking it (actionVariants). Shared: do
 * not change (readonly by type; not frozen: `includes` on a frozen list takes V8's slow path, and every
 * candidate judged asks it).
 */
export function choiceKindsFor(space: ActionSpaceId): readonly ChoiceKind[] {
  let kinds = choiceKinds.get(space);
  if (kinds === undefined) {
    kinds = [...printedChoiceKinds(space), 'skill' as const];
    choiceKinds.set(space, kinds);
  }
  return kinds;
}

function printedChoiceKinds(space: ActionSpaceId): ChoiceKind[] {
  if (isBattle(space)) return ['battle'];
  if (isTribal(space)) return ['improveTribalRelations'];
  switch (space) {
    case 'developFarm':
      return ['developFarm', 'harvest'];
    case 'developMarketplace':
      return ['developMarketplace', 'collectTax'];
    case 'trade':
      return ['trade'];
    case 'hireInstructor':
      return ['hireInstructor'];
    case 'construct':
      return ['construct'];
    case 'produceSpearsHorses':
    case 'produceCrossbowsVessels':
      return ['produce'];
    case 'recruitArmies':
      return ['recruitArmies'];
    case 'trainArmies':
      return ['trainArmies'];
    case 'demandTribute':
      return ['demandTribute'];
    case 'winPopularSupport':
      return ['winPopularSupport'];
    case 'controlHanEmperor':
      return ['controlHanEmperor'];
  }
}

/** The state's generals taking the action of `space` (its winning bids there). */
export function actionInfo(G: GameState, state: StateId, space: ActionSpaceId, choice?: ActionChoice): ActionInfo {
  const generals: GeneralId[] = [];
  const bids = G.bids[space];
  if (bids) for (const b of bids) if (b.state === state) generals.push(b.general as GeneralId);
  return { space, generals, choice };
}

/**
 * The action's numbers for `space`, taken with choice `c` if given (actionTerms with the choice in the
 * action's info). The info is built only for a card that listens: the listings judge every candidate
 * through here, and most states have no such card.
 */
export function spaceTerms(G: GameState, state: StateId, space: ActionSpaceId, c?: ActionChoice): Readonly<ActionTerms> {
  return stateHooks(G, state).terms.length > 0 ? actionTerms(G, state, actionInfo(G, state, space, c)) : DEFAULT_TERMS;
}

/** The numbers of the action as the state's cards change them (see ActionTerms); only read, never changed. */
export function actionTerms(G: GameState, state: StateId, info: ActionInfo): Readonly<ActionTerms> {
  const list = stateHooks(G, state).terms;
  // No card changes them: the printed numbers themselves (frozen, shared).
  if (list.length === 0) return DEFAULT_TERMS;
  const terms = printedTerms();
  for (let i = 0; i < list.length; i++) {
    const { card, hook } = list[i];
    (hook as NonNullable<CardHooks['terms']>)({ G, state, card }, info, terms);
  }
  return terms;
}

/** Every other way of taking this action the state's cards allow now (the `skill` choices). */
export function variantChoices(G: GameState, state: StateId, space: ActionSpaceId): ActionChoice[] {
  const list = stateHooks(G, state).actionVariants;
  const out: ActionChoice[] = [];
  // Every won action's listing asks this: no info built when no card offers a variant.
  if (list.length === 0) return out;
  const info = actionInfo(G, state, space);
  for (let i = 0; i < list.length; i++) {
    const { card, hook } = list[i];
    const ctx = { G, state, card };
    for (const [variant, v] of Object.entries(hook as NonNullable<CardHooks['actionVariants']>))
      for (const option of v.options(ctx, info)) out.push({ kind: 'skill', card, variant, option });
  }
  return out;
}

/** No before-action choices (shared: callers only read it). */
const NO_BEFORE_OPTIONS: ReadonlyMap<CardId, unknown[]> = new Map();

/** The before-action choices of the state's cards for this action: card → options. */
export function beforeOptions(G: GameState, state: StateId, space: ActionSpaceId): ReadonlyMap<CardId, unknown[]> {
  if (stateHooks(G, state).beforeActionOptions.length === 0) return NO_BEFORE_OPTIONS;
  // The map made only when some card offers options for this action (mostly none does: the shared empty one).
  let out: Map<CardId, unknown[]> | undefined;
  const info = actionInfo(G, state, space);
  forEachHook(G, state, 'beforeActionOptions', (hook, ctx) => {
    const options = hook(ctx, info);
    if (options && options.length) (out ??= new Map()).set(ctx.card, options);
  });
  return out ?? NO_BEFORE_OPTIONS;
}
