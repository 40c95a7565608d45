import { describe, expect, it } from "vitest";
import { PLAYER } from "~/components/player/constants";
import {
  appendCapped,
  catchUpTarget,
  classifyHlsError,
  classifyProbeStatus,
  isDoubleTap,
  liveEdgeCheckInterval,
  liveEdgeOf,
  nextRecovery,
  type CatchUpInput,
} from "~/components/player/policy";
import { expectEach } from "../support/cases";

describe("PLAYER constants (spec section 9)", () => {
  it("match the spec", () => {
    expect(PLAYER).toMatchObject({
      loadTimeoutMs: 8000,
      retries: 3,
      retryDelayMs: 2000,
      liveEdgeCheckMs: 3000,
      liveEdgeCheckMobileMs: 2000,
      catchUpSeconds: 5,
      catchUpMobileSeconds: 3,
      controlsHideMs: 3000,
      heartLifetimeMs: 3000,
      mobileBreakpointPx: 768,
    });
  });
});

describe("classifyHlsError", () => {
  const network = (details: string, responseCode?: number, fatal = true) => ({ type: "networkError", details, fatal, responseCode });

  it("treats any 503 as the stream still starting", () => {
    expect(classifyHlsError(network("manifestLoadError", 503))).toBe("waiting");
    expect(classifyHlsError(network("fragLoadError", 503))).toBe("waiting");
  });

  it("treats playlist (level) load failures as the stream still starting", () => {
    expect(classifyHlsError(network("levelLoadError", 404))).toBe("waiting");
    expect(classifyHlsError(network("levelLoadError", 0))).toBe("waiting");
    expect(classifyHlsError(network("levelLoadTimeOut"))).toBe("waiting");
    expect(classifyHlsError(network("levelEmptyError"))).toBe("waiting");
  });

  it("treats a missing manifest (404, Mux's 412) as starting, other manifest failures as fatal", () => {
    expect(classifyHlsError(network("manifestLoadError", 404))).toBe("waiting");
    expect(classifyHlsError(network("manifestLoadError", 412))).toBe("waiting");
    expect(classifyHlsError(network("manifestLoadError", 403))).toBe("fatal");
    expect(classifyHlsError(network("manifestLoadError", 0))).toBe("fatal");
    expect(classifyHlsError(network("manifestLoadTimeOut"))).toBe("fatal");
  });

  it("counts other fatal errors against the retries and ignores the rest", () => {
    expect(classifyHlsError({ type: "mediaError", details: "bufferStalledError", fatal: true })).toBe("fatal");
    expect(classifyHlsError({ type: "mediaError", details: "bufferStalledError", fatal: false })).toBe("ignore");
    expect(classifyHlsError(network("fragLoadError", 404, false))).toBe("ignore");
  });
});

describe("classifyProbeStatus (native playback)", () => {
  it("waits on starting statuses, otherwise fails", () => {
    expectEach(classifyProbeStatus, [
      [503, "waiting"],
      [404, "waiting"],
      [412, "waiting"],
      [200, "fatal"],
      [null, "fatal"],
    ]);
  });
});

describe("nextRecovery", () => {
  it("keeps waiting quietly, never using up retries", () => {
    expect(nextRecovery("waiting", 0, "hls")).toEqual({ kind: "wait", delayMs: 2000 });
    expect(nextRecovery("waiting", 3, "native")).toEqual({ kind: "wait", delayMs: 2000 });
  });

  it("retries fatal errors 3 times at 2 s, then falls back to a plain video (hls.js)", () => {
    expect(nextRecovery("fatal", 0, "hls")).toEqual({ kind: "retry", delayMs: 2000, attempt: 1 });
    expect(nextRecovery("fatal", 2, "hls")).toEqual({ kind: "retry", delayMs: 2000, attempt: 3 });
    expect(nextRecovery("fatal", 3, "hls")).toEqual({ kind: "fallback" });
  });

  it("gives up after the retries with native playback, and when the fallback fails", () => {
    expect(nextRecovery("fatal", 1, "native")).toEqual({ kind: "retry", delayMs: 2000, attempt: 2 });
    expect(nextRecovery("fatal", 3, "native")).toEqual({ kind: "fail" });
    expect(nextRecovery("fatal", 0, "fallback")).toEqual({ kind: "fail" });
  });
});

describe("live edge", () => {
  const base: CatchUpInput = {
    isLive: true,
    currentTime: 100,
    paused: false,
    seeking: false,
    isMobile: false,
    liveSyncPosition: null,
    seekable: null,
  };

  it("prefers hls.js's liveSyncPosition, else stays a little before the end of seekable", () => {
    expect(liveEdgeOf({ liveSyncPosition: 42, seekable: [0, 60] })).toBe(42);
    expect(liveEdgeOf({ liveSyncPosition: null, seekable: [0, 60] })).toBe(60 - PLAYER.nativeEdgeMarginSeconds);
    expect(liveEdgeOf({ liveSyncPosition: null, seekable: [59.5, 60] })).toBe(59.5);
    expect(liveEdgeOf({ liveSyncPosition: null, seekable: null })).toBeNull();
    expect(liveEdgeOf({ liveSyncPosition: null, seekable: [0, Infinity] })).toBeNull();
  });

  it("falls back to the end of the buffer when there is no seekable range (Chrome's native live HLS)", () => {
    expect(liveEdgeOf({ liveSyncPosition: null, seekable: null, bufferedEnd: 30 })).toBe(30 - PLAYER.nativeEdgeMarginSeconds);
    expect(liveEdgeOf({ liveSyncPosition: null, seekable: [0, 60], bufferedEnd: 30 })).toBe(60 - PLAYER.nativeEdgeMarginSeconds);
    expect(catchUpTarget({ ...base, seekable: null, bufferedEnd: 108 })).toBe(108 - PLAYER.nativeEdgeMarginSeconds);
    expect(catchUpTarget({ ...base, seekable: null, bufferedEnd: 105 })).toBeNull();
  });

  it("jumps when more than 5 s behind on desktop", () => {
    expect(catchUpTarget({ ...base, liveSyncPosition: 105 })).toBeNull();
    expect(catchUpTarget({ ...base, liveSyncPosition: 105.5 })).toBe(105.5);
  });

  it("jumps when more than 3 s behind on mobile", () => {
    expect(catchUpTarget({ ...base, isMobile: true, liveSyncPosition: 103 })).toBeNull();
    expect(catchUpTarget({ ...base, isMobile: true, liveSyncPosition: 103.5 })).toBe(103.5);
  });

  it("uses seekable for native playback", () => {
    const seekable = [40, 110] as const;
    expect(catchUpTarget({ ...base, seekable })).toBe(110 - PLAYER.nativeEdgeMarginSeconds);
    expect(catchUpTarget({ ...base, currentTime: 106, seekable })).toBeNull();
  });

  it("leaves paused, seeking, non-live and unknown-edge playback alone", () => {
    const behind = { ...base, liveSyncPosition: 130 };
    expect(catchUpTarget({ ...behind, paused: true })).toBeNull();
    expect(catchUpTarget({ ...behind, seeking: true })).toBeNull();
    expect(catchUpTarget({ ...behind, isLive: false })).toBeNull();
    expect(catchUpTarget(base)).toBeNull();
  });

  it("never jumps backwards", () => {
    expect(catchUpTarget({ ...base, currentTime: 120, liveSyncPosition: 110 })).toBeNull();
  });

  it("checks every 3 s, or 2 s on mobile", () => {
    expect(liveEdgeCheckInterval(false)).toBe(3000);
    expect(liveEdgeCheckInterval(true)).toBe(2000);
  });
});

describe("hearts", () => {
  it("recognises a double tap by time and distance", () => {
    const first = { time: 1000, x: 100, y: 100 };
    expect(isDoubleTap(null, first)).toBe(false);
    expect(isDoubleTap(first, { time: 1250, x: 110, y: 95 })).toBe(true);
    expect(isDoubleTap(first, { time: 1400, x: 100, y: 100 })).toBe(false);
    expect(isDoubleTap(first, { time: 1100, x: 200, y: 100 })).toBe(false);
  });

  it("caps the hearts on screen, dropping the oldest", () => {
    let list: number[] = [];
    for (let i = 0; i < 35; i++) list = appendCapped(list, i, 30);
    expect(list).toHaveLength(30);
    expect(list[0]).toBe(5);
    expect(list.at(-1)).toBe(34);
  });
});
