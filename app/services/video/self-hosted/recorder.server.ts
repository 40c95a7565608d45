// Keeps every broadcast of a stream whose event has Recording on: the ingest's source segments are
// hard-linked (no copy, no re-encode) into DATA_DIR/recordings/{recordingId}/ and listed in the
// recording's own playlist. The live window deletes its segment files later; the links keep them.
// Each broadcast's events are handled in order on a queue of its own. Before each segment the free
// space is checked: below RECORDING_MIN_FREE_MB the recording stops, the host is told, and the live
// stream is left alone.
import fs from "node:fs/promises";
import path from "node:path";
import { queueRecordingStoppedNotice } from "~/models/host-notice.server";
import { closeRecording, insertRecording, streamRecordsBroadcasts, touchRecordings, updateRecordingProgress } from "~/models/recording.server";
import {
  closeAbandonedRecordings,
  freeMegabytes,
  recordingFolder,
  removeRecording,
  writeRecordingPlaylist,
} from "~/services/video/self-hosted/recordings.server";
import { getConfig } from "~/utils/config.server";
import { getLogger } from "~/utils/logger.server";
import type { StreamHealth } from "~/contracts/stream-health";
import { nowIso, randomToken } from "~/utils/tokens.server";
import { ingestEvents, type BroadcastEnded, type BroadcastStarted, type SourceSegment } from "./ingest-events.server";
import { durationMsOf, segmentName, type RecordedSegment } from "./recording-playlist";

const HEARTBEAT_MS = 15_000;

interface Recording {
  rowId: number;
  recordingId: string;
  hostId: number;
  eventId: number | null;
  folder: string;
  segments: RecordedSegment[];
  bytes: number;
  state: "on" | "stopped-low-disk";
}

interface Broadcast {
  streamRowId: number;
  recording: Recording | null;
  /** This broadcast's events, one after another. */
  queue: Promise<void>;
}

interface Recorder {
  broadcasts: Map<string, Broadcast>;
  stop: (() => void) | null;
}

const recorder: Recorder = { broadcasts: new Map(), stop: null };

function enqueue(broadcast: Broadcast, step: () => Promise<void>) {
  broadcast.queue = broadcast.queue.then(step).catch((error: unknown) => getLogger().error({ err: error }, "recording a broadcast failed"));
  return broadcast.queue;
}

const progressOf = (recording: Recording) => ({
  durationMs: durationMsOf(recording.segments),
  bytes: recording.bytes,
  segmentCount: recording.segments.length,
});

async function begin(event: BroadcastStarted): Promise<Recording | null> {
  if (!(await streamRecordsBroadcasts({ streamRowId: event.streamRowId, hostId: event.hostId }))) return null;
  const recordingId = randomToken(16);
  const row = await insertRecording({ recordingId, streamRowId: event.streamRowId, hostId: event.hostId, startedAt: event.startedAt });
  const folder = recordingFolder(recordingId);
  await fs.mkdir(folder, { recursive: true });
  return { rowId: row.id, recordingId, hostId: event.hostId, eventId: event.eventId, folder, segments: [], bytes: 0, state: "on" };
}

/** Hard link where it can (same file system), a copy where it cannot. */
async function keep(source: string, target: string) {
  try {
    await fs.link(source, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV" && (error as NodeJS.ErrnoException).code !== "EPERM") throw error;
    await fs.copyFile(source, target);
  }
}

/** Closes the recording with what it has; one without a segment is removed. */
async function finish(recording: Recording, { status, endedAt }: { status: "complete" | "stopped-low-disk"; endedAt: string }) {
  if (!recording.segments.length) {
    await removeRecording({ id: recording.rowId, recordingId: recording.recordingId });
    return;
  }
  await writeRecordingPlaylist(recording.folder, recording.segments, { ended: true });
  await closeRecording({ id: recording.rowId, status, endedAt, progress: progressOf(recording) });
}

async function record(recording: Recording, segment: SourceSegment) {
  const free = await freeMegabytes();
  if (free < getConfig().RECORDING_MIN_FREE_MB) {
    recording.state = "stopped-low-disk";
    await finish(recording, { status: "stopped-low-disk", endedAt: nowIso() });
    await queueRecordingStoppedNotice({ hostId: recording.hostId, eventId: recording.eventId, recordingId: recording.recordingId, freeMb: free });
    getLogger().warn({ recordingId: recording.recordingId, freeMb: free }, "recording stopped: the disk is nearly full");
    return;
  }
  const uri = segmentName(recording.segments.length);
  const target = path.join(recording.folder, uri);
  try {
    await keep(segment.path, target);
  } catch (error) {
    // The live window may already have deleted it (the box fell far behind): the recording skips it.
    getLogger().warn({ err: error, recordingId: recording.recordingId }, "a segment could not be kept in the recording");
    return;
  }
  const bytes = (await fs.stat(target)).size;
  recording.segments.push({
    uri,
    durationSeconds: segment.durationSeconds,
    programDateTime: segment.programDateTime,
    discontinuity: segment.discontinuity && recording.segments.length > 0,
  });
  recording.bytes += bytes;
  await writeRecordingPlaylist(recording.folder, recording.segments, { ended: false });
  await updateRecordingProgress({ id: recording.rowId, progress: progressOf(recording) });
}

function onStarted(event: BroadcastStarted) {
  const broadcast: Broadcast = { streamRowId: event.streamRowId, recording: null, queue: Promise.resolve() };
  recorder.broadcasts.set(event.broadcastId, broadcast);
  void enqueue(broadcast, async () => {
    broadcast.recording = await begin(event);
  });
}

function onSegment(segment: SourceSegment) {
  const broadcast = recorder.broadcasts.get(segment.broadcastId);
  if (!broadcast) return;
  void enqueue(broadcast, async () => {
    if (broadcast.recording?.state === "on") await record(broadcast.recording, segment);
  });
}

function onEnded(event: BroadcastEnded) {
  const broadcast = recorder.broadcasts.get(event.broadcastId);
  if (!broadcast) return;
  void enqueue(broadcast, async () => {
    if (broadcast.recording?.state === "on") await finish(broadcast.recording, { status: "complete", endedAt: event.endedAt });
  }).finally(() => recorder.broadcasts.delete(event.broadcastId));
}

/** Keeps this process's open recordings marked as held, and closes those another process left. */
async function heartbeat() {
  const ids = [...recorder.broadcasts.values()].flatMap((b) => (b.recording?.state === "on" ? [b.recording.rowId] : []));
  await touchRecordings({ ids });
  await closeAbandonedRecordings();
}

/** Starts following the ingest's broadcasts; returns the function that stops it. A second call while it runs changes nothing. */
export function startRecorder(): () => void {
  const state = recorder;
  if (state.stop) return () => {};
  const events = ingestEvents();
  events.on("broadcast-started", onStarted);
  events.on("segment", onSegment);
  events.on("broadcast-ended", onEnded);
  const beat = () => void heartbeat().catch((error: unknown) => getLogger().warn({ err: error }, "recording heartbeat failed"));
  beat();
  const timer = setInterval(beat, HEARTBEAT_MS);
  timer.unref();
  state.stop = () => {
    clearInterval(timer);
    events.off("broadcast-started", onStarted);
    events.off("segment", onSegment);
    events.off("broadcast-ended", onEnded);
    state.stop = null;
  };
  return state.stop;
}

/** Whether the stream's current broadcast is being recorded (the health panel shows it). */
export function recordingStateOf(streamRowId: number): StreamHealth["recording"] {
  for (const broadcast of recorder.broadcasts.values()) {
    if (broadcast.streamRowId === streamRowId && broadcast.recording) return broadcast.recording.state;
  }
  return "off";
}

/** Resolves when every event received so far has been handled (tests, and shutdown). */
export async function recorderIdle() {
  await Promise.all([...recorder.broadcasts.values()].map((broadcast) => broadcast.queue));
}
