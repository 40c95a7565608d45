import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toOutboxMessage } from "~/models/outbox.server";
import { composeEmail } from "~/services/delivery/compose.server";
import { closeAbandonedRecordings, sweepOldRecordings } from "~/services/video/self-hosted/recordings.server";
import { ingestEvents } from "~/services/video/self-hosted/ingest-events.server";
import { recorderIdle, recordingStateOf, startRecorder } from "~/services/video/self-hosted/recorder.server";
import { parsePlaylist } from "~/services/video/self-hosted/recording-playlist";
import { recordingsAction } from "~/routes/_host.events.$eventId._index/recordings-data.server";
import { getConfig } from "~/utils/config.server";
import { db } from "~/utils/db.server";
import { DAY, fromNow } from "../support/events";
import { createHost, settle } from "../support/factories";
import { signInCookie, startAppForTests } from "../support/http-server";
import { insertSelfHostedStream } from "../support/streams";

// The recorder follows the ingest's events; here the test plays the ingest: real segments made by
// ffmpeg (320x180 test pattern and a tone, 1.5 s keyframes), announced one by one.

const run = promisify(execFile);
const app = startAppForTests();

interface Recording {
  id: string;
  startedAt: string;
  endedAt: string | null;
  durationSeconds: number;
  bytes: number;
  status: string;
  playbackUrl: string;
}

interface Fixture {
  file: string;
  durationSeconds: number;
  programDateTime: string | null;
}

const dataDir = () => path.resolve(getConfig().DATA_DIR);
const recordingDir = (id: string) => path.join(dataDir(), "recordings", id);
let fixtures: Fixture[] = [];
let stopRecorder = () => {};

beforeAll(async () => {
  const dir = path.join(dataDir(), "fixture-segments");
  fs.mkdirSync(dir, { recursive: true });
  // 7 s with a keyframe every 1.5 s: segments of 1.5 s and a last one of 1 s.
  await run("ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-y"],
    ...["-f", "lavfi", "-i", "testsrc2=size=320x180:rate=30", "-f", "lavfi", "-i", "sine=frequency=440:sample_rate=48000", "-t", "7"],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-g", "45", "-keyint_min", "45", "-pix_fmt", "yuv420p", "-c:a", "aac", "-b:a", "64k"],
    ...["-f", "hls", "-hls_time", "1", "-hls_list_size", "0", "-hls_flags", "program_date_time"],
    ...["-hls_segment_filename", path.join(dir, "seg_%03d.ts"), path.join(dir, "index.m3u8")],
  ]);
  fixtures = parsePlaylist(fs.readFileSync(path.join(dir, "index.m3u8"), "utf8")).map((segment) => ({
    file: path.join(dir, segment.uri),
    durationSeconds: segment.durationSeconds,
    programDateTime: segment.programDateTime,
  }));
  expect(fixtures.length).toBeGreaterThanOrEqual(4);
  stopRecorder = startRecorder();
}, 60_000);

afterAll(() => stopRecorder());

async function call<T>(method: string, pathname: string, cookie?: string) {
  const response = await fetch(app.url + pathname, { method, headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: a playlist or a page.
  }
  return { status: response.status, body: body as T, text, headers: response.headers };
}

async function host() {
  const user = await createHost();
  const cookie = await signInCookie(app.url, { email: user.email, password: user.password });
  return { id: user.id, email: user.email, cookie };
}

async function stream(owner: { id: number }, { withEvent = true, recording = true } = {}) {
  const now = new Date().toISOString();
  const eventId = withEvent
    ? (
        await db()
          .insertInto("events")
          .values({
            hostId: owner.id,
            title: "Recorded webinar",
            scheduledAt: fromNow(DAY),
            enableRecording: recording ? 1 : 0,
            createdAt: now,
            updatedAt: now,
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id
    : null;
  const row = await insertSelfHostedStream({ hostId: owner.id, eventId, title: "Main stream" });
  return { rowId: row.id, streamId: row.streamId, playbackId: row.playbackId ?? "", hostId: owner.id, eventId };
}

type TestStream = Awaited<ReturnType<typeof stream>>;

/** Plays the ingest: a broadcast of `count` segments, copied into the live folder as ffmpeg would write them. */
async function broadcast(
  target: TestStream,
  {
    count = fixtures.length,
    discontinuityAt = -1,
    end = true,
    startedAt = new Date().toISOString(),
    beforeSegment,
  }: { count?: number; discontinuityAt?: number; end?: boolean; startedAt?: string; beforeSegment?: (index: number) => void } = {},
) {
  const broadcastId = crypto.randomUUID();
  const events = ingestEvents();
  events.emit("broadcast-started", {
    broadcastId,
    streamRowId: target.rowId,
    streamId: target.streamId,
    hostId: target.hostId,
    eventId: target.eventId,
    playbackId: target.playbackId,
    startedAt,
  });
  const live = path.join(dataDir(), "hls", target.playbackId, "source");
  fs.mkdirSync(live, { recursive: true });
  const sent: { path: string; bytes: number; durationSeconds: number }[] = [];
  for (let index = 0; index < count; index++) {
    const fixture = fixtures[index % fixtures.length]!;
    const file = path.join(live, `seg_${String(index).padStart(5, "0")}.ts`);
    fs.copyFileSync(fixture.file, file);
    await recorderIdle();
    beforeSegment?.(index);
    const bytes = fs.statSync(file).size;
    events.emit("segment", {
      broadcastId,
      streamRowId: target.rowId,
      path: file,
      uri: path.basename(file),
      durationSeconds: fixture.durationSeconds,
      programDateTime: fixture.programDateTime,
      bytes,
      discontinuity: index === discontinuityAt,
    });
    sent.push({ path: file, bytes, durationSeconds: fixture.durationSeconds });
  }
  await recorderIdle();
  if (end) {
    events.emit("broadcast-ended", { broadcastId, streamRowId: target.rowId, endedAt: new Date().toISOString(), reason: "encoder-left" });
    await recorderIdle();
  }
  return { broadcastId, sent, live };
}

function endBroadcast(target: TestStream, broadcastId: string) {
  ingestEvents().emit("broadcast-ended", { broadcastId, streamRowId: target.rowId, endedAt: new Date().toISOString(), reason: "ended-by-host" });
  return recorderIdle();
}

async function listed(target: TestStream, cookie: string) {
  const response = await call<Recording[]>("GET", `/api/streams/${target.streamId}/recordings`, cookie);
  expect(response.status).toBe(200);
  return response.body;
}

/** ffprobe reading the playlist over HTTP with the host's cookie: the duration a player sees. */
async function probedDuration(url: string, cookie: string) {
  const { stdout } = await run("ffprobe", [
    ...["-v", "error", "-headers", `Cookie: ${cookie}\r\n`, "-show_entries", "format=duration", "-of", "csv=p=0", url],
  ]);
  return Number(stdout.trim());
}

describe("recording a broadcast", () => {
  it("keeps every segment in a VOD playlist whose duration and size match what was broadcast", async () => {
    const owner = await host();
    const target = await stream(owner);
    const { sent, live } = await broadcast(target, { discontinuityAt: 3 });

    const [recording, ...others] = await listed(target, owner.cookie);
    expect(others).toEqual([]);
    const expectedSeconds = sent.reduce((sum, s) => sum + s.durationSeconds, 0);
    expect(recording).toMatchObject({ status: "complete", playbackUrl: `/recordings/${recording!.id}/index.m3u8` });
    expect(Math.abs(recording!.durationSeconds - expectedSeconds)).toBeLessThan(0.1);
    expect(recording!.bytes).toBe(sent.reduce((sum, s) => sum + s.bytes, 0));
    expect(recording!.endedAt).not.toBeNull();
    expect(recording!.id).toMatch(/^[A-Za-z0-9_-]{22}$/);

    // Hard links, not copies: the live window may delete its files, the recording keeps them.
    const kept = path.join(recordingDir(recording!.id), "seg_00000.ts");
    expect(fs.statSync(kept).ino).toBe(fs.statSync(sent[0]!.path).ino);
    fs.rmSync(live, { recursive: true, force: true });

    const playlist = await call<string>("GET", recording!.playbackUrl, owner.cookie);
    expect(playlist.status).toBe(200);
    expect(playlist.headers.get("content-type")).toBe("application/vnd.apple.mpegurl");
    expect(playlist.headers.get("cache-control")).toMatch(/^private/);
    const lines = playlist.text.trim().split("\n");
    expect(lines.slice(0, 5)).toEqual([
      "#EXTM3U",
      "#EXT-X-VERSION:3",
      `#EXT-X-TARGETDURATION:${Math.ceil(Math.max(...sent.map((s) => s.durationSeconds)))}`,
      "#EXT-X-MEDIA-SEQUENCE:0",
      "#EXT-X-PLAYLIST-TYPE:VOD",
    ]);
    expect(lines.at(-1)).toBe("#EXT-X-ENDLIST");
    expect(lines.filter((line) => line.startsWith("#EXTINF:"))).toHaveLength(sent.length);
    expect(lines.filter((line) => line.startsWith("#EXT-X-PROGRAM-DATE-TIME:"))).toHaveLength(sent.length);
    // The discontinuity comes right before the fourth segment.
    const fourth = lines.indexOf("seg_00003.ts");
    expect(lines.slice(fourth - 3, fourth)[0]).toBe("#EXT-X-DISCONTINUITY");
    expect(lines.filter((line) => line === "#EXT-X-DISCONTINUITY")).toHaveLength(1);

    const segment = await fetch(`${app.url}/recordings/${recording!.id}/seg_00001.ts`, { headers: { Cookie: owner.cookie } });
    expect(segment.status).toBe(200);
    expect(segment.headers.get("content-type")).toBe("video/mp2t");
    expect((await segment.arrayBuffer()).byteLength).toBe(sent[1]!.bytes);

    const played = await probedDuration(app.url + recording!.playbackUrl, owner.cookie);
    expect(Math.abs(played - expectedSeconds)).toBeLessThan(2);
  });

  it("records a stream without an event, and says so while the broadcast lasts", async () => {
    const owner = await host();
    const target = await stream(owner, { withEvent: false });
    const { broadcastId } = await broadcast(target, { count: 2, end: false });
    expect(recordingStateOf(target.rowId)).toBe("on");
    const [during] = await listed(target, owner.cookie);
    expect(during).toMatchObject({ status: "recording", endedAt: null });
    const growing = await call<string>("GET", during!.playbackUrl, owner.cookie);
    expect(growing.text).toContain("#EXT-X-PLAYLIST-TYPE:EVENT");
    expect(growing.text).not.toContain("#EXT-X-ENDLIST");
    expect(growing.headers.get("cache-control")).toBe("private, no-cache");
    // A recording still being written cannot be deleted.
    const refused = await call<{ error: string }>("DELETE", `/api/recordings/${during!.id}`, owner.cookie);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/still being recorded/);

    await endBroadcast(target, broadcastId);
    expect(recordingStateOf(target.rowId)).toBe("off");
    expect((await listed(target, owner.cookie))[0]).toMatchObject({ status: "complete" });
  });

  it("keeps nothing when the event's Recording setting is off", async () => {
    const owner = await host();
    const target = await stream(owner, { recording: false });
    const { broadcastId } = await broadcast(target, { count: 2, end: false });
    expect(recordingStateOf(target.rowId)).toBe("off");
    await endBroadcast(target, broadcastId);
    expect(await listed(target, owner.cookie)).toEqual([]);
    expect(await db().selectFrom("recordings").select("id").where("streamId", "=", target.rowId).execute()).toEqual([]);
  });

  it("removes a recording that never got a segment", async () => {
    const owner = await host();
    const target = await stream(owner);
    await broadcast(target, { count: 0 });
    expect(await listed(target, owner.cookie)).toEqual([]);
  });
});

describe("the disk guard", () => {
  it("stops the recording below the free-space threshold, tells the host, and keeps what it had", async () => {
    const owner = await host();
    const target = await stream(owner);
    const config = getConfig();
    const before = config.RECORDING_MIN_FREE_MB;
    let broadcastId = "";
    try {
      ({ broadcastId } = await broadcast(target, {
        count: 5,
        end: false,
        beforeSegment: (index) => {
          if (index === 2) config.RECORDING_MIN_FREE_MB = 1_000_000_000;
        },
      }));
    } finally {
      config.RECORDING_MIN_FREE_MB = before;
    }
    // The broadcast goes on; the recording is over.
    expect(recordingStateOf(target.rowId)).toBe("stopped-low-disk");
    const [recording] = await listed(target, owner.cookie);
    expect(recording).toMatchObject({ status: "stopped-low-disk" });
    expect(recording!.endedAt).not.toBeNull();
    expect(Math.abs(recording!.durationSeconds - fixtures[0]!.durationSeconds - fixtures[1]!.durationSeconds)).toBeLessThan(0.1);
    const files = fs.readdirSync(recordingDir(recording!.id)).filter((name) => name.endsWith(".ts"));
    expect(files.sort()).toEqual(["seg_00000.ts", "seg_00001.ts"]);
    const playlist = fs.readFileSync(path.join(recordingDir(recording!.id), "index.m3u8"), "utf8");
    expect(playlist).toContain("#EXT-X-ENDLIST");
    expect(parsePlaylist(playlist)).toHaveLength(2);

    const notices = await db().selectFrom("outboxMessages").selectAll().where("hostId", "=", owner.id).execute();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ kind: "host_recording_stopped", eventId: target.eventId, toAddress: owner.email });
    const sentence =
      /Recording stopped: the server's disk is nearly full \(\d+ MB free\)\. The live stream goes on; free some space to record the next broadcast\./;
    expect(notices[0]!.bodyText).toMatch(sentence);
    const mail = await composeEmail(toOutboxMessage(notices[0]!), { origin: "https://showup.example", mailFrom: "no-reply@showup.example" });
    expect(mail.subject).toBe("Recording stopped: the server's disk is nearly full");
    expect(mail.text).toMatch(sentence);
    expect(mail.text).toContain(`https://showup.example/events/${target.eventId}`);

    await endBroadcast(target, broadcastId);
    expect(recordingStateOf(target.rowId)).toBe("off");
    expect((await listed(target, owner.cookie))[0]).toMatchObject({ status: "stopped-low-disk" });
  });
});

describe("housekeeping", () => {
  it("deletes recordings older than the retention, row and files, and keeps the rest", async () => {
    const owner = await host();
    const target = await stream(owner);
    await broadcast(target, { count: 1, startedAt: new Date(Date.now() - 31 * DAY).toISOString() });
    await broadcast(target, { count: 1, startedAt: new Date(Date.now() - 29 * DAY).toISOString() });
    const [recent, old] = await listed(target, owner.cookie);
    expect(fs.existsSync(recordingDir(old!.id))).toBe(true);

    const config = getConfig();
    const days = config.RECORDING_RETENTION_DAYS;
    try {
      config.RECORDING_RETENTION_DAYS = 0;
      await sweepOldRecordings();
      expect(await listed(target, owner.cookie)).toHaveLength(2);
    } finally {
      config.RECORDING_RETENTION_DAYS = days;
    }
    expect(days).toBe(30);
    expect(await sweepOldRecordings()).toBeGreaterThanOrEqual(1);
    expect((await listed(target, owner.cookie)).map((r) => r.id)).toEqual([recent!.id]);
    expect(fs.existsSync(recordingDir(old!.id))).toBe(false);
    expect(fs.existsSync(recordingDir(recent!.id))).toBe(true);
  });

  it("closes a recording its process left open (a restart mid-broadcast) with what it has", async () => {
    const owner = await host();
    const target = await stream(owner);
    const { broadcastId } = await broadcast(target, { count: 3, end: false });
    const [open] = await listed(target, owner.cookie);
    expect(open).toMatchObject({ status: "recording" });
    // Still held by this process: left alone.
    await closeAbandonedRecordings();
    expect((await listed(target, owner.cookie))[0]).toMatchObject({ status: "recording" });

    // As if its process stopped two minutes ago.
    const twoMinutesAgo = new Date(Date.now() - 120_000).toISOString();
    await db().updateTable("recordings").set({ updatedAt: twoMinutesAgo }).where("recordingId", "=", open!.id).execute();
    await closeAbandonedRecordings();
    const [closed] = await listed(target, owner.cookie);
    expect(closed).toMatchObject({ status: "complete", endedAt: twoMinutesAgo, bytes: open!.bytes });
    expect(Math.abs(closed!.durationSeconds - open!.durationSeconds)).toBeLessThan(0.001);
    const playlist = fs.readFileSync(path.join(recordingDir(open!.id), "index.m3u8"), "utf8");
    expect(playlist).toContain("#EXT-X-PLAYLIST-TYPE:VOD");
    expect(playlist.trim().endsWith("#EXT-X-ENDLIST")).toBe(true);
    await endBroadcast(target, broadcastId);
  });
});

describe("who may see and delete recordings", () => {
  let owner: { id: number; email: string; cookie: string };
  let other: { id: number; email: string; cookie: string };
  let target: TestStream;
  let recording: Recording;

  beforeAll(async () => {
    owner = await host();
    other = await host();
    target = await stream(owner);
    await broadcast(target, { count: 2 });
    [recording] = (await listed(target, owner.cookie)) as [Recording];
  });

  it("lists a stream's recordings for its host only", async () => {
    expect(await call("GET", `/api/streams/${target.streamId}/recordings`)).toMatchObject({ status: 401, body: { error: "You are not signed in." } });
    expect(await call("GET", `/api/streams/${target.streamId}/recordings`, other.cookie)).toMatchObject({
      status: 404,
      body: { error: "Stream not found" },
    });
    expect((await call("GET", "/api/streams/no-such-stream/recordings", owner.cookie)).status).toBe(404);
    expect((await call("POST", `/api/streams/${target.streamId}/recordings`, owner.cookie)).status).toBe(405);
  });

  it("serves the playlist, segments and page to the host only: 404 for another host and for a signed-out visitor", async () => {
    for (const file of ["index.m3u8", "seg_00000.ts"]) {
      expect((await call("GET", `/recordings/${recording.id}/${file}`, owner.cookie)).status).toBe(200);
      expect((await call("GET", `/recordings/${recording.id}/${file}`, other.cookie)).status).toBe(404);
      expect((await call("GET", `/recordings/${recording.id}/${file}`)).status).toBe(404);
    }
    for (const file of ["index.m3u8.tmp", "seg_99999.ts", "..%2F..%2Fsession-secret", "other.txt"]) {
      expect((await call("GET", `/recordings/${recording.id}/${file}`, owner.cookie)).status, file).toBe(404);
    }
    const page = await call<string>("GET", `/recordings/${recording.id}`, owner.cookie);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Recording: Recorded webinar");
    expect(page.text).toContain(`src="/recordings/${recording.id}/index.m3u8"`);
    expect((await call("GET", `/recordings/${recording.id}`, other.cookie)).status).toBe(404);
  });

  it("downloads a finished recording as one MP4 (remuxed once, kept), for its host only", async () => {
    const url = `${app.url}/recordings/${recording.id}/recording.mp4`;
    const first = await fetch(url, { headers: { Cookie: owner.cookie } });
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("video/mp4");
    expect(first.headers.get("content-disposition")).toMatch(/^attachment; filename="recording-\d{4}-\d{2}-\d{2}-[\w-]{6}\.mp4"$/);
    const file = path.join(dataDir(), "downloaded.mp4");
    fs.writeFileSync(file, Buffer.from(await first.arrayBuffer()));
    const { stdout } = await run("ffprobe", ["-v", "error", "-show_entries", "format=duration:stream=codec_name", "-of", "json", file]);
    const probed = JSON.parse(stdout) as { format: { duration: string }; streams: { codec_name: string }[] };
    expect(probed.streams.map((s) => s.codec_name).sort()).toEqual(["aac", "h264"]);
    expect(Math.abs(Number(probed.format.duration) - recording.durationSeconds)).toBeLessThan(2);
    const made = fs.statSync(path.join(recordingDir(recording.id), "recording.mp4")).mtimeMs;
    expect((await fetch(url, { headers: { Cookie: owner.cookie } })).status).toBe(200);
    expect(fs.statSync(path.join(recordingDir(recording.id), "recording.mp4")).mtimeMs).toBe(made);
    expect((await fetch(url, { headers: { Cookie: other.cookie } })).status).toBe(404);
    expect((await fetch(url)).status).toBe(404);
  });

  it("refuses the MP4 of a broadcast still being recorded", async () => {
    const live = await stream(owner);
    const { broadcastId } = await broadcast(live, { count: 1, end: false });
    const [open] = await listed(live, owner.cookie);
    const refused = await call<{ error: string }>("GET", `/recordings/${open!.id}/recording.mp4`, owner.cookie);
    expect(refused).toMatchObject({
      status: 409,
      body: { error: "This broadcast is still being recorded. The MP4 can be downloaded once it ends." },
    });
    await endBroadcast(live, broadcastId);
  });

  it("deletes through the API: row and files, and only the host's own", async () => {
    const [extra] = await (async () => {
      await broadcast(target, { count: 1 });
      return listed(target, owner.cookie);
    })();
    expect((await call("DELETE", `/api/recordings/${extra!.id}`, other.cookie)).status).toBe(404);
    expect((await call("DELETE", `/api/recordings/${extra!.id}`)).status).toBe(401);
    const deleted = await call("DELETE", `/api/recordings/${extra!.id}`, owner.cookie);
    expect(deleted).toMatchObject({ status: 200, body: { message: "Recording deleted" } });
    expect(fs.existsSync(recordingDir(extra!.id))).toBe(false);
    expect((await listed(target, owner.cookie)).map((r) => r.id)).toEqual([recording.id]);
    expect((await call("DELETE", `/api/recordings/${extra!.id}`, owner.cookie)).status).toBe(404);
  });

  it("deletes from the event dashboard's form (no JavaScript needed): another host's is a 404", async () => {
    const form = (recordingId: string) => {
      const data = new FormData();
      data.set("intent", "delete-recording");
      data.set("recordingId", recordingId);
      return data;
    };
    const refused = await settle(() => recordingsAction({ hostId: other.id, eventId: target.eventId!, form: form(recording.id) }));
    expect(refused.status).toBe(404);
    const done = await settle(() => recordingsAction({ hostId: owner.id, eventId: target.eventId!, form: form(recording.id) }));
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe(`/events/${target.eventId}#recordings`);
    expect(await listed(target, owner.cookie)).toEqual([]);
    expect(fs.existsSync(recordingDir(recording.id))).toBe(false);
  });
});
