import { sql, type Kysely } from "kysely";
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

/**
 * Takes one token for each of `keys` from the shared buckets (bucket, key), one statement for many
 * keys (PostgreSQL): each row is refilled for the time since it was last taken from (the
 * database's clock, so every process agrees), then one token is taken if there is one. A refused
 * take changes nothing, so a row is only written when a token is taken; a missing row is a full
 * bucket. A key given twice takes twice, the second time in a statement of its own (one statement
 * may not change a row twice). Answers in the order of `keys`.
 */
export async function takeSharedTokens({
  bucket,
  keys,
  capacity,
  refillPerSecond,
}: {
  bucket: string;
  keys: string[];
  capacity: number;
  refillPerSecond: number;
}): Promise<RateLimitResult[]> {
  // Refused: one token comes back within 1/refillPerSecond seconds at most.
  const refused: RateLimitResult = { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(1 / refillPerSecond)) };
  const results: RateLimitResult[] = keys.map(() => refused);
  let left = keys.map((key, at) => ({ key, at }));
  while (left.length) {
    const round = new Map<string, number>();
    const later: typeof left = [];
    for (const take of left) {
      if (round.has(take.key)) later.push(take);
      else round.set(take.key, take.at);
    }
    const refilled = sql<number>`least(${capacity}::float8, b.tokens + greatest(0, excluded.updated_at - b.updated_at) * ${refillPerSecond}::float8)`;
    const { rows } = await sql<{ key: string }>`
      insert into rate_limit_buckets as b (bucket, key, tokens, updated_at)
      select ${bucket}, taking.key, ${capacity - 1}::float8, extract(epoch from clock_timestamp())
      from unnest(${[...round.keys()]}::text[]) as taking (key)
        -- Committed without waiting for the disk (only this statement's transaction): a crash may
        -- forget the last fraction of a second of takes, which leaves buckets fuller, as an idle
        -- viewer's are anyway. Other processes see each take at once all the same.
        cross join (select set_config('synchronous_commit', 'off', true)) as quick_commit
      -- Rows are locked in one order by every process, so two overlapping statements never deadlock.
      order by taking.key
      on conflict (bucket, key) do update set tokens = ${refilled} - 1, updated_at = excluded.updated_at
      where ${refilled} >= 1
      returning key`.execute(db());
    for (const { key } of rows) results[round.get(key) as number] = { allowed: true, retryAfterSeconds: 0 };
    left = later;
  }
  return results;
}

/** Forgets every hit of (bucket, key), e.g. after a success that should reset the count. */
export async function clearRateLimit({ bucket, key }: { bucket: string; key: string }) {
  await db().deleteFrom("rateLimitHits").where("bucket", "=", bucket).where("key", "=", key).execute();
}

/** Housekeeping: hits older than every window in use are no longer needed, nor buckets untouched as long (full again: as good as none). */
export async function deleteRateLimitHitsBefore({ before }: { before: Date }) {
  const result = await db().deleteFrom("rateLimitHits").where("createdAt", "<", before.toISOString()).executeTakeFirst();
  await db()
    .deleteFrom("rateLimitBuckets")
    .where("updatedAt", "<", before.getTime() / 1000)
    .execute();
  return Number(result.numDeletedRows);
}
