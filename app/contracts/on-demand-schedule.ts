// When on-demand sessions start and where one stands now: shared by the server (which offers and
// admits) and the browser (which counts down). Times of day are the viewer's wall clock, so a
// session "every 30 minutes" or "daily at 19:00" means that in their zone, across daylight saving.
import { utcToZonedLocal, zonedLocalToUtc } from "../utils/time-zones";
import { isValidTimeZone } from "../utils/zone-format";

/** The intervals a host may choose for sessions "every N minutes". */
export const ON_DEMAND_INTERVALS = [15, 30, 60] as const;
export type OnDemandInterval = (typeof ON_DEMAND_INTERVALS)[number];

/** At most this many upcoming sessions are offered, and at most this many daily times set. */
export const MAX_UPCOMING_SESSIONS = 12;
export const MAX_DAILY_TIMES = 12;

export const DAILY_TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

const MINUTE_MS = 60_000;
/** Every zone in use today is offset from UTC by whole quarters of an hour. */
const QUARTER_MS = 15 * MINUTE_MS;

export interface OnDemandSchedule {
  everyMinutes: number | null;
  dailyTimes: string[];
}

/** Minutes since the viewer's midnight at an instant. */
function minuteOfDay(epochMs: number, timeZone: string) {
  const local = utcToZonedLocal(new Date(epochMs), timeZone);
  return Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16));
}

function intervalStarts(now: number, everyMinutes: number, timeZone: string, count: number) {
  const starts: number[] = [];
  // The quarter hours after now whose wall-clock minute falls on the interval: ":00 and :30" for 30.
  let at = Math.floor(now / QUARTER_MS) * QUARTER_MS + QUARTER_MS;
  const limit = at + (count + 2) * everyMinutes * MINUTE_MS + 2 * 60 * MINUTE_MS;
  while (starts.length < count && at <= limit) {
    if (minuteOfDay(at, timeZone) % everyMinutes === 0) starts.push(at);
    at += QUARTER_MS;
  }
  return starts;
}

/** "2026-03-08" plus `days` calendar days. */
function addDays(date: string, days: number) {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

function dailyStarts(now: number, dailyTimes: string[], timeZone: string, count: number) {
  const times = [...new Set(dailyTimes.filter((time) => DAILY_TIME_PATTERN.test(time)))].sort();
  if (!times.length) return [];
  const today = utcToZonedLocal(new Date(now), timeZone).slice(0, 10);
  const starts: number[] = [];
  for (let day = 0; day <= Math.ceil(count / times.length) + 1; day++) {
    for (const time of times) {
      // A time skipped by a spring-forward gap moves forward by the gap; a repeated one is the earlier.
      const at = zonedLocalToUtc(`${addDays(today, day)}T${time}`, timeZone)?.getTime();
      if (at !== undefined && at > now) starts.push(at);
    }
  }
  return starts;
}

/**
 * The next `count` session starts after `now` for a viewer in `timeZone`, earliest first: every
 * `everyMinutes` of their clock and at each of the daily times, together. An unknown zone counts as UTC.
 */
export function upcomingSessionStarts({
  now,
  schedule,
  timeZone,
  count,
}: {
  now: Date;
  schedule: OnDemandSchedule;
  timeZone: string;
  count: number;
}): Date[] {
  const zone = isValidTimeZone(timeZone) ? timeZone : "UTC";
  const wanted = Math.max(0, Math.min(count, MAX_UPCOMING_SESSIONS));
  if (!wanted) return [];
  const at = now.getTime();
  const interval = schedule.everyMinutes && ON_DEMAND_INTERVALS.includes(schedule.everyMinutes as OnDemandInterval) ? schedule.everyMinutes : null;
  const all = new Set([...(interval ? intervalStarts(at, interval, zone, wanted) : []), ...dailyStarts(at, schedule.dailyTimes, zone, wanted)]);
  return [...all]
    .sort((a, b) => a - b)
    .slice(0, wanted)
    .map((ms) => new Date(ms));
}

/** True when `startsAt` is one of the schedule's next `count` starts for that viewer (a form may only pick those). */
export function isOfferedStart(input: { now: Date; schedule: OnDemandSchedule; timeZone: string; count: number; startsAt: Date }) {
  return upcomingSessionStarts(input).some((start) => start.getTime() === input.startsAt.getTime());
}

export type SessionPhase = "upcoming" | "playing" | "ended";

/**
 * Where a session stands at `now`: before its start, playing (at `liveSeconds` into what viewers
 * see: the part of the recording after the trim), or over once all of it has played.
 */
export function sessionPosition({ startsAt, now, playableSeconds }: { startsAt: Date | string; now: Date; playableSeconds: number }) {
  const elapsed = (now.getTime() - new Date(startsAt).getTime()) / 1000;
  if (elapsed < 0) return { phase: "upcoming" as SessionPhase, liveSeconds: 0, startsInSeconds: Math.ceil(-elapsed) };
  if (elapsed >= playableSeconds) return { phase: "ended" as SessionPhase, liveSeconds: playableSeconds, startsInSeconds: 0 };
  return { phase: "playing" as SessionPhase, liveSeconds: elapsed, startsInSeconds: 0 };
}
