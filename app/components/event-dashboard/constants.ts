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

/** The stream controls' `intent` values: Go Live, Stop stream (the event stays on), End event (completes it). */
export const GO_LIVE = "go-live";
export const END_STREAM = "end";
export const END_EVENT = "end-event";

/** The Stream Setup panel's form `intent` values and its anchor (/events/{id}#stream-setup). */
export const CREATE_STREAM = "create-stream";
export const RESET_KEY = "reset-key";
export const START_TEST_STREAM = "start-test-stream";
export const STOP_TEST_STREAM = "stop-test-stream";
export const STREAM_SETUP_ID = "stream-setup";

export type StreamIntent = typeof CREATE_STREAM | typeof RESET_KEY | typeof START_TEST_STREAM | typeof STOP_TEST_STREAM;
const STREAM_INTENTS: ReadonlySet<unknown> = new Set([CREATE_STREAM, RESET_KEY, START_TEST_STREAM, STOP_TEST_STREAM]);
/** The Stream Setup card's forms (the dashboard's other forms answer for themselves). */
export const isStreamIntent = (value: unknown): value is StreamIntent => STREAM_INTENTS.has(value);
export const RESET_KEY_CONFIRM = "Reset the stream key? Your encoder will need the new key.";
/** The panel's success toasts: without JavaScript the panel shows them itself, where the page lands. */
export const STREAM_TOAST_TITLES = {
  created: "Stream Created!",
  exists: "Stream already set up",
  keyReset: "Stream key reset",
  testStarted: "Test stream started",
  testStopped: "Test stream stopped",
} as const;

/** The live stream's health panel anchor (/events/{id}#stream-health): its Refresh link lands there. */
export const STREAM_HEALTH_ID = "stream-health";
/** No push for this long: the figures are shown dimmed as stale. */
export const HEALTH_STALE_MS = 10_000;
