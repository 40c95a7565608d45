// The health panel's words and figures, shared by the server's first paint and the browser's pushes.
import type { BroadcastState, StreamHealth, StreamHealthRating } from "~/contracts/stream-health";

export const STATE_LABELS: Record<BroadcastState, string> = {
  live: "Live",
  reconnecting: "Reconnecting…",
  starting: "Starting…",
  offline: "Offline",
};

export const RATING_LABELS: Record<StreamHealthRating, string> = {
  excellent: "Excellent",
  good: "Good",
  poor: "Poor",
  offline: "Offline",
};

const RECORDING_LABELS: Record<StreamHealth["recording"], string> = {
  off: "Off",
  on: "On",
  "stopped-low-disk": "Stopped: disk almost full",
};

const NONE = "—";

const trim = (value: number, digits: number) => String(Number(value.toFixed(digits)));

export function formatBitrate(kbps: number | null) {
  if (kbps === null) return NONE;
  return kbps < 1000 ? `${Math.round(kbps)} kbit/s` : `${trim(kbps / 1000, 1)} Mbit/s`;
}

/** "0:12:42": always with hours, so a duration never reads as a time of day. */
export function formatUptime(seconds: number) {
  const total = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${Math.floor(total / 3600)}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** "12 s ago", "3 min ago": how old the newest figures are. */
export function formatAge(seconds: number) {
  const s = Math.max(0, Math.floor(seconds));
  return s < 90 ? `${s} s ago` : `${Math.round(s / 60)} min ago`;
}

export interface HealthFigure {
  key: string;
  label: string;
  value: string;
  /** The figure itself says something is wrong (the box cannot keep up). */
  bad?: boolean;
}

/** The panel's figures, in reading order; uptime counts from `liveSince` to `now` (ms). */
export function healthFigures(health: StreamHealth, now: number): HealthFigure[] {
  const { width, height, framesPerSecond: fps, keyframeIntervalSeconds: keyframes, encoderSpeed: speed } = health;
  const since = health.liveSince ? Date.parse(health.liveSince) : null;
  return [
    { key: "bitrate", label: "Ingest bitrate", value: formatBitrate(health.ingestKbps) },
    { key: "fps", label: "Frame rate", value: fps === null ? NONE : `${trim(fps, 1)} fps` },
    { key: "resolution", label: "Resolution", value: width && height ? `${width}×${height}` : NONE },
    {
      key: "keyframes",
      label: "Keyframe interval",
      value: keyframes === null ? NONE : `${trim(keyframes, 1)} s`,
      bad: keyframes !== null && keyframes > 4,
    },
    { key: "speed", label: "Encoder speed", value: speed === null ? NONE : `${speed.toFixed(2)}×`, bad: speed !== null && speed < 1 },
    { key: "dropped", label: "Dropped segments", value: String(health.droppedSegments), bad: health.droppedSegments > 0 },
    { key: "viewers", label: "Viewers", value: String(health.viewerCount) },
    { key: "uptime", label: "Uptime", value: since === null ? NONE : formatUptime((now - since) / 1000) },
    { key: "recording", label: "Recording", value: RECORDING_LABELS[health.recording], bad: health.recording === "stopped-low-disk" },
  ];
}
