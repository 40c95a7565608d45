import { expect, test, type Page } from "./test";
import { createAccount, newAccount, pathOf, signInThroughForm, submitSignInForm } from "./support";

// Toasts and validation while typing need JavaScript; this file runs in the `js` project only.

const toast = (page: Page, title: string) => page.getByRole("region", { name: /Notifications/ }).getByText(title, { exact: true });

test("a failed sign-in shows 'Sign In Failed', a successful one 'Welcome back!'", async ({ page, request }) => {
  const account = await createAccount(request, newAccount("toast"));
  await submitSignInForm(page, { email: account.email, password: `${account.password}-wrong` });
  await expect(toast(page, "Sign In Failed")).toBeVisible();

  await signInThroughForm(page, account);
  await expect(toast(page, "Welcome back!")).toBeVisible();
});

test("the sign-up form reports mismatched passwords before it is submitted", async ({ page }) => {
  const account = newAccount("inline", { firstName: "Hedy" });
  await page.goto("/signup");
  await page.getByLabel("First name").fill(account.firstName);
  await page.getByLabel("Last name").fill(account.lastName);
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByRole("checkbox", { name: "I agree to the Terms of Service and Privacy Policy" }).check();
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Confirm password").fill(`${account.password}-typo`);
  await page.getByLabel("Confirm password").blur();

  const mismatch = page.getByRole("main").getByText("Passwords do not match");
  await expect(mismatch).toBeVisible();
  await expect(page).toHaveURL(pathOf("/signup"));

  // Fixing the confirmation clears the message as the user types; the account is then created.
  await page.getByLabel("Confirm password").fill(account.password);
  await expect(mismatch).toBeHidden();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(pathOf("/dashboard"));
  await expect(toast(page, "Account Created!")).toBeVisible();
});

test("signing up with a registered e-mail shows 'Signup Failed'", async ({ page, request }) => {
  const existing = await createAccount(request, newAccount("toast-taken"));
  await page.goto("/signup");
  await page.getByLabel("First name").fill("Rosalind");
  await page.getByLabel("Last name").fill("Franklin");
  await page.getByLabel("Email", { exact: true }).fill(existing.email);
  await page.getByLabel("Password", { exact: true }).fill(existing.password);
  await page.getByLabel("Confirm password").fill(existing.password);
  await page.getByRole("checkbox", { name: "I agree to the Terms of Service and Privacy Policy" }).check();
  await page.getByRole("button", { name: "Create Account" }).click();

  await expect(toast(page, "Signup Failed")).toBeVisible();
});
