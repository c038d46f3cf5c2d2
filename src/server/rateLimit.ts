/**
 * Token buckets: each key (a client address, a socket) may spend `burst`
 * actions at once and earns `perSecond` back, up to `burst` again. The
 * server's limits (limits.ts) are made of these; the clock is injectable so
 * the tests need no waiting.
 */
export interface RateLimitOptions {
  /** Actions allowed at once. */
  burst: number;
  /** Actions earned back per second. */
  perSecond: number;
  /** Most keys remembered (the oldest full buckets are forgotten first); 10,000 by default. */
  maxKeys?: number;
  now?: () => number;
}

interface Bucket {
  tokens: number;
  at: number;
}

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly maxKeys: number;
  private readonly now: () => number;

  constructor(private readonly options: RateLimitOptions) {
    if (!(options.burst >= 1) || !(options.perSecond > 0)) throw new Error('a rate limit needs burst >= 1 and perSecond > 0');
    this.maxKeys = options.maxKeys ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /** Spends one action of `key`'s budget; false when there is none left (nothing is spent then). */
  take(key: string): boolean {
    const now = this.now();
    let bucket = this.buckets.get(key);
    if (bucket) {
      bucket.tokens = Math.min(this.options.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.options.perSecond);
      bucket.at = now;
      // Most recently used last, so the first ones are the ones to forget.
      this.buckets.delete(key);
    } else {
      bucket = { tokens: this.options.burst, at: now };
      this.forgetOld();
    }
    this.buckets.set(key, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  /** Seconds until `key` may act again (0 when it may now). */
  retryAfterSeconds(key: string): number {
    const bucket = this.buckets.get(key);
    if (!bucket) return 0;
    const tokens = bucket.tokens + ((this.now() - bucket.at) / 1000) * this.options.perSecond;
    return tokens >= 1 ? 0 : Math.ceil((1 - tokens) / this.options.perSecond);
  }

  forget(key: string): void {
    this.buckets.delete(key);
  }

  get size(): number {
    return this.buckets.size;
  }

  private forgetOld(): void {
    while (this.buckets.size >= this.maxKeys) {
      const oldest = this.buckets.keys().next().value as string;
      this.buckets.delete(oldest);
    }
  }
}
