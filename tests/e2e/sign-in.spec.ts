import { expect, test } from "./test";
import { createAccount, mainContent, newAccount, pathOf, signInThroughForm, submitSignInForm } from "./support";

test.describe("sign-in", () => {
  test("the right password signs in and lands on the marketing page", async ({ page, request }) => {
    const account = await createAccount(request, newAccount("signin", { firstName: "Margaret" }));
    await signInThroughForm(page, account);

    await expect(page).toHaveURL(pathOf("/landing-page"));
    await page.goto("/dashboard");
    await expect(page).toHaveURL(pathOf("/dashboard"));
    await expect(page.getByRole("heading", { name: "Welcome, Margaret" })).toBeVisible();
  });

  test("a wrong password is refused and the e-mail is kept", async ({ page, request }) => {
    const account = await createAccount(request, newAccount("wrongpw"));
    await submitSignInForm(page, { email: account.email, password: `${account.password}-wrong` });

    await expect(mainContent(page).getByText("Invalid email or password")).toBeVisible();
    await expect(page).toHaveURL(pathOf("/signin"));
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(account.email);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(pathOf("/"));
  });

  test("an empty form asks for the missing information", async ({ page }) => {
    await page.goto("/signin");
    await page.getByRole("button", { name: "Sign In" }).click();

    await expect(mainContent(page).getByText("Missing Information")).toBeVisible();
    await expect(page).toHaveURL(pathOf("/signin"));
  });
});
