import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "./test";
import { createAccount, createEventViaApi, createStreamViaApi, newAccount, signIn, uniqueId } from "./support";

// The host runs an offer from the Event Settings screen's Offers tab, with JavaScript and without:
// creates it (a bad price first), reveals it, hides it and deletes it.

const SCREENSHOTS = path.join(process.cwd(), "tests/.reports/screenshots");

const notice = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

test("a host creates an offer, reveals it, hides it and deletes it", async ({ page, request }, testInfo) => {
  const account = await createAccount(request, newAccount("offers"));
  const eventId = await createEventViaApi(request, `Offers ${uniqueId()}`);
  const { streamId } = await createStreamViaApi(request, "Main stage", eventId);
  await signIn(page, account);

  await page.goto(`/events/${eventId}/settings/${streamId}?tab=offers`);
  await expect(page.getByRole("link", { name: "Offers", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("No offers yet")).toBeVisible();

  const form = page.getByRole("region", { name: "New offer" });
  await form.getByLabel("Title", { exact: true }).fill("Coaching Accelerator");
  await form.getByLabel("Description").fill("Eight weeks of live coaching.");
  await form.getByLabel("Price", { exact: true }).fill("49.999");
  await form.getByLabel("My own checkout page").check();
  await form.getByLabel("Checkout URL (own checkout only)").fill("https://pay.example.com/accelerator");
  await form.getByLabel("Quantity limit").fill("10");
  await form.getByRole("button", { name: "Create offer" }).click();
  await expect(form.getByText("Price must be an amount in USD such as 49.00", { exact: true })).toBeVisible();
  await expect(form.getByLabel("Price", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Title", { exact: true })).toHaveValue("Coaching Accelerator");

  await form.getByLabel("Price", { exact: true }).fill("497");
  await form.getByRole("button", { name: "Create offer" }).click();
  await expect(notice(page, "Offer created")).toBeVisible();
  const offer = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Coaching Accelerator" }) });
  await expect(offer.getByText("$497.00")).toBeVisible();
  await expect(offer.getByText("10 of 10 left")).toBeVisible();
  await expect(offer.getByText("Hidden", { exact: true })).toBeVisible();

  await offer.getByRole("button", { name: "Reveal to viewers" }).click();
  await expect(notice(page, "Viewers see it now")).toBeVisible();
  await expect(offer.getByText("Showing", { exact: true })).toBeVisible();
  await expect(offer.getByRole("button", { name: "Hide from viewers" })).toBeVisible();

  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    const file = path.join(SCREENSHOTS, `offers-tab-${width}-${testInfo.project.name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    expect(fs.statSync(file).size).toBeGreaterThan(10_000);
  }

  await offer.getByRole("button", { name: "Hide from viewers" }).click();
  await expect(notice(page, "Offer hidden")).toBeVisible();
  await expect(offer.getByText("Hidden", { exact: true })).toBeVisible();

  await offer.getByText("Delete", { exact: true }).click();
  await offer.getByRole("button", { name: "Yes, delete" }).click();
  await expect(notice(page, "Offer deleted")).toBeVisible();
  await expect(page.getByText("No offers yet")).toBeVisible();
});
