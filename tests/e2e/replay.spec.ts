import { expect, test, type APIRequestContext, type Page } from "./test";
import { replayAlert } from "../support/replay-alert";
import { insert, recordedEvent, RECORDING_SECONDS, withDb } from "./recording-fixture";
import { ONCE_WITH_JS, ONCE_WITHOUT_JS } from "./support";

// A registrant watches the replay of a broadcast recorded by the fixture, with the room's chat,
// an alert overlay and an offer's reveal written at known moments of it.

/**
 * An event whose broadcast was recorded an hour ago, with chat at 3 s and 20 s of it and an offer
 * revealed at 10 s, its replay published for 48 hours, and a registrant's replay link.
 */
async function recordedWebinar(request: APIRequestContext, label: string) {
  const { eventId, title, hostId, streamRowId, recordingRowId, accessToken, at } = await recordedEvent(request, {
    label,
    titlePrefix: "Replay Night",
    lastName: "Replay",
    timezone: "UTC",
  });
  const created = await request.post(`/api/events/${eventId}/offers`, {
    data: { title: "Replay Masterclass", description: "Six live coaching calls", priceCents: 4900, currency: "USD" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const offerId = ((await created.json()) as { id: number }).id;

  const replayId = withDb((db) => {
    const now = new Date().toISOString();
    for (const [seconds, message] of [
      [3, "Welcome everyone"],
      [20, "Here is the big announcement"],
    ] as const) {
      insert(db, "chat_messages", {
        stream_id: streamRowId,
        viewer_id: null,
        is_streamer: 1,
        message,
        created_at: at(seconds),
        updated_at: at(seconds),
        author_user_id: hostId,
        author_role: "host",
        author_name: "Hana",
      });
    }
    insert(db, "stage_marks", {
      stream_id: streamRowId,
      host_id: hostId,
      kind: "offer_revealed",
      ref_id: offerId,
      payload: JSON.stringify({ id: offerId }),
      at: at(10),
    });
    // An alert on screen from 12 s until the host stopped it at 25 s, as viewers got it.
    const alert = replayAlert(at);
    insert(db, "stage_marks", {
      stream_id: streamRowId,
      host_id: hostId,
      kind: "overlay_shown",
      ref_id: 1,
      payload: JSON.stringify(alert),
      at: at(12),
    });
    insert(db, "stage_marks", {
      stream_id: streamRowId,
      host_id: hostId,
      kind: "overlay_stopped",
      ref_id: 1,
      payload: JSON.stringify({ ...alert, isActive: false }),
      at: at(25),
    });
    return insert(db, "replays", {
      event_id: eventId,
      host_id: hostId,
      recording_id: recordingRowId,
      source_started_at: at(0),
      duration_ms: RECORDING_SECONDS * 1000,
      published: 1,
      published_at: now,
      expires_at: new Date(Date.now() + 48 * 60 * 60_000).toISOString(),
      created_at: now,
      updated_at: now,
    });
  });
  return { eventId, offerId, title, replayId, replayPath: `/replay/${eventId}/${accessToken}` };
}

const purchaseAttributions = (offerId: number) =>
  withDb((db) => db.prepare("select attribution from purchases where offer_id = ? order by id").all(offerId) as { attribution: string }[]);

async function payOnStripe(checkout: Page) {
  await expect(checkout.getByRole("heading", { name: "Pay $49.00" })).toBeVisible();
  await checkout.getByLabel("Name on card").fill("Rita Replay");
  await checkout.getByRole("button", { name: "Pay $49.00" }).click();
}

test.describe("the replay page", () => {
  test("replays the chat and the offer in time with the recording, and sells on the replay", { tag: ONCE_WITH_JS }, async ({ page, request }) => {
    // A host's sign-up, ffmpeg's 30 s recording and several seconds of real playback, on a shared 2-core box.
    test.setTimeout(120_000);
    const webinar = await recordedWebinar(request, "replay-js");
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await page.goto(webinar.replayPath);
    await expect(page.getByRole("heading", { name: webinar.title })).toBeVisible();
    await expect(page.getByText(/Available for 4[78] h \d+ min more/)).toBeVisible();

    const chat = page.getByRole("region", { name: "Chat replay" });
    const video = page.locator("video").first();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      v.currentTime = 15;
      return v.play();
    });
    await expect(chat.getByText("Welcome everyone")).toBeVisible();
    await expect(page.getByRole("article", { name: "Replay Masterclass" })).toBeVisible();

    // The playback time at the moment the 20-s message shows (read every frame): 19 to 21 s, never before.
    const shownAt = await page.waitForFunction(
      () => {
        const element = document.querySelector("video");
        const list = document.querySelector("[data-replay-chat]");
        if (!element || !list) return false;
        const shown = (list.textContent ?? "").includes("Here is the big announcement");
        return shown ? element.currentTime : element.currentTime > 22 ? -1 : false;
      },
      undefined,
      { polling: "raf", timeout: 20_000 },
    );
    const seconds = (await shownAt.jsonValue()) as number;
    expect(seconds).toBeGreaterThanOrEqual(19);
    expect(seconds).toBeLessThanOrEqual(21);
    await expect(page.getByText("Early-bird bonus ends soon")).toBeVisible();

    // Seeking back hides it again, and the offer revealed at 10 s.
    await video.evaluate((v: HTMLVideoElement) => {
      v.pause();
      v.currentTime = 5;
    });
    await expect(chat.getByText("Here is the big announcement")).toBeHidden();
    await expect(chat.getByText("Welcome everyone")).toBeVisible();
    await expect(page.getByRole("article", { name: "Replay Masterclass" })).toBeHidden();
    await expect(page.getByText("Early-bird bonus ends soon")).toBeHidden();

    // Played on past 10 s, the offer is back, and bought from here it is attributed to the replay.
    await video.evaluate((v: HTMLVideoElement) => {
      v.currentTime = 9;
      return v.play();
    });
    const offer = page.getByRole("article", { name: "Replay Masterclass" });
    await expect(offer).toBeVisible({ timeout: 10_000 });
    // Hydrated, the Buy form opens checkout in a new tab so the replay keeps playing here.
    const popup = page.waitForEvent("popup", { timeout: 15_000 });
    await offer.getByRole("button", { name: /Buy now/ }).click();
    const checkout = await popup;
    await payOnStripe(checkout);
    await expect(checkout).toHaveURL(new RegExp(`${webinar.replayPath}\\?checkout=success&offer=${webinar.offerId}$`));
    await expect.poll(() => purchaseAttributions(webinar.offerId), { timeout: 7_000 }).toEqual([{ attribution: "replay" }]);
    const purchases = await request.get(`/api/events/${webinar.eventId}/purchases`);
    expect(JSON.stringify(await purchases.json())).toContain("Replay Masterclass");
    expect(pageErrors).toEqual([]);
  });

  test("without JavaScript lists the whole chat with its times and sells the offer", { tag: ONCE_WITHOUT_JS }, async ({ page, request }) => {
    const webinar = await recordedWebinar(request, "replay-nojs");
    await page.goto(webinar.replayPath);
    await expect(page.getByRole("heading", { name: webinar.title })).toBeVisible();
    await expect(page.locator("video[controls][src$='/media/index.m3u8']")).toHaveCount(1);
    const chat = page.getByRole("region", { name: "Chat replay" });
    await expect(chat.getByRole("listitem").filter({ hasText: "Welcome everyone" })).toHaveText(/^0:03\s*Hana · Host:\s*Welcome everyone$/);
    await expect(chat.getByRole("listitem").filter({ hasText: "Here is the big announcement" })).toHaveText(/^0:20\s*Hana · Host:/);
    const offer = page.getByRole("article", { name: "Replay Masterclass" });
    await offer.getByRole("button", { name: /Buy now/ }).click();
    await payOnStripe(page);
    await expect(page).toHaveURL(new RegExp(`${webinar.replayPath}\\?checkout=success&offer=${webinar.offerId}$`));
    await expect.poll(() => purchaseAttributions(webinar.offerId), { timeout: 7_000 }).toEqual([{ attribution: "replay" }]);
  });

  test("for an event behind a passcode, asks a registrant who did not enter it live before anything plays", async ({ page, request }) => {
    const webinar = await recordedWebinar(request, "replay-passcode");
    withDb((db) => db.prepare("update events set passcode = ? where id = ?").run("river-7", webinar.eventId));
    await page.goto(webinar.replayPath);
    await expect(page.getByRole("heading", { name: "Enter the passcode" })).toBeVisible();
    await expect(page.locator("video")).toHaveCount(0);
    await expect(page.getByRole("article", { name: "Replay Masterclass" })).toHaveCount(0);

    await page.getByRole("textbox", { name: "Passcode" }).fill("open sesame");
    await page.getByRole("button", { name: "Join" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "That passcode is not right." })).toBeVisible();
    await page.getByRole("textbox", { name: "Passcode" }).fill("river-7");
    await page.getByRole("button", { name: "Join" }).click();
    await expect(page.getByRole("heading", { name: webinar.title })).toBeVisible();
    await expect(page.locator("video").first()).toBeAttached();
    await expect(page.getByRole("heading", { name: "Enter the passcode" })).toHaveCount(0);
  });

  test("refuses an expired replay with a clear page", { tag: ONCE_WITHOUT_JS }, async ({ page, request }) => {
    const webinar = await recordedWebinar(request, "replay-expired");
    withDb((db) => db.prepare("update replays set expires_at = ? where id = ?").run(new Date(Date.now() - 60_000).toISOString(), webinar.replayId));
    const response = await page.goto(webinar.replayPath);
    expect(response?.status()).toBe(410);
    await expect(page.getByRole("heading", { name: "This replay is no longer available" })).toBeVisible();
    await expect(page.getByText(/The replay was available until/)).toBeVisible();
    await expect(page.locator("video")).toHaveCount(0);
  });
});
