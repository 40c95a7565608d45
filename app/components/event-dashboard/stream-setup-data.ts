import type { ToastMessage } from "~/components/toast-message";

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

/** What a failed stream intent answers with (the action data of the event dashboard). */
export interface StreamActionData {
  streamError: string;
  toast: ToastMessage;
}
