import { sql, type Kysely } from "kysely";
import type { Database } from "../../db";
import type { LiveEventRow, NewLiveEventRow } from "../../db/schema/product";
import { db, isPostgres } from "~/utils/db.server";
import { nowIso } from "~/utils/tokens.server";
import type { LiveEventType, LiveReader, StoredLiveEvent } from "~/contracts/live-events";
import type { StreamHealth } from "~/contracts/stream-health";

/** How long pushed events are kept for replay to reconnecting clients. */
export const LIVE_EVENT_RETENTION_MS = 60 * 60 * 1000;
/** At most this many missed events are replayed; a client further behind reloads its state. */
export const REPLAY_LIMIT = 500;

/** At most this many rows go into one INSERT (5 variables each, SQLite allows 32766). */
const ROWS_PER_INSERT = 1000;

export interface NewLiveEvent {
  streamRowId: number;
  type: LiveEventType;
  data: unknown;
  /** Addresses the event to that viewer alone. */
  viewerId?: number | null;
  /** For the host alone (stream_health). */
  hostOnly?: boolean;
}

function toStored(row: LiveEventRow): StoredLiveEvent {
  return { ...row, type: row.type as LiveEventType, hostOnly: Boolean(row.hostOnly) };
}

/** The first key of the advisory lock held per stream while its events are stored (the second is the stream's row id). */
const STREAM_EVENTS_LOCK = 0x4c564556;

/**
 * Inserts the rows with one statement. On PostgreSQL a stream's events become visible in id
 * order: an id is taken at INSERT but seen at COMMIT, so two publishers of one stream could
 * otherwise commit out of order, and a reader that has read up to the higher id (the
 * cross-process transport's cursor, a client's Last-Event-ID) would never read the lower one.
 * So the statement first takes a transaction-scoped advisory lock per stream (in stream order,
 * so publishers of several streams cannot deadlock), and only then its ids: nextval runs in the
 * join above the locking aggregate. The locks go at commit, so the stream's next publisher takes
 * a higher id and commits later. In one statement the lock is held for the insert and the commit
 * only, never across round trips to a busy event loop; publishers of other streams never wait.
 * SQLite has one writer at a time: its ids are visible in order already.
 */
async function insertLiveEventRows(rows: NewLiveEventRow[]): Promise<LiveEventRow[]> {
  if (!isPostgres()) return db().insertInto("liveEvents").values(rows).returningAll().execute();
  const streamRowIds = [...new Set(rows.map((row) => row.streamId))];
  const values = rows.map(
    (row) =>
      sql`(${row.streamId}::integer, ${row.type}, ${row.payload}, ${row.viewerId ?? null}::integer, ${row.createdAt}, ${row.hostOnly ?? 0}::integer)`,
  );
  const result = await sql<LiveEventRow>`insert into "live_events" ("stream_id", "type", "payload", "viewer_id", "created_at", "host_only")
    select event.stream_id, event.type, event.payload, event.viewer_id, event.created_at, event.host_only
    from (
      select count(pg_advisory_xact_lock(${STREAM_EVENTS_LOCK}, stream_id)) as streams
      from (select unnest(${streamRowIds}::integer[]) as stream_id order by stream_id) as publishing
    ) as locked
    cross join (values ${sql.join(values)}) as event (stream_id, type, payload, viewer_id, created_at, host_only)
    returning *`.execute(db());
  return result.rows;
}

/**
 * Stores the events with one INSERT (one per ROWS_PER_INSERT rows) and returns them in input
 * order: both databases number the rows of a multi-row VALUES in order, but neither promises the
 * order of RETURNING, so they are sorted by id.
 */
export async function appendLiveEvents(inputs: NewLiveEvent[]): Promise<StoredLiveEvent[]> {
  const createdAt = nowIso();
  const stored: StoredLiveEvent[] = [];
  for (let start = 0; start < inputs.length; start += ROWS_PER_INSERT) {
    const rows = await insertLiveEventRows(
      inputs.slice(start, start + ROWS_PER_INSERT).map(({ streamRowId, type, data, viewerId = null, hostOnly = false }) => ({
        streamId: streamRowId,
        type,
        payload: JSON.stringify(data),
        viewerId,
        createdAt,
        hostOnly: hostOnly ? 1 : 0,
      })),
    );
    rows.sort((a, b) => a.id - b.id);
    stored.push(...rows.map(toStored));
  }
  return stored;
}

export async function appendLiveEvent(input: NewLiveEvent): Promise<StoredLiveEvent> {
  const [event] = await appendLiveEvents([input]);
  if (!event) throw new Error("live event not stored");
  return event;
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
    query = query
      .where("hostOnly", "=", 0)
      .where((eb) =>
        reader.kind === "viewer" ? eb.or([eb("viewerId", "is", null), eb("viewerId", "=", reader.viewerId)]) : eb("viewerId", "is", null),
      );
  }
  const rows = await query.orderBy("id", "asc").limit(REPLAY_LIMIT).execute();
  return rows.map(toStored);
}

/**
 * The id of the stream's newest live event (0 for none): a page reads it before its own data, and
 * its live connection asks for what came after, so nothing published while the page was on its
 * way is missed.
 */
export async function latestLiveEventId({ streamRowId }: { streamRowId: number }): Promise<number> {
  const row = await db()
    .selectFrom("liveEvents")
    .select((eb) => eb.fn.max("id").as("id"))
    .where("streamId", "=", streamRowId)
    .executeTakeFirst();
  return Number(row?.id ?? 0);
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
export async function listLiveEventsInRanges({
  ranges,
  limit,
  executor = db(),
}: {
  ranges: LiveEventRange[];
  limit: number;
  executor?: Kysely<Database>;
}) {
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
  return rows.map(toStored);
}

/** The newest `stream_health` measurement still kept for the stream: what the host's dashboard shows before the next push. */
export async function latestStreamHealth({ streamRowId }: { streamRowId: number }): Promise<StreamHealth | null> {
  const row = await db()
    .selectFrom("liveEvents")
    .select("payload")
    .where("streamId", "=", streamRowId)
    .where("type", "=", "stream_health")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? (JSON.parse(row.payload) as StreamHealth) : null;
}
