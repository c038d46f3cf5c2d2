/**
 * Card choices in the middle of the flow (see cardHooks.ts): offering them,
 * listing their legal answers and answering them; and the "at any time"
 * skill moves. A card's own module says what its choice means; this module
 * only keeps the queue honest.
 */
import { isGeneralId, type GeneralId } from './data/generals';
import { ENHANCEMENTS } from './data/enhancements';
import { cardName, type CardId } from './cardIds';
import { forEachHook, hooksOf, isActive } from './hooks';
import { fail, OK, type MoveResult } from './moves';
import { STATE_NAMES } from './spaces';
import type { GameState, PendingChoice } from './state';
import type { StateId } from './types';
import type { ChoiceHandler, SkillMove } from './cardHooks';

/**
 * Hands `state` a decision from `card` (its `choices[kind]` handler answers
 * for it). Choices are answered in the order offered; `first` puts this one
 * ahead of the queue (a choice that follows from the one just answered).
 * A choice with no legal answer is not offered at all.
 */
export function offerChoice(
  G: GameState,
  choice: Omit<PendingChoice, 'data' | 'optional'> & Partial<Pick<PendingChoice, 'data' | 'optional'>>,
  opts: { first?: boolean } = {},
): void {
  const pc: PendingChoice = { data: {}, optional: false, ...choice };
  const handler = handlerOf(pc);
  if (!handler) throw new Error(`${cardName(pc.card)} offers a choice "${pc.kind}" it does not handle.`);
  if (handler.options(G, pc).length === 0) return;
  if (opts.first) G.pending.unshift(pc);
  else G.pending.push(pc);
  // A mandatory effect acts now: the owner shows the general (docs/rulings.md R14).
  // An optional one stays secret until it is used (see choose).
  if (!pc.optional) reveal(G, pc);
}

/** The owner shows the general whose skill is used (docs/rulings.md R14). */
function reveal(G: GameState, pc: PendingChoice): void {
  const p = G.players[pc.state];
  if (Object.hasOwn(p.recruitedIn, pc.card) && !p.revealed.includes(pc.card as GeneralId)) p.revealed.push(pc.card as GeneralId);
}

function handlerOf(pc: PendingChoice): ChoiceHandler | undefined {
  return hooksOf(pc.card)?.choices?.[pc.kind];
}

/** The choice now waiting, if any. */
export function pendingChoice(G: GameState): PendingChoice | null {
  return G.pending[0] ?? null;
}

/** Legal answers to the waiting choice (null = decline, when it is optional). */
export function choiceOptions(G: GameState): unknown[] {
  const pc = pendingChoice(G);
  if (!pc) return [];
  // A view shows another state's secret choice without its card (playerView.ts): no options to list.
  const handler = handlerOf(pc);
  if (!handler) return [];
  const options = handler.options(G, pc);
  return pc.optional ? [null, ...options] : options;
}

export function choicePrompt(G: GameState, pc: PendingChoice): string {
  return handlerOf(pc)?.prompt(G, pc) ?? `${cardName(pc.card)}: choose.`;
}

export function describeOption(G: GameState, pc: PendingChoice, option: unknown): string {
  if (option === null) return 'Decline';
  return handlerOf(pc)?.describe?.(G, pc, option) ?? JSON.stringify(option);
}

/** Plain-JSON equality: how an answer is matched against the legal options. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  // The own keys with a value (undefined ones are left out, as JSON leaves them): each equal in both, and as
  // many in both. No key lists built: a chosen option is compared with every legal one (choose, before answers).
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  let na = 0;
  for (const k in ra) {
    if (!Object.hasOwn(ra, k) || ra[k] === undefined) continue;
    na++;
    if (!sameJson(ra[k], rb[k])) return false;
  }
  let nb = 0;
  for (const k in rb) if (Object.hasOwn(rb, k) && rb[k] !== undefined) nb++;
  return na === nb;
}

export function choose(G: GameState, state: StateId, option: unknown): MoveResult {
  const pc = pendingChoice(G);
  if (!pc) return fail('No card choice is waiting.');
  if (pc.state !== state) return fail(`${cardName(pc.card)}'s choice belongs to ${STATE_NAMES[pc.state]}.`);
  const handler = handlerOf(pc)!;
  if (option === null || option === undefined) {
    if (!pc.optional) return fail(`${cardName(pc.card)}'s choice is not optional: pick one of its options.`);
    G.pending.shift();
    handler.decline?.(G, pc);
    return OK;
  }
  const legal = handler.options(G, pc);
  const match = legal.find((o) => sameJson(o, option));
  if (match === undefined) return fail(`That is not one of ${cardName(pc.card)}'s options now.`);
  G.pending.shift();
  reveal(G, pc);
  handler.apply(G, pc, match);
  return OK;
}

/** The active cards of `state` with a skill move, and their options now. */
export function skillMoves(G: GameState, state: StateId): { card: CardId; move: SkillMove; options: unknown[] }[] {
  const out: { card: CardId; move: SkillMove; options: unknown[] }[] = [];
  // The hook index's listeners, in the active cards' order (asked at every decision: no walk over every card).
  forEachHook(G, state, 'skillMove', (move, ctx) => {
    const options = move.options(ctx);
    if (options.length) out.push({ card: ctx.card, move, options });
  });
  return out;
}

export function useSkill(G: GameState, state: StateId, card: unknown, option: unknown): MoveResult {
  if (typeof card !== 'string' || !(isGeneralId(card) || Object.hasOwn(ENHANCEMENTS, card)))
    return fail(`"${String(card)}" is not a card.`);
  const id = card as CardId;
  if (!isActive(G, state, id)) return fail(`${cardName(id)} is not one of ${STATE_NAMES[state]}'s active cards.`);
  const move = hooksOf(id)?.skillMove;
  if (!move) return fail(`${cardName(id)} has no skill to use at will.`);
  const ctx = { G, state, card: id };
  const match = move.options(ctx).find((o) => sameJson(o, option));
  if (match === undefined) return fail(`${cardName(id)}'s skill cannot be used that way now.`);
  move.apply(ctx, match);
  return OK;
}
