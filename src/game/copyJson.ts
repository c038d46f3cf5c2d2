/**
 * A deep copy of plain JSON. G is plain JSON by design, so this is all a copy
 * needs, and it is several times faster than a JSON round-trip or
 * structuredClone on the small records the engine and the bots copy.
 */
export function copyJson<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = copyJson(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const key in value) out[key] = copyJson((value as Record<string, unknown>)[key]);
  return out as T;
}
