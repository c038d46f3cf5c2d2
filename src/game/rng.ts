/**
 * Randomness is injected: every rule that shuffles or draws takes an `Rng`.
 * boardgame.io supplies one from `ctx.random`; tests and bots build a seeded one
 * here. `seededRng` follows the Alea algorithm (J. Baagøe), the generator
 * boardgame.io 0.50 uses for `random.Number()`, so the pure rules and the
 * boardgame.io reducer draw the same numbers from the same seed.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
}

/** Baagøe's "Mash" string hash, used to turn a seed string into generator state. */
function makeMash(): (input: string) => number {
  let n = 0xefc8249d;
  return (input: string) => {
    for (let i = 0; i < input.length; i++) {
      n += input.charCodeAt(i);
      let h = 0.02519603282416938 * n;
      n = h >>> 0;
      h = (h - n) * n;
      n = h >>> 0;
      h -= n;
      n += h * 0x100000000;
    }
    return (n >>> 0) * 2.3283064365386963e-10;
  };
}

interface AleaState {
  c: number;
  s0: number;
  s1: number;
  s2: number;
}

function aleaState(seed: string): AleaState {
  const mash = makeMash();
  const state = { c: 1, s0: mash(' '), s1: mash(' '), s2: mash(' ') };
  const wrap = (x: number) => (x < 0 ? x + 1 : x);
  state.s0 = wrap(state.s0 - mash(seed));
  state.s1 = wrap(state.s1 - mash(seed));
  state.s2 = wrap(state.s2 - mash(seed));
  return state;
}

/** A deterministic generator; the same seed always gives the same stream. */
export function seededRng(seed: string | number): Rng & { state(): AleaState } {
  const { c, s0, s1, s2 } = aleaState(String(seed));
  // The four numbers in a Float64Array, not an object's fields: a double written to a field is boxed (a heap
  // number per write, four per draw), the array holds them unboxed. The same doubles, so the same stream.
  const st = Float64Array.of(c, s0, s1, s2);
  return {
    next() {
      const t = 2091639 * st[1] + st[0] * 2.3283064365386963e-10;
      st[1] = st[2];
      st[2] = st[3];
      st[0] = Math.trunc(t);
      st[3] = t - st[0];
      return st[3];
    },
    state: () => ({ c: st[0], s0: st[1], s1: st[2], s2: st[3] }),
  };
}

/** Fisher-Yates shuffle driven by the injected generator (returns a new array). */
export function shuffle<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export function randomInt(rng: Rng, n: number): number {
  return Math.floor(rng.next() * n);
}
