import { describe, expect, it } from "vitest";
import { TokenBuckets } from "~/utils/token-bucket";

describe("TokenBuckets", () => {
  it("allows a burst of `capacity`, then refuses with the seconds until a token is back", () => {
    const buckets = new TokenBuckets(5, 1);
    const t = 1_000_000;
    for (let i = 0; i < 5; i += 1) expect(buckets.take("v1", t)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(buckets.take("v1", t)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    // Other keys have their own bucket.
    expect(buckets.take("v2", t).allowed).toBe(true);
  });

  it("refills at the given rate, never above capacity", () => {
    const buckets = new TokenBuckets(5, 1);
    const t = 2_000_000;
    for (let i = 0; i < 5; i += 1) buckets.take("v", t);
    expect(buckets.take("v", t + 500).allowed).toBe(false);
    expect(buckets.take("v", t + 1_000).allowed).toBe(true);
    expect(buckets.take("v", t + 1_000).allowed).toBe(false);
    // A long pause refills to capacity only.
    const later = t + 60_000;
    for (let i = 0; i < 5; i += 1) expect(buckets.take("v", later).allowed).toBe(true);
    expect(buckets.take("v", later).allowed).toBe(false);
  });

  it("never refuses a steady sender at the refill rate", () => {
    const buckets = new TokenBuckets(5, 1);
    let t = 3_000_000;
    for (let i = 0; i < 100; i += 1, t += 1_000) expect(buckets.take("steady", t).allowed).toBe(true);
  });

  it("reports longer waits for slow refill rates (hearts: 5 per 2 s)", () => {
    const buckets = new TokenBuckets(5, 2.5);
    const t = 4_000_000;
    for (let i = 0; i < 5; i += 1) expect(buckets.take("h", t).allowed).toBe(true);
    expect(buckets.take("h", t)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(buckets.take("h", t + 400).allowed).toBe(true);
    const slow = new TokenBuckets(1, 0.1);
    slow.take("s", t);
    expect(slow.take("s", t)).toEqual({ allowed: false, retryAfterSeconds: 10 });
  });

  it("forgets idle keys when it holds too many, keeping memory bounded", () => {
    const buckets = new TokenBuckets(5, 1, 100);
    const t = 5_000_000;
    for (let i = 0; i < 100; i += 1) buckets.take(`k${i}`, t);
    expect(buckets.size).toBe(100);
    // Ten seconds later every bucket is full again: they can go.
    buckets.take("new", t + 10_000);
    expect(buckets.size).toBe(1);
    // Busy keys: the oldest are dropped, never more than maxKeys kept.
    for (let i = 0; i < 250; i += 1) buckets.take(`busy${i}`, t + 10_001);
    expect(buckets.size).toBeLessThanOrEqual(100);
  });

  it("refuses nonsense settings", () => {
    expect(() => new TokenBuckets(0, 1)).toThrow();
    expect(() => new TokenBuckets(5, 0)).toThrow();
  });
});
