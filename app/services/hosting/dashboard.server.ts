import type { EventStatus } from "../../../db/schema/product";
import {
  countRegistrationsBetween,
  getDashboardProgress,
  latestEventTimeZone,
  listDashboardEvents,
  listRecentActivity,
  sumEarnings,
  type ActivityRow,
} from "~/models/dashboard.server";
import { effectiveStatus } from "~/models/event.server";
import type { PublicUser } from "~/models/user.server";
import { formatMoney, formatTotals } from "~/utils/money";
import { utcToZonedLocal, zonedLocalToUtc } from "~/utils/time-zones";
import { formatInZone, isValidTimeZone } from "~/utils/zone-format";

// The host dashboard (/dashboard), composed from the host's own data.

export const DASHBOARD_EVENT_LIMIT = 5;
export const ACTIVITY_LIMIT = 10;

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** Spec section 9: 'just now' under an hour, then whole hours, then whole days ago. */
export function relativeTime(at: Date | string, now: Date = new Date()) {
  const elapsed = now.getTime() - new Date(at).getTime();
  if (!(elapsed >= HOUR_MS)) return "just now";
  if (elapsed < DAY_MS) {
    const hours = Math.floor(elapsed / HOUR_MS);
    return hours === 1 ? "1 hour ago" : `${hours} hours ago`;
  }
  const days = Math.floor(elapsed / DAY_MS);
  return days === 1 ? "1 day ago" : `${days} days ago`;
}

/** The day `date` falls on in `timeZone`, as the UTC instants of its first and next midnight. */
export function dayInZone(date: Date, timeZone: string) {
  const day = utcToZonedLocal(date, timeZone).slice(0, 10);
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  const from = zonedLocalToUtc(`${day}T00:00`, timeZone) ?? new Date(`${day}T00:00:00Z`);
  const to = zonedLocalToUtc(`${next}T00:00`, timeZone) ?? new Date(`${next}T00:00:00Z`);
  return { day, from, to };
}

/** The first instant of the month `date` falls in, in `timeZone`. */
export function monthStartInZone(date: Date, timeZone: string) {
  const month = utcToZonedLocal(date, timeZone).slice(0, 7);
  return zonedLocalToUtc(`${month}-01T00:00`, timeZone) ?? new Date(`${month}-01T00:00:00Z`);
}

export interface ChecklistStep {
  id: "profile" | "event" | "stream" | "registration" | "live";
  title: string;
  description: string;
  done: boolean;
  href: string;
  action: string;
}

export interface DashboardEvent {
  id: number;
  title: string;
  status: EventStatus;
  when: string;
  registrationCount: number;
}

export interface ActivityItem {
  kind: ActivityRow["kind"];
  text: string;
  detail: string | null;
  at: string;
  ago: string;
  href: string | null;
}

export interface DashboardView {
  firstName: string;
  checklist: ChecklistStep[];
  events: { items: DashboardEvent[]; total: number };
  earnings: { total: string; thisMonth: string; purchaseCount: number; monthCount: number; monthLabel: string };
  activity: ActivityItem[];
  today: { count: number; timeZone: string; fromEvent: boolean; day: string };
  videoConfigured: boolean;
}

/** " (Refunded)" or " (Partly refunded $20.00)" after a purchase in the feed. */
function refundNote({ amountCents, refundedCents, currency }: { amountCents: number; refundedCents: number; currency: string }) {
  if (refundedCents <= 0) return "";
  return refundedCents >= amountCents ? " (Refunded)" : ` (Partly refunded ${formatMoney(refundedCents, currency)})`;
}

/** A chat message shortened for the feed. */
const excerpt = (text: string, max = 140) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

function activityItem(row: ActivityRow, now: Date): ActivityItem {
  const base = { kind: row.kind, at: row.at, ago: relativeTime(row.at, now), href: row.eventId ? `/events/${row.eventId}` : null };
  switch (row.kind) {
    case "registration":
      return { ...base, text: `${row.name} registered for ${row.subject}`, detail: null };
    case "chat":
      return { ...base, text: `${row.name} commented in ${row.subject}`, detail: excerpt(row.message) };
    case "live":
      return { ...base, text: `${row.subject} went live`, detail: null };
    case "purchase":
      return {
        ...base,
        text: `${row.productName} purchased for ${formatMoney(row.amountCents, row.currency)}${refundNote(row)}`,
        detail: row.subject ? `During ${row.subject}` : null,
      };
  }
}

/** Newest first; ties keep the order of the kinds. */
export function mergeActivity(rows: ActivityRow[], now: Date, limit = ACTIVITY_LIMIT): ActivityItem[] {
  return rows
    .filter((row) => row.at && !Number.isNaN(new Date(row.at).getTime()))
    .map((row, index) => ({ row, index, time: new Date(row.at).getTime() }))
    .sort((a, b) => b.time - a.time || a.index - b.index)
    .slice(0, limit)
    .map(({ row }) => activityItem(row, now));
}

function checklist(user: PublicUser, progress: Awaited<ReturnType<typeof getDashboardProgress>>, firstEventId: number | null): ChecklistStep[] {
  const eventHref = firstEventId ? `/events/${firstEventId}` : "/events?openModal=true";
  return [
    {
      id: "profile",
      title: "Complete your profile",
      description: "Add your first and last name so attendees know who is hosting.",
      done: Boolean(user.firstName.trim() && user.lastName.trim()),
      href: "/settings?tab=basic-info",
      action: "Edit profile",
    },
    {
      id: "event",
      title: "Create your first event",
      description: "Schedule a webinar with a title, date and time zone.",
      done: progress.events > 0,
      href: "/events?openModal=true",
      action: "Create event",
    },
    {
      id: "stream",
      title: "Set up your stream",
      description: "Create a stream for an event to get your stream key and ingest URL.",
      done: progress.streams > 0,
      href: eventHref,
      action: "Set up stream",
    },
    {
      id: "registration",
      title: "Get your first registration",
      description: "Share your event's registration link with your audience.",
      done: progress.registrations > 0,
      href: firstEventId ? `/events/${firstEventId}` : "/events",
      action: "Share your event",
    },
    {
      id: "live",
      title: "Host your first live session",
      description: "Go live from your event's stream settings.",
      done: progress.liveSessions > 0,
      href: firstEventId ? `/events/${firstEventId}` : "/events",
      action: "Go live",
    },
  ];
}

export async function getDashboard({
  user,
  videoConfigured,
  now = new Date(),
}: {
  user: PublicUser;
  videoConfigured: boolean;
  now?: Date;
}): Promise<DashboardView> {
  const hostId = user.id;
  const storedZone = await latestEventTimeZone({ hostId });
  const timeZone = storedZone && isValidTimeZone(storedZone) ? storedZone : "UTC";
  const today = dayInZone(now, timeZone);
  const monthStart = monthStartInZone(now, timeZone);
  const [progress, events, todayCount, earnings, activity] = await Promise.all([
    getDashboardProgress({ hostId }),
    listDashboardEvents({ hostId, now, limit: DASHBOARD_EVENT_LIMIT }),
    countRegistrationsBetween({ hostId, from: today.from, to: today.to }),
    sumEarnings({ hostId, since: monthStart }),
    listRecentActivity({ hostId, limit: ACTIVITY_LIMIT }),
  ]);
  const ordered = [...events.upcoming, ...events.past].slice(0, DASHBOARD_EVENT_LIMIT);
  const items = ordered.map((event) => ({
    id: event.id,
    title: event.title,
    status: effectiveStatus(event, now),
    when: formatInZone(event.scheduledAt, event.timezone),
    registrationCount: event.registrationCount,
  }));
  return {
    firstName: user.firstName.trim() || "User",
    checklist: checklist(user, progress, ordered[0]?.id ?? null),
    events: { items, total: events.total },
    earnings: {
      total: formatTotals(earnings.totals),
      thisMonth: formatTotals(earnings.sinceTotals, earnings.totals[0]?.currency),
      purchaseCount: earnings.purchaseCount,
      monthCount: earnings.sinceCount,
      monthLabel: formatInZone(now, timeZone, {
        year: "numeric",
        month: "long",
        day: undefined,
        hour: undefined,
        minute: undefined,
        hour12: undefined,
        timeZoneName: undefined,
      }),
    },
    activity: mergeActivity(activity, now),
    today: { count: todayCount, timeZone, fromEvent: Boolean(storedZone), day: today.day },
    videoConfigured,
  };
}
