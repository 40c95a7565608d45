import { Tabs } from "~/components/ui/tabs";
import { rangeQuery, type AnalyticsTab, type DateRange } from "~/utils/format";

const TABS: { value: AnalyticsTab; label: string }[] = [
  { value: "overview", label: "Overview" },
  { value: "audience", label: "Audience" },
  { value: "engagement", label: "Engagement" },
  { value: "revenue", label: "Revenue" },
];

/** Tabs as links (`?tab=`), keeping the date range. */
export function AnalyticsTabs({ tab, range }: { tab: AnalyticsTab; range: DateRange }) {
  const tabs = TABS.map((item) => ({ to: `/analytics${rangeQuery(range, item.value)}`, label: item.label, current: item.value === tab }));
  return <Tabs label="Analytics sections" tabs={tabs} />;
}
