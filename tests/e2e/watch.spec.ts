import { expect, test } from "@playwright/test";
import { createAccount, createStreamViaApi, mainContent, newAccount, uniqueId } from "./support";

test.describe("viewer registration on the watch page", () => {
  test("a viewer joins with e-mail and first name, lands on their personal link and comes back to it", async ({ browser, request }) => {
    await createAccount(request, newAccount("watch-host"));
    const title = `Watch Party ${uniqueId()}`;
    const stream = await createStreamViaApi(request, title);

    const { baseURL, javaScriptEnabled } = test.info().project.use;
    const context = await browser.newContext({ baseURL, javaScriptEnabled });
    const viewer = await context.newPage();
    try {
      await viewer.goto(`/watch/${stream.streamId}`);
      await expect(viewer.getByRole("heading", { name: title })).toBeVisible();
      await expect(viewer.getByRole("heading", { name: "Join Live Stream" })).toBeVisible();

      await viewer.getByRole("button", { name: "Join Live Stream" }).click();
      await expect(mainContent(viewer).getByText("Email and first name are required").first()).toBeVisible();

      const email = `e2e-viewer-${uniqueId()}@example.com`;
      await viewer.getByLabel("Email").fill(email);
      await viewer.getByLabel("First name").fill("Wanda");
      await viewer.getByRole("button", { name: "Join Live Stream" }).click();
      await expect(viewer).toHaveURL(new RegExp(`/watch/${stream.streamId}/[A-Za-z0-9_-]{32,}$`));
      const personal = viewer.url();
      await expect(viewer.getByRole("heading", { name: "Stream Offline" })).toBeVisible();
      await expect(mainContent(viewer).getByText("Watching as")).toContainText("Wanda");

      // The viewer cookie brings a returning viewer back to their personal link.
      await viewer.goto(`/viewer/${stream.streamId}`);
      await expect(viewer).toHaveURL(personal);

      // The same e-mail from another browser gets the same personal link.
      const other = await browser.newContext({ baseURL, javaScriptEnabled });
      const again = await other.newPage();
      await again.goto(`/watch/${stream.streamId}`);
      await again.getByLabel("Email").fill(email.toUpperCase());
      await again.getByLabel("First name").fill("Wanda");
      await again.getByRole("button", { name: "Join Live Stream" }).click();
      await expect(again).toHaveURL(personal);
      await other.close();
    } finally {
      await context.close();
    }
  });

  test("an unknown personal link explains itself", async ({ page, request }) => {
    await createAccount(request, newAccount("watch-404"));
    const stream = await createStreamViaApi(request, `Watch 404 ${uniqueId()}`);
    const response = await page.goto(`/watch/${stream.streamId}/not-a-real-link`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText("This watch link is not valid")).toBeVisible();
  });
});
