// The registrant's side of the replay: their personal replay link /replay/{eventId}/{accessToken}
// (the registration's access token, as in the e-mailed watch link), the recording's files, the
// page's watch-time reports, and buying an offer from the replay.
//
// The media are served at replayMediaUrl(eventId) = /replay/{eventId}/media/{file}, authorised by
// the viewer cookie the page sets (the same signed cookie the watch page uses, for the event's
// stream): the playlist's segment addresses stay relative and hls.js, Safari's native player and a
// plain <video> without JavaScript all send the cookie. Whoever is not a registrant of this event
// with that cookie, and anyone while the replay is not available, gets a 404.
import { getStreamBrand } from "~/models/host-settings.server";
import type { ReplayHeading, ReplayRoomData, ReplayTimelineData } from "~/contracts/replay-room";
import { getPublicEvent } from "~/models/event.server";
import { getOfferById, offerViewOf } from "~/models/offer.server";
import type { OfferView } from "~/contracts/offers";
import { findRegistrationByAccessToken } from "~/models/registration.server";
import {
  addReplayWatch,
  findReplayEventHeading,
  findViewerReplayToken,
  isEventRegistrant,
  recordReplayLinkClick,
  startReplayView,
} from "~/models/replay-view.server";
import { replayWatchSchema } from "~/schemas/replay-view";
import { HttpError, validationError } from "~/utils/http.server";
import { findEventReplay } from "~/models/replay.server";
import { STAFF_BADGES } from "~/contracts/live-events";
import type { ReplayTimeline } from "~/contracts/replay";
import { recordingMediaOf, REPLAY_PLAYLIST, replayStateOf, replayTimeline } from "./replays.server";
import { recordedRoomGate, recordedRoomViewer, resolveEventWatch } from "~/services/room/index.server";

export const REPLAY_LINK_NOT_FOUND = "This replay link is not valid. Use the link from your e-mail.";
export const REPLAY_NOT_AVAILABLE = "This replay is no longer available";

export type ReplayPage = ReplayHeading &
  (
    | { kind: "preparing" | "unpublished" }
    | { kind: "expired"; expiredAt: string; timeZone: string }
    | { kind: "passcode"; setCookie: string | null }
    | { kind: "available"; expiresAt: string | null; room: ReplayRoomData; setCookie: string | null }
  );

/** Where the viewer-facing files of an event's replay are served (see the note above). */
export const replayMediaUrl = (eventId: number) => `/replay/${eventId}/media`;

/** The offers as they can be bought from the replay now: what is left, and only their fixed deadline (the live countdown is over). */
async function buyableViews(offerIds: number[], eventId: number) {
  const views = new Map<number, OfferView>();
  for (const offerId of new Set(offerIds)) {
    const offer = await getOfferById({ offerId });
    if (offer && offer.eventId === eventId) views.set(offerId, { ...offerViewOf(offer), closesAt: offer.endsAt });
  }
  return views;
}

/** The timeline as the room shows it: offers buyable now, chat names and roles as viewers read them. */
function roomTimelineOf(timeline: ReplayTimeline, offers: Map<number, OfferView>): ReplayTimelineData {
  const end = timeline.trimEndSeconds ?? timeline.durationSeconds;
  return {
    startedAt: timeline.startedAt ?? new Date(0).toISOString(),
    mediaStartSeconds: timeline.mediaStartSeconds,
    mediaSeconds: Math.max(0, end - timeline.mediaStartSeconds),
    chat: timeline.chat.map((line) => ({
      id: line.id,
      offsetSeconds: line.offsetSeconds,
      name: line.staff?.name ?? line.name,
      message: line.message,
      role: line.staff ? STAFF_BADGES[line.staff.role] : null,
    })),
    overlays: timeline.overlays.map((item) => ({ id: item.id, view: item.view, fromSeconds: item.fromSeconds, toSeconds: item.toSeconds })),
    offers: timeline.offers.flatMap((item) => {
      const view = offers.get(item.offerId);
      return view ? [{ offerId: item.offerId, view, fromSeconds: item.fromSeconds, toSeconds: item.toSeconds }] : [];
    }),
    polls: timeline.polls.map((poll) => ({
      id: poll.id,
      question: poll.question,
      options: poll.options.map((option) => ({ text: option.text, votes: option.votes })),
      totalVoters: poll.voters,
      openedSeconds: poll.openedSeconds,
      closedSeconds: poll.closedSeconds,
    })),
    questions: timeline.questions.map((question) => ({
      id: question.id,
      text: question.text,
      askerName: question.name,
      status: question.status,
      offsetSeconds: question.offsetSeconds,
    })),
    chapters: timeline.chapters.map((chapter) => ({ id: chapter.id, title: chapter.title, offsetSeconds: chapter.offsetSeconds })),
  };
}

/** The room's timeline of an event's replay (the on-demand session page shows the same room). */
export async function roomTimeline(eventId: number): Promise<ReplayTimelineData | null> {
  const timeline = await replayTimeline({ eventId });
  if (!timeline) return null;
  return roomTimelineOf(
    timeline,
    await buyableViews(
      timeline.offers.map((item) => item.offerId),
      eventId,
    ),
  );
}

/**
 * A registrant opens their replay link: the click is recorded (with the follow-up e-mail that
 * carried it, when it is one of this event's), then the page says why there is nothing to watch
 * yet or any more, or the room with the registrant as a viewer of the event's stream (its cookie
 * authorises the media and the Buy buttons). An unknown token is a 404; a removed viewer a 403.
 */
export async function openReplay({
  request,
  eventId,
  accessToken,
  followUpId,
  now = new Date(),
}: {
  request: Request;
  eventId: number;
  accessToken: string;
  followUpId: number | null;
  now?: Date;
}): Promise<ReplayPage> {
  const registration = accessToken.length <= 64 ? await findRegistrationByAccessToken({ eventId, accessToken }) : null;
  const event = registration ? await findReplayEventHeading({ eventId }) : null;
  if (!registration || !event) throw new HttpError(404, REPLAY_LINK_NOT_FOUND);
  await recordReplayLinkClick({ eventId, registrationId: registration.id, followUpId, now });
  const heading = { title: event.title, hostName: event.hostName };
  const state = await replayStateOf(eventId, now);
  if (state.status !== "ready") return { kind: "preparing", ...heading };
  if (!state.published) return { kind: "unpublished", ...heading };
  if (state.expiresAt !== null && Date.parse(state.expiresAt) <= now.getTime()) {
    return { kind: "expired", ...heading, expiredAt: state.expiresAt, timeZone: registration.timezone ?? event.timezone };
  }
  const resolved = await resolveEventWatch({ request, eventId, accessId: accessToken });
  if (!resolved.stream || !resolved.viewer) return { kind: "preparing", ...heading };
  if ((await recordedRoomGate(resolved.stream, resolved.viewer, request)) === "passcode")
    return { kind: "passcode", ...heading, setCookie: resolved.setCookie };
  const [timeline, row, brand] = await Promise.all([
    roomTimeline(eventId),
    findEventReplay({ eventId }),
    getStreamBrand({ streamId: resolved.stream.streamId }),
  ]);
  if (!timeline || !row) return { kind: "preparing", ...heading };
  const viewId = await startReplayView({ eventId, registrationId: registration.id, mode: "replay", now });
  const src =
    row.recordingId === null && row.muxPlaybackId
      ? `https://stream.mux.com/${row.muxPlaybackId}.m3u8`
      : `${replayMediaUrl(eventId)}/${REPLAY_PLAYLIST}`;
  return {
    kind: "available",
    ...heading,
    expiresAt: state.expiresAt,
    setCookie: resolved.setCookie,
    room: {
      title: event.title,
      hostName: event.hostName,
      src,
      timeline,
      timeZone: registration.timezone ?? event.timezone,
      checkout: { streamId: resolved.stream.streamId, uniqueId: resolved.viewer.uniqueId },
      brand,
      watchTime: { url: `/replay/${eventId}/${accessToken}/watch-time`, viewId },
    },
  };
}

/** The registrant's viewer of the event's stream, whom the replay page's passcode form lets in: 404 for an unknown link. */
export async function replayViewerOf({ request, eventId, accessToken }: { request: Request; eventId: number; accessToken: string }) {
  const resolved = await resolveEventWatch({ request, eventId, accessId: accessToken });
  if (!resolved.stream || !resolved.viewer) throw new HttpError(404, REPLAY_LINK_NOT_FOUND);
  return { streamId: resolved.stream.streamId, uniqueId: resolved.viewer.uniqueId };
}

/**
 * Where a registrant's event link (/watch/{eventId}/{accessToken}, the one their reminders carried)
 * leads once the event is over and its replay can be watched: their replay page; null before.
 */
export async function replayPathAfterEvent({ eventId, accessToken }: { eventId: number; accessToken: string }) {
  const event = await getPublicEvent({ eventId });
  if (event?.status !== "completed" || !(await replayStateOf(eventId)).available) return null;
  return `/replay/${eventId}/${encodeURIComponent(accessToken)}`;
}

/** A file of the replay's recording for a registrant of the event (by the viewer cookie); null for anyone else or while unavailable. */
export async function replayMediaFor({ request, eventId, file, now = new Date() }: { request: Request; eventId: number; file: string; now?: Date }) {
  if (!(await replayStateOf(eventId, now)).available) return null;
  const asker = await recordedRoomViewer({ request, eventId });
  if (!asker || !(await isEventRegistrant({ viewerId: asker.viewer.id, eventId }))) return null;
  return recordingMediaOf({ eventId, file });
}

/** The page's watch-time report, authorised by the registrant's token: 400 for a bad body, 404 for a view that is not theirs. */
export async function reportReplayWatch({ eventId, accessToken, body }: { eventId: number; accessToken: string; body: unknown }) {
  const registration = accessToken.length <= 64 ? await findRegistrationByAccessToken({ eventId, accessToken }) : null;
  if (!registration) throw new HttpError(404, REPLAY_LINK_NOT_FOUND);
  const parsed = replayWatchSchema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  const added = await addReplayWatch({ eventId, registrationId: registration.id, ...parsed.data });
  if (!added) throw new HttpError(404, "This view is not one of yours.");
  return { ok: true };
}

/**
 * Buying from the replay: it must be available and the offer one that was revealed during the
 * recorded live. The replay page the checkout returns to (null for a buyer without registration).
 */
export async function replayCheckout({ eventId, offerId, viewerId, now }: { eventId: number; offerId: number; viewerId: number | null; now: Date }) {
  if (!(await replayStateOf(eventId, now)).available) throw new HttpError(409, REPLAY_NOT_AVAILABLE);
  const timeline = await replayTimeline({ eventId });
  if (!timeline?.offers.some((item) => item.offerId === offerId)) throw new HttpError(409, "This offer is not part of the replay");
  const token = viewerId === null ? null : await findViewerReplayToken({ viewerId, eventId });
  return { returnPath: token ? `/replay/${eventId}/${token}` : null };
}
