import { expect, test } from "./test";
import { createAccount, createEventViaApi, createStreamViaApi, newAccount, uniqueId } from "./support";
import { viewerJoins } from "./viewer-link";

// Issue 34, part 2: the host ends the event while a viewer's page is open. With JavaScript the
// page changes by itself; without, on its next load: it says the event has ended, the poll shows
// closed and Q&A takes no more questions.

test("ending the event closes the poll and the Q&A, and the viewer's page says it has ended", async ({ browser, page, request }) => {
  test.setTimeout(90_000);
  const javaScript = test.info().project.use.javaScriptEnabled !== false;
  await createAccount(request, newAccount("end"));
  const eventId = await createEventViaApi(request, `Last session ${uniqueId()}`);
  const { streamId } = await createStreamViaApi(request, "Main stage", eventId);
  expect((await request.patch(`/api/events/${eventId}`, { data: { enableQa: true, enablePolls: true } })).status()).toBe(200);
  const poll = await request.post(`/api/streams/${streamId}/polls`, {
    data: { question: "Did this help?", options: ["Yes", "Not yet"], multipleChoice: false, showResults: "live" },
  });
  expect((await request.patch(`/api/polls/${((await poll.json()) as { id: number }).id}`, { data: { status: "open" } })).status()).toBe(200);

  const { viewerContext, viewer, link } = await viewerJoins(browser, streamId, `e2e-end-${uniqueId()}@example.com`, "Enid", javaScript);
  const questions = viewer.getByRole("region", { name: "Questions" });
  await expect(questions.getByLabel("Ask the host a question")).toBeVisible();
  await expect(viewer.getByRole("heading", { name: "Stream Offline" })).toBeVisible();

  await page.context().addCookies((await request.storageState()).cookies);
  await page.goto(`/events/${eventId}`);
  const actions = page.getByRole("main").getByRole("group", { name: "Event actions" });
  await actions.getByRole("button", { name: "Go Live" }).click();
  await actions.getByText("End event", { exact: true }).click();
  await actions.getByRole("button", { name: "Yes, end the event" }).click();
  await expect(page.getByRole("main").locator("header").getByText("Completed", { exact: true })).toBeVisible();

  if (!javaScript) await viewer.goto(link);
  await expect(viewer.getByRole("heading", { name: "This event has ended" })).toBeVisible();
  await expect(viewer.getByRole("heading", { name: "Stream Offline" })).toHaveCount(0);
  await expect(questions.getByText("This event has ended: Q&A is closed.")).toBeVisible();
  await expect(questions.getByLabel("Ask the host a question")).toHaveCount(0);
  await expect(viewer.getByText("Poll closed")).toBeVisible();
  await viewerContext.close();
});
