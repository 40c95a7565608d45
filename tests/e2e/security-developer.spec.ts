import { expect, test } from "./test";
import { createAccount, mainContent, newAccount, pathOf, signIn, signInThroughForm, hostWithEvent } from "./support";

test.describe("settings: security, developer tools, search", () => {
  test("changes the password, then signs in with the new one", async ({ page, request, browser }) => {
    const account = await createAccount(request, newAccount("pw"));
    await signIn(page, account);
    await page.goto("/settings?tab=security");
    const main = mainContent(page);
    await expect(main.getByRole("listitem").filter({ hasText: "This device" })).toBeVisible();

    await main.getByLabel("Current password").fill("wrong password");
    await main.getByLabel("New password", { exact: true }).fill("a fresh passphrase");
    await main.getByLabel("Confirm new password").fill("a fresh passphrase");
    await main.getByRole("button", { name: "Update password" }).click();
    await expect(main.getByText("Current password is incorrect")).toBeVisible();

    await main.getByLabel("Current password").fill(account.password);
    await main.getByLabel("New password", { exact: true }).fill("a fresh passphrase");
    await main.getByLabel("Confirm new password").fill("a fresh passphrase");
    await main.getByRole("button", { name: "Update password" }).click();
    // Two scrypt runs (verify, then hash) queue behind every other sign-in of the suite's workers.
    await expect(page.getByText("Password Updated").first()).toBeVisible({ timeout: 20_000 });

    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await signInThroughForm(other, { email: account.email, password: "a fresh passphrase" });
    await fresh.close();
  });

  test("creates an API key shown once, then revokes it", async ({ page, request }) => {
    const account = await createAccount(request, newAccount("keys"));
    await signIn(page, account);
    await page.goto("/settings?tab=developer");
    const main = mainContent(page);
    await expect(main.getByText("You have no API keys yet.")).toBeVisible();
    await main.getByLabel("Key name").fill("Reporting script");
    await expect(main.getByRole("radio", { name: /Read only/ })).toBeChecked();
    await main.getByRole("button", { name: "Create API key" }).click();
    const secret = main.getByTestId("api-key-secret");
    await expect(secret).toHaveText(/^su_[A-Za-z0-9_-]{43}$/);
    const value = (await secret.textContent()) ?? "";

    await page.goto("/settings?tab=developer");
    const keys = main.getByRole("list", { name: "API keys" });
    await expect(keys.getByRole("listitem").filter({ hasText: "Reporting script" })).toContainText("Read only");
    await expect(keys.getByRole("listitem").filter({ hasText: "Reporting script" })).toContainText("Never used");

    const apiCall = await request.get("/api/events", { headers: { Authorization: `Bearer ${value}` } });
    expect(apiCall.status()).toBe(200);
    const write = await request.post("/api/events", { headers: { Authorization: `Bearer ${value}` }, data: { title: "Nope" } });
    expect(write.status()).toBe(403);
    expect(((await write.json()) as { error: string }).error).toContain("read-only");

    await page.goto("/settings?tab=developer");
    await expect(main.getByTestId("api-key-secret")).toHaveCount(0);
    await expect(main.getByText(value)).toHaveCount(0);
    await expect(keys.getByRole("listitem").filter({ hasText: "Reporting script" })).toContainText("Last used");
    await main.getByRole("button", { name: "Revoke API key Reporting script" }).click();
    await expect(main.getByText("You have no API keys yet.")).toBeVisible();

    const refused = await request.get("/api/events", { headers: { Authorization: `Bearer ${value}` } });
    expect(refused.status()).toBe(401);
  });

  test("the sidebar search finds an event", async ({ page, request }) => {
    const { host: account, title, eventId } = await hostWithEvent(request, "search", "Findable");
    await signIn(page, account);
    await page.goto("/analytics");
    const search = page.getByRole("complementary").getByRole("searchbox");
    await search.fill(title.split(" ")[1] ?? title);
    await search.press("Enter");
    await expect(page).toHaveURL(pathOf("/search"));
    await mainContent(page)
      .getByRole("link", { name: new RegExp(title) })
      .click();
    await expect(page).toHaveURL(pathOf(`/events/${eventId}`));
  });
});
