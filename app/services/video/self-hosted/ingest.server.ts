// The self-hosted ingest: takes RTMP publishes for current stream keys, packages each broadcast as
// HLS, and moves the stream (and its event) live when the first segments of every rendition exist
// and offline when the encoder has been gone longer than the reconnect window. Live state flows
// through the database and the live-events bus, so processes without ingest serve it too.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { countCurrentViewers } from "~/models/viewer.server";
import { findSelfHostedStreamByKey, getStreamRowById, listLiveSelfHostedStreams, setIngestLiveState, type StreamRow } from "~/models/stream.server";
import { latestStreamHealth } from "~/models/live-event.server";
import { publishLiveEvent } from "~/services/realtime/index.server";
import { getConfig } from "~/utils/config.server";
import { onShutdown } from "~/utils/lifecycle.server";
import { getLogger } from "~/utils/logger.server";
import { nowIso } from "~/utils/tokens.server";
import type { StreamStatusData } from "~/contracts/live-events";
import type { BroadcastState, StreamHealth, StreamHealthRating } from "~/contracts/stream-health";
import { recordingStateOf } from "./recorder.server";
import { ingestEvents, type BroadcastEndReason } from "./ingest-events.server";
import {
  AAC_CODEC,
  AUDIO_ONLY_KBPS,
  AUDIO_RENDITION,
  RENDITION_VIDEO_CODEC,
  SOURCE_RENDITION,
  aacCodecOf,
  avcCodecOf,
  masterPlaylist,
  parseMediaPlaylist,
  parseRenditions,
  renditionNames,
  selfHostedPlaybackPath,
  scaledSize,
  type MasterEntry,
  type PackagerProgress,
  type Rendition,
} from "./hls.server";
import { Packager } from "./packager.server";
import { listenRtmp, type MediaPacket, type PublishDecision, type RtmpSession } from "./rtmp.server";
import { encoderPublisher, type Publisher } from "./publisher.server";
import { emitEventState } from "~/services/integrations/index.server";

const POLL_MS = 250;
const HEALTH_MS = 3000;
/** A stream left live whose newest health is older than this is carried by no process any more. */
const STALE_HEALTH_MS = 30_000;
const SWEEP_MS = 10_000;
/** Health this fresh means another process carries the broadcast (it measures every HEALTH_MS). */
const CARRIED_HEALTH_MS = 10_000;
const SLOW_SECONDS = 3;
const RESTART_DELAY_MS = 1000;
const SLOW_KEYFRAMES_SECONDS = 4;
const PREVIOUS_PACKAGER_MS = 5000;

interface Measure {
  at: number;
  inBytes: number;
  frames: number;
}

interface LiveBroadcast {
  broadcastId: string;
  row: StreamRow;
  isTest: boolean;
  dir: string;
  state: BroadcastState;
  liveSince: string | null;
  goingLive: boolean;
  publisher: Publisher | null;
  packager: Packager | null;
  packagerRuns: number;
  restarts: number;
  reconnectTimer: ReturnType<typeof setTimeout> | null;
  pollTimer: ReturnType<typeof setInterval> | null;
  healthTimer: ReturnType<typeof setInterval> | null;
  cutReason: BroadcastEndReason | null;
  ended: boolean;
  seenSegments: Set<string>;
  lastSegmentAt: number | null;
  droppedSegments: number;
  sourceBitsPerSecond: number;
  videoHeader: Buffer | null;
  audioHeader: Buffer | null;
  frames: number;
  keyframes: number[];
  measure: Measure;
  progress: PackagerProgress | null;
  slowSince: number | null;
  problemTicks: number;
}

interface IngestState {
  port: number | null;
  problem: string | null;
  broadcasts: Map<number, LiveBroadcast>;
  /** Streams whose test pattern this process is pushing, by internal key. */
  testStreams: Set<number>;
  stop: (() => Promise<void>) | null;
}

const state: IngestState = { port: null, problem: null, broadcasts: new Map(), testStreams: new Set(), stop: null };

export const FFMPEG_MISSING =
  "ffmpeg is not installed on this server, so streams cannot be packaged for viewers. Install it (Debian: apt-get install ffmpeg) and restart.";

/** Why this process cannot take broadcasts (ffmpeg missing, port taken); null when it can. */
export function ingestProblem() {
  return state.problem;
}

/** The RTMP port this process listens on; null before the ingest started. */
export function ingestPort() {
  return state.port;
}

/**
 * Each broadcast this process packages, for the operator's metrics: ffmpeg's speed while a source
 * is connected (null otherwise, as in its health) and the segments it dropped so far.
 */
export function broadcastFigures() {
  return [...state.broadcasts.values()].map((broadcast) => ({
    streamId: broadcast.row.streamId,
    speed: broadcast.publisher ? (broadcast.progress?.speed ?? null) : null,
    droppedSegments: broadcast.droppedSegments,
  }));
}

export function hlsDirOf(playbackId: string) {
  return path.resolve(getConfig().DATA_DIR, "hls", playbackId);
}

function renditions(): Rendition[] {
  return parseRenditions(getConfig().INGEST_RENDITIONS);
}

function log() {
  return getLogger().child({ component: "ingest" });
}

/** Opens the RTMP port and starts following broadcasts; registers its own shutdown. */
export async function startIngest({ ffmpegWorks }: { ffmpegWorks: boolean }) {
  if (state.stop) return;
  const config = getConfig();
  if (!ffmpegWorks) {
    state.problem = FFMPEG_MISSING;
    log().error(FFMPEG_MISSING);
  }
  try {
    const rtmp = await listenRtmp({ port: config.INGEST_RTMP_PORT, host: config.HOST, handlers: { decide } });
    state.port = rtmp.port;
    log().info({ port: rtmp.port }, "RTMP ingest listening");
    const sweep = setInterval(() => void sweepOrphanedStreams(), SWEEP_MS);
    sweep.unref();
    void sweepOrphanedStreams();
    state.stop = async () => {
      clearInterval(sweep);
      await Promise.all([...state.broadcasts.values()].map((broadcast) => endBroadcast(broadcast, "shutdown")));
      await rtmp.close();
      state.port = null;
      state.stop = null;
    };
    onShutdown(() => state.stop?.());
  } catch (error) {
    state.problem = `The RTMP ingest could not open port ${config.INGEST_RTMP_PORT} (${(error as Error).message}), so encoders cannot connect. Free the port or set INGEST_RTMP_PORT, and restart.`;
    log().error(state.problem);
  }
}

/** Refuses a publish; the host is told why unless the stream is broadcasting (its health then stays as it is). */
function refuse(row: StreamRow | null, reason: string, { tellHost = true } = {}): PublishDecision {
  log().warn({ streamId: row?.streamId ?? "unknown key" }, `RTMP publish refused: ${reason}`);
  if (row && tellHost) void publishRefusal(row, reason).catch(() => {});
  return { accept: false };
}

/** The host's dashboard shows why its encoder (or test stream) was refused: a health measurement with the reason as its warning. */
export async function publishRefusal(row: StreamRow, reason: string) {
  const health: StreamHealth = {
    ...emptyHealth(row.streamId, "offline"),
    warnings: [`Refused: ${reason}`],
  };
  await publishHealth(row.id, health);
}

async function decide({ app, key, session }: { app: string; key: string; session: RtmpSession }): Promise<PublishDecision> {
  if (app !== "live") return refuse(null, `unknown application "${app.slice(0, 40)}" (encoders publish to /live)`);
  const row = key ? await findSelfHostedStreamByKey({ streamKey: key }) : null;
  if (!row) return refuse(null, "unknown stream key");
  const publisher = encoderPublisher(session);
  const claim = await claimBroadcast(row, publisher, { takeover: () => false });
  if (!claim.ok) {
    if (claim.refusal === "unavailable") return refuse(row, claim.message);
    const live = claim.refusal === "busy" && claim.liveSource === "browser" ? "a browser broadcasting" : "an encoder connected";
    return refuse(row, `this stream already has ${live}; a second one was refused.`, { tellHost: false });
  }
  const { broadcast, resumed } = claim;
  return {
    accept: true,
    streamPath: `/live/${row.streamId}`,
    onAccepted: () => publisherArrived(broadcast, publisher, resumed),
    onAbandoned: () => publisherAbandoned(broadcast, publisher, resumed),
  };
}

export type BroadcastClaim =
  | { ok: true; broadcast: LiveBroadcast; resumed: boolean }
  | { ok: false; refusal: "busy"; liveSource: Publisher["source"] }
  | { ok: false; refusal: "elsewhere" }
  | { ok: false; refusal: "unavailable"; message: string };

/** Whether a new source replaces the one that is live. */
type Takeover = (live: Publisher) => boolean;

/**
 * One source at a time per stream: `publisher` takes the stream's broadcast (a new one, or the
 * one waiting in its reconnect window), unless another source is live and `takeover` keeps it.
 */
async function claimBroadcast(row: StreamRow, publisher: Publisher, { takeover }: { takeover: Takeover }): Promise<BroadcastClaim> {
  if (state.problem) return { ok: false, refusal: "unavailable", message: state.problem };
  if (!state.broadcasts.has(row.id) && (await carriedElsewhere(row.id))) return { ok: false, refusal: "elsewhere" };
  // Read again after the wait: another publish may have taken the stream meanwhile.
  const existing = state.broadcasts.get(row.id);
  if (existing?.publisher) {
    if (!takeover(existing.publisher)) return { ok: false, refusal: "busy", liveSource: existing.publisher.source };
    const previous = existing.publisher;
    existing.publisher = null;
    existing.packager?.finishInput(previous.broadcast);
    previous.cut("taken-over");
    log().info({ streamId: row.streamId, from: previous.source, to: publisher.source }, "source taken over");
  }
  const config = getConfig();
  if (!existing && state.broadcasts.size >= config.INGEST_MAX_STREAMS) {
    return {
      ok: false,
      refusal: "unavailable",
      message: `this server already carries ${state.broadcasts.size} live ${state.broadcasts.size === 1 ? "stream" : "streams"}, its limit (INGEST_MAX_STREAMS=${config.INGEST_MAX_STREAMS}). Try again when one has ended.`,
    };
  }
  const broadcast = existing ?? newBroadcast(row, state.testStreams.has(row.id));
  // Taken now, before any other publish's check can run.
  broadcast.publisher = publisher;
  broadcast.row = row;
  state.broadcasts.set(row.id, broadcast);
  return { ok: true, broadcast, resumed: Boolean(existing) };
}

/**
 * The studio's browser asks to send `row`'s video. Accepted, `publisher` is the stream's source
 * and `arrived` starts its packaging once its broadcast exists; refused, nothing changed.
 */
export async function claimForBrowser(row: StreamRow, publisher: Publisher, { takeover }: { takeover: Takeover }) {
  if (state.port === null && !state.problem) {
    return { ok: false as const, refusal: "unavailable" as const, message: "this server process does not run the video ingest." };
  }
  const claim = await claimBroadcast(row, publisher, { takeover });
  if (!claim.ok) return claim;
  const { broadcast, resumed } = claim;
  return {
    ok: true as const,
    arrived: () => publisherArrived(broadcast, publisher, resumed),
    abandoned: () => publisherAbandoned(broadcast, publisher, resumed),
  };
}

/**
 * The encoder left while its key was being checked: the slot it took is given back (a new
 * broadcast is forgotten; one resumed inside its reconnect window goes on waiting for it).
 */
function publisherAbandoned(broadcast: LiveBroadcast, publisher: Publisher, resumed: boolean) {
  if (broadcast.publisher !== publisher) return;
  broadcast.publisher = null;
  if (!resumed && state.broadcasts.get(broadcast.row.id) === broadcast) state.broadcasts.delete(broadcast.row.id);
  log().info({ streamId: broadcast.row.streamId, source: publisher.source }, "source left before its publish was accepted");
}

/** Another ingest process measured this stream's broadcast a moment ago (several processes on PostgreSQL). */
async function carriedElsewhere(streamRowId: number) {
  const health = await latestStreamHealth({ streamRowId });
  return Boolean(health && health.state !== "offline" && Date.now() - Date.parse(health.measuredAt) < CARRIED_HEALTH_MS);
}

function newBroadcast(row: StreamRow, isTest: boolean): LiveBroadcast {
  const now = Date.now();
  return {
    broadcastId: crypto.randomUUID(),
    row,
    isTest,
    dir: hlsDirOf(row.playbackId ?? row.streamId),
    state: "starting",
    liveSince: null,
    goingLive: false,
    publisher: null,
    packager: null,
    packagerRuns: 0,
    restarts: 0,
    reconnectTimer: null,
    pollTimer: null,
    healthTimer: null,
    cutReason: null,
    ended: false,
    seenSegments: new Set(),
    lastSegmentAt: null,
    droppedSegments: 0,
    sourceBitsPerSecond: 0,
    videoHeader: null,
    audioHeader: null,
    frames: 0,
    keyframes: [],
    measure: { at: now, inBytes: 0, frames: 0 },
    progress: null,
    slowSince: null,
    problemTicks: 0,
  };
}

function publisherArrived(broadcast: LiveBroadcast, publisher: Publisher, resumed: boolean) {
  const log_ = log().child({ streamId: broadcast.row.streamId });
  if (broadcast.reconnectTimer) clearTimeout(broadcast.reconnectTimer);
  broadcast.reconnectTimer = null;
  broadcast.cutReason = null;
  broadcast.measure = { at: Date.now(), inBytes: 0, frames: broadcast.frames };
  broadcast.keyframes = [];
  broadcast.state = broadcast.liveSince ? "live" : "starting";
  publisher.tapPackets((packet) => countPacket(broadcast, packet));
  publisher.onClose(() => publisherLeft(broadcast, publisher));
  if (!resumed) {
    fs.rmSync(broadcast.dir, { recursive: true, force: true });
    fs.mkdirSync(broadcast.dir, { recursive: true });
    log_.info({ test: broadcast.isTest, source: publisher.source }, "broadcast started");
    ingestEvents().emit("broadcast-started", {
      broadcastId: broadcast.broadcastId,
      streamRowId: broadcast.row.id,
      streamId: broadcast.row.streamId,
      hostId: broadcast.row.hostId,
      eventId: broadcast.row.eventId,
      playbackId: broadcast.row.playbackId ?? broadcast.row.streamId,
      startedAt: nowIso(),
    });
    broadcast.pollTimer = setInterval(() => void pollPlaylists(broadcast), POLL_MS);
    broadcast.healthTimer = setInterval(() => void healthTick(broadcast), HEALTH_MS);
  } else {
    log_.info({ source: publisher.source }, "source back inside the reconnect window");
    if (broadcast.liveSince) publisher.wentLive();
  }
  void startPackager(broadcast, publisher);
}

function countPacket(broadcast: LiveBroadcast, packet: MediaPacket) {
  if (packet.flags === 2) broadcast.videoHeader = Buffer.from(packet.data);
  else if (packet.flags === 0) broadcast.audioHeader = Buffer.from(packet.data);
  else if (packet.flags === 3 || packet.flags === 4) {
    broadcast.frames += 1;
    if (packet.flags === 3) {
      broadcast.keyframes.push(packet.dts);
      if (broadcast.keyframes.length > 4) broadcast.keyframes.shift();
    }
  }
}

async function startPackager(broadcast: LiveBroadcast, publisher: Publisher) {
  const previous = broadcast.packager;
  // The previous ffmpeg writes its last segment before the next one appends to the playlists; one that hangs is ended.
  if (previous) await Promise.race([previous.whenExited(), delay(PREVIOUS_PACKAGER_MS, undefined, { ref: false }).then(() => previous.stop(null))]);
  if (broadcast.ended || broadcast.publisher !== publisher) return;
  const packager = new Packager(broadcast.dir, renditions(), {
    onProgress: (progress) => noteProgress(broadcast, progress),
    onFailed: (reason) => {
      if (broadcast.ended || broadcast.publisher !== publisher || broadcast.packager !== packager) return;
      broadcast.restarts += 1;
      log().warn({ streamId: broadcast.row.streamId, reason }, "packager ended while the encoder is connected; restarting it");
      const timer = setTimeout(() => void startPackager(broadcast, publisher), RESTART_DELAY_MS);
      timer.unref();
    },
  });
  broadcast.packager = packager;
  packager.start(publisher.broadcast, { append: broadcast.packagerRuns > 0 });
  broadcast.packagerRuns += 1;
}

function noteProgress(broadcast: LiveBroadcast, progress: PackagerProgress) {
  broadcast.progress = progress;
  if (progress.speed !== null && progress.speed < 1) broadcast.slowSince ??= Date.now();
  else broadcast.slowSince = null;
}

function publisherLeft(broadcast: LiveBroadcast, publisher: Publisher) {
  if (broadcast.publisher !== publisher) return;
  broadcast.publisher = null;
  broadcast.packager?.finishInput(publisher.broadcast);
  if (broadcast.ended) return;
  const seconds = getConfig().INGEST_RECONNECT_SECONDS;
  // The server's own test pattern does not come back: its broadcast ends with it.
  if (broadcast.isTest) {
    void endBroadcast(broadcast, broadcast.cutReason ?? "encoder-left");
    return;
  }
  broadcast.state = "reconnecting";
  log().info({ streamId: broadcast.row.streamId, reconnectSeconds: seconds, source: publisher.source }, "source left; waiting for it to come back");
  broadcast.reconnectTimer = setTimeout(() => void endBroadcast(broadcast, broadcast.cutReason ?? "encoder-left"), seconds * 1000);
  broadcast.reconnectTimer.unref();
  void healthTick(broadcast);
}

async function readPlaylist(file: string) {
  try {
    return parseMediaPlaylist(await fs.promises.readFile(file, "utf8"));
  } catch {
    return [];
  }
}

async function pollPlaylists(broadcast: LiveBroadcast) {
  if (broadcast.ended) return;
  const source = await readPlaylist(path.join(broadcast.dir, SOURCE_RENDITION, "index.m3u8"));
  const segmentSeconds = getConfig().INGEST_SEGMENT_SECONDS;
  for (const segment of source) {
    if (broadcast.seenSegments.has(segment.uri)) continue;
    broadcast.seenSegments.add(segment.uri);
    const file = path.join(broadcast.dir, SOURCE_RENDITION, segment.uri);
    const bytes = await fs.promises.stat(file).then(
      (stat) => stat.size,
      () => 0,
    );
    if (segment.durationSeconds > 0.5) broadcast.sourceBitsPerSecond = Math.max(broadcast.sourceBitsPerSecond, (bytes * 8) / segment.durationSeconds);
    const now = Date.now();
    // Dropped: source-time lost while the encoder was connected (a packager restart or stall), in segments.
    if (broadcast.lastSegmentAt !== null && broadcast.publisher && !segment.discontinuity) {
      const gap = (now - broadcast.lastSegmentAt) / 1000;
      if (gap > 2 * segmentSeconds + 1) broadcast.droppedSegments += Math.floor(gap / segmentSeconds) - 1;
    }
    broadcast.lastSegmentAt = now;
    ingestEvents().emit("segment", {
      broadcastId: broadcast.broadcastId,
      streamRowId: broadcast.row.id,
      path: file,
      uri: segment.uri,
      durationSeconds: segment.durationSeconds,
      programDateTime: segment.programDateTime,
      bytes,
      discontinuity: segment.discontinuity,
    });
  }
  if (broadcast.seenSegments.size > 200) broadcast.seenSegments = new Set(source.map((segment) => segment.uri));
  if (broadcast.goingLive || broadcast.ended || !source.length) return;
  for (const name of renditionNames(renditions())) {
    if (name === SOURCE_RENDITION) continue;
    if (!(await readPlaylist(path.join(broadcast.dir, name, "index.m3u8"))).length) return;
  }
  if (broadcast.goingLive || broadcast.ended) return;
  await goLive(broadcast);
}

function sourceSize(broadcast: LiveBroadcast) {
  const publisher = broadcast.publisher;
  if (publisher?.videoWidth && publisher.videoHeight) return { width: publisher.videoWidth, height: publisher.videoHeight };
  return null;
}

function writeMaster(broadcast: LiveBroadcast) {
  const source = sourceSize(broadcast);
  const audioCodec = aacCodecOf(broadcast.audioHeader);
  const sourceCodec = avcCodecOf(broadcast.videoHeader);
  const entries: MasterEntry[] = [
    {
      name: SOURCE_RENDITION,
      bandwidth: Math.max(broadcast.sourceBitsPerSecond, 200_000) * 1.1,
      width: source?.width ?? null,
      height: source?.height ?? null,
      codecs: sourceCodec ? [sourceCodec, audioCodec] : [],
    },
    ...renditions().map((rendition) => {
      const size = scaledSize(source, rendition);
      return {
        name: rendition.name,
        bandwidth: (rendition.kbps * 1.1 + 96) * 1000,
        width: size.width,
        height: size.height,
        codecs: [RENDITION_VIDEO_CODEC, AAC_CODEC],
      };
    }),
    { name: AUDIO_RENDITION, bandwidth: AUDIO_ONLY_KBPS * 1100, width: null, height: null, codecs: [AAC_CODEC] },
  ];
  const file = path.join(broadcast.dir, "master.m3u8");
  fs.writeFileSync(`${file}.tmp`, masterPlaylist(entries));
  fs.renameSync(`${file}.tmp`, file);
}

async function goLive(broadcast: LiveBroadcast) {
  if (broadcast.goingLive) return;
  broadcast.goingLive = true;
  writeMaster(broadcast);
  const since = nowIso();
  await setLive(broadcast.row, true, broadcast.isTest);
  // Set once stored: a health check reading the row before then must not take it for End Stream.
  broadcast.liveSince = since;
  if (broadcast.publisher && !broadcast.ended) {
    broadcast.state = "live";
    broadcast.publisher.wentLive();
  }
  log().info({ streamId: broadcast.row.streamId, test: broadcast.isTest }, "broadcast is live (first segments of every rendition written)");
  await healthTick(broadcast);
}

/** Stores the live state; a real broadcast's change is announced to the stream's audience (a test stream's reaches nobody: viewers must not see it). */
async function setLive(row: StreamRow, live: boolean, test: boolean) {
  try {
    const result = await setIngestLiveState({ streamRowId: row.id, live, test });
    if (!result?.changed || test) return;
    await announce(result.stream);
    if (live && result.stream.eventId !== null) await emitEventState({ eventId: result.stream.eventId, type: "event.live" });
  } catch (error) {
    log().error({ err: error, streamId: row.streamId }, "storing the stream's live state failed");
  }
}

async function announce(row: StreamRow) {
  const data: StreamStatusData = {
    streamId: row.streamId,
    isLive: Boolean(row.isLive),
    status: row.status,
    playbackUrl: row.isLive && row.playbackId ? selfHostedPlaybackPath(row.playbackId) : null,
  };
  await publishLiveEvent({ streamRowId: row.id, type: "stream_status", data });
}

async function endBroadcast(broadcast: LiveBroadcast, reason: BroadcastEndReason) {
  if (broadcast.ended) return;
  broadcast.ended = true;
  if (state.broadcasts.get(broadcast.row.id) === broadcast) state.broadcasts.delete(broadcast.row.id);
  for (const timer of [broadcast.reconnectTimer, broadcast.pollTimer, broadcast.healthTimer]) {
    if (timer) clearTimeout(timer);
  }
  const publisher = broadcast.publisher;
  broadcast.publisher = null;
  publisher?.cut(reason === "shutdown" ? "shutdown" : "ended-by-host");
  await broadcast.packager?.stop(publisher?.broadcast ?? null);
  broadcast.state = "offline";
  log().info({ streamId: broadcast.row.streamId, reason }, "broadcast ended");
  // On shutdown the stream stays as it is: an encoder reconnecting to the restarted server goes
  // on, and a stream nobody carries any more is set offline by the sweep.
  if (reason !== "shutdown" && broadcast.goingLive) await setLive(broadcast.row, false, broadcast.isTest);
  ingestEvents().emit("broadcast-ended", { broadcastId: broadcast.broadcastId, streamRowId: broadcast.row.id, endedAt: nowIso(), reason });
  if (reason !== "shutdown") await publishHealth(broadcast.row.id, emptyHealth(broadcast.row.streamId, "offline")).catch(() => {});
}

/** End Stream by the host: the encoder is cut and the broadcast ends at once (no reconnect window). */
export async function endStreamBroadcast(streamRowId: number) {
  const broadcast = state.broadcasts.get(streamRowId);
  if (broadcast) await endBroadcast(broadcast, "ended-by-host");
}

/** A new key: the encoder on the old one is cut; the broadcast waits the reconnect window for the new key. A browser sends without a key and goes on. */
export function cutPublisherForKeyReset(streamRowId: number) {
  const broadcast = state.broadcasts.get(streamRowId);
  if (broadcast?.publisher?.source !== "encoder") return;
  broadcast.cutReason = "key-reset";
  broadcast.publisher.cut("key-reset");
}

/** Whether a source (an encoder or a browser) is publishing to this stream on this process. */
export function hasPublisher(streamRowId: number) {
  return Boolean(state.broadcasts.get(streamRowId)?.publisher);
}

/** Whether a broadcast of this stream runs, here or in another process (its health a moment ago), its source connected or awaited. */
export async function isBroadcasting(streamRowId: number) {
  return state.broadcasts.has(streamRowId) || (await carriedElsewhere(streamRowId));
}

/** Marks the stream's next publish as the server's own test pattern (its live state leaves the event alone). */
export function markTestStream(streamRowId: number, running: boolean) {
  if (running) state.testStreams.add(streamRowId);
  else state.testStreams.delete(streamRowId);
}

function emptyHealth(streamId: string, broadcastState: BroadcastState): StreamHealth {
  return {
    streamId,
    state: broadcastState,
    rating: "offline",
    measuredAt: nowIso(),
    liveSince: null,
    ingestKbps: null,
    framesPerSecond: null,
    width: null,
    height: null,
    keyframeIntervalSeconds: null,
    encoderSpeed: null,
    droppedSegments: 0,
    viewerCount: 0,
    recording: "off",
    warnings: [],
  };
}

async function publishHealth(streamRowId: number, health: StreamHealth) {
  await publishLiveEvent({ streamRowId, type: "stream_health", data: health, hostOnly: true });
}

/** The figures of one measurement; exported for its rules' tests. */
export function healthWarnings(input: {
  speed: number | null;
  slowSeconds: number;
  keyframeIntervalSeconds: number | null;
  reconnecting: boolean;
  reconnectSeconds: number;
  restarts: number;
}) {
  const warnings: string[] = [];
  if (input.speed !== null && input.speed < 1 && input.slowSeconds >= SLOW_SECONDS) {
    warnings.push(
      `This server cannot package the stream in real time (speed ${input.speed.toFixed(1)}×). Lower the encoder's resolution or bitrate, or use fewer renditions.`,
    );
  }
  if (input.reconnecting) warnings.push(`The encoder disconnected. The stream stays live for ${input.reconnectSeconds} s while it reconnects.`);
  if (input.keyframeIntervalSeconds !== null && input.keyframeIntervalSeconds > SLOW_KEYFRAMES_SECONDS) {
    warnings.push(
      `The encoder sends a keyframe every ${input.keyframeIntervalSeconds.toFixed(1)} s. Set its keyframe interval to 2 s so viewers start and switch quality quickly.`,
    );
  }
  if (input.restarts > 0)
    warnings.push(`The packager stopped and was restarted ${input.restarts === 1 ? "once" : `${input.restarts} times`} during this broadcast.`);
  return warnings;
}

/**
 * excellent: receiving, packaging in real time, keyframes at most 4 s apart, nothing dropped;
 * good: receiving and in real time, with a warning; poor: behind real time or frames not arriving;
 * offline: no encoder connected.
 */
export function healthRating(input: {
  connected: boolean;
  speed: number | null;
  slow: boolean;
  framesPerSecond: number | null;
  warnings: number;
  droppedSegments: number;
}): StreamHealthRating {
  if (!input.connected) return "offline";
  if (input.slow || (input.framesPerSecond !== null && input.framesPerSecond < 10)) return "poor";
  if (input.warnings > 0 || input.droppedSegments > 0) return "good";
  return "excellent";
}

async function healthTick(broadcast: LiveBroadcast) {
  if (broadcast.ended) return;
  const row = await getStreamRowById({ streamRowId: broadcast.row.id }).catch(() => undefined);
  if (row === null) return endBroadcast(broadcast, "ended-by-host");
  if (row) {
    // Another process handled the host's request: End Stream set the stream offline, or the key changed.
    // A test broadcast is live in its own flag (viewers never see it).
    const liveInRow = broadcast.isTest ? row.testLive : row.isLive;
    if (broadcast.liveSince && !liveInRow && broadcast.state !== "starting") return endBroadcast(broadcast, "ended-by-host");
    if (row.streamKey !== broadcast.row.streamKey) {
      broadcast.row = row;
      cutPublisherForKeyReset(row.id);
    }
  }
  const now = Date.now();
  const session = broadcast.publisher;
  const seconds = Math.max(0.001, (now - broadcast.measure.at) / 1000);
  const inBytes = session?.inBytes ?? broadcast.measure.inBytes;
  const ingestKbps = session ? Math.round(((inBytes - broadcast.measure.inBytes) * 8) / 1000 / seconds) : null;
  const framesPerSecond = session ? Math.round(((broadcast.frames - broadcast.measure.frames) / seconds) * 10) / 10 : null;
  broadcast.measure = { at: now, inBytes, frames: broadcast.frames };
  const keys = broadcast.keyframes;
  const keyframeIntervalSeconds = keys.length >= 2 ? Math.round((((keys.at(-1) ?? 0) - (keys[0] ?? 0)) / (keys.length - 1) / 1000) * 10) / 10 : null;
  const speed = session ? (broadcast.progress?.speed ?? null) : null;
  const slowSeconds = broadcast.slowSince ? (now - broadcast.slowSince) / 1000 : 0;
  const warnings = healthWarnings({
    speed,
    slowSeconds,
    keyframeIntervalSeconds,
    reconnecting: broadcast.state === "reconnecting",
    reconnectSeconds: getConfig().INGEST_RECONNECT_SECONDS,
    restarts: broadcast.restarts,
  });
  const size = sourceSize(broadcast);
  const viewerCount = await countCurrentViewers({ streamRowId: broadcast.row.id }).catch(() => 0);
  const health: StreamHealth = {
    streamId: broadcast.row.streamId,
    state: broadcast.state,
    rating: healthRating({
      connected: Boolean(session),
      speed,
      slow: slowSeconds >= SLOW_SECONDS,
      framesPerSecond,
      warnings: warnings.length,
      droppedSegments: broadcast.droppedSegments,
    }),
    measuredAt: nowIso(),
    liveSince: broadcast.liveSince,
    ingestKbps,
    framesPerSecond,
    width: size?.width ?? null,
    height: size?.height ?? null,
    keyframeIntervalSeconds,
    encoderSpeed: speed,
    droppedSegments: broadcast.droppedSegments,
    viewerCount,
    recording: recordingStateOf(broadcast.row.id),
    warnings,
  };
  await publishHealth(broadcast.row.id, health).catch((error: unknown) =>
    log().warn({ err: error, streamId: broadcast.row.streamId }, "publishing stream health failed"),
  );
}

/**
 * Self-hosted streams left live that no process carries any more (the ingest process died or was
 * stopped): their newest health is older than STALE_HEALTH_MS and not "offline". They go offline
 * and their event completes, as when the reconnect window passes. A stream set live by hand
 * (Go Live without an encoder) has no such health and is left alone.
 */
export async function sweepOrphanedStreams(now = Date.now()) {
  try {
    for (const stream of await listLiveSelfHostedStreams()) {
      if (state.broadcasts.has(stream.id)) continue;
      const health = await latestStreamHealth({ streamRowId: stream.id });
      if (!health || health.state === "offline" || now - Date.parse(health.measuredAt) < STALE_HEALTH_MS) continue;
      const row = await getStreamRowById({ streamRowId: stream.id });
      if (!row) continue;
      log().warn({ streamId: stream.streamId }, "stream left live by a broadcast no server carries any more: setting it offline");
      if (row.testLive) await setLive(row, false, true);
      if (row.isLive) await setLive(row, false, false);
      await publishHealth(row.id, emptyHealth(row.streamId, "offline"));
    }
  } catch (error) {
    log().warn({ err: error }, "checking for orphaned live streams failed");
  }
}
