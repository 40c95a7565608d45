import { describe, expect, it } from "vitest";
import { isOfferedStart, sessionPosition, upcomingSessionStarts } from "~/contracts/on-demand-schedule";

const isos = (dates: Date[]) => dates.map((d) => d.toISOString());
const at = (iso: string) => new Date(iso);
/** The next `count` starts, as ISO strings, of sessions every `everyMinutes` minutes on the clock of `timeZone`. */
const startsEvery = (everyMinutes: number, now: Date, timeZone: string, count: number) =>
  isos(upcomingSessionStarts({ now, schedule: { everyMinutes, dailyTimes: [] }, timeZone, count }));

describe("on-demand sessions every N minutes", () => {
  it("offers the next quarter, half or whole hours of the viewer's clock after now", () => {
    const now = at("2026-06-10T14:07:30.000Z");
    expect(startsEvery(15, now, "UTC", 3)).toEqual(["2026-06-10T14:15:00.000Z", "2026-06-10T14:30:00.000Z", "2026-06-10T14:45:00.000Z"]);
    expect(startsEvery(30, now, "America/New_York", 2)).toEqual(["2026-06-10T14:30:00.000Z", "2026-06-10T15:00:00.000Z"]);
  });

  it("counts whole hours on the viewer's clock where the zone is off by half an hour", () => {
    // India is UTC+05:30: 20:00 there is 14:30 UTC.
    const now = at("2026-06-10T14:07:00.000Z");
    expect(startsEvery(60, now, "Asia/Kolkata", 2)).toEqual(["2026-06-10T14:30:00.000Z", "2026-06-10T15:30:00.000Z"]);
  });

  it("does not offer a session starting exactly now (that is 'watch now')", () => {
    const now = at("2026-06-10T14:00:00.000Z");
    expect(startsEvery(60, now, "UTC", 1)).toEqual(["2026-06-10T15:00:00.000Z"]);
  });

  it("keeps an hour apart across the spring-forward gap and the repeated hour in the autumn", () => {
    // New York springs from 02:00 EST to 03:00 EDT on 2026-03-08 (07:00 UTC).
    expect(startsEvery(60, at("2026-03-08T05:30:00.000Z"), "America/New_York", 3)).toEqual([
      "2026-03-08T06:00:00.000Z",
      "2026-03-08T07:00:00.000Z",
      "2026-03-08T08:00:00.000Z",
    ]);
    // Falls back from 02:00 EDT to 01:00 EST on 2026-11-01 (06:00 UTC): 01:00 comes twice.
    expect(startsEvery(60, at("2026-11-01T04:30:00.000Z"), "America/New_York", 3)).toEqual([
      "2026-11-01T05:00:00.000Z",
      "2026-11-01T06:00:00.000Z",
      "2026-11-01T07:00:00.000Z",
    ]);
  });
});

describe("on-demand sessions at fixed daily times", () => {
  it("offers today's remaining times, then tomorrow's, in the viewer's zone", () => {
    const now = at("2026-06-10T15:00:00.000Z"); // 11:00 in New York (EDT, UTC-4)
    const starts = upcomingSessionStarts({
      now,
      schedule: { everyMinutes: null, dailyTimes: ["19:00", "09:00"] },
      timeZone: "America/New_York",
      count: 3,
    });
    expect(isos(starts)).toEqual(["2026-06-10T23:00:00.000Z", "2026-06-11T13:00:00.000Z", "2026-06-11T23:00:00.000Z"]);
  });

  it("gives viewers in different zones their own 19:00", () => {
    const now = at("2026-06-10T05:00:00.000Z");
    const schedule = { everyMinutes: null, dailyTimes: ["19:00"] };
    expect(isos(upcomingSessionStarts({ now, schedule, timeZone: "Europe/Paris", count: 1 }))).toEqual(["2026-06-10T17:00:00.000Z"]);
    expect(isos(upcomingSessionStarts({ now, schedule, timeZone: "Asia/Tokyo", count: 1 }))).toEqual(["2026-06-10T10:00:00.000Z"]);
  });

  it("keeps the wall-clock time across a daylight-saving change", () => {
    // Paris moves from CET (UTC+1) to CEST (UTC+2) on 2026-03-29.
    const now = at("2026-03-28T12:00:00.000Z");
    const starts = upcomingSessionStarts({ now, schedule: { everyMinutes: null, dailyTimes: ["09:00"] }, timeZone: "Europe/Paris", count: 2 });
    expect(isos(starts)).toEqual(["2026-03-29T07:00:00.000Z", "2026-03-30T07:00:00.000Z"]);
  });

  it("moves a time inside the spring-forward gap forward by the gap", () => {
    const now = at("2026-03-07T12:00:00.000Z");
    const starts = upcomingSessionStarts({ now, schedule: { everyMinutes: null, dailyTimes: ["02:30"] }, timeZone: "America/New_York", count: 2 });
    // 02:30 does not exist on 2026-03-08 in New York: 03:30 EDT (07:30 UTC).
    expect(isos(starts)).toEqual(["2026-03-08T07:30:00.000Z", "2026-03-09T06:30:00.000Z"]);
  });

  it("merges an interval with daily times without repeating a start, and caps the count", () => {
    const now = at("2026-06-10T08:50:00.000Z");
    const starts = upcomingSessionStarts({ now, schedule: { everyMinutes: 60, dailyTimes: ["09:00", "09:40"] }, timeZone: "UTC", count: 3 });
    expect(isos(starts)).toEqual(["2026-06-10T09:00:00.000Z", "2026-06-10T09:40:00.000Z", "2026-06-10T10:00:00.000Z"]);
    expect(upcomingSessionStarts({ now, schedule: { everyMinutes: 15, dailyTimes: [] }, timeZone: "UTC", count: 100 })).toHaveLength(12);
    expect(upcomingSessionStarts({ now, schedule: { everyMinutes: null, dailyTimes: [] }, timeZone: "UTC", count: 3 })).toEqual([]);
  });

  it("accepts only a start the viewer was offered", () => {
    const now = at("2026-06-10T08:50:00.000Z");
    const base = { now, schedule: { everyMinutes: 30, dailyTimes: [] }, timeZone: "UTC", count: 2 };
    expect(isOfferedStart({ ...base, startsAt: at("2026-06-10T09:30:00.000Z") })).toBe(true);
    expect(isOfferedStart({ ...base, startsAt: at("2026-06-10T10:00:00.000Z") })).toBe(false);
    expect(isOfferedStart({ ...base, startsAt: at("2026-06-10T09:10:00.000Z") })).toBe(false);
  });
});

describe("a session's position", () => {
  const startsAt = "2026-06-10T09:00:00.000Z";
  it("counts down before the start, plays from the live point, and ends with the recording", () => {
    expect(sessionPosition({ startsAt, now: at("2026-06-10T08:59:00.500Z"), playableSeconds: 600 })).toEqual({
      phase: "upcoming",
      liveSeconds: 0,
      startsInSeconds: 60,
    });
    expect(sessionPosition({ startsAt, now: at("2026-06-10T09:02:05.000Z"), playableSeconds: 600 })).toEqual({
      phase: "playing",
      liveSeconds: 125,
      startsInSeconds: 0,
    });
    expect(sessionPosition({ startsAt, now: at("2026-06-10T09:10:00.000Z"), playableSeconds: 600 }).phase).toBe("ended");
  });
});
