import { describe, expect, it } from "vitest";
import {
  aacCodecOf,
  avcCodecOf,
  masterPlaylist,
  packagerArgs,
  parseMediaPlaylist,
  parseRenditions,
  progressReader,
  renditionNames,
  scaledSize,
  type PackagerProgress,
} from "~/services/video/self-hosted/hls.server";
import { healthRating, healthWarnings } from "~/services/video/self-hosted/ingest.server";
import { loadConfig } from "~/utils/config.server";
import { mayReceive } from "~/contracts/live-events";

describe("the ingest's settings", () => {
  it("default to the box's own ingest on 1935 with a 360p rendition, and refuse a ladder they cannot read", () => {
    const config = loadConfig({ SESSION_SECRET: "x".repeat(32) });
    expect(config).toMatchObject({
      INGEST: "on",
      INGEST_RTMP_PORT: 1935,
      INGEST_RENDITIONS: "360p:640x360:500k",
      INGEST_SEGMENT_SECONDS: 2,
      INGEST_RECONNECT_SECONDS: 60,
      INGEST_MAX_STREAMS: 2,
      FFMPEG_PATH: "ffmpeg",
      RECORDING_MIN_FREE_MB: 1024,
      RECORDING_RETENTION_DAYS: 30,
    });
    expect(() => loadConfig({ SESSION_SECRET: "x".repeat(32), INGEST_RENDITIONS: "360p at 500k" })).toThrow(/INGEST_RENDITIONS: must read like/);
    expect(loadConfig({ SESSION_SECRET: "x".repeat(32), INGEST_RENDITIONS: "" }).INGEST_RENDITIONS).toBe("");
  });
});

describe("the rendition ladder", () => {
  it("reads INGEST_RENDITIONS and names every folder of the master playlist", () => {
    const ladder = parseRenditions("360p:640x360:500k, 720p:1280x720:2500k");
    expect(ladder).toEqual([
      { name: "360p", width: 640, height: 360, kbps: 500 },
      { name: "720p", width: 1280, height: 720, kbps: 2500 },
    ]);
    expect(renditionNames(ladder)).toEqual(["source", "360p", "720p", "audio"]);
    expect(parseRenditions("")).toEqual([]);
  });

  it("maps the copied source, each rendition and the audio-only one to their own folders", () => {
    const args = packagerArgs({ dir: "/data/hls/p", renditions: parseRenditions("360p:640x360:500k"), segmentSeconds: 2, append: false });
    const at = (flag: string) => args[args.indexOf(flag) + 1];
    expect(at("-var_stream_map")).toBe("v:0,a:0,name:source v:1,a:1,name:360p a:2,name:audio");
    expect(at("-c:v:0")).toBe("copy");
    expect(at("-b:v:1")).toBe("500k");
    expect(at("-force_key_frames:v:1")).toBe("expr:gte(t,n_forced*2)");
    expect(at("-b:a:2")).toBe("64k");
    expect(at("-hls_flags")).toBe("delete_segments+program_date_time+independent_segments+temp_file+omit_endlist");
    expect(at("-hls_segment_filename")).toBe("/data/hls/p/%v/seg_%05d.ts");
    expect(args.at(-1)).toBe("/data/hls/p/%v/index.m3u8");
    const again = packagerArgs({ dir: "/d", renditions: [], segmentSeconds: 2, append: true });
    expect(again[again.indexOf("-hls_flags") + 1]).toContain("append_list+discont_start");
    expect(again[again.indexOf("-var_stream_map") + 1]).toBe("v:0,a:0,name:source a:1,name:audio");
  });

  it("scales a rendition into its box keeping the source's shape, with even sides", () => {
    expect(scaledSize({ width: 1920, height: 1080 }, { width: 640, height: 360 })).toEqual({ width: 640, height: 360 });
    expect(scaledSize({ width: 1080, height: 1920 }, { width: 640, height: 360 })).toEqual({ width: 202, height: 360 });
    expect(scaledSize(null, { width: 640, height: 360 })).toEqual({ width: 640, height: 360 });
  });
});

describe("playlists", () => {
  it("reads ffmpeg's media playlist: sequence numbers, durations, program dates, discontinuities", () => {
    const text = [
      "#EXTM3U",
      "#EXT-X-VERSION:6",
      "#EXT-X-TARGETDURATION:2",
      "#EXT-X-MEDIA-SEQUENCE:7",
      "#EXT-X-INDEPENDENT-SEGMENTS",
      "#EXTINF:2.000000,",
      "#EXT-X-PROGRAM-DATE-TIME:2026-11-26T11:37:06.638+0000",
      "seg_00007.ts",
      "#EXT-X-DISCONTINUITY",
      "#EXTINF:1.980000,",
      "#EXT-X-PROGRAM-DATE-TIME:2026-11-26T11:37:40.000+0000",
      "seg_00008.ts",
      "",
    ].join("\n");
    expect(parseMediaPlaylist(text)).toEqual([
      { uri: "seg_00007.ts", durationSeconds: 2, programDateTime: "2026-11-26T11:37:06.638Z", discontinuity: false, sequence: 7 },
      { uri: "seg_00008.ts", durationSeconds: 1.98, programDateTime: "2026-11-26T11:37:40.000Z", discontinuity: true, sequence: 8 },
    ]);
    expect(parseMediaPlaylist("#EXTM3U\n#EXT-X-VERSION:6\n")).toEqual([]);
  });

  it("writes a master playlist with bandwidth, resolution and codecs for every rendition", () => {
    const text = masterPlaylist([
      { name: "source", bandwidth: 3_300_000.4, width: 1280, height: 720, codecs: ["avc1.64001f", "mp4a.40.2"] },
      { name: "audio", bandwidth: 70_400, width: null, height: null, codecs: ["mp4a.40.2"] },
    ]);
    expect(text).toBe(
      [
        "#EXTM3U",
        "#EXT-X-VERSION:6",
        "#EXT-X-INDEPENDENT-SEGMENTS",
        '#EXT-X-STREAM-INF:BANDWIDTH=3300000,RESOLUTION=1280x720,CODECS="avc1.64001f,mp4a.40.2",NAME="source"',
        "source/index.m3u8",
        '#EXT-X-STREAM-INF:BANDWIDTH=70400,CODECS="mp4a.40.2",NAME="audio"',
        "audio/index.m3u8",
        "",
      ].join("\n"),
    );
  });

  it("names the encoder's codecs from its FLV sequence headers", () => {
    expect(avcCodecOf(Buffer.from([0x17, 0, 0, 0, 0, 1, 0x64, 0x00, 0x1f, 0xff]))).toBe("avc1.64001f");
    expect(avcCodecOf(null)).toBeNull();
    expect(aacCodecOf(Buffer.from([0xaf, 0, 0x12, 0x10]))).toBe("mp4a.40.2");
    expect(aacCodecOf(Buffer.from([0xaf, 0, 0x2b, 0x8a]))).toBe("mp4a.40.5");
  });
});

describe("ffmpeg's -progress output", () => {
  it("reads blocks split anywhere, with speed, fps and dropped frames", () => {
    const blocks: PackagerProgress[] = [];
    const feed = progressReader((block) => blocks.push(block));
    const text =
      "frame=30\nfps=29.97\nout_time_us=1000000\ndrop_frames=0\nspeed=1.01x\nprogress=continue\nfps=12.5\ndrop_frames=3\nspeed=0.7x\nout_time_us=N/A\nprogress=end\n";
    for (let i = 0; i < text.length; i += 7) feed(text.slice(i, i + 7));
    expect(blocks).toEqual([
      { speed: 1.01, fps: 29.97, dropFrames: 0, outTimeSeconds: 1 },
      { speed: 0.7, fps: 12.5, dropFrames: 3, outTimeSeconds: null },
    ]);
    const early: PackagerProgress[] = [];
    progressReader((block) => early.push(block))("speed=N/A\nprogress=continue\n");
    expect(early).toEqual([{ speed: null, fps: null, dropFrames: 0, outTimeSeconds: null }]);
  });
});

describe("stream health rules", () => {
  const calm = { speed: 1.2, slowSeconds: 0, keyframeIntervalSeconds: 2, reconnecting: false, reconnectSeconds: 60, restarts: 0 };

  it("warns when the box cannot keep up for a few seconds, about slow keyframes, a reconnecting encoder and restarts", () => {
    expect(healthWarnings(calm)).toEqual([]);
    expect(healthWarnings({ ...calm, speed: 0.7, slowSeconds: 1 })).toEqual([]);
    expect(healthWarnings({ ...calm, speed: 0.7, slowSeconds: 4 })).toEqual([
      "This server cannot package the stream in real time (speed 0.7×). Lower the encoder's resolution or bitrate, or use fewer renditions.",
    ]);
    expect(healthWarnings({ ...calm, keyframeIntervalSeconds: 8 })).toEqual([
      "The encoder sends a keyframe every 8.0 s. Set its keyframe interval to 2 s so viewers start and switch quality quickly.",
    ]);
    expect(healthWarnings({ ...calm, reconnecting: true })).toEqual([
      "The encoder disconnected. The stream stays live for 60 s while it reconnects.",
    ]);
    expect(healthWarnings({ ...calm, restarts: 2 })).toEqual(["The packager stopped and was restarted 2 times during this broadcast."]);
  });

  it("rates: offline without encoder, poor when behind or starved, good with a warning, else excellent", () => {
    const fine = { connected: true, speed: 1.1, slow: false, framesPerSecond: 30, warnings: 0, droppedSegments: 0 };
    expect(healthRating(fine)).toBe("excellent");
    expect(healthRating({ ...fine, warnings: 1 })).toBe("good");
    expect(healthRating({ ...fine, droppedSegments: 1 })).toBe("good");
    expect(healthRating({ ...fine, slow: true })).toBe("poor");
    expect(healthRating({ ...fine, framesPerSecond: 4 })).toBe("poor");
    expect(healthRating({ ...fine, connected: false })).toBe("offline");
  });
});

describe("host-only live events", () => {
  it("reach the host alone, never a viewer nor an anonymous reader", () => {
    const healthEvent = { viewerId: null, hostOnly: true };
    expect(mayReceive({ kind: "host" }, healthEvent)).toBe(true);
    expect(mayReceive({ kind: "viewer", viewerId: 3 }, healthEvent)).toBe(false);
    expect(mayReceive({ kind: "anonymous" }, healthEvent)).toBe(false);
    expect(mayReceive({ kind: "viewer", viewerId: 3 }, { viewerId: null, hostOnly: false })).toBe(true);
  });
});
