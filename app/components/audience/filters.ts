import type { CustomerType } from "../../../db/schema/product";
import type { RegistrationListItem } from "~/models/registration.server";
import type { CsvValue } from "~/utils/csv";
import { moneyInputValue } from "~/utils/money";
import { parseEventId } from "~/utils/route-ids";

// The audience filters live in the URL (q, eventId, type), read alike by the page and the CSV export.

export const AUDIENCE_TYPES = [
  { value: "all", label: "All types" },
  { value: "vip", label: "VIP" },
  { value: "premium", label: "Premium" },
  { value: "new", label: "New" },
  { value: "returning", label: "Returning" },
] as const;

export type AudienceType = (typeof AUDIENCE_TYPES)[number]["value"];

export interface AudienceFilters {
  q: string;
  eventId: number | null;
  type: AudienceType;
}

const isAudienceType = (value: string): value is AudienceType => AUDIENCE_TYPES.some((t) => t.value === value);

/** Unknown or malformed values fall back to "no filter" rather than failing the page. */
export function readAudienceFilters(params: URLSearchParams): AudienceFilters {
  const q = (params.get("q") ?? "")
    .replace(/\u0000/g, "")
    .trim()
    .slice(0, 200);
  const eventId = parseEventId(params.get("eventId"));
  const type = (params.get("type") ?? "all").toLowerCase();
  return { q, eventId, type: isAudienceType(type) ? type : "all" };
}

/** The filters as listRegistrations takes them. */
export function registrationQuery(hostId: number, filters: AudienceFilters) {
  return {
    hostId,
    search: filters.q || undefined,
    eventId: filters.eventId ?? undefined,
    customerType: filters.type === "all" ? undefined : (filters.type as CustomerType),
  };
}

/** The query string that carries the filters (only the ones set), with its "?" or "". */
export function filterQuery(filters: AudienceFilters) {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.eventId !== null) params.set("eventId", String(filters.eventId));
  if (filters.type !== "all") params.set("type", filters.type);
  const text = params.toString();
  return text ? `?${text}` : "";
}

export const TYPE_LABELS: Record<CustomerType, string> = { vip: "VIP", premium: "Premium", new: "New", returning: "Returning" };

export const CSV_HEADER = [
  "Attendee name",
  "Email",
  "Webinar",
  "Registered at",
  "Time zone",
  "Company",
  "Job title",
  "Type",
  "Lifetime value USD",
  "Purchases",
  "Net revenue",
  "Last purchase",
] as const;

export function csvRow(item: RegistrationListItem): CsvValue[] {
  return [
    `${item.firstName} ${item.lastName}`.trim(),
    item.email,
    item.eventTitle,
    new Date(item.registeredAt).toISOString(),
    item.timezone,
    item.company,
    item.jobTitle,
    TYPE_LABELS[item.customerType],
    (item.lifetimeValueCents / 100).toFixed(2),
    item.purchases.count,
    item.purchases.totals.map((total) => `${total.currency} ${moneyInputValue(total.cents, total.currency)}`).join("; "),
    item.purchases.lastPurchasedAt,
  ];
}

export interface AudienceSummary {
  totalRegistrations: number;
  uniqueAttendees: number;
  lastSevenDays: number;
  returningAttendees: number;
}

/** Honest figures over all of the host's registrations. */
export function summarize(items: RegistrationListItem[], now = new Date()): AudienceSummary {
  const since = now.getTime() - 7 * 24 * 60 * 60_000;
  const eventsByPerson = new Map<string, Set<number>>();
  let lastSevenDays = 0;
  for (const item of items) {
    const key = item.email.trim().toLowerCase();
    const events = eventsByPerson.get(key) ?? new Set<number>();
    events.add(item.eventId);
    eventsByPerson.set(key, events);
    if (new Date(item.registeredAt).getTime() >= since) lastSevenDays += 1;
  }
  let returningAttendees = 0;
  for (const events of eventsByPerson.values()) if (events.size > 1) returningAttendees += 1;
  return { totalRegistrations: items.length, uniqueAttendees: eventsByPerson.size, lastSevenDays, returningAttendees };
}
