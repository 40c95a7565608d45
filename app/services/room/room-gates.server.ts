// The two gates before an event's room that a viewer passes once: the event's passcode (typed on
// a plain form or sent to the JSON call; wrong guesses limited per viewer and per address) and,
// for events that require authentication, an e-mail address confirmed by opening a link that came
// by e-mail. Whether someone is through is the access gate's answer (stream-access.server.ts).
import { takeRateLimit } from "~/models/rate-limit.server";
import { confirmRegistrationEmail } from "~/models/registration.server";
import { confirmViewerEmail, queueViewerLinkMail, recordPasscodeProof, type ViewerRecord } from "~/models/viewer.server";
import { passcodeEntrySchema } from "~/schemas/room-gates";
import { rateLimitedText } from "~/schemas/invite-rules";
import { getConfig } from "~/utils/config.server";
import { HttpError } from "~/utils/http.server";
import { EMAIL_PROOF_PARAM, isEmailProof, isPasscodeProof, passcodeProofOf } from "~/utils/link-proofs.server";
import { CHAT_REMOVED, requireStream, viewerByToken, type AccessStream } from "./stream-access.server";
import { rememberPasscode, viewerTokenFor } from "./viewer-access.server";

export const LINK_RECENTLY_SENT =
  "We sent your link less than 15 minutes ago: look in your inbox and your spam folder. You can ask again after that.";
export const PASSCODE_WRONG = "That passcode is not right. Check it with the host's invitation and try again.";

/** Guesses per viewer, and per address (a whole office may share one), in this window. */
export const PASSCODE_GUESSES = { perViewer: 5, perAddress: 30, windowMs: 10 * 60_000 } as const;

async function limitGuesses(bucket: string, key: string, limit: number) {
  const taken = await takeRateLimit({ bucket, key, limit, windowMs: PASSCODE_GUESSES.windowMs });
  if (!taken.allowed) {
    throw new HttpError(429, rateLimitedText(taken.retryAfterSeconds), { retryAfterSeconds: taken.retryAfterSeconds });
  }
}

/**
 * Checks a passcode for the stream's event. Every try counts against the limits, checked before
 * the passcode is, so guessing past them learns nothing. A right one is kept on the viewer's row
 * (their link then passes on any device) and in the browser's cookie (a visitor of an open event
 * has no row); the answer carries that Set-Cookie. 403 for a wrong one, 429 past the limits.
 */
export async function enterPasscode({
  request,
  streamId,
  body,
  clientIp,
}: {
  request: Request;
  streamId: string;
  body: unknown;
  clientIp: string;
}): Promise<{ setCookie: string | null }> {
  const stream = await requireStream(streamId);
  const parsed = passcodeEntrySchema.safeParse(body);
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? "Enter the passcode.");
  if (!stream.passcode) return { setCookie: null };
  const viewer = await viewerByToken(stream, parsed.data.token ?? (await viewerTokenFor(request, stream.streamId)));
  if (viewer?.isKicked) throw new HttpError(403, CHAT_REMOVED);
  await limitGuesses("passcode-address", `${stream.rowId}:${clientIp}`, PASSCODE_GUESSES.perAddress);
  if (viewer) await limitGuesses("passcode-viewer", String(viewer.id), PASSCODE_GUESSES.perViewer);
  const expected = passcodeProofOf(stream.rowId, stream.passcode);
  const given = passcodeProofOf(stream.rowId, parsed.data.passcode);
  if (!isPasscodeProof(given, expected)) throw new HttpError(403, PASSCODE_WRONG);
  if (viewer) await recordPasscodeProof({ viewerId: viewer.id, proof: expected });
  return { setCookie: await rememberPasscode(request, stream.streamId, expected) };
}

/**
 * Opening a personal link: when it came by e-mail (its proof matches the token) the viewer's
 * address, and their registration's, count as confirmed from now on. Returns the viewer as now known.
 */
export async function confirmByLink({
  request,
  token,
  viewer,
  registration,
}: {
  request: Request;
  /** The personal token the link carries (a viewer's uniqueId, or a registration's access token). */
  token: string;
  viewer: ViewerRecord;
  registration?: { id: number; emailConfirmed: boolean } | null;
}): Promise<ViewerRecord> {
  const fromEmail = isEmailProof(token, new URL(request.url).searchParams.get(EMAIL_PROOF_PARAM));
  if (registration && fromEmail && !registration.emailConfirmed) await confirmRegistrationEmail({ registrationId: registration.id });
  if (viewer.emailConfirmed || !(fromEmail || registration?.emailConfirmed)) return viewer;
  await confirmViewerEmail({ viewerId: viewer.id });
  return { ...viewer, emailConfirmed: true };
}

/**
 * E-mails the viewer their personal link to the stream (for a viewer whose address is not confirmed,
 * the link confirms it). Whether one went out now (at most one every 15 minutes).
 */
export async function mailWatchLink({ request, stream, viewer }: { request: Request; stream: AccessStream; viewer: Pick<ViewerRecord, "id"> }) {
  return queueViewerLinkMail({
    viewerId: viewer.id,
    hostId: stream.hostId,
    eventId: stream.eventId,
    watchTitle: stream.eventTitle ?? stream.title,
    origin: new URL(getConfig().PUBLIC_URL ?? request.url).origin,
  });
}
