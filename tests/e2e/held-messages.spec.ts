import { expect, test } from "./test";
import { createAccount, createEventViaApi, createStreamViaApi, newAccount, signIn, uniqueId } from "./support";
import { registerViewerThroughApi, viewerJoins } from "./viewer-link";

// Issue 21, parts 1 and 2: the host blocks a word with "Hold for review" on Settings › Chat
// filter; a viewer's message with it waits, marked, seen only by its author and the host; the
// host approves it from the chat panel and it reaches the other viewers. JavaScript on: both
// sides follow live. Off: each side sees it on its next page.

const HELD = "Waiting for review: only you and the host see it.";

test("a held message waits for the host's review and reaches the viewers once approved", async ({ browser, page, request, playwright }) => {
  test.setTimeout(90_000);
  const javaScript = test.info().project.use.javaScriptEnabled !== false;
  const host = await createAccount(request, newAccount("held"));
  const eventId = await createEventViaApi(request, `Held messages ${uniqueId()}`);
  const { streamId } = await createStreamViaApi(request, "Main stage", eventId);

  await signIn(page, host);
  await page.goto("/settings?tab=chat-filter");
  await page.getByLabel("Blocked words and phrases").fill("refund*\nfree money");
  await page.getByText("Hold for review", { exact: true }).first().click();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Your chat filter has been saved.")).toBeVisible();
  await expect(page.getByLabel("Blocked words and phrases")).toHaveValue("refund*\nfree money");

  const { viewerContext, viewer, link } = await viewerJoins(browser, streamId, `e2e-held-${uniqueId()}@example.com`, "Hal", javaScript);
  const other = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const otherViewer = await registerViewerThroughApi(other, streamId, `e2e-held-other-${uniqueId()}@example.com`, "Olga");
  const otherChat = async () =>
    ((await (await other.get(`/api/streams/${streamId}/chat?token=${otherViewer.uniqueUrl.split("/").pop()}`)).json()) as { message: string }[]).map(
      (m) => m.message,
    );

  await viewer.getByLabel("Chat message").fill("Before the break");
  await viewer.getByRole("button", { name: "Send" }).click();
  await expect(viewer.getByRole("log").getByText("Before the break")).toBeVisible();
  await viewer.getByLabel("Chat message").fill("Can I get a REFUNDS form?");
  await viewer.getByRole("button", { name: "Send" }).click();
  const mine = viewer.getByRole("log").getByRole("listitem").filter({ hasText: "Can I get a REFUNDS form?" });
  await expect(mine).toContainText(HELD);
  expect(await otherChat()).toEqual(["Before the break"]);

  await page.goto(`/events/${eventId}/settings/${streamId}`);
  const chat = page.getByRole("region", { name: "Chat", exact: true });
  const queue = chat.getByRole("region", { name: /Held for review/ });
  await expect(queue.getByText("Can I get a REFUNDS form?")).toBeVisible();
  await queue.getByRole("button", { name: "Approve message from Hal" }).click();
  await expect(chat.getByRole("region", { name: /Held for review/ })).toHaveCount(0);
  await expect(chat.getByRole("log").getByText("Can I get a REFUNDS form?")).toBeVisible();

  if (!javaScript) await viewer.goto(link);
  await expect(mine).toBeVisible();
  await expect(mine).not.toContainText(HELD);
  await expect.poll(otherChat).toEqual(["Before the break", "Can I get a REFUNDS form?"]);
  await other.dispose();
  await viewerContext.close();
});
