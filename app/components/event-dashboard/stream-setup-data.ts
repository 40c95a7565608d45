/** The Stream Setup panel: the event's stream (with its secret key: the page is the host's own) or null. */
export interface StreamSetupData {
  videoConfigured: boolean;
  stream: {
    streamId: string;
    provider: "mux" | "manual";
    streamKey: string;
    ingestUrl: string | null;
    isLive: boolean;
    watchUrl: string;
  } | null;
}
