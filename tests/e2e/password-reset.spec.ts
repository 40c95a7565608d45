import crypto from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import { expect, test } from "./test";
import { createAccount, mainContent, newAccount, pathOf, signInThroughForm } from "./support";

// The whole "forgot password" path as a user walks it, with JavaScript and without: ask for a
// link, open it from the e-mail (read from the queued message in the app's database), choose a
// new password, sign in with it; the link then no longer works.

const APP_DB = path.resolve("tests/.reports/e2e/app.sqlite");

/** The address part of the link in the newest reset e-mail queued for `email`, if any. */
function queuedResetLink(email: string) {
  const db = new Database(APP_DB, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare("select body_text from outbox_messages where kind = 'password_reset' and to_address = ? order by id desc limit 1")
      .get(email) as { body_text: string } | undefined;
    const link = row && /https?:\/\/\S+\/reset-password\/[\w-]+/.exec(row.body_text)?.[0];
    return link ? new URL(link).pathname : null;
  } finally {
    db.close();
  }
}

test.beforeEach(async ({ page }) => {
  // Its own network address per test, so the per-address limit never joins tests up.
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `10.${crypto.randomInt(255)}.${crypto.randomInt(255)}.${crypto.randomInt(1, 255)}` });
});

test("a forgotten password is reset through the e-mailed link, which then stops working", async ({ page, request }) => {
  const account = await createAccount(request, newAccount("reset"));
  const newPassword = `Fresh-${crypto.randomBytes(6).toString("hex")}`;

  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  await expect(mainContent(page)).toContainText(`If an account exists for ${account.email}, a link to choose a new password is on its way there.`);

  await expect.poll(() => queuedResetLink(account.email)).not.toBeNull();
  const link = queuedResetLink(account.email) ?? "";
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await expect(mainContent(page)).toContainText(account.email);

  // A mismatch is refused inline (in the browser with JavaScript, by the server without).
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(`${newPassword}-typo`);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(mainContent(page).getByText("Passwords do not match")).toBeVisible();
  await expect(page).toHaveURL(pathOf(link));

  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(pathOf("/signin"));
  if (test.info().project.use.javaScriptEnabled) {
    await expect(page.getByRole("region", { name: /Notifications/ }).getByText("Password updated", { exact: true })).toBeVisible();
  }

  // The old password is gone; the new one signs in.
  const old = await request.post("/api/auth/signin", { data: { email: account.email, password: account.password } });
  expect(old.status()).toBe(401);
  await signInThroughForm(page, { email: account.email, password: newPassword });

  const again = await page.goto(link);
  expect(again?.status()).toBe(410);
  await expect(page.getByRole("heading", { name: "This reset link has expired or was already used" })).toBeVisible();
  await page.getByRole("link", { name: "Get a new reset link" }).click();
  await expect(page).toHaveURL(pathOf("/forgot-password"));
});

test("an address without an account gets the same answer, and no link is queued", async ({ page }) => {
  const email = `e2e-nobody-${crypto.randomBytes(5).toString("hex")}@example.com`;
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  await expect(mainContent(page)).toContainText(`If an account exists for ${email}, a link to choose a new password is on its way there.`);
  expect(queuedResetLink(email)).toBeNull();
});
