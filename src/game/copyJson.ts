/**
 * A deep copy of plain JSON. G is plain JSON by design, so this is all a copy
 * needs, and it is several times faster than a JSON round-trip or
 * structuredClone on the small records the engine and the bots copy.
 *
 * A number, string, boolean or null element or field is taken as it is, without
 * a call (most of G's leaves are those: the decks' and hands' ids, the counts):
 * a third faster than a call per leaf on the bots' copies of G (MCTS copies a
 * whole sampled G per iteration).
 */
export function copyJson<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      out[i] = item !== null && typeof item === 'object' ? copyJson(item) : item;
    }
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const key in value) {
    const field: unknown = (value as Record<string, unknown>)[key];
    out[key] = field !== null && typeof field === 'object' ? copyJson(field) : field;
  }
  return out as T;
}
