import type { EventCategory, EventStatus } from "../../../db/schema/product";
import { formatInZone } from "~/utils/zone-format";

export const CATEGORY_LABELS: Record<EventCategory, string> = {
  webinar: "Webinar",
  meeting: "Meeting",
  presentation: "Presentation",
  workshop: "Workshop",
  "product-demo": "Product Demo",
};

export const STATUS_LABELS: Record<EventStatus | "all", string> = {
  all: "All statuses",
  live: "Live",
  scheduled: "Scheduled",
  completed: "Completed",
  draft: "Draft",
};

export const categoryLabel = (category: string) => CATEGORY_LABELS[category as EventCategory] ?? category;

/** "Dec 1, 2026, 10:00 AM EST": en-US, short month, 12-hour, in the event's own time zone. */
export function formatEventDateTime(event: { scheduledAt: string; timezone: string }) {
  return formatInZone(event.scheduledAt, event.timezone);
}

/** "45 min", "1 hr", "1 hr 30 min". */
export function formatDuration(minutes: number) {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `${rest} min`;
  return rest ? `${hours} hr ${rest} min` : `${hours} hr`;
}

export const formatCount = (value: number) => value.toLocaleString("en-US");

/** A cover is a picture when it is an address, else an emoji shown as text. */
export const isImageCover = (cover: string) => /^https?:\/\//i.test(cover) || cover.startsWith("/");
