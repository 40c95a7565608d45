// An event's replay analytics for its Analytics tab: views and watch time of the replay and of its
// on-demand sessions (kept apart), how long viewers stayed (drop-off per minute), sales on the live,
// the replay and on demand, and clicks on the personal replay links.
import type { PurchaseAttribution, ReplayViewMode } from "../../../db/schema/replays";
import {
  listReplayViews,
  purchaseTotalsByAttribution,
  replayLinkClickCounts,
  replayLinkClickers,
  type ReplayViewRecord,
} from "~/models/replay-analytics.server";
import type { MoneyTotal } from "~/utils/money";

export interface DropOffPoint {
  /** 0 = the recording's first minute. */
  minute: number;
  /** Views that played this minute. */
  views: number;
  /** The same as a whole percentage of all views. */
  share: number;
}

export interface ReplayModeFigures {
  views: number;
  /** Distinct registrants among the views. */
  registrants: number;
  watchedSeconds: number;
  /** Watch time per view, whole seconds; 0 without views. */
  averageSeconds: number;
  dropOff: DropOffPoint[];
}

export interface AttributionFigures {
  attribution: PurchaseAttribution;
  purchases: number;
  /** Net revenue per currency, largest first. */
  revenue: MoneyTotal[];
}

export interface ReplayAnalytics {
  replay: ReplayModeFigures;
  onDemand: ReplayModeFigures;
  /** Live, replay and on-demand, always in that order. */
  sales: AttributionFigures[];
  clicks: {
    total: number;
    registrants: number;
    fromFollowUps: { clicks: number; registrants: number };
    other: { clicks: number; registrants: number };
  };
}

const ATTRIBUTIONS: readonly PurchaseAttribution[] = ["live", "replay", "on-demand"];

/** The view's minutes as a set of whole minute indexes; anything else in the JSON is left out. */
export function minutesOf(json: string): Set<number> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return new Set();
  }
  if (!Array.isArray(parsed)) return new Set();
  return new Set(parsed.filter((value): value is number => Number.isInteger(value) && value >= 0 && value < 24 * 60));
}

/** Views, registrants, watch time and, for every minute up to the last one anybody played, the share of views that played it. */
export function modeFigures(views: readonly Pick<ReplayViewRecord, "registrationId" | "watchedSeconds" | "minutes">[]): ReplayModeFigures {
  const registrants = new Set(views.map((view) => view.registrationId).filter((id) => id !== null));
  const watchedSeconds = views.reduce((sum, view) => sum + Math.max(0, view.watchedSeconds), 0);
  const played = new Map<number, number>();
  for (const view of views) for (const minute of minutesOf(view.minutes)) played.set(minute, (played.get(minute) ?? 0) + 1);
  const last = Math.max(-1, ...played.keys());
  const dropOff = Array.from({ length: last + 1 }, (_, minute) => {
    const count = played.get(minute) ?? 0;
    return { minute, views: count, share: views.length ? Math.round((count / views.length) * 100) : 0 };
  });
  return {
    views: views.length,
    registrants: registrants.size,
    watchedSeconds,
    averageSeconds: views.length ? Math.round(watchedSeconds / views.length) : 0,
    dropOff,
  };
}

export async function replayAnalyticsFor({ hostId, eventId }: { hostId: number; eventId: number }): Promise<ReplayAnalytics> {
  const [views, totals, clickCounts, clickers] = await Promise.all([
    listReplayViews({ hostId, eventId }),
    purchaseTotalsByAttribution({ hostId, eventId }),
    replayLinkClickCounts({ hostId, eventId }),
    replayLinkClickers({ hostId, eventId }),
  ]);
  const ofMode = (mode: ReplayViewMode) => modeFigures(views.filter((view) => view.mode === mode));
  const sales = ATTRIBUTIONS.map((attribution) => {
    const rows = totals.filter((row) => row.attribution === attribution);
    return {
      attribution,
      purchases: rows.reduce((sum, row) => sum + row.purchases, 0),
      revenue: rows
        .filter((row) => row.netCents > 0)
        .map((row) => ({ currency: row.currency, cents: row.netCents }))
        .sort((a, b) => b.cents - a.cents || a.currency.localeCompare(b.currency)),
    };
  });
  const fromFollowUps = clickCounts.find((row) => row.fromFollowUp) ?? { clicks: 0, registrants: 0 };
  const other = clickCounts.find((row) => !row.fromFollowUp) ?? { clicks: 0, registrants: 0 };
  return {
    replay: ofMode("replay"),
    onDemand: ofMode("on-demand"),
    sales,
    clicks: {
      total: fromFollowUps.clicks + other.clicks,
      registrants: clickers,
      fromFollowUps: { clicks: fromFollowUps.clicks, registrants: fromFollowUps.registrants },
      other: { clicks: other.clicks, registrants: other.registrants },
    },
  };
}
