import path from "node:path";
import { expect, test } from "./test";
import { unsubscribeToken } from "~/services/delivery/mail/unsubscribe.server";
import { ONCE_WITHOUT_JS, createAccount, mainContent, newAccount, uniqueId } from "./support";

// The unsubscribe link of a host's e-mails, with JavaScript and without. The link is signed with
// the e2e app's session secret, which the app keeps in its data folder: the test signs with it too.
process.env.DATA_DIR = path.resolve("tests/.reports/e2e");

test("a reader unsubscribes from a host with one button, and can take it back", async ({ page, request }) => {
  await createAccount(request, newAccount("unsub-host", { firstName: "Hana", lastName: "Host" }));
  const me = await request.get("/api/auth/me");
  const { user } = (await me.json()) as { user: { id: number } };
  const reader = `e2e-reader-${uniqueId()}@example.com`;
  const link = `/unsubscribe/${unsubscribeToken({ hostId: user.id, email: reader })}`;

  // Opening the link (as a mail scanner would) changes nothing.
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Unsubscribe from Hana Host?" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Unsubscribe from Hana Host?" })).toBeVisible();

  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You're unsubscribed" })).toBeVisible();
  await expect(mainContent(page)).toContainText(`Hana Host will not e-mail ${reader} again.`);
  // It holds: coming back later shows the same.
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "You're unsubscribed" })).toBeVisible();

  await page.getByRole("button", { name: "Resubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You're subscribed again" })).toBeVisible();
  await expect(mainContent(page)).toContainText(`Hana Host can e-mail ${reader} again.`);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Unsubscribe from Hana Host?" })).toBeVisible();
});

test("an altered link says it is not valid", { tag: ONCE_WITHOUT_JS }, async ({ page }) => {
  const token = unsubscribeToken({ hostId: 1, email: `e2e-reader-${uniqueId()}@example.com` });
  const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
  const response = await page.goto(`/unsubscribe/${altered}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "This unsubscribe link is not valid" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0);
});
