// "Send a test stream": ffmpeg's test pattern and a tone, published to the ingest's own RTMP port
// with the stream's key. The host's request may reach any process, so it is stored on the stream's
// row (until when the pattern runs) and the process running the ingest starts and stops the
// pattern to match: at once for a request it took itself, within FOLLOW_MS for one another process
// took. The Stream Setup card reads the row, so it says the same on every process.
import fs from "node:fs";
import type { ChildProcess } from "node:child_process";
import { clearTestStreamRequest, getStreamRowById, listTestStreamRequests, requestTestStream, type StreamRow } from "~/models/stream.server";
import { getConfig } from "~/utils/config.server";
import { getLogger } from "~/utils/logger.server";
import { VideoProviderError, type ProviderStream } from "../provider.server";
import { hasPublisher, ingestPort, ingestProblem, isBroadcasting, markTestStream, publishRefusal } from "./ingest.server";
import { ingestProcessProblem, readIngestHeartbeat } from "./ingest-process.server";
import { spawnSupervised, stopProcess } from "./packager.server";

const TEST_STREAM_SECONDS = 300;
const STOP_GRACE_MS = 300;
/** How often the ingest process looks for test streams asked for through another process. */
const FOLLOW_MS = 1000;
const FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
const BROADCASTING = "An encoder is already broadcasting to this stream. Stop it before sending a test stream.";

interface RunningTest {
  child: ChildProcess;
  endsAt: string;
}

/** The test patterns this process pushes, by the stream's internal key. */
const running = new Map<number, RunningTest>();

function log() {
  return getLogger().child({ component: "test-stream" });
}

/** ffmpeg's test pattern with a tone for `seconds`; the frame number drawn in when a font exists (the benchmarks read it). */
function testStreamArgs({ port, streamKey, seconds }: { port: number; streamKey: string; seconds: number }) {
  const video = fs.existsSync(FONT)
    ? `testsrc2=size=1280x720:rate=30,drawtext=fontfile=${FONT}:text='%{frame_num}':x=40:y=40:fontsize=64:fontcolor=white:box=1:boxcolor=black@0.6`
    : "testsrc2=size=1280x720:rate=30";
  return [
    "-hide_banner",
    "-nostdin",
    "-loglevel",
    "error",
    "-re",
    "-f",
    "lavfi",
    "-i",
    video,
    "-f",
    "lavfi",
    "-i",
    "sine=frequency=440:sample_rate=48000",
    "-t",
    String(seconds),
    "-c:v",
    "libx264",
    "-preset",
    "veryfast",
    "-g",
    "60",
    "-keyint_min",
    "60",
    "-pix_fmt",
    "yuv420p",
    "-c:a",
    "aac",
    "-b:a",
    "128k",
    "-f",
    "flv",
    `rtmp://127.0.0.1:${port}/live/${streamKey}`,
  ];
}

/** The stored request's end while it is ahead; null when none runs. */
function endsAtAhead(row: StreamRow | null, now = Date.now()) {
  const endsAt = row?.testStreamEndsAt ?? null;
  return endsAt && Date.parse(endsAt) > now ? endsAt : null;
}

/** When the stream's test pattern stops by itself (ISO); null when none runs. */
export async function testStreamEndsAt(stream: ProviderStream) {
  return endsAtAhead(await getStreamRowById({ streamRowId: stream.streamRowId }));
}

/** The host asks for the test pattern: stored, then pushed by the process running the ingest. */
export async function startTestStream(stream: ProviderStream) {
  // Asked through a web process while the ingest process is gone, nothing would ever push the pattern.
  await readIngestHeartbeat();
  const problem = ingestProblem() ?? ingestProcessProblem();
  if (problem) throw new VideoProviderError(problem, 503);
  const asked = await testStreamEndsAt(stream);
  if (asked) return { endsAt: asked };
  if (!stream.streamKey) throw new VideoProviderError("This stream has no stream key. Reset the key, then try again.", 409);
  if (await isBroadcasting(stream.streamRowId)) throw new VideoProviderError(BROADCASTING, 409);
  const now = Date.now();
  const endsAt = await requestTestStream({
    streamRowId: stream.streamRowId,
    endsAt: new Date(now + TEST_STREAM_SECONDS * 1000).toISOString(),
    now: new Date(now).toISOString(),
  });
  if (!endsAt) throw new VideoProviderError("This stream no longer exists.", 404);
  await followHere();
  log().info({ streamId: stream.streamId }, "test stream asked for");
  return { endsAt };
}

/** The host stops the test pattern; false when none was running. */
export async function stopTestStream(stream: ProviderStream) {
  const row = await getStreamRowById({ streamRowId: stream.streamRowId });
  const endsAt = row?.testStreamEndsAt;
  if (!endsAt) return false;
  await clearTestStreamRequest({ streamRowId: stream.streamRowId, endsAt });
  // The host waits on this for the page to come back: where the pattern runs here, it has stopped.
  await followHere();
  return endsAtAhead(row) !== null;
}

let followed: Promise<void> = Promise.resolve();
let waiting = 0;

/** One look at the requests at a time, in order: a stop is never undone by an older look at the rows. */
function follow() {
  waiting += 1;
  followed = followed
    .then(matchRequests)
    .catch((error: unknown) => log().warn({ err: error }, "following the test streams asked for failed"))
    .finally(() => (waiting -= 1));
  return followed;
}

/** Set while this process follows the requests (it runs the ingest). */
let followTimer: ReturnType<typeof setInterval> | null = null;

async function followHere() {
  if (followTimer) await follow();
}

/** Starts the patterns asked for that do not run here, and stops those no longer asked for. */
async function matchRequests() {
  const now = Date.now();
  const asked = await listTestStreamRequests({ now: new Date(now).toISOString() });
  const wanted = new Set(asked.map((row) => row.id));
  await Promise.all([...running].filter(([streamRowId]) => !wanted.has(streamRowId)).map(([streamRowId, test]) => stopRunning(streamRowId, test)));
  for (const row of asked) {
    if (running.has(row.id)) continue;
    const port = ingestPort();
    const problem = ingestProblem();
    if (problem) {
      await withdraw(row, problem);
      // The host's health panel says why; nothing broadcasts whose health it would replace.
      await publishRefusal(row, problem);
    } else if (port === null || !row.streamKey || hasPublisher(row.id)) {
      // Asked for through another process a moment before a source arrived here (or the key was removed).
      await withdraw(row, "a source is broadcasting to this stream, or it has no key");
    } else {
      startRunning(row, port, row.streamKey, now);
    }
  }
}

async function withdraw(row: StreamRow, reason: string) {
  if (row.testStreamEndsAt) await clearTestStreamRequest({ streamRowId: row.id, endsAt: row.testStreamEndsAt });
  log().warn({ streamId: row.streamId, reason }, "test stream not started");
}

function startRunning(row: StreamRow, port: number, streamKey: string, now: number) {
  const endsAt = row.testStreamEndsAt ?? new Date(now).toISOString();
  const seconds = Math.max(1, Math.ceil((Date.parse(endsAt) - now) / 1000));
  markTestStream(row.id, true);
  const child = spawnSupervised(getConfig().FFMPEG_PATH, testStreamArgs({ port, streamKey, seconds }), ["ignore", "ignore", "pipe"]);
  running.set(row.id, { child, endsAt });
  let errorText = "";
  child.stderr?.setEncoding("utf8").on("data", (text: string) => {
    errorText = (errorText + text).slice(-1000);
  });
  child.once("error", () => {});
  child.once("exit", (code) => {
    if (running.get(row.id)?.child !== child) return;
    running.delete(row.id);
    markTestStream(row.id, false);
    // Ended by itself (its time was up, or the ingest cut it): nothing is asked for any more.
    void clearTestStreamRequest({ streamRowId: row.id, endsAt }).catch(() => {});
    // ffmpeg names the RTMP address it failed on, key included.
    const error = errorText.replaceAll(streamKey, "[stream key]").trim().split("\n").pop();
    if (code) log().warn({ streamId: row.streamId, code, error }, "test stream ended with an error");
  });
  log().info({ streamId: row.streamId }, "test stream started");
}

async function stopRunning(streamRowId: number, test: RunningTest) {
  running.delete(streamRowId);
  markTestStream(streamRowId, false);
  // A test pattern has nothing to flush.
  await stopProcess(test.child, STOP_GRACE_MS);
}

/**
 * The ingest process follows the requests any process stores; returns its stop. On shutdown the
 * requests stay: started again, the ingest pushes them for the time left.
 */
export function followTestStreamRequests() {
  const timer = setInterval(() => {
    if (waiting === 0) void follow();
  }, FOLLOW_MS);
  timer.unref();
  followTimer = timer;
  void follow();
  return async () => {
    clearInterval(timer);
    followTimer = null;
    await Promise.all([...running].map(([streamRowId, test]) => stopRunning(streamRowId, test)));
  };
}
