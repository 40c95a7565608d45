// The video provider: where hosts send their encoder's RTMP stream and where viewers fetch HLS.
// Three implementations: self-hosted (the default: RTMP ingest and HLS packaging on this box),
// Mux (when its API token is configured) and manual (INGEST=off without Mux: an outside server
// named by MANUAL_INGEST_URL, live state set by hand). The rest of the app sees only this interface
// and each provider's profile: what it can do, never its name to compare.
import type { ProvidedLiveStream } from "~/models/stream.server";
import type { ProviderBadgeKind, VideoCapabilities } from "~/contracts/video-provider";
import { HttpError } from "~/utils/http.server";

export type VideoProviderName = "self-hosted" | "mux" | "manual";

/**
 * What a provider is and can do, known without starting it: a stream keeps the name of the
 * provider it was created with, which may not be the one configured now. Texts read the settings
 * when asked.
 */
export interface VideoProviderProfile {
  /** Stored in streams.provider. */
  readonly name: VideoProviderName;
  readonly capabilities: VideoCapabilities;
  /** Its badge on the dashboard's System status and the Stream Setup card while it is configured. */
  readonly badge: () => ProviderBadgeKind;
  /** How the admin's server status page names it ("Mux", "Built-in ingest on this server (RTMP port 1935)"). */
  readonly statusLabel: () => string;
  /** One line under Stream Setup's title: how this server takes the host's video; null when there is nowhere to send it. */
  readonly setupNote: () => string | null;
}

/** The stream a provider acts on: its row and its current key. */
export interface ProviderStream {
  streamRowId: number;
  streamId: string;
  providerStreamId: string | null;
  streamKey: string | null;
}

export interface VideoProvider {
  /** Stored in streams.provider. */
  readonly name: VideoProviderName;
  /** True when a real provider is configured (the dashboard's "Connected" badge). */
  readonly configured: boolean;
  /** Why this provider cannot take a broadcast now (ffmpeg missing, ingest port taken), in words for the host; null when it can. */
  problem(): string | null;
  createLiveStream(input: { title: string }): Promise<ProvidedLiveStream>;
  /** A new stream key; the old one stops working and an encoder publishing with it is cut off. */
  resetStreamKey(stream: ProviderStream): Promise<{ streamKey: string }>;
  /** Removes the live stream at the provider; a stream already gone there is not an error. */
  deleteLiveStream(stream: ProviderStream): Promise<void>;
  /** End Stream by the host: the provider stops taking the encoder's stream (no-op where it cannot). */
  endBroadcast(stream: ProviderStream): Promise<void>;
  /** "Send a test stream": a test pattern pushed into the provider's own ingest; absent where there is none. */
  startTestStream?(stream: ProviderStream): Promise<{ endsAt: string }>;
  /** Stops a running test stream; false when none was running. */
  stopTestStream?(stream: ProviderStream): Promise<boolean>;
  /** When the stream's running test stream stops by itself (ISO); null when none runs. */
  testStreamEndsAt?(stream: ProviderStream): Promise<string | null>;
}

/** A failure talking to the provider: the host sees `message` (a JSON call answers it), the log gets the details. */
export class VideoProviderError extends HttpError {
  constructor(message: string, status = 502) {
    super(status, message);
    this.name = "VideoProviderError";
  }
}
