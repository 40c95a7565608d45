/**
 * In-process token buckets, one per key: each holds up to `capacity` tokens and refills at
 * `refillPerSecond`; a request takes one token or is refused with the seconds until one is back.
 * No I/O, so it costs nothing on a hot path (chat at thousands of messages per second). The limit
 * is per process: where processes share a PostgreSQL database, services take from
 * tokenBucketLimit (app/services/token-buckets.server.ts), which keeps the buckets there.
 */
export interface TokenBucketResult {
  allowed: boolean;
  /** Whole seconds until one more token is available; 0 when allowed. */
  retryAfterSeconds: number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();
  private readonly fullAfterMs: number;

  constructor(
    readonly capacity: number,
    readonly refillPerSecond: number,
    /** Beyond this many keys, idle (full) buckets are forgotten. */
    private readonly maxKeys = 10_000,
  ) {
    if (!(capacity >= 1) || !(refillPerSecond > 0)) throw new Error("capacity must be >= 1 and refillPerSecond > 0");
    this.fullAfterMs = (capacity / refillPerSecond) * 1000;
  }

  take(key: string, now = Date.now()): TokenBucketResult {
    const bucket = this.buckets.get(key);
    let tokens = this.capacity;
    if (bucket) {
      const elapsed = Math.max(0, now - bucket.updatedAt);
      tokens = Math.min(this.capacity, bucket.tokens + (elapsed / 1000) * this.refillPerSecond);
    }
    if (tokens < 1) {
      if (bucket) {
        bucket.tokens = tokens;
        bucket.updatedAt = now;
      }
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / this.refillPerSecond)) };
    }
    if (bucket) {
      bucket.tokens = tokens - 1;
      bucket.updatedAt = now;
    } else {
      if (this.buckets.size >= this.maxKeys) this.sweep(now);
      this.buckets.set(key, { tokens: tokens - 1, updatedAt: now });
    }
    return { allowed: true, retryAfterSeconds: 0 };
  }

  /** Forgets the key (as if it had never been used). */
  reset(key: string) {
    this.buckets.delete(key);
  }

  get size() {
    return this.buckets.size;
  }

  /** Drops buckets that have refilled completely: they behave exactly like new ones. */
  private sweep(now: number) {
    for (const [key, bucket] of this.buckets) {
      if (now - bucket.updatedAt >= this.fullAfterMs) this.buckets.delete(key);
    }
    // Still full of busy keys: drop the oldest ones (Map keeps insertion order).
    if (this.buckets.size >= this.maxKeys) {
      let excess = this.buckets.size - Math.floor(this.maxKeys * 0.9);
      for (const key of this.buckets.keys()) {
        if (excess-- <= 0) break;
        this.buckets.delete(key);
      }
    }
  }
}
