import { expect, test, type Page } from "./test";
import { deliverMuxWebhook, muxLiveStreamId } from "./mux";
import { createAccount, createEventViaApi, createStreamViaApi, newAccount, PUSHED, signIn, uniqueId } from "./support";
import { joinOnWatchPage } from "./viewer-link";

// The host runs overlays from the Event Settings screen in one browser; a registered viewer's
// player in another shows each as it starts, without a reload, and the alert leaves after its duration.

const card = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const toast = (page: Page, text: string) => page.getByRole("region", { name: /Notifications/ }).getByText(text);
/**
 * The host's own confirmation follows the action and the settings page's revalidation (three
 * loaders and a re-render of the whole page, beside a second browser): seen taking over 7 s in a
 * full run on 2 cores. What this test times is the viewer's side (PUSHED).
 */
const CONFIRMED = { timeout: 20_000 };

test("overlays started on the host's screen appear on the viewer's player as they start", async ({ page: host, request, browser }) => {
  // Two browsers, four overlays, and the host's confirmations (CONFIRMED) on a loaded machine.
  test.setTimeout(120_000);
  const account = await createAccount(request, newAccount("overlays-two-sides"));
  const eventId = await createEventViaApi(request, `Overlay Night ${uniqueId()}`);
  const stream = await createStreamViaApi(request, "Main stage", eventId);

  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const viewer = await context.newPage();
  await joinOnWatchPage(viewer, stream.streamId, `e2e-two-sides-${uniqueId()}@example.com`, "Vic");
  await expect(viewer.getByRole("heading", { name: "Stream Offline" })).toBeVisible();
  expect((await deliverMuxWebhook(request, "video.live_stream.active", await muxLiveStreamId(request, stream.streamKey))).status()).toBe(200);
  await expect(viewer.getByRole("region", { name: /live video$/ })).toBeVisible();

  await signIn(host, account);
  await host.goto(`/events/${eventId}/settings/${stream.streamId}`);

  const countdown = card(host, "Countdown Timer");
  // The forms check themselves once the page has come to life; a click before that posts the
  // plain form, whose answer is the page's notice, not a toast.
  await expect(countdown.locator("form")).toHaveAttribute("novalidate", "");
  await countdown.getByLabel("Minutes").fill("0");
  // Long enough to still be running at the end of the test, however slow the machine.
  await countdown.getByLabel("Seconds").fill("50");
  await countdown.getByLabel("Title").fill("Doors open in");
  const startedBefore = Date.now();
  await countdown.getByRole("button", { name: "Start Countdown" }).click();
  await expect(toast(host, "Countdown Started")).toBeVisible(CONFIRMED);
  const timer = viewer.getByRole("timer", { name: /^Doors open in: \d+ seconds? left$/ });
  await expect(timer).toBeVisible(PUSHED);
  // The countdown ends 50 s after the server started it: the viewer sees what is left of those
  // 50 s, never more, and never less than the time that has passed since the click allows.
  const secondsLeft = async () => Number((await timer.getAttribute("aria-label"))?.match(/(\d+) seconds?/)?.[1]);
  const firstSeen = await secondsLeft();
  expect(firstSeen).toBeLessThanOrEqual(50);
  expect(firstSeen).toBeGreaterThanOrEqual(50 - Math.ceil((Date.now() - startedBefore) / 1000) - 1);
  await expect(timer).toContainText(/Doors open in0:[0-5]\d/);
  await expect.poll(secondsLeft, PUSHED).toBeLessThan(firstSeen);

  const alert = card(host, "Alert Builder");
  await alert.getByLabel("Title").fill("Welcome, early birds!");
  await alert.getByLabel("Duration (s)").fill("2");
  await alert.getByRole("button", { name: "Show Alert" }).click();
  // The alert lasts 2 s: the viewer's player is watched while the host's confirmation arrives.
  const viewerAlert = viewer.getByText("Welcome, early birds!");
  const seenAt = expect(viewerAlert)
    .toBeVisible(PUSHED)
    .then(() => Date.now());
  await expect(toast(host, "Alert Created")).toBeVisible(CONFIRMED);
  const shownAt = await seenAt;

  const progress = card(host, "Progress Bar");
  await progress.getByLabel("Current").fill("40");
  await progress.getByLabel("Total").fill("100");
  await progress.getByRole("button", { name: "Create Progress Bar" }).click();
  await expect(toast(host, "Progress Bar Created")).toBeVisible(CONFIRMED);
  const bar = viewer.getByRole("progressbar", { name: "Spots Filled" });
  await expect(bar).toBeVisible(PUSHED);
  await expect(bar).toContainText("40%");

  const celebration = card(host, "Custom GIF + Sound Alerts");
  await celebration.getByLabel("Preset", { exact: true }).selectOption("builtin-confetti");
  await celebration.getByLabel("First name", { exact: true }).fill("Ada");
  await celebration.getByRole("button", { name: "Trigger Alert" }).click();
  await expect(toast(host, "GIF + Sound Alert Triggered")).toBeVisible(CONFIRMED);
  await expect(viewer.getByText("Ada just enrolled! Welcome aboard!")).toBeVisible(PUSHED);
  await expect(viewer.locator('img[src="/overlays/confetti.gif"]')).toBeVisible();

  // The 2-second alert leaves by itself (after a 300 ms fade), the others stay.
  await expect(viewerAlert).toHaveCount(0, { timeout: 4_000 });
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1_500);
  await expect(bar).toBeVisible();
  await expect(timer).toBeVisible();
  await context.close();
});
