// The calendar entry sent with a registration confirmation: an iCalendar (RFC 5545) file and the
// "add to Google / Outlook calendar" links. Times are in UTC so every calendar shows them in its
// owner's zone.

export interface CalendarEntry {
  /** Stable across re-sends, so a calendar updates the entry instead of adding a second one. */
  uid: string;
  title: string;
  description: string;
  /** Where to join: the registrant's personal link. */
  url: string;
  startsAt: string;
  durationMinutes: number;
  organizerName: string;
  organizerEmail: string;
  /** When the file was made (DTSTAMP). */
  now?: Date;
}

function icsTime(date: Date) {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). */
function icsText(value: string) {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 3.1). */
function fold(line: string) {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const length = Buffer.byteLength(char, "utf8");
    const limit = parts.length === 0 ? 75 : 74;
    if (size + length > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += length;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** A parameter value (the organizer's name) quoted, without the characters a quoted value forbids. */
function icsParam(value: string) {
  return `"${value.replace(/["\r\n]/g, "")}"`;
}

/**
 * A registrant's entry, the same in every copy (the confirmation's file, the registration page's
 * links and download): one uid per registration, so a calendar keeps a single entry.
 */
export function registrationCalendarEntry({
  event,
  registrationId,
  url,
  organizer,
  now,
}: {
  event: { id: number; title: string; description: string | null; scheduledAt: string; durationMinutes: number };
  registrationId: number;
  /** The registrant's personal link. */
  url: string;
  organizer: { name: string; email: string };
  now?: Date;
}): CalendarEntry {
  return {
    uid: `event-${event.id}-registration-${registrationId}@${new URL(url).hostname}`,
    title: event.title,
    description: event.description ?? "",
    url,
    startsAt: event.scheduledAt,
    durationMinutes: event.durationMinutes,
    organizerName: organizer.name,
    organizerEmail: organizer.email,
    now,
  };
}

export function endOf(entry: Pick<CalendarEntry, "startsAt" | "durationMinutes">) {
  return new Date(new Date(entry.startsAt).getTime() + entry.durationMinutes * 60_000);
}

export function icsFile(entry: CalendarEntry) {
  const start = new Date(entry.startsAt);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//ShowUp//Webinars//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${entry.uid}`,
    `DTSTAMP:${icsTime(entry.now ?? new Date())}`,
    `DTSTART:${icsTime(start)}`,
    `DTEND:${icsTime(endOf(entry))}`,
    `SUMMARY:${icsText(entry.title)}`,
    `DESCRIPTION:${icsText(entry.description ? `${entry.description}\n\nJoin: ${entry.url}` : `Join: ${entry.url}`)}`,
    `LOCATION:${icsText(entry.url)}`,
    `URL:${entry.url}`,
    `ORGANIZER;CN=${icsParam(entry.organizerName)}:mailto:${entry.organizerEmail}`,
    "STATUS:CONFIRMED",
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    `DESCRIPTION:${icsText(entry.title)}`,
    "TRIGGER:-PT15M",
    "END:VALARM",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

export function googleCalendarLink(entry: CalendarEntry) {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: entry.title,
    dates: `${icsTime(new Date(entry.startsAt))}/${icsTime(endOf(entry))}`,
    details: entry.description ? `${entry.description}\n\nJoin: ${entry.url}` : `Join: ${entry.url}`,
    location: entry.url,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

export function outlookCalendarLink(entry: CalendarEntry) {
  const params = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: entry.title,
    startdt: new Date(entry.startsAt).toISOString(),
    enddt: endOf(entry).toISOString(),
    body: entry.description ? `${entry.description}\n\nJoin: ${entry.url}` : `Join: ${entry.url}`,
    location: entry.url,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params.toString()}`;
}
