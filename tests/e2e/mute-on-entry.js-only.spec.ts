import { expect, test, type APIRequestContext, type Page } from "./test";
import { deliverMuxWebhook, muxLiveStreamId } from "./mux";
import { createAccount, createStreamViaApi, newAccount, uniqueId } from "./support";
import { joinOnWatchPage } from "./viewer-link";

// Issue 20, part 7: "Mute on entry" (on by default) starts the player muted with a clear "Tap to
// unmute"; off, the viewer's tap (when the browser asks for one) starts it with sound.

async function liveEventViewer(page: Page, request: APIRequestContext, muteMembersOnEntry: boolean) {
  await createAccount(request, newAccount(`mute-${muteMembersOnEntry ? "on" : "off"}`));
  const created = await request.post("/api/events", {
    data: { title: `Mute ${uniqueId()}`, scheduledAt: "2031-05-06T15:00:00Z", timezone: "ET", muteMembersOnEntry },
  });
  expect(created.status()).toBe(201);
  const eventId = ((await created.json()) as { id: number }).id;
  const stream = await createStreamViaApi(request, "Main stage", eventId);
  await joinOnWatchPage(page, stream.streamId, `e2e-mute-${uniqueId()}@example.com`, "Mo");
  expect((await deliverMuxWebhook(request, "video.live_stream.active", await muxLiveStreamId(request, stream.streamKey))).status()).toBe(200);
  await expect(page.getByRole("region", { name: /live video$/ })).toBeVisible();
}

const video = (page: Page) =>
  page.evaluate(() => ({ muted: document.querySelector("video")?.muted, time: document.querySelector("video")?.currentTime ?? 0 }));

test("with mute on entry the stream starts muted and says how to hear it", async ({ page, request }) => {
  await liveEventViewer(page, request, true);
  const unmute = page.getByRole("button", { name: "Tap to unmute" });
  await expect(unmute).toBeVisible();
  await expect.poll(async () => (await video(page)).time, { timeout: 15_000 }).toBeGreaterThan(0.3);
  expect((await video(page)).muted).toBe(true);
  await unmute.click();
  await expect(unmute).toHaveCount(0);
  expect((await video(page)).muted).toBe(false);
});

test("without mute on entry the stream plays with sound, after the viewer's tap when the browser wants one", async ({ page, request }) => {
  await liveEventViewer(page, request, false);
  const join = page.getByRole("button", { name: "Join with sound" });
  await expect.poll(async () => (await join.isVisible()) || (await video(page)).time > 0.3, { timeout: 15_000 }).toBe(true);
  if (await join.isVisible()) await join.click();
  await expect.poll(async () => (await video(page)).time, { timeout: 15_000 }).toBeGreaterThan(0.3);
  expect((await video(page)).muted).toBe(false);
  await expect(page.getByRole("button", { name: "Tap to unmute" })).toHaveCount(0);
});
