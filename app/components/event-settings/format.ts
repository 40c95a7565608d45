// Formatting for the chat panel and the Customer Profile, the same on the server and in the
// browser: dates in the event's own zone (en-US).
import { formatInZone } from "~/utils/zone-format";

const TIME_ONLY = { year: undefined, month: undefined, day: undefined, timeZoneName: undefined } as const;
const DATE_ONLY = { hour: undefined, minute: undefined, hour12: undefined, timeZoneName: undefined } as const;

const parse = (value: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "3:04 PM" for a message's time. */
export function messageTime(timestamp: string, timeZone: string) {
  const date = parse(timestamp);
  return date ? formatInZone(date, timeZone, TIME_ONLY) : "";
}

/** "Mar 3, 2026, 3:04 PM EST": a message's full time, for its tooltip. */
export function messageDateTime(timestamp: string, timeZone: string) {
  const date = parse(timestamp);
  return date ? formatInZone(date, timeZone) : "";
}

/** Spec section 8: 'Never' without a date, 'Unknown' for one that cannot be read, else "Mar 3, 2026". */
export function lastPurchaseLabel(value: string | null | undefined, timeZone: string) {
  if (!value) return "Never";
  const date = parse(value);
  return date ? formatInZone(date, timeZone, DATE_ONLY) : "Unknown";
}

export const purchaseCountLabel = (count: number) => `${count} ${count === 1 ? "purchase" : "purchases"}`;
