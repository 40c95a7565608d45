import { expect, test, type Browser, type Page } from "./test";
import { createAccount, createEventViaApi, createStreamViaApi, newAccount, signIn, uniqueId } from "./support";
import { viewerJoins } from "./viewer-link";

// Issue 21, parts 3 and 4: the host sets slow mode and times a viewer out from the chat panel.
// JavaScript on: the viewer's page follows live and the Send button counts down. Off: each side
// sees the state on its next page, and a too-early post says how many seconds are left.

test.setTimeout(90_000);

async function hostAndViewer(browser: Browser, page: Page, request: Parameters<typeof createAccount>[0], name: string) {
  const javaScript = test.info().project.use.javaScriptEnabled !== false;
  const host = await createAccount(request, newAccount(`mod-${name}`));
  const eventId = await createEventViaApi(request, `Moderation ${uniqueId()}`);
  const { streamId } = await createStreamViaApi(request, "Main stage", eventId);
  const { viewerContext, viewer, link } = await viewerJoins(browser, streamId, `e2e-mod-${name}-${uniqueId()}@example.com`, "Rae", javaScript);
  await signIn(page, host);
  await page.goto(`/events/${eventId}/settings/${streamId}`);
  return { javaScript, viewer, viewerContext, link, chat: page.getByRole("region", { name: "Chat" }) };
}

test("the host sets slow mode to 10 s: the viewer sees it, and a second message must wait", async ({ browser, page, request }) => {
  const { javaScript, viewer, viewerContext, link, chat } = await hostAndViewer(browser, page, request, "slow");
  await chat.getByLabel("Slow mode").selectOption("10");
  if (!javaScript) await chat.getByRole("button", { name: "Set" }).click();
  await expect(chat.getByLabel("Slow mode")).toHaveValue("10");

  if (!javaScript) await viewer.goto(link);
  await expect(viewer.getByText("Slow mode: one message every 10 s")).toBeVisible();
  // The viewer's clock runs as the real one, until the test moves it past the wait.
  if (javaScript) await viewer.clock.install();
  await viewer.getByLabel("Chat message").fill("First one");
  await viewer.getByRole("button", { name: "Send" }).click();
  await expect(viewer.getByRole("log").getByText("First one")).toBeVisible();
  if (javaScript) {
    const send = viewer.getByRole("button", { name: /^Send in \d+$/ });
    await expect(send).toBeVisible();
    await expect(send).toBeDisabled();
    await viewer.getByLabel("Chat message").fill("Second one");
    const first = Number((await send.textContent())?.replace("Send in ", ""));
    await expect(send).not.toHaveText(`Send in ${first}`);
    expect(Number((await send.textContent())?.replace("Send in ", ""))).toBeLessThan(first);
    await viewer.clock.fastForward(10_000);
    await expect(viewer.getByRole("button", { name: "Send", exact: true })).toBeEnabled();
  } else {
    await viewer.getByLabel("Chat message").fill("Second one");
    await viewer.getByRole("button", { name: "Send" }).click();
    await expect(viewer.getByText(/Slow mode is on: you can send another message in \d+ seconds?\./)).toBeVisible();
    await expect(viewer.getByLabel("Chat message")).toHaveValue("Second one");
  }
  await viewerContext.close();
});

test("the host times a viewer out: the viewer sees until when and cannot post; ending it lets them chat again", async ({
  browser,
  page,
  request,
}) => {
  const { javaScript, viewer, viewerContext, link, chat } = await hostAndViewer(browser, page, request, "timeout");
  await viewer.getByLabel("Chat message").fill("Spam spam spam");
  await viewer.getByRole("button", { name: "Send" }).click();
  await expect(viewer.getByRole("log").getByText("Spam spam spam")).toBeVisible();

  await page.reload();
  const row = chat.getByRole("listitem").filter({ hasText: "Spam spam spam" });
  await row.locator("summary", { hasText: "Timeout" }).click();
  await row.getByRole("button", { name: "5 min timeout for Rae" }).click();
  await expect(row.getByText(/^Timed out until /)).toBeVisible();

  if (!javaScript) await viewer.goto(link);
  await expect(viewer.getByText(/You're timed out until \d{1,2}:\d{2} [AP]M\./)).toBeVisible();
  await expect(viewer.getByLabel("Chat message")).toBeDisabled();
  await expect(viewer.getByRole("button", { name: "Send" })).toBeDisabled();

  await row.getByRole("button", { name: "End timeout for Rae" }).click();
  await expect(row.getByText(/^Timed out until /)).toHaveCount(0);
  if (!javaScript) await viewer.goto(link);
  await expect(viewer.getByText(/You're timed out/)).toHaveCount(0);
  await viewer.getByLabel("Chat message").fill("Sorry about that");
  await viewer.getByRole("button", { name: "Send" }).click();
  await expect(viewer.getByRole("log").getByText("Sorry about that")).toBeVisible();

  await page.goto(`${new URL(page.url()).pathname}?tab=moderation`);
  const log = page.getByRole("region", { name: "Moderation log" });
  await expect(log.getByText("ended the timeout of")).toBeVisible();
  await expect(log.getByText("for 5 min")).toBeVisible();
  await viewerContext.close();
});
