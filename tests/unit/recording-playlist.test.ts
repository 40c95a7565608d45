import { describe, expect, it } from "vitest";
import { formatClock, formatMegabytes } from "~/components/event-dashboard/recordings-list";
import { durationMsOf, parsePlaylist, renderPlaylist, segmentName, type RecordedSegment } from "~/services/video/self-hosted/recording-playlist";
import { expectEach } from "../support/cases";

const segments: RecordedSegment[] = [
  { uri: segmentName(0), durationSeconds: 2.002, programDateTime: "2030-01-01T10:00:00.000Z", discontinuity: false },
  { uri: segmentName(1), durationSeconds: 4.4, programDateTime: "2030-01-01T10:00:02.002Z", discontinuity: false },
  { uri: segmentName(2), durationSeconds: 1.5, programDateTime: null, discontinuity: true },
];

describe("a recording's playlist", () => {
  it("is an EVENT playlist while recording, without ENDLIST", () => {
    expect(renderPlaylist(segments, { ended: false })).toBe(
      [
        "#EXTM3U",
        "#EXT-X-VERSION:3",
        "#EXT-X-TARGETDURATION:5",
        "#EXT-X-MEDIA-SEQUENCE:0",
        "#EXT-X-PLAYLIST-TYPE:EVENT",
        "#EXT-X-PROGRAM-DATE-TIME:2030-01-01T10:00:00.000Z",
        "#EXTINF:2.002000,",
        "seg_00000.ts",
        "#EXT-X-PROGRAM-DATE-TIME:2030-01-01T10:00:02.002Z",
        "#EXTINF:4.400000,",
        "seg_00001.ts",
        "#EXT-X-DISCONTINUITY",
        "#EXTINF:1.500000,",
        "seg_00002.ts",
        "",
      ].join("\n"),
    );
  });

  it("is a VOD playlist with ENDLIST once ended, and reads back as written", () => {
    const text = renderPlaylist(segments, { ended: true });
    expect(text).toContain("#EXT-X-PLAYLIST-TYPE:VOD\n");
    expect(text.endsWith("#EXT-X-ENDLIST\n")).toBe(true);
    expect(parsePlaylist(text)).toEqual(segments);
    expect(parsePlaylist("")).toEqual([]);
  });

  it("sums durations in milliseconds and keeps a target duration of at least 1 for an empty list", () => {
    expect(durationMsOf(segments)).toBe(7902);
    expect(renderPlaylist([], { ended: true })).toContain("#EXT-X-TARGETDURATION:1\n");
  });
});

describe("the recordings list's figures", () => {
  it("shows durations as h:mm:ss and sizes in MB", () => {
    expectEach(formatClock, [
      [0, "0:00:00"],
      [59.6, "0:01:00"],
      [3725, "1:02:05"],
      [36_000, "10:00:00"],
    ]);
    expectEach(formatMegabytes, [
      [0, "0.0 MB"],
      [5 * 1024 * 1024 + 100_000, "5.1 MB"],
      [1_234_567_890, "1,177.4 MB"],
    ]);
  });
});
