import crypto from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "./test";
import { createAccount, createStreamViaApi, newAccount, uniqueId } from "./support";
import { joinOnWatchPage } from "./viewer-link";

// Live behaviour of the watch page's chat (JavaScript only): the counter, moderation pushed over
// the page's live connection, kick and shadowban notices.

const toast = (page: Page, title: string) => page.getByRole("region", { name: /Notifications/ }).getByText(title, { exact: true });
const chatLog = (page: Page) => page.getByRole("log");
const chatItem = (page: Page, text: string) => chatLog(page).getByRole("listitem").filter({ hasText: text });

/**
 * Each viewer comes from their own address, as real viewers do: registrations are limited per
 * address (30 in 10 minutes), and the suite registers many viewers from this one machine. The
 * app trusts X-Forwarded-For from loopback.
 */
const ownAddress = (page: Page) =>
  page.setExtraHTTPHeaders({ "X-Forwarded-For": `10.${crypto.randomInt(255)}.${crypto.randomInt(255)}.${crypto.randomInt(1, 255)}` });

async function registerAndOpen(page: Page, streamId: string, firstName: string) {
  await ownAddress(page);
  await joinOnWatchPage(page, streamId, `e2e-chat-live-${uniqueId()}@example.com`, firstName);
  await expect(page.getByRole("heading", { name: "Live chat" })).toBeVisible();
  await expect(page.getByText("0/500")).toBeVisible();
}

async function say(page: Page, text: string) {
  await page.getByLabel("Chat message").fill(text);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(chatItem(page, text)).toBeVisible();
}

interface HostMessage {
  id: number;
  message: string;
  viewer: { id: number } | null;
}

/** The host's view of a message (with its author's id), read through the JSON API. */
async function hostMessage(request: APIRequestContext, streamId: string, text: string) {
  const response = await request.get(`/api/streams/${streamId}/chat`);
  expect(response.status()).toBe(200);
  const found = ((await response.json()) as HostMessage[]).find((m) => m.message === text);
  if (!found) throw new Error(`no message ${text}`);
  return found;
}

async function setup(request: APIRequestContext, label: string) {
  await createAccount(request, newAccount(label));
  return createStreamViaApi(request, `Chat live ${uniqueId()}`);
}

test("the counter counts to 500 and blank cannot be sent", async ({ page, request }) => {
  const stream = await setup(request, "chat-counter");
  await registerAndOpen(page, stream.streamId, "Cleo");
  const input = page.getByLabel("Chat message");
  const send = page.getByRole("button", { name: "Send" });
  await expect(send).toBeDisabled();
  await input.fill("    ");
  await expect(page.getByText("4/500")).toBeVisible();
  await expect(send).toBeDisabled();
  await input.press("Enter");
  await expect(chatLog(page)).toContainText("No messages yet");

  await input.fill("Hello there");
  await expect(page.getByText("11/500")).toBeVisible();
  await expect(send).toBeEnabled();
  await expect(input).toHaveAttribute("maxlength", "500");
  await input.fill("x".repeat(480));
  await expect(page.getByText("480/500")).toBeVisible();
  await input.fill("Enter sends it");
  await input.press("Enter");
  await expect(chatItem(page, "Enter sends it")).toContainText("Cleo");
  await expect(page.getByText("0/500")).toBeVisible();
});

test("a kicked viewer sees 'Removed from Stream' and can no longer chat", async ({ page, request }) => {
  const stream = await setup(request, "chat-kick");
  await registerAndOpen(page, stream.streamId, "Kurt");
  await say(page, "I am about to be kicked");
  const { viewer } = await hostMessage(request, stream.streamId, "I am about to be kicked");

  const kicked = await request.patch(`/api/viewers/${viewer?.id}/kick`, { data: { streamId: stream.streamId } });
  expect(kicked.status(), await kicked.text()).toBe(200);
  await expect(toast(page, "Removed from Stream")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Removed from Stream" })).toBeVisible();
  await expect(page.getByLabel("Chat message")).toBeDisabled();
  await expect(page.getByRole("button", { name: "Send" })).toBeDisabled();
  await expect(page.getByText("You have been removed from this stream chat")).toBeVisible();
});

test("a shadowbanned viewer is told 'Chat Restricted' and still sees their messages; others don't", async ({ page, browser, request }) => {
  const stream = await setup(request, "chat-shadow");
  await registerAndOpen(page, stream.streamId, "Sid");
  await say(page, "Before the ban");
  const { viewer } = await hostMessage(request, stream.streamId, "Before the ban");

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  try {
    await registerAndOpen(otherPage, stream.streamId, "Ola");
    await expect(chatItem(otherPage, "Before the ban")).toBeVisible();

    const banned = await request.patch(`/api/viewers/${viewer?.id}/shadowban`, { data: { streamId: stream.streamId } });
    expect(banned.status(), await banned.text()).toBe(200);
    await expect(toast(page, "Chat Restricted")).toBeVisible();
    await expect(toast(page, "Your chat access has been restricted")).toBeVisible();

    await say(page, "Nobody hears this");
    await say(otherPage, "Ola is still here");
    // The banned viewer sees the others live, and their own message stays.
    await expect(chatItem(page, "Ola is still here")).toBeVisible();
    await expect(chatItem(page, "Nobody hears this")).toBeVisible();
    await expect(chatItem(otherPage, "Nobody hears this")).toHaveCount(0);
  } finally {
    await other.close();
  }
});

test("the host's pin moves a message to the top and a removal takes it away, live", async ({ page, request }) => {
  const stream = await setup(request, "chat-pin");
  await registerAndOpen(page, stream.streamId, "Pia");
  await say(page, "First message");
  await say(page, "Second message");
  await say(page, "Third message");
  const items = chatLog(page).getByRole("listitem");
  await expect(items.first()).toContainText("First message");

  const { id } = await hostMessage(request, stream.streamId, "Third message");
  const pinned = await request.patch(`/api/chat/${id}/moderate`, { data: { action: "sticky" } });
  expect(pinned.status(), await pinned.text()).toBe(200);
  await expect(items.first()).toContainText("Third message");
  await expect(items.first()).toContainText("Pinned");

  const removed = await request.patch(`/api/chat/${id}/moderate`, { data: { action: "remove" } });
  expect(removed.status(), await removed.text()).toBe(200);
  await expect(chatItem(page, "Third message")).toHaveCount(0);
  await expect(items.first()).toContainText("First message");
  await expect(items).toHaveCount(2);
});

/** Hearts floating on the player (each carries its drift as a CSS variable). */
const floatingHearts = (page: Page) => page.evaluate(() => document.querySelectorAll('[style*="--heart-drift"]').length);
const playedSeconds = (page: Page) => page.evaluate(() => document.querySelector("video")?.currentTime ?? 0);

test.describe("with motion", () => {
  // The suite asks for reduced motion (playwright.config.ts); hearts are the room's motion itself.
  test.use({ reducedMotion: "no-preference" });

  test("a heart sent on the live player floats for the other viewers, once for the sender", async ({ page, browser, request }) => {
    const stream = await setup(request, "chat-hearts");
    const live = await request.patch(`/api/streams/${stream.streamId}`, { data: { isLive: true } });
    expect(live.status(), await live.text()).toBe(200);
    const other = await browser.newContext({ reducedMotion: "no-preference" });
    const otherPage = await other.newPage();
    try {
      await registerAndOpen(page, stream.streamId, "Hal");
      await registerAndOpen(otherPage, stream.streamId, "Ivy");
      await expect.poll(() => playedSeconds(page), { timeout: 15_000 }).toBeGreaterThan(0.3);
      await expect.poll(() => playedSeconds(otherPage), { timeout: 15_000 }).toBeGreaterThan(0.3);

      const sent = page.waitForResponse((r) => r.url().endsWith(`/api/streams/${stream.streamId}/hearts`));
      await page.getByRole("region", { name: /live video$/ }).dblclick();
      expect((await sent).status()).toBe(202);
      await expect.poll(() => floatingHearts(otherPage)).toBe(1);
      // The sender's own heart floated where they clicked; its echo from the server is not a second one.
      expect(await floatingHearts(page)).toBe(1);
      await page.waitForTimeout(700);
      expect(await floatingHearts(page)).toBe(1);
      // Hearts vanish after 3 s.
      await expect.poll(() => floatingHearts(otherPage), { timeout: 5_000 }).toBe(0);
    } finally {
      await other.close();
    }
  });
});

test("while the live connection is down the chat input is disabled ('Reconnecting…'), and comes back with it", async ({ page, request }) => {
  // Keeps a handle on the page's EventSource, so the test can tell the page that it dropped.
  await page.addInitScript(() => {
    const Native = window.EventSource;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        (window as unknown as { liveSource: EventSource }).liveSource = this;
      }
    };
  });
  const signal = (type: "error" | "open") =>
    page.evaluate((t) => (window as unknown as { liveSource: EventSource }).liveSource.dispatchEvent(new Event(t)), type);
  const stream = await setup(request, "chat-reconnect");
  await registerAndOpen(page, stream.streamId, "Rae");
  await say(page, "Before the drop");
  await expect.poll(() => page.evaluate(() => (window as unknown as { liveSource?: EventSource }).liveSource?.readyState)).toBe(1);

  // EventSource reports a drop with `error` while it retries by itself.
  await signal("error");
  await expect(page.getByLabel("Chat message")).toBeDisabled();
  await expect(page.getByPlaceholder("Reconnecting…")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Reconnecting…" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send" })).toBeDisabled();

  await signal("open");
  await expect(page.getByLabel("Chat message")).toBeEnabled();
  await say(page, "After the drop");
});

test("when the server refuses the live connection, chat waits ('Reconnecting…') and catches up once it opens again", async ({ page, request }) => {
  let refused = 0;
  await page.route(/\/api\/streams\/[^/]+\/events\?token=/, async (route) => {
    if (refused === 0) {
      refused += 1;
      await route.fulfill({ status: 502, contentType: "text/plain", body: "Bad gateway" });
    } else {
      await route.continue();
    }
  });
  const stream = await setup(request, "chat-refused");
  await registerAndOpen(page, stream.streamId, "Ren");
  await expect(page.getByLabel("Chat message")).toBeDisabled();
  await expect(page.getByRole("status").filter({ hasText: "Reconnecting…" })).toBeVisible();

  const hostPost = await request.post(`/api/streams/${stream.streamId}/chat`, {
    data: { message: "Said while you were away", viewerId: null, isStreamer: true },
  });
  expect(hostPost.status()).toBe(201);
  // Opened again after 5 s; the list is read again, so nothing said meanwhile is lost.
  await expect(page.getByLabel("Chat message")).toBeEnabled({ timeout: 15_000 });
  await expect(chatItem(page, "Said while you were away")).toContainText("Host");
  await say(page, "Back again");
  expect(refused).toBe(1);
});
