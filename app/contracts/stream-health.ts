// What the host sees of a live stream's ingest (the event dashboard's health panel), shared by the
// server that measures it and the page that shows it. No Node imports: the host's page reads it.

/** The spec's stream health words: how the ingest is doing at a glance. */
export type StreamHealthRating = "excellent" | "good" | "poor" | "offline";

/** Where a self-hosted broadcast is: waiting for its first segment, playing, waiting for the encoder to come back, or over. */
export type BroadcastState = "starting" | "live" | "reconnecting" | "offline";

/** `stream_health` data: one measurement, pushed to the host every few seconds while a broadcast lasts. */
export interface StreamHealth {
  streamId: string;
  state: BroadcastState;
  rating: StreamHealthRating;
  /** When these figures were taken (ISO-8601 UTC). */
  measuredAt: string;
  /** When the broadcast first became playable (ISO); the page counts uptime from it. Null before. */
  liveSince: string | null;
  /** What the encoder sends, measured over the last few seconds. */
  ingestKbps: number | null;
  framesPerSecond: number | null;
  width: number | null;
  height: number | null;
  /** Seconds between the encoder's keyframes (2 is what the setup card asks for). */
  keyframeIntervalSeconds: number | null;
  /** ffmpeg's `speed`: below 1 the box cannot package the stream in real time. */
  encoderSpeed: number | null;
  /** Segments the packager could not produce in time since the broadcast started. */
  droppedSegments: number;
  viewerCount: number;
  recording: "off" | "on" | "stopped-low-disk";
  /** Plain sentences for the host, worst first (e.g. the box cannot keep up); empty when all is well. */
  warnings: string[];
}
