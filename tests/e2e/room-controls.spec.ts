import { expect, test } from "./test";
import { createAccount, createEventViaApi, createStreamViaApi, newAccount, signIn, uniqueId } from "./support";
import { viewerJoins } from "./viewer-link";

// Issue 20, part 7: the host closes and opens the chat from the chat panel; a closed chat is
// read-only for viewers with the reason shown. JavaScript on: the viewer's page follows live.
// Off: each side sees the state on its next page.

const CLOSED = "The host has closed the chat for now. You can still read it.";

test("the host closes the chat and viewers can only read it, then opens it again", async ({ browser, page, request }) => {
  const javaScript = test.info().project.use.javaScriptEnabled !== false;
  const host = await createAccount(request, newAccount("room-chat"));
  const eventId = await createEventViaApi(request, `Room controls ${uniqueId()}`);
  const { streamId } = await createStreamViaApi(request, "Main stage", eventId);

  const { viewerContext, viewer, link } = await viewerJoins(browser, streamId, `e2e-room-${uniqueId()}@example.com`, "Rae", javaScript);
  await expect(viewer.getByLabel("Chat message")).toBeEnabled();

  await signIn(page, host);
  await page.goto(`/events/${eventId}/settings/${streamId}`);
  const chat = page.getByRole("region", { name: "Chat" });
  await expect(chat.getByText("Open to viewers")).toBeVisible();
  await chat.getByRole("button", { name: "Close chat" }).click();
  await expect(chat.getByText("Closed: viewers read only")).toBeVisible();
  await expect(chat.getByRole("button", { name: "Open chat" })).toBeVisible();

  if (!javaScript) await viewer.goto(link);
  await expect(viewer.getByText(CLOSED)).toBeVisible();
  await expect(viewer.getByLabel("Chat message")).toBeDisabled();
  await expect(viewer.getByRole("button", { name: "Send" })).toBeDisabled();

  // The host still talks to the room.
  await chat.getByLabel("Message as the host").fill("Q&A starts in two minutes");
  await chat.getByRole("button", { name: "Send" }).click();
  if (!javaScript) await viewer.goto(link);
  await expect(viewer.getByRole("log").getByText("Q&A starts in two minutes")).toBeVisible();

  await chat.getByRole("button", { name: "Open chat" }).click();
  await expect(chat.getByText("Open to viewers")).toBeVisible();
  if (!javaScript) await viewer.goto(link);
  await expect(viewer.getByText(CLOSED)).toHaveCount(0);
  await viewer.getByLabel("Chat message").fill("Thanks, see you then");
  await viewer.getByRole("button", { name: "Send" }).click();
  await expect(viewer.getByRole("log").getByText("Thanks, see you then")).toBeVisible();
  await viewerContext.close();
});

test("an event with a waiting room holds viewers on the waiting screen until the host lets them in", async ({ browser, page, request }) => {
  const javaScript = test.info().project.use.javaScriptEnabled !== false;
  const host = await createAccount(request, newAccount("room-wait"));
  const created = await request.post("/api/events", {
    data: {
      title: `Waiting room ${uniqueId()}`,
      scheduledAt: "2031-05-06T15:00:00Z",
      timezone: "ET",
      hostName: "Hana Host",
      enableWaitingRoom: true,
    },
  });
  expect(created.status()).toBe(201);
  const eventId = ((await created.json()) as { id: number }).id;
  const { streamId } = await createStreamViaApi(request, "Main stage", eventId);

  const { viewerContext, viewer, link } = await viewerJoins(browser, streamId, `e2e-wait-${uniqueId()}@example.com`, "Wes", javaScript);
  await expect(viewer.getByRole("heading", { name: "You're in the waiting room" })).toBeVisible();
  await expect(viewer.getByText("Hana Host will let you in shortly.", { exact: false })).toBeVisible();
  await expect(viewer.getByLabel("Chat message")).toHaveCount(0);
  if (javaScript) await expect(viewer.getByRole("timer")).toHaveText(/^\d+ d \d+ h$/);

  await signIn(page, host);
  await page.goto(`/events/${eventId}/settings/${streamId}`);
  const chat = page.getByRole("region", { name: "Chat" });
  await expect(chat.getByText("Viewers in the waiting room")).toBeVisible();
  await chat.getByRole("button", { name: "Let viewers in" }).click();
  await expect(chat.getByText("Viewers are in")).toBeVisible();

  if (!javaScript) await viewer.goto(link);
  await expect(viewer.getByRole("heading", { name: "Stream Offline" })).toBeVisible();
  await expect(viewer.getByLabel("Chat message")).toBeEnabled();
  await viewerContext.close();
});
