// The watch page's loader and action, shared by /watch/{streamId}, /viewer/{streamId} and
// /watch/{streamId}/{uniqueId} (which is also /watch/{eventId}/{accessId} when the first part is a number).
import { json, redirect } from "@remix-run/node";
import { REGISTER_INTENT, type CheckoutReturn, type WatchPageData } from "~/components/watch/watch-data";
import { getOfferById } from "~/models/offer.server";
import { getStreamBrand } from "~/models/host-settings.server";
import { viewerRegistrationZone } from "~/models/registration.server";
import { countCurrentViewers } from "~/models/viewer.server";
import { parseEventId } from "~/schemas/event";
import { VIEWER_FIELDS_REQUIRED, watchRegistrationFormSchema } from "~/schemas/viewer";
import { listChatForViewer, postViewerMessage } from "~/services/chat/messages.server";
import { revealedOfferViews } from "~/services/offer-broadcast.server";
import { formFailure, formSuccess } from "~/utils/form-result.server";
import { fieldErrorsOf, readForm, HttpError } from "~/utils/http.server";
import { landingSettingsOf, showingOverlaysOf } from "~/services/overlays.server";
import { formatInZone } from "~/utils/time-zones";
import { resolveEventWatch, resolveStreamWatch, registerForStream, type ResolvedWatch } from "~/services/watch.server";
import { videoAvailable } from "~/services/video/index.server";

/** A refusal as the page shows it: the route's error boundary renders the message. */
function pageError(error: unknown): never {
  if (error instanceof HttpError) throw json({ error: error.message }, { status: error.status });
  throw error;
}

/** Recent messages (sticky first) for a registered viewer; null without one or with chat turned off. */
async function chatFor({ stream, viewer }: ResolvedWatch): Promise<WatchPageData["chat"]> {
  if (!stream || !viewer || !stream.chatEnabled) return null;
  const messages = await listChatForViewer({ streamId: stream.streamId, uniqueId: viewer.uniqueId });
  // First names only: never anyone's e-mail on a viewer's page.
  return {
    messages: messages.map((m) => ({ ...m, viewer: m.viewer ? { id: m.viewer.id, firstName: m.viewer.firstName } : null })),
    open: stream.chatOpen,
  };
}

/** "Ends at 2:30 PM EST", with the date when it is not today in the event's zone. */
function endsAtLabel(closesAt: string, timeZone: string, now: Date) {
  const day = (date: Date | string) => formatInZone(date, timeZone, { hour: undefined, minute: undefined, timeZoneName: undefined });
  const time = formatInZone(closesAt, timeZone, { year: undefined, month: undefined, day: undefined });
  return day(closesAt) === day(now) ? `Ends at ${time}` : `Ends ${day(closesAt)} at ${time}`;
}

/** `?checkout=success|cancelled&offer={id}` naming an offer of the stream's event; anything else is ignored. */
async function checkoutReturnOf(request: Request, eventId: number | null): Promise<CheckoutReturn | null> {
  const params = new URL(request.url).searchParams;
  const status = params.get("checkout");
  const offerId = Number(params.get("offer"));
  if ((status !== "success" && status !== "cancelled") || eventId === null || !Number.isSafeInteger(offerId) || offerId <= 0) return null;
  const offer = await getOfferById({ offerId });
  return offer && offer.eventId === eventId ? { status, offerId, offerTitle: offer.title } : null;
}

async function pageData(request: Request, resolved: ResolvedWatch, uniqueId: string | null) {
  const { stream } = resolved;
  // Behind the registration gate there is nothing of the stream to show yet.
  const following = stream && !resolved.response.requiresRegistration;
  const eventId = following ? stream.eventId : null;
  const [viewerCount, chat, overlays, landing, brand, offers, checkoutReturn] = await Promise.all([
    stream ? countCurrentViewers({ streamRowId: stream.rowId }) : 0,
    chatFor(resolved),
    following ? showingOverlaysOf({ streamRowId: stream.rowId }) : [],
    following ? landingSettingsOf({ streamRowId: stream.rowId }) : null,
    stream ? getStreamBrand({ streamId: stream.streamId }) : null,
    eventId === null ? [] : revealedOfferViews({ eventId }),
    checkoutReturnOf(request, eventId),
  ]);
  const now = new Date();
  // A registered viewer reads times in the zone they registered with; anyone else in the event's.
  const zone = (resolved.viewer ? await viewerRegistrationZone({ viewerId: resolved.viewer.id }) : null) ?? stream?.timezone ?? "UTC";
  const offerEndsAt = Object.fromEntries(offers.flatMap((offer) => (offer.closesAt ? [[offer.id, endsAtLabel(offer.closesAt, zone, now)]] : [])));
  const startsAt = stream?.scheduledAt ? formatInZone(stream.scheduledAt, zone) : null;
  const data: WatchPageData = {
    watch: resolved.response,
    videoAvailable: stream ? videoAvailable(stream.provider) : true,
    muteOnEntry: stream?.muteOnEntry ?? true,
    waitingRoom: stream?.waitingRoom ? { open: stream.roomOpen } : null,
    uniqueId,
    viewerCount,
    startsAt,
    chat,
    overlays,
    landing,
    offers,
    offerEndsAt,
    checkoutReturn,
    serverNow: now.toISOString(),
    brand,
  };
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  if (resolved.setCookie) headers.append("Set-Cookie", resolved.setCookie);
  return json(data, { headers });
}

/** /watch/{streamId} and /viewer/{streamId}: a returning viewer goes to their personal link. */
export async function loadStreamWatchPage(request: Request, streamId: string) {
  const resolved = await resolveStreamWatch({ request, streamId }).catch(pageError);
  if (resolved.response.redirectToUniqueUrl) throw redirect(resolved.response.redirectToUniqueUrl);
  return pageData(request, resolved, null);
}

/** /watch/{streamId}/{uniqueId}, or a registrant's /watch/{eventId}/{accessId}. */
export async function loadPersonalWatchPage(request: Request, first: string, second: string) {
  const eventId = parseEventId(first);
  if (eventId !== null) {
    const resolved = await resolveEventWatch({ request, eventId, accessId: second }).catch(pageError);
    if (resolved.response.redirectToUniqueUrl) {
      throw redirect(resolved.response.redirectToUniqueUrl, resolved.setCookie ? { headers: { "Set-Cookie": resolved.setCookie } } : undefined);
    }
    return pageData(request, resolved, null);
  }
  const resolved = await resolveStreamWatch({ request, streamId: first, uniqueId: second }).catch(pageError);
  return pageData(request, resolved, second);
}

/**
 * The registration gate's form (and its "Send it again"): the personal link goes to the e-mail,
 * and the page says so, the same for a known and an unknown e-mail; it opens nothing here.
 */
export async function registerFromWatchPage(request: Request, clientIp: string, streamId: string) {
  const form = await readForm(request);
  const values = {
    email: String(form.get("email") ?? "").slice(0, 300),
    firstName: String(form.get("firstName") ?? "").slice(0, 300),
    phone: String(form.get("phone") ?? "").slice(0, 64),
  };
  const parsed = watchRegistrationFormSchema.safeParse(values);
  if (!parsed.success) {
    const error = parsed.error.issues[0]?.message ?? "Some fields are missing or invalid.";
    const title = error === VIEWER_FIELDS_REQUIRED ? "Missing Information" : "Registration Failed";
    return formFailure(REGISTER_INTENT, null, {
      fieldErrors: fieldErrorsOf(parsed.error),
      values,
      toast: { title, description: error, variant: "destructive" },
    });
  }
  try {
    const result = await registerForStream({ request, clientIp, streamId, input: parsed.data });
    const { email, firstName, phone } = parsed.data;
    return formSuccess(
      REGISTER_INTENT,
      { toast: { title: "Registration Successful", description: result.message } },
      { sentTo: result.sentTo, registrant: { email, firstName, phone: phone ?? "" } },
    );
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return formFailure(REGISTER_INTENT, error, {
      values,
      toast: { title: "Registration Failed", description: error.message, variant: "destructive" },
    });
  }
}

/**
 * The personal page's chat form (intent=chat) without JavaScript: posts as the viewer the link
 * names and comes back to the page (post/redirect/get); a refusal (400 blank or too long, 403
 * removed, 429 too fast) renders the page again with the message inline and the text kept.
 */
export async function chatFromWatchPage(request: Request, streamId: string, uniqueId: string) {
  const form = await readForm(request);
  const raw = form.get("message");
  const message = typeof raw === "string" ? raw.slice(0, 2_000) : "";
  if (form.get("intent") !== "chat") return formFailure(null, "Unknown form. Reload the page and try again.", { values: { message }, toast: null });
  try {
    await postViewerMessage({ streamId, uniqueId, message });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return formFailure("chat", error, { values: { message }, toast: null });
  }
  return redirect(`${new URL(request.url).pathname}#chat`);
}
