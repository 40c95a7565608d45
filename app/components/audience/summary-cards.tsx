import { StatGrid } from "~/components/ui/stat";
import type { AudienceSummary } from "./filters";

const number = new Intl.NumberFormat("en-US");

export function SummaryCards({ summary }: { summary: AudienceSummary }) {
  const stats = [
    { label: "Total registrations", value: summary.totalRegistrations },
    { label: "Unique attendees", value: summary.uniqueAttendees },
    { label: "Registered in the last 7 days", value: summary.lastSevenDays },
    { label: "Returning attendees", value: summary.returningAttendees },
  ];
  return <StatGrid stats={stats.map((stat) => ({ label: stat.label, value: number.format(stat.value) }))} label="Audience summary" />;
}
