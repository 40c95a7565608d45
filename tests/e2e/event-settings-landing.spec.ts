import { expect, test, type Page } from "./test";
import { createAccount, createEventViaApi, createStreamViaApi, mainContent, newAccount, pathOf, signIn, uniqueId, hostWithEvent } from "./support";

// The host fills the landing page's offer on the Event Settings screen and shows it with one tile,
// with JavaScript (toasts) and without (a flash after the redirect), and the event's public page
// shows it to anyone.

test("the host fills the offer, saves it, and the public event page shows it", async ({ page, request, browser }) => {
  const js = test.info().project.use.javaScriptEnabled !== false;
  const { host: account, title, eventId } = await hostWithEvent(request, "landing", "Landing");
  const { streamId } = await createStreamViaApi(request, "Main stage", eventId);
  await signIn(page, account);

  // Edit Landing leads to the Landing Page tab of the event's stream.
  await page.goto(`/events/${eventId}/landing`);
  await expect(page).toHaveURL(pathOf(`/events/${eventId}/settings/${streamId}`));
  await expect(page.getByRole("link", { name: "Landing Page", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: "Offer page" })).toBeVisible();

  // A checkout link that is not http(s): refused inline, what was typed is kept.
  await page.getByLabel("Offer title").fill("Coaching Accelerator");
  await page.getByLabel("Price").fill("$497");
  await page.getByLabel("Features").fill("8 live group calls\nPrivate community\nLifetime access");
  await page.getByLabel("Checkout link").fill("ftp://files.example.com/offer");
  await page.getByRole("button", { name: "Update Landing Page" }).click();
  await expect(mainContent(page).getByText("must be an http(s) URL")).toBeVisible();
  await expect(page.getByLabel("Checkout link")).toHaveAttribute("aria-invalid", "true");
  if (js) await expect(page.getByRole("status").filter({ hasText: "Failed to update landing page" })).toBeVisible();
  else await expect(page.getByRole("alert").filter({ hasText: "Failed to update landing page" })).toBeVisible();
  await expect(page.getByLabel("Price")).toHaveValue("$497");

  await page.getByLabel("Checkout link").fill("https://checkout.example.com/accelerator");
  await page.getByRole("button", { name: "Update Landing Page" }).click();
  await expectFlash(page, js, "Landing page is now hidden for all viewers");
  await expect(page.getByLabel("Checkout link")).not.toHaveAttribute("aria-invalid", "true");
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByText("Hidden from viewers")).toBeVisible();

  // Saved while nothing is shown: one tile shows it.
  await expect(page.getByRole("button", { name: /^Nothing/ })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: /^Offer/ }).click();
  await expectFlash(page, js, "Landing page is now shown for all viewers");
  await expect(page.getByRole("button", { name: /^Offer/ })).toHaveAttribute("aria-pressed", "true");
  await expect(preview.getByText("Visible to viewers")).toBeVisible();
  await expect(preview.getByText("$497")).toBeVisible();

  // Anyone, signed out, sees the event and its offer on /events/{id}.
  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: js });
  const publicPage = await visitor.newPage();
  const response = await publicPage.goto(`/events/${eventId}`);
  expect(response?.status()).toBe(200);
  await expect(publicPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(publicPage.getByRole("link", { name: "Register" })).toHaveAttribute("href", `/event-registration/${eventId}`);
  const offer = publicPage.getByRole("region", { name: "Special offer" });
  await expect(offer.getByRole("heading", { name: "Coaching Accelerator" })).toBeVisible();
  await expect(offer.getByText("$497")).toBeVisible();
  await expect(offer.getByRole("listitem")).toHaveText(["8 live group calls", "Private community", "Lifetime access"]);
  await expect(offer.getByRole("link", { name: "Claim this offer" })).toHaveAttribute("href", "https://checkout.example.com/accelerator");
  await visitor.close();
});

test("one group of tiles says what viewers see: a page, or Nothing", async ({ page, request }) => {
  const js = test.info().project.use.javaScriptEnabled !== false;
  const account = await createAccount(request, newAccount("landing-type"));
  const eventId = await createEventViaApi(request, `Landing Type ${uniqueId()}`);
  const { streamId } = await createStreamViaApi(request, "Main stage", eventId);
  await signIn(page, account);
  await page.goto(`/events/${eventId}/settings/${streamId}?tab=landing`);

  const tiles = page.getByRole("group", { name: "What viewers see" });
  await expect(tiles.getByRole("button")).toHaveCount(7);
  await expect(tiles.getByRole("button", { pressed: true })).toHaveText(/^Nothing\s*Showing/);
  await expect(page.getByText("Viewers see no landing page now.")).toBeVisible();

  await tiles.getByRole("button", { name: /^Host/ }).click();
  await expectFlash(page, js, "Landing page is now shown for all viewers");
  await expect(tiles.getByRole("button", { pressed: true })).toHaveText(/^Host\s*Showing/);
  await expect(page.getByRole("heading", { name: "Host page" })).toBeVisible();
  await expect(page.getByText("Viewers see no landing page now.")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Preview" }).getByText("Visible to viewers")).toBeVisible();

  // Nothing hides the page; its fields stay editable.
  await tiles.getByRole("button", { name: /^Nothing/ }).click();
  await expectFlash(page, js, "Landing page is now hidden for all viewers");
  await expect(tiles.getByRole("button", { pressed: true })).toHaveText(/^Nothing\s*Showing/);
  await expect(page.getByRole("heading", { name: "Host page" })).toBeVisible();
  await expect(page.getByLabel("Host name")).toBeEditable();
  await expect(page.getByRole("region", { name: "Preview" }).getByText("Hidden from viewers")).toBeVisible();

  await page.reload();
  await expect(tiles.getByRole("button", { pressed: true })).toHaveText(/^Nothing/);
  await expect(tiles.getByRole("button", { name: /^Host/ })).toHaveAttribute("aria-pressed", "false");
});

/** The spec's success text: a toast with JavaScript, the flash after the redirect without. */
async function expectFlash(page: Page, js: boolean, text: string) {
  if (js) await expect(page.getByRole("status").filter({ hasText: text }).last()).toBeVisible();
  else await expect(page.getByRole("region", { name: "Stream settings" }).getByText(text)).toBeVisible();
}
