import type { Kysely } from "kysely";
import type { Database } from "../../db";
import { db } from "~/utils/db.server";
import { nowIso } from "~/utils/tokens.server";

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until one more request would be allowed; 0 when allowed. */
  retryAfterSeconds: number;
}

/**
 * A sliding-window limit kept in the database, so it holds across processes: counts the hits of
 * (bucket, key) in the last `windowMs`; under `limit` the request is allowed and counted, at the
 * limit it is refused and not counted. Count-then-insert: requests racing at the very edge may
 * let one or two extra through, which is fine for abuse control.
 */
export async function takeRateLimit({
  bucket,
  key,
  limit,
  windowMs,
  now = new Date(),
  executor = db(),
}: {
  bucket: string;
  key: string;
  limit: number;
  windowMs: number;
  now?: Date;
  executor?: Kysely<Database>;
}): Promise<RateLimitResult> {
  const since = new Date(now.getTime() - windowMs).toISOString();
  const row = await executor
    .selectFrom("rateLimitHits")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("bucket", "=", bucket)
    .where("key", "=", key)
    .where("createdAt", ">", since)
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  if (count >= limit) {
    // One more is allowed once enough of the oldest hits have left the window.
    const oldest = await executor
      .selectFrom("rateLimitHits")
      .select("createdAt")
      .where("bucket", "=", bucket)
      .where("key", "=", key)
      .where("createdAt", ">", since)
      .orderBy("createdAt")
      .offset(count - limit)
      .limit(1)
      .executeTakeFirst();
    const freeAt = oldest ? new Date(oldest.createdAt).getTime() + windowMs : now.getTime() + windowMs;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) };
  }
  await executor
    .insertInto("rateLimitHits")
    .values({ bucket, key, createdAt: nowIso(now) })
    .execute();
  return { allowed: true, retryAfterSeconds: 0 };
}

/** Forgets every hit of (bucket, key), e.g. after a success that should reset the count. */
export async function clearRateLimit({ bucket, key }: { bucket: string; key: string }) {
  await db().deleteFrom("rateLimitHits").where("bucket", "=", bucket).where("key", "=", key).execute();
}

/** Housekeeping: hits older than every window in use are no longer needed. */
export async function deleteRateLimitHitsBefore({ before }: { before: Date }) {
  const result = await db().deleteFrom("rateLimitHits").where("createdAt", "<", before.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
