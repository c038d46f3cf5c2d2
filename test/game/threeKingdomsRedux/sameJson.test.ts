/**
 * Issue 20: `sameJson` (choices.ts) compares a chosen option
 * with each legal one (the `choose` move, before-action answers, card
 * variants) without building key lists. It must give the answer of the
 * definition it replaced (own keys with a value, each equal, as many in
 * both), here written out, on pairs of seeded random JSON-like values and
 * their near copies (a key undefined, missing, added or changed; an array
 * for an object).
 */
import { describe, expect, it } from 'vitest';
import { sameJson } from '../../../src/game/threeKingdomsRedux/choices';
import { seededRng, type Rng } from '../../../src/game/rng';

function byDefinition(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => byDefinition((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

const KEYS = ['kind', 'space', 'gold', 'rice', 'weapons', 'before'];
function value(rng: Rng, depth: number): unknown {
  const r = rng.next();
  if (depth === 0 || r < 0.35) return [1, 2, 'spear', 'gold', true, null, undefined][Math.floor(rng.next() * 7)];
  if (r < 0.6) return Array.from({ length: Math.floor(rng.next() * 3) }, () => value(rng, depth - 1));
  const o: Record<string, unknown> = {};
  for (const k of KEYS) if (rng.next() < 0.4) o[k] = value(rng, depth - 1);
  return o;
}

/** A near copy: the same value, or one small change somewhere. */
function nearCopy(v: unknown, rng: Rng): unknown {
  if (v === null || typeof v !== 'object') return rng.next() < 0.8 ? v : value(rng, 0);
  const copy: Record<string, unknown> | unknown[] = Array.isArray(v) ? [...v] : { ...(v as Record<string, unknown>) };
  const keys = Object.keys(copy);
  const r = rng.next();
  if (r < 0.15) return Array.isArray(v) ? { ...v } : Object.values(v);
  if (r < 0.3 && !Array.isArray(copy)) copy[KEYS[Math.floor(rng.next() * KEYS.length)]] = undefined;
  else if (r < 0.4 && keys.length && !Array.isArray(copy)) delete copy[keys[0]];
  else if (r < 0.5 && !Array.isArray(copy)) copy[KEYS[Math.floor(rng.next() * KEYS.length)]] = value(rng, 1);
  else for (const k of keys) (copy as Record<string, unknown>)[k] = nearCopy((v as Record<string, unknown>)[k], rng);
  return copy;
}

describe('sameJson', () => {
  it('answers as its definition on 20,000 pairs of random values and near copies', () => {
    const rng = seededRng('sameJson');
    let same = 0;
    for (let i = 0; i < 20_000; i++) {
      const a = value(rng, 3);
      const b = rng.next() < 0.7 ? nearCopy(a, rng) : value(rng, 3);
      const expected = byDefinition(a, b);
      expect(sameJson(a, b)).toBe(expected);
      expect(sameJson(b, a)).toBe(byDefinition(b, a));
      if (expected) same++;
    }
    expect(same).toBeGreaterThan(2_000);
    expect(same).toBeLessThan(18_000);
  });
});
