import { expect, test } from "./test";
import { createAccount, createStreamViaApi, newAccount, signIn, uniqueId } from "./support";
import { viewerJoins } from "./viewer-link";

// Issue 20, part 2: live polls. The host prepares a poll on the Polls tab and launches it; the
// viewer sees it (JavaScript on: without a reload), votes once, and the host sees the count.

test("the host launches a poll, a viewer votes, and the host sees the result", async ({ browser, page, request }) => {
  // Two browsers, a sign-in and a registration: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const javaScript = test.info().project.use.javaScriptEnabled !== false;
  const host = await createAccount(request, newAccount("polls"));
  const created = await request.post("/api/events", {
    data: { title: `Polls ${uniqueId()}`, scheduledAt: "2031-05-06T15:00:00Z", timezone: "ET", enablePolls: true },
  });
  expect(created.status()).toBe(201);
  const eventId = ((await created.json()) as { id: number }).id;
  const { streamId } = await createStreamViaApi(request, "Main stage", eventId);

  const { viewerContext, viewer, link } = await viewerJoins(browser, streamId, `e2e-polls-${uniqueId()}@example.com`, "Pia", javaScript);

  await signIn(page, host);
  await page.goto(`/events/${eventId}/settings/${streamId}?tab=polls`);
  await expect(page.getByRole("link", { name: "Polls", exact: true })).toHaveAttribute("aria-current", "page");
  await page.getByLabel("Question").fill("Which topic next?");
  await page.getByLabel("Option 1", { exact: true }).fill("Pricing");
  await page.getByLabel("Option 2", { exact: true }).fill("Onboarding");
  if (javaScript) await page.getByRole("button", { name: "Add option" }).click();
  await page.getByLabel("Option 3", { exact: true }).fill("Live Q&A");
  await page.getByRole("button", { name: "Save draft" }).click();
  const drafts = page.getByRole("region", { name: "Drafts" });
  await expect(drafts.getByRole("heading", { name: "Which topic next?" })).toBeVisible();
  await drafts.getByRole("button", { name: "Launch: Which topic next?" }).click();
  const openPoll = page.getByRole("article", { name: "Open poll: Which topic next?" });
  await expect(openPoll).toBeVisible();
  await expect(openPoll.getByText("0 voters")).toBeVisible();

  if (!javaScript) await viewer.goto(link);
  const card = viewer.getByRole("region", { name: "Which topic next?" });
  await expect(card).toBeVisible();
  await expect(card.getByText("One vote each")).toBeVisible();
  await card.getByRole("radio", { name: "Onboarding" }).check();
  await card.getByRole("button", { name: "Vote" }).click();
  await expect(card.getByText("Thanks, your vote is in.")).toBeVisible();
  await expect(card.getByText("Your vote", { exact: true })).toBeVisible();
  await expect(card.getByText("100%")).toBeVisible();
  await expect(card.getByRole("button", { name: "Vote" })).toHaveCount(0);

  if (!javaScript) await page.reload();
  await expect(openPoll.getByText("1 voter", { exact: true })).toBeVisible();
  await expect(openPoll.getByText("(1 vote)")).toBeVisible();

  await openPoll.getByRole("button", { name: "Close poll: Which topic next?" }).click();
  const closedPolls = page.getByRole("region", { name: "Closed polls" });
  await expect(closedPolls.getByRole("heading", { name: "Which topic next?" })).toBeVisible();
  if (!javaScript) await viewer.goto(link);
  await expect(card.getByText("Poll closed")).toBeVisible();
  await viewerContext.close();
});
