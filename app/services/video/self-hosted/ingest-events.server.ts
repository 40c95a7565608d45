// What the self-hosted ingest tells the rest of the process about a broadcast: it started, a
// source segment was written, it ended. A broadcast lasts from the first accepted publish until the
// reconnect window after the encoder left has passed (or the host ended it): reconnects inside the
// window stay one broadcast, their first segment marked as a discontinuity. The recorder follows
// these; nothing here crosses processes (only the ingest process has them).
import { EventEmitter } from "node:events";
import { lazy } from "~/utils/lazy";

export interface BroadcastStarted {
  /** Unique per broadcast (recordings are named by it). */
  broadcastId: string;
  streamRowId: number;
  streamId: string;
  hostId: number;
  eventId: number | null;
  playbackId: string;
  startedAt: string;
}

/** A finished segment of the source rendition (the encoder's own video, copied): the file is complete when this fires. */
export interface SourceSegment {
  broadcastId: string;
  streamRowId: number;
  /** Absolute path of the .ts file under DATA_DIR/hls/{playbackId}/source/. */
  path: string;
  /** Its name in the live playlist. */
  uri: string;
  durationSeconds: number;
  /** Its #EXT-X-PROGRAM-DATE-TIME (ISO), when the playlist carries one. */
  programDateTime: string | null;
  bytes: number;
  /** First segment after the encoder reconnected. */
  discontinuity: boolean;
}

export type BroadcastEndReason = "encoder-left" | "ended-by-host" | "key-reset" | "shutdown";

export interface BroadcastEnded {
  broadcastId: string;
  streamRowId: number;
  endedAt: string;
  reason: BroadcastEndReason;
}

interface IngestEventMap {
  "broadcast-started": [BroadcastStarted];
  segment: [SourceSegment];
  "broadcast-ended": [BroadcastEnded];
}

export const ingestEvents = lazy(() => {
  const emitter = new EventEmitter<IngestEventMap>();
  emitter.setMaxListeners(0);
  return emitter;
});
