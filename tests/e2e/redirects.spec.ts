import { expect, test } from "./test";
import { createAccount, newAccount, pathOf, signIn } from "./support";

test.describe("redirects", () => {
  test("signed-in visitors of /signin and /signup go to the dashboard", async ({ page, request }) => {
    const account = await createAccount(request, newAccount("redirect"));
    await signIn(page, account);

    await page.goto("/signin");
    await expect(page).toHaveURL(pathOf("/dashboard"));
    await page.goto("/signup");
    await expect(page).toHaveURL(pathOf("/dashboard"));
  });

  test("signed-out visitors of /dashboard go to the home page", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page).toHaveURL(pathOf("/"));
  });
});
