import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, type SerializeFrom } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AnalyticsTab } from "~/components/event-dashboard/analytics-tab";
import { AudienceTab } from "~/components/event-dashboard/audience-tab";
import { dashboardHref, END_EVENT, END_STREAM, GO_LIVE, isStreamIntent, parseTab } from "~/components/event-dashboard/constants";
import * as styles from "~/components/event-dashboard/dashboard.css";
import { DashboardHeader } from "~/components/event-dashboard/dashboard-header";
import { DashboardTabs } from "~/components/event-dashboard/dashboard-tabs";
import { FollowUpEmails, useFollowUpToast } from "~/components/event-dashboard/follow-up-emails";
import { isFollowUpIntent } from "~/contracts/follow-up-emails-data";
import { OverviewTab } from "~/components/event-dashboard/overview-tab";
import { PurchasesList } from "~/components/event-dashboard/purchases-list";
import { RecordingsList } from "~/components/event-dashboard/recordings-list";
import { ReplayCard, useReplayToast } from "~/components/event-dashboard/replay-card";
import { isReplayIntent } from "~/contracts/replay-card-data";
import { StreamSetup, usePanelToast } from "~/components/event-dashboard/stream-setup";
import { FlashNotice } from "~/components/events/flash-notice";
import { PublicEventPage } from "~/components/public-event/public-event-page";
import { parseEventIdOr404, teamViewOf } from "~/routes/shared.events/event-actions.server";
import { getEvent } from "~/models/event.server";
import { getUser, requireUser } from "~/services/account/auth.server";
import { getConfig } from "~/utils/config.server";
import { jsonError, readForm } from "~/utils/http.server";
import { configuredVideoProfile, videoProfileOf } from "~/services/video/index.server";
import { isServerAdmin } from "~/services/account/server-admin.server";
import { eventEngagement } from "~/services/hosting/engagement.server";
import { replayAnalyticsFor } from "~/services/recordings/replay-analytics.server";
import { audienceOf, eventHeader, overviewOf } from "./dashboard-data.server";
import { deliveryOf } from "./delivery-data.server";
import { followUpsAction, followUpsOf } from "./follow-ups-data.server";
import { publicEventPageData } from "./public-event.server";
import { purchasesOf } from "./purchases-data.server";
import { isRecordingIntent, recordingsAction, recordingsOf } from "./recordings-data.server";
import { replayAction, replayCardOf } from "./replay-actions.server";
import { liveStateAction, streamAction, streamSetupOf } from "./stream-actions.server";
import { parseEventId } from "~/utils/route-ids";
import { pageMeta } from "~/utils/page-meta";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(!data ? "Event dashboard" : data.view === "public" ? data.event.title : `${data.event.title} — Event dashboard`);

/**
 * The event's host gets its dashboard; anyone else (signed out, or another host) gets the event's
 * public page, or a 404 where /event-registration/{id} would have one (a draft, a private event).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await getUser(request);
  const eventId = parseEventId(params.eventId);
  const event = user && eventId !== null ? await getEvent({ hostId: user.id, eventId }) : null;
  const teamView = user && eventId !== null && !event ? await teamViewOf(user.id, eventId) : null;
  if (teamView) throw redirect(teamView);
  if (!user || !event) return json(await publicEventPageData({ eventIdParam: params.eventId, request }));
  const url = new URL(request.url);
  const tab = parseTab(url.searchParams.get("tab"));
  const origin = new URL(getConfig().PUBLIC_URL ?? request.url).origin;
  const [delivery, audience, streamSetup, recordings, replay, purchases, engagement, replayAnalytics, followUps] = await Promise.all([
    tab === "overview" ? deliveryOf(user.id, event) : Promise.resolve(null),
    tab === "overview" ? Promise.resolve(null) : audienceOf(user.id, event),
    tab === "overview"
      ? streamSetupOf({ hostId: user.id, eventId: event.id, origin, timeZone: event.timezone, serverAdmin: await isServerAdmin(user) })
      : Promise.resolve(null),
    tab === "overview" ? recordingsOf({ hostId: user.id, event }) : Promise.resolve(null),
    tab === "overview" ? replayCardOf({ hostId: user.id, event }) : Promise.resolve(null),
    tab === "overview" ? purchasesOf({ hostId: user.id, event }) : Promise.resolve(null),
    tab === "analytics" ? eventEngagement({ eventId: event.id }) : Promise.resolve(null),
    tab === "analytics" ? replayAnalyticsFor({ hostId: user.id, eventId: event.id }) : Promise.resolve(null),
    tab === "overview" ? followUpsOf({ hostId: user.id, event }) : Promise.resolve(null),
  ]);
  return json({
    view: "host" as const,
    tab,
    event: eventHeader(event, configuredVideoProfile().capabilities.liveByItself),
    publicUrl: `${origin}/event-registration/${event.id}`,
    overview: tab === "overview" && delivery ? { ...overviewOf(event), ...delivery } : null,
    audience,
    streamSetup,
    streamCapabilities: streamSetup?.stream ? videoProfileOf(streamSetup.stream.provider).capabilities : null,
    recordings,
    replay,
    purchases,
    engagement,
    replayAnalytics,
    followUps,
  });
}

/**
 * POST intent=go-live | end (Stop stream) | end-event: the stored live state, so it holds on reload and for every viewer.
 * intent=create-stream | reset-key: the Stream Setup panel (stream-actions.server.ts); intent=replay-…: the Replay card (replay-actions.server.ts).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const eventId = parseEventIdOr404(params.eventId);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (isStreamIntent(intent)) return streamAction({ hostId: user.id, eventId, intent, form });
  if (isRecordingIntent(intent)) return recordingsAction({ hostId: user.id, eventId, form });
  if (isReplayIntent(intent)) return replayAction({ hostId: user.id, eventId, intent, form });
  if (isFollowUpIntent(intent)) return followUpsAction({ hostId: user.id, eventId, intent, form });
  if (intent !== GO_LIVE && intent !== END_STREAM && intent !== END_EVENT) throw jsonError(400, "Unknown action.");
  const back = dashboardHref(eventId, parseTab(String(form.get("tab") ?? "")));
  return liveStateAction({ hostId: user.id, eventId, intent, back });
}

export default function EventPage() {
  const data = useLoaderData<typeof loader>();
  return data.view === "public" ? <PublicEventPage data={data} /> : <EventDashboard data={data} />;
}

function EventDashboard({ data }: { data: Extract<SerializeFrom<typeof loader>, { view: "host" }> }) {
  const { tab, event, publicUrl, overview, audience, streamSetup, recordings, replay, purchases, engagement, replayAnalytics, followUps } = data;
  const panelToast = usePanelToast();
  const replayToast = useReplayToast();
  const followUpToast = useFollowUpToast();
  return (
    <div className={styles.page}>
      <DashboardHeader event={event} publicUrl={publicUrl} tab={tab} />
      {(streamSetup && panelToast) || (replay && replayToast) || (followUps && followUpToast) ? null : <FlashNotice />}
      <DashboardTabs eventId={event.id} active={tab} />
      <div className={styles.panel} id="dashboard-panel">
        {streamSetup ? <StreamSetup eventId={event.id} setup={streamSetup} can={data.streamCapabilities} /> : null}
        {purchases ? <PurchasesList data={purchases} /> : null}
        {replay ? <ReplayCard data={replay} /> : null}
        {recordings ? <RecordingsList data={recordings} /> : null}
        {overview ? <OverviewTab eventId={event.id} overview={overview} /> : null}
        {followUps ? <FollowUpEmails data={followUps} /> : null}
        {tab === "audience" && audience ? <AudienceTab audience={audience} publicUrl={publicUrl} /> : null}
        {tab === "analytics" && audience && engagement && replayAnalytics ? (
          <AnalyticsTab audience={audience} engagement={engagement} replay={replayAnalytics} eventId={event.id} />
        ) : null}
      </div>
    </div>
  );
}
