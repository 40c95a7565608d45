// Going live from the studio's browser tab: the WebSocket the browser sends its recording on, and
// what the server says back. The browser records with MediaRecorder and sends each chunk as one
// binary message; the server packages it like an encoder's RTMP (same renditions, recording,
// health and live state). A connection that drops comes back as a new connection with a new
// recording, inside the stream's reconnect window.

/**
 * `wss://{host}/ingest/browser?streamId={streamId}&tab={tabId}`, plus `&takeover=1` to replace the
 * source that is live. `tab` is a random id the studio tab keeps for its life: its reconnection
 * replaces its own dropped connection at once, which the server may not have noticed yet.
 */
export const BROWSER_INGEST_PATH = "/ingest/browser";
/** What a tab id may look like (a UUID fits). */
export const BROWSER_TAB_ID = /^[A-Za-z0-9-]{8,64}$/;

/** The recording types the studio asks for, best first: H.264 is copied as it is, the others are re-encoded. */
export const BROWSER_RECORDING_TYPES = [
  "video/webm;codecs=h264,opus",
  "video/webm;codecs=avc1,opus",
  "video/webm;codecs=vp8,opus",
  "video/webm;codecs=vp9,opus",
  "video/webm",
  "video/mp4",
] as const;

/** MediaRecorder's timeslice: a chunk every half second keeps the delay low. */
export const BROWSER_CHUNK_MS = 500;
/** A keyframe every 2 s (MediaRecorder's videoKeyFrameIntervalDuration), the segment length. */
export const BROWSER_KEYFRAME_MS = 2000;
export const BROWSER_VIDEO_BITS_PER_SECOND = 2_500_000;
export const BROWSER_AUDIO_BITS_PER_SECOND = 128_000;
/** The most one message may hold; a larger one closes the connection (1009). */
export const BROWSER_MAX_CHUNK_BYTES = 8 * 1024 * 1024;

/** The server's messages, as JSON text. */
export type BrowserIngestMessage =
  /** The browser may send: this connection is the stream's source now. */
  | { type: "accepted" }
  /** Viewers see the broadcast (the first segments of every rendition exist). */
  | { type: "live" }
  /** Why the connection closes next; shown to the host as it is. */
  | { type: "error"; message: string };

/**
 * Close codes after an `error` message. The studio reconnects only after other codes (a network
 * drop, 1001 for a server restart, 1011).
 */
export const BROWSER_INGEST_CLOSE = {
  /** Not signed in, or not a host or co-host of this stream's event. */
  forbidden: 4403,
  notFound: 4404,
  /** Another source (an encoder or another browser) is live; `takeover=1` replaces it. */
  busy: 4409,
  /** Another source took over: this tab stops. */
  takenOver: 4410,
  /** The host pressed Stop stream or End event. */
  ended: 4411,
  /** The first chunk is not WebM or MP4, or its video cannot be read. */
  unreadable: 4415,
  /** This server cannot take browser broadcasts now (no ffmpeg, at its stream limit, shutting down). */
  unavailable: 4503,
} as const;

export const BROWSER_INGEST_NO_RECONNECT: ReadonlySet<number> = new Set(Object.values(BROWSER_INGEST_CLOSE));
