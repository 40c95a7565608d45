import { rtmpUrl, startEncoder, type Encoder } from "../support/encoder";
import { createAccount, mainContent, newAccount, signIn, uniqueId } from "./support";
import { appFfmpegs, createLiveEvent, expect, hostStream, test, withAndWithoutJavaScript } from "./live-video-fixtures";

// The host's forms that act on a running broadcast, with JavaScript and without: End Stream on the
// event dashboard and Reset key on the Stream Setup card both cut the encoder.

test.describe.configure({ mode: "default" });

let encoder: Encoder | null = null;
test.afterEach(async () => {
  await encoder?.stop();
  encoder = null;
});

const stillPublishing = (publisher: Encoder, ms: number) =>
  Promise.race([publisher.exited.then(() => false), new Promise<boolean>((resolve) => setTimeout(() => resolve(true), ms))]);

withAndWithoutJavaScript(() => {
  test("Stop stream on the dashboard cuts the encoder at once; the event, a week ahead, stays scheduled", async ({ page, request, liveApp }) => {
    test.setTimeout(90_000);
    const host = await createAccount(request, newAccount("live-form-end"));
    const stream = await createLiveEvent(request, `Form end ${uniqueId()}`);
    encoder = startEncoder(rtmpUrl(liveApp.rtmpPort, stream.streamKey));
    await expect.poll(async () => (await hostStream(request, stream.streamId)).isLive, { timeout: 30_000 }).toBe(true);

    await signIn(page, host);
    await page.goto(`/events/${stream.eventId}`);
    const main = mainContent(page);
    await expect(main.locator("header").getByText("Live", { exact: true })).toBeVisible();
    await main.getByRole("group", { name: "Event actions" }).getByRole("button", { name: "Stop stream" }).click();
    await expect(main.locator("header").getByText("Scheduled", { exact: true })).toBeVisible();

    expect(await stillPublishing(encoder, 5_000)).toBe(false);
    expect((await hostStream(request, stream.streamId)).isLive).toBe(false);
    await expect.poll(() => appFfmpegs(liveApp), { timeout: 5_000 }).toEqual([]);
  });

  test("Reset key on the Stream Setup card cuts the encoder", async ({ page, request, liveApp, javaScriptEnabled }) => {
    test.setTimeout(90_000);
    const host = await createAccount(request, newAccount("live-form-reset"));
    const stream = await createLiveEvent(request, `Form reset ${uniqueId()}`);
    encoder = startEncoder(rtmpUrl(liveApp.rtmpPort, stream.streamKey));
    await expect.poll(async () => (await hostStream(request, stream.streamId)).isLive, { timeout: 30_000 }).toBe(true);

    await signIn(page, host);
    await page.goto(`/events/${stream.eventId}`);
    const main = mainContent(page);
    const panel = main.locator("#stream-setup");
    if (javaScriptEnabled) {
      page.once("dialog", (dialog) => void dialog.accept());
      await panel.getByRole("button", { name: "Reset key" }).click();
      await expect(page.getByText("Stream key reset").first()).toBeVisible();
    } else {
      await panel.locator("summary").filter({ hasText: "Reset key" }).click();
      await panel.getByRole("button", { name: "Confirm reset" }).click();
      await expect(main.getByRole("status").filter({ hasText: "Stream key reset" })).toBeVisible();
    }
    expect(await stillPublishing(encoder, 10_000)).toBe(false);
    expect((await hostStream(request, stream.streamId)).streamKey).not.toBe(stream.streamKey);
  });
});
