// Range, tab and number formatting shared by the analytics page, its components and the CSV
// (no server imports: this runs in the browser too).

export const RANGE_PRESETS = ["7d", "30d", "90d"] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const DEFAULT_PRESET: RangePreset = "30d";
export const ANALYTICS_TABS = ["overview", "audience", "engagement", "revenue"] as const;
export type AnalyticsTab = (typeof ANALYTICS_TABS)[number];
export interface DateRange {
  preset: RangePreset | "custom";
  /** YYYY-MM-DD, inclusive (UTC). */
  from: string;
  /** YYYY-MM-DD, inclusive (UTC). */
  to: string;
  /** ISO instants: [startIso, endIso). */
  startIso: string;
  endIso: string;
}

/** The query string that keeps the range (and optionally a tab), e.g. `?range=7d&tab=revenue`. */
export function rangeQuery(range: DateRange, tab?: AnalyticsTab): string {
  const params = new URLSearchParams();
  if (range.preset === "custom") {
    params.set("from", range.from);
    params.set("to", range.to);
  } else params.set("range", range.preset);
  if (tab && tab !== "overview") params.set("tab", tab);
  return `?${params.toString()}`;
}

export function formatDuration(seconds: number | null): string {
  if (seconds === null) return "—";
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h ? `${h}h ${m}m` : m ? `${m}m ${s}s` : `${s}s`;
}

export const formatPercent = (value: number | null) => (value === null ? "—" : `${value}%`);
export const formatNumber = (value: number | null) => (value === null ? "—" : new Intl.NumberFormat("en-US").format(value));
