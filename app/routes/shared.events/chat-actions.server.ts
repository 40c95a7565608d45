// The chat's data and forms, on the Event Settings screen and in the studio. The page shows the
// host's chat for one of their event's streams (another host's event, or a stream of another event, is a 404); each form
// posts an intent: send, sticky, unsticky, remove, approve, reject (a message), shadowban, kick (a viewer),
// chat-open, chat-close (whether viewers may post), room-open, room-close (the waiting room),
// slow-mode (seconds between a viewer's messages), timeout (minutes), untimeout, unshadowban,
// readmit (a viewer).
// Without JavaScript a success redirects back to the chat with a toast (PRG) and a failure renders
// the page with the message inline; a fetcher (respond=fetcher) gets JSON instead.
import { redirect } from "@remix-run/node";
import {
  FAILURE_TEXT,
  SETTINGS_TABS,
  TEAM_SETTINGS_TABS,
  isChatIntent,
  RESPOND_FETCHER,
  RESPOND_FIELD,
  type ChatIntent,
} from "~/components/event-settings/constants";
import type { PanelProfile, ProfileData } from "~/components/event-settings/customer-profile";
import { requireHostEvent } from "~/routes/shared.events/event-actions.server";
import { getHostViewer } from "~/models/chat.server";
import { getHostStreamRow } from "~/models/stream.server";
import { countCurrentViewers } from "~/models/viewer.server";
import { parseRowId } from "~/utils/row-id";
import { parseStreamId } from "~/schemas/stream";
import { setRoomSwitch } from "~/services/room/room-switches.server";
import { listChatForHost, postHostMessage } from "~/services/room/chat/messages.server";
import { countChatAccepted, countChatRefused } from "~/services/room/chat/post-outcomes.server";
import { actOnViewer, MESSAGE_NOT_FOUND, moderate, VIEWER_NOT_FOUND } from "~/services/room/chat/moderation.server";
import { setChatSettings } from "~/services/room/chat/chat-settings.server";
import { listModeratedViewers } from "~/models/moderation.server";
import { isSlowModeSeconds, isTimeoutMinutes, slowModeLabel } from "~/contracts/moderation";
import { purchaseHistoryOf } from "~/services/room/chat/purchase-history.server";
import type { PublicUser } from "~/models/user.server";
import { HOST_OR_CO_HOST_ONLY, requireStaffFor, staffMay, type Staff, type StaffRole } from "~/services/account/team-access.server";
import { formFailure, formSuccess } from "~/utils/form-result.server";
import { readForm, HttpError, pageNotFound } from "~/utils/http.server";
import { getLogger } from "~/utils/logger.server";
import { redirectWithToast, type Toast } from "~/services/account/toast.server";

/**
 * Who runs the screen: the event's host or a member of the host's team (a 404 for anyone else,
 * as for an event that does not exist).
 */
export async function requireSettingsStaff(user: PublicUser, eventIdParam: string | undefined): Promise<Staff> {
  const eventId = parseRowId(eventIdParam ?? "");
  if (eventId === null) throw pageNotFound();
  return requireStaffFor(user, { kind: "event", eventId }, "moderate", pageNotFound);
}

/** The tabs this role sees. */
export const settingsTabsFor = (role: StaffRole) => (role === "host" ? SETTINGS_TABS : TEAM_SETTINGS_TABS);

/** The host's event and its stream named in the address, or a 404. */
export async function requireSettingsTarget(hostId: number, eventIdParam: string | undefined, streamIdParam: string | undefined) {
  const event = await requireHostEvent(hostId, eventIdParam);
  const streamId = parseStreamId(streamIdParam);
  const stream = streamId ? await getHostStreamRow({ hostId, streamId }) : null;
  if (!stream || stream.eventId !== event.id) throw pageNotFound();
  return { event, stream };
}

/** The Customer Profile: who the chatter is (with their e-mail: the host's own audience) and what they bought. */
export async function viewerProfileOf({ hostId, viewerId }: { hostId: number; viewerId: number }): Promise<ProfileData | null> {
  const viewer = await getHostViewer({ hostId, viewerId });
  if (!viewer) return null;
  try {
    const history = await purchaseHistoryOf({ hostId, viewerId });
    return { viewer: { id: viewer.id, firstName: viewer.firstName, email: viewer.email }, history };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

/** ?profile={viewerId}: the profile shown as a panel (without JavaScript) or an open dialog. */
async function profileFromParam(hostId: number, value: string | null): Promise<PanelProfile | null> {
  if (value === null) return null;
  const viewerId = parseRowId(value);
  const profile = viewerId ? await viewerProfileOf({ hostId, viewerId }) : null;
  return profile ? { found: true, ...profile } : { found: false, error: VIEWER_NOT_FOUND };
}

/** Everything the screen shows, read on the server. */
export async function settingsPageData({
  hostId,
  eventIdParam,
  streamIdParam,
  profileParam,
}: {
  hostId: number;
  eventIdParam: string | undefined;
  streamIdParam: string | undefined;
  profileParam: string | null;
}) {
  const { event, stream } = await requireSettingsTarget(hostId, eventIdParam, streamIdParam);
  const [messages, viewerCount, profile, moderatedViewers] = await Promise.all([
    listChatForHost({ hostId, streamId: stream.streamId }),
    countCurrentViewers({ streamRowId: stream.id }),
    profileFromParam(hostId, profileParam),
    listModeratedViewers({ streamRowId: stream.id }),
  ]);
  return {
    event: { id: event.id, title: event.title, timezone: event.timezone, waitingRoom: event.enableWaitingRoom },
    stream: {
      streamId: stream.streamId,
      title: stream.title,
      isLive: Boolean(stream.isLive),
      chatOpen: Boolean(stream.chatOpen),
      roomOpen: Boolean(stream.roomOpen),
      slowModeSeconds: Number(stream.slowModeSeconds),
    },
    messages,
    moderatedViewers,
    viewerCount,
    profile,
  };
}

const idFrom = (form: FormData, name: string) => parseRowId(String(form.get(name) ?? ""));

const UNKNOWN_MINUTES = "Choose a timeout of 1, 5 or 10 minutes.";
const UNKNOWN_SLOW_MODE = "Choose slow mode: off, 5, 10, 30 or 60 seconds.";

async function perform({
  staff,
  streamId,
  intent,
  form,
}: {
  staff: Staff;
  streamId: string;
  intent: ChatIntent;
  form: FormData;
}): Promise<Toast | null> {
  const { hostId, userId: actorId } = staff;
  if (intent === "send") {
    await postHostMessage({ hostId, streamId, message: form.get("message") ?? undefined, staff }).then(countChatAccepted, countChatRefused);
    return null;
  }
  if (intent === "chat-open" || intent === "chat-close") {
    await setRoomSwitch({ hostId, actorId, streamId, name: "chatOpen", open: intent === "chat-open" });
    return intent === "chat-open"
      ? { title: "Chat opened", description: "Viewers can post again." }
      : { title: "Chat closed", description: "Viewers can read the chat but not post. You still can." };
  }
  if (intent === "room-open" || intent === "room-close") {
    if (!staffMay(staff.role, "broadcast")) throw new HttpError(403, HOST_OR_CO_HOST_ONLY);
    await setRoomSwitch({ hostId, actorId, streamId, name: "roomOpen", open: intent === "room-open" });
    return intent === "room-open"
      ? { title: "Viewers let in", description: "They left the waiting room for the stream's page and its chat." }
      : { title: "Waiting room closed again", description: "New and current viewers wait on the waiting screen until you let them in or go live." };
  }
  if (intent === "sticky" || intent === "unsticky" || intent === "remove") {
    const messageId = idFrom(form, "messageId");
    if (messageId === null) throw new HttpError(404, MESSAGE_NOT_FOUND);
    await moderate({ hostId, actorId, messageId, action: intent });
    if (intent === "sticky") return { title: "Message pinned", description: "It stays at the top of the chat." };
    if (intent === "unsticky") return { title: "Message unpinned", description: "It is back in the chat's flow." };
    return { title: "Message removed", description: "Nobody sees it any more." };
  }
  if (intent === "approve" || intent === "reject") {
    const messageId = idFrom(form, "messageId");
    if (messageId === null) throw new HttpError(404, MESSAGE_NOT_FOUND);
    await moderate({ hostId, actorId: staff.userId, messageId, action: intent });
    return intent === "approve"
      ? { title: "Message approved", description: "Everyone sees it now, in its place in the chat." }
      : { title: "Message rejected", description: "Only its author sees it, marked as not published." };
  }
  if (intent === "slow-mode") {
    const seconds = Number(form.get("slowModeSeconds"));
    if (!isSlowModeSeconds(seconds)) throw new HttpError(400, UNKNOWN_SLOW_MODE);
    await setChatSettings({ hostId, actorId, streamId, input: { slowModeSeconds: seconds } });
    return seconds > 0
      ? { title: "Slow mode on", description: `Each viewer can send one message every ${slowModeLabel(seconds)}.` }
      : { title: "Slow mode off", description: "Viewers can send messages as often as they like again." };
  }
  const viewerId = idFrom(form, "viewerId");
  if (viewerId === null) throw new HttpError(404, VIEWER_NOT_FOUND);
  const minutes = intent === "timeout" ? Number(form.get("minutes")) : undefined;
  if (minutes !== undefined && !isTimeoutMinutes(minutes)) throw new HttpError(400, UNKNOWN_MINUTES);
  const viewer = await actOnViewer({ hostId, actorId, viewerId, streamId, action: intent, minutes });
  const name = viewer.firstName;
  switch (intent) {
    case "kick":
      return { title: `${name} was kicked`, description: "They can no longer watch this stream or chat." };
    case "shadowban":
      return { title: `${name} was shadowbanned`, description: "Their messages now reach only them and you." };
    case "timeout":
      return { title: `${name} was timed out`, description: `They cannot chat or ask questions for ${minutes} min.` };
    case "untimeout":
      return { title: `${name}'s timeout ended`, description: "They can chat again now." };
    case "unshadowban":
      return { title: `${name}'s shadowban undone`, description: "Everyone sees their new messages again." };
    case "readmit":
      return { title: `${name} was readmitted`, description: "They can open the stream and chat again." };
  }
}

/** POST of a chat form (the event and stream already checked as the host's); `back`: where the page had the chat. */
export async function chatAction({ staff, streamId, request, back }: { staff: Staff; streamId: string; request: Request; back: string }) {
  const form = await readForm(request);
  const rawIntent = form.get("intent");
  const intent = isChatIntent(rawIntent) ? rawIntent : null;
  const viaFetcher = form.get(RESPOND_FIELD) === RESPOND_FETCHER;
  if (!intent) return formFailure(null, "Unknown action. Reload the page and try again.");
  try {
    const toast = await perform({ staff, streamId, intent, form });
    if (viaFetcher) return formSuccess(intent, { toast });
    return toast ? redirectWithToast(back, toast) : redirect(back);
  } catch (error) {
    if (error instanceof Response) throw error;
    const failure = FAILURE_TEXT[intent];
    const known = error instanceof HttpError;
    if (!known) getLogger().error({ err: error, intent, streamId }, "a chat action failed");
    const detail = known ? error.message : "Please try again.";
    return formFailure(intent, `${failure}: ${detail}`, {
      toast: { title: "Error", description: failure, variant: "destructive" },
      values: intent === "send" ? { message: String(form.get("message") ?? "").slice(0, 2_000) } : null,
      status: known ? error.status : 500,
    });
  }
}
