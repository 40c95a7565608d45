// The event dashboard's Stream Setup: what its panel shows (loader) and its two form intents
// (create-stream, reset-key). A success redirects back to the panel with a toast (the panel shows it
// inline for visitors without JavaScript); a failure answers with the page and the message, shown
// as a toast with JavaScript and inline in the panel for everyone.
import { CREATE_STREAM, RESET_KEY, STREAM_SETUP_ID, STREAM_TOAST_TITLES } from "~/components/event-dashboard/constants";
import type { StreamSetupData } from "~/components/event-dashboard/stream-setup-data";
import { getEvent } from "~/models/event.server";
import { getEventStream, getHostStream } from "~/models/stream.server";
import { formFailure } from "~/utils/form-result.server";
import { getLogger } from "~/utils/logger.server";
import { createStreamForHost, resetStreamKeyForHost } from "~/services/streams.server";
import { redirectWithToast } from "~/services/toast.server";
import { getVideoProvider } from "~/services/video/index.server";
import { VideoProviderError } from "~/services/video/provider.server";
import { pageNotFound } from "~/utils/http.server";

export type StreamIntent = typeof CREATE_STREAM | typeof RESET_KEY;

export const isStreamIntent = (value: unknown): value is StreamIntent => value === CREATE_STREAM || value === RESET_KEY;

/** "…ab12cd34": how a stream is named in messages (the spec's last 8 characters of its id). */
export const streamTail = (streamId: string) => `…${streamId.slice(-8)}`;

export async function streamSetupOf({ hostId, eventId, origin }: { hostId: number; eventId: number; origin: string }): Promise<StreamSetupData> {
  const stream = await getEventStream({ hostId, eventId });
  return {
    videoConfigured: getVideoProvider().configured,
    stream: stream
      ? {
          streamId: stream.streamId,
          provider: stream.provider === "mux" ? "mux" : "manual",
          streamKey: stream.streamKey ?? "",
          ingestUrl: stream.ingestUrl,
          isLive: stream.isLive,
          watchUrl: `${origin}/watch/${stream.streamId}`,
        }
      : null,
  };
}

function failure(intent: StreamIntent, error: unknown, fallback: string) {
  const message = error instanceof VideoProviderError && error.message ? error.message : fallback;
  return formFailure(intent, message, { status: error instanceof VideoProviderError ? error.status : 502 });
}

/** POST intent=create-stream | reset-key on /events/{eventId}; another host's event or stream is a 404. */
export async function streamAction({ hostId, eventId, intent, form }: { hostId: number; eventId: number; intent: StreamIntent; form: FormData }) {
  const back = `/events/${eventId}#${STREAM_SETUP_ID}`;
  const event = await getEvent({ hostId, eventId });
  if (!event) throw pageNotFound();

  if (intent === CREATE_STREAM) {
    // One stream per event from this panel: a second post (double click, resubmitted form) keeps the first.
    const existing = await getEventStream({ hostId, eventId });
    if (existing) {
      return redirectWithToast(back, {
        title: STREAM_TOAST_TITLES.exists,
        description: `Stream ${streamTail(existing.streamId)} is already linked to this event.`,
      });
    }
    let stream: Awaited<ReturnType<typeof createStreamForHost>>;
    try {
      stream = await createStreamForHost({ hostId, title: event.title, eventId });
    } catch (error) {
      getLogger().error({ err: error, eventId }, "creating a stream failed");
      return failure(intent, error, "Failed to create stream");
    }
    if (!stream) throw pageNotFound();
    return redirectWithToast(back, {
      title: STREAM_TOAST_TITLES.created,
      description: `Stream ${streamTail(stream.streamId)} is ready for your encoder.`,
    });
  }

  const streamId = String(form.get("streamId") ?? "");
  const current = streamId ? await getHostStream({ hostId, streamId }) : null;
  if (!current || current.eventId !== eventId) throw pageNotFound();
  let updated: Awaited<ReturnType<typeof resetStreamKeyForHost>>;
  try {
    updated = await resetStreamKeyForHost({ hostId, streamId });
  } catch (error) {
    getLogger().error({ err: error, eventId, streamId }, "resetting a stream key failed");
    return failure(intent, error, "Failed to reset the stream key");
  }
  if (!updated) throw pageNotFound();
  return redirectWithToast(back, { title: STREAM_TOAST_TITLES.keyReset, description: "Update your encoder with the new stream key." });
}
