// Recordings as the host sees them (list, watch, delete) and their files under
// DATA_DIR/recordings/{recordingId}/: the playlist written whole and renamed into place, recordings
// a vanished process left open closed with what they have, old ones removed by the retention.
import fs from "node:fs/promises";
import path from "node:path";
import {
  closeRecording,
  deleteRecordingRow,
  existingRecordingIds,
  getHostRecording,
  getHostRecordingPage,
  listAbandonedRecordings,
  listEventRecordings,
  listRecordingsStartedBefore,
  listStreamRecordings,
  type RecordingRow,
} from "~/models/recording.server";
import { getHostStreamRow } from "~/models/stream.server";
import type { RecordingSummary } from "~/contracts/recordings";
import { getConfig } from "~/utils/config.server";
import { HttpError } from "~/utils/http.server";
import { getLogger } from "~/utils/logger.server";
import { MP4_NAME, recordingMp4 } from "./recording-mp4.server";
import { durationMsOf, parsePlaylist, PLAYLIST_NAME, renderPlaylist, SEGMENT_NAME, type RecordedSegment } from "./recording-playlist";

/** A recorder touches its open recordings every 15 s; one untouched for this long has lost its process. */
export const ABANDONED_AFTER_MS = 60_000;
/** A folder without a row is removed only after this long (its row is written first, so it is left over from a delete). */
const ORPHAN_FOLDER_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const MB = 1024 * 1024;

export const RECORDING_MESSAGES = {
  notFound: "Recording not found",
  stillRecording: "This broadcast is still being recorded. End the stream first, then delete the recording.",
  mp4WhileRecording: "This broadcast is still being recorded. The MP4 can be downloaded once it ends.",
  deleted: "Recording deleted",
} as const;

export type { RecordingSummary };

export function toRecordingSummary(row: RecordingRow): RecordingSummary {
  return {
    id: row.recordingId,
    startedAt: row.startedAt,
    endedAt: row.endedAt,
    durationSeconds: row.durationMs / 1000,
    bytes: Number(row.bytes),
    status: row.status,
    playbackUrl: `/recordings/${row.recordingId}/${PLAYLIST_NAME}`,
    watchUrl: `/recordings/${row.recordingId}`,
    downloadUrl: `/recordings/${row.recordingId}/${MP4_NAME}`,
  };
}

export function recordingsRoot() {
  return path.resolve(getConfig().DATA_DIR, "recordings");
}

export function recordingFolder(recordingId: string) {
  return path.join(recordingsRoot(), recordingId);
}

/** Writes the playlist whole under another name and renames it into place: a player never reads half of it. */
export async function writeRecordingPlaylist(folder: string, segments: RecordedSegment[], { ended }: { ended: boolean }) {
  const draft = path.join(folder, `${PLAYLIST_NAME}.${process.pid}.tmp`);
  await fs.writeFile(draft, renderPlaylist(segments, { ended }));
  await fs.rename(draft, path.join(folder, PLAYLIST_NAME));
}

/** Removes the row, then the files (a folder left behind is swept later). */
export async function removeRecording(row: Pick<RecordingRow, "id" | "recordingId">) {
  await deleteRecordingRow({ id: row.id });
  await fs.rm(recordingFolder(row.recordingId), { recursive: true, force: true });
}

/** The host's recordings of a stream, newest first; null when the stream is not theirs. */
export async function listRecordingsForHostStream({ hostId, streamId }: { hostId: number; streamId: string }) {
  const stream = await getHostStreamRow({ hostId, streamId });
  if (!stream) return null;
  return (await listStreamRecordings({ hostId, streamRowId: stream.id })).map(toRecordingSummary);
}

export async function listRecordingsForHostEvent({ hostId, eventId }: { hostId: number; eventId: number }) {
  return (await listEventRecordings({ hostId, eventId })).map(toRecordingSummary);
}

export async function getRecordingForHost({ hostId, recordingId }: { hostId: number; recordingId: string }) {
  const row = await getHostRecording({ hostId, recordingId });
  return row ? toRecordingSummary(row) : null;
}

/** The host recording page: the recording, its stream's title and its event; null when not the host's. */
export async function recordingPageForHost({ hostId, recordingId }: { hostId: number; recordingId: string }) {
  const row = await getHostRecordingPage({ hostId, recordingId });
  if (!row) return null;
  return {
    recording: toRecordingSummary(row),
    streamTitle: row.streamTitle,
    eventId: row.eventId,
    eventTitle: row.eventTitle,
    timezone: row.timezone ?? "UTC",
  };
}

/** False when the recording is not the host's; a recording still being written is a 409. */
export async function deleteRecordingForHost({ hostId, recordingId }: { hostId: number; recordingId: string }) {
  const row = await getHostRecording({ hostId, recordingId });
  if (!row) return false;
  if (row.status === "recording") throw new HttpError(409, RECORDING_MESSAGES.stillRecording);
  await removeRecording(row);
  return true;
}

const CONTENT_TYPES = { playlist: "application/vnd.apple.mpegurl", segment: "video/mp2t" } as const;

/** A file of one of the host's recordings, or null (not theirs, not a name we write, not there). */
export async function recordingFileForHost({ hostId, recordingId, file }: { hostId: number; recordingId: string; file: string }) {
  const playlist = file === PLAYLIST_NAME;
  if (!playlist && !SEGMENT_NAME.test(file)) return null;
  const row = await getHostRecording({ hostId, recordingId });
  if (!row) return null;
  const filePath = path.join(recordingFolder(row.recordingId), file);
  const stat = await fs.stat(filePath).catch(() => null);
  if (!stat?.isFile()) return null;
  return {
    path: filePath,
    bytes: stat.size,
    contentType: playlist ? CONTENT_TYPES.playlist : CONTENT_TYPES.segment,
    // Host-only: never kept by a shared cache. A growing playlist is asked again; segments never change.
    cacheControl: playlist && row.status === "recording" ? "private, no-cache" : "private, max-age=86400",
  };
}

/** A finished recording as one MP4 file (remuxed on the first ask); null when not the host's. */
export async function recordingDownloadForHost({ hostId, recordingId }: { hostId: number; recordingId: string }) {
  const row = await getHostRecording({ hostId, recordingId });
  if (!row) return null;
  if (row.status === "recording") throw new HttpError(409, RECORDING_MESSAGES.mp4WhileRecording);
  const folder = recordingFolder(row.recordingId);
  const made = await fs.stat(path.join(folder, MP4_NAME)).catch(() => null);
  if (!made) {
    const free = await freeMegabytes();
    // The MP4 is as large as the recording: making it must not eat the space kept free for recording.
    if (free - Number(row.bytes) / MB < getConfig().RECORDING_MIN_FREE_MB) {
      throw new HttpError(507, `The server's disk is too full to make the MP4 (${free} MB free). Free some space and try again.`);
    }
  }
  const file = await recordingMp4(folder);
  return { ...file, filename: `recording-${row.startedAt.slice(0, 10)}-${row.recordingId.slice(0, 6)}.mp4` };
}

/** Free space on the data folder's disk, in MB. */
export async function freeMegabytes() {
  const stats = await fs.statfs(path.resolve(getConfig().DATA_DIR));
  return Math.floor((stats.bavail * stats.bsize) / MB);
}

/** The segments a recording's playlist lists, with their bytes on disk. */
async function segmentsOnDisk(folder: string) {
  const text = await fs.readFile(path.join(folder, PLAYLIST_NAME), "utf8").catch(() => "");
  const segments = parsePlaylist(text);
  let bytes = 0;
  for (const segment of segments) bytes += (await fs.stat(path.join(folder, segment.uri)).catch(() => null))?.size ?? 0;
  return { segments, bytes };
}

/** Closes recordings whose process is gone (a restart mid-broadcast) with what their playlist holds; an empty one is removed. */
export async function closeAbandonedRecordings(now = new Date()) {
  const rows = await listAbandonedRecordings({ before: new Date(now.getTime() - ABANDONED_AFTER_MS) });
  for (const row of rows) {
    const folder = recordingFolder(row.recordingId);
    const { segments, bytes } = await segmentsOnDisk(folder);
    if (!segments.length) {
      await removeRecording(row);
      continue;
    }
    await writeRecordingPlaylist(folder, segments, { ended: true });
    await closeRecording({
      id: row.id,
      status: "complete",
      endedAt: row.updatedAt,
      progress: { durationMs: durationMsOf(segments), bytes, segmentCount: segments.length },
    });
    getLogger().info({ recordingId: row.recordingId }, "closed a recording left open by a process that stopped");
  }
  return rows.length;
}

/** Retention: recordings older than RECORDING_RETENTION_DAYS (0 keeps them), and folders whose row is gone. */
export async function sweepOldRecordings(now = new Date()) {
  const days = getConfig().RECORDING_RETENTION_DAYS;
  let deleted = 0;
  if (days > 0) {
    for (const row of await listRecordingsStartedBefore({ before: new Date(now.getTime() - days * DAY_MS) })) {
      await removeRecording(row);
      deleted += 1;
    }
  }
  const names = await fs.readdir(recordingsRoot()).catch(() => [] as string[]);
  const kept = await existingRecordingIds({ recordingIds: names });
  for (const name of names) {
    if (kept.has(name)) continue;
    const folder = path.join(recordingsRoot(), name);
    const stat = await fs.stat(folder).catch(() => null);
    if (stat && now.getTime() - stat.mtimeMs > ORPHAN_FOLDER_MS) await fs.rm(folder, { recursive: true, force: true });
  }
  return deleted;
}
