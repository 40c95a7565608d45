import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ActivityFeed } from "~/components/dashboard/activity-feed";
import * as layout from "~/components/dashboard/card.css";
import { DeliveryNotice } from "~/components/dashboard/delivery-notice";
import { EventsCard } from "~/components/dashboard/events-card";
import { OnboardingChecklist } from "~/components/dashboard/onboarding-checklist";
import { EarningsCard, TodayCard } from "~/components/dashboard/stat-cards";
import { row } from "~/components/dashboard/stat-cards.css";
import { WelcomeBanner } from "~/components/dashboard/welcome-banner";
import { SystemStatus } from "~/components/system-status";
import { requireUser } from "~/services/account/auth.server";
import { isMailConfigured, isSmsConfigured } from "~/utils/config.server";
import { getDashboard } from "~/services/hosting/dashboard.server";
import { isServerAdmin } from "~/services/account/server-admin.server";
import { listTeamEventsFor } from "~/services/account/team.server";
import { configuredVideoProfile, getVideoProvider } from "~/services/video/index.server";
import { pageMeta } from "~/utils/page-meta";

export const meta: MetaFunction = () => pageMeta("Dashboard");

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const dashboard = await getDashboard({ user, videoConfigured: getVideoProvider().configured });
  const delivery = { mail: isMailConfigured(), sms: isSmsConfigured(), serverPage: await isServerAdmin(user) };
  const videoBadge = configuredVideoProfile().badge();
  // Someone without events of their own who helps on other hosts' teams is led to those first.
  const teamHosts = dashboard.events.total > 0 ? [] : [...new Set((await listTeamEventsFor(user.id)).map((event) => event.hostName))];
  return json({ ...dashboard, delivery, videoBadge, teamHosts }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function DashboardPage() {
  const data = useLoaderData<typeof loader>();
  const hasEvents = data.events.total > 0;
  // Until every step is done the checklist leads on phones; afterwards the figures do.
  const setupDone = data.checklist.every((step) => step.done);
  const aside = (
    <div className={layout.asideColumn}>
      <OnboardingChecklist steps={data.checklist} />
      <SystemStatus videoConfigured={data.videoConfigured} badge={data.videoBadge} />
    </div>
  );
  return (
    <div className={layout.page}>
      <WelcomeBanner firstName={data.firstName} isNew={!hasEvents} teamHosts={data.teamHosts} />
      <DeliveryNotice setup={data.delivery} />
      <div className={layout.grid}>
        {setupDone ? null : aside}
        <div className={layout.mainColumn}>
          <div className={row}>
            <TodayCard today={data.today} hasEvents={hasEvents} />
            <EarningsCard earnings={data.earnings} />
          </div>
          <EventsCard events={data.events.items} total={data.events.total} />
          <ActivityFeed items={data.activity} hasEvents={hasEvents} />
        </div>
        {setupDone ? aside : null}
      </div>
    </div>
  );
}
