import type { APIRequestContext, Page } from "./test";
import { exitWithin, rtmpUrl, startEncoder, type Encoder } from "../support/encoder";
import { createAccount, mainContent, newAccount, signIn, uniqueId } from "./support";
import { appFfmpegs, createLiveEvent, expect, hostStream, test, withAndWithoutJavaScript, type LiveVideoApp } from "./live-video-fixtures";

// The host's forms that act on a running broadcast, with JavaScript and without: End Stream on the
// event dashboard and Reset key on the Stream Setup card both cut the encoder.

test.describe.configure({ mode: "default" });

let encoder: Encoder | null = null;
test.afterEach(async () => {
  await encoder?.stop();
  encoder = null;
});

/** A new host's event whose stream an encoder has taken live, and the host on its dashboard: the stream, the encoder and the page's content. */
async function liveOnDashboard(
  { page, request, liveApp }: { page: Page; request: APIRequestContext; liveApp: LiveVideoApp },
  label: string,
  title: string,
) {
  const host = await createAccount(request, newAccount(label));
  const stream = await createLiveEvent(request, `${title} ${uniqueId()}`);
  const publisher = startEncoder(rtmpUrl(liveApp.rtmpPort, stream.streamKey));
  encoder = publisher;
  await expect.poll(async () => (await hostStream(request, stream.streamId)).isLive, { timeout: 30_000 }).toBe(true);

  await signIn(page, host);
  await page.goto(`/events/${stream.eventId}`);
  return { stream, publisher, main: mainContent(page) };
}

withAndWithoutJavaScript(() => {
  test("Stop stream on the dashboard cuts the encoder at once; the event, a week ahead, stays scheduled", async ({ page, request, liveApp }) => {
    test.setTimeout(90_000);
    const { stream, publisher, main } = await liveOnDashboard({ page, request, liveApp }, "live-form-end", "Form end");
    await expect(main.locator("header").getByText("Live", { exact: true })).toBeVisible();
    await main.getByRole("group", { name: "Event actions" }).getByRole("button", { name: "Stop stream" }).click();
    await expect(main.locator("header").getByText("Scheduled", { exact: true })).toBeVisible();

    expect(await exitWithin(publisher, 5_000)).not.toBe("still running");
    expect((await hostStream(request, stream.streamId)).isLive).toBe(false);
    await expect.poll(() => appFfmpegs(liveApp), { timeout: 5_000 }).toEqual([]);
  });

  test("Reset key on the Stream Setup card cuts the encoder", async ({ page, request, liveApp, javaScriptEnabled }) => {
    test.setTimeout(90_000);
    const { stream, publisher, main } = await liveOnDashboard({ page, request, liveApp }, "live-form-reset", "Form reset");
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
    expect(await exitWithin(publisher, 10_000)).not.toBe("still running");
    expect((await hostStream(request, stream.streamId)).streamKey).not.toBe(stream.streamKey);
  });
});
