import type { Browser, Page } from "./test";
import { exitWithin, rtmpUrl, startEncoder, type Encoder } from "../support/encoder";
import { playingAt } from "../support/watch-video";
import { createAccount, newAccount, signIn, uniqueId } from "./support";
import { registerOnWatchPage } from "./viewer-link";
import {
  appFfmpegs,
  createLiveEvent,
  expect,
  hostStream,
  personalLink,
  RECONNECT_SECONDS,
  SEGMENT_SECONDS,
  startLiveVideoApp,
  test,
  type LiveVideoApp,
} from "./live-video-fixtures";

// The whole path on the box: an encoder (ffmpeg with a test pattern) publishes RTMP with the
// stream's key, the app packages HLS and goes live by itself, and Chromium plays it. The watch
// page follows the live state over its live connection: JavaScript only (forms: live-video-forms.spec.ts).

// One app per worker, one broadcast at a time: the tests of this file run in order in one worker.
test.describe.configure({ mode: "default" });

/** Target from the first RTMP packet to a playing watch page (issue 17): two segments and two seconds. */
const LIVE_TARGET_MS = (2 * SEGMENT_SECONDS + 2) * 1000;
/**
 * The target itself is held by tests/bench/live-video-latency.ts (about 3.1 s here when the machine
 * is quiet). This spec proves the open page starts playing by itself, in a time a viewer would still
 * wait, on a machine that may be running a full test suite: CI's loaded machine once took 6.9 s.
 */
const LIVE_CEILING_MS = 2 * LIVE_TARGET_MS;
const FRAME_RATE = 30;

interface VideoState {
  width: number;
  time: number;
  src: string;
}
const videoState = (page: Page) =>
  page.evaluate((): VideoState => {
    const video = document.querySelector("video");
    return { width: video?.videoWidth ?? 0, time: video?.currentTime ?? 0, src: video?.currentSrc ?? "" };
  });

async function expectAdvancing(page: Page) {
  const before = (await videoState(page)).time;
  await expect.poll(async () => (await videoState(page)).time, { timeout: 10_000 }).toBeGreaterThan(before + 1);
}

let encoders: Encoder[] = [];
function encode(app: LiveVideoApp, key: string, options: Parameters<typeof startEncoder>[1] = {}) {
  const encoder = startEncoder(rtmpUrl(app.rtmpPort, key), { frameRate: FRAME_RATE, ...options });
  encoders.push(encoder);
  return encoder;
}
test.afterEach(async () => {
  await Promise.all(encoders.map((encoder) => encoder.stop()));
  encoders = [];
});

async function hostPage(browser: Browser, baseURL: string, host: { email: string; password: string }) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, host);
  return page;
}

const untilLive = (request: Parameters<typeof hostStream>[0], streamId: string, live = true, timeout = 30_000) =>
  expect.poll(async () => (await hostStream(request, streamId)).isLive, { timeout, intervals: [200] }).toBe(live);

test.describe("live video on the box", () => {
  test("the encoder's stream plays on the open watch page in time, the host sees its health, and the page goes offline by itself after the reconnect window; the recording matches", async ({
    browser,
    page,
    request,
    liveApp,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const host = await createAccount(request, newAccount("live-video"));
    const stream = await createLiveEvent(request, `Live video ${uniqueId()}`, { registrationRequired: false, enableRecording: true });
    const setup = await hostStream(request, stream.streamId);
    // What the host pastes into OBS: this box's RTMP address and the stream's key.
    expect(setup.ingestUrl).toMatch(new RegExp(`^rtmp://[^/]+:${liveApp.rtmpPort}/live$`));

    await page.goto(`/watch/${stream.streamId}`);
    await expect(page.getByRole("heading", { name: "Stream Offline" })).toBeVisible();
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same page"));
    const dashboard = await hostPage(browser, baseURL ?? liveApp.url, host);
    await dashboard.goto(`/events/${stream.eventId}`);

    const encoder = encode(liveApp, setup.streamKey);
    const playing = await playingAt(page, 30_000);
    const publishedAt = encoder.publishedAt();
    expect(publishedAt, encoder.output()).not.toBeNull();
    const toPlaying = playing - (publishedAt ?? 0);
    test.info().annotations.push({ type: "first RTMP packet to playing", description: `${toPlaying} ms (target ${LIVE_TARGET_MS} ms)` });
    console.log(`first RTMP packet -> watch page playing: ${toPlaying} ms (target ${LIVE_TARGET_MS} ms)`);
    expect(toPlaying).toBeLessThanOrEqual(LIVE_CEILING_MS);
    await expectAdvancing(page);
    expect((await videoState(page)).width).toBeGreaterThan(0);

    // The master playlist lists the copied source, every rendition of the ladder and the audio-only one.
    const master = await page.request.get(`/hls/${stream.playbackId}/master.m3u8`);
    expect(master.status()).toBe(200);
    const variants = (await master.text()).split("\n").filter((line) => line.endsWith(".m3u8") || /URI="/.test(line));
    for (const rendition of ["source", "360p", "audio"]) expect(variants.some((line) => line.includes(`${rendition}/index.m3u8`))).toBe(true);

    // The host's dashboard shows the broadcast's figures, pushed while it lasts.
    const health = dashboard.getByRole("region", { name: /stream health/i });
    await expect(health).toContainText(/\d[\d.,]* ?(kbit\/s|Mbit\/s)/, { timeout: 15_000 });
    await expect(health).toContainText("640×360");
    // The figure follows what arrives: on a busy box the test encoder itself may send fewer than 30 frames a second.
    await expect(health).toContainText(/Frame rate\s*\d+(\.\d)? fps/);

    const sent = encoder.framesSent();
    expect(await encoder.stop()).toBe(0);
    const stoppedAt = Date.now();
    // The reconnect window keeps the event live for an encoder that comes back...
    await page.waitForTimeout(1_000);
    await expect(page.getByRole("heading", { name: "Stream Offline" })).toHaveCount(0);
    // ...and after it, the open page shows offline without a reload.
    await expect(page.getByRole("heading", { name: "Stream Offline" })).toBeVisible({ timeout: (RECONNECT_SECONDS + 10) * 1000 });
    expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(RECONNECT_SECONDS * 1000 - 500);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same page");
    await expect.poll(() => appFfmpegs(liveApp), { timeout: 10_000 }).toEqual([]);

    // The broadcast was recorded whole: its length matches what the encoder sent within 2 s. The
    // recorder closes it once it has kept the segments still queued behind the end.
    type Recording = { durationSeconds: number; bytes: number; status: string; playbackUrl: string };
    const recordingList = async () => {
      const recordings = await request.get(`/api/streams/${stream.streamId}/recordings`);
      expect(recordings.status()).toBe(200);
      return (await recordings.json()) as Recording[];
    };
    await expect.poll(async () => (await recordingList()).map((item) => item.status), { timeout: 10_000 }).toEqual(["complete"]);
    const [recording] = await recordingList();
    expect(Math.abs((recording?.durationSeconds ?? 0) - sent / FRAME_RATE)).toBeLessThanOrEqual(2);
    expect(recording?.bytes).toBeGreaterThan(0);
    const playlist = await request.get(recording?.playbackUrl ?? "");
    expect(playlist.status()).toBe(200);
    expect(await playlist.text()).toContain("#EXT-X-ENDLIST");
    await dashboard.context().close();
  });

  test("a wrong key is refused at connect, nothing goes live, and the log does not hold the key", async ({ request, liveApp }) => {
    await createAccount(request, newAccount("live-wrong-key"));
    const stream = await createLiveEvent(request, `Wrong key ${uniqueId()}`);
    const wrongKey = `wrong${uniqueId()}${uniqueId()}`;
    const intruder = encode(liveApp, wrongKey, { seconds: 20 });
    const code = await exitWithin(intruder, 10_000);
    expect(code, intruder.output()).not.toBe("still running");
    expect(code).not.toBe(0);
    expect((await hostStream(request, stream.streamId)).isLive).toBe(false);
    expect(liveApp.process.output()).not.toContain(wrongKey);
    expect(appFfmpegs(liveApp)).toEqual([]);
  });

  test("resetting the key cuts the publisher, and the old key no longer publishes", async ({ request, liveApp }) => {
    test.setTimeout(90_000);
    await createAccount(request, newAccount("live-reset"));
    const stream = await createLiveEvent(request, `Reset key ${uniqueId()}`);
    const encoder = encode(liveApp, stream.streamKey);
    await untilLive(request, stream.streamId);

    const reset = await request.post(`/api/streams/${stream.streamId}/reset-key`);
    expect(reset.status()).toBe(200);
    expect(await exitWithin(encoder, 10_000), encoder.output()).not.toBe("still running");

    const comeback = encode(liveApp, stream.streamKey, { seconds: 20 });
    const code = await exitWithin(comeback, 10_000);
    expect(code).not.toBe("still running");
    expect(code).not.toBe(0);
    await untilLive(request, stream.streamId, false, (RECONNECT_SECONDS + 10) * 1000);
    await expect.poll(() => appFfmpegs(liveApp), { timeout: 10_000 }).toEqual([]);
  });

  test("a viewer throttled to 400 kbit/s is served the low rendition, while one on a fast line gets the source", async ({
    browser,
    page,
    request,
    liveApp,
  }) => {
    test.setTimeout(120_000);
    await createAccount(request, newAccount("live-slow"));
    const stream = await createLiveEvent(request, `Slow viewer ${uniqueId()}`, { registrationRequired: false });
    const renditionsFetched = (viewer: Page) => {
      const renditions: string[] = [];
      viewer.on("request", (r) => {
        const match = /\/hls\/[^/]+\/(?:.*\/)?([\w-]+)\/seg_\d+\.ts/.exec(r.url());
        if (match?.[1]) renditions.push(match[1]);
      });
      return renditions;
    };
    const slow = renditionsFetched(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 50,
      downloadThroughput: 400_000 / 8,
      uploadThroughput: 400_000 / 8,
    });
    // Both on a desktop-sized player, which the player's size cap lets take the 720p source.
    const fastContext = await browser.newContext({ baseURL: liveApp.url, viewport: { width: 1280, height: 800 } });
    const fastPage = await fastContext.newPage();
    const fast = renditionsFetched(fastPage);
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const viewer of [page, fastPage]) {
      await viewer.goto(`/watch/${stream.streamId}`);
      await expect(viewer.getByRole("heading", { name: "Stream Offline" })).toBeVisible();
    }

    encode(liveApp, stream.streamKey, { width: 1280, height: 720, videoKbps: 2_500, frameRate: 25 });
    await expect.poll(() => slow.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(6);
    await expect.poll(() => fast.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(6);
    // hls.js may start on any level: once it has measured the line, the slow viewer fetches only the 360p rendition.
    expect(
      slow.slice(3).every((rendition) => rendition === "360p"),
      slow.join(", "),
    ).toBe(true);
    expect(
      fast.slice(3).every((rendition) => rendition === "source"),
      fast.join(", "),
    ).toBe(true);
    await fastContext.close();
  });

  test("a registration-required event's playlist is refused to strangers (401) and to viewers of another stream (403), and plays for its registered viewer", async ({
    page,
    request,
    liveApp,
    playwright,
  }) => {
    test.setTimeout(90_000);
    await createAccount(request, newAccount("live-access"));
    const stream = await createLiveEvent(request, `Members only ${uniqueId()}`, { registrationRequired: true });
    const other = await createLiveEvent(request, `Other event ${uniqueId()}`, { registrationRequired: true });

    const otherViewer = await playwright.request.newContext({ baseURL: liveApp.url });
    const otherEmail = `other-${uniqueId()}@example.com`;
    expect((await otherViewer.post("/api/auth/register", { data: { email: otherEmail, firstName: "Oz", streamId: other.streamId } })).status()).toBe(
      200,
    );
    const otherLink = await personalLink(liveApp, otherEmail);
    expect((await otherViewer.get(`/api/streams/watch/${other.streamId}/${otherLink.split("/").pop()}`)).status()).toBe(200);

    const email = `member-${uniqueId()}@example.com`;
    await page.goto(`/watch/${stream.streamId}`);
    // A new registrant is taken straight to their personal link.
    await registerOnWatchPage(page, email, "Mia");

    encode(liveApp, stream.streamKey);
    await playingAt(page, 30_000);
    await expectAdvancing(page);

    const playlist = `/hls/${stream.playbackId}/master.m3u8`;
    const stranger = await playwright.request.newContext({ baseURL: liveApp.url });
    expect((await stranger.get(playlist)).status()).toBe(401);
    expect((await stranger.get(`/hls/${stream.playbackId}/360p/index.m3u8`)).status()).toBe(401);
    // The watch call does not hand the playlist's address to a stranger either.
    expect(((await (await stranger.get(`/api/streams/watch/${stream.streamId}`)).json()) as { playbackUrl: unknown }).playbackUrl).toBeNull();
    expect((await otherViewer.get(playlist)).status()).toBe(403);
    expect((await page.request.get(playlist)).status()).toBe(200);
    await stranger.dispose();
    await otherViewer.dispose();
  });

  test("End Stream cuts the encoder at once and leaves no ffmpeg; stopping the app leaves none either", async ({ request, liveApp, playwright }) => {
    test.setTimeout(120_000);
    await createAccount(request, newAccount("live-end"));
    const stream = await createLiveEvent(request, `End stream ${uniqueId()}`);
    const encoder = encode(liveApp, stream.streamKey);
    await untilLive(request, stream.streamId);
    expect(appFfmpegs(liveApp).length).toBeGreaterThan(0);
    const ended = await request.patch(`/api/streams/${stream.streamId}`, { data: { isLive: false } });
    expect(ended.status(), await ended.text()).toBe(200);
    // No reconnect window after End Stream: offline and the publisher cut now.
    expect((await hostStream(request, stream.streamId)).isLive).toBe(false);
    const cut = await Promise.race([
      encoder.exited.then(() => "cut"),
      new Promise((resolve) => setTimeout(() => resolve("still publishing"), 5_000)),
    ]);
    expect(cut).toBe("cut");
    await expect.poll(() => appFfmpegs(liveApp), { timeout: 5_000 }).toEqual([]);

    // An app of its own, stopped by SIGTERM in the middle of a broadcast.
    const doomed = await startLiveVideoApp();
    const api = await playwright.request.newContext({ baseURL: doomed.url });
    try {
      await createAccount(api, newAccount("live-sigterm"));
      const other = await createLiveEvent(api, `Stopped app ${uniqueId()}`);
      const publisher = startEncoder(rtmpUrl(doomed.rtmpPort, other.streamKey), { seconds: 60 });
      encoders.push(publisher);
      await untilLive(api, other.streamId);
      expect(appFfmpegs(doomed).length).toBeGreaterThan(0);
      await doomed.stop();
      expect(appFfmpegs(doomed)).toEqual([]);
      await expect.poll(() => publisher.child.exitCode !== null || publisher.child.signalCode !== null, { timeout: 10_000 }).toBe(true);
    } finally {
      await api.dispose();
      await doomed.stop();
    }
  });
});
