// Who may fetch a stream's HLS files (/hls/{playbackId}/...): the watch page's rule, from the one
// access gate (stream-access.server.ts), asked once per viewer every few seconds instead of once
// per request: a thousand viewers fetch a playlist and a segment every 2 s each.
import crypto from "node:crypto";
import { findStreamIdByPlaybackId, isViewerRemoved } from "~/models/playback.server";
import {
  EMAIL_UNCONFIRMED,
  openToVisitors,
  PASSCODE_REQUIRED,
  requireStream,
  whoIsAsking,
  VIEWER_REMOVED,
  type AccessStream,
} from "~/services/room/stream-access.server";
import { getConfig } from "~/utils/config.server";
import { HttpError } from "~/utils/http.server";

export const PLAYBACK_NOT_FOUND = "No such video.";
export const PLAYBACK_SIGN_IN = "Register for this stream to watch it: open your personal link, or use a signed video link.";
export const PLAYBACK_REFUSED = "These credentials do not give access to this video.";
export const PLAYBACK_TOKEN_INVALID = "This video link is not valid or has expired.";

/** A playback id's stream and its rule (open or registration required): a setting change shows within this. */
const STREAM_FRESH_MS = 5_000;
/** A viewer's verdict: a kicked viewer or a signed-out host loses the video within this. */
const VERDICT_FRESH_MS = 10_000;
const CACHE_MAX = 20_000;
/** A signed link lasts this long unless asked otherwise: a long webinar plus its replay. */
export const PLAYBACK_TOKEN_SECONDS = 6 * 60 * 60;

/** `passing`: a refusal the viewer can end in a moment (the passcode, the e-mailed link): never cached, so the video plays at once after. */
type Verdict = { ok: true; viewerId: number | null } | { ok: false; error: HttpError; passing?: boolean };

interface Caches {
  streams: Map<string, { at: number; stream: Promise<AccessStream | null> }>;
  verdicts: Map<string, { at: number; verdict: Promise<Verdict> }>;
}

const caches: Caches = { streams: new Map(), verdicts: new Map() };

function remembered<T>(map: Map<string, { at: number } & T>, key: string, freshMs: number, make: () => T): T {
  const now = Date.now();
  const hit = map.get(key);
  if (hit && now - hit.at < freshMs) return hit;
  if (map.size >= CACHE_MAX) map.clear();
  const entry = { at: now, ...make() };
  map.set(key, entry);
  return entry;
}

async function lookUpStream(playbackId: string): Promise<AccessStream | null> {
  const streamId = await findStreamIdByPlaybackId({ playbackId });
  if (!streamId) return null;
  return requireStream(streamId).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  });
}

function streamOf(playbackId: string) {
  const { streams } = caches;
  const entry = remembered(streams, playbackId, STREAM_FRESH_MS, () => ({ stream: lookUpStream(playbackId) }));
  entry.stream.catch(() => streams.delete(playbackId));
  return entry.stream;
}

const signature = (payload: string) =>
  crypto.createHmac("sha256", getConfig().SESSION_SECRET).update(`hls:${payload}`).digest().subarray(0, 18).toString("base64url");

/**
 * A signed link segment for `/hls/{playbackId}/t/{token}/master.m3u8`: for a CDN, a reverse proxy
 * or a native player that sends no cookies. Relative segment URLs keep it. With `viewerId` it
 * stops working when that viewer is removed.
 */
export function signPlaybackToken({
  playbackId,
  viewerId = null,
  expiresAt = new Date(Date.now() + PLAYBACK_TOKEN_SECONDS * 1000),
}: {
  playbackId: string;
  viewerId?: number | null;
  expiresAt?: Date;
}): string {
  const payload = `${Math.floor(expiresAt.getTime() / 1000).toString(36)}.${(viewerId ?? 0).toString(36)}`;
  return `${payload}.${signature(`${playbackId}.${payload}`)}`;
}

/** The viewer a token names (0 for none); null when forged, for another video or expired. */
export function readPlaybackToken(token: string, playbackId: string, now = Date.now()): { viewerId: number } | null {
  const match = /^([0-9a-z]{1,12})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{24})$/.exec(token);
  if (!match) return null;
  const [, expires = "", viewer = "", mac = ""] = match;
  const expected = Buffer.from(signature(`${playbackId}.${expires}.${viewer}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  if (parseInt(expires, 36) * 1000 <= now) return null;
  return { viewerId: parseInt(viewer, 36) };
}

async function tokenVerdict(stream: AccessStream, token: string): Promise<Verdict> {
  const claim = readPlaybackToken(token, stream.playbackId ?? "");
  if (!claim) return { ok: false, error: new HttpError(403, PLAYBACK_TOKEN_INVALID) };
  if (claim.viewerId === 0) return { ok: true, viewerId: null };
  const removed = await isViewerRemoved({ viewerId: claim.viewerId, streamRowId: stream.rowId });
  if (removed === null) return { ok: false, error: new HttpError(403, PLAYBACK_TOKEN_INVALID) };
  return removed ? { ok: false, error: new HttpError(403, VIEWER_REMOVED) } : { ok: true, viewerId: claim.viewerId };
}

const CREDENTIAL_COOKIE = /(?:^|;\s*)(?:__viewer|__session|__passcode)=/;

async function cookieVerdict(stream: AccessStream, request: () => Request): Promise<Verdict> {
  const cookie = request().headers.get("Cookie") ?? "";
  if (!CREDENTIAL_COOKIE.test(cookie)) {
    // An open event's video plays for anyone; a viewer's cookie only says who is watching.
    return openToVisitors(stream) ? { ok: true, viewerId: null } : { ok: false, error: new HttpError(401, PLAYBACK_SIGN_IN) };
  }
  const { asker } = await whoIsAsking({ request: request(), streamId: stream.streamId, cached: true });
  if (openToVisitors(stream)) return { ok: true, viewerId: asker.kind === "viewer" ? asker.viewerId : null };
  if (asker.kind === "removed") return { ok: false, error: new HttpError(403, VIEWER_REMOVED) };
  if (asker.kind === "stranger") return { ok: false, error: new HttpError(403, PLAYBACK_REFUSED) };
  if (asker.kind === "locked") {
    return { ok: false, error: new HttpError(403, asker.gate === "passcode" ? PASSCODE_REQUIRED : EMAIL_UNCONFIRMED), passing: true };
  }
  return { ok: true, viewerId: asker.kind === "viewer" ? asker.viewerId : null };
}

/**
 * Lets a request for a video's files through, or throws: 404 for an unknown playback id, 401
 * without credentials, 403 with credentials that do not give access (another stream's viewer, a
 * removed viewer, a forged or expired token). Open events (no registration) are open to anyone.
 * `request` is built only when a verdict is not cached. Answers the viewer the credential names,
 * if any, for who is watching.
 */
export async function admitPlayback({
  playbackId,
  token,
  cookie,
  request,
}: {
  playbackId: string;
  /** The signed token of the path, if any. */
  token: string | null;
  /** The Cookie header (the cache key of a viewer's verdict). */
  cookie: string | null;
  request: () => Request;
}): Promise<{ stream: AccessStream; viewerId: number | null }> {
  const stream = await streamOf(playbackId);
  if (!stream) throw new HttpError(404, PLAYBACK_NOT_FOUND);
  // An open event's video needs no credential: a visitor without a viewer's cookie costs no lookup.
  if (openToVisitors(stream) && (token !== null || !/(?:^|;\s*)__viewer=/.test(cookie ?? ""))) return { stream, viewerId: null };
  const credential = token === null ? `c:${cookie ?? ""}` : `t:${token}`;
  const key = `${playbackId}\n${crypto.createHash("sha1").update(credential).digest("base64url")}`;
  const { verdicts } = caches;
  const entry = remembered(verdicts, key, VERDICT_FRESH_MS, () => ({
    verdict: token === null ? cookieVerdict(stream, request) : tokenVerdict(stream, token),
  }));
  entry.verdict.catch(() => verdicts.delete(key));
  const verdict = await entry.verdict;
  if (!verdict.ok) {
    if (verdict.passing) verdicts.delete(key);
    throw verdict.error;
  }
  return { stream, viewerId: verdict.viewerId };
}
