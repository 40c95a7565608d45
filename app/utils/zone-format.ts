// An instant shown in a time zone, and whether a zone is one: what a page needs to show times
// (the chat's timeout), without the zone tables and the parsing of time-zones.ts.

// IANA-style names only: "America/Argentina/Buenos_Aires", "Etc/GMT+5", "UTC". Offsets such as
// "+05:00" are not zones (they ignore daylight saving), so they are refused.
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Numeric parts of an instant as seen on a wall clock in `timeZone` (throws for a bad zone). */
export function partsFormatter(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True for a time-zone name this runtime knows, such as "Europe/Berlin" or "UTC". */
export function isValidTimeZone(timeZone: unknown): timeZone is string {
  if (typeof timeZone !== "string" || timeZone.length > 64 || !ZONE_NAME.test(timeZone)) return false;
  try {
    partsFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

// en-US names only the American zones ("EST"); elsewhere it writes "GMT+1". These locales know
// the local abbreviations of their regions: CET/CEST, AEST/AEDT, IST.
const ABBREVIATION_LOCALES = ["en-US", "en-GB", "en-AU", "en-IN"];
const OFFSET_NAME = /^GMT[+-]/;

const nameFormatters = new Map<string, Intl.DateTimeFormat>();

function nameFormatter(locale: string, timeZone: string) {
  const key = `${locale} ${timeZone}`;
  let formatter = nameFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "short" });
    nameFormatters.set(key, formatter);
  }
  return formatter;
}

function shortZoneName(date: Date, timeZone: string) {
  let fallback = timeZone;
  for (const locale of ABBREVIATION_LOCALES) {
    const name = nameFormatter(locale, timeZone)
      .formatToParts(date)
      .find((p) => p.type === "timeZoneName")?.value;
    if (!name) continue;
    if (!OFFSET_NAME.test(name)) return name;
    if (fallback === timeZone) fallback = name;
  }
  return fallback;
}

/**
 * An instant shown in a zone, en-US (spec section 9): "Dec 1, 2026, 10:00 AM EST" by default, the
 * zone named by its abbreviation where one is in use ("CET", "AEDT"), else by its offset ("GMT+9").
 * An unknown zone falls back to UTC rather than throwing while rendering.
 */
export function formatInZone(date: Date | string, timeZone: string, options: Intl.DateTimeFormatOptions = {}) {
  const zone = isValidTimeZone(timeZone) ? timeZone : "UTC";
  const defaults: Intl.DateTimeFormatOptions = {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
    timeZoneName: "short",
  };
  const merged = { ...defaults, ...options, timeZone: zone };
  const instant = new Date(date);
  const formatter = new Intl.DateTimeFormat("en-US", merged);
  if (merged.timeZoneName !== "short") return formatter.format(instant);
  // formatToParts keeps ICU's narrow no-break space before AM/PM, which format() turns into a
  // plain space (as browsers do): the same text either way.
  return formatter
    .formatToParts(instant)
    .map((p) => (p.type === "timeZoneName" ? shortZoneName(instant, zone) : p.value.replace(/\u202f/g, " ")))
    .join("");
}

/** The short label of a zone at an instant, e.g. "EST" or "EDT" for America/New_York, "CET" for Europe/Paris. */
export function timeZoneAbbreviation(timeZone: string, date: Date | string = new Date()) {
  return shortZoneName(new Date(date), isValidTimeZone(timeZone) ? timeZone : "UTC");
}

/** An event's start as a visitor reads it: "Tuesday, December 1, 2026 at 3:00 PM EST". */
export const EVENT_DAY_AND_TIME: Intl.DateTimeFormatOptions = { weekday: "long", month: "long", day: "numeric", year: "numeric" };

/** A zone named for a person, not a programmer: "New York time (EST)"; "UTC" stays "UTC". */
export function zoneDescription(timeZone: string, date: Date | string = new Date()) {
  const abbreviation = timeZoneAbbreviation(timeZone, date);
  if (!timeZone.includes("/")) return abbreviation;
  return `${timeZone.split("/").pop()?.replace(/_/g, " ")} time (${abbreviation})`;
}

/** A zone as a choice in a list: "Berlin (CET)". */
export function zoneOptionLabel(timeZone: string, date: Date | string = new Date()) {
  const city = timeZone.split("/").pop()?.replace(/_/g, " ") ?? timeZone;
  return `${city} (${timeZoneAbbreviation(timeZone, date)})`;
}
