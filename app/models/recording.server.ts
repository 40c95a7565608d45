import type { RecordingRow, RecordingStatus } from "../../db/schema/recordings";
import { db } from "~/utils/db.server";
import { nowIso } from "~/utils/tokens.server";

export type { RecordingRow, RecordingStatus } from "../../db/schema/recordings";

/** What the recorder has kept so far of one recording. */
export interface RecordingProgress {
  durationMs: number;
  bytes: number;
  segmentCount: number;
}

/** Whether a broadcast of this stream is kept: its event's Recording setting; a stream without event is always recorded. */
export async function streamRecordsBroadcasts({ streamRowId, hostId }: { streamRowId: number; hostId: number }) {
  const row = await db()
    .selectFrom("streams")
    .leftJoin("events", "events.id", "streams.eventId")
    .select(["streams.eventId", "events.enableRecording"])
    .where("streams.id", "=", streamRowId)
    .where("streams.hostId", "=", hostId)
    .executeTakeFirst();
  if (!row) return false;
  return row.eventId === null || row.enableRecording === 1;
}

export async function insertRecording({
  recordingId,
  streamRowId,
  hostId,
  startedAt,
}: {
  recordingId: string;
  streamRowId: number;
  hostId: number;
  startedAt: string;
}): Promise<RecordingRow> {
  return db()
    .insertInto("recordings")
    .values({ recordingId, streamId: streamRowId, hostId, status: "recording", startedAt, updatedAt: nowIso() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateRecordingProgress({ id, progress }: { id: number; progress: RecordingProgress }) {
  await db()
    .updateTable("recordings")
    .set({ ...progress, updatedAt: nowIso() })
    .where("id", "=", id)
    .execute();
}

/** Marks the recordings this process still writes as held (see ABANDONED in services/recordings.server.ts). */
export async function touchRecordings({ ids, now = new Date() }: { ids: number[]; now?: Date }) {
  if (!ids.length) return;
  await db()
    .updateTable("recordings")
    .set({ updatedAt: nowIso(now) })
    .where("id", "in", ids)
    .where("status", "=", "recording")
    .execute();
}

/** Ends a recording that is still "recording"; false when something else closed or removed it first. */
export async function closeRecording({
  id,
  status,
  endedAt,
  progress,
}: {
  id: number;
  status: Exclude<RecordingStatus, "recording">;
  endedAt: string;
  progress: RecordingProgress;
}) {
  const result = await db()
    .updateTable("recordings")
    .set({ ...progress, status, endedAt, updatedAt: nowIso() })
    .where("id", "=", id)
    .where("status", "=", "recording")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteRecordingRow({ id }: { id: number }) {
  await db().deleteFrom("recordings").where("id", "=", id).execute();
}

/** The host's recordings of one stream (by its integer key), newest first. */
export async function listStreamRecordings({ hostId, streamRowId }: { hostId: number; streamRowId: number }) {
  return db()
    .selectFrom("recordings")
    .selectAll()
    .where("hostId", "=", hostId)
    .where("streamId", "=", streamRowId)
    .orderBy("startedAt", "desc")
    .orderBy("id", "desc")
    .execute();
}

/** The host's recordings, each joined to its stream (the host's too). */
function hostRecordingsWithStreams(hostId: number) {
  return db()
    .selectFrom("recordings")
    .innerJoin("streams", "streams.id", "recordings.streamId")
    .where("recordings.hostId", "=", hostId)
    .where("streams.hostId", "=", hostId);
}

/** The host's recordings of every stream of one event, newest first. */
export async function listEventRecordings({ hostId, eventId }: { hostId: number; eventId: number }) {
  return hostRecordingsWithStreams(hostId)
    .selectAll("recordings")
    .where("streams.eventId", "=", eventId)
    .orderBy("recordings.startedAt", "desc")
    .orderBy("recordings.id", "desc")
    .execute();
}

/** One of the host's recordings by its public id; null when it does not exist or is not theirs. */
export async function getHostRecording({ hostId, recordingId }: { hostId: number; recordingId: string }) {
  return (
    (await db().selectFrom("recordings").selectAll().where("hostId", "=", hostId).where("recordingId", "=", recordingId).executeTakeFirst()) ?? null
  );
}

/** Recordings still marked "recording" that no process has touched since `before`. */
export async function listAbandonedRecordings({ before }: { before: Date }) {
  return db().selectFrom("recordings").selectAll().where("status", "=", "recording").where("updatedAt", "<", nowIso(before)).execute();
}

/** Finished recordings started before `before` (retention). */
export async function listRecordingsStartedBefore({ before }: { before: Date }) {
  return db().selectFrom("recordings").selectAll().where("status", "!=", "recording").where("startedAt", "<", nowIso(before)).execute();
}

/** Which of these public ids still have a row. */
export async function existingRecordingIds({ recordingIds }: { recordingIds: string[] }) {
  if (!recordingIds.length) return new Set<string>();
  const rows = await db().selectFrom("recordings").select("recordingId").where("recordingId", "in", recordingIds).execute();
  return new Set(rows.map((row) => row.recordingId));
}

/** One of the host's recordings with what its page names: the stream, and the event it belongs to (if any). */
export async function getHostRecordingPage({ hostId, recordingId }: { hostId: number; recordingId: string }) {
  const row = await hostRecordingsWithStreams(hostId)
    .leftJoin("events", "events.id", "streams.eventId")
    .selectAll("recordings")
    .select(["streams.title as streamTitle", "streams.eventId", "events.title as eventTitle", "events.timezone"])
    .where("recordings.recordingId", "=", recordingId)
    .executeTakeFirst();
  return row ?? null;
}

/** Whether an event's broadcast was kept: "ready" once a recording is closed, "recording" while one is still being written, else null. */
export async function eventReplayState({ eventId }: { eventId: number }): Promise<"ready" | "recording" | null> {
  const rows = await db()
    .selectFrom("recordings")
    .innerJoin("streams", "streams.id", "recordings.streamId")
    .select("recordings.status")
    .where("streams.eventId", "=", eventId)
    .execute();
  if (rows.some((row) => row.status !== "recording")) return "ready";
  return rows.length ? "recording" : null;
}
