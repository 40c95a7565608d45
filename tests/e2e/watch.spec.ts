import { expect, test } from "./test";
import { anotherBrowser, ONCE_WITHOUT_JS, createAccount, createStreamViaApi, mainContent, newAccount, uniqueId } from "./support";
import { personalLinkFromMail, registerForMailedLink, registerOnWatchPage } from "./viewer-link";

test.describe("viewer registration on the watch page", () => {
  test("a viewer registers and is in the room at once; the mailed link and the cookie bring them back; a known e-mail is told to check its inbox", async ({
    browser,
    request,
  }) => {
    await createAccount(request, newAccount("watch-host"));
    const title = `Watch Party ${uniqueId()}`;
    const stream = await createStreamViaApi(request, title);

    const viewer = await anotherBrowser(browser);
    try {
      await viewer.goto(`/watch/${stream.streamId}`);
      await expect(viewer.getByRole("heading", { name: title })).toBeVisible();
      await expect(viewer.getByRole("heading", { name: "Join Live Stream" })).toBeVisible();

      await viewer.getByRole("button", { name: "Join Live Stream" }).click();
      await expect(mainContent(viewer).getByText("Email and first name are required").first()).toBeVisible();

      const email = `e2e-viewer-${uniqueId()}@example.com`;
      const personal = await registerOnWatchPage(viewer, email, "Wanda");
      expect(personal).toMatch(new RegExp(`^/watch/${stream.streamId}/[A-Za-z0-9_-]{32,}$`));
      await expect(viewer.getByRole("heading", { name: "Stream Offline" })).toBeVisible();
      await expect(mainContent(viewer).getByText("Watching as")).toContainText("Wanda");
      await expect(viewer.getByText("Registration Error")).toHaveCount(0);
      // The same link went to the e-mail, for another device or later.
      expect(await personalLinkFromMail(email)).toBe(personal);

      // The viewer cookie brings a returning viewer back to their personal link.
      await viewer.goto(`/viewer/${stream.streamId}`);
      await expect(viewer).toHaveURL(new RegExp(`${personal}$`));

      // The same e-mail from another browser gets no link and no cookie: only "Check your inbox".
      const again = await anotherBrowser(browser);
      await again.goto(`/watch/${stream.streamId}`);
      await registerForMailedLink(again, email.toUpperCase(), "Mallory");
      await expect(again).toHaveURL(new RegExp(`/watch/${stream.streamId}(\\?index)?$`));
      await expect(
        mainContent(again).getByText(
          `${email.toUpperCase()} is already registered for this stream. We've sent its personal link there: open it to join.`,
        ),
      ).toBeVisible();
      expect(await again.context().cookies()).toEqual([]);
      // "Send it again" answers the same; "Use another e-mail" brings the form back.
      await again.getByRole("button", { name: "Send it again" }).click();
      await expect(again.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
      await again.getByRole("link", { name: "Use another e-mail" }).click();
      await expect(again.getByRole("heading", { name: "Join Live Stream" })).toBeVisible();
      await expect(again.getByLabel("Email")).toHaveValue("");
      expect(await again.context().cookies()).toEqual([]);
      await again.context().close();
    } finally {
      await viewer.context().close();
    }
  });

  test("an unknown personal link explains itself", { tag: ONCE_WITHOUT_JS }, async ({ page, request }) => {
    await createAccount(request, newAccount("watch-404"));
    const stream = await createStreamViaApi(request, `Watch 404 ${uniqueId()}`);
    const response = await page.goto(`/watch/${stream.streamId}/not-a-real-link`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText("This watch link is not valid")).toBeVisible();
  });
});
