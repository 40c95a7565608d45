import { beforeAll, describe, expect, it } from "vitest";
import * as hls from "~/ahead-of-remix/hls.server";
import * as access from "~/services/room/playback-access.server";

beforeAll(() => {
  // Read on first use: tokens are signed with the session secret.
  process.env.SESSION_SECRET = "unit-test-secret-unit-test-secret-0123456789";
});

describe("signed playback tokens", () => {
  const now = Date.parse("2030-01-01T12:00:00Z");

  it("reads back the viewer it names until it expires, only for its own video", () => {
    const token = access.signPlaybackToken({ playbackId: "abc", viewerId: 42, expiresAt: new Date(now + 60_000) });
    expect(token).toMatch(/^[A-Za-z0-9_.-]+$/);
    expect(access.readPlaybackToken(token, "abc", now)).toEqual({ viewerId: 42 });
    expect(access.readPlaybackToken(token, "abd", now)).toBeNull();
    expect(access.readPlaybackToken(token, "abc", now + 60_000)).toBeNull();
  });

  it("refuses a changed expiry, viewer or signature", () => {
    const token = access.signPlaybackToken({ playbackId: "abc", expiresAt: new Date(now + 60_000) });
    const [expires = "", viewer = "", mac = ""] = token.split(".");
    expect(access.readPlaybackToken(token, "abc", now)).toEqual({ viewerId: 0 });
    expect(access.readPlaybackToken(`${(parseInt(expires, 36) + 3600).toString(36)}.${viewer}.${mac}`, "abc", now)).toBeNull();
    expect(access.readPlaybackToken(`${expires}.1.${mac}`, "abc", now)).toBeNull();
    expect(access.readPlaybackToken(`${expires}.${viewer}.${mac.slice(0, -1)}${mac.endsWith("A") ? "B" : "A"}`, "abc", now)).toBeNull();
    expect(access.readPlaybackToken("", "abc", now)).toBeNull();
  });
});

describe("HLS addresses", () => {
  it("accepts the master playlist and rendition files, with or without a path token", () => {
    expect(hls.parseHlsPath("/pid/master.m3u8")).toEqual({ playbackId: "pid", token: null, file: "master.m3u8", extension: "m3u8" });
    expect(hls.parseHlsPath("/pid/t/a.b.c/360p/seg_00001.ts")).toEqual({
      playbackId: "pid",
      token: "a.b.c",
      file: "360p/seg_00001.ts",
      extension: "ts",
    });
  });

  it("refuses traversal and odd names, and finds nothing for other shapes", () => {
    for (const bad of ["/../master.m3u8", "/pid/../x.ts", "/pid/%2e%2e/master.m3u8", "/pid/.hidden/index.m3u8", "/pid/t/a%2Fb/master.m3u8"]) {
      expect(hls.parseHlsPath(bad), bad).toBe("bad");
    }
    for (const none of ["/pid/index.m3u8", "/pid/360p/seg.ts.tmp", "/pid/360p/seg.mkv", "/pid/a/b/seg.ts", "/pid"]) {
      expect(hls.parseHlsPath(none), none).toBeNull();
    }
  });
});
