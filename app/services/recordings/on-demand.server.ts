// On-demand sessions: the host turns an event's recording into sessions registrants pick ("watch
// now", or one of the next times of the schedule on their own clock). A session plays the
// recording from its start as if live: whoever joins late starts at the live point and nobody
// seeks past it. Its chat belongs to it: a message reaches the session's viewers and the host,
// nobody else (each seat's viewer gets it addressed, so the live room and other sessions never do).
import { getStreamBrand } from "~/models/host-settings.server";
import { createChatMessage, listChatMessages, type ChatMessageRecord, type NewChatMessage } from "~/models/chat.server";
import { findRegistrationByAccessToken } from "~/models/registration.server";
import { listReminderConfigs, REMINDER_WINDOW_MINUTES, renderReminderText } from "~/models/reminder.server";
import { enqueueOutboxMessage } from "~/models/outbox.server";
import {
  countOnDemandFigures,
  findHostOnDemandEvent,
  findHostOnDemandSession,
  findOnDemandSeat,
  findOnDemandSettings,
  findPlayingSeatOfViewer,
  listHostOnDemandSessions,
  listRegistrantSeats,
  listSessionViewerIds,
  markSeatJoined,
  saveOnDemandSettings,
  takeOnDemandSeat,
  type OnDemandSeat,
  type OnDemandSettings,
} from "~/models/on-demand.server";
import { getEventWatchStreamId } from "~/models/stream.server";
import { registerViewer, type ViewerRecord } from "~/models/viewer.server";
import { onDemandSettingsSchema, sessionPickSchema, type SessionPick } from "~/schemas/on-demand";
import { chatMessageTextSchema } from "~/schemas/chat";
import { REMINDER_TIMINGS } from "~/schemas/event";
import { HttpError, validationError } from "~/utils/http.server";
import { withEmailProof } from "~/utils/link-proofs.server";
import type { ChatMessage } from "~/contracts/live-events";
import { isOfferedStart, sessionPosition, upcomingSessionStarts, type SessionPhase } from "~/contracts/on-demand-schedule";
import type { ReplayState } from "~/contracts/replay";
import { formatInZone } from "~/utils/zone-format";
import { nowIso } from "~/utils/tokens.server";
import {
  addressOf,
  toChatMessage,
  filterViewerMessage,
  CHAT_BURST,
  CHAT_DISABLED,
  CHAT_PER_SECOND,
  CHAT_TOO_FAST,
  admitToRecordedRoom,
  beforePasscode,
  LINK_NOT_FOUND,
  requireStream,
  type AccessStream,
  recordedRoomViewer,
  rememberViewer,
} from "~/services/room/index.server";
import { publishLiveEvents, tokenBucketLimit } from "~/services/realtime/index.server";
import { findEventReplay } from "~/models/replay.server";
import { startReplayView } from "~/models/replay-view.server";
import type { ReplayRoomData, ReplayTimelineData } from "~/contracts/replay-room";
import { roomTimeline } from "./replay-viewing.server";
import { recordingMediaOf, REPLAY_PLAYLIST, replayStateOf } from "./replays.server";
import type { Staff } from "~/services/account/index.server";

export const ON_DEMAND_MESSAGES = {
  eventNotFound: "Event not found",
  sessionNotFound: "This session was not found. Choose a session again.",
  unavailable: "This event is not available on demand right now.",
  notOffered: "That session is no longer offered. Choose one of the sessions listed.",
  notStarted: "The session has not started yet: the chat opens when it does.",
  ended: "This session has ended. Choose another session to watch again.",
  saved: "On-demand settings saved",
  offerNotYet: "This offer is not part of your session yet",
  noSession: "Join your on-demand session to buy its offers",
} as const;

/** A session's media stay open this long after its end (a viewer who paused near the end finishes). */
const MEDIA_GRACE_MS = 30 * 60_000;

/** Where the recording's files are served to the viewers of the event's sessions. */
export const onDemandMediaUrl = (eventId: number) => `/on-demand/${eventId}/media`;

/** The part of the recording a session plays, on the recording's clock. */
export interface Playable {
  trimStartSeconds: number;
  playableSeconds: number;
}

/** What a session plays; null when the event has no recording to play. */
export function playableOf(replay: ReplayState): Playable | null {
  if (replay.status !== "ready") return null;
  const end = Math.min(replay.trimEndSeconds ?? replay.durationSeconds, replay.durationSeconds);
  const playableSeconds = Math.max(0, end - replay.trimStartSeconds);
  return playableSeconds > 0 ? { trimStartSeconds: replay.trimStartSeconds, playableSeconds } : null;
}

// ---- The host ----

/** The host's on-demand page: the settings, whether a recording is there to play, and the sessions of the last day. */
export async function onDemandForHost({ hostId, eventId, now = new Date() }: { hostId: number; eventId: number; now?: Date }) {
  const found = await findHostOnDemandEvent({ hostId, eventId });
  if (!found) throw new HttpError(404, ON_DEMAND_MESSAGES.eventNotFound);
  const replay = await replayStateOf(eventId, now);
  const playable = playableOf(replay);
  const since = new Date(now.getTime() - 24 * 60 * 60_000 - (playable?.playableSeconds ?? 0) * 1000).toISOString();
  const [sessions, figures] = await Promise.all([
    listHostOnDemandSessions({ hostId, eventId, startsAfter: since }),
    countOnDemandFigures({ eventId }),
  ]);
  return {
    event: found.event,
    settings: found.settings,
    recordingStatus: replay.status,
    playableSeconds: playable?.playableSeconds ?? null,
    sessions,
    figures,
  };
}

/** Saves the settings form's fields; a refusal is a 400 with the fields' messages, another host's event a 404. */
export async function saveOnDemandForHost({ hostId, eventId, fields }: { hostId: number; eventId: number; fields: Record<string, unknown> }) {
  const parsed = onDemandSettingsSchema.safeParse(fields);
  if (!parsed.success) throw validationError(parsed.error);
  const settings: OnDemandSettings = parsed.data;
  if (!(await saveOnDemandSettings({ hostId, eventId, settings }))) throw new HttpError(404, ON_DEMAND_MESSAGES.eventNotFound);
  return settings;
}

// ---- Registrants ----

interface Registrant {
  id: number;
  firstName: string;
  email: string;
  phone: string | null;
  timezone: string;
  accessToken: string;
}

async function requireRegistrant(eventId: number, accessToken: string): Promise<Registrant> {
  const registration = await findRegistrationByAccessToken({ eventId, accessToken });
  if (!registration) throw new HttpError(404, LINK_NOT_FOUND);
  return { ...registration, accessToken };
}

/** The event's stream (its room: chat, live events) and what a session plays; null when on demand is off or nothing is recorded. */
async function onDemandRoomOf(eventId: number, now: Date) {
  const settings = await findOnDemandSettings({ eventId });
  if (!settings?.enabled) return null;
  const streamId = await getEventWatchStreamId({ eventId });
  if (!streamId) return null;
  const playable = playableOf(await replayStateOf(eventId, now));
  if (!playable) return null;
  return { settings, stream: await requireStream(streamId), playable };
}

/** Whether registrants can watch the event on demand now: the host turned it on and there is a recording to play. */
export async function isOnDemandOpen(eventId: number, now = new Date()) {
  return (await onDemandRoomOf(eventId, now)) !== null;
}

/** The registrant's viewer of the event's stream (made the first time). */
async function registrantViewer(stream: AccessStream, registrant: Registrant): Promise<ViewerRecord> {
  const { viewer } = await registerViewer({
    streamRowId: stream.rowId,
    email: registrant.email,
    firstName: registrant.firstName,
    phone: registrant.phone,
    registrationId: registrant.id,
  });
  return viewer;
}

/** The registrant's viewer, refused when the host removed them or (with `request`) before the event's passcode is entered. */
async function viewerFor(stream: AccessStream, registrant: Registrant, request?: Request): Promise<ViewerRecord> {
  return admitToRecordedRoom(stream, await registrantViewer(stream, registrant), request ?? null);
}

/** The registrant's viewer of the event's stream, whom the on-demand pages' passcode form lets in. */
export async function onDemandViewerOf({ eventId, accessToken, now = new Date() }: { eventId: number; accessToken: string; now?: Date }) {
  const registrant = await requireRegistrant(eventId, accessToken);
  const room = await onDemandRoomOf(eventId, now);
  if (!room) throw new HttpError(409, ON_DEMAND_MESSAGES.unavailable);
  const viewer = await registrantViewer(room.stream, registrant);
  return { streamId: room.stream.streamId, uniqueId: viewer.uniqueId };
}

export const sessionPath = (eventId: number, accessToken: string, sessionId: number) => `/on-demand/${eventId}/${accessToken}/${sessionId}`;
export const choicePath = (eventId: number, accessToken: string) => `/on-demand/${eventId}/${accessToken}`;

export interface SessionChoice {
  startsAt: string;
  label: string;
}

/**
 * The choice page: "watch now" and the next sessions on the registrant's clock, with the sessions
 * they already picked. `available` is false (and nothing offered) when on demand is off.
 */
export async function onDemandChoiceFor({
  request,
  eventId,
  accessToken,
  now = new Date(),
}: {
  request: Request;
  eventId: number;
  accessToken: string;
  now?: Date;
}) {
  const registrant = await requireRegistrant(eventId, accessToken);
  const room = await onDemandRoomOf(eventId, now);
  // Their viewer keeps the proof of a passcode entered during the live (made here only for an event behind one).
  const passcodeRequired = room?.stream.passcode
    ? await beforePasscode(room.stream, await registrantViewer(room.stream, registrant), request)
    : false;
  const label = (at: string | Date) => formatInZone(at, registrant.timezone, { weekday: "short", month: "short", day: "numeric", year: undefined });
  const upcoming: SessionChoice[] = room
    ? upcomingSessionStarts({ now, schedule: room.settings, timeZone: registrant.timezone, count: room.settings.upcomingCount }).map((start) => ({
        startsAt: start.toISOString(),
        label: label(start),
      }))
    : [];
  const startsAfter = new Date(now.getTime() - (room?.playable.playableSeconds ?? 0) * 1000).toISOString();
  const mine = room
    ? (await listRegistrantSeats({ registrationId: registrant.id, startsAfter })).map((seat) => ({
        sessionId: seat.sessionId,
        startsAt: seat.startsAt,
        label: label(seat.startsAt),
        playing: Date.parse(seat.startsAt) <= now.getTime(),
        path: sessionPath(eventId, accessToken, seat.sessionId),
      }))
    : [];
  return {
    available: room !== null,
    passcodeRequired,
    registrant: { firstName: registrant.firstName, timezone: registrant.timezone },
    stream: room ? { title: room.stream.eventTitle ?? room.stream.title, hostName: room.stream.hostName } : null,
    durationSeconds: room?.playable.playableSeconds ?? null,
    upcoming,
    mine,
  };
}

/** A registrant picks a session (the form's fields): "watch now" starts one at this second; a scheduled start must be one they were offered. */
export async function pickOnDemandSession({
  request,
  eventId,
  accessToken,
  fields,
  origin,
  now = new Date(),
}: {
  request: Request;
  eventId: number;
  accessToken: string;
  fields: Record<string, unknown>;
  origin: string;
  now?: Date;
}): Promise<{ seat: OnDemandSeat; path: string }> {
  const registrant = await requireRegistrant(eventId, accessToken);
  const parsed = sessionPickSchema.safeParse(fields);
  if (!parsed.success) throw validationError(parsed.error);
  const pick: SessionPick = parsed.data;
  const room = await onDemandRoomOf(eventId, now);
  if (!room) throw new HttpError(409, ON_DEMAND_MESSAGES.unavailable);
  let startsAt: string;
  if (pick.intent === "watch-now") {
    // To the second: two registrants pressing in the same second share a session (and its chat).
    startsAt = new Date(Math.floor(now.getTime() / 1000) * 1000).toISOString();
  } else {
    const offered = isOfferedStart({
      now,
      schedule: room.settings,
      timeZone: registrant.timezone,
      count: room.settings.upcomingCount,
      startsAt: new Date(pick.startsAt),
    });
    if (!offered) throw new HttpError(409, ON_DEMAND_MESSAGES.notOffered);
    startsAt = pick.startsAt;
  }
  const viewer = await viewerFor(room.stream, registrant, request);
  const { seat, created } = await takeOnDemandSeat({
    eventId,
    kind: pick.intent === "watch-now" ? "now" : "scheduled",
    startsAt,
    registrationId: registrant.id,
    viewerId: viewer.id,
  });
  const path = sessionPath(eventId, accessToken, seat.sessionId);
  if (created && pick.intent === "scheduled") {
    await queueSessionReminders({
      hostId: room.stream.hostId,
      eventId,
      title: room.stream.eventTitle ?? room.stream.title,
      registrant,
      seat,
      origin,
      path,
      now,
    });
  }
  return { seat, path };
}

/** The event's e-mail reminders before its start, timed before this session's start instead; each goes out once per seat. */
async function queueSessionReminders({
  hostId,
  eventId,
  title,
  registrant,
  seat,
  origin,
  path,
  now,
}: {
  hostId: number;
  eventId: number;
  title: string;
  registrant: Registrant;
  seat: OnDemandSeat;
  origin: string;
  path: string;
  now: Date;
}) {
  const configs = (await listReminderConfigs({ hostId, eventId })) ?? [];
  const link = withEmailProof(`${origin}${path}`, registrant.accessToken);
  const startTime = formatInZone(seat.startsAt, registrant.timezone);
  for (const config of configs) {
    const minutesBefore = REMINDER_TIMINGS.find((t) => t.timing === config.timing)?.minutesBefore ?? 0;
    if (!config.enabled || config.type !== "email" || minutesBefore <= 0) continue;
    const sendAfter = new Date(Date.parse(seat.startsAt) - minutesBefore * 60_000);
    if (sendAfter <= now) continue;
    const values = { title, firstName: registrant.firstName, startTime, link };
    const message = renderReminderText(config.message, values);
    await enqueueOutboxMessage({
      hostId,
      kind: "reminder",
      toAddress: registrant.email,
      subject: config.subject ? renderReminderText(config.subject, values) : null,
      bodyText: `Hi ${registrant.firstName},\n\n${message}\n\nYour session starts: ${startTime}\nJoin here: ${link}\n`,
      payload: { timing: config.timing, link, startTime, message, firstName: registrant.firstName, onDemandSessionId: seat.sessionId },
      eventId,
      registrationId: registrant.id,
      reminderConfigId: config.id,
      dedupeKey: `on-demand-reminder:${config.id}:${seat.seatId}`,
      sendAfter,
      expiresAt: new Date(sendAfter.getTime() + REMINDER_WINDOW_MINUTES[config.timing] * 60_000),
    });
  }
}

async function requireSeat({ eventId, accessToken, sessionId }: { eventId: number; accessToken: string; sessionId: number | null }) {
  const registrant = await requireRegistrant(eventId, accessToken);
  const seat = sessionId === null ? null : await findOnDemandSeat({ eventId, sessionId, registrationId: registrant.id });
  if (!seat) throw new HttpError(404, ON_DEMAND_MESSAGES.sessionNotFound);
  return { registrant, seat };
}

export interface SessionClock {
  phase: SessionPhase;
  startsAt: string;
  startsInSeconds: number;
  /** Where the session is now, on the recording's clock: a late joiner starts here and nobody seeks past it. */
  liveSeconds: number;
  /** The part of the recording the session plays, on the recording's clock. */
  fromSeconds: number;
  toSeconds: number;
}

function clockOf(seat: OnDemandSeat, playable: Playable, now: Date): SessionClock {
  const position = sessionPosition({ startsAt: seat.startsAt, now, playableSeconds: playable.playableSeconds });
  return {
    phase: position.phase,
    startsAt: seat.startsAt,
    startsInSeconds: position.startsInSeconds,
    liveSeconds: playable.trimStartSeconds + position.liveSeconds,
    fromSeconds: playable.trimStartSeconds,
    toSeconds: playable.trimStartSeconds + playable.playableSeconds,
  };
}

/** A registrant's request for the page of one of their on-demand sessions (a null sessionId: the one playing now). */
interface SessionPageRequest {
  request: Request;
  eventId: number;
  accessToken: string;
  sessionId: number | null;
  now?: Date;
}

/**
 * The session page: where the session stands (its live point on the recording's clock), the
 * room's timeline, and the session's own chat as this viewer sees it. Opening it while it plays
 * counts the registrant as come.
 */
export async function onDemandSessionFor({ request, eventId, accessToken, sessionId, now = new Date() }: SessionPageRequest) {
  const { registrant, seat } = await requireSeat({ eventId, accessToken, sessionId });
  const room = await onDemandRoomOf(eventId, now);
  if (!room) throw new HttpError(409, ON_DEMAND_MESSAGES.unavailable);
  const viewer = await viewerFor(room.stream, registrant);
  // The host set (or changed) the passcode after the seat was taken: the session waits behind it.
  const passcodeRequired = await beforePasscode(room.stream, viewer, request);
  const clock = clockOf(seat, room.playable, now);
  const open = clock.phase === "playing" && !passcodeRequired;
  if (open) await markSeatJoined({ seatId: seat.seatId, now });
  const [timeline, chat] = await Promise.all([
    open ? roomTimeline(eventId) : Promise.resolve<ReplayTimelineData | null>(null),
    passcodeRequired
      ? []
      : listChatMessages({ streamRowId: room.stream.rowId, reader: { kind: "viewer", viewerId: viewer.id }, onDemandSessionId: seat.sessionId }),
  ]);
  return {
    passcodeRequired,
    registrant: { firstName: registrant.firstName, timezone: registrant.timezone },
    title: room.stream.eventTitle ?? room.stream.title,
    hostName: room.stream.hostName,
    stream: { streamId: room.stream.streamId, chatEnabled: room.stream.chatEnabled },
    viewer: { id: viewer.id, uniqueId: viewer.uniqueId, registrationId: registrant.id },
    seat,
    clock,
    timeline,
    chat: chat.map((record) => toChatMessage(record)),
  };
}

const sessionChatLimit = () => tokenBucketLimit("on-demand-chat", CHAT_BURST, CHAT_PER_SECOND);

function parseText(message: unknown): string {
  const parsed = chatMessageTextSchema.safeParse(message);
  if (!parsed.success) {
    throw new HttpError(400, parsed.error.issues[0]?.message ?? "Invalid message", {
      fieldErrors: { message: parsed.error.issues.map((i) => i.message) },
    });
  }
  return parsed.data;
}

/** Stores a session's message and pushes it to the session's viewers (the host gets every addressed event); a held or shadowbanned one to its author alone. */
async function storeSessionMessage(
  record: Omit<ChatMessageRecord, "id" | "createdAt">,
  sessionId: number,
  author?: NewChatMessage["author"],
): Promise<ChatMessage> {
  const createdAt = nowIso();
  const stored = await createChatMessage({
    streamRowId: record.streamRowId,
    viewerId: record.viewerId,
    isStreamer: record.isStreamer,
    message: record.message,
    createdAt,
    status: record.status === "held" ? "held" : "active",
    onDemandSessionId: sessionId,
    author,
  });
  const full: ChatMessageRecord = { ...record, id: stored.id, createdAt: stored.createdAt };
  const only = addressOf(full);
  const viewerIds = only !== null ? [only] : await listSessionViewerIds({ sessionId });
  await publishLiveEvents(
    viewerIds.map((viewerId) => ({ streamRowId: record.streamRowId, type: "chat_message" as const, data: toChatMessage(full), viewerId })),
  );
  return toChatMessage(full);
}

/** A registrant writes in their session's chat while it plays: the live chat's rules (chat on, not removed, not too fast, the host's word filter). */
export async function postOnDemandChat({
  request,
  eventId,
  accessToken,
  sessionId,
  message,
  now = new Date(),
}: SessionPageRequest & { message: unknown }): Promise<ChatMessage> {
  const text = parseText(message);
  const { registrant, seat } = await requireSeat({ eventId, accessToken, sessionId });
  const room = await onDemandRoomOf(eventId, now);
  if (!room) throw new HttpError(409, ON_DEMAND_MESSAGES.unavailable);
  if (!room.stream.chatEnabled) throw new HttpError(403, CHAT_DISABLED, { kind: "closed" });
  const clock = clockOf(seat, room.playable, now);
  if (clock.phase === "upcoming") throw new HttpError(409, ON_DEMAND_MESSAGES.notStarted);
  if (clock.phase === "ended") throw new HttpError(409, ON_DEMAND_MESSAGES.ended);
  const viewer = await viewerFor(room.stream, registrant, request);
  const limit = await sessionChatLimit().take(String(viewer.id));
  if (!limit.allowed) throw new HttpError(429, CHAT_TOO_FAST, { retryAfterSeconds: limit.retryAfterSeconds, kind: "rate_limited" });
  const filtered = await filterViewerMessage(room.stream.hostId, text);
  return storeSessionMessage(
    {
      streamRowId: room.stream.rowId,
      viewerId: viewer.id,
      isStreamer: false,
      message: filtered.text,
      status: filtered.held ? "held" : "active",
      stickyOrder: null,
      viewer: { id: viewer.id, firstName: viewer.firstName, email: viewer.email, isShadowbanned: viewer.isShadowbanned },
      staff: null,
    },
    seat.sessionId,
  );
}

/** The host (or a member of their team) answers in one of their event's sessions; another host's session is a 404. */
export async function postHostOnDemandChat({
  hostId,
  sessionId,
  message,
  staff,
}: {
  hostId: number;
  sessionId: number | null;
  message: unknown;
  staff?: Staff;
}): Promise<ChatMessage> {
  const text = parseText(message);
  const session = sessionId === null ? null : await findHostOnDemandSession({ hostId, sessionId });
  if (!session) throw new HttpError(404, ON_DEMAND_MESSAGES.sessionNotFound);
  const streamId = await getEventWatchStreamId({ eventId: session.eventId });
  if (!streamId) throw new HttpError(404, ON_DEMAND_MESSAGES.sessionNotFound);
  const stream = await requireStream(streamId);
  return storeSessionMessage(
    {
      streamRowId: stream.rowId,
      viewerId: null,
      isStreamer: true,
      message: text,
      status: "active",
      stickyOrder: null,
      viewer: null,
      staff: staff ? { role: staff.role, name: staff.name } : null,
    },
    session.id,
    staff ? { userId: staff.userId, role: staff.role, name: staff.name } : undefined,
  );
}

/** The chat of one of the host's sessions, as the host sees it; another host's session is a 404. */
export async function onDemandChatForHost({ hostId, sessionId }: { hostId: number; sessionId: number | null }): Promise<ChatMessage[]> {
  const session = sessionId === null ? null : await findHostOnDemandSession({ hostId, sessionId });
  if (!session) throw new HttpError(404, ON_DEMAND_MESSAGES.sessionNotFound);
  const streamId = await getEventWatchStreamId({ eventId: session.eventId });
  if (!streamId) return [];
  const stream = await requireStream(streamId);
  const records = await listChatMessages({ streamRowId: stream.rowId, reader: { kind: "host" }, onDemandSessionId: session.id });
  return records.map((record) => toChatMessage(record, { withEmail: true }));
}

/**
 * The session page as it opens: what onDemandSessionFor says, and while the session plays the
 * replay room in on-demand mode, starting at the live point (in seconds of playback) and allowed
 * no further; the viewer cookie that lets the browser fetch the media and buy. Each opening while
 * it plays counts as an on-demand view.
 */
export async function openOnDemandSession({ request, eventId, accessToken, sessionId, now = new Date() }: SessionPageRequest) {
  const session = await onDemandSessionFor({ request, eventId, accessToken, sessionId, now });
  const setCookie = await rememberViewer(request, session.stream.streamId, session.viewer.uniqueId);
  if (session.clock.phase !== "playing" || !session.timeline) return { ...session, room: null, setCookie };
  const timeline = session.timeline;
  const replay = await findEventReplay({ eventId });
  const src =
    replay && replay.recordingId === null && replay.muxPlaybackId
      ? `https://stream.mux.com/${replay.muxPlaybackId}.m3u8`
      : `${onDemandMediaUrl(eventId)}/${REPLAY_PLAYLIST}`;
  const viewId = await startReplayView({ eventId, registrationId: session.viewer.registrationId, mode: "on-demand", now });
  const room: ReplayRoomData = {
    title: session.title,
    hostName: session.hostName,
    src,
    timeline,
    timeZone: session.registrant.timezone,
    checkout: { streamId: session.stream.streamId, uniqueId: session.viewer.uniqueId },
    brand: await getStreamBrand({ streamId: session.stream.streamId }),
    watchTime: { url: `/replay/${eventId}/${accessToken}/watch-time`, viewId },
  };
  const livePlaybackSeconds = Math.max(0, session.clock.liveSeconds - timeline.mediaStartSeconds);
  return { ...session, room, livePlaybackSeconds, setCookie };
}

/** The viewer's seat in a session of the event playing now (or just over), with what the session plays. */
async function playingSeatOf({ viewerId, eventId, now }: { viewerId: number; eventId: number; now: Date }) {
  const room = await onDemandRoomOf(eventId, now);
  if (!room) return null;
  const startedAfter = new Date(now.getTime() - room.playable.playableSeconds * 1000 - MEDIA_GRACE_MS).toISOString();
  const seat = await findPlayingSeatOfViewer({ viewerId, eventId, startedAfter, startedBy: now.toISOString() });
  return seat ? { seat, room } : null;
}

/** A file of the recording for a viewer seated in a session playing now (by the viewer cookie); null for anyone else. */
export async function onDemandMediaFor({
  request,
  eventId,
  file,
  now = new Date(),
}: {
  request: Request;
  eventId: number;
  file: string;
  now?: Date;
}) {
  const asker = await recordedRoomViewer({ request, eventId });
  const found = asker ? await playingSeatOf({ viewerId: asker.viewer.id, eventId, now }) : null;
  if (!found) return null;
  // As far as the session has played: the playlist grows with it, so no player (the browser's own
  // controls without JavaScript included) can skip ahead.
  return recordingMediaOf({ eventId, file, liveSeconds: clockOf(found.seat, found.room.playable, now).liveSeconds });
}

/**
 * Buying in an on-demand session: the buyer sits in a session playing now and the offer was
 * revealed at or before the session's live point. The session page the checkout returns to.
 */
export async function onDemandCheckout({
  eventId,
  offerId,
  viewerId,
  now,
}: {
  eventId: number;
  offerId: number;
  viewerId: number | null;
  now: Date;
}) {
  const found = viewerId === null ? null : await playingSeatOf({ viewerId, eventId, now });
  if (!found) throw new HttpError(409, ON_DEMAND_MESSAGES.noSession);
  const clock = clockOf(found.seat, found.room.playable, now);
  const timeline = await roomTimeline(eventId);
  const revealed = timeline?.offers.some((item) => item.offerId === offerId && item.fromSeconds <= clock.liveSeconds + 1);
  if (!revealed) throw new HttpError(409, ON_DEMAND_MESSAGES.offerNotYet);
  return { returnPath: sessionPath(eventId, found.seat.accessToken, found.seat.sessionId) };
}
