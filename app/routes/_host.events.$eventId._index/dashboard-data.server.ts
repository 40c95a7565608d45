// What the event dashboard (/events/{eventId}) shows, computed on the server: every date is
// formatted here in the event's own zone, so the page renders the same with or without JavaScript.
import type { AudienceData, CountRow, DayPoint, EventHeaderData, OverviewData, Registrant } from "~/contracts/dashboard-data";
import { categoryLabel, formatDuration, formatEventDateTime } from "~/components/events/format";
import type { EventDetail } from "~/models/event.server";
import { listRegistrations, type RegistrationListItem } from "~/models/registration.server";
import { utcToZonedLocal } from "~/utils/time-zones";
import { formatInZone } from "~/utils/zone-format";

/** Registrants listed on the Audience tab; the rest are on /audience. */
export const REGISTRANTS_SHOWN = 100;
/** Days shown on the timelines (the latest ones). */
export const TIMELINE_DAYS = 30;
const TOP = 5;

const DAY_LABEL = { month: "short", day: "numeric", year: undefined, hour: undefined, minute: undefined, timeZoneName: undefined } as const;
const SHORT_STAMP = { year: undefined } as const;

function topCounts(values: (string | null)[]): CountRow[] {
  const counts = new Map<string, number>();
  for (const raw of values) {
    const value = raw?.trim();
    if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts]
    .map(([label, count]) => ({ label, count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
    .slice(0, TOP);
}

/** Registrations per day in the event's zone, gaps filled with zero, the latest TIMELINE_DAYS days. */
export function registrationTimeline(registeredAt: string[], timeZone: string): DayPoint[] {
  if (!registeredAt.length) return [];
  const counts = new Map<string, number>();
  for (const at of registeredAt) {
    const day = utcToZonedLocal(at, timeZone).slice(0, 10);
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  const days = [...counts.keys()].sort();
  const first = new Date(`${days[0]}T12:00:00Z`).getTime();
  const last = new Date(`${days[days.length - 1]}T12:00:00Z`).getTime();
  const start = Math.max(first, last - (TIMELINE_DAYS - 1) * 86_400_000);
  const points: DayPoint[] = [];
  for (let t = start; t <= last; t += 86_400_000) {
    const day = new Date(t).toISOString().slice(0, 10);
    points.push({ day, label: formatInZone(new Date(t), "UTC", DAY_LABEL), count: counts.get(day) ?? 0 });
  }
  return points;
}

/** The same days, each counting every registration up to and including it. */
export function cumulative(points: DayPoint[], before = 0): DayPoint[] {
  let total = before;
  return points.map((point) => ({ ...point, count: (total += point.count) }));
}

const yesNo = (value: boolean) => (value ? "On" : "Off");

/** `goesLiveByItself`: the video provider switches the event live when the encoder's video arrives. */
export function eventHeader(event: EventDetail, goesLiveByItself: boolean, now: Date = new Date()): EventHeaderData {
  const started = event.wentLiveAt !== null || new Date(event.scheduledAt).getTime() <= now.getTime();
  return {
    id: event.id,
    title: event.title,
    status: event.status,
    category: categoryLabel(event.category),
    when: formatEventDateTime(event),
    duration: formatDuration(event.durationMinutes),
    streamId: event.streamId,
    goesLiveByItself,
    canEnd: event.status === "live" || (event.status === "scheduled" && started),
  };
}

export function overviewOf(event: EventDetail): OverviewData {
  return {
    registrationCount: event.registrationCount,
    seatsLeft: event.maxAttendees === null ? null : Math.max(0, event.maxAttendees - event.registrationCount),
    maxAttendees: event.maxAttendees,
    hostName: event.hostName,
    hostBio: event.hostBio,
    settings: [
      { label: "Registration required", value: yesNo(event.registrationRequired) },
      { label: "Q&A", value: yesNo(event.enableQa) },
      { label: "Chat", value: yesNo(event.enableChat) },
      { label: "Polls", value: yesNo(event.enablePolls) },
      { label: "Recording", value: event.enableRecording ? `On (${event.recordingLocation === "local" ? "local" : "cloud"})` : "Off" },
      { label: "Waiting room", value: yesNo(event.enableWaitingRoom) },
      { label: "Mute on entry", value: yesNo(event.muteMembersOnEntry) },
    ],
  };
}

function registrantRow(registration: RegistrationListItem, timeZone: string): Registrant {
  return {
    id: registration.id,
    name: `${registration.firstName} ${registration.lastName}`.trim(),
    email: registration.email,
    company: registration.company,
    jobTitle: registration.jobTitle,
    timezone: registration.timezone,
    registeredAt: formatInZone(registration.registeredAt, timeZone, SHORT_STAMP),
  };
}

export async function audienceOf(hostId: number, event: EventDetail): Promise<AudienceData> {
  const registrations = await listRegistrations({ hostId, eventId: event.id });
  const timeline = registrationTimeline(
    registrations.map((r) => r.registeredAt),
    event.timezone,
  );
  const shownTotal = timeline.reduce((sum, point) => sum + point.count, 0);
  return {
    total: registrations.length,
    registrants: registrations.slice(0, REGISTRANTS_SHOWN).map((r) => registrantRow(r, event.timezone)),
    timeZones: topCounts(registrations.map((r) => r.timezone)),
    companies: topCounts(registrations.map((r) => r.company)),
    jobTitles: topCounts(registrations.map((r) => r.jobTitle)),
    timeline,
    cumulative: cumulative(timeline, registrations.length - shownTotal),
  };
}
