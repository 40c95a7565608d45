import { describe, expect, it } from "vitest";
import { parseAvailability, parseChapter, parseClock, parseTrim } from "~/schemas/replay-form";

// The Replay card's fields as the host types them (times as mm:ss, "Available for" as a choice),
// turned into the replay calls' bodies or into messages beside the field.

describe("times typed as mm:ss", () => {
  it("reads minutes and seconds, hours too, and nothing else", () => {
    expect(parseClock("2:05")).toBe(125);
    expect(parseClock(" 02:05 ")).toBe(125);
    expect(parseClock("75:30")).toBe(4530);
    expect(parseClock("1:15:30")).toBe(4530);
    expect(parseClock("0:00")).toBe(0);
    for (const text of ["", "90", "1:5", "1:60", "a:bc", "-1:00", "1:00:60", "1.5:00", "1:00 pm"]) expect(parseClock(text)).toBeNull();
  });
});

describe("the trim form", () => {
  it("keeps start < end <= the recording's length; an empty end (or the last second) is the recording's end", () => {
    expect(parseTrim("0:30", "4:00", 312.4)).toEqual({ ok: true, body: { trimStartSeconds: 30, trimEndSeconds: 240 } });
    expect(parseTrim("", "", 312.4)).toEqual({ ok: true, body: { trimStartSeconds: 0, trimEndSeconds: null } });
    expect(parseTrim("0:00", "5:13", 312.4)).toEqual({ ok: true, body: { trimStartSeconds: 0, trimEndSeconds: null } });
    expect(parseTrim("4:00", "1:00", 312.4)).toEqual({ ok: false, fieldErrors: { trimEnd: ["The end must be after the start"] } });
    expect(parseTrim("6:00", "", 312.4)).toEqual({ ok: false, fieldErrors: { trimStart: ["The end must be after the start"] } });
    expect(parseTrim("0:00", "5:14", 312.4)).toEqual({
      ok: false,
      fieldErrors: { trimEnd: ["The end can be at most 5:12, the recording's length"] },
    });
  });
});

describe("the availability form", () => {
  const now = new Date("2026-11-27T10:00:00Z");
  it("gives hours, no end, or a future date and time", () => {
    expect(parseAvailability("48", null, "", now)).toEqual({ ok: true, body: { availableForHours: 48 } });
    expect(parseAvailability("168", null, "", now)).toEqual({ ok: true, body: { availableForHours: 168 } });
    expect(parseAvailability("none", null, "", now)).toEqual({ ok: true, body: { availableForHours: null } });
    const until = new Date("2026-11-29T23:00:00Z");
    expect(parseAvailability("until", until, "2026-11-29T18:00", now)).toEqual({ ok: true, body: { expiresAt: until.toISOString() } });
  });
  it("refuses an unknown choice, a missing date and one in the past", () => {
    expect(parseAvailability("forever", null, "", now)).toEqual({
      ok: false,
      fieldErrors: { availableFor: ["Choose how long the replay stays available"] },
    });
    expect(parseAvailability("until", null, "", now)).toEqual({
      ok: false,
      fieldErrors: { until: ["Enter the date and time the replay stops being available"] },
    });
    expect(parseAvailability("until", new Date("2026-11-27T09:00:00Z"), "2026-11-27T04:00", now)).toEqual({
      ok: false,
      fieldErrors: { until: ["Choose a date and time in the future"] },
    });
  });
});

describe("the add-chapter form", () => {
  it("takes a time within the recording and a title of 1 to 100 characters, reporting both fields at once", () => {
    expect(parseChapter("1:15", "  Pricing  ", 312.4)).toEqual({ ok: true, body: { offsetSeconds: 75, title: "Pricing" } });
    expect(parseChapter("9:00", "", 312.4)).toEqual({
      ok: false,
      fieldErrors: {
        chapterAt: ["The chapter must start within the recording (at most 5:12)"],
        chapterTitle: ["Give the chapter a title of 1 to 100 characters"],
      },
    });
    expect(parseChapter("1:00", "x".repeat(101), 312.4)).toEqual({
      ok: false,
      fieldErrors: { chapterTitle: ["Give the chapter a title of 1 to 100 characters"] },
    });
  });
});
