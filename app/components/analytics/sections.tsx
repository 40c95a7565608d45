import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { StatGrid, type StatFigure } from "~/components/ui/stat";
import type { AnalyticsReport } from "~/services/hosting/analytics.server";
import * as styles from "./analytics.css";
import { formatDuration, formatNumber, formatPercent, type AnalyticsTab } from "~/utils/format";
import { formatTotals } from "~/utils/money";
import { RetentionChart } from "./retention-chart";
import { OfferTable, RevenueFunnel } from "./revenue-tables";
import { TopEvents } from "./top-events";

const RULES = {
  range:
    "Each figure counts what happened in the range (UTC days): registrations by registration time, viewing by join time, chat and hearts by sending time, purchases by purchase time.",
  attendance:
    "Attendance rate: registrants in the range who watched (a viewer of the event's stream, joined in the range, linked to the registration or with the same e-mail) divided by registrations.",
  concurrency:
    "Concurrent viewers come from join and leave times. Average concurrent viewers is the total watch time divided by the streams' live minutes, from each stream's first join to its last leave.",
  engagement: "Engagement counts viewers' chat messages (not yours) and hearts, per attendee (a viewer who watched).",
  revenue:
    "Conversion: attendees (by e-mail) who bought anything in the range, divided by attendees. Per event and per offer: buyers divided by the event's attendees.",
  net: "Revenue is net of refunds and kept per currency: amounts in different currencies are never added up. A refunded purchase counts as a sale only while some of it remains.",
};

function figuresFor(tab: AnalyticsTab, report: AnalyticsReport): StatFigure[] {
  const k = report.kpis;
  const registrations = { label: "Registrations", value: formatNumber(k.registrations) };
  const attendance = {
    label: "Attendance rate",
    value: formatPercent(k.attendanceRate),
    note: `${formatNumber(k.registrantsWhoWatched)} of ${formatNumber(k.registrations)} watched`,
  };
  const peak = { label: "Peak concurrent viewers", value: formatNumber(k.peakConcurrent) };
  const average = { label: "Average concurrent viewers", value: formatNumber(k.averageConcurrent) };
  const watch = { label: "Average watch time", value: formatDuration(k.averageWatchSeconds) };
  const messages = { label: "Chat messages per viewer", value: formatNumber(k.messagesPerViewer), note: `${formatNumber(k.chatMessages)} messages` };
  const hearts = { label: "Hearts per viewer", value: formatNumber(k.heartsPerViewer), note: `${formatNumber(k.hearts)} hearts` };
  const revenue = { label: "Revenue", value: formatTotals(k.revenue), note: `${formatNumber(k.purchases)} purchases, net of refunds` };
  const conversion = { label: "Conversion", value: formatPercent(k.conversionRate), note: `${formatNumber(k.attendeesWhoBought)} attendees bought` };
  switch (tab) {
    case "audience":
      return [
        registrations,
        attendance,
        { label: "Attendees", value: formatNumber(k.attendees) },
        watch,
        peak,
        average,
        { label: "Live minutes", value: formatNumber(k.liveMinutes) },
      ];
    case "engagement":
      return [{ label: "Chat messages", value: formatNumber(k.chatMessages) }, { label: "Hearts", value: formatNumber(k.hearts) }, messages, hearts];
    case "revenue":
      return [
        revenue,
        { label: "Buyers", value: formatNumber(k.buyers) },
        conversion,
        { label: "Revenue per attendee", value: k.attendees ? formatTotals(k.revenuePerAttendee) : "—" },
        ...(k.refunds.length ? [{ label: "Refunded", value: formatTotals(k.refunds) }] : []),
      ];
    default:
      return [registrations, attendance, peak, average, watch, messages, revenue, conversion];
  }
}

const HELP: Record<AnalyticsTab, string[]> = {
  overview: [RULES.attendance, RULES.concurrency],
  audience: [RULES.attendance, RULES.concurrency],
  engagement: [RULES.engagement],
  revenue: [RULES.net, RULES.revenue],
};

/** The KPI cards, charts and tables of one tab. */
export function AnalyticsSections({ tab, report }: { tab: AnalyticsTab; report: AnalyticsReport }) {
  const showRetention = tab === "overview" || tab === "audience";
  return (
    <>
      <StatGrid stats={figuresFor(tab, report)} label="Key figures" />
      <details className={styles.rules}>
        <summary className={styles.rulesSummary}>How these figures are counted</summary>
        {[RULES.range, ...HELP[tab]].map((text) => (
          <p key={text} className={styles.help}>
            {text}
          </p>
        ))}
      </details>
      {showRetention ? (
        <Card titleId="retention-title" title="Viewer retention">
          <RetentionChart points={report.retention} />
        </Card>
      ) : null}
      {tab === "revenue" ? (
        <>
          <Card titleId="funnel-title" title="Funnel by event">
            <RevenueFunnel events={report.funnel} />
          </Card>
          <Card titleId="offers-title" title="Offers">
            <OfferTable offers={report.offers} />
          </Card>
        </>
      ) : null}
      <Card titleId="top-events-title" title="Top events">
        <TopEvents events={report.topEvents} />
      </Card>
    </>
  );
}

export function AnalyticsEmpty({ hasEvents }: { hasEvents: boolean }) {
  return (
    <Card titleId="analytics-empty-title" title="No data in this range yet">
      <p className={styles.help}>
        {hasEvents
          ? "Nobody registered, watched, chatted or bought in this date range. Share an event's registration link or pick a longer range."
          : "Analytics fill in from your own events: create an event, share its registration page and go live. Registrations, viewers, chat and sales show up here."}
      </p>
      <div>
        <ButtonLink to="/events">{hasEvents ? "Go to your events" : "Create an event"}</ButtonLink>
      </div>
    </Card>
  );
}
