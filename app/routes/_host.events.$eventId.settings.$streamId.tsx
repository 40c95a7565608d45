import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useHydrated } from "~/components/events/use-hydrated";
import { ChatPanel } from "~/components/event-settings/chat-panel";
import { chatAction, requireSettingsTarget, settingsPageData } from "~/components/event-settings/chat-actions.server";
import { CHAT_ID, PROFILE_PARAM, settingsPath, type ChatActionData } from "~/components/event-settings/constants";
import { ProfileDialog, ProfilePanel, useProfileTarget } from "~/components/event-settings/customer-profile";
import { ModerationGuide } from "~/components/event-settings/moderation-guide";
import { SettingsHeader } from "~/components/event-settings/settings-header";
import * as styles from "~/components/event-settings/settings-page.css";
import { useHostChat } from "~/components/event-settings/use-host-chat";
import { useActionToast } from "~/components/toaster";
import { requireUser } from "~/services/auth.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Settings — ${data.event.title} — ShowUp` : "Event settings — ShowUp" },
];

/**
 * GET /events/{eventId}/settings/{streamId}: the host's settings for the event's stream; for now
 * its chat. Another host's event, or a stream that is not this event's, is a 404.
 * ?profile={viewerId} opens a chatter's Customer Profile (a panel without JavaScript).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const data = await settingsPageData({
    hostId: user.id,
    eventIdParam: params.eventId,
    streamIdParam: params.streamId,
    profileParam: new URL(request.url).searchParams.get(PROFILE_PARAM),
  });
  return json({ ...data, hostName: user.firstName });
}

/** POST intent=send | sticky | unsticky | remove | shadowban | kick (chat-actions.server.ts). */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const { event, stream } = await requireSettingsTarget(user.id, params.eventId, params.streamId);
  return chatAction({ hostId: user.id, eventId: event.id, streamId: stream.streamId, request });
}

export default function EventSettingsPage() {
  const { event, stream, messages, viewerCount, profile, hostName } = useLoaderData<typeof loader>();
  const actionData = useActionData<ChatActionData>() ?? null;
  useActionToast(actionData?.toast);
  const hydrated = useHydrated();
  const chat = useHostChat({ streamId: stream.streamId, messages, viewerCount, isLive: stream.isLive });
  const basePath = settingsPath(event.id, stream.streamId);
  const profiles = useProfileTarget({ fromUrl: profile, basePath, hydrated });
  const showPanel = profile && (!hydrated || !profile.found);

  return (
    <div className={styles.page}>
      <SettingsHeader event={event} stream={stream} isLive={chat.isLive} />
      <div className={styles.layout}>
        <ChatPanel
          messages={chat.messages}
          viewerCount={chat.viewerCount}
          connection={chat.connection}
          actionData={actionData}
          context={{ basePath, hostName, timeZone: event.timezone, hydrated, openProfile: profiles.open }}
        />
        <div className={styles.side}>
          {showPanel ? <ProfilePanel profile={profile} timeZone={event.timezone} closeHref={`${basePath}#${CHAT_ID}`} /> : null}
          <ModerationGuide />
        </div>
      </div>
      {profiles.target ? <ProfileDialog key={profiles.target.id} target={profiles.target} timeZone={event.timezone} onClose={profiles.close} /> : null}
    </div>
  );
}
