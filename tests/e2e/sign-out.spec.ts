import { expect, test } from "@playwright/test";
import { createAccount, newAccount, pathOf, signIn } from "./support";

test.describe("sign-out", () => {
  test("the header's user menu signs out and the dashboard is closed again", async ({ page, request, javaScriptEnabled }) => {
    const account = await createAccount(request, newAccount("signout"));
    await signIn(page, account);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(pathOf("/dashboard"));

    if (javaScriptEnabled) {
      await page.getByRole("button", { name: "Account menu" }).click();
      await page.getByRole("menuitem", { name: "Logout" }).click();
    } else {
      // Without JavaScript the header renders a plain form in its <noscript> fallback.
      await page.getByRole("button", { name: "Logout" }).click();
    }

    await expect(page).toHaveURL(pathOf("/"));
    await page.goto("/dashboard");
    await expect(page).toHaveURL(pathOf("/"));
  });

  test("the /logout page signs out", async ({ page, request }) => {
    const account = await createAccount(request, newAccount("logoutpage"));
    await signIn(page, account);
    await page.goto("/logout");
    await page.getByRole("button", { name: "Sign out" }).click();

    await expect(page).toHaveURL(pathOf("/"));
    await page.goto("/dashboard");
    await expect(page).toHaveURL(pathOf("/"));
  });
});
