import crypto from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import { expect, test } from "./test";
import { mainContent, uniqueId, hostWithEvent } from "./support";

// "Lost your link?" on the public registration page, with JavaScript and without: the answer never
// says who is registered; a registrant's link is queued to their address (read from the app's
// database) and opens their watch page.

const APP_DB = path.resolve("tests/.reports/e2e/app.sqlite");

/** The address part of the personal link in each "personal_link" e-mail queued to `email`. */
function queuedPersonalLinks(email: string) {
  const db = new Database(APP_DB, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare("select body_text from outbox_messages where kind = 'personal_link' and to_address = ? order by id").all(email) as {
      body_text: string;
    }[];
    return rows.map((row) => new URL(/https?:\/\/\S+\/watch\/\S+/.exec(row.body_text)?.[0] ?? "http://x/none").pathname);
  } finally {
    db.close();
  }
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `10.${crypto.randomInt(255)}.${crypto.randomInt(255)}.${crypto.randomInt(1, 255)}` });
});

test("a registrant gets their personal link again; an unknown address reads the same answer", async ({ page, request }) => {
  const { eventId } = await hostWithEvent(request, "link-host", "Link Webinar");
  const email = `e2e-Registrant-${uniqueId()}@example.com`;
  const registered = await request.post(`/api/events/${eventId}/register`, {
    data: { firstName: "Vera", lastName: "Visitor", email, timezone: "Asia/Tokyo" },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  await page.goto(`/event-registration/${eventId}`);
  const card = page.getByRole("region", { name: "Lost your link?" });
  await expect(card).toContainText("Already registered? Get your personal link again.");

  // A mistyped address is refused inline and kept for correcting.
  await card.getByLabel("E-mail you registered with").fill("vera@example");
  await card.getByRole("button", { name: "Send my link" }).click();
  await expect(card.getByText("Please enter a valid email address")).toBeVisible();
  await expect(card.getByLabel("E-mail you registered with")).toHaveValue("vera@example");

  const typed = email.toLowerCase();
  await card.getByLabel("E-mail you registered with").fill(typed);
  await card.getByRole("button", { name: "Send my link" }).click();
  await expect(card.getByRole("status")).toHaveText(`If ${typed} is registered for this event, we've sent its personal link there.`);

  const stranger = `e2e-stranger-${uniqueId()}@example.com`;
  await card.getByLabel("E-mail you registered with").fill(stranger);
  await card.getByRole("button", { name: "Send my link" }).click();
  await expect(card.getByRole("status")).toHaveText(`If ${stranger} is registered for this event, we've sent its personal link there.`);
  // The registration form is still there for newcomers.
  await expect(mainContent(page).getByRole("button", { name: "Register Now" })).toBeVisible();

  expect(queuedPersonalLinks(stranger)).toEqual([]);
  const links = queuedPersonalLinks(email);
  expect(links).toHaveLength(1);
  expect(links[0]).toMatch(new RegExp(`^/watch/${eventId}/[\\w-]{32,}$`));
  await page.goto(links[0] ?? "");
  await expect(page.getByRole("heading", { name: "Stream Offline" })).toBeVisible();
});
