import crypto from "node:crypto";
import { expect, test, type Page } from "./test";
import { deliverMuxWebhook as deliver, muxLiveStreamId } from "./mux";
import { createAccount, createStreamViaApi, newAccount, uniqueId } from "./support";
import { joinOnWatchPage } from "./viewer-link";

async function registeredViewer(page: Page, streamId: string) {
  await joinOnWatchPage(page, streamId, `e2e-live-${uniqueId()}@example.com`, "Lou");
  await expect(page.getByRole("heading", { name: "Stream Offline" })).toBeVisible();
}

const videoSource = (page: Page) => page.evaluate(() => document.querySelector("video")?.currentSrc ?? "");

/** Seconds of video played, read from the page's <video>. */
const playedSeconds = (page: Page) => page.evaluate(() => document.querySelector("video")?.currentTime ?? 0);

test.describe("going live by Mux webhook", () => {
  test("the open watch page switches to the playing video and back without reloading", async ({ page, request }) => {
    await createAccount(request, newAccount("mux-live"));
    const stream = await createStreamViaApi(request, `Mux Live ${uniqueId()}`);
    const liveStreamId = await muxLiveStreamId(request, stream.streamKey);
    await registeredViewer(page, stream.streamId);
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same page"));

    const forged = await deliver(request, "video.live_stream.active", liveStreamId, { secret: "not-the-secret" });
    expect(forged.status()).toBe(400);
    await page.waitForTimeout(1_000);
    await expect(page.getByRole("heading", { name: "Stream Offline" })).toBeVisible();

    const activeId = crypto.randomUUID();
    const active = await deliver(request, "video.live_stream.active", liveStreamId, { id: activeId });
    expect(active.status()).toBe(200);
    expect((await deliver(request, "video.live_stream.active", liveStreamId, { id: activeId })).status()).toBe(200);

    await expect(page.getByRole("status").filter({ hasText: "LIVE" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Stream Offline" })).toHaveCount(0);
    await expect.poll(() => playedSeconds(page), { timeout: 15_000 }).toBeGreaterThan(0.5);
    // Chromium could play HLS natively, but hls.js (through Media Source Extensions) tells the
    // program date that overlays follow, so it is preferred wherever MSE exists.
    expect(await videoSource(page)).toMatch(/^blob:/);

    // An idle report older than the active one (out of order) changes nothing.
    const stale = await deliver(request, "video.live_stream.idle", liveStreamId, { createdAt: new Date(Date.now() - 60_000) });
    expect(((await stale.json()) as { outcome: string }).outcome).toBe("stale");

    const idle = await deliver(request, "video.live_stream.idle", liveStreamId);
    expect(idle.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Stream Offline" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same page");
  });

  test("the player loads hls.js on demand, only once the stream is live, and plays", async ({ page, request }) => {
    await page.addInitScript(() => {
      HTMLMediaElement.prototype.canPlayType = () => "";
    });
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    await createAccount(request, newAccount("mux-hlsjs"));
    const stream = await createStreamViaApi(request, `Mux hls.js ${uniqueId()}`);
    const liveStreamId = await muxLiveStreamId(request, stream.streamKey);
    await registeredViewer(page, stream.streamId);
    const beforeLive = scripts.length;

    await deliver(request, "video.live_stream.active", liveStreamId);
    await expect.poll(() => playedSeconds(page), { timeout: 15_000 }).toBeGreaterThan(0.5);
    // hls.js feeds the video through Media Source Extensions, and its code came only now.
    expect(await videoSource(page)).toMatch(/^blob:/);
    expect(scripts.length).toBeGreaterThan(beforeLive);
  });
});
