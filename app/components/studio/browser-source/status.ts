// The words of a browser broadcast's state, for the status line and what the host reads after it ends.
import type { BroadcastEnd, BroadcastPhase } from "./broadcast-connection";

export const STATUS_LINES = {
  connecting: "Connecting…",
  sending: "Sending — waiting for the first segments…",
  live: "Live: viewers see you",
  reconnecting: "Reconnecting…",
} as const satisfies Record<BroadcastPhase, string>;

export const STOPPED_SENDING = "You stopped sending. Unless you go live again in a moment, the stream ends for viewers.";

/**
 * The status line while sending. After a reconnect the server says `live` again only once the new
 * recording's first segments exist; while the page's own live state says the stream is on air and
 * this broadcast was live before, it is still live for viewers.
 */
export function statusLine(phase: BroadcastPhase, wasLive: boolean, isLive: boolean): string {
  if (phase === "sending" && wasLive && isLive) return STATUS_LINES.live;
  return STATUS_LINES[phase];
}

/** What the host reads after a broadcast ends, and how it reads: a problem (an alert) or news (a status). */
export function endNotice(end: BroadcastEnd): { tone: "info" | "warning" | "error"; message: string } {
  switch (end.kind) {
    case "stopped":
      return { tone: "info", message: STOPPED_SENDING };
    case "ended":
      return { tone: "info", message: end.message };
    case "busy":
      return { tone: "warning", message: end.message };
    default:
      return { tone: "error", message: end.message };
  }
}

/** The socket holds more than this unsent: the upload cannot keep up with the video. */
export const SLOW_UPLOAD_BYTES = 1_000_000;
export const SLOW_UPLOAD = "Your upload is slower than the video, so viewers may see pauses. Stop other uploads, or move closer to the Wi-Fi router.";
