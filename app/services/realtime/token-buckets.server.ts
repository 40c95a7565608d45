// The token-bucket limits (chat, hearts) behind one interface: on PostgreSQL, where several app
// processes may share the database, each take is one statement on a shared row, so the limit
// holds across processes; on SQLite (one process) the buckets stay in memory, costing no I/O.
import { takeSharedToken } from "~/models/rate-limit.server";
import { isPostgres } from "~/utils/db.server";
import { singleton } from "~/utils/singleton.server";
import { TokenBuckets, type TokenBucketResult } from "~/utils/token-bucket";

export interface TokenBucketLimit {
  /** Takes one token for `key`, or says how many seconds until one is back. */
  take(key: string): Promise<TokenBucketResult>;
}

/** The limit `bucket`: up to `capacity` at once for each key, refilled at `refillPerSecond`. */
export function tokenBucketLimit(bucket: string, capacity: number, refillPerSecond: number): TokenBucketLimit {
  return singleton(`tokenBuckets:${bucket}`, (): TokenBucketLimit => {
    if (isPostgres()) return { take: (key) => takeSharedToken({ bucket, key, capacity, refillPerSecond }) };
    const local = new TokenBuckets(capacity, refillPerSecond);
    return { take: async (key) => local.take(key) };
  });
}
