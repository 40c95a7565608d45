// The video provider: where hosts send their encoder's RTMP stream and where viewers fetch HLS.
// Mux is the first implementation; without one configured, streams get a locally generated key
// and the host sets the live state by hand (Go Live / End Stream).
import type { ProvidedLiveStream } from "~/models/stream.server";
import { HttpError } from "~/utils/http.server";

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

/** A failure talking to the provider: the host sees `message` (a JSON call answers it), the log gets the details. */
export class VideoProviderError extends HttpError {
  constructor(message: string, status = 502) {
    super(status, message);
    this.name = "VideoProviderError";
  }
}
