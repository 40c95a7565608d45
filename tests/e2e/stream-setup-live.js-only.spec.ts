import { expect, test } from "./test";
import { deliverMuxWebhook, muxLiveStreamId } from "./mux";
import { createAccount, createEventViaApi, mainContent, newAccount, signIn, uniqueId } from "./support";

// The dashboard follows the stream's live state over its live connection: JavaScript only.
test.describe("stream setup with Mux", () => {
  test("with Mux, the open dashboard switches to Live by itself when the stream arrives", async ({ page, request }) => {
    const host = await createAccount(request, newAccount("stream-mux"));
    const id = await createEventViaApi(request, `Mux Setup ${uniqueId()}`);
    await signIn(page, host);
    await page.goto(`/events/${id}`);
    const main = mainContent(page);
    const panel = main.locator("#stream-setup");
    // The suite runs against the fake Mux.
    await expect(panel.getByText("Connected", { exact: true })).toBeVisible();

    await panel.getByRole("button", { name: "Create Stream" }).click();
    await panel.getByRole("button", { name: "Reveal stream key" }).click();
    const key = panel.getByLabel("Stream key", { exact: true });
    await expect(key).toHaveValue(/^[\w-]{20,}$/);
    const liveStreamId = await muxLiveStreamId(request, await key.inputValue());
    await expect(panel.getByText("Offline", { exact: true })).toBeVisible();

    expect((await deliverMuxWebhook(request, "video.live_stream.active", liveStreamId)).status()).toBe(200);
    await expect(panel.getByText("Live", { exact: true })).toBeVisible();
    await expect(main.locator("header").getByText("Live", { exact: true })).toBeVisible();
    await expect(main.getByRole("group", { name: "Event actions" }).getByRole("button", { name: "Stop stream" })).toBeVisible();

    expect((await deliverMuxWebhook(request, "video.live_stream.idle", liveStreamId)).status()).toBe(200);
    await expect(panel.getByText("Offline", { exact: true })).toBeVisible();
  });
});
