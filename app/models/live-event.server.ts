import type { Kysely } from "kysely";
import type { Database } from "../../db";
import { db } from "~/utils/db.server";
import { nowIso } from "~/utils/tokens.server";
import type { LiveEventType, LiveReader, StoredLiveEvent } from "~/utils/live-events";

/** How long pushed events are kept for replay to reconnecting clients. */
export const LIVE_EVENT_RETENTION_MS = 60 * 60 * 1000;
/** At most this many missed events are replayed; a client further behind reloads its state. */
export const REPLAY_LIMIT = 500;

export async function appendLiveEvent({
  streamRowId,
  type,
  data,
  viewerId = null,
}: {
  streamRowId: number;
  type: LiveEventType;
  data: unknown;
  viewerId?: number | null;
}): Promise<StoredLiveEvent> {
  const row = await db()
    .insertInto("liveEvents")
    .values({ streamId: streamRowId, type, payload: JSON.stringify(data), viewerId, createdAt: nowIso() })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...row, type: row.type as LiveEventType };
}

/** Events of the stream after `afterId` that this reader may see (the rule of `mayReceive`). */
export async function listLiveEventsAfter({
  streamRowId,
  afterId,
  reader,
}: {
  streamRowId: number;
  afterId: number;
  reader: LiveReader;
}): Promise<StoredLiveEvent[]> {
  let query = db()
    .selectFrom("liveEvents")
    .selectAll()
    .where("streamId", "=", streamRowId)
    .where("id", ">", afterId)
    .where("createdAt", ">", new Date(Date.now() - LIVE_EVENT_RETENTION_MS).toISOString());
  if (reader.kind !== "host") {
    query = query.where((eb) => (reader.kind === "viewer" ? eb.or([eb("viewerId", "is", null), eb("viewerId", "=", reader.viewerId)]) : eb("viewerId", "is", null)));
  }
  const rows = await query.orderBy("id", "asc").limit(REPLAY_LIMIT).execute();
  return rows.map((row) => ({ ...row, type: row.type as LiveEventType }));
}

/** Drops events older than the retention (housekeeping). */
export async function pruneLiveEvents(now = new Date()) {
  const result = await db()
    .deleteFrom("liveEvents")
    .where("createdAt", "<", new Date(now.getTime() - LIVE_EVENT_RETENTION_MS).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ids after `after` and up to `upTo` (Infinity: no upper end) of one stream. */
export interface LiveEventRange {
  streamRowId: number;
  after: number;
  upTo: number;
}

/** The events of several streams' id ranges, oldest first (the PostgreSQL transport's batched load). */
export async function listLiveEventsInRanges({ ranges, limit, executor = db() }: { ranges: LiveEventRange[]; limit: number; executor?: Kysely<Database> }) {
  const rows = await executor
    .selectFrom("liveEvents")
    .selectAll()
    .where((eb) =>
      eb.or(
        ranges.map(({ streamRowId, after, upTo }) =>
          eb.and([eb("streamId", "=", streamRowId), eb("id", ">", after), ...(Number.isFinite(upTo) ? [eb("id", "<=", upTo)] : [])]),
        ),
      ),
    )
    .orderBy("id", "asc")
    .limit(limit)
    .execute();
  return rows.map((row): StoredLiveEvent => ({ ...row, type: row.type as LiveEventType }));
}
