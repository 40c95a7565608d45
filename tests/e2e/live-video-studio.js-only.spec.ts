import type { Browser, Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../support/chromium";
import { appFfmpegs, createLiveEvent, expect, hostStream, test } from "./live-video-fixtures";
import { createAccount, newAccount, signIn, uniqueId } from "./support";

// Going live from the studio's browser tab with Chromium's fake camera and microphone (its test
// pattern and a beep): the host never opens an encoder, and a viewer's watch page plays the
// broadcast. Capture needs JavaScript: this spec runs with it only.

test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"],
  },
});
// One app per worker, one broadcast at a time.
test.describe.configure({ mode: "default" });

/** Generous: the figure itself is tests/bench/browser-broadcast.ts's; this proves the page plays by itself on a loaded machine. */
const PLAYING_CEILING_MS = 30_000;

async function studio(browser: Browser, baseURL: string, host: { email: string; password: string }, eventId: number) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signIn(page, host);
  await page.goto(`/events/${eventId}/stream?source=camera`);
  await expect(page.getByRole("heading", { name: "Studio", level: 1 })).toBeVisible();
  return page;
}

async function playing(page: Page) {
  await page.waitForFunction(
    () => {
      const video = document.querySelector("video");
      return Boolean(video && video.videoWidth > 0 && video.currentTime > 0);
    },
    null,
    { timeout: PLAYING_CEILING_MS, polling: 100 },
  );
}

test.describe("going live from the studio's browser", () => {
  test("the host's camera reaches a viewer's watch page with no encoder, and Stop stream ends it for both", async ({
    browser,
    page,
    request,
    liveApp,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const host = await createAccount(request, newAccount("studio-live"));
    const stream = await createLiveEvent(request, `Studio ${uniqueId()}`, { registrationRequired: false });
    await page.goto(`/watch/${stream.streamId}`);
    await expect(page.getByRole("heading", { name: "Stream Offline" })).toBeVisible();

    const hostPage = await studio(browser, baseURL ?? liveApp.url, host, stream.eventId);
    await expect(hostPage.getByRole("meter", { name: "Microphone level" })).toBeVisible();
    await hostPage.getByRole("button", { name: "Go live from this browser" }).click();
    await expect(hostPage.getByText("Live: viewers see you")).toBeVisible({ timeout: PLAYING_CEILING_MS });
    await playing(page);
    expect((await hostStream(request, stream.streamId)).isLive).toBe(true);

    await hostPage.getByRole("button", { name: "Stop stream" }).click();
    await expect(hostPage.getByText("The stream was stopped.")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("heading", { name: "Stream Offline" })).toBeVisible({ timeout: 15_000 });
    expect((await hostStream(request, stream.streamId)).isLive).toBe(false);
    await expect.poll(() => appFfmpegs(liveApp).length, { timeout: 15_000 }).toBe(0);
    await hostPage.context().close();
  });

  test("a second tab is refused while the first sends, and takes over when the host asks", async ({ browser, request, liveApp, baseURL }) => {
    test.setTimeout(120_000);
    const host = await createAccount(request, newAccount("studio-takeover"));
    const stream = await createLiveEvent(request, `Studio takeover ${uniqueId()}`, { registrationRequired: false });
    const first = await studio(browser, baseURL ?? liveApp.url, host, stream.eventId);
    await first.getByRole("button", { name: "Go live from this browser" }).click();
    await expect(first.getByText("Live: viewers see you")).toBeVisible({ timeout: PLAYING_CEILING_MS });

    const second = await studio(browser, baseURL ?? liveApp.url, host, stream.eventId);
    await second.getByRole("button", { name: "Go live from this browser" }).click();
    await expect(second.getByText("Another browser is sending this stream. Take over to send from this one instead.")).toBeVisible();
    await second.getByRole("button", { name: "Take over" }).click();
    await expect(first.getByText("Another source took over this stream, so this browser stopped sending.")).toBeVisible({ timeout: 15_000 });
    await expect(second.getByText("Live: viewers see you")).toBeVisible({ timeout: PLAYING_CEILING_MS });
    expect((await hostStream(request, stream.streamId)).isLive).toBe(true);

    await second.getByRole("button", { name: "Stop stream" }).click();
    await expect.poll(async () => (await hostStream(request, stream.streamId)).isLive, { timeout: 15_000 }).toBe(false);
    await first.context().close();
    await second.context().close();
  });
});
