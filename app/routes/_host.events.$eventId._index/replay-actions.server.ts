// The event dashboard's Replay card: what it shows (loader) and its forms (publish, unpublish,
// availability, trim, add and remove a chapter). Without JavaScript a success redirects back to the
// card with a toast the card shows itself, and a refusal renders the page with the message beside
// its field; a fetcher (respond=fetcher) gets the same answer as JSON.
import { REPLAY_ID, REPLAY_INTENTS, REPLAY_TOAST_TITLES, type ReplayCardData, type ReplayIntent } from "~/contracts/replay-card-data";
import { RESPOND_FETCHER, RESPOND_FIELD } from "~/components/event-settings/constants";
import { getEvent } from "~/models/event.server";
import { findEventReplay } from "~/models/replay.server";
import { REPLAY_LIMITS } from "~/schemas/replay";
import { CARD_FIELD_OF, parseAvailability, parseChapter, parseTrim } from "~/schemas/replay-form";
import { addChapterForHost, patchReplayForHost, removeChapterForHost, replayForHost } from "~/services/recordings/replays.server";
import { redirectWithToast } from "~/services/account/toast.server";
import { playbackUrl, videoProfileOf } from "~/services/video/index.server";
import type { ToastMessage } from "~/utils/form-result";
import { formFailure, formSuccess } from "~/utils/form-result.server";
import { HttpError, pageNotFound, type FieldErrors } from "~/utils/http.server";
import { formatOffset, type ReplayState } from "~/contracts/replay";
import { utcToZonedLocal, zonedLocalToUtc } from "~/utils/time-zones";
import { isValidTimeZone, timeZoneAbbreviation, zoneDescription } from "~/utils/zone-format";

const HOUR_MS = 60 * 60_000;

/** "Fri 29 Nov, 18:00 EST": a moment in the event's zone. */
function moment(at: string, timeZone: string) {
  const zone = isValidTimeZone(timeZone) ? timeZone : "UTC";
  const text = new Intl.DateTimeFormat("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: zone,
  }).format(new Date(at));
  return `${text} ${timeZoneAbbreviation(zone, at)}`;
}

/** "in 47 h", "in 25 min", "in 9 days": how long from now, rounded down. */
function untilFromNow(at: string, now: Date) {
  const ms = Date.parse(at) - now.getTime();
  if (ms < HOUR_MS) return `in ${Math.max(1, Math.floor(ms / 60_000))} min`;
  if (ms < 72 * HOUR_MS) return `in ${Math.floor(ms / HOUR_MS)} h`;
  return `in ${Math.floor(ms / (24 * HOUR_MS))} days`;
}

function availabilityOf(state: ReplayState, timeZone: string, now: Date) {
  if (!state.expiresAt) return "Available with no end date";
  if (Date.parse(state.expiresAt) <= now.getTime()) return `Expired ${moment(state.expiresAt, timeZone)}`;
  return `Available until ${moment(state.expiresAt, timeZone)} (${untilFromNow(state.expiresAt, now)})`;
}

/** The recording is kept on this server (trimmed at whole segments), not whole at its provider. */
const recordedHere = (recording: NonNullable<ReplayState["recording"]>) => videoProfileOf(recording.source).capabilities.recordsHere;

async function previewOf(state: ReplayState, eventId: number): Promise<ReplayCardData["preview"]> {
  if (state.status !== "ready" || !state.recording) return null;
  const clip = { startSeconds: state.trimStartSeconds, endSeconds: state.trimEndSeconds };
  if (recordedHere(state.recording)) return state.recording.id ? { playbackUrl: `/recordings/${state.recording.id}/index.m3u8`, ...clip } : null;
  const url = playbackUrl((await findEventReplay({ eventId }))?.muxPlaybackId ?? null, state.recording.source);
  return url ? { playbackUrl: url, ...clip } : null;
}

/** Loader helper: the card's data for one of the host's events. */
export async function replayCardOf({
  hostId,
  event,
  now = new Date(),
}: {
  hostId: number;
  event: { id: number; timezone: string; enableRecording: boolean };
  now?: Date;
}): Promise<ReplayCardData> {
  const state = await replayForHost({ hostId, eventId: event.id, now });
  const trimmed = state.trimStartSeconds > 0 || state.trimEndSeconds !== null;
  const end = state.trimEndSeconds ?? state.durationSeconds;
  return {
    status: state.status,
    recordingOn: event.enableRecording,
    source: state.recording?.source ?? null,
    keptWhole: state.recording !== null && !recordedHere(state.recording),
    published: state.published,
    available: state.available,
    expired: Boolean(state.expiresAt && Date.parse(state.expiresAt) <= now.getTime()),
    length: formatOffset(state.durationSeconds),
    durationSeconds: state.durationSeconds,
    viewersSee: trimmed ? `${formatOffset(state.trimStartSeconds)} to ${formatOffset(end)} (${formatOffset(end - state.trimStartSeconds)})` : null,
    availability: availabilityOf(state, event.timezone, now),
    publishedLabel: state.published && state.publishedAt ? `Published ${moment(state.publishedAt, event.timezone)}` : null,
    untilValue: state.expiresAt ? utcToZonedLocal(state.expiresAt, event.timezone) : "",
    zoneLabel: zoneDescription(event.timezone, now),
    trimStart: formatOffset(state.trimStartSeconds),
    trimEnd: state.trimEndSeconds === null ? "" : formatOffset(state.trimEndSeconds),
    mediaStart:
      state.recording && recordedHere(state.recording) && Math.floor(state.mediaStartSeconds) !== Math.floor(state.trimStartSeconds)
        ? formatOffset(state.mediaStartSeconds)
        : null,
    chapters: state.chapters.map((chapter) => ({ ...chapter, at: formatOffset(chapter.offsetSeconds) })),
    limits: { chapters: REPLAY_LIMITS.chapters, chapterTitle: REPLAY_LIMITS.chapterTitle },
    linkPattern: `/replay/${event.id}/…`,
    preview: await previewOf(state, event.id),
  };
}

/** A refusal of the card's own parsing, or of the service, with its field errors under the card's names. */
class CardRefusal extends Error {
  constructor(
    readonly fieldErrors: FieldErrors,
    readonly status = 400,
  ) {
    super(Object.values(fieldErrors)[0]?.[0] ?? "");
  }
}

function cardFieldErrors(errors: FieldErrors | undefined): FieldErrors {
  const mapped: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors ?? {})) {
    const name = CARD_FIELD_OF[field];
    if (name) mapped[name] = messages;
  }
  return mapped;
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "");

async function run(intent: ReplayIntent, { hostId, eventId, timezone, form }: { hostId: number; eventId: number; timezone: string; form: FormData }) {
  const now = new Date();
  const patch = (body: Record<string, unknown>) => patchReplayForHost({ hostId, eventId, body, now });
  switch (intent) {
    case REPLAY_INTENTS.publish: {
      const state = await patch({ published: true });
      return {
        title: REPLAY_TOAST_TITLES.published,
        description: state.available
          ? "Registrants can watch it with their personal link, which they get by e-mail."
          : "It is published, but its availability has ended: set a new end for registrants to watch it.",
      };
    }
    case REPLAY_INTENTS.unpublish:
      await patch({ published: false });
      return { title: REPLAY_TOAST_TITLES.unpublished, description: "Registrants can no longer watch it." };
    case REPLAY_INTENTS.availability: {
      const untilText = text(form, "until");
      const parsed = parseAvailability(text(form, "availableFor"), zonedLocalToUtc(untilText, timezone), untilText, now);
      if (!parsed.ok) throw new CardRefusal(parsed.fieldErrors);
      const state = await patch(parsed.body);
      return { title: REPLAY_TOAST_TITLES.availability, description: `${availabilityOf(state, timezone, now)}.` };
    }
    case REPLAY_INTENTS.trim: {
      const current = await replayForHost({ hostId, eventId, now });
      const parsed = parseTrim(text(form, "trimStart"), text(form, "trimEnd"), current.durationSeconds);
      if (!parsed.ok) throw new CardRefusal(parsed.fieldErrors);
      const state = await patch(parsed.body);
      const end = state.trimEndSeconds ?? state.durationSeconds;
      return { title: REPLAY_TOAST_TITLES.trim, description: `Viewers see ${formatOffset(state.trimStartSeconds)} to ${formatOffset(end)}.` };
    }
    case REPLAY_INTENTS.addChapter: {
      const current = await replayForHost({ hostId, eventId, now });
      const parsed = parseChapter(text(form, "chapterAt"), text(form, "chapterTitle"), current.durationSeconds);
      if (!parsed.ok) throw new CardRefusal(parsed.fieldErrors);
      const chapter = await addChapterForHost({ hostId, eventId, body: parsed.body, now });
      return { title: REPLAY_TOAST_TITLES.chapterAdded, description: `${chapter.title} at ${formatOffset(chapter.offsetSeconds)}.` };
    }
    case REPLAY_INTENTS.removeChapter: {
      const chapterId = Number(text(form, "chapterId"));
      await removeChapterForHost({ hostId, eventId, chapterId: Number.isSafeInteger(chapterId) && chapterId > 0 ? chapterId : null });
      return { title: REPLAY_TOAST_TITLES.chapterRemoved };
    }
  }
}

/** POST intent=replay-… on /events/{eventId}; another host's event is a 404. */
export async function replayAction({ hostId, eventId, intent, form }: { hostId: number; eventId: number; intent: ReplayIntent; form: FormData }) {
  const event = await getEvent({ hostId, eventId });
  if (!event) throw pageNotFound();
  const viaFetcher = form.get(RESPOND_FIELD) === RESPOND_FETCHER;
  const values = Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  let toast: ToastMessage;
  try {
    toast = await run(intent, { hostId, eventId, timezone: event.timezone, form });
  } catch (error) {
    if (error instanceof CardRefusal) return formFailure(intent, error.message, { fieldErrors: error.fieldErrors, values, status: error.status });
    if (!(error instanceof HttpError)) throw error;
    if (error.status === 404 && intent !== REPLAY_INTENTS.removeChapter) throw pageNotFound();
    return formFailure(intent, error, { fieldErrors: cardFieldErrors(error.fieldErrors), values });
  }
  if (viaFetcher) return formSuccess(intent, { toast });
  return redirectWithToast(`/events/${eventId}#${REPLAY_ID}`, toast);
}
