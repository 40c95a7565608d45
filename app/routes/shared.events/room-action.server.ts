// The room's forms, whichever page posts them: the Event Settings screen and the studio take the
// same intents (the chat, Overlays, Landing Page, Offers, Q&A, Polls and Handouts tabs, Go Live and
// Stop stream, Mark chapter) with the same rules for each role; only where a form comes back differs.
import { CHAT_ID, parseSettingsTab, PROFILE_PARAM, settingsPath, TAB_PARAM, tabPath, type SettingsTab } from "~/components/event-settings/constants";
import { END_STREAM, GO_LIVE } from "~/components/event-dashboard/constants";
import { isMarkChapterIntent } from "~/components/event-settings/mark-chapter";
import { TURN_ON_POLLS_INTENT } from "~/contracts/poll-constants";
import { parseRowId } from "~/utils/row-id";
import { HOST_ONLY, HOST_OR_CO_HOST_ONLY, staffMay, type Staff } from "~/services/account/team-access.server";
import { formFailure } from "~/utils/form-result.server";
import { readForm } from "~/utils/http.server";
import { liveStateAction } from "../_host.events.$eventId._index/stream-actions.server";
import { markChapterAction } from "./chapter-actions.server";
import { chatAction } from "./chat-actions.server";
import { handoutAction, isHandoutIntent, isHandoutUpload } from "./handout-actions.server";
import { isLandingIntent, landingAction } from "./landing-actions.server";
import { isOfferIntent, offerAction } from "./offer-actions.server";
import { isOverlayIntent, overlayAction } from "./overlay-actions.server";
import { isPollIntent, pollAction, turnOnPollsAction } from "./poll-actions.server";
import { isQaIntent, qaAction } from "./qa-actions.server";

/** Where a page's forms come back to after a success without JavaScript. */
export interface RoomPage {
  /** The page itself: Go Live, Stop stream and Mark chapter. */
  path: string;
  /** One of its tabs: that tab's forms (the action adds the card's anchor). */
  tabPath: (tab: SettingsTab) => string;
  /** The chat, from the address the form posted to: the page as the host left it (open tab, open profile). */
  chatPath: (requestUrl: string) => string;
}

/** The Event Settings screen's addresses: its tabs (?tab=, Stream Overlays by default) and an open Customer Profile. */
export function settingsPage(eventId: number, streamId: string): RoomPage {
  const path = settingsPath(eventId, streamId);
  return {
    path,
    tabPath: (tab) => tabPath(path, tab),
    chatPath: (requestUrl) => {
      const params = new URL(requestUrl).searchParams;
      const kept = new URLSearchParams();
      const tab = parseSettingsTab(params.get(TAB_PARAM));
      if (tab !== "overlays") kept.set(TAB_PARAM, tab);
      const profile = parseRowId(params.get(PROFILE_PARAM));
      if (profile) kept.set(PROFILE_PARAM, String(profile));
      const query = kept.toString();
      return `${path}${query ? `?${query}` : ""}#${CHAT_ID}`;
    },
  };
}

const isMultipart = (request: Request) => (request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data");

/** The intent of a form posted to a page of the room; null for an upload (multipart, which its own action reads). */
export async function postedIntent(request: Request) {
  if (isHandoutUpload(request) || isMultipart(request)) return null;
  return (await readForm(request.clone())).get("intent");
}

/**
 * A POST of the room's forms for the host's event and stream (already checked): the chat's intents
 * (chat-actions.server.ts), the Stream Overlays tab's (overlay-actions.server.ts), the Landing Page
 * tab's (landing-actions.server.ts), the Offers tab's (offer-actions.server.ts; its image upload is
 * multipart, read there part by part), the Q&A tab's (qa-actions.server.ts), the Polls tab's
 * (poll-actions.server.ts) and the Handouts tab's (handout-actions.server.ts; its upload is the
 * multipart post to ?upload=handout, streamed to disk), Go Live, Stop stream and Mark chapter.
 */
export async function roomAction({
  request,
  staff,
  event,
  stream,
  page,
}: {
  request: Request;
  staff: Staff;
  event: { id: number; timezone: string };
  stream: { streamId: string };
  page: RoomPage;
}) {
  const target = { hostId: staff.hostId, actorId: staff.userId, eventId: event.id, streamId: stream.streamId, request };
  const host = staff.role === "host";
  // Selling, handouts and the page are the host's; the team runs the room.
  const hostOnly = () => formFailure(null, HOST_ONLY, { status: 403 });
  if (isHandoutUpload(request)) return host ? handoutAction({ ...target, back: page.tabPath("handouts") }) : hostOnly();
  if (isMultipart(request)) return host ? offerAction({ ...target, timeZone: event.timezone, back: page.tabPath("offers") }) : hostOnly();
  const intent = await postedIntent(request);
  if (intent === GO_LIVE || intent === END_STREAM) {
    if (!staffMay(staff.role, "broadcast")) return formFailure(null, HOST_OR_CO_HOST_ONLY, { status: 403 });
    return liveStateAction({ hostId: staff.hostId, eventId: event.id, intent, back: page.path });
  }
  if (isMarkChapterIntent(intent)) {
    if (!staffMay(staff.role, "broadcast")) return formFailure(intent, HOST_OR_CO_HOST_ONLY, { status: 403 });
    return markChapterAction({ hostId: staff.hostId, eventId: event.id, form: await readForm(request), back: page.path });
  }
  if (isOfferIntent(intent)) return host ? offerAction({ ...target, timeZone: event.timezone, back: page.tabPath("offers") }) : hostOnly();
  if (isHandoutIntent(intent)) return host ? handoutAction({ ...target, back: page.tabPath("handouts") }) : hostOnly();
  if (isLandingIntent(intent)) return host ? landingAction({ ...target, back: page.tabPath("landing") }) : hostOnly();
  if (intent === TURN_ON_POLLS_INTENT) return host ? turnOnPollsAction({ ...target, back: page.tabPath("polls") }) : hostOnly();
  if (isPollIntent(intent)) return pollAction({ ...target, back: page.tabPath("polls") });
  if (isOverlayIntent(intent)) return overlayAction({ ...target, back: page.tabPath("overlays") });
  if (isQaIntent(intent)) return qaAction({ ...target, back: page.tabPath("qa") });
  return chatAction({ staff, streamId: stream.streamId, request, back: page.chatPath(request.url) });
}
