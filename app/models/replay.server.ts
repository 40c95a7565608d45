import type { Updateable } from "kysely";
import type { ReplaysTable, StageMarkKind } from "../../db/schema/replays";
import { db } from "~/utils/db.server";
import { nowIso } from "~/utils/tokens.server";

export type { ReplayChapterRow, ReplayRow, StageMarkKind, StageMarkRow } from "../../db/schema/replays";

/** An event's replay, whoever asks (the caller has checked who may see it). */
export async function findEventReplay({ eventId }: { eventId: number }) {
  return (await db().selectFrom("replays").selectAll().where("eventId", "=", eventId).executeTakeFirst()) ?? null;
}

export async function findReplayByMuxAsset({ muxAssetId }: { muxAssetId: string }) {
  return (await db().selectFrom("replays").selectAll().where("muxAssetId", "=", muxAssetId).executeTakeFirst()) ?? null;
}

/** Makes the event's replay row if it has none (two makers at once: one row, the first one). */
export async function createReplay({
  eventId,
  hostId,
  recordingId = null,
  muxAssetId = null,
  muxPlaybackId = null,
  sourceStartedAt,
  durationMs,
  now = new Date(),
}: {
  eventId: number;
  hostId: number;
  recordingId?: number | null;
  muxAssetId?: string | null;
  muxPlaybackId?: string | null;
  sourceStartedAt: string | null;
  durationMs: number;
  now?: Date;
}) {
  await db()
    .insertInto("replays")
    .values({
      eventId,
      hostId,
      recordingId,
      muxAssetId,
      muxPlaybackId,
      sourceStartedAt,
      durationMs,
      createdAt: nowIso(now),
      updatedAt: nowIso(now),
    })
    .onConflict((oc) => oc.column("eventId").doNothing())
    .execute();
  return findEventReplay({ eventId });
}

export type ReplayChanges = Omit<Updateable<ReplaysTable>, "id" | "eventId" | "hostId" | "createdAt" | "updatedAt">;

export async function updateReplay({ id, changes, now = new Date() }: { id: number; changes: ReplayChanges; now?: Date }) {
  return (
    (await db()
      .updateTable("replays")
      .set({ ...changes, updatedAt: nowIso(now) })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst()) ?? null
  );
}

/** The event's chapters in the order of the broadcast. */
export async function listReplayChapters({ eventId }: { eventId: number }) {
  return db().selectFrom("replayChapters").selectAll().where("eventId", "=", eventId).orderBy("at", "asc").orderBy("id", "asc").execute();
}

export async function countReplayChapters({ eventId }: { eventId: number }) {
  const row = await db()
    .selectFrom("replayChapters")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("eventId", "=", eventId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertReplayChapter({
  eventId,
  hostId,
  at,
  title,
  now = new Date(),
}: {
  eventId: number;
  hostId: number;
  at: string;
  title: string;
  now?: Date;
}) {
  return db()
    .insertInto("replayChapters")
    .values({ eventId, hostId, at, title, createdAt: nowIso(now) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** False when the chapter is not one of this host's event's. */
export async function deleteReplayChapter({ hostId, eventId, chapterId }: { hostId: number; eventId: number; chapterId: number }) {
  const result = await db()
    .deleteFrom("replayChapters")
    .where("id", "=", chapterId)
    .where("eventId", "=", eventId)
    .where("hostId", "=", hostId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function insertStageMarks(
  marks: { streamRowId: number; hostId: number; kind: StageMarkKind; refId: number | null; payload: string; at?: string }[],
) {
  if (!marks.length) return;
  const at = nowIso();
  await db()
    .insertInto("stageMarks")
    .values(
      marks.map((mark) => ({
        streamId: mark.streamRowId,
        hostId: mark.hostId,
        kind: mark.kind,
        refId: mark.refId,
        payload: mark.payload,
        at: mark.at ?? at,
      })),
    )
    .execute();
}

/** The stream's stage marks up to `to`, oldest first (what was on stage before the recording began counts too). */
export async function listStageMarks({ streamRowId, to }: { streamRowId: number; to: string }) {
  return db()
    .selectFrom("stageMarks")
    .selectAll()
    .where("streamId", "=", streamRowId)
    .where("at", "<=", to)
    .orderBy("at", "asc")
    .orderBy("id", "asc")
    .execute();
}

/**
 * The chat of a stream between two moments as the replay shows it: published messages only (held,
 * rejected and removed ones are left out) and none from a viewer who was shadowbanned.
 */
export async function listReplayChat({ streamRowId, from, to }: { streamRowId: number; from: string; to: string }) {
  return db()
    .selectFrom("chatMessages")
    .leftJoin("viewers", "viewers.id", "chatMessages.viewerId")
    .select([
      "chatMessages.id",
      "chatMessages.viewerId",
      "chatMessages.message",
      "chatMessages.createdAt",
      "chatMessages.authorRole",
      "chatMessages.authorName",
      "viewers.firstName as viewerName",
    ])
    .where("chatMessages.streamId", "=", streamRowId)
    .where("chatMessages.status", "in", ["active", "sticky"])
    .where("chatMessages.createdAt", ">=", from)
    .where("chatMessages.createdAt", "<=", to)
    .where((eb) => eb.or([eb("chatMessages.viewerId", "is", null), eb("viewers.isShadowbanned", "=", 0)]))
    .orderBy("chatMessages.createdAt", "asc")
    .orderBy("chatMessages.id", "asc")
    .execute();
}

/** The event's finished recordings, longest first: the replay plays the longest unless the host picks another. */
export async function listFinishedEventRecordings({ eventId }: { eventId: number }) {
  return db()
    .selectFrom("recordings")
    .innerJoin("streams", "streams.id", "recordings.streamId")
    .selectAll("recordings")
    .where("streams.eventId", "=", eventId)
    .where("recordings.status", "!=", "recording")
    .orderBy("recordings.durationMs", "desc")
    .orderBy("recordings.id", "desc")
    .execute();
}

export async function getRecordingRow({ id }: { id: number }) {
  return (await db().selectFrom("recordings").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
}
