// The default video provider: this box takes the encoder's RTMP itself and serves HLS from DATA_DIR.
import fs from "node:fs";
import type { ChildProcess } from "node:child_process";
import { getConfig } from "~/utils/config.server";
import { getLogger } from "~/utils/logger.server";
import { randomToken } from "~/utils/tokens.server";
import { VideoProviderError, type ProviderStream, type VideoProvider, type VideoProviderProfile } from "../provider.server";
import { cutPublisherForKeyReset, endStreamBroadcast, hasPublisher, ingestPort, ingestProblem, markTestStream } from "./ingest.server";
import { spawnSupervised, stopProcess } from "./packager.server";

/** This box takes the encoder's RTMP, packages and records it, and goes live as the video arrives. */
export const selfHostedProfile: VideoProviderProfile = {
  name: "self-hosted",
  capabilities: { testStream: true, liveByItself: true, packagesHere: true, recordsHere: true, browserSource: true },
  badge: () => "built-in",
  statusLabel: () => {
    const config = getConfig();
    return config.INGEST === "on"
      ? `Built-in ingest on this server (RTMP port ${config.INGEST_RTMP_PORT})`
      : `Built-in ingest in this server's ingest process (RTMP port ${config.INGEST_RTMP_PORT})`;
  },
  setupNote: () => "Your encoder (OBS, for example) sends your video straight to this server. The event goes live by itself when your video arrives.",
};

const TEST_STREAM_SECONDS = 300;
const TEST_STREAM_STOP_GRACE_MS = 300;
const FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";

interface TestStream {
  child: ChildProcess;
  endsAt: string;
}

const testStreams = new Map<number, TestStream>();

/** rtmp://{PUBLIC_URL host, else localhost}:{port}/live: the address encoders publish to, the stream key as stream name. */
export function ingestUrl() {
  const config = getConfig();
  const host = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).hostname : "localhost";
  return `rtmp://${host}:${ingestPort() ?? config.INGEST_RTMP_PORT}/live`;
}

/** ffmpeg's test pattern with a tone; the frame number drawn in when a font exists (the benchmarks read it). */
export function testStreamArgs({ port, streamKey }: { port: number; streamKey: string }) {
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
    String(TEST_STREAM_SECONDS),
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

export function createSelfHostedProvider(): VideoProvider {
  return {
    name: selfHostedProfile.name,
    configured: true,
    problem: () => ingestProblem(),
    async createLiveStream() {
      return { providerStreamId: null, streamKey: randomToken(24), ingestUrl: ingestUrl(), playbackId: randomToken(16) };
    },
    async resetStreamKey(stream) {
      cutPublisherForKeyReset(stream.streamRowId);
      return { streamKey: randomToken(24) };
    },
    async deleteLiveStream(stream) {
      await stopTestStream(stream);
      await endStreamBroadcast(stream.streamRowId);
    },
    async endBroadcast(stream) {
      await stopTestStream(stream);
      await endStreamBroadcast(stream.streamRowId);
    },
    startTestStream,
    stopTestStream,
    testStreamEndsAt: (stream) => testStreams.get(stream.streamRowId)?.endsAt ?? null,
  };
}

async function startTestStream(stream: ProviderStream) {
  const problem = ingestProblem();
  if (problem) throw new VideoProviderError(problem, 503);
  const port = ingestPort();
  if (port === null) throw new VideoProviderError("The built-in ingest is not running on this server process.", 503);
  const running = testStreams.get(stream.streamRowId);
  if (running) return { endsAt: running.endsAt };
  if (hasPublisher(stream.streamRowId))
    throw new VideoProviderError("An encoder is already broadcasting to this stream. Stop it before sending a test stream.", 409);
  if (!stream.streamKey) throw new VideoProviderError("This stream has no stream key. Reset the key, then try again.", 409);
  markTestStream(stream.streamRowId, true);
  const child = spawnSupervised(getConfig().FFMPEG_PATH, testStreamArgs({ port, streamKey: stream.streamKey }), ["ignore", "ignore", "pipe"]);
  const endsAt = new Date(Date.now() + TEST_STREAM_SECONDS * 1000).toISOString();
  testStreams.set(stream.streamRowId, { child, endsAt });
  let errorText = "";
  child.stderr?.setEncoding("utf8").on("data", (text: string) => {
    errorText = (errorText + text).slice(-1000);
  });
  child.once("error", () => {});
  child.once("exit", (code) => {
    if (testStreams.get(stream.streamRowId)?.child === child) testStreams.delete(stream.streamRowId);
    markTestStream(stream.streamRowId, false);
    // ffmpeg names the RTMP address it failed on, key included.
    const error = errorText
      .replaceAll(stream.streamKey ?? "", "[stream key]")
      .trim()
      .split("\n")
      .pop();
    if (code) getLogger().warn({ streamId: stream.streamId, code, error }, "test stream ended with an error");
  });
  getLogger().info({ streamId: stream.streamId }, "test stream started");
  return { endsAt };
}

async function stopTestStream(stream: ProviderStream) {
  const running = testStreams.get(stream.streamRowId);
  if (!running) return false;
  testStreams.delete(stream.streamRowId);
  // A test pattern has nothing to flush: the host waits on this for the page to come back.
  await stopProcess(running.child, TEST_STREAM_STOP_GRACE_MS);
  return true;
}
