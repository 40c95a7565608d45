// The registrant's replay page /replay/{eventId}/{accessToken}: its loader, and the recording's
// files under /replay/{eventId}/media/{file} (see services/replay-viewing.server.ts for their auth).
import fs from "node:fs";
import { createReadableStreamFromReadable, json } from "@remix-run/node";
import type { ReplayPageData } from "~/components/replay/replay-page";
import { PASSCODE_INTENT, type CheckoutReturn } from "~/contracts/watch-data";
import { passcodeFormAnswer } from "~/routes/shared.rooms/passcode-form.server";
import { getOfferById } from "~/models/offer.server";
import { parseFollowUpId } from "~/schemas/replay-view";
import { openReplay, REPLAY_LINK_NOT_FOUND, replayMediaFor, replayViewerOf } from "~/services/recordings/replay-viewing.server";
import { formFailure } from "~/utils/form-result.server";
import { HttpError, pageNotFound, readForm } from "~/utils/http.server";
import { formatInZone } from "~/utils/zone-format";
import { parseEventId } from "~/utils/route-ids";

/** A refusal as the page shows it: the route's error boundary renders the message. */
function pageError(error: unknown): never {
  if (error instanceof HttpError) throw json({ error: error.message }, { status: error.status, headers: { "Cache-Control": "private, no-store" } });
  throw error;
}

/** `?checkout=success|cancelled&offer={id}` naming an offer of the event; anything else is ignored. */
async function checkoutReturnOf(request: Request, eventId: number): Promise<CheckoutReturn | null> {
  const params = new URL(request.url).searchParams;
  const status = params.get("checkout");
  const offerId = Number(params.get("offer"));
  if ((status !== "success" && status !== "cancelled") || !Number.isSafeInteger(offerId) || offerId <= 0) return null;
  const offer = await getOfferById({ offerId });
  return offer && offer.eventId === eventId ? { status, offerId, offerTitle: offer.title } : null;
}

/** The page in each state: 410 once expired, 200 otherwise; an unknown link is a 404 (error boundary). */
export async function loadReplayPage(request: Request, eventParam: string | undefined, accessToken: string | undefined) {
  const eventId = parseEventId(eventParam);
  if (eventId === null || !accessToken) pageError(new HttpError(404, REPLAY_LINK_NOT_FOUND));
  const followUpId = parseFollowUpId(new URL(request.url).searchParams.get("fu"));
  const now = new Date();
  const page = await openReplay({ request, eventId, accessToken, followUpId, now }).catch(pageError);
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  if (page.kind === "expired") {
    const data: ReplayPageData = { ...page, expiredLabel: formatInZone(page.expiredAt, page.timeZone) };
    return json(data, { status: 410, headers });
  }
  if (page.kind === "passcode") {
    // The cookie lets the page's passcode form find the registrant's viewer on this device.
    if (page.setCookie) headers.append("Set-Cookie", page.setCookie);
    return json<ReplayPageData>({ kind: "passcode", title: page.title, hostName: page.hostName }, { headers });
  }
  if (page.kind !== "available") return json<ReplayPageData>(page, { headers });
  if (page.setCookie) headers.append("Set-Cookie", page.setCookie);
  const data: ReplayPageData = {
    kind: "available",
    title: page.title,
    hostName: page.hostName,
    expiresAt: page.expiresAt,
    room: page.room,
    serverNow: now.toISOString(),
    checkoutReturn: await checkoutReturnOf(request, eventId),
  };
  return json(data, { headers });
}

/** The replay page's form (the event's passcode, for a registrant who did not enter it during the live); anything else is a 400. */
export async function replayPageAction(request: Request, clientIp: string, eventParam: string | undefined, accessToken: string | undefined) {
  const eventId = parseEventId(eventParam);
  if (eventId === null || !accessToken) pageError(new HttpError(404, REPLAY_LINK_NOT_FOUND));
  const form = await readForm(request);
  if (form.get("intent") !== PASSCODE_INTENT) return formFailure(null, "Unknown form. Reload the page and try again.", { toast: null });
  const { streamId, uniqueId } = await replayViewerOf({ request, eventId, accessToken }).catch(pageError);
  return passcodeFormAnswer({ request, form, clientIp, streamId, uniqueId });
}

/** A file of the replay's recording; a 404 that tells nothing to anyone who may not have it. */
export async function loadReplayMedia(request: Request, eventParam: string | undefined, file: string | undefined) {
  const eventId = parseEventId(eventParam);
  if (eventId === null || !file) return pageNotFound();
  return recordingMediaResponse(request, await replayMediaFor({ request, eventId, file }));
}

type RecordingMedia = { kind: "playlist"; text: string } | { kind: "file"; path: string; bytes: number; contentType: string; cacheControl: string };

/** A recording's playlist or segment as its viewer gets it (replay or on-demand session), or the 404 that tells nothing. */
export function recordingMediaResponse(request: Request, media: RecordingMedia | null) {
  if (!media) return pageNotFound();
  // Personal (behind the viewer's cookie): never kept by a shared cache.
  if (media.kind === "playlist") {
    return new Response(media.text, {
      headers: { "Content-Type": "application/vnd.apple.mpegurl", "Cache-Control": "private, no-cache", "X-Content-Type-Options": "nosniff" },
    });
  }
  const headers = {
    "Content-Type": media.contentType,
    "Content-Length": String(media.bytes),
    "Cache-Control": media.cacheControl,
    "X-Content-Type-Options": "nosniff",
  };
  if (request.method === "HEAD") return new Response(null, { headers });
  return new Response(createReadableStreamFromReadable(fs.createReadStream(media.path)), { headers });
}
