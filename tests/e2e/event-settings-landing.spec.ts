import { expect, test } from "@playwright/test";
import { createAccount, createEventViaApi, createStreamViaApi, mainContent, newAccount, pathOf, signIn, uniqueId } from "./support";

// The host fills the landing page's offer on the Event Settings screen, with JavaScript (toasts)
// and without (a flash after the redirect), and the event's public page shows it to anyone.

test("the host fills the offer, saves it, and the public event page shows it", async ({ page, request, browser }) => {
  const js = test.info().project.use.javaScriptEnabled !== false;
  const account = await createAccount(request, newAccount("landing"));
  const title = `Landing ${uniqueId()}`;
  const eventId = await createEventViaApi(request, title);
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
  await page.getByRole("switch", { name: /Show to viewers/ }).check();
  await page.getByRole("button", { name: "Update Landing Page" }).click();
  await expect(mainContent(page).getByText("must be an http(s) URL")).toBeVisible();
  await expect(page.getByLabel("Checkout link")).toHaveAttribute("aria-invalid", "true");
  if (js) await expect(page.getByRole("status").filter({ hasText: "Failed to update landing page" })).toBeVisible();
  else await expect(page.getByRole("alert").filter({ hasText: "Failed to update landing page" })).toBeVisible();
  await expect(page.getByLabel("Price")).toHaveValue("$497");

  await page.getByLabel("Checkout link").fill("https://checkout.example.com/accelerator");
  await page.getByRole("button", { name: "Update Landing Page" }).click();
  if (js) {
    await expect(page.getByRole("status").filter({ hasText: "Landing page is now shown for all viewers" })).toBeVisible();
  } else {
    await expect(page).toHaveURL(pathOf(`/events/${eventId}/settings/${streamId}`));
    await expect(page.getByRole("region", { name: "Stream settings" }).getByText("Landing page is now shown for all viewers")).toBeVisible();
  }
  await expect(page.getByLabel("Checkout link")).not.toHaveAttribute("aria-invalid", "true");
  const preview = page.getByRole("region", { name: "Preview" });
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

test("choosing a page type shows it; the active page selector changes it", async ({ page, request }) => {
  const account = await createAccount(request, newAccount("landing-type"));
  const eventId = await createEventViaApi(request, `Landing Type ${uniqueId()}`);
  const { streamId } = await createStreamViaApi(request, "Main stage", eventId);
  await signIn(page, account);
  await page.goto(`/events/${eventId}/settings/${streamId}?tab=landing`);

  await page.getByRole("button", { name: /^Host/ }).click();
  await expect(page.getByRole("heading", { name: "Host page" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Host/ })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("region", { name: "Preview" }).getByText("Visible to viewers")).toBeVisible();

  await page.getByLabel("Active page").selectOption("resources");
  if (test.info().project.use.javaScriptEnabled === false) await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("heading", { name: "Resources page" })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Active page")).toHaveValue("resources");
});
