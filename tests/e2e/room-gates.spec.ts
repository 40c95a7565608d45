import { expect, test } from "./test";
import { createAccount, createStreamViaApi, mainContent, newAccount, uniqueId } from "./support";
import { mailedLinkFromMail, registerForMailedLink, registerOnWatchPage } from "./viewer-link";

// Issue 20, parts 4 and 5: a passcode-protected event asks for its passcode once, on a plain form;
// an event that requires authentication holds a viewer until they open the link from the e-mail.

async function eventWith(request: Parameters<typeof createAccount>[0], fields: Record<string, unknown>) {
  const created = await request.post("/api/events", {
    data: { title: `Gated ${uniqueId()}`, scheduledAt: "2031-05-06T15:00:00Z", timezone: "ET", hostName: "Gia Host", ...fields },
  });
  expect(created.status()).toBe(201);
  const eventId = ((await created.json()) as { id: number }).id;
  return { eventId, ...(await createStreamViaApi(request, "Main stage", eventId)) };
}

test("a passcode-protected event asks for the passcode once, then shows the room", async ({ page, request }) => {
  await createAccount(request, newAccount("gate-code"));
  const { streamId } = await eventWith(request, { passcode: "Harbour-42" });
  const email = `e2e-code-${uniqueId()}@example.com`;
  await page.goto(`/watch/${streamId}`);
  const link = await registerOnWatchPage(page, email, "Pia");

  await expect(page.getByRole("heading", { name: "Enter the passcode" })).toBeVisible();
  await expect(page.getByLabel("Chat message")).toHaveCount(0);
  await page.getByRole("textbox", { name: "Passcode" }).fill("harbour 42");
  await page.getByRole("button", { name: "Join" }).click();
  await expect(page.getByRole("alert")).toContainText("That passcode is not right.");
  await page.getByRole("textbox", { name: "Passcode" }).fill("Harbour-42");
  await page.getByRole("button", { name: "Join" }).click();
  await expect(page.getByLabel("Chat message")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Enter the passcode" })).toHaveCount(0);

  // Remembered: coming back does not ask again.
  await page.goto(link);
  await expect(page.getByLabel("Chat message")).toBeVisible();
});

test("an event that requires authentication holds a viewer until the e-mailed link confirms them", async ({ page, request }) => {
  await createAccount(request, newAccount("gate-mail"));
  const { streamId } = await eventWith(request, { requireAuthentication: true });
  const email = `e2e-confirm-${uniqueId()}@example.com`;
  await page.goto(`/watch/${streamId}`);
  await registerForMailedLink(page, email, "Cora");
  await expect(mainContent(page).getByText(`We've sent your personal link to ${email}. Open it to join.`)).toBeVisible();
  const mailed = await mailedLinkFromMail(email);
  const bare = new URL(mailed, "http://x").pathname;

  await page.goto(bare);
  await expect(page.getByRole("heading", { name: "Confirm your e-mail to join" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByLabel("Chat message")).toHaveCount(0);
  await page.getByRole("button", { name: "Send the link again" }).click();
  await expect(page.getByRole("alert")).toContainText("We sent your link less than 15 minutes ago");

  await page.goto(mailed);
  await expect(page.getByLabel("Chat message")).toBeVisible();
  await page.goto(bare);
  await expect(page.getByLabel("Chat message")).toBeVisible();
});
