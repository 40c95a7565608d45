import { expect, test, type APIRequestContext, type PlaywrightWorkerArgs } from "./test";
import { createAccount, createEventViaApi, createStreamViaApi, newAccount, signIn, uniqueId } from "./support";
import { registerViewerThroughApi } from "./viewer-link";

// The host's chat follows the stream's live events (Server-Sent Events): JavaScript only.

async function registerViewer(playwright: PlaywrightWorkerArgs["playwright"], streamId: string, firstName: string) {
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const { id, uniqueUrl } = await registerViewerThroughApi(api, streamId, `e2e-live-${uniqueId()}@example.com`, firstName);
  return { api, id, uniqueUrl };
}

async function say(viewer: { api: APIRequestContext; id: number }, streamId: string, message: string) {
  const response = await viewer.api.post(`/api/streams/${streamId}/chat`, { data: { viewerId: viewer.id, message } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test.describe("Event Settings chat, live", () => {
  test("messages, moderation and the viewer count arrive without reloading", async ({ page, request, browser, playwright }) => {
    const host = await createAccount(request, newAccount("settings-live"));
    const eventId = await createEventViaApi(request, `Live Chat ${uniqueId()}`);
    const { streamId } = await createStreamViaApi(request, "Main stage", eventId);
    const vera = await registerViewer(playwright, streamId, "Vera");
    await signIn(page, host);
    await page.goto(`/events/${eventId}/settings/${streamId}`);
    const chat = page.locator("#chat");
    await expect(chat.getByText("Connected", { exact: true })).toBeVisible();
    await expect(chat.getByText("0 watching")).toBeVisible();
    await expect(chat.getByText("No messages yet.", { exact: false })).toBeVisible();
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same page"));

    // A viewer's message appears live.
    const first = await say(vera, streamId, "Hello from the live chat");
    await expect(chat.getByRole("log").getByText("Hello from the live chat")).toBeVisible();
    await say(vera, streamId, "Second message");
    await expect(chat.getByRole("log").getByRole("listitem").last()).toContainText("Second message");

    // Moderation from elsewhere (the JSON call) is pushed too: pinned, then removed.
    expect((await request.patch(`/api/chat/${first}/moderate`, { data: { action: "sticky" } })).status()).toBe(200);
    await expect(chat.getByRole("region", { name: "Pinned messages" }).getByText("Hello from the live chat")).toBeVisible();
    expect((await request.patch(`/api/chat/${first}/moderate`, { data: { action: "remove" } })).status()).toBe(200);
    await expect(chat.getByText("Hello from the live chat")).toHaveCount(0);

    // The viewer opens their personal watch page in another browser: the count goes up, then down.
    const viewerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const watch = await viewerContext.newPage();
    await watch.goto(vera.uniqueUrl);
    await expect(watch.getByRole("heading", { name: "Stream Offline" })).toBeVisible();
    await expect(chat.getByText("1 watching")).toBeVisible({ timeout: 10_000 });
    await viewerContext.close();
    await expect(chat.getByText("0 watching")).toBeVisible({ timeout: 10_000 });

    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same page");
    await vera.api.dispose();
  });
});
