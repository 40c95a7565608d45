// The browser's side of the broadcast WebSocket (app/contracts/browser-broadcast.ts), as pure
// functions: what to record in, where to connect, what the server said and what a close means.
import {
  BROWSER_INGEST_CLOSE,
  BROWSER_INGEST_NO_RECONNECT,
  BROWSER_INGEST_PATH,
  BROWSER_RECORDING_TYPES,
  type BrowserIngestMessage,
} from "~/contracts/browser-broadcast";

/** The first of the contract's recording types the browser can record, or null when it can record none of them. */
export function chooseRecordingType(isTypeSupported: (type: string) => boolean): string | null {
  for (const type of BROWSER_RECORDING_TYPES) {
    try {
      if (isTypeSupported(type)) return type;
    } catch {
      // A browser that throws on a type it does not know simply does not support it.
    }
  }
  return null;
}

/**
 * `ws://` beside an http page, `wss://` beside an https one, on the page's own host (its cookies
 * sign the connection in). `tab` names this tab: its reconnection replaces its own dropped one.
 */
export function ingestUrl(
  location: { protocol: string; host: string },
  { streamId, tab, takeover = false }: { streamId: string; tab: string; takeover?: boolean },
): string {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  const query = new URLSearchParams({ streamId, tab });
  if (takeover) query.set("takeover", "1");
  return `${scheme}//${location.host}${BROWSER_INGEST_PATH}?${query.toString()}`;
}

/** A text message from the server, or null for anything that is not one of the contract's (ignored). */
export function parseIngestMessage(data: unknown): BrowserIngestMessage | null {
  if (typeof data !== "string") return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  const { type, message } = parsed as { type?: unknown; message?: unknown };
  if (type === "accepted" || type === "live") return { type };
  if (type === "error" && typeof message === "string" && message.trim()) return { type, message: message.trim() };
  return null;
}

/** How long the studio goes on reconnecting after a drop before it gives up. */
export const RECONNECT_WINDOW_MS = 60_000;
const RECONNECT_DELAYS_MS = [500, 1000, 2000] as const;
const RECONNECT_EVERY_MS = 3000;

/**
 * The wait before reconnect attempt `attempt` (0 for the first after a drop): 0.5 s, 1 s, 2 s, then
 * every 3 s; null once that attempt would start more than RECONNECT_WINDOW_MS after the drop.
 */
export function reconnectDelay(attempt: number, sinceDropMs: number): number | null {
  const delay = RECONNECT_DELAYS_MS[attempt] ?? RECONNECT_EVERY_MS;
  return sinceDropMs + delay > RECONNECT_WINDOW_MS ? null : delay;
}

export type CloseOutcome =
  /** Another source is live: the host may take over. */
  | "busy"
  /** The host stopped the stream or ended the event. */
  | "ended"
  /** The server refused this broadcast for good (forbidden, not found, taken over, unreadable, unavailable). */
  | "refused"
  /** Anything else (a network drop, a restart, a server error): connect again. */
  | "reconnect";

export function closeOutcome(code: number): CloseOutcome {
  if (code === BROWSER_INGEST_CLOSE.busy) return "busy";
  if (code === BROWSER_INGEST_CLOSE.ended) return "ended";
  if (BROWSER_INGEST_NO_RECONNECT.has(code)) return "refused";
  return "reconnect";
}

export const STREAM_STOPPED = "The stream was stopped.";

/** What the host reads after a close the server gave no message for. */
export function closeMessage(code: number): string {
  switch (code) {
    case BROWSER_INGEST_CLOSE.forbidden:
      return "You can't broadcast to this stream: sign in again as its host or a co-host.";
    case BROWSER_INGEST_CLOSE.notFound:
      return "This stream no longer exists.";
    case BROWSER_INGEST_CLOSE.busy:
      return "Another source (an encoder or another browser) is live on this stream.";
    case BROWSER_INGEST_CLOSE.takenOver:
      return "Another source took over this stream, so this browser stopped sending.";
    case BROWSER_INGEST_CLOSE.ended:
      return STREAM_STOPPED;
    case BROWSER_INGEST_CLOSE.unreadable:
      return "The server could not read this browser's video. Try another browser, such as Chrome or Edge.";
    case BROWSER_INGEST_CLOSE.unavailable:
      return "The server can't take a broadcast from a browser right now. Try again in a few minutes, or use an encoder.";
    default:
      return "The connection to the server closed.";
  }
}

/** Minutes and seconds ("0:07", "12:34"), hours when there are some ("1:02:03"). */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}` : `${minutes}:${seconds}`;
}
