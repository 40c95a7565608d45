import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { HlsClass } from "~/components/player/load-hls";
import { startPlayback, type AutoplayOutcome, type PlaybackPhase } from "~/components/player/playback";

const SRC = "https://stream.example.com/live/abc.m3u8";

/** Just enough of HTMLVideoElement for the playback controller. */
class FakeVideo extends EventTarget {
  nativeHls = false;
  muted = false;
  paused = true;
  duration = Number.NaN;
  error: { code: number } | null = null;
  playCalls = 0;
  play: () => Promise<void> = () => {
    this.playCalls++;
    return Promise.resolve();
  };
  private attributes = new Map<string, string>();

  canPlayType(type: string) {
    return this.nativeHls && type === "application/vnd.apple.mpegurl" ? "maybe" : "";
  }
  get src() {
    return this.attributes.get("src") ?? "";
  }
  set src(value: string) {
    this.attributes.set("src", value);
  }
  hasAttribute(name: string) {
    return this.attributes.has(name);
  }
  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
  load() {
    this.error = null;
  }
  fail(code = 4) {
    this.error = { code };
    this.dispatchEvent(new Event("error"));
  }
}

type Handler = (event: string, data: unknown) => void;

class FakeHls {
  static instances: FakeHls[] = [];
  static supported = true;
  static isSupported() {
    return FakeHls.supported;
  }
  static Events = { ERROR: "hlsError", MANIFEST_PARSED: "hlsManifestParsed" };

  handlers = new Map<string, Handler>();
  destroyed = false;
  source: string | null = null;
  media: unknown = null;
  liveSyncPosition: number | null = null;
  playingDate: Date | null = null;
  latestLevelDetails: { live: boolean } | null = null;

  constructor(public config: unknown) {
    FakeHls.instances.push(this);
  }
  on(event: string, handler: Handler) {
    this.handlers.set(event, handler);
  }
  loadSource(source: string) {
    this.source = source;
  }
  attachMedia(media: unknown) {
    this.media = media;
  }
  destroy() {
    this.destroyed = true;
  }
  emit(event: string, data?: unknown) {
    this.handlers.get(event)?.(event, data);
  }
  fatal(type: string, details: string, code?: number) {
    this.emit("hlsError", { type, details, fatal: true, response: code === undefined ? undefined : { code, url: SRC } });
  }
}

const latest = () => FakeHls.instances.at(-1)!;

function setup(options: { native?: boolean; mediaSource?: boolean; probeStatus?: number | null; followLiveEdge?: boolean } = {}) {
  // A browser with native HLS is played natively only without MSE (iPhones before iOS 17.1).
  const mediaSource = options.mediaSource ?? !options.native;
  vi.stubGlobal("window", Object.assign(new EventTarget(), mediaSource ? { MediaSource: function MediaSource() {} } : {}));
  const video = new FakeVideo();
  video.nativeHls = options.native ?? false;
  const phases: PlaybackPhase[] = [];
  const autoplay: AutoplayOutcome[] = [];
  const loadHls = vi.fn(async () => FakeHls as unknown as HlsClass);
  const fetch = vi.fn(async () => {
    if (options.probeStatus === null) throw new TypeError("Failed to fetch");
    return new Response("", { status: options.probeStatus ?? 200 });
  });
  const controller = startPlayback(
    video as unknown as HTMLVideoElement,
    SRC,
    { onPhase: (phase) => phases.push(phase), onAutoplay: (outcome) => autoplay.push(outcome), followLiveEdge: options.followLiveEdge },
    { loadHls, fetch: fetch as unknown as typeof globalThis.fetch },
  );
  return { video, phases, autoplay, loadHls, fetch, controller };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeHls.instances = [];
  FakeHls.supported = true;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("startPlayback with native HLS", () => {
  it("sets the source on the video itself, autoplays, and never loads hls.js", async () => {
    const { video, loadHls, phases } = setup({ native: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(video.src).toBe(SRC);
    expect(video.playCalls).toBe(1);
    expect(loadHls).not.toHaveBeenCalled();
    video.dispatchEvent(new Event("playing"));
    expect(phases).toEqual(["ready"]);
  });

  it("asks the playlist why it failed: a starting status means wait and retry quietly", async () => {
    const { video, phases, fetch } = setup({ native: true, probeStatus: 412 });
    for (let i = 0; i < 6; i++) {
      video.fail();
      await vi.advanceTimersByTimeAsync(0);
      expect(video.src).toBe("");
      await vi.advanceTimersByTimeAsync(2000);
      expect(video.src).toBe(SRC);
    }
    expect(fetch).toHaveBeenCalledTimes(6);
    expect(phases).toEqual(["waiting"]);
  });

  it("retries other failures 3 times at 2 s, then says it failed", async () => {
    const { video, phases } = setup({ native: true, probeStatus: 200 });
    for (let i = 0; i < 3; i++) {
      video.fail();
      await vi.advanceTimersByTimeAsync(1999);
      expect(video.src).toBe("");
      await vi.advanceTimersByTimeAsync(1);
      expect(video.src).toBe(SRC);
    }
    video.fail();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(video.src).toBe("");
    expect(phases.at(-1)).toBe("failed");
  });

  it("gets fresh retries once it has played", async () => {
    const { video, phases } = setup({ native: true, probeStatus: null });
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 3; i++) {
        video.fail();
        await vi.advanceTimersByTimeAsync(2000);
      }
      video.dispatchEvent(new Event("playing"));
    }
    expect(phases).not.toContain("failed");
  });
});

describe("startPlayback with hls.js", () => {
  it("loads hls.js on demand and attaches it; plays once the manifest is parsed", async () => {
    const { video, loadHls } = setup();
    expect(loadHls).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeHls.instances).toHaveLength(1);
    expect(latest().source).toBe(SRC);
    expect(latest().media).toBe(video);
    expect(video.playCalls).toBe(0);
    latest().emit("hlsManifestParsed");
    expect(video.playCalls).toBe(1);
  });

  it("recreates hls.js 3 times at 2 s after fatal errors, then falls back to a plain video src", async () => {
    const { video, phases } = setup();
    await vi.advanceTimersByTimeAsync(0);
    for (let attempt = 1; attempt <= 3; attempt++) {
      const before = latest();
      before.fatal("mediaError", "bufferAppendError");
      expect(before.destroyed).toBe(true);
      await vi.advanceTimersByTimeAsync(1999);
      expect(FakeHls.instances).toHaveLength(attempt);
      await vi.advanceTimersByTimeAsync(1);
      expect(FakeHls.instances).toHaveLength(attempt + 1);
    }
    latest().fatal("networkError", "fragLoadError", 500);
    expect(latest().destroyed).toBe(true);
    expect(video.src).toBe(SRC);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(FakeHls.instances).toHaveLength(4);
    expect(phases).not.toContain("failed");
    video.fail();
    expect(phases.at(-1)).toBe("failed");
  });

  it("shows 'waiting' for a 503 or a playlist load failure and keeps retrying without a fallback", async () => {
    const { video, phases } = setup();
    await vi.advanceTimersByTimeAsync(0);
    for (let i = 0; i < 8; i++) {
      latest().fatal("networkError", i % 2 ? "levelLoadError" : "manifestLoadError", i % 2 ? 404 : 503);
      await vi.advanceTimersByTimeAsync(2000);
    }
    expect(FakeHls.instances).toHaveLength(9);
    expect(video.src).toBe("");
    expect(phases).toEqual(["waiting"]);
    video.dispatchEvent(new Event("playing"));
    expect(phases).toEqual(["waiting", "ready"]);
  });

  it("says 'waiting' for a non-fatal playlist error before the picture, leaving the retry to hls.js", async () => {
    const { phases } = setup();
    await vi.advanceTimersByTimeAsync(0);
    latest().emit("hlsError", { type: "networkError", details: "levelLoadError", fatal: false, response: { code: 404 } });
    expect(phases).toEqual(["waiting"]);
    expect(latest().destroyed).toBe(false);
  });

  it("reports the live sync position and liveness from hls.js", async () => {
    const { controller } = setup();
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.isLive()).toBe(false);
    latest().liveSyncPosition = 12.5;
    latest().latestLevelDetails = { live: true };
    expect(controller.liveSyncPosition()).toBe(12.5);
    expect(controller.isLive()).toBe(true);
  });

  it("reports the program date of the frame on screen, null before hls.js knows it", async () => {
    const { controller } = setup();
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.programDate()).toBeNull();
    latest().playingDate = new Date("2030-01-01T12:00:00Z");
    expect(controller.programDate()).toBe(Date.parse("2030-01-01T12:00:00Z"));
  });

  it("prefers hls.js where MSE exists even when the browser plays HLS natively, tuned for about 6 s of latency", async () => {
    const { video, loadHls } = setup({ native: true, mediaSource: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(loadHls).toHaveBeenCalledTimes(1);
    expect(video.src).toBe("");
    expect(latest().config).toMatchObject({ startLevel: -1, capLevelToPlayerSize: true, ignoreDevicePixelRatio: true, liveSyncDuration: 3 });
  });

  it("leaves a viewer who seeks back in a recording's growing playlist where they are (an on-demand session)", async () => {
    setup({ followLiveEdge: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(latest().config).toMatchObject({ liveSyncDuration: 3, liveMaxLatencyDuration: Infinity, maxLiveSyncPlaybackRate: 1 });
    setup();
    await vi.advanceTimersByTimeAsync(0);
    expect(latest().config).toMatchObject({ liveMaxLatencyDuration: 8, maxLiveSyncPlaybackRate: 1.1 });
  });

  it("counts a failed hls.js download as a fatal error", async () => {
    const { loadHls } = setup();
    loadHls.mockRejectedValueOnce(new Error("chunk failed"));
    await vi.advanceTimersByTimeAsync(0);
    // The first call (made at start) resolved; make the next one fail and check it is retried.
    latest().fatal("otherError", "internalException");
    await vi.advanceTimersByTimeAsync(2000);
    expect(loadHls).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(loadHls).toHaveBeenCalledTimes(3);
    expect(FakeHls.instances).toHaveLength(2);
  });

  it("says so when neither native HLS nor Media Source Extensions exist", async () => {
    const { phases, loadHls } = setup({ mediaSource: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(phases).toEqual(["unsupported"]);
    expect(loadHls).not.toHaveBeenCalled();
  });

  it("says so when hls.js finds no usable MSE", async () => {
    FakeHls.supported = false;
    const { phases } = setup();
    await vi.advanceTimersByTimeAsync(0);
    expect(phases).toEqual(["unsupported"]);
    expect(FakeHls.instances).toHaveLength(0);
  });

  it("cleans up on destroy: hls.js destroyed, pending retries cancelled", async () => {
    const { controller } = setup();
    await vi.advanceTimersByTimeAsync(0);
    const first = latest();
    controller.destroy();
    expect(first.destroyed).toBe(true);

    const again = setup();
    await vi.advanceTimersByTimeAsync(0);
    latest().fatal("mediaError", "bufferAppendError");
    again.controller.destroy();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(FakeHls.instances).toHaveLength(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("restart() after a failure starts over with fresh retries", async () => {
    const { video, phases, controller } = setup();
    await vi.advanceTimersByTimeAsync(0);
    for (let i = 0; i < 4; i++) {
      latest().fatal("mediaError", "bufferAppendError");
      await vi.advanceTimersByTimeAsync(2000);
    }
    video.fail();
    expect(phases.at(-1)).toBe("failed");
    controller.restart();
    await vi.advanceTimersByTimeAsync(0);
    expect(phases.at(-1)).toBe("loading");
    expect(FakeHls.instances).toHaveLength(5);
    latest().fatal("mediaError", "bufferAppendError");
    await vi.advanceTimersByTimeAsync(2000);
    expect(FakeHls.instances).toHaveLength(6);
  });
});

describe("autoplay", () => {
  const notAllowed = () => Promise.reject(new DOMException("play() needs a gesture", "NotAllowedError"));
  /** Starts a native-HLS video whose play() is `play`; the video and the autoplay outcomes reported once it settles. */
  async function autoplay(play: FakeVideo["play"], options: { startMuted?: boolean } = {}) {
    vi.stubGlobal("window", new EventTarget());
    const video = new FakeVideo();
    video.nativeHls = true;
    video.play = play;
    const outcomes: AutoplayOutcome[] = [];
    startPlayback(video as unknown as HTMLVideoElement, SRC, { onPhase: () => {}, onAutoplay: (o) => outcomes.push(o), ...options });
    await vi.advanceTimersByTimeAsync(0);
    return { video, outcomes };
  }

  it("starts muted when unmuted autoplay is refused", async () => {
    const { video, outcomes } = await autoplay(vi.fn<() => Promise<void>>().mockImplementationOnce(notAllowed).mockResolvedValue(undefined));
    expect(video.play).toHaveBeenCalledTimes(2);
    expect(video.muted).toBe(true);
    expect(outcomes).toEqual(["muted"]);
  });

  it("reports 'blocked' when even muted autoplay is refused", async () => {
    const { video, outcomes } = await autoplay(notAllowed);
    expect(video.muted).toBe(true);
    expect(outcomes).toEqual(["muted", "blocked"]);
  });

  it("with mute on entry starts muted at once, without first trying sound", async () => {
    const { video, outcomes } = await autoplay(vi.fn<() => Promise<void>>().mockResolvedValue(undefined), { startMuted: true });
    expect(video.play).toHaveBeenCalledTimes(1);
    expect(video.muted).toBe(true);
    expect(outcomes).toEqual(["muted"]);
  });

  it("without mute on entry waits for the viewer's tap rather than playing muted", async () => {
    const { video, outcomes } = await autoplay(vi.fn<() => Promise<void>>().mockImplementationOnce(notAllowed).mockResolvedValue(undefined), {
      startMuted: false,
    });
    expect(video.play).toHaveBeenCalledTimes(1);
    expect(video.muted).toBe(false);
    expect(outcomes).toEqual(["blocked"]);
  });

  it("ignores an AbortError (the source changed under a pending play)", async () => {
    const { video, outcomes } = await autoplay(() => Promise.reject(new DOMException("interrupted", "AbortError")));
    expect(video.muted).toBe(false);
    expect(outcomes).toEqual([]);
  });
});
