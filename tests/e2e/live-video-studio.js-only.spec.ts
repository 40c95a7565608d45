import type { APIRequestContext, Browser, Page } from "./test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../support/chromium";
import { appFfmpegs, createLiveEvent, expect, hostStream, test } from "./live-video-fixtures";
import { createAccount, newAccount, signIn, uniqueId } from "./support";
import { registerViewerThroughApi } from "./viewer-link";

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

/**
 * How long the test waits for a viewer's phone to play: that it plays is checked here, how fast is
 * tests/bench/browser-broadcast.ts's figure (the screen and camera are composed in software here,
 * which takes most of the two cores).
 */
const PLAYING_WITHIN_MS = 45_000;

async function studio(browser: Browser, baseURL: string, host: { email: string; password: string }, eventId: number, source: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signIn(page, host);
  await page.goto(`/events/${eventId}/stream?source=${source}`);
  await expect(page.getByRole("heading", { name: "Studio", level: 1 })).toBeVisible();
  return page;
}

/** A registered viewer on a phone, on their personal watch link. */
async function phoneViewer(browser: Browser, baseURL: string, streamId: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const { uniqueUrl } = await registerViewerThroughApi(page.request, streamId, `e2e-studio-${uniqueId()}@example.com`, "Vera");
  await page.goto(uniqueUrl);
  await expect(page.getByRole("heading", { name: "Stream Offline" })).toBeVisible();
  return page;
}

const currentTime = (page: Page) => page.evaluate(() => document.querySelector("video")?.currentTime ?? 0);

/** The viewer's video has a picture and its time advances. */
async function expectPlaying(page: Page, timeout = PLAYING_WITHIN_MS) {
  await page.waitForFunction(
    () => {
      const video = document.querySelector("video");
      return Boolean(video && video.videoWidth > 0 && video.currentTime > 0);
    },
    null,
    { timeout, polling: 100 },
  );
  const before = await currentTime(page);
  await expect.poll(() => currentTime(page), { timeout: 10_000 }).toBeGreaterThan(before + 1);
}

async function hiddenOffer(request: APIRequestContext, eventId: number, title: string) {
  const created = await request.post(`/api/events/${eventId}/offers`, {
    data: { title, description: "Eight weeks, live.", priceCents: 49_700, currency: "usd", checkoutUrl: "https://pay.example.com/a" },
  });
  expect(created.status(), await created.text()).toBe(201);
}

/** Opens the studio on a source, goes live, and waits until a registered viewer's phone plays it. */
async function goLive(browser: Browser, request: APIRequestContext, base: string, source: "camera" | "screen-and-camera") {
  const host = await createAccount(request, newAccount("studio-live"));
  const stream = await createLiveEvent(request, `Studio ${uniqueId()}`, { registrationRequired: true });
  await hiddenOffer(request, stream.eventId, "Growth Accelerator");
  const viewer = await phoneViewer(browser, base, stream.streamId);

  const hostPage = await studio(browser, base, host, stream.eventId, source);
  if (source === "screen-and-camera") await hostPage.getByRole("button", { name: "Choose screen" }).click();
  await expect(hostPage.getByRole("meter", { name: "Microphone level" })).toBeVisible();
  await hostPage.getByRole("button", { name: "Go live from this browser" }).click();
  await expectPlaying(viewer);
  await expect(hostPage.getByText("Live: viewers see you")).toBeVisible();
  expect((await hostStream(request, stream.streamId)).isLive).toBe(true);
  return { stream, viewer, hostPage };
}

/** End event from the studio's controls: the broadcast stops, the viewer is told, and no ffmpeg is left. */
async function endEvent({
  hostPage,
  viewer,
  request,
  streamId,
  liveApp,
}: {
  hostPage: Page;
  viewer: Page;
  request: APIRequestContext;
  streamId: string;
  liveApp: Parameters<typeof appFfmpegs>[0];
}) {
  const controls = hostPage.getByRole("region", { name: "Broadcast" });
  await controls.getByRole("button", { name: "End event" }).click();
  await controls.getByRole("group", { name: "End the event?" }).getByRole("button", { name: "Yes, end the event" }).click();
  await expect(hostPage.getByText("The stream was stopped.")).toBeVisible({ timeout: 15_000 });
  await expect(viewer.getByRole("heading", { name: "This event has ended" })).toBeVisible({ timeout: 15_000 });
  expect((await hostStream(request, streamId)).isLive).toBe(false);
  await expect.poll(() => appFfmpegs(liveApp).length, { timeout: 15_000 }).toBe(0);
  await hostPage.context().close();
  await viewer.context().close();
}

test.describe("going live from the studio's browser", () => {
  test("with the camera: a viewer's phone plays it, chat and a revealed offer reach both screens, and End event ends it", async ({
    browser,
    request,
    liveApp,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const { stream, viewer, hostPage } = await goLive(browser, request, baseURL ?? liveApp.url, "camera");

    await hostPage.getByLabel("Message as the host").fill("Welcome, everyone!");
    await hostPage.getByRole("button", { name: "Send", exact: true }).click();
    await expect(hostPage.locator("#chat").getByText("Welcome, everyone!")).toBeVisible();
    await expect(viewer.getByText("Welcome, everyone!")).toBeVisible();
    await hostPage.getByRole("navigation", { name: "Room panels" }).getByRole("link", { name: "Offers" }).click();
    const offer = hostPage.getByRole("main").getByRole("listitem").filter({ hasText: "Growth Accelerator" });
    await offer.getByRole("button", { name: "Reveal to viewers" }).click();
    await expect(offer.getByText("Showing", { exact: true })).toBeVisible({ timeout: 15_000 });
    // On a phone the offer arrives as a line under the player that leads to its card.
    await expect(viewer.getByRole("link", { name: /Growth Accelerator · \$497\.00/ })).toBeVisible();
    // Moving between panels leaves the broadcast running.
    await expect(hostPage.getByText("Live: viewers see you")).toBeVisible();

    await endEvent({ hostPage, viewer, request, streamId: stream.streamId, liveApp });
  });

  // The room's panels are the same whatever the source: this one checks the composed picture reaches
  // the viewer and ends cleanly, without repeating the chat and offer steps while both cores compose.
  test("with the screen and the camera: a viewer's phone plays the composed broadcast, and End event ends it", async ({
    browser,
    request,
    liveApp,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const { stream, viewer, hostPage } = await goLive(browser, request, baseURL ?? liveApp.url, "screen-and-camera");
    await endEvent({ hostPage, viewer, request, streamId: stream.streamId, liveApp });
  });
});
