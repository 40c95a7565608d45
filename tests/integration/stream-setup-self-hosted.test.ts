import { afterEach, describe, expect, it, vi } from "vitest";
import { getEventStream } from "~/models/stream.server";
import { startUserSession } from "~/services/account/auth.server";
import { publishLiveEvent } from "~/services/realtime/bus.server";
import { getVideoProvider } from "~/services/video/index.server";
import type { VideoProvider } from "~/services/video/provider.server";
import { HttpError } from "~/utils/http.server";
import type { StreamHealth } from "~/contracts/stream-health";
import { getHostStreamRow } from "~/models/stream.server";
import { createTestEvent } from "../support/events";
import { createHost, getRequest } from "../support/factories";
import { loadDashboardOk, postDashboard, toastOf } from "../support/event-dashboard";
import { signedInHost } from "../support/sessions";
import { startAppForTests } from "../support/http-server";

vi.hoisted(() => {
  process.env.ADMIN_EMAILS = "stream.admin@example.com";
});

// The Stream Setup card and the health panel as the host sees them (the page's HTML, from the
// app in this process), with the video provider replaced by a fake.

const app = startAppForTests();

const INGEST_URL = "rtmp://example.com:1935/live";
const VIDEO_PROBLEM =
  "Video can't be received on this server right now, so viewers would see a message instead of your picture. The person who runs this server can see why on the server status page.";
const FFMPEG_MISSING =
  "ffmpeg is not installed on this server, so streams cannot be packaged for viewers. Install it (Debian: apt-get install ffmpeg) and restart.";
const NO_TEST_STREAM = "Test streams need the video service built into this server, which is not in use here.";
const BUSY = "A broadcast is running on this stream: end it before sending a test stream.";

const restores: (() => void)[] = [];

/** Replaces parts of the app's one video provider until the test ends. */
function fakeProvider(overrides: Partial<Record<keyof VideoProvider, unknown>>) {
  const provider = getVideoProvider();
  for (const [key, value] of Object.entries(overrides)) {
    const before = Object.getOwnPropertyDescriptor(provider, key);
    Object.defineProperty(provider, key, { value, configurable: true, writable: true, enumerable: true });
    restores.push(() => (before ? Object.defineProperty(provider, key, before) : Reflect.deleteProperty(provider, key)));
  }
}

let keys = 0;
function selfHosted(overrides: Partial<Record<keyof VideoProvider, unknown>> = {}) {
  const fake = {
    name: "self-hosted",
    configured: false,
    problem: vi.fn((): string | null => null),
    createLiveStream: vi.fn(async () => ({
      providerStreamId: null,
      streamKey: `key-${++keys}-abcdefgh`,
      ingestUrl: INGEST_URL,
      playbackId: `pb${keys}`,
    })),
    startTestStream: vi.fn(async () => ({ endsAt: "2026-01-05T14:05:00.000Z" })),
    stopTestStream: vi.fn(async () => true),
    testStreamEndsAt: vi.fn((): string | null => null),
  };
  fakeProvider({ ...fake, ...overrides });
  return fake;
}

afterEach(() => {
  for (const restore of restores.splice(0).reverse()) restore();
  vi.restoreAllMocks();
});

/** The page's visible text: tags, comments and scripts dropped, entities read, spaces collapsed. */
function textOf(html: string) {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

async function page(cookie: string, eventId: number) {
  const response = await fetch(`${app.url}/events/${eventId}`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  const html = await response.text();
  return { html, text: textOf(html) };
}

/** The test-stream button's tag. */
const testButton = (html: string) => html.match(/<button[^>]*value="start-test-stream"[^>]*>/)?.[0] ?? "";

async function hostWithStream(title: string, timezone = "UTC", email?: string) {
  const { host, cookie } = await signedInHost(email ? { email } : {});
  const event = await createTestEvent(host.id, { title, timezone });
  expect((await postDashboard(cookie, event.id, { intent: "create-stream" })).status).toBe(302);
  const stream = await getEventStream({ hostId: host.id, eventId: event.id });
  if (!stream) throw new Error("no stream");
  return { host, cookie, event, stream };
}

interface SetupData {
  badge: string;
  note: string;
  problem: string | null;
  provider: string;
  stream: {
    provider: string;
    ingestUrl: string | null;
    canTestStream: boolean;
    testStream: { endsAt: string; until: string } | null;
    ingestNotice: string | null;
  } | null;
  health: { latest: StreamHealth | null } | null;
}
const setupOf = async (cookie: string, eventId: number) => (await loadDashboardOk<{ streamSetup: SetupData }>(cookie, eventId)).streamSetup;

function health(streamId: string, fields: Partial<StreamHealth> = {}): StreamHealth {
  return {
    streamId,
    state: "live",
    rating: "excellent",
    measuredAt: new Date().toISOString(),
    liveSince: new Date(Date.now() - 125_000).toISOString(),
    ingestKbps: 2480,
    framesPerSecond: 30,
    width: 1280,
    height: 720,
    keyframeIntervalSeconds: 2,
    encoderSpeed: 1.02,
    droppedSegments: 0,
    viewerCount: 14,
    recording: "on",
    warnings: [],
    ...fields,
  };
}

describe("Stream Setup card with the built-in ingest", () => {
  it("shows the real RTMP server URL, the key, OBS settings, the Built-in badge and the test stream button", async () => {
    selfHosted();
    const { cookie, event, stream } = await hostWithStream("Self-hosted Webinar");
    expect(stream.provider).toBe("self-hosted");

    const setup = await setupOf(cookie, event.id);
    expect(setup).toMatchObject({ provider: "self-hosted", badge: "built-in", problem: null });
    expect(setup.stream).toMatchObject({ provider: "self-hosted", ingestUrl: INGEST_URL, canTestStream: true, testStream: null, ingestNotice: null });

    const { html, text } = await page(cookie, event.id);
    expect(text).toContain("Built-in");
    expect(text).not.toContain("Setup Required");
    expect(html).toContain(`value="${INGEST_URL}"`);
    expect(html).toContain(`value="${stream.streamKey}"`);
    for (const line of [
      "OBS Studio settings",
      "Service Custom…",
      `Server ${INGEST_URL}`,
      "Stream Key your stream key above",
      "Video encoder H.264 (x264)",
      "Keyframe interval 2 s",
      "Video bitrate 2500 kbit/s at 1280×720, 30 fps (at most 4000)",
      "Audio AAC, 128 kbit/s",
      "Sends a test pattern and a tone through this server so you can check the watch page before you install OBS. Your event's status does not change.",
      "Goes live by itself when your encoder connects.",
    ]) {
      expect(text).toContain(line);
    }
    expect(testButton(html)).not.toBe("");
    expect(testButton(html)).not.toContain("disabled");
    expect(text).toContain("Send a test stream");
    // Nothing about a broadcast yet: no health panel.
    expect(text).not.toContain("Stream health");
  });

  it("says plainly why the ingest cannot take a broadcast (ffmpeg missing) and disables the test stream", async () => {
    const fake = selfHosted();
    const { cookie, event } = await hostWithStream("No ffmpeg Webinar");
    fake.problem.mockReturnValue(FFMPEG_MISSING);

    const setup = await setupOf(cookie, event.id);
    // The host reads plain words; the program's name and the install command are for the administrator.
    expect(setup.problem).toBe(VIDEO_PROBLEM);
    expect(setup.stream?.canTestStream).toBe(false);

    const { html } = await page(cookie, event.id);
    expect(html).toMatch(new RegExp(`<p id="stream-problem"[^>]*role="alert"[^>]*>${VIDEO_PROBLEM.replace("'", "&#x27;")}</p>`));
    expect(html).not.toContain("apt-get");
    expect(testButton(html)).toContain("disabled");
  });

  it("shows the host who runs the server where to look instead of sending them to themselves", async () => {
    const fake = selfHosted();
    const { cookie, event } = await hostWithStream("Admin's Webinar", "UTC", "stream.admin@example.com");
    fake.problem.mockReturnValue(FFMPEG_MISSING);

    const setup = await setupOf(cookie, event.id);
    expect(setup.problem).toBe("Video can't be received on this server right now, so viewers would see a message instead of your picture.");
    const { html } = await page(cookie, event.id);
    expect(html).toMatch(
      /<p id="stream-problem"[^>]*>[^<]*<!-- --> <a[^>]*href="\/settings\/server"[^>]*>Server status<\/a> shows what to set up.<\/p>/,
    );
    expect(html).not.toContain("The person who runs this server");
  });

  it("keeps Mux's card: Connected badge, the Mux ingest and the OBS steps, no test stream", async () => {
    fakeProvider({
      name: "mux",
      configured: true,
      createLiveStream: vi.fn(async () => ({
        providerStreamId: "mux-ls-1",
        streamKey: "mux-key-123456",
        ingestUrl: "rtmps://global-live.mux.com:443/app",
        playbackId: "muxpb",
      })),
    });
    const { cookie, event } = await hostWithStream("Mux Webinar");
    const setup = await setupOf(cookie, event.id);
    expect(setup).toMatchObject({ provider: "mux", badge: "connected", problem: null });
    expect(setup.stream).toMatchObject({ provider: "mux", canTestStream: false, testStream: null });

    const { html, text } = await page(cookie, event.id);
    expect(text).toContain("Connected");
    expect(text).toContain("Your encoder sends your video to our streaming service. This page switches to Live by itself when your video arrives.");
    expect(text).toContain("Connect OBS Studio");
    expect(html).toContain('value="rtmps://global-live.mux.com:443/app"');
    expect(text).not.toContain("Send a test stream");
    expect(text).not.toContain("OBS Studio settings");
  });

  it("says Setup Required for the manual provider without an ingest address", async () => {
    const { cookie, event } = await hostWithStream("Manual Webinar");
    const setup = await setupOf(cookie, event.id);
    expect(setup).toMatchObject({ provider: "manual", badge: "setup" });
    const { text } = await page(cookie, event.id);
    expect(text).toContain("Setup Required");
    expect(text).toContain("No address yet: this server can't receive video");
    expect(text).not.toContain("Send a test stream");
    expect(text).not.toContain("Goes live by itself");
  });
});

describe("Send a test stream", () => {
  it("starts the test pattern, shows until when it runs with Stop test stream, and stops it", async () => {
    const fake = selfHosted();
    const { cookie, event, stream } = await hostWithStream("Rehearsal Webinar", "Europe/Berlin");

    const started = await postDashboard(cookie, event.id, { intent: "start-test-stream", streamId: stream.streamId });
    expect(started.status).toBe(302);
    expect(started.headers.get("Location")).toBe(`/events/${event.id}#stream-setup`);
    expect(fake.startTestStream).toHaveBeenCalledTimes(1);
    expect(fake.startTestStream.mock.calls[0]).toMatchObject([{ streamId: stream.streamId, streamKey: stream.streamKey }]);
    // 14:05 UTC is 15:05 in Berlin in January: the host reads the event's own clock.
    expect(await toastOf(started)).toEqual({
      title: "Test stream started",
      description: "Test stream running until 15:05. Open the viewer link to watch it.",
      variant: "default",
    });

    fake.testStreamEndsAt.mockReturnValue("2026-01-05T14:05:00.000Z");
    expect((await setupOf(cookie, event.id)).stream?.testStream).toEqual({ endsAt: "2026-01-05T14:05:00.000Z", until: "15:05" });
    const { html, text } = await page(cookie, event.id);
    expect(text).toContain("Test stream running until 15:05");
    expect(html).toMatch(/<button[^>]*value="stop-test-stream"[^>]*>Stop test stream<\/button>/);
    expect(testButton(html)).toBe("");

    const stopped = await postDashboard(cookie, event.id, { intent: "stop-test-stream", streamId: stream.streamId });
    expect(stopped.status).toBe(302);
    expect(fake.stopTestStream).toHaveBeenCalledTimes(1);
    expect(await toastOf(stopped)).toMatchObject({ title: "Test stream stopped", description: "The test pattern is no longer sent." });
  });

  it("shows the ingest's refusal (409) in the card, without JavaScript too", async () => {
    selfHosted({ startTestStream: vi.fn(async () => Promise.reject(new HttpError(409, BUSY))) });
    const { cookie, event, stream } = await hostWithStream("Busy Webinar");

    const refused = await postDashboard(cookie, event.id, { intent: "start-test-stream", streamId: stream.streamId });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      intent: "start-test-stream",
      result: { status: "error", error: { "": [BUSY] } },
      toast: { title: "Error", description: BUSY, variant: "destructive" },
    });

    // The browser without JavaScript posts the form and gets the page back with the message in the card.
    // (Over HTTP the built app's own refusal: its HttpError class is not this process's copy.)
    fakeProvider({ startTestStream: undefined });
    const response = await fetch(`${app.url}/events/${event.id}?index`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "start-test-stream", streamId: stream.streamId }),
    });
    expect(response.status).toBe(409);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<p class="[^"]*" role="alert">${NO_TEST_STREAM.replace(/[().]/g, "\\$&")}</p>`));
  });

  it("answers 503 with the provider's sentence when ffmpeg is missing", async () => {
    selfHosted({ startTestStream: vi.fn(async () => Promise.reject(new HttpError(503, FFMPEG_MISSING))) });
    const { cookie, event, stream } = await hostWithStream("Broken Box Webinar");
    const refused = await postDashboard(cookie, event.id, { intent: "start-test-stream", streamId: stream.streamId });
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ result: { error: { "": [FFMPEG_MISSING] } } });
  });

  it("is a 404 for another host's event or stream, and starts nothing", async () => {
    const fake = selfHosted();
    const { event, stream } = await hostWithStream("Owner's Webinar");
    const stranger = await createHost();
    const strangerCookie = (await startUserSession(getRequest("/"), stranger.id)).split(";")[0] ?? "";
    const own = await createTestEvent(stranger.id, { title: "Stranger's Event" });

    for (const intent of ["start-test-stream", "stop-test-stream"]) {
      expect((await postDashboard(strangerCookie, event.id, { intent, streamId: stream.streamId })).status).toBe(404);
      expect((await postDashboard(strangerCookie, own.id, { intent, streamId: stream.streamId })).status).toBe(404);
    }
    expect(fake.startTestStream).not.toHaveBeenCalled();
    expect(fake.stopTestStream).not.toHaveBeenCalled();
  });
});

describe("stream health panel", () => {
  it("shows the newest stream_health figures, the rating in words and the speed warning", async () => {
    selfHosted();
    const { host, cookie, event, stream } = await hostWithStream("Live Health Webinar");
    const row = await getHostStreamRow({ hostId: host.id, streamId: stream.streamId });
    if (!row) throw new Error("no row");
    const warning =
      "This server cannot package the stream in real time (speed 0.7×). Lower the encoder's resolution or bitrate, or use fewer renditions.";
    await publishLiveEvent({ streamRowId: row.id, type: "stream_health", data: health(stream.streamId, { rating: "good" }) });
    await publishLiveEvent({
      streamRowId: row.id,
      type: "stream_health",
      data: health(stream.streamId, { rating: "poor", encoderSpeed: 0.7, droppedSegments: 3, warnings: [warning] }),
    });

    expect((await setupOf(cookie, event.id)).health?.latest).toMatchObject({ rating: "poor", encoderSpeed: 0.7 });
    const { html, text } = await page(cookie, event.id);
    expect(text).toContain("Stream health");
    expect(html).toMatch(/<p class="[^"]*" aria-live="polite">.*Live.*Poor.*<\/p>/);
    expect(text).toContain(warning);
    for (const figure of [
      "Ingest bitrate 2.5 Mbit/s",
      "Frame rate 30 fps",
      "Resolution 1280×720",
      "Keyframe interval 2 s",
      "Encoder speed 0.70×",
      "Dropped segments 3",
      "Viewers 14",
      "Uptime 0:02:0",
      "Recording On",
      "Refresh",
    ]) {
      expect(text).toContain(figure);
    }
    // The sample was taken just before the page: seconds ago (how many depends on the machine's load).
    expect(text).toMatch(/Last update \d s ago/);
    expect(html).toContain(`href="/events/${event.id}#stream-health"`);
  });

  it("dims figures when no measurement came for 10 s, and hides an ended broadcast", async () => {
    selfHosted();
    const { host, cookie, event, stream } = await hostWithStream("Stale Health Webinar");
    const row = await getHostStreamRow({ hostId: host.id, streamId: stream.streamId });
    if (!row) throw new Error("no row");
    const old = new Date(Date.now() - 25_000).toISOString();
    await publishLiveEvent({ streamRowId: row.id, type: "stream_health", data: health(stream.streamId, { state: "reconnecting", measuredAt: old }) });
    const { text } = await page(cookie, event.id);
    expect(text).toContain("Reconnecting…");
    expect(text).toMatch(/Last update 2\d s ago \(figures may be out of date\)/);

    await publishLiveEvent({ streamRowId: row.id, type: "stream_health", data: health(stream.streamId, { state: "offline", rating: "offline" }) });
    expect((await page(cookie, event.id)).text).not.toContain("Stream health");
  });

  it("shows the ingest's refusal of the stream's encoder in the card, until a broadcast replaces it", async () => {
    selfHosted();
    const { host, cookie, event, stream } = await hostWithStream("Refused Webinar");
    const row = await getHostStreamRow({ hostId: host.id, streamId: stream.streamId });
    if (!row) throw new Error("no row");
    const refused = "Refused: this server already carries 2 live streams, its limit (INGEST_MAX_STREAMS=2). Try again when one has ended.";
    await publishLiveEvent({
      streamRowId: row.id,
      type: "stream_health",
      data: health(stream.streamId, { state: "offline", rating: "offline", liveSince: null, warnings: [refused] }),
    });
    expect((await setupOf(cookie, event.id)).stream?.ingestNotice).toBe(refused);
    const { html, text } = await page(cookie, event.id);
    expect(html).toContain(`role="alert">${refused}</p>`);
    expect(text).not.toContain("Stream health");

    await publishLiveEvent({ streamRowId: row.id, type: "stream_health", data: health(stream.streamId) });
    expect((await setupOf(cookie, event.id)).stream?.ingestNotice).toBeNull();
  });
});
