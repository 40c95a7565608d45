import { expect, test, type Browser, type Page } from "./test";
import { createAccount, createEventViaApi, createStreamViaApi, newAccount, signIn, uniqueId } from "./support";
import { joinOnWatchPage } from "./viewer-link";

// A host on the Event Settings screen and viewers on their watch pages, each in their own
// browser, all following the stream live (JavaScript only).

async function joinAsViewer(browser: Browser, streamId: string, firstName: string) {
  const { baseURL } = test.info().project.use;
  // Each viewer from an address of their own, as on a real event (the registration limit is per address).
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
  });
  const page = await context.newPage();
  await joinOnWatchPage(page, streamId, `e2e-two-sides-${uniqueId()}@example.com`, firstName);
  await expect(page.getByRole("heading", { name: "Stream Offline" })).toBeVisible();
  await expect(page.getByLabel("Chat message")).toBeEnabled();
  return page;
}

async function say(page: Page, message: string) {
  await page.getByLabel("Chat message").fill(message);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.locator("#chat").getByText(message)).toBeVisible();
}

/** The host's moderation buttons of the first message from `name` that contains `text`. */
async function moderate(host: Page, name: string, text: string, action: RegExp) {
  const item = host.locator("#chat").getByRole("listitem").filter({ hasText: text }).first();
  await item.hover();
  await item
    .getByRole("group", { name: `Moderate ${name}'s message` })
    .getByRole("button", { name: action })
    .click();
}

test("viewer and host see each other's chat and moderation live", async ({ page: host, request, browser }) => {
  const account = await createAccount(request, newAccount("two-sides"));
  const eventId = await createEventViaApi(request, `Two Sides ${uniqueId()}`);
  const { streamId } = await createStreamViaApi(request, "Main stage", eventId);
  await signIn(host, account);
  await host.goto(`/events/${eventId}/settings/${streamId}`);
  const hostChat = host.locator("#chat");
  await expect(hostChat.getByText("Connected", { exact: true })).toBeVisible();

  const vera = await joinAsViewer(browser, streamId, "Vera");
  const walt = await joinAsViewer(browser, streamId, "Walt");

  // A viewer's message reaches the host.
  await say(vera, "Will there be a replay?");
  await expect(hostChat.getByText("Will there be a replay?")).toBeVisible();

  // The host pins it: it moves to the top at the viewers.
  await say(walt, "Hello from Walt");
  await moderate(host, "Vera", "Will there be a replay?", /^Pin/);
  await expect(vera.getByRole("list", { name: "Pinned messages" }).getByText("Will there be a replay?")).toBeVisible();
  await expect(walt.getByRole("list", { name: "Pinned messages" }).getByText("Will there be a replay?")).toBeVisible();

  // The host removes it: it disappears at the viewers.
  await moderate(host, "Vera", "Will there be a replay?", /^Remove/);
  await expect(walt.locator("#chat").getByText("Will there be a replay?")).toHaveCount(0);
  await expect(vera.locator("#chat").getByText("Will there be a replay?")).toHaveCount(0);

  // Shadowban: Vera still sees her new message; Walt does not; the host does.
  await say(vera, "Anyone there?");
  await moderate(host, "Vera", "Anyone there?", /^Shadowban/);
  await expect(vera.getByText("Chat Restricted").first()).toBeVisible();
  await say(vera, "Only I can see this");
  await expect(hostChat.getByText("Only I can see this")).toBeVisible();
  await say(walt, "Walt after the shadowban");
  await expect(vera.locator("#chat").getByText("Walt after the shadowban")).toBeVisible();
  await expect(walt.locator("#chat").getByText("Only I can see this")).toHaveCount(0);

  // Kick: Walt sees the notice and can no longer post (403).
  host.once("dialog", (dialog) => void dialog.accept());
  await moderate(host, "Walt", "Walt after the shadowban", /^Kick/);
  await expect(walt.getByText("Removed from Stream").first()).toBeVisible();
  await expect(walt.getByLabel("Chat message")).toBeDisabled();
  const refused = await walt.evaluate(async (id) => {
    const response = await fetch(`/api/streams/${id}/chat`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ message: "Still here?" }),
    });
    return { status: response.status, body: (await response.json()) as { error: string } };
  }, streamId);
  expect(refused.status).toBe(403);
  expect(refused.body.error).toContain("removed");
});
