import type { StreamHealth } from "~/contracts/stream-health";

/** Where the event's stream goes: this box's own ingest, Mux, or an outside server set by hand. */
export type SetupProvider = "self-hosted" | "mux" | "manual";

/** The Stream Setup panel: the event's stream (with its secret key: the page is the host's own) or null. */
export interface StreamSetupData {
  videoConfigured: boolean;
  /** The provider new streams get. */
  provider: SetupProvider;
  badge: ProviderBadgeKind;
  /** One line under the panel's title: how this server takes the host's video. */
  note: string;
  /** Why the built-in ingest cannot take a broadcast now (ffmpeg missing, port taken); null when it can. */
  problem: string | null;
  /** The host runs this server and video needs setting up: the panel links to the server status page. */
  serverPage: boolean;
  stream: {
    streamId: string;
    provider: SetupProvider;
    streamKey: string;
    ingestUrl: string | null;
    isLive: boolean;
    watchUrl: string;
    /** The built-in ingest's test pattern can be sent (no problem, provider self-hosted). */
    canTestStream: boolean;
    /** The running test stream: when it stops by itself, "HH:MM" in the event's zone. */
    testStream: { endsAt: string; until: string } | null;
    /** Why the ingest refused this stream's last publish (e.g. too many live streams); null when it did not. */
    ingestNotice: string | null;
  } | null;
  /** The self-hosted stream's newest health figures (first paint; pushes follow), and when the page was made. */
  health: { latest: StreamHealth | null; renderedAt: string } | null;
}

export type ProviderBadgeKind = "built-in" | "connected" | "manual" | "setup";
