import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import type { APIRequestContext } from "./test";
import { createAccount, createEventViaApi, createStreamViaApi, newAccount, uniqueId } from "./support";

// An event whose broadcast was recorded an hour ago, made the way the recorder leaves one
// (ffmpeg's HLS segments under DATA_DIR/recordings/{id}/ and its row): a real broadcast would add
// a minute of encoder time and its timing noise to tests about the replay's clock.

const run = promisify(execFile);
const DATA_DIR = path.resolve("tests/.reports/e2e");
const APP_DB = path.join(DATA_DIR, "app.sqlite");
export const RECORDING_SECONDS = 30;

/** The e2e app's own SQLite database, for what no call can make (rows at past moments). */
export function withDb<T>(work: (db: Database.Database) => T): T {
  const db = new Database(APP_DB, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    return work(db);
  } finally {
    db.close();
  }
}

export function insert(db: Database.Database, table: string, row: Record<string, string | number | null>) {
  const columns = Object.keys(row);
  return Number(
    db.prepare(`insert into ${table} (${columns.join(", ")}) values (${columns.map((c) => `@${c}`).join(", ")})`).run(row).lastInsertRowid,
  );
}

/** 30 s of test pattern and tone in 2 s segments, named as the recorder names them. */
async function recordBroadcast(recordingId: string) {
  const folder = path.join(DATA_DIR, "recordings", recordingId);
  fs.mkdirSync(folder, { recursive: true });
  await run("ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-y"],
    ...["-f", "lavfi", "-i", "testsrc2=size=320x180:rate=25", "-f", "lavfi", "-i", "sine=frequency=440:sample_rate=48000"],
    ...["-t", String(RECORDING_SECONDS)],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-g", "50", "-keyint_min", "50", "-pix_fmt", "yuv420p", "-c:a", "aac", "-b:a", "64k"],
    ...["-f", "hls", "-hls_time", "2", "-hls_list_size", "0", "-hls_playlist_type", "vod"],
    ...["-hls_segment_filename", path.join(folder, "seg_%05d.ts"), path.join(folder, "index.m3u8")],
  ]);
}

/**
 * A host's event with a stream whose recording started an hour ago, and a registrant (first name
 * Rita) with a personal access token. `at(s)` is the moment s seconds into the recording.
 */
export async function recordedEvent(
  request: APIRequestContext,
  { label, titlePrefix, lastName, timezone }: { label: string; titlePrefix: string; lastName: string; timezone: string },
) {
  const host = newAccount(label);
  await createAccount(request, host);
  const title = `${titlePrefix} ${uniqueId()}`;
  const eventId = await createEventViaApi(request, title);
  const { streamId } = await createStreamViaApi(request, "Main stage", eventId);
  const recordingId = crypto.randomBytes(16).toString("base64url");
  await recordBroadcast(recordingId);
  const startedAt = Date.now() - 60 * 60_000;
  const at = (seconds: number) => new Date(startedAt + seconds * 1000).toISOString();
  const accessToken = crypto.randomBytes(24).toString("base64url");
  const rows = withDb((db) => {
    const { id: hostId } = db.prepare("select id from users where email = ?").get(host.email) as { id: number };
    const { id: streamRowId } = db.prepare("select id from streams where stream_id = ?").get(streamId) as { id: number };
    const now = new Date().toISOString();
    const recordingRowId = insert(db, "recordings", {
      recording_id: recordingId,
      stream_id: streamRowId,
      host_id: hostId,
      status: "complete",
      started_at: at(0),
      ended_at: at(RECORDING_SECONDS),
      duration_ms: RECORDING_SECONDS * 1000,
      bytes: 1,
      segment_count: RECORDING_SECONDS / 2,
      updated_at: now,
    });
    const email = `rita-${accessToken.slice(0, 8)}@example.com`;
    insert(db, "registrations", {
      event_id: eventId,
      first_name: "Rita",
      last_name: lastName,
      email,
      email_normalized: email,
      timezone,
      access_token: accessToken,
      registered_at: now,
    });
    return { hostId, streamRowId, recordingRowId };
  });
  return { ...rows, eventId, streamId, title, accessToken, at };
}
