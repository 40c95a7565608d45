// The event dashboard's Stream Setup: what its panel shows (loader) and its form intents
// (create-stream, reset-key, start-test-stream, stop-test-stream). A success redirects back to the
// panel with a toast (the panel shows it inline for visitors without JavaScript); a failure answers
// with the page and the message, shown as a toast with JavaScript and inline in the panel for everyone.
import {
  CREATE_STREAM,
  END_EVENT,
  GO_LIVE,
  END_STREAM,
  START_TEST_STREAM,
  STOP_TEST_STREAM,
  STREAM_SETUP_ID,
  STREAM_TOAST_TITLES,
  type StreamIntent,
} from "~/components/event-dashboard/constants";
import type { StreamSetupData } from "~/contracts/stream-setup-data";
import { endEvent, getEvent, setEventLive } from "~/models/event.server";
import { latestStreamHealth } from "~/models/live-event.server";
import { getEventStream, getHostStream, getHostStreamRow } from "~/models/stream.server";
import { formFailure } from "~/utils/form-result.server";
import { getLogger } from "~/utils/logger.server";
import {
  announceEventStreams,
  createStreamForHost,
  resetStreamKeyForHost,
  startTestStreamForHost,
  stopTestStreamForHost,
  testStreamEndsAtForHost,
} from "~/services/hosting/streams.server";
import { redirectWithToast } from "~/services/account/toast.server";
import {
  carriesStream,
  configuredVideoProfile,
  getVideoProvider,
  ingestProcess,
  refreshIngestProcess,
  videoAvailable,
} from "~/services/video/index.server";
import { VideoProviderError } from "~/services/video/provider.server";
import { HttpError, pageNotFound } from "~/utils/http.server";
import type { StreamHealth } from "~/contracts/stream-health";
import { formatInZone } from "~/utils/zone-format";
import { emitEventState } from "~/services/integrations/webhooks/emit.server";
import { closePollsAtEventEnd } from "~/services/room/polls.server";

/** "…ab12cd34": how a stream is named in messages (the spec's last 8 characters of its id). */
export const streamTail = (streamId: string) => `…${streamId.slice(-8)}`;

/** "14:05" in the event's zone: when a test stream stops by itself. */
const clockTime = (at: string, timeZone: string) =>
  formatInZone(at, timeZone, {
    year: undefined,
    month: undefined,
    day: undefined,
    hour: "2-digit",
    minute: "2-digit",
    hour12: undefined,
    hourCycle: "h23",
    timeZoneName: undefined,
  });

// A host's words for "no video on this server": the reasons (settings, programs) are on the
// administrator's status page, which the panel links to when the host is that administrator.
const NO_VIDEO_NOTE =
  "This server can't receive video yet. Go Live still opens your event page and chat, but viewers will see a message instead of a picture.";
const VIDEO_PROBLEM = "Video can't be received on this server right now, so viewers would see a message instead of your picture.";
const ASK_SERVER_PAGE = "The person who runs this server can see why on the server status page.";

/** The host's words for the ingest process being gone, its last answer in the event's zone. */
function ingestGoneText(seenAt: string | null, timeZone: string) {
  return seenAt
    ? `This server's video ingest has not answered since ${clockTime(seenAt, timeZone)}, so your encoder cannot connect until it is back.`
    : "This server's video ingest is not running, so your encoder cannot connect until it is started.";
}

/**
 * Why the ingest refused this stream's last publish: it says so with an offline measurement whose
 * warning starts "Refused: "; a later broadcast's measurements replace it.
 */
export function ingestNoticeOf(latest: StreamHealth | null) {
  if (!latest || latest.state !== "offline") return null;
  return latest.warnings.find((warning) => warning.startsWith("Refused: ")) ?? null;
}

export async function streamSetupOf({
  hostId,
  eventId,
  origin,
  timeZone,
  serverAdmin,
  now = new Date(),
}: {
  hostId: number;
  eventId: number;
  origin: string;
  timeZone: string;
  /** The host runs this server: the panel links to its status page instead of sending them to its administrator. */
  serverAdmin: boolean;
  now?: Date;
}): Promise<StreamSetupData> {
  await refreshIngestProcess();
  const videoProvider = getVideoProvider();
  const { capabilities, badge, setupNote } = configuredVideoProfile();
  const note = setupNote();
  const ingest = ingestProcess(now.getTime());
  const reason = videoProvider.problem() ? (ingest && !ingest.answering ? ingestGoneText(ingest.seenAt, timeZone) : VIDEO_PROBLEM) : null;
  const problem = reason && !serverAdmin ? `${reason} ${ASK_SERVER_PAGE}` : reason;
  const stream = await getEventStream({ hostId, eventId });
  // Only the provider running now tests, measures or packages a stream, and only one created with it.
  const carried = stream !== null && carriesStream(stream.provider);
  const [endsAt, row] = stream
    ? await Promise.all([
        carried && capabilities.testStream ? testStreamEndsAtForHost({ hostId, streamId: stream.streamId }) : null,
        carried && capabilities.packagesHere ? getHostStreamRow({ hostId, streamId: stream.streamId }) : null,
      ])
    : [null, null];
  const latest = row ? await latestStreamHealth({ streamRowId: row.id }) : null;
  return {
    videoConfigured: videoProvider.configured,
    provider: videoProvider.name,
    badge: badge(),
    note: note ?? (serverAdmin ? NO_VIDEO_NOTE : `${NO_VIDEO_NOTE} Ask the person who runs this server to set up video.`),
    problem,
    serverPage: serverAdmin && (problem !== null || note === null),
    stream: stream
      ? {
          streamId: stream.streamId,
          provider: stream.provider,
          streamKey: stream.streamKey ?? "",
          ingestUrl: stream.ingestUrl,
          isLive: stream.isLive,
          watchUrl: `${origin}/watch/${stream.streamId}`,
          // A test pattern never replaces the host's own encoder: while the stream is live only a running test can be stopped.
          canTestStream: carried && capabilities.testStream && !problem && !stream.isLive,
          testStream: endsAt ? { endsAt, until: clockTime(endsAt, timeZone) } : null,
          ingestNotice: ingestNoticeOf(latest),
        }
      : null,
    health: row ? { latest, renderedAt: now.toISOString() } : null,
  };
}

function failure(intent: StreamIntent, error: unknown, fallback: string) {
  if (error instanceof HttpError && !(error instanceof VideoProviderError)) return formFailure(intent, error);
  const message = error instanceof VideoProviderError && error.message ? error.message : fallback;
  return formFailure(intent, message, { status: error instanceof VideoProviderError ? error.status : 502 });
}

/**
 * Runs one of the panel's stream changes: a failure is logged and answered in the panel (in the
 * provider's words when it refused), a success by `answer`.
 */
async function runStreamChange<T, R>(
  { intent, failedText, logText, logFields }: { intent: StreamIntent; failedText: string; logText: string; logFields: Record<string, unknown> },
  change: () => Promise<T>,
  answer: (done: T) => R,
) {
  let done: T;
  try {
    done = await change();
  } catch (error) {
    getLogger().error({ err: error, ...logFields }, logText);
    return failure(intent, error, failedText);
  }
  return answer(done);
}

async function createStream({ hostId, eventId, title, back }: { hostId: number; eventId: number; title: string; back: string }) {
  // One stream per event from this panel: a second post (double click, resubmitted form) keeps the first.
  const existing = await getEventStream({ hostId, eventId });
  if (existing) {
    return redirectWithToast(back, {
      title: STREAM_TOAST_TITLES.exists,
      description: `Stream ${streamTail(existing.streamId)} is already linked to this event.`,
    });
  }
  return runStreamChange(
    { intent: CREATE_STREAM, failedText: "Failed to create stream", logText: "creating a stream failed", logFields: { eventId } },
    () => createStreamForHost({ hostId, title, eventId }),
    (stream) => {
      if (!stream) throw pageNotFound();
      return redirectWithToast(back, {
        title: STREAM_TOAST_TITLES.created,
        description: `Stream ${streamTail(stream.streamId)} is ready for your encoder.`,
      });
    },
  );
}

/**
 * POST intent=create-stream | reset-key | start-test-stream | stop-test-stream on /events/{eventId}
 * (back to its panel) or the studio (`back`); another host's event or stream is a 404.
 */
export async function streamAction({
  hostId,
  eventId,
  intent,
  form,
  back = `/events/${eventId}#${STREAM_SETUP_ID}`,
}: {
  hostId: number;
  eventId: number;
  intent: StreamIntent;
  form: FormData;
  back?: string;
}) {
  const event = await getEvent({ hostId, eventId });
  if (!event) throw pageNotFound();
  if (intent === CREATE_STREAM) return createStream({ hostId, eventId, title: event.title, back });

  const streamId = String(form.get("streamId") ?? "");
  const current = streamId ? await getHostStream({ hostId, streamId }) : null;
  if (!current || current.eventId !== eventId) throw pageNotFound();

  const logFields = { eventId, streamId };
  if (intent === START_TEST_STREAM) {
    return runStreamChange(
      { intent, failedText: "Failed to start the test stream", logText: "starting a test stream failed", logFields },
      () => startTestStreamForHost({ hostId, streamId }),
      (started) => {
        if (!started) throw pageNotFound();
        return redirectWithToast(back, {
          title: STREAM_TOAST_TITLES.testStarted,
          description: `Test stream running until ${clockTime(started.endsAt, event.timezone)}. Open the viewer link to watch it.`,
        });
      },
    );
  }

  if (intent === STOP_TEST_STREAM) {
    return runStreamChange(
      { intent, failedText: "Failed to stop the test stream", logText: "stopping a test stream failed", logFields },
      () => stopTestStreamForHost({ hostId, streamId }),
      (stopped) => {
        if (stopped === null) throw pageNotFound();
        return redirectWithToast(back, {
          title: STREAM_TOAST_TITLES.testStopped,
          description: stopped ? "The test pattern is no longer sent." : "No test stream was running.",
        });
      },
    );
  }

  return runStreamChange(
    { intent, failedText: "Failed to reset the stream key", logText: "resetting a stream key failed", logFields },
    () => resetStreamKeyForHost({ hostId, streamId }),
    (updated) => {
      if (!updated) throw pageNotFound();
      return redirectWithToast(back, { title: STREAM_TOAST_TITLES.keyReset, description: "Update your encoder with the new stream key." });
    },
  );
}

const LIVE_STATE_FAILED = {
  [GO_LIVE]: "Failed to go live. Please try again.",
  [END_STREAM]: "Failed to stop the stream. Please try again.",
  [END_EVENT]: "Failed to end the event. Please try again.",
} as const;

/**
 * Go Live, Stop stream or End event. Stopping leaves the event on (back to scheduled), so a
 * rehearsal before the start changes nothing for registrants; End event completes it and cancels
 * its pending reminders.
 */
export async function liveStateAction({
  hostId,
  eventId,
  intent,
  back,
}: {
  hostId: number;
  eventId: number;
  intent: typeof GO_LIVE | typeof END_STREAM | typeof END_EVENT;
  back: string;
}) {
  const live = intent === GO_LIVE;
  const before = await getEvent({ hostId, eventId });
  let event: Awaited<ReturnType<typeof setEventLive>>;
  try {
    event = intent === END_EVENT ? await endEvent({ hostId, eventId }) : await setEventLive({ hostId, eventId, live });
  } catch (error) {
    getLogger().error({ err: error, eventId, intent }, "changing an event's live state failed");
    return redirectWithToast(back, { title: "Error", description: LIVE_STATE_FAILED[intent], variant: "destructive" });
  }
  if (!event) throw pageNotFound();
  const ended = intent === END_EVENT;
  await announceEventStreams({ hostId, eventId, live, ended });
  if (ended) await closePollsAtEventEnd({ hostId, eventId });
  if (live && before?.status !== "live") await emitEventState({ eventId, type: "event.live" });
  if (intent === END_EVENT && before?.status !== "completed") await emitEventState({ eventId, type: "event.ended" });
  if (live) {
    const stream = await getEventStream({ hostId, eventId });
    const withVideo = stream !== null && videoAvailable(stream.provider);
    return redirectWithToast(back, {
      title: "You are live",
      description: withVideo
        ? `${event.title} is now live.`
        : `${event.title} is now live, without video: this server can't show a picture yet, and viewers see a message saying so.`,
    });
  }
  if (intent === END_EVENT)
    return redirectWithToast(back, { title: "Event ended", description: `${event.title} is over. Viewers now see that it has ended.` });
  return redirectWithToast(back, {
    title: "Stream stopped",
    description:
      event.status === "completed"
        ? `${event.title} is no longer live.`
        : `${event.title} is no longer live. The event stays on, with its registrations and reminders; End event closes it.`,
  });
}
