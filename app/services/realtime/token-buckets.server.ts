// The token-bucket limits (chat, hearts) behind one interface: on PostgreSQL, where several app
// processes may share the database, takes are made on shared rows (those asked for together in
// one statement), so the limit holds across processes; on SQLite (one process) the buckets stay in memory, costing no I/O.
import { takeSharedTokens } from "~/models/rate-limit.server";
import { isPostgres } from "~/utils/db.server";
import { groupCalls } from "~/utils/group-calls";
import { TokenBuckets, type TokenBucketResult } from "~/utils/token-bucket";

export interface TokenBucketLimit {
  /** Takes one token for `key`, or says how many seconds until one is back. */
  take(key: string): Promise<TokenBucketResult>;
}

const limits = new Map<string, TokenBucketLimit>();

/** The limit `bucket`: up to `capacity` at once for each key, refilled at `refillPerSecond`. */
export function tokenBucketLimit(bucket: string, capacity: number, refillPerSecond: number): TokenBucketLimit {
  let limit = limits.get(bucket);
  if (!limit) {
    if (isPostgres()) {
      // Takes asked for together (a busy room's posts) share one statement.
      const take = groupCalls((keys: string[]) => takeSharedTokens({ bucket, keys, capacity, refillPerSecond }));
      limit = { take };
    } else {
      const local = new TokenBuckets(capacity, refillPerSecond);
      limit = { take: async (key) => local.take(key) };
    }
    limits.set(bucket, limit);
  }
  return limit;
}
