/**
 * The words shown to players, shared by the game's log and the page: counted
 * nouns, lists read as sentences, and the printed costs of cards.
 */
import type { Cost, CostToken } from './data/cardTypes';

/** "1 spear", "2 spears", "0 spears": a count read as words, not as a bare icon. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * Counted nouns for the log's sentences: "no armies", "1 army", "2 armies",
 * so no entry reads "0 armies" or "unit(s)".
 */
export function counted(n: number, one: string, many = `${one}s`): string {
  if (n === 0) return `no ${many}`;
  return plural(n, one, many);
}

/** Joins phrases as a sentence does: "a", "a and b", "a, b and c". */
export function listSentence(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** "1 gold and 2 rice", leaving out the zero amounts; "nothing" when all are zero. */
export function amounts(parts: readonly [number, string][]): string {
  const some = parts.filter(([n]) => n !== 0).map(([n, what]) => `${n} ${what}`);
  return some.length === 0 ? 'nothing' : listSentence(some);
}

const COST_WORDS: Record<CostToken, { one: string; many: string }> = {
  gold: { one: 'gold', many: 'gold' },
  rice: { one: 'rice', many: 'rice' },
  spear: { one: 'spear', many: 'spears' },
  horse: { one: 'horse', many: 'horses' },
  crossbow: { one: 'crossbow', many: 'crossbows' },
  vessel: { one: 'vessel', many: 'vessels' },
  weapon: { one: 'weapon of any type', many: 'weapons of any type' },
  army: { one: 'army (untrained or trained)', many: 'armies (untrained or trained)' },
  popularSupport: { one: 'popular support token', many: 'popular support tokens' },
};

/** A printed cost as words, in the card's order: "1 spear and 1 gold"; "nothing" when free. */
export function describeCost(cost: Cost): string {
  const parts = (Object.keys(cost) as CostToken[])
    .filter((k) => (cost[k] ?? 0) > 0)
    .map((k) => plural(cost[k] ?? 0, COST_WORDS[k].one, COST_WORDS[k].many));
  return parts.length ? listSentence(parts) : 'nothing';
}
