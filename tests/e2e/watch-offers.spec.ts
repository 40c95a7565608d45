import crypto from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import { expect, test, type APIRequestContext, type Page } from "./test";
import { createAccount, createEventViaApi, createStreamViaApi, mainContent, newAccount, uniqueId } from "./support";
import { joinOnWatchPage } from "./viewer-link";

// Offers are written straight into the app's database here (as a host's offers API would leave
// them): this spec is about what the viewer sees and posts, and needs no host page.
const APP_DB = path.resolve("tests/.reports/e2e/app.sqlite");

/** A 16:9 product image that loads without a network. */
const IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#4f46e5"/><stop offset="1" stop-color="#db2777"/></linearGradient></defs><rect width="640" height="360" fill="url(#g)"/><text x="48" y="200" font-family="sans-serif" font-size="56" font-weight="700" fill="#fff">Masterclass</text></svg>',
)}`;

function insertOffer(hostEmail: string, eventId: number, fields: Record<string, string | number | null>) {
  const db = new Database(APP_DB, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    const host = db.prepare("select id from users where email = ?").get(hostEmail) as { id: number };
    const now = new Date().toISOString();
    const row = {
      host_id: host.id,
      event_id: eventId,
      title: "Launch Masterclass",
      description: "Six live sessions, the recordings and the workbook.",
      price_cents: 4900,
      currency: "USD",
      postback_secret: crypto.randomBytes(32).toString("base64url"),
      revealed_at: now,
      created_at: now,
      updated_at: now,
      ...fields,
    };
    const columns = Object.keys(row);
    const result = db.prepare(`insert into offers (${columns.join(", ")}) values (${columns.map((c) => `@${c}`).join(", ")})`).run(row);
    return Number(result.lastInsertRowid);
  } finally {
    db.close();
  }
}

async function viewerWithOffer(page: Page, request: APIRequestContext, label: string) {
  const host = newAccount(label);
  await createAccount(request, host);
  const eventId = await createEventViaApi(request, `Selling ${uniqueId()}`);
  const stream = await createStreamViaApi(request, "Main stage", eventId);
  const offerId = insertOffer(host.email, eventId, { quantity_limit: 3, countdown_minutes: 15, bonus: "A 1:1 strategy call", image_url: IMAGE });
  const link = await joinOnWatchPage(page, stream.streamId, `e2e-${label}-${uniqueId()}@example.com`, "Maya");
  return { stream, offerId, link };
}

test.describe("an offer on the watch page", () => {
  test("shows price, what is left and when it ends, and its Buy form posts to checkout (a new tab with JavaScript)", async ({ page, request }) => {
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    const { stream, offerId, link } = await viewerWithOffer(page, request, "offer-viewer");
    const javaScript = test.info().project.use.javaScriptEnabled !== false;
    const card = page.getByRole("article", { name: "Launch Masterclass" });
    await expect(card).toBeVisible();
    await expect(card.getByText("$49.00", { exact: true })).toBeVisible();
    await expect(card.getByText("Only 3 left")).toBeVisible();
    await expect(card.getByText("Bonus: A 1:1 strategy call")).toBeVisible();
    await expect(card.getByRole("img")).toHaveCount(0); // alt="": decorative, yet shown
    await expect(card.locator("img")).toBeVisible();
    const buy = card.getByRole("button", { name: /^Buy now — \$49\.00/ });
    await expect(buy).toBeEnabled();

    if (javaScript) {
      const timer = card.getByRole("timer");
      await expect(timer).toHaveText(/^Ends in 1[45]:\d\d$/);
      const first = await timer.textContent();
      await expect(timer).not.toHaveText(first ?? "", { timeout: 3_000 });
      await expect(buy).toHaveAccessibleName("Buy now — $49.00 (opens checkout in a new tab)");
    } else {
      // Fifteen minutes from now: after the event zone's midnight the words name the day too ("Ends Dec 6, 2026 at").
      await expect(card.getByText(/^Ends (\w{3} \d{1,2}, \d{4} )?at \d{1,2}:\d\d [AP]M /)).toBeVisible();
    }

    // The checkout route is the app's (it answers with a redirect to Stripe): here a stand-in records the post.
    const posted: string[] = [];
    await page.context().route(`**/offers/${offerId}/checkout`, (route) => {
      posted.push(`${route.request().method()} ${route.request().postData() ?? ""}`);
      return route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Checkout</title><h1>Checkout stand-in</h1>" });
    });
    const uniqueIdOfLink = link.split("/").pop() ?? "";
    if (javaScript) {
      const [checkout] = await Promise.all([page.context().waitForEvent("page"), buy.click()]);
      await expect(checkout.getByRole("heading", { name: "Checkout stand-in" })).toBeVisible();
      // The stream's page stays where it was.
      await expect(page).toHaveURL(new RegExp(`${link}$`));
      await expect(card).toBeVisible();
    } else {
      await buy.click();
      await expect(page.getByRole("heading", { name: "Checkout stand-in" })).toBeVisible();
    }
    expect(posted).toEqual([`POST streamId=${stream.streamId}&uniqueId=${uniqueIdOfLink}`]);
    // The offers' code arrives before the page comes to life, so hydration keeps the server's card.
    expect(pageErrors).toEqual([]);
  });

  test("back from checkout: a thank-you or 'still here' notice that can be dismissed", async ({ page, request }) => {
    const { offerId, link } = await viewerWithOffer(page, request, "offer-return");
    await page.goto(`${link}?checkout=success&offer=${offerId}`);
    const thanks = mainContent(page).getByRole("status").filter({ hasText: "Thank you!" });
    await expect(thanks).toHaveText("Thank you! Your payment for Launch Masterclass is being confirmed — you'll get a receipt by e-mail.");
    await thanks.getByRole("link", { name: "Dismiss" }).click();
    await expect(thanks).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${link}$`));
    await expect(page.getByRole("article", { name: "Launch Masterclass" })).toBeVisible();

    await page.goto(`${link}?checkout=cancelled&offer=${offerId}`);
    await expect(mainContent(page).getByText("Checkout cancelled. The offer is still here if you change your mind.")).toBeVisible();
    await page.goto(`${link}?checkout=bogus&offer=${offerId}`);
    await expect(mainContent(page).getByText(/Thank you!|Checkout cancelled/)).toHaveCount(0);
  });
});
