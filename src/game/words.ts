/**
 * Counted nouns for the log's sentences: "no armies", "1 army", "2 armies",
 * so no entry reads "0 armies" or "unit(s)".
 */
export function counted(n: number, one: string, many = `${one}s`): string {
  if (n === 0) return `no ${many}`;
  return `${n} ${n === 1 ? one : many}`;
}

/** "1 gold and 2 rice", leaving out the zero amounts; "nothing" when all are zero. */
export function amounts(parts: readonly [number, string][]): string {
  const some = parts.filter(([n]) => n !== 0).map(([n, what]) => `${n} ${what}`);
  if (some.length === 0) return 'nothing';
  return some.length === 1 ? some[0] : `${some.slice(0, -1).join(', ')} and ${some[some.length - 1]}`;
}
