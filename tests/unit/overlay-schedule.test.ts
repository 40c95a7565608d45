import { describe, expect, it } from "vitest";
import {
  changeMoment,
  CLOCK_BEHIND_LIMIT_MS,
  dueChanges,
  MAX_HOLD_MS,
  presentationTime,
  type PendingChange,
} from "~/components/overlays/overlay-schedule";
import { audioOnlySource, createVideoClock } from "~/components/player/video-clock";
import { isOverlayShowing } from "~/contracts/overlay-timing";
import type { OverlayView } from "~/contracts/live-events";

const T0 = Date.parse("2030-01-01T12:00:00.000Z");
const iso = (ms: number) => new Date(ms).toISOString();

function alert(id: number, startedMs: number, { isActive = true, duration = 8 } = {}): OverlayView {
  return {
    id,
    type: "alert",
    isActive,
    createdAt: iso(startedMs),
    updatedAt: iso(startedMs),
    startedAt: isActive ? iso(startedMs) : null,
    config: JSON.stringify({ message: "Offer open", duration }),
  };
}

const change = (view: OverlayView, arrivedAt: number): PendingChange => ({ view, arrivedAt });
const ids = (changes: PendingChange[]) => changes.map((c) => `${c.view.id}:${c.view.isActive ? "on" : "off"}`);

describe("overlay scheduling against the video clock", () => {
  it("shows a change at once when the page has no video clock (Mux, native without a start date)", () => {
    const { due, waiting } = dueChanges([change(alert(1, T0), T0 + 50)], { videoClock: null, serverNow: T0 + 50 });
    expect(ids(due)).toEqual(["1:on"]);
    expect(waiting).toEqual([]);
  });

  it("holds a start until the video reaches the moment the host started it, then shows it within a tick", () => {
    const pending = [change(alert(1, T0), T0 + 40)];
    // The video is 5 s behind the host: the alert waits.
    expect(ids(dueChanges(pending, { videoClock: T0 - 5_000, serverNow: T0 + 40 }).waiting)).toEqual(["1:on"]);
    expect(ids(dueChanges(pending, { videoClock: T0 - 1, serverNow: T0 + 4_999 }).waiting)).toEqual(["1:on"]);
    expect(ids(dueChanges(pending, { videoClock: T0, serverNow: T0 + 5_000 }).due)).toEqual(["1:on"]);
  });

  it("holds a stop the same way: the overlay stays on until the video reaches the stop", () => {
    const stop = alert(1, T0 + 3_000, { isActive: false });
    expect(changeMoment(stop)).toBe(T0 + 3_000);
    const pending = [change(stop, T0 + 3_020)];
    expect(dueChanges(pending, { videoClock: T0 + 1_000, serverNow: T0 + 6_000 }).due).toEqual([]);
    expect(ids(dueChanges(pending, { videoClock: T0 + 3_000, serverNow: T0 + 8_000 }).due)).toEqual(["1:off"]);
  });

  it("applies only what the video has reached, keeping later changes in order", () => {
    const pending = [
      change(alert(1, T0), T0),
      change(alert(2, T0 + 2_000), T0 + 2_000),
      change(alert(1, T0 + 4_000, { isActive: false }), T0 + 4_000),
    ];
    const { due, waiting } = dueChanges(pending, { videoClock: T0 + 2_500, serverNow: T0 + 6_500 });
    expect(ids(due)).toEqual(["1:on", "2:on"]);
    expect(ids(waiting)).toEqual(["1:off"]);
  });

  it("shows a change at once when its moment is already on screen (a viewer who joined late)", () => {
    const { due } = dueChanges([change(alert(1, T0 - 20_000), T0)], { videoClock: T0 - 5_000, serverNow: T0 });
    expect(ids(due)).toEqual(["1:on"]);
  });

  it("gives up waiting for a stuck video clock after the hold limit", () => {
    const pending = [change(alert(1, T0), T0)];
    expect(dueChanges(pending, { videoClock: T0 - 6_000, serverNow: T0 + MAX_HOLD_MS - 1 }).due).toEqual([]);
    expect(ids(dueChanges(pending, { videoClock: T0 - 6_000, serverNow: T0 + MAX_HOLD_MS }).due)).toEqual(["1:on"]);
  });

  it("falls back to the server clock when the video clock is unbelievable", () => {
    expect(presentationTime(T0 - 4_000, T0)).toBe(T0 - 4_000);
    expect(presentationTime(null, T0)).toBe(T0);
    expect(presentationTime(T0 - CLOCK_BEHIND_LIMIT_MS - 1, T0)).toBe(T0);
    expect(presentationTime(T0 + 60_000, T0)).toBe(T0);
  });

  it("runs an alert's duration in video time: 8 s from the frame it started on", () => {
    const view = alert(1, T0, { duration: 8 });
    const overlay = { ...view, config: JSON.parse(view.config) as Record<string, unknown> };
    const lag = 5_000;
    // Server time T0 + 12 s: the viewer's video shows T0 + 7 s, the alert still shows for them.
    expect(isOverlayShowing(overlay, presentationTime(T0 + 12_000 - lag, T0 + 12_000))).toBe(true);
    expect(isOverlayShowing(overlay, presentationTime(T0 + 13_000 - lag, T0 + 13_000))).toBe(false);
  });
});

describe("the video clock", () => {
  it("reads the attached player, null without one or for a nonsense date", () => {
    const clock = createVideoClock();
    expect(clock.now()).toBeNull();
    let date: number | null = T0;
    clock.attach(() => date);
    expect(clock.now()).toBe(T0);
    date = Number.NaN;
    expect(clock.now()).toBeNull();
    clock.attach(null);
    expect(clock.now()).toBeNull();
  });

  it("finds the audio-only rendition beside a self-hosted master playlist only", () => {
    expect(audioOnlySource("/hls/abc/master.m3u8")).toBe("/hls/abc/audio/index.m3u8");
    expect(audioOnlySource("https://cdn.example.com/hls/abc/t/1.0.x/master.m3u8")).toBe("https://cdn.example.com/hls/abc/t/1.0.x/audio/index.m3u8");
    expect(audioOnlySource("https://stream.mux.com/abc.m3u8")).toBeNull();
  });
});
