// The one access gate per stream: who is asking (the host, a viewer, a removed viewer, a visitor
// of an open event, someone still before the passcode or an unconfirmed e-mail, a stranger) and
// what they may do there. Chat, hearts, live events (SSE and /ws), overlays, the landing panel,
// the watch page and the recorded rooms (replay, on-demand) all ask it; no other file decides it,
// so a kick or a registration rule changes here and nowhere else.
import { getEventWatchStreamId, getWatchStream, type WatchStream } from "~/models/stream.server";
import { findViewersByUniqueIds, type ViewerRecord } from "~/models/viewer.server";
import { parseStreamId } from "~/schemas/stream";
import { groupCalls } from "~/utils/group-calls";
import { HttpError } from "~/utils/http.server";
import { isPasscodeProof, passcodeProofOf } from "~/utils/link-proofs.server";
import type { PublicUser } from "~/models/user.server";
import { getUser, staffOf, type Staff } from "~/services/account/index.server";
import { passcodeProofFor, viewerTokenFor } from "./viewer-access.server";

export const STREAM_NOT_FOUND = "Stream not found";
export const LINK_NOT_FOUND = "This watch link is not valid. Register again to get your personal link.";
export const VIEWER_REMOVED = "You have been removed from this stream";
/** Contains 'removed': the viewer page shows 'Chat Unavailable' for it (spec section 8). */
export const CHAT_REMOVED = "You have been removed from this stream chat";
export const CHAT_REGISTER_FIRST = "Register for this stream to use its chat.";
export const LIVE_REGISTER_FIRST = "Register for this stream to receive its live updates.";
export const CHAT_SIGN_IN = "You are not signed in.";
export const CHAT_LINK_INVALID = "Authentication Error: your watch link is not valid for this stream.";
export const CHAT_VIEWER_MISMATCH = "Authentication Error: this viewer id does not belong to your watch link.";
export const CHAT_HOST_ONLY = "Only the stream's host and their team can post as the streamer.";
export const CHAT_STREAMER_HAS_NO_VIEWER = "The streamer posts with viewerId null.";
export const STREAMER_HOST_ONLY = "Only the stream's host can join as streamer.";
export const PASSCODE_REQUIRED = "Enter the event's passcode to join.";
export const EMAIL_UNCONFIRMED = "Confirm your e-mail address to join: open the link in the e-mail we sent you.";

/** The gates before an event's room that a known viewer (or a visitor) may still stand at. */
export type RoomGate = "passcode" | "email";

const GATE_REFUSALS: Record<RoomGate, string> = { passcode: PASSCODE_REQUIRED, email: EMAIL_UNCONFIRMED };

export const QUESTIONS_REGISTER_FIRST = "Register for this stream to ask and read its questions.";

/** What is being asked for: the texts of a refusal differ (the chat's say 'chat'). */
export type AccessPurpose = "chat" | "live" | "questions";

const REFUSALS: Record<AccessPurpose, { removed: string; unregistered: string }> = {
  chat: { removed: CHAT_REMOVED, unregistered: CHAT_REGISTER_FIRST },
  live: { removed: VIEWER_REMOVED, unregistered: LIVE_REGISTER_FIRST },
  questions: { removed: VIEWER_REMOVED, unregistered: QUESTIONS_REGISTER_FIRST },
};

export type AccessStream = WatchStream;

/**
 * Someone allowed in; it is the LiveReader of the live-event and chat queries (the host's side
 * sees everything, a viewer what is addressed to them too). `staff` says who on the host's side:
 * the host or a member of their team.
 */
export type Audience =
  { kind: "host"; hostId: number; staff?: Staff } | { kind: "viewer"; viewerId: number; viewer: ViewerRecord } | { kind: "anonymous" };

/** Who is asking, before any rule is applied. */
export type Asker =
  Audience | { kind: "removed"; viewer: ViewerRecord } | { kind: "locked"; gate: RoomGate; viewer: ViewerRecord | null } | { kind: "stranger" };

export interface StreamAccess {
  stream: AccessStream;
  audience: Audience;
}

/**
 * Streams are looked up through a short-lived cache on the busiest paths (chat posts, hearts): a
 * stream's row id and host never change, and a second's delay in seeing an event's registration or
 * chat setting change is harmless. A stream deleted meanwhile fails the write (foreign key).
 */
const STREAM_CACHE_MS = 2_000;
const STREAM_CACHE_MAX = 1_000;

const streamCache = new Map<string, { at: number; stream: Promise<AccessStream | null> }>();

/** Drops this process's cached copy after a change that must hold at once here (closing the chat); other processes see it within STREAM_CACHE_MS. */
export function forgetCachedStream(streamId: string) {
  streamCache.delete(streamId);
}

/** The stream by its public id; a 404 when there is none. */
export async function requireStream(streamId: string | undefined, { cached = false } = {}): Promise<AccessStream> {
  const id = parseStreamId(streamId ?? "");
  if (!id) throw new HttpError(404, STREAM_NOT_FOUND);
  let stream: AccessStream | null;
  if (cached) {
    const cache = streamCache;
    const now = Date.now();
    let entry = cache.get(id);
    if (!entry || now - entry.at > STREAM_CACHE_MS) {
      if (cache.size >= STREAM_CACHE_MAX) cache.clear();
      entry = { at: now, stream: getWatchStream({ streamId: id }) };
      cache.set(id, entry);
      entry.stream.catch(() => cache.delete(id));
    }
    stream = await entry.stream;
  } else {
    stream = await getWatchStream({ streamId: id });
  }
  if (!stream) throw new HttpError(404, STREAM_NOT_FOUND);
  return stream;
}

/** The signed-in user on the stream's host side (the host, or a member of the host's team), or null. */
async function staffAudience(user: PublicUser | null, stream: AccessStream): Promise<Extract<Audience, { kind: "host" }> | null> {
  const staff = user ? await staffOf(user, stream.hostId) : null;
  return staff ? { kind: "host", hostId: stream.hostId, staff } : null;
}

/** Whether the request comes from the stream's host or a member of their team (signed in). */
export async function fromStaff(request: Request, stream: AccessStream) {
  return Boolean(await staffAudience(await getUser(request), stream));
}

/** The host's own stream; another host's (or none) is a 404, never a 403. */
export async function requireHostStream(hostId: number, streamId: string | undefined): Promise<AccessStream> {
  const stream = await requireStream(streamId);
  if (stream.hostId !== hostId) throw new HttpError(404, STREAM_NOT_FOUND);
  return stream;
}

/** Tokens asked for together (a busy room's chat posts, a wave of viewers joining) are looked up with one query. */
const viewersOfTokens = groupCalls(async (asks: { streamRowId: number; uniqueId: string }[]) => {
  const found = new Map((await findViewersByUniqueIds({ uniqueIds: [...new Set(asks.map((ask) => ask.uniqueId))] })).map((v) => [v.uniqueId, v]));
  return asks.map(({ streamRowId, uniqueId }) => {
    const viewer = found.get(uniqueId);
    return viewer && viewer.streamRowId === streamRowId ? { ...viewer } : null;
  });
});

/** The viewer behind a personal token of this stream; null for no token or one that is not theirs. */
export async function viewerByToken(stream: AccessStream, token: string | null | undefined): Promise<ViewerRecord | null> {
  if (!token || token.length > 64) return null;
  return viewersOfTokens({ streamRowId: stream.rowId, uniqueId: token });
}

/** The personal token a request carries: `token` given (body or query), else `?token=`, else the viewer cookie. */
async function requestToken(request: Request, stream: AccessStream, token: string | null | undefined) {
  if (token) return token;
  return new URL(request.url).searchParams.get("token") ?? (await viewerTokenFor(request, stream.streamId));
}

/** Whether a viewer must register first: the event says so, or admits only confirmed e-mail addresses. */
export const registrationRequired = (stream: AccessStream) => stream.registrationRequired || stream.requireAuthentication;

/**
 * Whether the passcode of the stream's event stands in the way: a viewer keeps the proof of the
 * passcode they entered (any device with their link), a visitor of an open event in a cookie. The
 * cookie is read only when the row does not settle it. The recorded rooms (the replay, on-demand
 * sessions) ask it too: their registrants came by an e-mailed link, so only this gate is left.
 */
export async function beforePasscode(stream: AccessStream, viewer: ViewerRecord | null, request: RequestSource) {
  if (!stream.passcode) return false;
  const expected = passcodeProofOf(stream.rowId, stream.passcode);
  if (isPasscodeProof(viewer?.passcodeProof, expected)) return false;
  const asking = typeof request === "function" ? request() : request;
  return !(asking && isPasscodeProof(await passcodeProofFor(asking, stream.streamId), expected));
}

/** The request whose cookies may settle a gate; a function where making it costs (a fast path), called only when a cookie is read. */
type RequestSource = Request | (() => Request) | null;

async function askerOf(stream: AccessStream, viewer: ViewerRecord | null, request: RequestSource): Promise<Asker> {
  if (viewer?.isKicked) return { kind: "removed", viewer };
  if (!viewer && registrationRequired(stream)) return { kind: "stranger" };
  if (viewer && stream.requireAuthentication && !viewer.emailConfirmed) return { kind: "locked", gate: "email", viewer };
  if (await beforePasscode(stream, viewer, request)) return { kind: "locked", gate: "passcode", viewer };
  return viewer ? { kind: "viewer", viewerId: viewer.id, viewer } : { kind: "anonymous" };
}

/** Whether the stream is open to visitors who have not registered (to watch it and follow its live events), with no passcode to enter. */
export function openToVisitors(stream: AccessStream) {
  return !registrationRequired(stream) && !stream.passcode;
}

/** The gate a viewer (or, with null, a visitor) of the stream still stands at; null once through both. */
export async function gateBefore({ stream, viewer, request }: { stream: AccessStream; viewer: ViewerRecord | null; request: Request }) {
  const asker = await askerOf(stream, viewer, request);
  return asker.kind === "locked" ? asker.gate : null;
}

/** Lets an asker in, or refuses them in the words of `purpose`: 403 for a removed viewer, 401 for a stranger. */
export function admit(asker: Asker, purpose: AccessPurpose): Audience {
  if (asker.kind === "removed") throw new HttpError(403, REFUSALS[purpose].removed);
  if (asker.kind === "stranger") throw new HttpError(401, REFUSALS[purpose].unregistered);
  if (asker.kind === "locked") throw new HttpError(403, GATE_REFUSALS[asker.gate]);
  return asker;
}

/**
 * Who is asking on a stream, from a request: its host (session) first, then a viewer (personal
 * token given, `?token=` or the viewer cookie), else a visitor or a stranger by the event's
 * registration setting.
 */
export async function whoIsAsking({
  request,
  streamId,
  token,
  cached = false,
}: {
  request: Request;
  streamId: string | undefined;
  token?: string | null;
  cached?: boolean;
}): Promise<{ stream: AccessStream; asker: Asker }> {
  const stream = await requireStream(streamId, { cached });
  const staff = await staffAudience(await getUser(request), stream);
  if (staff) return { stream, asker: staff };
  return { stream, asker: await askerOf(stream, await viewerByToken(stream, await requestToken(request, stream, token)), request) };
}

/** Who may follow or read the stream (chat list, hearts, live events, overlays, landing panel): refused otherwise. */
export async function requireAudience(input: {
  request: Request;
  streamId: string | undefined;
  token?: string | null;
  cached?: boolean;
  purpose: AccessPurpose;
}): Promise<StreamAccess> {
  const { stream, asker } = await whoIsAsking(input);
  return { stream, audience: admit(asker, input.purpose) };
}

/** The watch page's viewer, by the personal token in its URL (or a visitor of an open event without one). */
export async function audienceByToken({
  streamId,
  uniqueId,
  purpose,
  cached = false,
}: {
  streamId: string;
  uniqueId: string | null;
  purpose: AccessPurpose;
  cached?: boolean;
}): Promise<StreamAccess> {
  const stream = await requireStream(streamId, { cached });
  return { stream, audience: admit(await askerOf(stream, await viewerByToken(stream, uniqueId), null), purpose) };
}

/** A viewer found by a personal link may watch unless removed (403). */
export function admitViewer(viewer: ViewerRecord): ViewerRecord {
  if (viewer.isKicked) throw new HttpError(403, VIEWER_REMOVED);
  return viewer;
}

/**
 * The recorded rooms (the replay, on-demand sessions): a registrant's viewer may in unless removed
 * or still before the event's passcode (checked only with a `request`, whose cookie may hold it).
 * Their links came by e-mail, so the e-mail gate of the live room is not asked again.
 */
export async function recordedRoomGate(stream: AccessStream, viewer: ViewerRecord, request: Request | null): Promise<"removed" | RoomGate | null> {
  if (viewer.isKicked) return "removed";
  if (request && (await beforePasscode(stream, viewer, request))) return "passcode";
  return null;
}

/** The same, as a refusal: 403 for a removed viewer or one before the passcode. */
export async function admitToRecordedRoom(stream: AccessStream, viewer: ViewerRecord, request: Request | null): Promise<ViewerRecord> {
  const gate = await recordedRoomGate(stream, viewer, request);
  if (gate === "removed") throw new HttpError(403, VIEWER_REMOVED);
  if (gate) throw new HttpError(403, GATE_REFUSALS[gate]);
  return viewer;
}

/** Who a recorded room's media request comes from (the viewer cookie of the event's stream), once through its gates; null for anyone else. */
export async function recordedRoomViewer({ request, eventId }: { request: Request; eventId: number }) {
  const streamId = await getEventWatchStreamId({ eventId });
  const stream = streamId ? await requireStream(streamId).catch(() => null) : null;
  const viewer = stream ? await viewerByToken(stream, await viewerTokenFor(request, stream.streamId)) : null;
  if (!stream || !viewer || (await recordedRoomGate(stream, viewer, request))) return null;
  return { stream, viewer };
}

/** The WebSocket bridge's join: the host as streamer; as viewer, whoever may follow the stream. */
export async function admitJoin({
  request,
  stream,
  role,
  token,
}: {
  request: Request;
  stream: AccessStream;
  role: "streamer" | "viewer";
  token: string | null;
}) {
  if (role === "streamer") {
    const staff = await staffAudience(await getUser(request), stream);
    if (staff) return staff;
    throw new HttpError(403, STREAMER_HOST_ONLY);
  }
  return (await requireAudience({ request, streamId: stream.streamId, token, purpose: "live" })).audience;
}

/** A known viewer who posts (chat, questions, votes): refused when removed or still at a gate. */
function viewerPoster(asker: Asker): Extract<Audience, { kind: "viewer" }> {
  if (asker.kind === "removed") throw new HttpError(403, CHAT_REMOVED);
  if (asker.kind === "locked") throw new HttpError(403, GATE_REFUSALS[asker.gate]);
  if (asker.kind !== "viewer") throw new HttpError(403, CHAT_LINK_INVALID);
  return asker;
}

export interface ChatPostClaim {
  /** Posting as the host (the spec's `isStreamer: true`). */
  isStreamer?: boolean;
  /** A personal token in the body. */
  token?: string | null;
  /** The viewer id the client claims to be: it must be the token's. */
  viewerId?: number | null;
}

/**
 * Who posts a chat message (and every later viewer action: questions, votes): `isStreamer` posts
 * as the signed-in host; otherwise the viewer the personal token (body, `?token=` or cookie)
 * names, whose id must match a claimed `viewerId`; without a token, the signed-in host. The host
 * is looked up only when needed, so a viewer's post costs no session read.
 */
export async function requirePoster({
  request,
  streamId,
  claim,
}: {
  request: () => Request;
  streamId: string | undefined;
  claim: ChatPostClaim;
}): Promise<StreamAccess & { audience: Exclude<Audience, { kind: "anonymous" }> }> {
  const stream = await requireStream(streamId, { cached: true });
  const claimsViewer = claim.viewerId !== undefined && claim.viewerId !== null;
  if (claim.isStreamer === true) {
    const user = await getUser(request());
    if (!user) throw new HttpError(401, CHAT_SIGN_IN);
    const staff = await staffAudience(user, stream);
    if (!staff) throw new HttpError(403, CHAT_HOST_ONLY);
    if (claimsViewer) throw new HttpError(400, CHAT_STREAMER_HAS_NO_VIEWER);
    return { stream, audience: staff };
  }
  const token = claim.token || (await requestToken(request(), stream, null));
  if (token) {
    const viewer = await viewerByToken(stream, token);
    if (viewer) {
      if (viewer.isKicked) throw new HttpError(403, CHAT_REMOVED);
      if (claimsViewer && claim.viewerId !== viewer.id) throw new HttpError(403, CHAT_VIEWER_MISMATCH);
      return { stream, audience: viewerPoster(await askerOf(stream, viewer, request)) };
    }
    if (claim.token !== undefined || claimsViewer) throw new HttpError(403, CHAT_LINK_INVALID);
  }
  if (!claimsViewer) {
    const staff = await staffAudience(await getUser(request()), stream);
    if (staff) return { stream, audience: staff };
  }
  throw new HttpError(401, CHAT_REGISTER_FIRST);
}

/** The watch page's own chat form: the viewer of the personal token in its URL posts. */
export async function requireViewerPoster({ streamId, uniqueId }: { streamId: string; uniqueId: string }) {
  const stream = await requireStream(streamId, { cached: true });
  const viewer = await viewerByToken(stream, uniqueId);
  if (!viewer) throw new HttpError(403, CHAT_LINK_INVALID);
  return { stream, audience: viewerPoster(await askerOf(stream, viewer, null)) };
}
