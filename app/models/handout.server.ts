import type { HandoutRow } from "../../db/schema/handouts";
import { db, isPostgres, writeTransaction } from "~/utils/db.server";
import { nowIso } from "~/utils/tokens.server";

// Queries for handouts. A handout reaches its host through its event: every host query joins
// events on host_id, so another host's handout is simply not found.

export type HandoutRecord = HandoutRow;

export interface HandoutCounts {
  handoutId: number;
  downloads: number;
  distinctViewers: number;
}

/** What the host gives for a new handout: the row but for its id, its event and when it was added. */
export type NewHandout = Omit<HandoutRecord, "id" | "eventId" | "createdAt">;

/** The event's handouts, oldest first (the order the host added them). */
export async function listEventHandouts({ eventId }: { eventId: number }): Promise<HandoutRecord[]> {
  return db().selectFrom("handouts").selectAll().where("eventId", "=", eventId).orderBy("id").execute();
}

/** The handouts of the host's events, each joined to its event. */
function hostHandouts(hostId: number) {
  return db().selectFrom("handouts").innerJoin("events", "events.id", "handouts.eventId").where("events.hostId", "=", hostId);
}

/** The host's event's handouts with their counts, oldest first; none for another host's event. */
export async function listHostEventHandouts({ hostId, eventId }: { hostId: number; eventId: number }) {
  const rows = await hostHandouts(hostId)
    .leftJoin("handoutDownloads", "handoutDownloads.handoutId", "handouts.id")
    .selectAll("handouts")
    .select((eb) => [
      eb.fn.count<number | string>("handoutDownloads.id").as("downloads"),
      eb.fn.count<number | string>("handoutDownloads.viewerId").distinct().as("distinctViewers"),
    ])
    .where("handouts.eventId", "=", eventId)
    .groupBy("handouts.id")
    .orderBy("handouts.id")
    .execute();
  return rows.map((row) => ({ ...row, downloads: Number(row.downloads), distinctViewers: Number(row.distinctViewers) }));
}

/** One of the host's handouts, with its event's id; null when it is not theirs. */
export async function getHostHandout({ hostId, handoutId }: { hostId: number; handoutId: number }): Promise<HandoutRecord | null> {
  const row = await hostHandouts(hostId).selectAll("handouts").where("handouts.id", "=", handoutId).executeTakeFirst();
  return row ?? null;
}

/** A handout of this event; null for none or another event's. */
export async function getEventHandout({ eventId, handoutId }: { eventId: number; handoutId: number }): Promise<HandoutRecord | null> {
  const row = await db().selectFrom("handouts").selectAll().where("id", "=", handoutId).where("eventId", "=", eventId).executeTakeFirst();
  return row ?? null;
}

/**
 * Adds a handout unless the event already has `limit`: null then. The count and the insert are one
 * write (on PostgreSQL the event row is locked), so two uploads at once cannot pass the limit.
 */
export async function insertHandout({ eventId, handout, limit }: { eventId: number; handout: NewHandout; limit: number }) {
  return writeTransaction(async (trx) => {
    if (isPostgres()) await trx.selectFrom("events").select("id").where("id", "=", eventId).forUpdate().execute();
    const { count } = await trx
      .selectFrom("handouts")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("eventId", "=", eventId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= limit) return null;
    return trx
      .insertInto("handouts")
      .values({ eventId, ...handout, createdAt: nowIso() })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Deletes one of the host's handouts (its downloads go with it); the deleted row, or null when it is not theirs. */
export async function deleteHostHandout({ hostId, handoutId }: { hostId: number; handoutId: number }): Promise<HandoutRecord | null> {
  const row = await db()
    .deleteFrom("handouts")
    .where("id", "=", handoutId)
    .where("eventId", "in", (eb) => eb.selectFrom("events").select("id").where("hostId", "=", hostId))
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export async function recordHandoutDownload({ handoutId, viewerId }: { handoutId: number; viewerId: number | null }) {
  await db().insertInto("handoutDownloads").values({ handoutId, viewerId, createdAt: nowIso() }).execute();
}

/** Per handout of the event: its title and kind, downloads (link clicks for a link) and distinct viewers. */
export async function handoutDownloads({ eventId }: { eventId: number }) {
  const rows = await db()
    .selectFrom("handouts")
    .leftJoin("handoutDownloads", "handoutDownloads.handoutId", "handouts.id")
    .select((eb) => [
      "handouts.id as handoutId",
      "handouts.title",
      "handouts.kind",
      eb.fn.count<number | string>("handoutDownloads.id").as("downloads"),
      eb.fn.count<number | string>("handoutDownloads.viewerId").distinct().as("distinctViewers"),
    ])
    .where("handouts.eventId", "=", eventId)
    .groupBy(["handouts.id", "handouts.title", "handouts.kind"])
    .orderBy("handouts.id")
    .execute();
  return rows.map((row) => ({ ...row, downloads: Number(row.downloads), distinctViewers: Number(row.distinctViewers) }));
}

/** The stored file names of the host's event's handouts (before the event is deleted). */
export async function listEventHandoutKeys({ hostId, eventId }: { hostId: number; eventId: number }) {
  const rows = await hostHandouts(hostId)
    .select("handouts.storageKey")
    .where("handouts.eventId", "=", eventId)
    .where("handouts.storageKey", "is not", null)
    .execute();
  return rows.flatMap((row) => (row.storageKey ? [row.storageKey] : []));
}

/** Which of these stored file names still belong to a handout. */
export async function existingHandoutKeys({ keys }: { keys: string[] }): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db().selectFrom("handouts").select("storageKey").where("storageKey", "in", keys).execute();
  return new Set(rows.flatMap((row) => (row.storageKey ? [row.storageKey] : [])));
}
