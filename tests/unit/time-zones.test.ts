import { describe, expect, it } from "vitest";
import { REGISTRATION_TIME_ZONES, resolveDateTime, resolveTimeZone, timeZoneOffsetMs, utcToZonedLocal, zonedLocalToUtc } from "~/utils/time-zones";
import { formatInZone, isValidTimeZone, timeZoneAbbreviation, zoneDescription, zoneOptionLabel } from "~/utils/zone-format";
import { expectEach } from "../support/cases";

const iso = (date: Date | null) => date?.toISOString() ?? null;

describe("time-zone names", () => {
  it("maps the dialog's codes and the registration labels to IANA zones, in any case", () => {
    expectEach(resolveTimeZone, [
      ["ET", "America/New_York"],
      ["ct", "America/Chicago"],
      ["MT", "America/Denver"],
      ["PT", "America/Los_Angeles"],
      ["UTC", "UTC"],
      ["Hawaii", "Pacific/Honolulu"],
      ["aest", "Australia/Sydney"],
      ["GMT", "Etc/GMT"],
    ]);
    for (const { label, zone } of REGISTRATION_TIME_ZONES) {
      expect(resolveTimeZone(label)).toBe(zone);
      expect(resolveTimeZone(zone)).toBe(zone);
      expect(isValidTimeZone(zone)).toBe(true);
    }
  });

  it("accepts any IANA zone, canonically spelled, and refuses everything else", () => {
    expect(resolveTimeZone("europe/berlin")).toBe("Europe/Berlin");
    expect(resolveTimeZone(" Asia/Kolkata ")).toBe("Asia/Kolkata");
    expect(resolveTimeZone("America/Argentina/Buenos_Aires")).toBe("America/Argentina/Buenos_Aires");
    for (const bad of ["", "Mars/Olympus_Mons", "+05:00", "America/New_York; drop table", "../../etc", "x".repeat(100), 5, null, undefined, {}]) {
      expect(resolveTimeZone(bad), String(bad)).toBeNull();
    }
    expect(isValidTimeZone("Not/AZone")).toBe(false);
  });
});

describe("wall-clock times to instants", () => {
  it("reads a local time in the zone, winter and summer", () => {
    expect(iso(zonedLocalToUtc("2026-12-01T10:00", "America/New_York"))).toBe("2026-12-01T15:00:00.000Z");
    expect(iso(zonedLocalToUtc("2026-07-01T10:00", "America/New_York"))).toBe("2026-07-01T14:00:00.000Z");
    expect(iso(zonedLocalToUtc("2026-07-01T10:00:30", "Europe/Paris"))).toBe("2026-07-01T08:00:30.000Z");
    expect(iso(zonedLocalToUtc("2026-06-01 12:00", "Asia/Kolkata"))).toBe("2026-06-01T06:30:00.000Z");
    expect(iso(zonedLocalToUtc("2026-01-15T09:00", "Australia/Sydney"))).toBe("2026-01-14T22:00:00.000Z");
    expect(iso(zonedLocalToUtc("2026-12-01T10:00", "UTC"))).toBe("2026-12-01T10:00:00.000Z");
  });

  it("moves a time skipped by spring-forward ahead by the gap", () => {
    // 2026-03-08 02:00 EST jumps to 03:00 EDT: 02:30 does not exist and becomes 03:30 EDT.
    expect(iso(zonedLocalToUtc("2026-03-08T02:30", "America/New_York"))).toBe("2026-03-08T07:30:00.000Z");
    expect(iso(zonedLocalToUtc("2026-03-08T01:59", "America/New_York"))).toBe("2026-03-08T06:59:00.000Z");
    expect(iso(zonedLocalToUtc("2026-03-08T03:00", "America/New_York"))).toBe("2026-03-08T07:00:00.000Z");
    // Southern hemisphere: Sydney springs forward on 2026-10-04 at 02:00.
    expect(iso(zonedLocalToUtc("2026-10-04T02:30", "Australia/Sydney"))).toBe("2026-10-03T16:30:00.000Z");
  });

  it("takes the earlier of a time repeated at fall-back", () => {
    // 2026-11-01 01:30 happens twice in New York: first at EDT (05:30 UTC), then at EST.
    expect(iso(zonedLocalToUtc("2026-11-01T01:30", "America/New_York"))).toBe("2026-11-01T05:30:00.000Z");
    expect(iso(zonedLocalToUtc("2026-11-01T02:30", "America/New_York"))).toBe("2026-11-01T07:30:00.000Z");
    expect(iso(zonedLocalToUtc("2026-10-25T02:30", "Europe/Paris"))).toBe("2026-10-25T00:30:00.000Z");
  });

  it("refuses malformed and impossible dates", () => {
    for (const bad of ["2026-02-30T10:00", "2026-13-01T10:00", "2026-12-01T24:00", "2026-12-01", "tomorrow", "2026-12-01T10:60"]) {
      expect(zonedLocalToUtc(bad, "America/New_York"), bad).toBeNull();
    }
    expect(zonedLocalToUtc("2026-12-01T10:00", "Nowhere/Land")).toBeNull();
  });

  it("round-trips through the wall clock of the zone", () => {
    const instant = new Date("2026-12-01T15:00:00Z");
    expect(utcToZonedLocal(instant, "America/New_York")).toBe("2026-12-01T10:00");
    expect(utcToZonedLocal("2026-07-01T14:00:00Z", "America/Los_Angeles")).toBe("2026-07-01T07:00");
    expect(iso(zonedLocalToUtc(utcToZonedLocal(instant, "Asia/Tokyo"), "Asia/Tokyo"))).toBe(instant.toISOString());
    expect(timeZoneOffsetMs(instant, "America/New_York")).toBe(-5 * 60 * 60_000);
    expect(timeZoneOffsetMs(new Date("2026-07-01T12:00:00Z"), "America/New_York")).toBe(-4 * 60 * 60_000);
  });

  it("keeps an explicit offset and reads a bare time in the given zone", () => {
    expect(iso(resolveDateTime("2026-12-01T10:00:00Z", "Asia/Tokyo"))).toBe("2026-12-01T10:00:00.000Z");
    expect(iso(resolveDateTime("2026-12-01T10:00:00+02:00", "Asia/Tokyo"))).toBe("2026-12-01T08:00:00.000Z");
    expect(iso(resolveDateTime("2026-12-01T10:00-0500", "UTC"))).toBe("2026-12-01T15:00:00.000Z");
    expect(iso(resolveDateTime("2026-12-01T10:00", "Asia/Tokyo"))).toBe("2026-12-01T01:00:00.000Z");
    expect(resolveDateTime("2026-02-30T10:00:00Z", "UTC")).toBeNull();
    expect(resolveDateTime("not a date", "UTC")).toBeNull();
  });
});

describe("showing instants", () => {
  /** Each instant, shown in its zone, reads as given. */
  const expectFormatted = (cases: [instant: string, zone: string, shown: string][]) => {
    for (const [instant, zone, shown] of cases) expect(formatInZone(instant, zone), `${instant} in ${zone}`).toBe(shown);
  };

  it("formats en-US with the zone's abbreviation", () => {
    expectFormatted([
      ["2026-12-01T15:00:00Z", "America/New_York", "Dec 1, 2026, 10:00 AM EST"],
      ["2026-07-01T14:00:00Z", "America/New_York", "Jul 1, 2026, 10:00 AM EDT"],
      ["2026-12-01T15:00:00Z", "Bad/Zone", "Dec 1, 2026, 3:00 PM UTC"],
    ]);
    expect(timeZoneAbbreviation("America/Los_Angeles", "2026-12-01T15:00:00Z")).toBe("PST");
  });

  it("names zones outside America by their abbreviation where one is in use, else by the offset", () => {
    expectFormatted([
      ["2026-12-01T15:00:00Z", "Europe/Paris", "Dec 1, 2026, 4:00 PM CET"],
      ["2026-07-01T15:00:00Z", "Europe/Berlin", "Jul 1, 2026, 5:00 PM CEST"],
      ["2026-12-01T15:00:00Z", "Australia/Sydney", "Dec 2, 2026, 2:00 AM AEDT"],
      ["2026-12-01T15:00:00Z", "Asia/Kolkata", "Dec 1, 2026, 8:30 PM IST"],
      ["2026-12-01T15:00:00Z", "Asia/Tokyo", "Dec 2, 2026, 12:00 AM GMT+9"],
    ]);
    expect(timeZoneAbbreviation("Europe/Paris", "2026-12-01T15:00:00Z")).toBe("CET");
    expect(zoneOptionLabel("America/Argentina/Buenos_Aires", "2026-12-01T15:00:00Z")).toBe("Buenos Aires (GMT-3)");
  });

  it("describes a zone to a host by its city and abbreviation, never by its database name", () => {
    expect(zoneDescription("America/New_York", "2026-12-01T15:00:00Z")).toBe("New York time (EST)");
    expect(zoneDescription("America/New_York", "2026-07-01T15:00:00Z")).toBe("New York time (EDT)");
    expect(zoneDescription("America/Argentina/Buenos_Aires", "2026-12-01T15:00:00Z")).toBe("Buenos Aires time (GMT-3)");
    expect(zoneDescription("UTC")).toBe("UTC");
  });

  it("writes a plain space before AM/PM, as the browser does", () => {
    expect(formatInZone("2026-12-01T19:07:00Z", "America/New_York", { year: undefined, month: undefined, day: undefined })).toBe("2:07 PM EST");
  });
});
