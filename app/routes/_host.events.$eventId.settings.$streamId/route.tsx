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
import { MarkChapter } from "~/components/event-settings/mark-chapter";
import { ModerationGuide } from "~/components/event-settings/moderation-guide";
import { ModerationLogTab } from "~/components/event-settings/moderation/moderation-log-tab";
import { OverlaysTab } from "~/components/event-settings/overlays/overlays-tab";
import { SettingsHeader } from "~/components/event-settings/settings-header";
import * as styles from "~/components/event-settings/settings-page.css";
import { SettingsTabs } from "~/components/event-settings/settings-tabs";
import { TabNotice } from "~/components/event-settings/tab-notice";
import { useHostChat } from "~/components/event-settings/use-host-chat";
import { useActionToast } from "~/components/toaster";
import { requireSettingsStaff, requireSettingsTarget, settingsPageData, settingsTabsFor } from "~/routes/shared.events/chat-actions.server";
import { requireUser } from "~/services/account/auth.server";
import { moderationLogForHost } from "~/services/room/moderation-log.server";
import { resultFor } from "~/utils/form-result";
import { STAFF_BADGES } from "~/contracts/live-events";
import { handoutsTabData } from "~/routes/shared.events/handout-actions.server";
import { landingTabData } from "~/routes/shared.events/landing-actions.server";
import { offersTabData } from "~/routes/shared.events/offer-actions.server";
import { overlaysTabData } from "~/routes/shared.events/overlay-actions.server";
import { qaTabData } from "~/routes/shared.events/qa-actions.server";
import { pollsTabData } from "~/routes/shared.events/poll-actions.server";
import { roomAction, settingsPage } from "~/routes/shared.events/room-action.server";
import { REPLAY_LIMITS } from "~/schemas/replay";
import { pageMeta } from "~/utils/page-meta";

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data ? `Settings — ${data.event.title}` : "Event settings");

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
  // Only the open tab's data is loaded.
  return json({
    ...data,
    tab,
    tabs,
    role,
    overlays: tab === "overlays" ? await overlaysTabData({ hostId, streamId }) : null,
    landing: tab === "landing" ? await landingTabData({ hostId, streamId }) : null,
    offers: tab === "offers" ? await offersTabData({ hostId, eventId: data.event.id, streamId, timeZone: data.event.timezone, url, user }) : null,
    qa: tab === "qa" ? await qaTabData({ hostId, eventId: data.event.id, streamId, url }) : null,
    polls: tab === "polls" ? await pollsTabData({ hostId, streamId, isHost: role === "host" }) : null,
    handouts: tab === "handouts" ? await handoutsTabData({ hostId, eventId: data.event.id, streamId }) : null,
    moderation: tab === "moderation" ? { entries: await moderationLogForHost({ hostId, streamId }) } : null,
    hostName: user.firstName,
    chapterTitleLimit: REPLAY_LIMITS.chapterTitle,
  });
}

/** POST: the room's forms (routes/shared.events/room-action.server.ts), coming back to this screen. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const staff = await requireSettingsStaff(user, params.eventId);
  const { event, stream } = await requireSettingsTarget(staff.hostId, params.eventId, params.streamId);
  return roomAction({ request, staff, event, stream, page: settingsPage(event.id, stream.streamId) });
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
