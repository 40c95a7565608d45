import crypto from "node:crypto";
import { expect, test, type Page } from "./test";
import { createAccount, createStreamViaApi, newAccount, uniqueId } from "./support";
import { joinOnWatchPage } from "./viewer-link";

// The watch page's chat, with JavaScript (sent through the JSON call, live over the page's
// connection) and without (a plain form posting to the page, redirecting back).

/**
 * Each viewer comes from their own address, as real viewers do: registrations are limited per
 * address (30 in 10 minutes), and the suite registers many viewers from this one machine. The
 * app trusts X-Forwarded-For from loopback.
 */
const ownAddress = (page: Page) =>
  page.setExtraHTTPHeaders({ "X-Forwarded-For": `10.${crypto.randomInt(255)}.${crypto.randomInt(255)}.${crypto.randomInt(1, 255)}` });

async function registerAndOpen(page: Page, streamId: string, firstName: string, javaScriptEnabled: boolean) {
  await ownAddress(page);
  await joinOnWatchPage(page, streamId, `e2e-chat-${uniqueId()}@example.com`, firstName);
  await expect(page.getByRole("heading", { name: "Stream Offline" })).toBeVisible();
  // With JavaScript the counter appears once the page is interactive.
  if (javaScriptEnabled) await expect(page.getByText("0/500")).toBeVisible();
}

const chatLog = (page: Page) => page.getByRole("log");
const chatItem = (page: Page, text: string) => chatLog(page).getByRole("listitem").filter({ hasText: text });

test("a registered viewer chats before the start, and the host's message shows marked as the host", async ({ page, request, javaScriptEnabled }) => {
  await createAccount(request, newAccount("watch-chat"));
  const stream = await createStreamViaApi(request, `Chat ${uniqueId()}`);
  await registerAndOpen(page, stream.streamId, "Lou", Boolean(javaScriptEnabled));
  await expect(chatLog(page)).toContainText("No messages yet");
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same page"));

  await page.getByLabel("Chat message").fill("Hello from the audience");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(chatItem(page, "Hello from the audience")).toContainText("Lou");
  await expect(page.getByLabel("Chat message")).toHaveValue("");
  if (!javaScriptEnabled) await expect(page).toHaveURL(/#chat$/);

  const hostPost = await request.post(`/api/streams/${stream.streamId}/chat`, {
    data: { message: "Welcome, we start soon", viewerId: null, isStreamer: true },
  });
  expect(hostPost.status(), await hostPost.text()).toBe(201);
  if (!javaScriptEnabled) await page.reload();
  const hostItem = chatItem(page, "Welcome, we start soon");
  await expect(hostItem).toBeVisible();
  await expect(hostItem).toContainText("Host");
  await expect(hostItem).not.toContainText("@");
  // Newest at the bottom.
  await expect(chatLog(page).getByRole("listitem").last()).toContainText("Welcome, we start soon");
  if (javaScriptEnabled) {
    // Live: no reload happened.
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same page");
  }
});

test("a blank message is not sent", async ({ page, request, javaScriptEnabled }) => {
  await createAccount(request, newAccount("watch-chat-blank"));
  const stream = await createStreamViaApi(request, `Chat blank ${uniqueId()}`);
  await registerAndOpen(page, stream.streamId, "Bo", Boolean(javaScriptEnabled));
  await page.getByLabel("Chat message").fill("   ");
  if (javaScriptEnabled) {
    await expect(page.getByRole("button", { name: "Send" })).toBeDisabled();
  } else {
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Message cannot be empty" })).toBeVisible();
  }
  await expect(chatLog(page)).toContainText("No messages yet");
});
