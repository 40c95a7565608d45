import { describe, expect, it } from "vitest";
import { timeUntil } from "~/components/watch/waiting-room";

describe("the waiting room's countdown", () => {
  const start = Date.parse("2031-05-06T15:00:00Z");
  it("counts days and hours, then hours, minutes and seconds, then minutes and seconds", () => {
    expect(timeUntil(start, start - (2 * 86_400 + 4 * 3600 + 59) * 1000)).toBe("2 d 4 h");
    expect(timeUntil(start, start - (3 * 3600 + 5 * 60 + 9) * 1000)).toBe("3:05:09");
    expect(timeUntil(start, start - (12 * 60 + 34) * 1000)).toBe("12:34");
    expect(timeUntil(start, start - 1000)).toBe("0:01");
  });
  it("has nothing to count once the start has passed", () => {
    expect(timeUntil(start, start)).toBeNull();
    expect(timeUntil(start, start + 60_000)).toBeNull();
  });
});
