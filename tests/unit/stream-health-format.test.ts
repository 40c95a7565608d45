import { describe, expect, it } from "vitest";
import { formatAge, formatBitrate, formatUptime, healthFigures } from "~/components/event-dashboard/stream-health-format";
import type { StreamHealth } from "~/contracts/stream-health";

const base: StreamHealth = {
  streamId: "s1",
  state: "live",
  rating: "good",
  measuredAt: "2026-01-05T14:00:00.000Z",
  liveSince: "2026-01-05T12:58:57.000Z",
  ingestKbps: 950.4,
  framesPerSecond: 29.97,
  width: 1920,
  height: 1080,
  keyframeIntervalSeconds: 6,
  encoderSpeed: 0.85,
  droppedSegments: 0,
  viewerCount: 3,
  recording: "stopped-low-disk",
  warnings: [],
};

describe("stream health figures", () => {
  it("writes bitrates in kbit/s below 1000 and in Mbit/s above", () => {
    expect(formatBitrate(950.4)).toBe("950 kbit/s");
    expect(formatBitrate(2480)).toBe("2.5 Mbit/s");
    expect(formatBitrate(6000)).toBe("6 Mbit/s");
    expect(formatBitrate(null)).toBe("—");
  });

  it("counts uptime in h:mm:ss, and ages in seconds then minutes", () => {
    expect(formatUptime(5)).toBe("0:00:05");
    expect(formatUptime(125.9)).toBe("0:02:05");
    expect(formatUptime(3723)).toBe("1:02:03");
    expect(formatUptime(-3)).toBe("0:00:00");
    expect(formatAge(12.7)).toBe("12 s ago");
    expect(formatAge(600)).toBe("10 min ago");
  });

  it("lists every figure, marks the ones that say something is wrong, and shows a dash for the unknown", () => {
    const figures = healthFigures(base, Date.parse("2026-01-05T14:00:00.000Z"));
    expect(figures.map((f) => [f.label, f.value, Boolean(f.bad)])).toEqual([
      ["Ingest bitrate", "950 kbit/s", false],
      ["Frame rate", "30 fps", false],
      ["Resolution", "1920×1080", false],
      ["Keyframe interval", "6 s", true],
      ["Encoder speed", "0.85×", true],
      ["Dropped segments", "0", false],
      ["Viewers", "3", false],
      ["Uptime", "1:01:03", false],
      ["Recording", "Stopped: disk almost full", true],
    ]);
    const unknown = healthFigures(
      { ...base, ingestKbps: null, framesPerSecond: null, width: null, height: null, encoderSpeed: null, liveSince: null },
      0,
    );
    expect(unknown.filter((f) => f.value === "—").map((f) => f.label)).toEqual([
      "Ingest bitrate",
      "Frame rate",
      "Resolution",
      "Encoder speed",
      "Uptime",
    ]);
  });
});
