import { expect, test, type APIRequestContext, type Page, type PlaywrightWorkerArgs } from "./test";
import { hostWithEventStream, uniqueId } from "./support";
import { registerViewerThroughApi } from "./viewer-link";

// The host's chat on the Event Settings screen, run with JavaScript (live, fetchers) and without
// (server-rendered list, one form per action, reload for new messages).

interface Viewer {
  api: APIRequestContext;
  id: number;
  email: string;
  uniqueUrl: string;
}

/** A viewer registered through the JSON API who opened the mailed link, with their own cookies (the viewer cookie). */
async function registerViewer(playwright: PlaywrightWorkerArgs["playwright"], streamId: string, firstName: string): Promise<Viewer> {
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const email = `e2e-${firstName.toLowerCase()}-${uniqueId()}@example.com`;
  const { id, uniqueUrl } = await registerViewerThroughApi(api, streamId, email, firstName);
  return { api, id, email, uniqueUrl };
}

async function say(viewer: Viewer, streamId: string, message: string) {
  return viewer.api.post(`/api/streams/${streamId}/chat`, { data: { viewerId: viewer.id, message } });
}

async function hostWithStream(page: Page, request: APIRequestContext, label: string) {
  const made = await hostWithEventStream(page, request, label, "Chat Night");
  return { ...made, path: `/events/${made.eventId}/settings/${made.streamId}` };
}

const chat = (page: Page) => page.locator("#chat");
/** A toast with JavaScript; without, the same text as a notice in the chat (inside <noscript>, which getByText skips). */
const notice = (page: Page, javaScriptEnabled: boolean, text: string) =>
  javaScriptEnabled ? page.getByRole("region", { name: /Notifications/ }).getByText(text) : chat(page).getByRole("status").filter({ hasText: text });
const messageRow = (page: Page, text: string) => chat(page).getByRole("listitem").filter({ hasText: text });

test.describe("Event Settings chat", () => {
  test("the host sees a viewer's message, pins it, opens the profile and removes it", async ({ page, request, playwright, javaScriptEnabled }) => {
    const { eventId, streamId, title, path } = await hostWithStream(page, request, "settings-chat");
    const vera = await registerViewer(playwright, streamId, "Vera");
    await say(vera, streamId, "First!");

    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText("Main stage")).toBeVisible();
    await expect(page.getByText("Offline", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to event" })).toHaveAttribute("href", `/events/${eventId}`);
    await expect(messageRow(page, "First!")).toBeVisible();
    if (javaScriptEnabled) await expect(chat(page).getByText("Connected", { exact: true })).toBeVisible();

    const response = await say(vera, streamId, "Is there a replay?");
    expect(response.status()).toBe(201);
    if (javaScriptEnabled) {
      await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same page"));
    } else {
      await page.reload();
    }
    const question = messageRow(page, "Is there a replay?");
    await expect(question).toBeVisible();

    // Pin: the message moves to the pinned messages on top.
    await question.getByRole("button", { name: "Pin message from Vera" }).click();
    const pinned = chat(page).getByRole("region", { name: "Pinned messages" });
    await expect(pinned.getByText("Is there a replay?")).toBeVisible();
    await expect(pinned.getByText("Pinned", { exact: true })).toBeVisible();
    await expect(notice(page, javaScriptEnabled, "Message pinned")).toBeVisible();

    // The chatter's name opens the Customer Profile.
    await pinned.getByRole("link", { name: /^Vera/ }).click();
    const profile = javaScriptEnabled
      ? page.getByRole("dialog", { name: "Customer Profile" })
      : page.getByRole("region", { name: "Customer Profile" });
    await expect(profile).toBeVisible();
    await expect(profile.getByText(vera.email)).toBeVisible();
    await expect(profile.getByText("No purchases found")).toBeVisible();
    await expect(profile.getByText("Never")).toBeVisible();
    await expect(profile.getByText("$0.00")).toBeVisible();
    if (javaScriptEnabled) {
      await profile.getByRole("button", { name: "Close" }).click();
    } else {
      await profile.getByRole("link", { name: "Close the profile" }).click();
    }
    await expect(profile).toHaveCount(0);
    if (javaScriptEnabled) {
      // The no-JavaScript link target (?profile=) opens the dialog too; closing drops it from the address.
      await page.goto(`${path}?profile=${vera.id}`);
      await expect(profile.getByText(vera.email)).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(profile).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same page"));
    }

    // Remove: gone from the host's list.
    await pinned.getByRole("listitem").filter({ hasText: "Is there a replay?" }).getByRole("button", { name: "Remove message from Vera" }).click();
    await expect(chat(page).getByText("Is there a replay?")).toHaveCount(0);
    await expect(chat(page).getByRole("region", { name: "Pinned messages" })).toHaveCount(0);
    await expect(messageRow(page, "First!")).toBeVisible();
    if (javaScriptEnabled) expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same page");
    await vera.api.dispose();
  });

  test("the host posts as the streamer and kicks a viewer, who can no longer chat", async ({ page, request, playwright, javaScriptEnabled }) => {
    const { streamId, path } = await hostWithStream(page, request, "settings-kick");
    const otto = await registerViewer(playwright, streamId, "Otto");
    await say(otto, streamId, "Buy cheap followers!!!");
    await page.goto(path);

    await page.getByLabel("Message as the host").fill("Welcome everyone!");
    await page.getByRole("button", { name: "Send", exact: true }).click();
    const own = messageRow(page, "Welcome everyone!");
    await expect(own).toBeVisible();
    await expect(own.getByText("Host", { exact: true })).toBeVisible();
    await expect(own.getByText("Hana")).toBeVisible();
    // No moderation for the streamer's own messages.
    await expect(own.getByRole("button")).toHaveCount(0);

    const spam = messageRow(page, "Buy cheap followers!!!");
    if (javaScriptEnabled) {
      page.once("dialog", (dialog) => {
        expect(dialog.message()).toBe("Kick Otto? They lose access to this stream and its chat.");
        void dialog.accept();
      });
      await spam.getByRole("button", { name: "Kick Otto" }).click();
    } else {
      await spam.getByRole("link", { name: "Kick Otto" }).click();
      await expect(page.getByText("Kick Otto? They lose access to this stream and its chat.")).toBeVisible();
      await page.getByRole("button", { name: "Confirm kick" }).click();
    }
    await expect(notice(page, javaScriptEnabled, "Otto was kicked")).toBeVisible();
    await expect.poll(async () => (await say(otto, streamId, "Let me back in")).status()).toBe(403);
    await otto.api.dispose();
  });

  test("a message that cannot be sent says so", async ({ page, request, javaScriptEnabled }) => {
    const { path } = await hostWithStream(page, request, "settings-send-error");
    await page.goto(path);
    await page.getByLabel("Message as the host").fill("   ");
    if (javaScriptEnabled) {
      // Blank is never sent: the button stays disabled.
      await expect(page.getByRole("button", { name: "Send", exact: true })).toBeDisabled();
    } else {
      await page.getByRole("button", { name: "Send", exact: true }).click();
      await expect(chat(page).getByRole("alert")).toHaveText("Failed to send message: Message cannot be empty");
    }
  });
});
