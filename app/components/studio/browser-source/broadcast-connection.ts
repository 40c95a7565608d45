// One broadcast from this tab, from "Go live" to its end: the WebSocket, the MediaRecorder behind
// it, and the reconnects after a drop (each with a new connection and a new recording, whose
// header the server needs). Framework-free; the page's hook (use-broadcast.ts) shows what it reports.
import {
  BROWSER_AUDIO_BITS_PER_SECOND,
  BROWSER_CHUNK_MS,
  BROWSER_KEYFRAME_MS,
  BROWSER_MAX_CHUNK_BYTES,
  BROWSER_VIDEO_BITS_PER_SECOND,
} from "~/contracts/browser-broadcast";
import { chooseRecordingType, closeMessage, closeOutcome, parseIngestMessage, reconnectDelay, STREAM_STOPPED } from "./protocol";

export type BroadcastPhase = "connecting" | "sending" | "live" | "reconnecting";

export interface BroadcastProgress {
  phase: BroadcastPhase;
  /** How much of the recording has been sent, over every connection of this broadcast. */
  sentMs: number;
  sentBytes: number;
  /** What the socket holds that has not gone out yet: a growing figure means the upload is too slow. */
  backlogBytes: number;
  /** The server's last `error` message, while this broadcast reconnects after it. */
  serverMessage: string | null;
  /** Viewers have seen this broadcast (the server said `live` on one of its connections). */
  wasLive: boolean;
}

export type BroadcastEnd =
  /** This tab stopped sending (the host's Stop sending). */
  | { kind: "stopped" }
  /** The host stopped the stream or ended the event (4411). */
  | { kind: "ended"; message: string }
  /** Another source is live (4409): the host may take over. */
  | { kind: "busy"; message: string }
  /** The server refused this broadcast for good (forbidden, not found, taken over, unreadable, unavailable). */
  | { kind: "refused"; message: string }
  /** The connection stayed down for the whole reconnect window. */
  | { kind: "lost"; message: string }
  /** The first connection never started, or this browser could not record. */
  | { kind: "failed"; message: string };

export const INITIAL_PROGRESS: BroadcastProgress = {
  phase: "connecting",
  sentMs: 0,
  sentBytes: 0,
  backlogBytes: 0,
  serverMessage: null,
  wasLive: false,
};

export const CONNECTION_LOST =
  "The connection to the server stayed down for a minute, so this browser stopped sending. Check your network, then go live again.";
export const COULD_NOT_CONNECT = "Could not connect to the server to send your video. Check your network, then try again.";

/** A connection that says nothing within this time is dropped (and tried again). */
export const ACCEPT_TIMEOUT_MS = 15_000;
/** After Stop sending, the last chunk may take this long to go out before the socket closes anyway. */
const FLUSH_TIMEOUT_MS = 2000;
const OPEN = 1;

/** What the connection needs of a WebSocket. */
export interface SocketLike {
  binaryType: BinaryType;
  readonly readyState: number;
  readonly bufferedAmount: number;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: ArrayBuffer): void;
  close(code?: number): void;
}

/** What the connection needs of a MediaRecorder. */
export interface RecorderLike {
  readonly state: RecordingState;
  ondataavailable: ((event: { data: Blob }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onstop: ((event: unknown) => void) | null;
  start(timeslice?: number): void;
  stop(): void;
}

export interface BroadcastEnvironment {
  createSocket(url: string): SocketLike;
  /** The recording type to ask for (null: the browser's own choice). */
  recordingType(): string | null;
  createRecorder(stream: MediaStream, options: MediaRecorderOptions): RecorderLike;
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const browserEnvironment = (): BroadcastEnvironment => ({
  createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
  recordingType: () => chooseRecordingType((type) => MediaRecorder.isTypeSupported(type)),
  createRecorder: (stream, options) => new MediaRecorder(stream, options) as unknown as RecorderLike,
  now: () => performance.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
});

/** The recorder's settings: the contract's bit rates and keyframe interval (a Chromium option, ignored elsewhere). */
export function recorderOptions(mimeType: string | null): MediaRecorderOptions {
  const options: MediaRecorderOptions & { videoKeyFrameIntervalDuration: number } = {
    videoBitsPerSecond: BROWSER_VIDEO_BITS_PER_SECOND,
    audioBitsPerSecond: BROWSER_AUDIO_BITS_PER_SECOND,
    videoKeyFrameIntervalDuration: BROWSER_KEYFRAME_MS,
  };
  if (mimeType) options.mimeType = mimeType;
  return options;
}

/** One WebSocket and the recording sent on it. */
interface Attempt {
  socket: SocketLike;
  recorder: RecorderLike | null;
  /** Chunks go out in the order they were recorded, each once its bytes are read. */
  queue: Promise<void>;
  startedAt: number;
  sentMs: number;
  acceptTimer: unknown;
}

export interface BroadcastOptions {
  /** The WebSocket's address; `takeover` asks to replace the source that is live. */
  url: (takeover: boolean) => string;
  takeover?: boolean;
  /** What to record, read at each new recording (null when there is nothing to send any more). */
  stream: () => MediaStream | null;
  onProgress: (progress: BroadcastProgress) => void;
  onEnd: (end: BroadcastEnd) => void;
  environment?: BroadcastEnvironment;
}

export class BroadcastConnection {
  private readonly env: BroadcastEnvironment;
  private progress: BroadcastProgress = INITIAL_PROGRESS;
  private attempt: Attempt | null = null;
  private finished = false;
  private everAccepted = false;
  /** When the connection dropped, and how many reconnects have been tried since. */
  private droppedAt: number | null = null;
  private retries = 0;
  private retryTimer: unknown = null;
  /** The media sent by the connections before this one. */
  private earlierMs = 0;

  constructor(private readonly options: BroadcastOptions) {
    this.env = options.environment ?? browserEnvironment();
  }

  start() {
    this.connect();
  }

  /** Stops sending: the last chunk goes out, then the socket closes normally (1000). Reports `stopped` unless `quietly`. */
  stop(quietly = false) {
    if (this.finished) return;
    this.finished = true;
    this.clearRetry();
    const attempt = this.attempt;
    this.attempt = null;
    if (attempt) this.closeGently(attempt);
    if (!quietly) this.options.onEnd({ kind: "stopped" });
  }

  private connect() {
    this.retryTimer = null;
    const takeover = Boolean(this.options.takeover) && !this.everAccepted;
    let socket: SocketLike;
    try {
      socket = this.env.createSocket(this.options.url(takeover));
    } catch {
      this.finish({ kind: "failed", message: COULD_NOT_CONNECT });
      return;
    }
    socket.binaryType = "arraybuffer";
    const attempt: Attempt = { socket, recorder: null, queue: Promise.resolve(), startedAt: 0, sentMs: 0, acceptTimer: null };
    this.attempt = attempt;
    attempt.acceptTimer = this.env.setTimeout(() => {
      // Silence from the server counts as a drop.
      this.detach(attempt);
      socket.close();
      this.dropped(attempt, 1006);
    }, ACCEPT_TIMEOUT_MS);
    socket.onmessage = (event) => this.received(attempt, event.data);
    socket.onclose = (event) => this.dropped(attempt, event.code);
    // A close event always follows an error.
    socket.onerror = () => {};
  }

  private received(attempt: Attempt, data: unknown) {
    if (attempt !== this.attempt || this.finished) return;
    const message = parseIngestMessage(data);
    if (!message) return;
    if (message.type === "error") {
      this.update({ serverMessage: message.message });
    } else if (message.type === "live") {
      this.update({ phase: "live", wasLive: true });
    } else if (!attempt.recorder) {
      this.accepted(attempt);
    }
  }

  private accepted(attempt: Attempt) {
    this.env.clearTimeout(attempt.acceptTimer);
    const stream = this.options.stream();
    if (!stream || !stream.getVideoTracks().some((track) => track.readyState === "live")) {
      this.finish({ kind: "failed", message: "There is no picture to send: choose a camera or a screen first." });
      return;
    }
    let recorder: RecorderLike;
    try {
      recorder = this.env.createRecorder(stream, recorderOptions(this.env.recordingType()));
      recorder.ondataavailable = (event) => this.recorded(attempt, event.data);
      // The recording broke (a track it records went away): start over on a new connection.
      recorder.onerror = () => {
        if (attempt !== this.attempt || this.finished) return;
        this.detach(attempt);
        this.stopRecorder(attempt);
        attempt.socket.close(1000);
        this.dropped(attempt, 1006);
      };
      attempt.recorder = recorder;
      attempt.startedAt = this.env.now();
      recorder.start(BROWSER_CHUNK_MS);
    } catch (error) {
      const detail = error instanceof Error && error.message ? ` (${error.message})` : "";
      this.finish({ kind: "failed", message: `This browser could not start recording${detail}.` });
      return;
    }
    this.everAccepted = true;
    this.droppedAt = null;
    this.retries = 0;
    this.update({ phase: "sending", serverMessage: null });
  }

  private recorded(attempt: Attempt, blob: Blob) {
    if (blob.size === 0) return;
    const at = this.env.now();
    const bytes = blob.arrayBuffer();
    attempt.queue = attempt.queue
      .then(() => bytes)
      .then((data) => {
        if (attempt.socket.readyState !== OPEN) return;
        // One message per chunk; a chunk over the server's limit (never seen at these bit rates) goes in pieces.
        for (let offset = 0; offset < data.byteLength; offset += BROWSER_MAX_CHUNK_BYTES) {
          attempt.socket.send(
            offset === 0 && data.byteLength <= BROWSER_MAX_CHUNK_BYTES ? data : data.slice(offset, offset + BROWSER_MAX_CHUNK_BYTES),
          );
        }
        attempt.sentMs = at - attempt.startedAt;
        if (attempt !== this.attempt || this.finished) return;
        this.update({
          sentMs: this.earlierMs + attempt.sentMs,
          sentBytes: this.progress.sentBytes + data.byteLength,
          backlogBytes: attempt.socket.bufferedAmount,
        });
      })
      .catch(() => {});
  }

  private dropped(attempt: Attempt, code: number) {
    if (attempt !== this.attempt || this.finished) return;
    this.detach(attempt);
    this.stopRecorder(attempt);
    this.earlierMs += attempt.sentMs;
    this.attempt = null;
    const said = this.progress.serverMessage;
    switch (closeOutcome(code)) {
      case "busy":
        return this.finish({ kind: "busy", message: said ?? closeMessage(code) });
      case "ended":
        return this.finish({ kind: "ended", message: STREAM_STOPPED });
      case "refused":
        return this.finish({ kind: "refused", message: said ?? closeMessage(code) });
    }
    if (!this.everAccepted) return this.finish({ kind: "failed", message: said ?? COULD_NOT_CONNECT });
    const now = this.env.now();
    this.droppedAt ??= now;
    const delay = reconnectDelay(this.retries, now - this.droppedAt);
    if (delay === null) return this.finish({ kind: "lost", message: CONNECTION_LOST });
    this.retries += 1;
    this.update({ phase: "reconnecting", backlogBytes: 0 });
    this.retryTimer = this.env.setTimeout(() => this.connect(), delay);
  }

  private finish(end: BroadcastEnd) {
    if (this.finished) return;
    this.finished = true;
    this.clearRetry();
    const attempt = this.attempt;
    this.attempt = null;
    if (attempt) {
      this.detach(attempt);
      this.stopRecorder(attempt);
      if (attempt.socket.readyState <= OPEN) attempt.socket.close(1000);
    }
    this.options.onEnd(end);
  }

  /** Stops the recorder, sends what it still had, then closes with 1000. */
  private closeGently(attempt: Attempt) {
    this.detach(attempt);
    const close = () => {
      this.env.clearTimeout(timer);
      if (attempt.socket.readyState <= OPEN) attempt.socket.close(1000);
    };
    const timer = this.env.setTimeout(close, FLUSH_TIMEOUT_MS);
    const recorder = attempt.recorder;
    if (recorder && recorder.state !== "inactive") {
      recorder.onstop = () => void attempt.queue.then(close);
      recorder.stop();
    } else {
      close();
    }
  }

  private stopRecorder(attempt: Attempt) {
    const recorder = attempt.recorder;
    if (!recorder) return;
    recorder.onerror = null;
    if (recorder.state !== "inactive") recorder.stop();
  }

  /** This attempt's socket reports nothing more. */
  private detach(attempt: Attempt) {
    this.env.clearTimeout(attempt.acceptTimer);
    attempt.socket.onmessage = null;
    attempt.socket.onclose = null;
  }

  private clearRetry() {
    if (this.retryTimer !== null) this.env.clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private update(change: Partial<BroadcastProgress>) {
    this.progress = { ...this.progress, ...change };
    this.options.onProgress(this.progress);
  }
}
