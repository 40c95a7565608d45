// The video provider: where hosts send their encoder's RTMP stream and where viewers fetch HLS.
// Mux is the first implementation; without one configured, streams get a locally generated key
// and the host sets the live state by hand (Go Live / End Stream).

/** What a provider hands back for a new live stream. */
export interface ProvidedLiveStream {
  /** The provider's own id of the live stream; null for the manual provider. */
  providerStreamId: string | null;
  streamKey: string;
  /** RTMP(S) address the encoder publishes to; null when nothing is configured to receive it. */
  ingestUrl: string | null;
  playbackId: string | null;
}

/** A live/idle change reported by the provider's webhook. */
export interface ProviderStatusChange {
  /** The provider's id of this delivery: the same id delivered twice is applied once. */
  deliveryId: string;
  providerStreamId: string;
  live: boolean;
  /** The provider's status word ("active", "idle", ...). */
  status: string;
  /** When the provider says the change happened (ISO); older changes than the stored one are ignored. */
  occurredAt: string;
}

export interface VideoProvider {
  /** Stored in streams.provider: "mux" or "manual". */
  readonly name: string;
  /** True when a real provider is configured (the dashboard's "Connected" badge). */
  readonly configured: boolean;
  createLiveStream(input: { title: string }): Promise<ProvidedLiveStream>;
  /** A new stream key; the old one stops working. */
  resetStreamKey(providerStreamId: string | null): Promise<{ streamKey: string }>;
  /** Removes the live stream at the provider; a stream already gone there is not an error. */
  deleteLiveStream(providerStreamId: string | null): Promise<void>;
}

/** A failure talking to the provider: the host sees `message`, the log gets the details. */
export class VideoProviderError extends Error {
  constructor(
    message: string,
    readonly status = 502,
  ) {
    super(message);
    this.name = "VideoProviderError";
  }
}
