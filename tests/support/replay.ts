import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Insertable } from "kysely";
import type { ReplaysTable } from "../../db/schema/replays";
import { db } from "~/utils/db.server";
import { closeRecording, insertRecording } from "~/models/recording.server";
import { recordingFolder } from "~/services/video/self-hosted/recordings.server";
import { PLAYLIST_NAME, renderPlaylist, segmentName } from "~/services/video/self-hosted/recording-playlist";
import { DAY } from "./events";
import { sellingSetup } from "./selling";

export const RECORDED_SEGMENTS = 6;
export const RECORDED_SEGMENT_SECONDS = 5;

/**
 * A finished self-hosted recording of a stream as the recorder leaves it: a row, and a folder with
 * its VOD playlist and one file per segment (188 bytes that are not video, each segment's own:
 * segment i is filled with the byte i; the tests read the playlist and the files, they do not
 * decode them). `segmentSeconds` are the segments' lengths.
 */
export async function seedRecording({
  streamRowId,
  hostId,
  startedAt,
  segmentSeconds = [2, 2, 2, 2, 2],
}: {
  streamRowId: number;
  hostId: number;
  startedAt: string;
  segmentSeconds?: number[];
}) {
  const recordingId = crypto.randomBytes(16).toString("base64url");
  const row = await insertRecording({ recordingId, streamRowId, hostId, startedAt });
  const folder = recordingFolder(recordingId);
  fs.mkdirSync(folder, { recursive: true });
  const segments = segmentSeconds.map((durationSeconds, index) => ({
    uri: segmentName(index),
    durationSeconds,
    programDateTime: null,
    discontinuity: false,
  }));
  segments.forEach((segment, index) => fs.writeFileSync(path.join(folder, segment.uri), Buffer.alloc(188, index)));
  fs.writeFileSync(path.join(folder, PLAYLIST_NAME), renderPlaylist(segments, { ended: true }));
  const durationMs = Math.round(segmentSeconds.reduce((sum, s) => sum + s, 0) * 1000);
  await closeRecording({
    id: row.id,
    status: "complete",
    endedAt: new Date(Date.parse(startedAt) + durationMs).toISOString(),
    progress: { durationMs, bytes: 188 * segments.length, segmentCount: segments.length },
  });
  return { id: row.id, recordingId, durationMs, folder };
}

/**
 * A selling setup (host, event, stream, viewer, offers) whose stream was recorded two days ago:
 * six 5-second segments. `at(s)` is the moment s seconds into the recording.
 */
export async function recordedSellingSetup() {
  const setup = await sellingSetup();
  const startedAt = new Date(Date.now() - 2 * DAY);
  const recording = await seedRecording({
    streamRowId: setup.streamRowId,
    hostId: setup.host.id,
    startedAt: startedAt.toISOString(),
    segmentSeconds: Array.from({ length: RECORDED_SEGMENTS }, () => RECORDED_SEGMENT_SECONDS),
  });
  const at = (seconds: number) => new Date(startedAt.getTime() + seconds * 1000).toISOString();
  return { setup, recording, at };
}

/** Writes an event's replay row directly (as a finished Mux asset leaves one), created and updated at `now`. */
export async function insertReplayRow(fields: Omit<Insertable<ReplaysTable>, "createdAt" | "updatedAt">, now = new Date().toISOString()) {
  await db()
    .insertInto("replays")
    .values({ ...fields, createdAt: now, updatedAt: now })
    .execute();
}
