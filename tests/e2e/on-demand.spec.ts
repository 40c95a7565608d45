import { expect, test, type APIRequestContext } from "./test";
import { insert, recordedEvent, withDb } from "./recording-fixture";
import { ONCE_WITH_JS, ONCE_WITHOUT_JS } from "./support";

// A registrant watches an event on demand, from a recording made by the fixture.

/** An event whose broadcast was recorded an hour ago, on demand every 30 minutes, and a registrant's on-demand link. */
async function onDemandWebinar(request: APIRequestContext, label: string) {
  const { eventId, title, hostId, accessToken } = await recordedEvent(request, {
    label,
    titlePrefix: "Evergreen Night",
    lastName: "Demand",
    timezone: "Europe/Paris",
  });
  withDb((db) => {
    const now = new Date().toISOString();
    insert(db, "on_demand_settings", {
      event_id: eventId,
      host_id: hostId,
      enabled: 1,
      every_minutes: 30,
      daily_times: "[]",
      upcoming_count: 3,
      created_at: now,
      updated_at: now,
    });
  });
  return { eventId, title, choicePath: `/on-demand/${eventId}/${accessToken}` };
}

test.describe("on-demand sessions", () => {
  test(
    "An on-demand session started by 'watch now' begins at 0 and cannot be sought past the live point",
    { tag: ONCE_WITH_JS },
    async ({ page, request }) => {
      const webinar = await onDemandWebinar(request, "on-demand-js");
      const pageErrors: string[] = [];
      page.on("pageerror", (error) => pageErrors.push(error.message));
      await page.goto(webinar.choicePath);
      await expect(page.getByRole("heading", { name: webinar.title })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Or pick a session" })).toBeVisible();

      const pressed = Date.now();
      await page.getByRole("button", { name: "Watch now" }).click();
      await expect(page).toHaveURL(new RegExp(`${webinar.choicePath}/\\d+$`));
      await expect(page.getByText("On demand", { exact: true })).toBeVisible();

      const video = page.locator("video").first();
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
      // The session began at 0 when "watch now" was pressed: the player opens at its live point, the
      // seconds since then (the page's load under a busy machine), never further into the recording.
      const opened = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
      expect(opened).toBeLessThanOrEqual((Date.now() - pressed) / 1000 + 1);
      await video.evaluate((v: HTMLVideoElement) => {
        v.muted = true;
        return v.play();
      });

      // A seek far ahead lands on the live point: the seconds since "watch now", nowhere near 25.
      await video.evaluate((v: HTMLVideoElement) => {
        v.currentTime = 25;
      });
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.seeking), { timeout: 5_000 }).toBe(false);
      const landed = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
      const livePoint = (Date.now() - pressed) / 1000;
      expect(landed).toBeLessThanOrEqual(livePoint + 1);
      expect(landed).toBeLessThan(25);

      // Going back is fine, even far behind the live point: the player is not pulled forward again.
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(9);
      await video.evaluate((v: HTMLVideoElement) => {
        v.currentTime = 0.5;
      });
      // It lands near 0.5 and plays on from there; pulled forward, it would be past 9 s (the live point).
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeLessThan(3);
      await page.waitForTimeout(2_000);
      expect(await video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeLessThan(6);

      // The session's own chat: a message shows for its author at once.
      const chat = page.getByRole("region", { name: "Session chat" });
      await chat.getByLabel("Message").fill("Watching on demand!");
      await chat.getByRole("button", { name: "Send" }).click();
      await expect(chat.getByText("Watching on demand!")).toBeVisible();
      expect(pageErrors).toEqual([]);
    },
  );

  test(
    "without JavaScript a registrant picks a session and gets the recording with the browser's controls",
    { tag: ONCE_WITHOUT_JS },
    async ({ page, request }) => {
      const webinar = await onDemandWebinar(request, "on-demand-nojs");
      await page.goto(webinar.choicePath);
      await page.getByRole("button", { name: "Watch now" }).click();
      await expect(page).toHaveURL(new RegExp(`${webinar.choicePath}/\\d+$`));
      await expect(page.locator("video[controls][src$='/media/index.m3u8']")).toHaveCount(1);
      const chat = page.getByRole("region", { name: "Session chat" });
      await chat.getByLabel("Message").fill("No script here");
      await chat.getByRole("button", { name: "Send" }).click();
      await expect(page.getByRole("region", { name: "Session chat" }).getByText("No script here")).toBeVisible();
    },
  );
});
