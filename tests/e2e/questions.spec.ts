import { expect, test } from "./test";
import { PUSHED, createAccount, createEventViaApi, createStreamViaApi, newAccount, uniqueId } from "./support";
import { viewerJoins } from "./viewer-link";

// Issue 20, part 1: live Q&A. A viewer asks from the watch page, the host sees the question on the
// Q&A tab (JavaScript on: live, without a reload; off: on the next page), highlights it (the
// viewer sees it on stream) and marks it answered (the viewer sees it answered).

test("a viewer asks, the host highlights the question on stream and marks it answered", async ({ browser, page, request }) => {
  // Two browsers (host and viewer) and an upload or a live round trip each way: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const javaScript = test.info().project.use.javaScriptEnabled !== false;
  await createAccount(request, newAccount("qa"));
  const eventId = await createEventViaApi(request, `Ask me anything ${uniqueId()}`);
  const { streamId } = await createStreamViaApi(request, "Main stage", eventId);

  // The API's session (createAccount signed it in) is the page's too: no sign-in form to wait for.
  await page.context().addCookies((await request.storageState()).cookies);
  await page.goto(`/events/${eventId}/settings/${streamId}?tab=qa`);
  const tab = page.getByRole("region", { name: "Q&A" });
  await expect(tab.getByText("No questions yet.", { exact: false })).toBeVisible();

  const { viewerContext, viewer, link } = await viewerJoins(browser, streamId, `e2e-qa-${uniqueId()}@example.com`, "Quinn", javaScript);
  const questions = viewer.getByRole("region", { name: "Questions" });
  await questions.getByLabel("Ask the host a question").fill("Will the recording be shared afterwards?");
  await questions.getByRole("button", { name: "Ask" }).click();
  await expect(
    questions.getByRole("list", { name: "Open questions, most votes first" }).getByText("Will the recording be shared afterwards?"),
  ).toBeVisible();
  await expect(questions.getByText("You", { exact: true })).toBeVisible();

  if (!javaScript) await page.reload();
  const item = tab.getByRole("listitem").filter({ hasText: "Will the recording be shared afterwards?" });
  await expect(item).toBeVisible();
  await expect(item.getByText("Quinn")).toBeVisible();

  await item.getByRole("button", { name: "Highlight" }).click();
  await expect(item.getByText("On stream")).toBeVisible();
  if (!javaScript) await viewer.goto(link);
  const banner = viewer.getByRole("complementary", { name: "Question on stream" });
  await expect(banner.getByText("Will the recording be shared afterwards?")).toBeVisible();

  await item.getByRole("button", { name: "Mark answered" }).click();
  await expect(item.getByText("Answered")).toBeVisible();
  if (!javaScript) await viewer.goto(link);
  await expect(banner).toHaveCount(0);
  await expect(questions.getByRole("list", { name: "Answered questions" }).getByText("Will the recording be shared afterwards?")).toBeVisible();
  await viewerContext.close();
});

test("a second viewer's upvote counts at once for them, the asker and everyone else", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const javaScript = test.info().project.use.javaScriptEnabled !== false;
  await createAccount(request, newAccount("qa-votes"));
  const eventId = await createEventViaApi(request, `Vote it up ${uniqueId()}`);
  const { streamId } = await createStreamViaApi(request, "Main stage", eventId);
  expect((await request.patch(`/api/events/${eventId}`, { data: { enableQa: true } })).status()).toBe(200);

  const viewerPage = async (name: string) => {
    const email = `e2e-vote-${name.toLowerCase()}-${uniqueId()}@example.com`;
    const { viewerContext: context, viewer: page, link } = await viewerJoins(browser, streamId, email, name, javaScript);
    return { context, page, link, questions: page.getByRole("region", { name: "Questions" }) };
  };
  const asker = await viewerPage("Ann");
  const voter = await viewerPage("Ben");
  const onlooker = await viewerPage("Cy");

  await asker.questions.getByLabel("Ask the host a question").fill("Is there a workbook?");
  await asker.questions.getByRole("button", { name: "Ask" }).click();
  await expect(asker.questions.getByText("Your question, 0 votes")).toBeAttached();

  if (!javaScript) await voter.page.goto(voter.link);
  await voter.questions.getByRole("button", { name: "Upvote, 0 votes" }).click();
  await expect(voter.questions.getByText("You upvoted this, 1 vote")).toBeAttached(PUSHED);
  await expect(voter.questions.getByRole("button", { name: /^Upvote/ })).toHaveCount(0);

  for (const other of [asker, onlooker]) if (!javaScript) await other.page.goto(other.link);
  await expect(asker.questions.getByText("Your question, 1 vote")).toBeAttached(PUSHED);
  await expect(onlooker.questions.getByRole("button", { name: "Upvote, 1 vote" })).toBeVisible(PUSHED);
  for (const viewer of [asker, voter, onlooker]) await viewer.context.close();
});
