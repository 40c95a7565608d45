import type { StreamHealth } from "~/contracts/stream-health";
import type { ProviderBadgeKind } from "~/contracts/video-provider";

/**
 * The Stream Setup panel: the event's stream (with its secret key: the page is the host's own) or
 * null. What the stream's provider can do comes beside it (`VideoCapabilities`): the panel decides
 * on that, never on a provider's name.
 */
export interface StreamSetupData {
  videoConfigured: boolean;
  /** The name of the provider new streams get, as stored. */
  provider: string;
  badge: ProviderBadgeKind;
  /** One line under the panel's title: how this server takes the host's video. */
  note: string;
  /** Why the video provider cannot take a broadcast now (the built-in ingest's ffmpeg missing, port taken); null when it can. */
  problem: string | null;
  /** The host runs this server and video needs setting up: the panel links to the server status page. */
  serverPage: boolean;
  stream: {
    streamId: string;
    /** The name of the provider the stream was created with, as stored. */
    provider: string;
    streamKey: string;
    ingestUrl: string | null;
    isLive: boolean;
    watchUrl: string;
    /** A test pattern can be sent now: the stream's provider sends them, is the one running, has no problem, and the stream is not live. */
    canTestStream: boolean;
    /** The running test stream: when it stops by itself, "HH:MM" in the event's zone. */
    testStream: { endsAt: string; until: string } | null;
    /** Why the ingest refused this stream's last publish (e.g. too many live streams); null when it did not. */
    ingestNotice: string | null;
  } | null;
  /** A stream packaged on this server: its newest health figures (first paint; pushes follow), and when the page was made. */
  health: { latest: StreamHealth | null; renderedAt: string } | null;
}
