import { expect, test } from "./test";
import { chooseGoogleAccount, createAccount, mainContent, newAccount, pathOf, uniqueId } from "./support";

const UNVERIFIED_TEXT = "Google has not verified this account's e-mail address, so it cannot be used to sign in.";

test.describe("Google sign-in (fake provider)", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/signin");
    await page.getByRole("link", { name: "Continue with Google" }).click();
  });

  test("a new verified Google user is signed in", async ({ page }) => {
    const id = uniqueId();
    await chooseGoogleAccount(page, { sub: `new-${id}`, email: `e2e-google-${id}@example.com`, givenName: "Gina", familyName: "Tester" });

    await expect(page).toHaveURL(pathOf("/landing-page"));
    await page.goto("/dashboard");
    await expect(page).toHaveURL(pathOf("/dashboard"));
    await expect(page.getByRole("heading", { name: "Welcome, Gina" })).toBeVisible();
  });

  test("a verified Google e-mail links to the existing password account", async ({ page, request }) => {
    const account = await createAccount(request, newAccount("link", { firstName: "Linda" }));
    await chooseGoogleAccount(page, { sub: `link-${uniqueId()}`, email: account.email, givenName: "Someone", familyName: "Else" });

    await expect(page).toHaveURL(pathOf("/landing-page"));
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Welcome, Linda" })).toBeVisible();
  });

  test("an unverified Google e-mail matching an account is refused", async ({ page, request }) => {
    const account = await createAccount(request, newAccount("unverified", { firstName: "Victim" }));
    await chooseGoogleAccount(page, { sub: `attacker-${uniqueId()}`, email: account.email, verified: false, givenName: "Mallory" });

    await expect(page).toHaveURL(pathOf("/signin"));
    await expect(mainContent(page).getByText("Google Sign-in Failed")).toBeVisible();
    await expect(mainContent(page).getByText(UNVERIFIED_TEXT)).toBeVisible();
    await page.goto("/dashboard");
    await expect(page).toHaveURL(pathOf("/"));
  });

  test("a callback with the wrong state is refused", async ({ page }) => {
    await expect(page.getByRole("heading", { name: "Choose an account" })).toBeVisible();
    await page.goto("/api/auth/google/callback?code=x&state=wrong");

    await expect(page).toHaveURL(pathOf("/signin"));
    await expect(mainContent(page).getByText("Google Sign-in Failed: Please try again")).toBeVisible();
    await page.goto("/dashboard");
    await expect(page).toHaveURL(pathOf("/"));
  });
});
