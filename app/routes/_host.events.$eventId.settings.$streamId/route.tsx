import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useHydrated } from "~/components/events/use-hydrated";
import { ChatPanel } from "~/components/event-settings/chat-panel";
import { CHAT_ID, isChatIntentOrUnknown, PROFILE_PARAM, parseSettingsTab, settingsPath, TAB_PARAM } from "~/components/event-settings/constants";
import { ProfileDialog, ProfilePanel, useProfileTarget } from "~/components/event-settings/customer-profile";
import { HandoutsTab } from "~/components/event-settings/handouts/handouts-tab";
import { LandingTab } from "~/components/event-settings/landing/landing-tab";
import { OffersTab } from "~/components/event-settings/offers/offers-tab";
import { QaTab } from "~/components/event-settings/qa/qa-tab";
import { PollsTab } from "~/components/event-settings/polls/polls-tab";
import { isMarkChapterIntent, MarkChapter } from "~/components/event-settings/mark-chapter";
import { ModerationGuide } from "~/components/event-settings/moderation-guide";
import { ModerationLogTab } from "~/components/event-settings/moderation/moderation-log-tab";
import { OverlaysTab } from "~/components/event-settings/overlays/overlays-tab";
import { SettingsHeader } from "~/components/event-settings/settings-header";
import * as styles from "~/components/event-settings/settings-page.css";
import { SettingsTabs } from "~/components/event-settings/settings-tabs";
import { TabNotice } from "~/components/event-settings/tab-notice";
import { useHostChat } from "~/components/event-settings/use-host-chat";
import { useActionToast } from "~/components/toaster";
import {
  chatAction,
  requireSettingsStaff,
  requireSettingsTarget,
  settingsPageData,
  settingsTabsFor,
} from "~/routes/shared.events/chat-actions.server";
import { requireUser } from "~/services/account/auth.server";
import { HOST_ONLY, HOST_OR_CO_HOST_ONLY, staffMay } from "~/services/account/team-access.server";
import { END_STREAM, GO_LIVE } from "~/components/event-dashboard/constants";
import { liveStateAction } from "../_host.events.$eventId._index/stream-actions.server";
import { formFailure } from "~/utils/form-result.server";
import { moderationLogForHost } from "~/services/room/moderation-log.server";
import { resultFor } from "~/utils/form-result";
import { STAFF_BADGES } from "~/contracts/live-events";
import { readForm } from "~/utils/http.server";
import { handoutAction, handoutsTabData, isHandoutIntent, isHandoutUpload } from "./handout-actions.server";
import { isLandingIntent, landingAction, landingTabData } from "./landing-actions.server";
import { isOfferIntent, offerAction, offersTabData } from "./offer-actions.server";
import { isOverlayIntent, overlayAction, overlaysTabData } from "./overlay-actions.server";
import { isQaIntent, qaAction, qaTabData } from "./qa-actions.server";
import { isPollIntent, pollAction, pollsTabData, turnOnPollsAction } from "./poll-actions.server";
import { TURN_ON_POLLS_INTENT } from "~/contracts/poll-constants";
import { markChapterAction } from "./chapter-actions.server";
import { REPLAY_LIMITS } from "~/schemas/replay";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Settings — ${data.event.title} — ShowUp` : "Event settings — ShowUp" },
];

/**
 * GET /events/{eventId}/settings/{streamId}: the host's settings for the event's stream: the tabs
 * Stream Overlays, Landing Page (?tab=landing), Offers (?tab=offers), Q&A (?tab=qa), Polls (?tab=polls), Handouts (?tab=handouts) and Moderation log (?tab=moderation) beside the stream's chat. Another host's event,
 * or a stream that is not this event's, is a 404. ?profile={viewerId} opens a chatter's Customer
 * Profile (a panel without JavaScript).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const staff = await requireSettingsStaff(user, params.eventId);
  const { hostId, role } = staff;
  const url = new URL(request.url);
  const tabs = settingsTabsFor(role);
  const tab = parseSettingsTab(url.searchParams.get(TAB_PARAM), tabs);
  const data = await settingsPageData({
    hostId,
    eventIdParam: params.eventId,
    streamIdParam: params.streamId,
    // A chatter's purchases are the host's to see.
    profileParam: role === "host" ? url.searchParams.get(PROFILE_PARAM) : null,
  });
  const streamId = data.stream.streamId;
  const [overlays, landing, offers, qa, polls, handouts, moderation] = await Promise.all([
    tab === "overlays" ? overlaysTabData({ hostId, streamId }) : null,
    tab === "landing" ? landingTabData({ hostId, streamId }) : null,
    tab === "offers" ? offersTabData({ hostId, eventId: data.event.id, streamId, timeZone: data.event.timezone, url, user }) : null,
    tab === "qa" ? qaTabData({ hostId, eventId: data.event.id, streamId, url }) : null,
    tab === "polls" ? pollsTabData({ hostId, streamId, isHost: role === "host" }) : null,
    tab === "handouts" ? handoutsTabData({ hostId, eventId: data.event.id, streamId }) : null,
    tab === "moderation" ? moderationLogForHost({ hostId, streamId }).then((entries) => ({ entries })) : null,
  ]);
  return json({
    ...data,
    tab,
    tabs,
    role,
    overlays,
    landing,
    offers,
    qa,
    polls,
    handouts,
    moderation,
    hostName: user.firstName,
    chapterTitleLimit: REPLAY_LIMITS.chapterTitle,
  });
}

/**
 * POST: the chat's intents (send, sticky, unsticky, remove, shadowban, kick: routes/shared.events/chat-actions.server.ts),
 * the Stream Overlays tab's (overlay-actions.server.ts beside this file), the Landing Page tab's
 * (landing-actions.server.ts), the Offers tab's (offer-actions.server.ts; its image upload is
 * multipart, read there part by part), the Q&A tab's (qa-actions.server.ts), the Polls tab's
 * (poll-actions.server.ts) and the Handouts tab's (handout-actions.server.ts; its upload is the
 * multipart post to ?upload=handout, streamed to disk).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const staff = await requireSettingsStaff(user, params.eventId);
  const { event, stream } = await requireSettingsTarget(staff.hostId, params.eventId, params.streamId);
  const target = { hostId: staff.hostId, actorId: staff.userId, eventId: event.id, streamId: stream.streamId, request };
  const host = staff.role === "host";
  // Selling, handouts and the page are the host's; the team runs the room.
  const hostOnly = () => formFailure(null, HOST_ONLY, { status: 403 });
  if (isHandoutUpload(request)) return host ? handoutAction(target) : hostOnly();
  if ((request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data"))
    return host ? offerAction({ ...target, timeZone: event.timezone }) : hostOnly();
  const intent = (await readForm(request.clone())).get("intent");
  if (intent === GO_LIVE || intent === END_STREAM) {
    if (!staffMay(staff.role, "broadcast")) return formFailure(null, HOST_OR_CO_HOST_ONLY, { status: 403 });
    return liveStateAction({ hostId: staff.hostId, eventId: event.id, intent, back: settingsPath(event.id, stream.streamId) });
  }
  if (isMarkChapterIntent(intent)) {
    if (!staffMay(staff.role, "broadcast")) return formFailure(intent, HOST_OR_CO_HOST_ONLY, { status: 403 });
    return markChapterAction({ hostId: staff.hostId, eventId: event.id, streamId: stream.streamId, form: await readForm(request) });
  }
  if (isOfferIntent(intent)) return host ? offerAction({ ...target, timeZone: event.timezone }) : hostOnly();
  if (isHandoutIntent(intent)) return host ? handoutAction(target) : hostOnly();
  if (isLandingIntent(intent)) return host ? landingAction(target) : hostOnly();
  if (intent === TURN_ON_POLLS_INTENT) return host ? turnOnPollsAction(target) : hostOnly();
  if (isPollIntent(intent)) return pollAction(target);
  if (isOverlayIntent(intent)) return overlayAction(target);
  if (isQaIntent(intent)) return qaAction(target);
  return chatAction({ ...target, staff });
}

export default function EventSettingsPage() {
  const {
    event,
    tabs,
    role,
    stream,
    messages,
    moderatedViewers,
    viewerCount,
    profile,
    hostName,
    tab,
    overlays,
    landing,
    offers,
    qa,
    polls,
    handouts,
    moderation,
    chapterTitleLimit,
  } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() ?? null;
  const chatResult = resultFor(actionData, isChatIntentOrUnknown);
  useActionToast(actionData?.toast);
  const hydrated = useHydrated();
  const chat = useHostChat({
    streamId: stream.streamId,
    messages,
    viewerCount,
    isLive: stream.isLive,
    chatOpen: stream.chatOpen,
    roomOpen: stream.roomOpen,
    slowModeSeconds: stream.slowModeSeconds,
    moderatedViewers,
  });
  const basePath = settingsPath(event.id, stream.streamId);
  const profiles = useProfileTarget({ fromUrl: profile, basePath, hydrated });
  const showPanel = profile && (!hydrated || !profile.found);

  return (
    <div className={styles.page}>
      <SettingsHeader
        event={event}
        stream={stream}
        isLive={chat.isLive}
        teamRole={role === "host" ? null : STAFF_BADGES[role]}
        liveControl={role === "co-host"}
      />
      {chat.isLive && role !== "moderator" ? <MarkChapter hydrated={hydrated} titleLimit={chapterTitleLimit} /> : null}
      <div className={styles.layout}>
        <section className={styles.main} aria-label="Stream settings">
          <SettingsTabs basePath={basePath} current={tab} tabs={tabs} />
          <TabNotice hydrated={hydrated} />
          {overlays ? <OverlaysTab data={overlays} actionData={actionData} basePath={basePath} hydrated={hydrated} /> : null}
          {landing ? <LandingTab data={landing} actionData={actionData} basePath={basePath} hydrated={hydrated} /> : null}
          {offers ? <OffersTab data={offers} actionData={actionData} basePath={basePath} hydrated={hydrated} /> : null}
          {qa ? <QaTab data={qa} actionData={actionData} basePath={basePath} hydrated={hydrated} on={chat.on} /> : null}
          {handouts ? <HandoutsTab data={handouts} actionData={actionData} /> : null}
          {polls ? <PollsTab data={polls} actionData={actionData} hydrated={hydrated} on={chat.on} /> : null}
          {moderation ? <ModerationLogTab data={moderation} timeZone={event.timezone} /> : null}
        </section>
        <div className={styles.side}>
          <ChatPanel
            messages={chat.messages}
            viewerCount={chat.viewerCount}
            connection={chat.connection}
            chatOpen={chat.chatOpen}
            slowModeSeconds={chat.slowModeSeconds}
            viewerStates={chat.viewerStates}
            room={event.waitingRoom && role !== "moderator" ? { open: chat.roomOpen, isLive: chat.isLive } : null}
            sales={role === "host" ? chat.sales : undefined}
            actionData={chatResult}
            context={{ basePath, hostName, timeZone: event.timezone, hydrated, openProfile: role === "host" ? profiles.open : undefined }}
          />
          {showPanel ? <ProfilePanel profile={profile} timeZone={event.timezone} closeHref={`${basePath}#${CHAT_ID}`} /> : null}
          <ModerationGuide />
        </div>
      </div>
      {profiles.target ? (
        <ProfileDialog key={profiles.target.id} target={profiles.target} timeZone={event.timezone} onClose={profiles.close} />
      ) : null}
    </div>
  );
}
