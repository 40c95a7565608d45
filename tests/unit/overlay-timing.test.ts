import { describe, expect, it } from "vitest";
import {
  clockOffsetMs,
  countdownSecondsLeft,
  formatCountdown,
  isOverlayShowing,
  nextChangeIn,
  overlayEndsAt,
  spokenCountdown,
} from "~/contracts/overlay-timing";
import { parseOverlay, type ParsedOverlay } from "~/schemas/overlay-view";
import { progressText } from "~/components/overlays/progress-overlay";
import type { OverlayView } from "~/contracts/live-events";
import { expectEach } from "../support/cases";

const T0 = Date.parse("2030-01-01T12:00:00.000Z");
const iso = (ms: number) => new Date(ms).toISOString();

function view(type: OverlayView["type"], config: Record<string, unknown>, { isActive = true, updatedAt = T0 } = {}): OverlayView {
  return { id: 1, type, isActive, createdAt: iso(T0), updatedAt: iso(updatedAt), config: JSON.stringify(config) };
}

function parsed(type: OverlayView["type"], config: Record<string, unknown>, options?: { isActive?: boolean; updatedAt?: number }): ParsedOverlay {
  const overlay = parseOverlay(view(type, config, options));
  if (!overlay) throw new Error("did not parse");
  return overlay;
}

const countdown = (seconds: number, startMs = T0) =>
  parsed("countdown", { startTime: iso(startMs), hours: 0, minutes: 0, seconds, title: "Soon" }) as ParsedOverlay & { type: "countdown" };

describe("formatCountdown", () => {
  it("reads M:SS under an hour and H:MM:SS from an hour up", () => {
    expectEach(formatCountdown, [
      [0, "0:00"],
      [9, "0:09"],
      [300, "5:00"],
      [3599, "59:59"],
      [3600, "1:00:00"],
      [23 * 3600 + 59 * 60 + 59, "23:59:59"],
      [3600 + 65, "1:01:05"],
    ]);
  });

  it("never shows a negative or fractional time", () => {
    expect(formatCountdown(-5)).toBe("0:00");
    expect(formatCountdown(61.9)).toBe("1:01");
  });
});

describe("spokenCountdown", () => {
  it("says the units that are not zero", () => {
    expect(spokenCountdown(3600 + 5)).toBe("1 hour 5 seconds");
    expect(spokenCountdown(2 * 3600 + 60)).toBe("2 hours 1 minute");
    expect(spokenCountdown(0)).toBe("0 seconds");
  });
});

describe("countdown timing", () => {
  it("counts down from the server's start time, the same for every viewer", () => {
    const timer = countdown(10);
    expect(overlayEndsAt(timer)).toBe(T0 + 10_000);
    expect(countdownSecondsLeft(timer, T0)).toBe(10);
    expect(countdownSecondsLeft(timer, T0 + 400)).toBe(10);
    expect(countdownSecondsLeft(timer, T0 + 1_000)).toBe(9);
    expect(countdownSecondsLeft(timer, T0 + 9_999)).toBe(1);
    expect(countdownSecondsLeft(timer, T0 + 10_000)).toBe(0);
    expect(countdownSecondsLeft(timer, T0 + 60_000)).toBe(0);
  });

  it("hides at 0", () => {
    const timer = countdown(10);
    expect(isOverlayShowing(timer, T0 + 9_999)).toBe(true);
    expect(isOverlayShowing(timer, T0 + 10_000)).toBe(false);
  });

  it("corrects a viewer's clock by the offset read when the page arrived", () => {
    // The viewer's clock runs 90 s behind: the server said T0 when the viewer's clock said T0 - 90 s.
    const offset = clockOffsetMs(iso(T0), T0 - 90_000);
    expect(offset).toBe(90_000);
    const viewerNow = T0 - 90_000 + 3_000;
    expect(countdownSecondsLeft(countdown(10), viewerNow + offset)).toBe(7);
    expect(clockOffsetMs("not a date", T0)).toBe(0);
  });
});

describe("alerts and celebrations", () => {
  it("show for their duration from their last change, and not once stopped", () => {
    const alert = parsed("alert", { title: "Hi", duration: 2 }, { updatedAt: T0 });
    expect(isOverlayShowing(alert, T0 + 1_999)).toBe(true);
    expect(isOverlayShowing(alert, T0 + 2_000)).toBe(false);
    const stopped = parsed("alert", { title: "Hi", duration: 2 }, { isActive: false });
    expect(isOverlayShowing(stopped, T0)).toBe(false);
    const celebration = parsed("gif-sound", { firstName: "Ann", duration: 8 });
    expect(overlayEndsAt(celebration)).toBe(T0 + 8_000);
  });

  it("progress bars never end by themselves", () => {
    const bar = parsed("progressbar", { current: 1, total: 2 });
    expect(overlayEndsAt(bar)).toBeNull();
    expect(isOverlayShowing(bar, T0 + 365 * 86_400_000)).toBe(true);
  });

  it("an unreadable config is never shown", () => {
    expect(parseOverlay({ ...view("alert", {}), config: "{oops" })).toBeNull();
    expect(parseOverlay({ ...view("alert", {}), config: "[1]" })).toBeNull();
  });
});

describe("nextChangeIn", () => {
  it("wakes on a countdown's next second, an alert's end, and at least every second", () => {
    expect(nextChangeIn([countdown(10)], T0 + 250)).toBe(750);
    expect(nextChangeIn([countdown(10)], T0)).toBe(1_000);
    const alert = parsed("alert", { duration: 2 });
    expect(nextChangeIn([alert], T0 + 1_700)).toBe(300);
    expect(nextChangeIn([alert], T0)).toBe(1_000);
  });

  it("is null when nothing on screen changes with time", () => {
    expect(nextChangeIn([], T0)).toBeNull();
    expect(nextChangeIn([parsed("progressbar", { current: 1, total: 2 })], T0)).toBeNull();
    expect(nextChangeIn([countdown(10)], T0 + 10_000)).toBeNull();
  });
});

describe("progressText", () => {
  it("shows the percentage, the fraction or both", () => {
    expect(progressText({ current: 40, total: 100, displayMode: "percentage" })).toBe("40%");
    expect(progressText({ current: 40, total: 100, displayMode: "fraction" })).toBe("40 / 100");
    expect(progressText({ current: 40, total: 100, displayMode: "both" })).toBe("40 / 100 · 40%");
    expect(progressText({ current: 1, total: 3, displayMode: "percentage" })).toBe("33%");
    expect(progressText({ current: 1500, total: 2000, displayMode: "fraction" })).toBe("1,500 / 2,000");
  });
});
