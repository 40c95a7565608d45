import { expect, test } from "./test";
import { createAccount, fillSignUpForm, mainContent, newAccount, pathOf } from "./support";

test.describe("sign-up", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/signup");
  });

  test("a new account lands on the dashboard, signed in", async ({ page }) => {
    const account = newAccount("signup", { firstName: "Grace", lastName: "Hopper" });
    await fillSignUpForm(page, account);
    await page.getByRole("button", { name: "Create Account" }).click();

    await expect(page).toHaveURL(pathOf("/dashboard"));
    await expect(page.getByRole("heading", { name: "Welcome, Grace" })).toBeVisible();
  });

  test("an empty form is refused and names the missing fields", async ({ page }) => {
    await page.getByRole("button", { name: "Create Account" }).click();

    await expect(page.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Last name")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(mainContent(page).getByText("Please agree to the Terms of Service and Privacy Policy")).toBeVisible();
    await expect(page).toHaveURL(pathOf("/signup"));
  });

  test("a short password is refused", async ({ page }) => {
    const account = newAccount("short", { password: "short1" });
    await fillSignUpForm(page, account);
    await page.getByRole("button", { name: "Create Account" }).click();

    await expect(mainContent(page).getByText("Password must be at least 8 characters long")).toBeVisible();
    await expect(page).toHaveURL(pathOf("/signup"));
  });

  test("passwords that do not match are refused", async ({ page }) => {
    const account = newAccount("mismatch");
    await fillSignUpForm(page, account, { confirmPassword: `${account.password}-other` });
    await page.getByRole("button", { name: "Create Account" }).click();

    await expect(mainContent(page).getByText("Passwords do not match")).toBeVisible();
    await expect(page).toHaveURL(pathOf("/signup"));
  });

  test("the terms must be agreed to", async ({ page }) => {
    const account = newAccount("terms");
    await fillSignUpForm(page, account, { agree: false });
    await page.getByRole("button", { name: "Create Account" }).click();

    await expect(mainContent(page).getByText("Please agree to the Terms of Service and Privacy Policy")).toBeVisible();
    await expect(page).toHaveURL(pathOf("/signup"));
    // Nothing was created: the same details are accepted once the terms are agreed to.
    await page.getByRole("checkbox", { name: "I agree to the Terms of Service and Privacy Policy" }).check();
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByLabel("Confirm password").fill(account.password);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(pathOf("/dashboard"));
  });

  test("an e-mail already registered is refused, keeping what was typed except the passwords", async ({ page, request }) => {
    const existing = await createAccount(request, newAccount("taken"));
    const attempt = newAccount("other", { firstName: "Katherine", lastName: "Johnson", email: existing.email });
    await fillSignUpForm(page, attempt);
    await page.getByRole("button", { name: "Create Account" }).click();

    await expect(mainContent(page).getByText("An account with this email already exists. Sign in instead.")).toBeVisible();
    await expect(page).toHaveURL(pathOf("/signup"));
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(existing.email);
    await expect(page.getByLabel("First name")).toHaveValue("Katherine");
    await expect(page.getByLabel("Last name")).toHaveValue("Johnson");
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("Confirm password")).toHaveValue("");
  });
});
