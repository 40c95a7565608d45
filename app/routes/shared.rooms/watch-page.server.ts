// The watch page's loader and action, shared by /watch/{streamId}, /viewer/{streamId} and
// /watch/{streamId}/{uniqueId} (which is also /watch/{eventId}/{accessId} when the first part is a number).
import { getPublicEvent } from "~/models/event.server";
import { findRegistrationByAccessToken, viewerRegistration } from "~/models/registration.server";
import { choicePath, isOnDemandOpen } from "~/services/recordings/on-demand.server";
import { replayPathAfterEvent } from "~/services/recordings/replay-viewing.server";
import { json, redirect } from "@remix-run/node";
import {
  PASSCODE_INTENT,
  POLL_ID,
  REGISTER_INTENT,
  RESEND_CONFIRMATION_INTENT,
  VOTE_INTENT,
  type CheckoutReturn,
  type WatchPageData,
} from "~/contracts/watch-data";
import { getOfferById } from "~/models/offer.server";
import { getStreamBrand } from "~/models/host-settings.server";
import { latestLiveEventId } from "~/models/live-event.server";
import { countCurrentViewers } from "~/models/viewer.server";
import { VIEWER_FIELDS_REQUIRED, watchRegistrationFormSchema } from "~/schemas/viewer";
import { listChatForViewer, postViewerMessage } from "~/services/room/chat/messages.server";
import { countChatAccepted, countChatRefused } from "~/services/room/chat/post-outcomes.server";
import { activeTimeout, nextMessageAt, viewerZone } from "~/services/room/chat/restrictions.server";
import { handoutViews } from "~/services/room/handouts.server";
import { revealedOfferViews } from "~/services/selling/offer-broadcast.server";
import { currentPollForViewer, voteByToken } from "~/services/room/polls.server";
import { formFailure, formSuccess } from "~/utils/form-result.server";
import { fieldErrorsOf, readForm, HttpError } from "~/utils/http.server";
import { landingSettingsOf, showingOverlaysOf } from "~/services/room/overlays.server";
import { formatInZone } from "~/utils/zone-format";
import { resolveEventWatch, resolveStreamWatch, registerForStream, type ResolvedWatch } from "~/services/room/watch.server";
import { videoAvailable } from "~/services/video/index.server";
import { LINK_RECENTLY_SENT, mailWatchLink } from "~/services/room/room-gates.server";
import { LINK_NOT_FOUND } from "~/services/room/stream-access.server";
import { questionsForViewer } from "~/services/room/questions.server";
import { passcodeFormAnswer } from "./passcode-form.server";
import { isQuestionIntent, questionFromWatchPage } from "./question-forms.server";
import { parseEventId } from "~/utils/route-ids";

/** A refusal as the page shows it: the route's error boundary renders the message. */
function pageError(error: unknown): never {
  // The details say where to go next (registering again, for a link that is not valid).
  if (error instanceof HttpError) throw json({ error: error.message, details: error.details }, { status: error.status });
  throw error;
}

/** Recent messages (sticky first) for a registered viewer; null without one or with chat turned off. */
async function chatFor({ stream, viewer }: ResolvedWatch): Promise<WatchPageData["chat"]> {
  if (!stream || !viewer || !stream.chatEnabled) return null;
  const [messages, timeZone] = await Promise.all([
    listChatForViewer({ streamId: stream.streamId, uniqueId: viewer.uniqueId }),
    viewerZone(stream, viewer),
  ]);
  // First names only: never anyone's e-mail on a viewer's page.
  return {
    messages: messages.map((m) => ({ ...m, viewer: m.viewer ? { id: m.viewer.id, firstName: m.viewer.firstName } : null })),
    open: stream.chatOpen,
    slowModeSeconds: stream.slowModeSeconds,
    nextMessageAt: nextMessageAt(stream, viewer),
    timedOutUntil: activeTimeout(viewer),
    timeZone,
  };
}

/** The Q&A for a registered viewer when the event has it on; null otherwise. */
async function questionsFor({ stream, viewer }: ResolvedWatch): Promise<WatchPageData["questions"]> {
  if (!stream || !viewer) return null;
  const items = await questionsForViewer({ stream, viewer });
  return items ? { items, anonymousAllowed: stream.qaAnonymous } : null;
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

/** The replay a registrant of an ended event can watch from its page; null without a registration or before the replay is ready. */
async function endedReplayPath(registration: { eventId: number; accessToken: string } | null) {
  return registration ? replayPathAfterEvent(registration) : null;
}

async function pageData(request: Request, resolved: ResolvedWatch, uniqueId: string | null) {
  const { stream, response } = resolved;
  // Behind the registration gate, the passcode or an unconfirmed e-mail there is nothing of the stream to show yet.
  const following = stream && !response.requiresRegistration && !response.requiresPasscode && !response.requiresEmailConfirmation;
  const eventId = following ? stream.eventId : null;
  // Read before the rest: what is published from here on reaches the page over its live connection.
  const liveSince = stream ? await latestLiveEventId({ streamRowId: stream.rowId }) : null;
  const [viewerCount, chat, questions, overlays, landing, brand, offers, handouts, checkoutReturn, poll] = await Promise.all([
    // The page's own viewer watches too: counted at once, before their live connection or their player's first fetch.
    stream
      ? countCurrentViewers({ streamRowId: stream.rowId, including: following && resolved.response.isLive ? (resolved.viewer?.id ?? null) : null })
      : 0,
    following ? chatFor(resolved) : null,
    following ? questionsFor(resolved) : null,
    following ? showingOverlaysOf({ streamRowId: stream.rowId }) : [],
    following ? landingSettingsOf({ streamRowId: stream.rowId }) : null,
    stream ? getStreamBrand({ streamId: stream.streamId }) : null,
    eventId === null ? [] : revealedOfferViews({ eventId }),
    eventId === null ? [] : handoutViews({ eventId }),
    checkoutReturnOf(request, eventId),
    following ? currentPollForViewer({ streamRowId: stream.rowId, viewerId: resolved.viewer?.id ?? null }) : null,
  ]);
  const now = new Date();
  const registration = resolved.viewer ? await viewerRegistration({ viewerId: resolved.viewer.id }) : null;
  // A registered viewer reads times in the zone they registered with; anyone else in the event's.
  const zone = registration?.timezone ?? stream?.timezone ?? "UTC";
  const offerEndsAt = Object.fromEntries(offers.flatMap((offer) => (offer.closesAt ? [[offer.id, endsAtLabel(offer.closesAt, zone, now)]] : [])));
  const startsAt = stream?.scheduledAt ? formatInZone(stream.scheduledAt, zone) : null;
  const data: WatchPageData = {
    watch: resolved.response,
    videoAvailable: stream ? videoAvailable(stream.provider) : true,
    muteOnEntry: stream?.muteOnEntry ?? true,
    waitingRoom: stream?.waitingRoom ? { open: stream.roomOpen } : null,
    uniqueId,
    viewerCount,
    liveSince,
    startsAt,
    chat,
    questions,
    overlays,
    landing,
    offers,
    handouts,
    offerEndsAt,
    poll,
    checkoutReturn,
    serverNow: now.toISOString(),
    brand,
    ended: stream?.eventEnded ? { replayPath: await endedReplayPath(registration) } : null,
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

/** Once the live is over, a registrant's event link leads to the on-demand sessions when the host runs them, else to the replay. */
async function pathAfterLive(eventId: number, accessToken: string) {
  const replay = await replayPathAfterEvent({ eventId, accessToken });
  if ((await getPublicEvent({ eventId }))?.status !== "completed" || !(await isOnDemandOpen(eventId))) return replay;
  return (await findRegistrationByAccessToken({ eventId, accessToken })) ? choicePath(eventId, accessToken) : replay;
}

/** /watch/{streamId}/{uniqueId}, or a registrant's /watch/{eventId}/{accessId}. */
export async function loadPersonalWatchPage(request: Request, first: string, second: string) {
  const eventId = parseEventId(first);
  if (eventId !== null) {
    const after = await pathAfterLive(eventId, second);
    if (after) throw redirect(after);
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
 * The registration gate's form (and its "Send it again"): a new registrant is taken straight into
 * the room (their personal link, remembered in the viewer cookie); an e-mail already registered,
 * or any registrant of an event that confirms addresses first, is told the link went to the e-mail.
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
    if (result.personalPath) {
      return redirect(result.personalPath, { headers: result.setCookie ? { "Set-Cookie": result.setCookie } : undefined });
    }
    const { email, firstName, phone } = parsed.data;
    return formSuccess(
      REGISTER_INTENT,
      { toast: { title: "Registration Successful", description: result.message } },
      { sentTo: result.sentTo, message: result.message, registrant: { email, firstName, phone: phone ?? "" } },
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
async function chatFromWatchPage(request: Request, form: FormData, streamId: string, uniqueId: string) {
  const raw = form.get("message");
  const message = typeof raw === "string" ? raw.slice(0, 2_000) : "";
  try {
    await postViewerMessage({ streamId, uniqueId, message }).then(countChatAccepted, countChatRefused);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return formFailure("chat", error, { values: { message }, toast: null });
  }
  return redirect(`${new URL(request.url).pathname}#chat`);
}

/**
 * The poll card's vote form (intent=vote) without JavaScript: votes as the viewer the link names
 * and comes back to the card; a refusal renders the page again with the reason on the card.
 */
async function voteFromWatchPage(request: Request, form: FormData, streamId: string, uniqueId: string) {
  const optionIds = form.getAll("optionId").map((value) => (typeof value === "string" && /^\d{1,10}$/.test(value) ? Number(value) : 0));
  const pollId = form.get("pollId");
  try {
    await voteByToken({ streamId, uniqueId, pollId: typeof pollId === "string" ? pollId : undefined, optionIds });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return formFailure(VOTE_INTENT, error, { toast: null });
  }
  return redirect(`${new URL(request.url).pathname}#${POLL_ID}`);
}

/** "Send the link again" for a viewer whose e-mail is not confirmed yet (one every 15 minutes: a sooner ask says the last one is on its way). */
async function resendFromWatchPage(request: Request, streamId: string, uniqueId: string) {
  const resolved = await resolveStreamWatch({ request, streamId, uniqueId }).catch(pageError);
  if (!resolved.stream || !resolved.viewer) return formFailure(RESEND_CONFIRMATION_INTENT, LINK_NOT_FOUND, { status: 404, toast: null });
  if (await mailWatchLink({ request, stream: resolved.stream, viewer: resolved.viewer })) {
    return formSuccess(RESEND_CONFIRMATION_INTENT, {
      toast: { title: "Link sent", description: `We've sent your link to ${resolved.viewer.email}.` },
    });
  }
  return formFailure(RESEND_CONFIRMATION_INTENT, LINK_RECENTLY_SENT, { status: 429, toast: null });
}

/**
 * The personal page's forms without JavaScript (with it, they post to the JSON calls): chat, the
 * poll card's vote, the Q&A's (ask, upvote: question-forms.server.ts), passcode, send the link again.
 */
export async function personalWatchAction(request: Request, clientIp: string, streamId: string, uniqueId: string) {
  const form = await readForm(request, { multiValued: ["optionId"] });
  const intent = form.get("intent");
  if (intent === "chat") return chatFromWatchPage(request, form, streamId, uniqueId);
  if (intent === VOTE_INTENT) return voteFromWatchPage(request, form, streamId, uniqueId);
  if (isQuestionIntent(intent)) return questionFromWatchPage({ request, form, intent, streamId, uniqueId });
  if (intent === PASSCODE_INTENT) return passcodeFormAnswer({ request, form, clientIp, streamId, uniqueId });
  if (intent === RESEND_CONFIRMATION_INTENT) return resendFromWatchPage(request, streamId, uniqueId);
  return formFailure(null, "Unknown form. Reload the page and try again.", { toast: null });
}

/** The stream page's forms: the passcode (a visitor of an open event), else the registration gate. */
export async function streamWatchAction(request: Request, clientIp: string, streamId: string) {
  const form = await readForm(request.clone());
  if (form.get("intent") === PASSCODE_INTENT) return passcodeFormAnswer({ request, form, clientIp, streamId, uniqueId: null });
  return registerFromWatchPage(request, clientIp, streamId);
}
