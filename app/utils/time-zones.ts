// Time zones for events and registrations, shared by the browser and the server: Intl only, no
// Node imports and no time-zone library. Showing an instant in a zone is zone-format.ts.

import { isValidTimeZone, partsFormatter } from "./zone-format";

/** The create-event dialog's zone codes (spec section 9); ET is the default. */
export const EVENT_TIME_ZONES = [
  { code: "ET", label: "Eastern Time (ET)", zone: "America/New_York" },
  { code: "CT", label: "Central Time (CT)", zone: "America/Chicago" },
  { code: "MT", label: "Mountain Time (MT)", zone: "America/Denver" },
  { code: "PT", label: "Pacific Time (PT)", zone: "America/Los_Angeles" },
  { code: "UTC", label: "Coordinated Universal Time (UTC)", zone: "UTC" },
] as const;

export type EventTimeZoneCode = (typeof EVENT_TIME_ZONES)[number]["code"];
export const DEFAULT_EVENT_TIME_ZONE = "America/New_York";

/** The registration form's time-zone options (spec section 9): label shown, IANA zone stored. */
export const REGISTRATION_TIME_ZONES = [
  { label: "Eastern", zone: "America/New_York" },
  { label: "Central", zone: "America/Chicago" },
  { label: "Mountain", zone: "America/Denver" },
  { label: "Pacific", zone: "America/Los_Angeles" },
  { label: "Atlantic", zone: "America/Halifax" },
  { label: "Alaska", zone: "America/Anchorage" },
  { label: "Hawaii", zone: "Pacific/Honolulu" },
  { label: "GMT", zone: "Etc/GMT" },
  { label: "CET", zone: "Europe/Paris" },
  { label: "JST", zone: "Asia/Tokyo" },
  { label: "AEST", zone: "Australia/Sydney" },
] as const;

const NAMED = new Map<string, string>();
for (const { code, zone } of EVENT_TIME_ZONES) NAMED.set(code.toLowerCase(), zone);
for (const { label, zone } of REGISTRATION_TIME_ZONES) if (!NAMED.has(label.toLowerCase())) NAMED.set(label.toLowerCase(), zone);
const KNOWN_ZONES = new Set<string>([...EVENT_TIME_ZONES.map((z) => z.zone), ...REGISTRATION_TIME_ZONES.map((z) => z.zone)]);

/**
 * A dialog code (ET, CT, MT, PT, UTC), a registration label (Eastern, ..., AEST) or any valid IANA
 * zone, in any letter case, to the IANA zone to store; null when it is none of these.
 */
export function resolveTimeZone(input: unknown): string | null {
  if (typeof input !== "string") return null;
  const value = input.trim();
  if (!value) return null;
  const named = NAMED.get(value.toLowerCase());
  if (named) return named;
  if (KNOWN_ZONES.has(value)) return value;
  if (!isValidTimeZone(value)) return null;
  // Fix the letter case where we can, but keep today's name: ICU would turn Asia/Kolkata back
  // into Asia/Calcutta.
  const resolved = partsFormatter(value).resolvedOptions().timeZone;
  if (resolved.toLowerCase() === value.toLowerCase()) return resolved;
  return supportedZones().get(value.toLowerCase()) ?? value;
}

let zoneList: Map<string, string> | undefined;
function supportedZones() {
  if (!zoneList) {
    const names = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
    zoneList = new Map(names.map((name) => [name.toLowerCase(), name]));
  }
  return zoneList;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClockAt(epochMs: number, timeZone: string): WallClock {
  const values: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(new Date(epochMs))) {
    if (part.type !== "literal") values[part.type] = Number(part.value);
  }
  return {
    year: values.year ?? 0,
    month: values.month ?? 1,
    day: values.day ?? 1,
    hour: (values.hour ?? 0) % 24,
    minute: values.minute ?? 0,
    second: values.second ?? 0,
  };
}

const asUtc = (c: WallClock) => Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);

/** Milliseconds the zone's wall clock is ahead of UTC at that instant (negative west of Greenwich). */
export function timeZoneOffsetMs(date: Date | number, timeZone: string) {
  const epochMs = typeof date === "number" ? date : date.getTime();
  const whole = Math.floor(epochMs / 1000) * 1000;
  return asUtc(wallClockAt(whole, timeZone)) - whole;
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?$/;

/** "2026-12-01T10:00" (seconds optional) to its parts; null when malformed or not a real date. */
export function parseLocalDateTime(value: string): (WallClock & { millisecond: number }) | null {
  const m = LOCAL_DATE_TIME.exec(value.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map((v) => Number(v ?? 0)) as [number, number, number, number, number, number];
  const millisecond = Number((m[7] ?? "0").padEnd(3, "0"));
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day, hour, minute, second, millisecond };
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * The instant a wall-clock time in `timeZone` names, e.g. ("2026-12-01T10:00", "America/New_York")
 * is 15:00 UTC. Like Temporal's "compatible" rule: a time skipped by a spring-forward gap moves
 * forward by the gap (02:30 becomes 03:30), a time repeated at fall-back takes the earlier one.
 * Null for a malformed date-time or an unknown zone.
 */
export function zonedLocalToUtc(local: string, timeZone: string): Date | null {
  const parts = parseLocalDateTime(local);
  if (!parts || !isValidTimeZone(timeZone)) return null;
  const wall = asUtc(parts);
  const before = timeZoneOffsetMs(wall - DAY_MS, timeZone);
  const after = timeZoneOffsetMs(wall + DAY_MS, timeZone);
  const matches = [...new Set([wall - before, wall - after])]
    .filter((candidate) => asUtc(wallClockAt(candidate, timeZone)) === wall)
    .sort((a, b) => a - b);
  const instant = matches[0] ?? wall - before;
  return new Date(instant + parts.millisecond);
}

/** The wall-clock "YYYY-MM-DDTHH:mm" of an instant in a zone: the value for a datetime-local input. */
export function utcToZonedLocal(date: Date | string, timeZone: string) {
  const c = wallClockAt(new Date(date).getTime(), timeZone);
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}T${pad(c.hour)}:${pad(c.minute)}`;
}

const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;

/** True for an ISO-8601 date-time that carries its own offset ("...Z" or "...+02:00"). */
export function hasUtcOffset(value: string) {
  return WITH_OFFSET.test(value.trim());
}

/**
 * A date-time from a client to an instant: with an offset it is that instant; without one it is
 * a wall-clock time in `timeZone`. Null when it is neither or names no real moment.
 */
export function resolveDateTime(value: string, timeZone: string): Date | null {
  const text = value.trim();
  if (hasUtcOffset(text)) {
    const offsetFree = text.replace(/(Z|[+-]\d{2}:?\d{2})$/i, "");
    if (!parseLocalDateTime(offsetFree)) return null;
    const date = new Date(text.replace(/([+-]\d{2})(\d{2})$/, "$1:$2"));
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return zonedLocalToUtc(text, timeZone);
}
