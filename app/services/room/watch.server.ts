// Watching: personal links, the viewer cookie, registration and the event access links. Who may
// watch is the access gate's answer; the watch page's loaders and the /api/streams/watch calls
// share these.
import { takeRateLimit } from "~/models/rate-limit.server";
import { findRegistrationByAccessToken, registrationWatchPath, type RegisterResult } from "~/models/registration.server";
import { getEventWatchStreamId, type WatchStream } from "~/models/stream.server";
import { personalWatchPath, publicViewer, registerViewer, type ViewerRecord } from "~/models/viewer.server";
import type { WatchRegistrationInput } from "~/schemas/viewer";
import { getPublicEvent, type PublicEvent } from "~/models/event.server";
import { icsFile, registrationCalendarEntry } from "~/utils/calendar";
import { getConfig } from "~/utils/config.server";
import { HttpError } from "~/utils/http.server";
import { confirmByLink, mailWatchLink } from "./room-gates.server";
import {
  admitViewer,
  fromStaff,
  gateBefore,
  LINK_NOT_FOUND,
  registrationRequired,
  requireStream,
  viewerByToken,
  type RoomGate,
} from "./stream-access.server";
import { rememberViewer, viewerTokenFor } from "./viewer-access.server";
import { playbackUrl } from "../video/index.server";
import type { WatchResponse } from "~/contracts/watch-data";

export type { WatchResponse };

/** The answer when the link goes only by e-mail: the event confirms addresses first. */
export const linkSentMessage = (email: string) => `We've sent your personal link to ${email}. Open it to join.`;
/** The answer to a new registration: the viewer is in, and the link is mailed for later. */
export const registeredMessage = (email: string) => `You're registered. We've also sent your personal link to ${email}.`;
/** The answer for an e-mail already registered: its link goes to that address only. */
export const alreadyRegisteredMessage = (email: string) =>
  `${email} is already registered for this stream. We've sent its personal link there: open it to join.`;

const REGISTER_WINDOW_MS = 10 * 60_000;

/** Live as this asker sees it: a test stream is live for the host and their team only. */
async function liveFor(request: Request, stream: WatchStream) {
  return stream.isLive || (stream.testLive && (await fromStaff(request, stream)));
}

function watchResponse(
  stream: WatchStream,
  viewer: ViewerRecord | null,
  redirect: string | null,
  gate: RoomGate | null,
  isLive: boolean,
): WatchResponse {
  const requiresRegistration = !viewer && registrationRequired(stream);
  const mayWatch = !requiresRegistration && gate === null && isLive;
  return {
    isLive,
    streamId: stream.streamId,
    viewer: viewer ? publicViewer(viewer) : null,
    redirectToUniqueUrl: redirect,
    requiresRegistration,
    requiresPasscode: gate === "passcode",
    requiresEmailConfirmation: gate === "email",
    playbackId: mayWatch ? stream.playbackId : null,
    playbackUrl: mayWatch ? playbackUrl(stream.playbackId) : null,
    status: stream.status,
    title: stream.title,
    eventTitle: stream.eventTitle,
    scheduledAt: stream.scheduledAt,
    hostName: stream.hostName,
  };
}

/**
 * The personal link a new registrant of an event may have at once (their event link's path): null
 * for an e-mail already registered and for an event that confirms addresses first, whose link goes
 * by e-mail only.
 */
export function eventLinkOnRegistration(result: RegisterResult) {
  if (result.status !== "created" || result.requireAuthentication) return null;
  return registrationWatchPath(result.registration.eventId, result.registration.accessToken);
}

/** A registrant's calendar file, beside their event link. */
export const calendarFilePath = (personalPath: string) => `${personalPath}/calendar.ics`;

/** The calendar file of a registrant of the event (the same entry as their confirmation's); a 404 for a link that is not one. */
export async function registrationCalendarFile({ eventId, accessToken, origin }: { eventId: number; accessToken: string; origin: string }) {
  const [registration, event] = await Promise.all([findRegistrationByAccessToken({ eventId, accessToken }), getPublicEvent({ eventId })]);
  if (!registration || !event) throw new HttpError(404, LINK_NOT_FOUND);
  return icsFile(registrantCalendarEntry(event, registration.id, `${origin}${registrationWatchPath(eventId, accessToken)}`));
}

/** A registrant's calendar entry, from the host to the address the mail comes from: the same on the page, in the file and in the confirmation. */
export function registrantCalendarEntry(event: PublicEvent, registrationId: number, url: string) {
  return registrationCalendarEntry({ event, registrationId, url, organizer: { name: event.hostName || "ShowUp", email: getConfig().MAIL_FROM } });
}

export interface ResolvedWatch {
  response: WatchResponse;
  /** null for an event link whose event has no stream yet. */
  stream: WatchStream | null;
  viewer: ViewerRecord | null;
  /** Set-Cookie remembering a personal link that was just opened. */
  setCookie: string | null;
}

/**
 * /watch/{streamId}/{uniqueId} and /watch/{streamId}: a personal link identifies the viewer and
 * is remembered in the signed viewer cookie; without one, the cookie leads back to the personal
 * link, else registration is asked for when the event requires it.
 */
export async function resolveStreamWatch({
  request,
  streamId,
  uniqueId,
}: {
  request: Request;
  streamId: string;
  uniqueId?: string;
}): Promise<ResolvedWatch> {
  const stream = await requireStream(streamId);
  if (uniqueId) {
    const found = await viewerByToken(stream, uniqueId);
    if (!found) throw new HttpError(404, LINK_NOT_FOUND, { details: { registerPath: `/watch/${stream.streamId}` } });
    const viewer = await confirmByLink({ request, token: uniqueId, viewer: admitViewer(found) });
    const setCookie = await rememberViewer(request, stream.streamId, viewer.uniqueId);
    const gate = await gateBefore({ stream, viewer, request });
    return { response: watchResponse(stream, viewer, null, gate, await liveFor(request, stream)), stream, viewer, setCookie };
  }
  const token = await viewerTokenFor(request, stream.streamId);
  const remembered = await viewerByToken(stream, token);
  if (remembered) {
    const viewer = admitViewer(remembered);
    const gate = await gateBefore({ stream, viewer, request });
    return {
      response: watchResponse(stream, viewer, personalWatchPath(stream.streamId, viewer.uniqueId), gate, await liveFor(request, stream)),
      stream,
      viewer,
      setCookie: null,
    };
  }
  const gate = registrationRequired(stream) ? null : await gateBefore({ stream, viewer: null, request });
  return { response: watchResponse(stream, null, null, gate, await liveFor(request, stream)), stream, viewer: null, setCookie: null };
}

/** A registrant's event link /watch/{eventId}/{accessId}: leads to their personal link of the event's stream. */
export async function resolveEventWatch({
  request,
  eventId,
  accessId,
}: {
  request: Request;
  eventId: number;
  accessId: string;
}): Promise<ResolvedWatch> {
  const registration = await findRegistrationByAccessToken({ eventId, accessToken: accessId });
  if (!registration) throw new HttpError(404, LINK_NOT_FOUND, { details: { registerPath: `/event-registration/${eventId}` } });
  const streamId = await getEventWatchStreamId({ eventId });
  if (!streamId) {
    return {
      response: {
        isLive: false,
        streamId: null,
        viewer: null,
        redirectToUniqueUrl: null,
        requiresRegistration: false,
        requiresPasscode: false,
        requiresEmailConfirmation: false,
        playbackId: null,
        playbackUrl: null,
        status: "not-set-up",
        title: null,
        eventTitle: null,
        scheduledAt: null,
        hostName: null,
      },
      stream: null,
      viewer: null,
      setCookie: null,
    };
  }
  const stream = await requireStream(streamId);
  const { viewer: registered } = await registerViewer({
    streamRowId: stream.rowId,
    email: registration.email,
    firstName: registration.firstName,
    phone: registration.phone,
    registrationId: registration.id,
  });
  const viewer = await confirmByLink({ request, token: accessId, viewer: admitViewer(registered), registration });
  const setCookie = await rememberViewer(request, stream.streamId, viewer.uniqueId);
  const gate = await gateBefore({ stream, viewer, request });
  return {
    response: watchResponse(stream, viewer, personalWatchPath(stream.streamId, viewer.uniqueId), gate, await liveFor(request, stream)),
    stream,
    viewer,
    setCookie,
  };
}

/** What a registration answers: where the personal link went, and the link itself when the registrant may have it now. */
export interface StreamRegistration {
  sentTo: string;
  message: string;
  /** The personal link's path for a new registrant of an event that does not confirm addresses first; else null. */
  personalPath: string | null;
  /** Set-Cookie remembering the new registrant in this browser, with personalPath. */
  setCookie: string | null;
}

/**
 * Viewer registration (watch page form and POST /api/auth/register), limited per client address.
 * One personal link per e-mail and stream. A new registrant gets it in the answer (and the viewer
 * cookie) and by e-mail; an e-mail already registered gets it only by e-mail (at most every 15
 * minutes), so whoever merely knows an address never becomes its viewer. An event that confirms
 * addresses first sends every registrant's link by e-mail only.
 */
export async function registerForStream({
  request,
  clientIp,
  streamId,
  input,
}: {
  request: Request;
  clientIp: string;
  streamId: string;
  input: WatchRegistrationInput;
}): Promise<StreamRegistration> {
  const limit = await takeRateLimit({
    bucket: "viewer-register",
    key: clientIp,
    limit: getConfig().VIEWER_REGISTER_LIMIT,
    windowMs: REGISTER_WINDOW_MS,
  });
  if (!limit.allowed) {
    throw new HttpError(429, "Too many registrations from your network. Please wait a few minutes and try again.", {
      retryAfterSeconds: limit.retryAfterSeconds,
    });
  }
  const stream = await requireStream(streamId);
  const { viewer, created } = await registerViewer({ streamRowId: stream.rowId, ...input, completeExisting: false });
  // A removed viewer's link opens nothing: no mail, and the answer of a known e-mail.
  if (!viewer.isKicked) {
    await mailWatchLink({ request, stream, viewer });
  }
  if (stream.requireAuthentication) return { sentTo: input.email, message: linkSentMessage(input.email), personalPath: null, setCookie: null };
  if (!created) return { sentTo: input.email, message: alreadyRegisteredMessage(input.email), personalPath: null, setCookie: null };
  return {
    sentTo: input.email,
    message: registeredMessage(input.email),
    personalPath: personalWatchPath(stream.streamId, viewer.uniqueId),
    setCookie: await rememberViewer(request, stream.streamId, viewer.uniqueId),
  };
}
