import { expect, test } from "./test";
import { createAccount, newAccount, pathOf, signIn } from "./support";

test.describe("sign-out", () => {
  test("the navigation's Sign out signs out and the dashboard is closed again", async ({ page, request }) => {
    const account = await createAccount(request, newAccount("signout"));
    await signIn(page, account);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(pathOf("/dashboard"));

    // A plain form in the shell, the same with JavaScript and without.
    await page.getByRole("complementary").getByRole("button", { name: "Sign out" }).click();

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
