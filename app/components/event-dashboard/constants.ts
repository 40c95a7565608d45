/** The dashboard's tabs, kept in the address (?tab=) so they work without JavaScript. */
export const DASHBOARD_TABS = ["overview", "audience", "analytics"] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const TAB_LABELS: Record<DashboardTab, string> = {
  overview: "Overview",
  audience: "Audience Intelligence",
  analytics: "Analytics",
};

export const parseTab = (value: string | null | undefined): DashboardTab => DASHBOARD_TABS.find((tab) => tab === value) ?? "overview";

export const dashboardHref = (eventId: number, tab: DashboardTab) => `/events/${eventId}${tab === "overview" ? "" : `?tab=${tab}`}`;

/** The Go Live / End Stream form's `intent` values. */
export const GO_LIVE = "go-live";
export const END_STREAM = "end";
