import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useHydrated } from "~/components/events/use-hydrated";
import { ChatPanel } from "~/components/event-settings/chat-panel";
import { CHAT_ID, isChatIntentOrUnknown, PROFILE_PARAM, parseSettingsTab, settingsPath, TAB_PARAM } from "~/components/event-settings/constants";
import { ProfileDialog, ProfilePanel, useProfileTarget } from "~/components/event-settings/customer-profile";
import { LandingTab } from "~/components/event-settings/landing/landing-tab";
import { OffersTab } from "~/components/event-settings/offers/offers-tab";
import { ModerationGuide } from "~/components/event-settings/moderation-guide";
import { OverlaysTab } from "~/components/event-settings/overlays/overlays-tab";
import { SettingsHeader } from "~/components/event-settings/settings-header";
import * as styles from "~/components/event-settings/settings-page.css";
import { SettingsTabs } from "~/components/event-settings/settings-tabs";
import { TabNotice } from "~/components/event-settings/tab-notice";
import { useHostChat } from "~/components/event-settings/use-host-chat";
import { useActionToast } from "~/components/toaster";
import { chatAction, requireSettingsTarget, settingsPageData } from "~/controllers/event-settings/chat-actions.server";
import { requireUser } from "~/services/auth.server";
import { resultFor } from "~/utils/form-result";
import { readForm } from "~/utils/http.server";
import { isLandingIntent, landingAction, landingTabData } from "./landing-actions.server";
import { isOfferIntent, offerAction, offersTabData } from "./offer-actions.server";
import { isOverlayIntent, overlayAction, overlaysTabData } from "./overlay-actions.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Settings — ${data.event.title} — ShowUp` : "Event settings — ShowUp" },
];

/**
 * GET /events/{eventId}/settings/{streamId}: the host's settings for the event's stream: the tabs
 * Stream Overlays, Landing Page (?tab=landing) and Offers (?tab=offers) beside the stream's chat. Another host's event,
 * or a stream that is not this event's, is a 404. ?profile={viewerId} opens a chatter's Customer
 * Profile (a panel without JavaScript).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const tab = parseSettingsTab(url.searchParams.get(TAB_PARAM));
  const data = await settingsPageData({
    hostId: user.id,
    eventIdParam: params.eventId,
    streamIdParam: params.streamId,
    profileParam: url.searchParams.get(PROFILE_PARAM),
  });
  const streamId = data.stream.streamId;
  const [overlays, landing, offers] = await Promise.all([
    tab === "overlays" ? overlaysTabData({ hostId: user.id, streamId }) : null,
    tab === "landing" ? landingTabData({ hostId: user.id, streamId }) : null,
    tab === "offers" ? offersTabData({ hostId: user.id, eventId: data.event.id, streamId, timeZone: data.event.timezone, url }) : null,
  ]);
  return json({ ...data, tab, overlays, landing, offers, hostName: user.firstName });
}

/**
 * POST: the chat's intents (send, sticky, unsticky, remove, shadowban, kick: ~/controllers/event-settings/chat-actions.server.ts),
 * the Stream Overlays tab's (overlay-actions.server.ts beside this file), the Landing Page tab's
 * (landing-actions.server.ts) and the Offers tab's (offer-actions.server.ts; its image upload is the
 * screen's only multipart form, read there part by part).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const { event, stream } = await requireSettingsTarget(user.id, params.eventId, params.streamId);
  const target = { hostId: user.id, eventId: event.id, streamId: stream.streamId, request };
  if ((request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data")) return offerAction({ ...target, timeZone: event.timezone });
  const intent = (await readForm(request.clone())).get("intent");
  if (isOfferIntent(intent)) return offerAction({ ...target, timeZone: event.timezone });
  if (isOverlayIntent(intent)) return overlayAction(target);
  if (isLandingIntent(intent)) return landingAction(target);
  return chatAction(target);
}

export default function EventSettingsPage() {
  const { event, stream, messages, viewerCount, profile, hostName, tab, overlays, landing, offers } = useLoaderData<typeof loader>();
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
  });
  const basePath = settingsPath(event.id, stream.streamId);
  const profiles = useProfileTarget({ fromUrl: profile, basePath, hydrated });
  const showPanel = profile && (!hydrated || !profile.found);

  return (
    <div className={styles.page}>
      <SettingsHeader event={event} stream={stream} isLive={chat.isLive} />
      <div className={styles.layout}>
        <section className={styles.main} aria-label="Stream settings">
          <SettingsTabs basePath={basePath} current={tab} />
          <TabNotice hydrated={hydrated} />
          {overlays ? <OverlaysTab data={overlays} actionData={actionData} basePath={basePath} hydrated={hydrated} /> : null}
          {landing ? <LandingTab data={landing} actionData={actionData} basePath={basePath} hydrated={hydrated} /> : null}
          {offers ? <OffersTab data={offers} actionData={actionData} basePath={basePath} hydrated={hydrated} /> : null}
        </section>
        <div className={styles.side}>
          <ChatPanel
            messages={chat.messages}
            viewerCount={chat.viewerCount}
            connection={chat.connection}
            chatOpen={chat.chatOpen}
            room={event.waitingRoom ? { open: chat.roomOpen, isLive: chat.isLive } : null}
            sales={chat.sales}
            actionData={chatResult}
            context={{ basePath, hostName, timeZone: event.timezone, hydrated, openProfile: profiles.open }}
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
