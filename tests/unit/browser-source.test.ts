// The studio's "go live from this browser": the pure parts of the protocol, the picture's geometry,
// the words for capture failures, and the connection's behaviour against a fake socket and recorder.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BrowserSource } from "~/components/studio/browser-source/browser-source";
import { levelFromSamples } from "~/components/studio/browser-source/audio-mixer";
import {
  ACCEPT_TIMEOUT_MS,
  BroadcastConnection,
  CONNECTION_LOST,
  COULD_NOT_CONNECT,
  type BroadcastEnd,
  type BroadcastEnvironment,
  type BroadcastProgress,
  type RecorderLike,
  type SocketLike,
} from "~/components/studio/browser-source/broadcast-connection";
import {
  CAPTURE_MESSAGES,
  captureErrorMessage,
  captureSupport,
  INSECURE_CONTEXT,
  type BrowserAbilities,
} from "~/components/studio/browser-source/capture-errors";
import { deviceOptions, sharedSurface } from "~/components/studio/browser-source/capture-rig";
import { fitRect, pipRect } from "~/components/studio/browser-source/layout";
import {
  chooseRecordingType,
  closeMessage,
  closeOutcome,
  formatDuration,
  ingestUrl,
  parseIngestMessage,
  RECONNECT_WINDOW_MS,
  reconnectDelay,
} from "~/components/studio/browser-source/protocol";
import { STATUS_LINES, statusLine } from "~/components/studio/browser-source/status";
import { BROWSER_INGEST_CLOSE, BROWSER_RECORDING_TYPES } from "~/contracts/browser-broadcast";
import { expectEach } from "../support/cases";

describe("the server's render (no JavaScript yet, or none at all)", () => {
  it("says going live from the browser needs JavaScript, and offers nothing to press", () => {
    const html = renderToString(createElement(BrowserSource, { streamId: "s1", source: "screen-and-camera", available: { ok: true }, isLive: true }));
    expect(html).toContain("Going live from this browser needs JavaScript. Turn it on, or choose Encoder (OBS).");
    expect(html).not.toMatch(/<(button|select|video|canvas)\b/);
  });

  it("says first why this server cannot take a browser broadcast, JavaScript or not", () => {
    const reason = "Going live from the browser needs the self-hosted video.";
    const html = renderToString(createElement(BrowserSource, { streamId: "s1", source: "camera", available: { ok: false, reason }, isLive: false }));
    expect(html).toContain(reason);
    expect(html).not.toContain("needs JavaScript");
  });
});

describe("the recording type", () => {
  it("is the first of the contract's types the browser supports", () => {
    expect(chooseRecordingType(() => true)).toBe("video/webm;codecs=h264,opus");
    expect(chooseRecordingType((type) => type.includes("vp8") || type === "video/mp4")).toBe("video/webm;codecs=vp8,opus");
    // Safari records MP4 only.
    expect(chooseRecordingType((type) => type === "video/mp4")).toBe("video/mp4");
  });

  it("is null when none is supported, and a predicate that throws counts as unsupported", () => {
    expect(chooseRecordingType(() => false)).toBeNull();
    expect(
      chooseRecordingType((type) => {
        if (type.includes("h264")) throw new Error("unknown codec");
        return type.includes("avc1");
      }),
    ).toBe("video/webm;codecs=avc1,opus");
  });

  it("asks for each type once, best first", () => {
    const asked: string[] = [];
    chooseRecordingType((type) => {
      asked.push(type);
      return false;
    });
    expect(asked).toEqual([...BROWSER_RECORDING_TYPES]);
  });
});

describe("the ingest address", () => {
  it("uses wss beside https and ws beside http, on the page's host, with the stream id encoded", () => {
    expect(ingestUrl({ protocol: "https:", host: "live.example.com" }, { streamId: "abc", tab: "tab-0001" })).toBe(
      "wss://live.example.com/ingest/browser?streamId=abc&tab=tab-0001",
    );
    expect(ingestUrl({ protocol: "http:", host: "localhost:3000" }, { streamId: "a b&c", tab: "tab-0001" })).toBe(
      "ws://localhost:3000/ingest/browser?streamId=a+b%26c&tab=tab-0001",
    );
  });

  it("adds takeover=1 only when taking over", () => {
    expect(ingestUrl({ protocol: "https:", host: "h" }, { streamId: "s1", tab: "tab-0001", takeover: true })).toBe(
      "wss://h/ingest/browser?streamId=s1&tab=tab-0001&takeover=1",
    );
  });
});

describe("the server's messages", () => {
  it("reads the contract's three messages", () => {
    expect(parseIngestMessage('{"type":"accepted"}')).toEqual({ type: "accepted" });
    expect(parseIngestMessage('{"type":"live","extra":1}')).toEqual({ type: "live" });
    expect(parseIngestMessage('{"type":"error","message":"  Another source is live.  "}')).toEqual({
      type: "error",
      message: "Another source is live.",
    });
  });

  it("ignores anything else", () => {
    const junk: unknown[] = [
      "",
      "accepted",
      "{",
      "null",
      "42",
      '"accepted"',
      "[]",
      '[{"type":"accepted"}]',
      '{"type":"ACCEPTED"}',
      '{"type":"hello"}',
      '{"kind":"accepted"}',
      '{"type":"error"}',
      '{"type":"error","message":""}',
      '{"type":"error","message":42}',
      new ArrayBuffer(4),
      null,
      undefined,
      { type: "accepted" },
    ];
    for (const data of junk) expect(parseIngestMessage(data), String(data)).toBeNull();
  });
});

describe("the close codes", () => {
  it("says what each close means", () => {
    expectEach(closeOutcome, [
      [BROWSER_INGEST_CLOSE.busy, "busy"],
      [BROWSER_INGEST_CLOSE.ended, "ended"],
      [BROWSER_INGEST_CLOSE.forbidden, "refused"],
      [BROWSER_INGEST_CLOSE.notFound, "refused"],
      [BROWSER_INGEST_CLOSE.takenOver, "refused"],
      [BROWSER_INGEST_CLOSE.unreadable, "refused"],
      [BROWSER_INGEST_CLOSE.unavailable, "refused"],
      [1000, "reconnect"],
      [1001, "reconnect"],
      [1006, "reconnect"],
      [1011, "reconnect"],
      [4000, "reconnect"],
    ]);
  });

  it("has words for every refusal, and 'The stream was stopped.' for the host's Stop stream", () => {
    expect(closeMessage(BROWSER_INGEST_CLOSE.ended)).toBe("The stream was stopped.");
    const messages = Object.values(BROWSER_INGEST_CLOSE).map(closeMessage);
    expect(new Set(messages).size).toBe(messages.length);
    expect(messages).not.toContain(closeMessage(1006));
  });
});

describe("the reconnect schedule", () => {
  /** The delays the connection waits when every attempt fails at once. */
  function schedule() {
    const delays: number[] = [];
    let elapsed = 0;
    for (;;) {
      const delay = reconnectDelay(delays.length, elapsed);
      if (delay === null) return { delays, elapsed };
      delays.push(delay);
      elapsed += delay;
    }
  }

  it("waits 0.5 s, 1 s, 2 s, then every 3 s, for up to 60 s", () => {
    const { delays, elapsed } = schedule();
    expect(delays.slice(0, 5)).toEqual([500, 1000, 2000, 3000, 3000]);
    expect(new Set(delays.slice(3))).toEqual(new Set([3000]));
    expect(elapsed).toBeLessThanOrEqual(RECONNECT_WINDOW_MS);
    expect(elapsed + 3000).toBeGreaterThan(RECONNECT_WINDOW_MS);
    expect(delays).toHaveLength(21);
  });

  it("gives up when the next attempt would start after the window, however few attempts were made", () => {
    expect(reconnectDelay(0, 59_000)).toBe(500);
    expect(reconnectDelay(0, 59_600)).toBeNull();
    expect(reconnectDelay(5, 57_000)).toBe(3000);
    expect(reconnectDelay(5, 57_001)).toBeNull();
  });
});

describe("the composed picture", () => {
  it("puts a 4:3 camera in the bottom-right corner at 22% of the width, inside the picture, at its own aspect", () => {
    const pip = pipRect(1280, 720, 640, 480);
    expect(pip.width).toBe(282);
    expect(pip.height).toBe(Math.round(281.6 * 0.75));
    expect(pip.x + pip.width).toBe(1248);
    expect(pip.y + pip.height).toBe(688);
    expect(pip.radius).toBeGreaterThan(0);
    expect(pip.radius).toBeLessThan(pip.height / 4);
  });

  it("takes 16:9 when the camera has no size yet, and never lets a portrait camera cover more than half the height", () => {
    expect(pipRect(1280, 720, 0, 0)).toMatchObject({ width: 282, height: 158 });
    const portrait = pipRect(1280, 720, 720, 1280);
    expect(portrait.height).toBe(360);
    expect(portrait.width).toBe(Math.round(360 * (720 / 1280)));
    expect(portrait.x + portrait.width).toBeLessThanOrEqual(1280);
  });

  it("scales a screen to fit whole, centred", () => {
    const frame = { x: 0, y: 0, width: 1280, height: 720 };
    expect(fitRect(1920, 1080, frame)).toEqual(frame);
    // A tall 4:3 screen: pillarboxed.
    expect(fitRect(1024, 768, frame)).toEqual({ x: 160, y: 0, width: 960, height: 720 });
    // An ultra-wide one: letterboxed.
    expect(fitRect(3440, 1440, frame)).toMatchObject({ x: 0, width: 1280 });
    expect(fitRect(3440, 1440, frame).y).toBeCloseTo((720 - 1280 * (1440 / 3440)) / 2);
    expect(fitRect(0, 0, frame)).toEqual(frame);
  });
});

describe("capture failures in words", () => {
  const failure = (name: string, message = "") => new DOMException(message, name);

  it("names the camera and microphone problems", () => {
    expectEach(
      (name: string) => captureErrorMessage(failure(name), "devices"),
      [
        [
          "NotAllowedError",
          "The browser was not allowed to use the camera or microphone. Allow it in the address bar's site settings and try again.",
        ],
        ["NotFoundError", "No camera or microphone was found."],
        ["NotReadableError", "The camera or microphone is in use by another app."],
        ["OverconstrainedError", CAPTURE_MESSAGES.gone],
      ],
    );
  });

  it("says a closed screen picker was cancelled, and tells a refusal by the system apart", () => {
    expect(captureErrorMessage(failure("NotAllowedError", "Permission denied"), "screen")).toBe("Screen sharing was cancelled.");
    expect(captureErrorMessage(failure("NotAllowedError", "Permission denied by system"), "screen")).toBe(CAPTURE_MESSAGES.screenBlockedBySystem);
    expect(captureErrorMessage(failure("NotReadableError"), "screen")).toBe(CAPTURE_MESSAGES.screenUnreadable);
  });

  it("passes on an unknown failure's own message, and copes with a failure that is no error", () => {
    expect(captureErrorMessage(failure("WeirdError", "the driver crashed"), "devices")).toBe(
      "The camera or microphone could not be started: the driver crashed",
    );
    expect(captureErrorMessage("nope", "screen")).toBe("The screen could not be shared.");
    expect(captureErrorMessage(null, "devices")).toBe("The camera or microphone could not be started.");
  });
});

describe("what the browser can do", () => {
  const everything: BrowserAbilities = {
    isSecureContext: true,
    getUserMedia: true,
    getDisplayMedia: true,
    mediaRecorder: true,
    audioContext: true,
    canvasCapture: true,
  };

  it("explains HTTPS first on an insecure page, where the browser hides the camera too", () => {
    expect(captureSupport("camera", { ...everything, isSecureContext: false, getUserMedia: false })).toEqual({ ok: false, reason: INSECURE_CONTEXT });
    expect(INSECURE_CONTEXT).toContain("http://localhost also works");
  });

  it("needs a screen picker for screen sources only, and a recorder for all", () => {
    const phone = { ...everything, getDisplayMedia: false };
    expect(captureSupport("camera", phone)).toEqual({ ok: true });
    expect(captureSupport("screen", phone)).toEqual({ ok: false, reason: CAPTURE_MESSAGES.screenUnsupported });
    expect(captureSupport("screen-and-camera", phone).ok).toBe(false);
    expect(captureSupport("camera", { ...everything, mediaRecorder: false }).ok).toBe(false);
    expect(captureSupport("screen-and-camera", { ...everything, canvasCapture: false }).ok).toBe(false);
    expect(captureSupport("screen", { ...everything, canvasCapture: false })).toEqual({ ok: true });
  });
});

describe("the small figures", () => {
  it("measures the microphone in decibels: silence 0, full scale 100, -20 dBFS two thirds", () => {
    expect(levelFromSamples(new Float32Array(512))).toBe(0);
    expect(levelFromSamples([])).toBe(0);
    expect(levelFromSamples(Array.from({ length: 512 }, (_, i) => (i % 2 ? 1 : -1)))).toBe(100);
    expect(levelFromSamples(new Float32Array(512).fill(0.1))).toBe(67);
    expect(levelFromSamples(new Float32Array(512).fill(0.0001))).toBe(0);
  });

  it("formats the time sent", () => {
    expectEach(formatDuration, [
      [0, "0:00"],
      [999, "0:00"],
      [7_400, "0:07"],
      [754_000, "12:34"],
      [3_723_000, "1:02:03"],
      [-5, "0:00"],
    ]);
  });

  it("names devices the browser has not named yet, and skips the placeholder it lists before permission", () => {
    const devices = [
      { deviceId: "", kind: "videoinput", label: "" },
      { deviceId: "c1", kind: "videoinput", label: "" },
      { deviceId: "c2", kind: "videoinput", label: "HD Webcam" },
      { deviceId: "m1", kind: "audioinput", label: "Headset" },
    ] as const;
    expect(deviceOptions(devices, "videoinput")).toEqual([
      { id: "c1", label: "Camera 1" },
      { id: "c2", label: "HD Webcam" },
    ]);
    expect(deviceOptions(devices, "audioinput")).toEqual([{ id: "m1", label: "Headset" }]);
  });

  it("names what is shared in words, not the browser's track ids", () => {
    const sharing = (displaySurface?: string) => sharedSurface({ getSettings: () => ({ displaySurface }) as MediaTrackSettings });
    expect([sharing("monitor"), sharing("window"), sharing("browser"), sharing(undefined)]).toEqual([
      "your entire screen",
      "a window",
      "a browser tab",
      "your entire screen",
    ]);
  });

  it("keeps saying Live after a reconnect while the page says the stream is live", () => {
    expect(statusLine("sending", false, true)).toBe(STATUS_LINES.sending);
    expect(statusLine("sending", true, true)).toBe("Live: viewers see you");
    expect(statusLine("sending", true, false)).toBe(STATUS_LINES.sending);
    expect(statusLine("reconnecting", true, true)).toBe("Reconnecting…");
  });
});

// ---- The connection, against a fake socket, recorder and clock. ----

class FakeSocket implements SocketLike {
  binaryType: BinaryType = "blob";
  readyState = 0;
  bufferedAmount = 0;
  onmessage: SocketLike["onmessage"] = null;
  onclose: SocketLike["onclose"] = null;
  onerror: SocketLike["onerror"] = null;
  readonly sent: string[] = [];
  closedWith: number | null = null;

  constructor(readonly url: string) {}

  send(data: ArrayBuffer) {
    this.sent.push(new TextDecoder().decode(data));
  }

  close(code?: number) {
    this.closedWith = code ?? 1005;
    this.readyState = 3;
  }

  /** The server says something. */
  say(message: object | string) {
    this.readyState = 1;
    this.onmessage?.({ data: typeof message === "string" ? message : JSON.stringify(message) });
  }

  /** The server (or the network) closes it. */
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

class FakeRecorder implements RecorderLike {
  state: RecordingState = "inactive";
  ondataavailable: RecorderLike["ondataavailable"] = null;
  onerror: RecorderLike["onerror"] = null;
  onstop: RecorderLike["onstop"] = null;
  timeslice: number | undefined;

  constructor(readonly options: MediaRecorderOptions) {}

  start(timeslice?: number) {
    this.state = "recording";
    this.timeslice = timeslice;
  }

  stop() {
    this.state = "inactive";
    this.chunk("tail");
    this.onstop?.({});
  }

  /** A chunk whose bytes take `readMs` (of real time) to read. */
  chunk(text: string, readMs = 0) {
    const bytes = new TextEncoder().encode(text);
    const blob = {
      size: bytes.byteLength,
      arrayBuffer: () => new Promise<ArrayBuffer>((resolve) => setTimeout(() => resolve(bytes.buffer), readMs)),
    } as unknown as Blob;
    this.ondataavailable?.({ data: blob });
  }
}

const liveVideo = { getVideoTracks: () => [{ readyState: "live" }] } as unknown as MediaStream;
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

function broadcast({ takeover = false, recordingType = "video/webm;codecs=h264,opus" }: { takeover?: boolean; recordingType?: string | null } = {}) {
  const sockets: FakeSocket[] = [];
  const recorders: FakeRecorder[] = [];
  const progress: BroadcastProgress[] = [];
  const ends: BroadcastEnd[] = [];
  let now = 0;
  let timers: { at: number; run: () => void; handle: number }[] = [];
  let handles = 0;
  const environment: BroadcastEnvironment = {
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    recordingType: () => recordingType,
    createRecorder: (_stream, options) => {
      const recorder = new FakeRecorder(options);
      recorders.push(recorder);
      return recorder;
    },
    now: () => now,
    setTimeout: (run, ms) => {
      handles += 1;
      timers.push({ at: now + ms, run, handle: handles });
      return handles;
    },
    clearTimeout: (handle) => {
      timers = timers.filter((timer) => timer.handle !== handle);
    },
  };
  const connection = new BroadcastConnection({
    url: (asTakeover) => ingestUrl({ protocol: "https:", host: "studio.test" }, { streamId: "s1", tab: "tab-0001", takeover: asTakeover }),
    takeover,
    stream: () => liveVideo,
    onProgress: (p) => progress.push(p),
    onEnd: (end) => ends.push(end),
    environment,
  });
  connection.start();
  return {
    connection,
    sockets,
    recorders,
    ends,
    phase: () => progress.at(-1)?.phase ?? "connecting",
    last: () => progress.at(-1),
    socket: () => sockets.at(-1)!,
    recorder: () => recorders.at(-1)!,
    /** Moves the clock on, running the timers that fall due. */
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const next = timers.filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at)[0];
        if (!next) break;
        timers = timers.filter((timer) => timer !== next);
        now = next.at;
        next.run();
      }
      now = until;
    },
  };
}

describe("a broadcast's connection", () => {
  it("records only after the server accepts, with the contract's settings, and sends the chunks in recorded order", async () => {
    const b = broadcast();
    expect(b.socket().url).toBe("wss://studio.test/ingest/browser?streamId=s1&tab=tab-0001");
    expect(b.recorders).toHaveLength(0);
    b.socket().say("not json");
    b.socket().say({ type: "live" });
    expect(b.recorders).toHaveLength(0);

    b.socket().say({ type: "accepted" });
    expect(b.phase()).toBe("sending");
    expect(b.recorder().options).toEqual({
      mimeType: "video/webm;codecs=h264,opus",
      videoBitsPerSecond: 2_500_000,
      audioBitsPerSecond: 128_000,
      videoKeyFrameIntervalDuration: 2000,
    });
    expect(b.recorder().timeslice).toBe(500);
    expect(b.socket().binaryType).toBe("arraybuffer");

    // The first chunk's bytes are read last: it still goes first.
    b.advance(500);
    b.recorder().chunk("header", 15);
    b.advance(500);
    b.recorder().chunk("one");
    b.recorder().chunk("");
    b.recorder().chunk("two", 5);
    await settle();
    expect(b.socket().sent).toEqual(["header", "one", "two"]);
    expect(b.last()?.sentMs).toBe(1000);
    expect(b.last()?.sentBytes).toBe("headeronetwo".length);

    b.socket().say({ type: "live" });
    expect(b.phase()).toBe("live");
  });

  it("leaves the mime type to the browser when it supports none of the contract's", () => {
    const b = broadcast({ recordingType: null });
    b.socket().say({ type: "accepted" });
    expect(b.recorder().options).not.toHaveProperty("mimeType");
  });

  it("reconnects after a drop with a new connection and a new recording, and counts the time sent across both", async () => {
    const b = broadcast({ takeover: true });
    expect(b.socket().url).toContain("&takeover=1");
    b.socket().say({ type: "accepted" });
    b.advance(2000);
    b.recorder().chunk("a");
    await settle();
    const first = b.recorder();

    b.socket().say({ type: "error", message: "The packager restarted." });
    b.socket().drop(1011);
    expect(first.state).toBe("inactive");
    expect(b.phase()).toBe("reconnecting");
    expect(b.last()?.serverMessage).toBe("The packager restarted.");
    b.advance(499);
    expect(b.sockets).toHaveLength(1);
    b.advance(1);
    expect(b.sockets).toHaveLength(2);
    // A reconnect does not take over again: another source that came meanwhile is asked about.
    expect(b.socket().url).not.toContain("takeover");

    b.socket().say({ type: "accepted" });
    expect(b.recorders).toHaveLength(2);
    expect(b.recorder()).not.toBe(first);
    expect(b.phase()).toBe("sending");
    expect(b.last()?.serverMessage).toBeNull();
    b.advance(1000);
    b.recorder().chunk("header again");
    await settle();
    expect(b.socket().sent).toEqual(["header again"]);
    expect(b.last()?.sentMs).toBe(3000);
    expect(b.ends).toEqual([]);
  });

  it("backs off 0.5 s, 1 s, 2 s, then 3 s between failed attempts, and gives up after 60 s", () => {
    const b = broadcast();
    b.socket().say({ type: "accepted" });
    b.socket().drop(1006);
    const startedAt: number[] = [];
    let elapsed = 0;
    while (b.ends.length === 0 && elapsed < 120_000) {
      const before = b.sockets.length;
      b.advance(100);
      elapsed += 100;
      if (b.sockets.length > before) {
        startedAt.push(elapsed);
        b.socket().drop(1006);
      }
    }
    expect(startedAt.slice(0, 5)).toEqual([500, 1500, 3500, 6500, 9500]);
    expect(startedAt.at(-1)).toBeLessThanOrEqual(60_000);
    expect(b.ends).toEqual([{ kind: "lost", message: CONNECTION_LOST }]);
  });

  it("starts the 60 s over once a reconnect is accepted", () => {
    const b = broadcast();
    b.socket().say({ type: "accepted" });
    /** Fails every attempt for `ms`; returns whether the broadcast is still on. */
    const failFor = (ms: number) => {
      for (let t = 0; t < ms && b.ends.length === 0; t += 100) {
        const before = b.sockets.length;
        b.advance(100);
        if (b.sockets.length > before) b.socket().drop(1006);
      }
      return b.ends.length === 0;
    };
    b.socket().drop(1006);
    expect(failFor(50_000)).toBe(true);
    b.advance(3000);
    b.socket().say({ type: "accepted" });
    b.socket().drop(1001);
    // 80 s after the first drop, 27 s after the second: still trying.
    expect(failFor(27_000)).toBe(true);
    expect(b.phase()).toBe("reconnecting");
    expect(failFor(40_000)).toBe(false);
    expect(b.ends).toEqual([{ kind: "lost", message: CONNECTION_LOST }]);
  });

  it("stops for good on a refusal, with the server's words or its own", () => {
    const busy = broadcast();
    busy.socket().say({ type: "error", message: "An encoder is live on this stream." });
    busy.socket().drop(BROWSER_INGEST_CLOSE.busy);
    expect(busy.ends).toEqual([{ kind: "busy", message: "An encoder is live on this stream." }]);

    const ended = broadcast();
    ended.socket().say({ type: "accepted" });
    ended.socket().say({ type: "error", message: "The host stopped the stream." });
    ended.socket().drop(BROWSER_INGEST_CLOSE.ended);
    expect(ended.ends).toEqual([{ kind: "ended", message: "The stream was stopped." }]);
    expect(ended.recorder().state).toBe("inactive");

    const forbidden = broadcast();
    forbidden.socket().drop(BROWSER_INGEST_CLOSE.forbidden);
    expect(forbidden.ends).toEqual([{ kind: "refused", message: closeMessage(BROWSER_INGEST_CLOSE.forbidden) }]);

    const takenOver = broadcast();
    takenOver.socket().say({ type: "accepted" });
    takenOver.socket().drop(BROWSER_INGEST_CLOSE.takenOver);
    takenOver.advance(10_000);
    expect(takenOver.sockets).toHaveLength(1);
    expect(takenOver.ends.map((end) => end.kind)).toEqual(["refused"]);
  });

  it("fails at once when the first connection never starts, and after silence drops it", () => {
    const unreachable = broadcast();
    unreachable.socket().drop(1006);
    unreachable.advance(5000);
    expect(unreachable.sockets).toHaveLength(1);
    expect(unreachable.ends).toEqual([{ kind: "failed", message: COULD_NOT_CONNECT }]);

    const silent = broadcast();
    silent.advance(ACCEPT_TIMEOUT_MS);
    expect(silent.sockets[0]!.closedWith).not.toBeNull();
    expect(silent.ends.map((end) => end.kind)).toEqual(["failed"]);
  });

  it("on Stop sending: stops the recorder, sends its last chunk, then closes with 1000, and reports nothing more", async () => {
    const b = broadcast();
    b.socket().say({ type: "accepted" });
    b.recorder().chunk("a");
    b.connection.stop();
    expect(b.recorder().state).toBe("inactive");
    expect(b.ends).toEqual([{ kind: "stopped" }]);
    await settle();
    expect(b.socket().sent).toEqual(["a", "tail"]);
    expect(b.socket().closedWith).toBe(1000);
    b.socket().drop(1006);
    b.advance(10_000);
    expect(b.sockets).toHaveLength(1);
    expect(b.ends).toHaveLength(1);
  });
});
