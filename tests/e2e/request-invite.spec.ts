import crypto from "node:crypto";
import { expect, test, type Page } from "./test";
import { mainContent, uniqueId } from "./support";

// Runs with JavaScript (checked as fields are left, pending state) and without (server answers).

test.beforeEach(async ({ page }) => {
  // Each test is its own network address, so the per-address limit never joins them up; the app
  // trusts X-Forwarded-For from loopback.
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `10.${crypto.randomInt(255)}.${crypto.randomInt(255)}.${crypto.randomInt(1, 255)}` });
  await page.goto("/request-invite");
  await expect(page.getByRole("heading", { level: 1, name: /Request your ShowUp invite/ })).toBeVisible();
});

const submit = (page: Page) => page.getByRole("button", { name: "Request my invite" }).click();

async function fillValid(page: Page, email: string) {
  await page.getByLabel("First name").fill("Nora");
  await page.getByLabel("Last name").fill("Newcomer");
  await page.getByLabel("Work email").fill(email);
  await page.getByLabel("Company").fill("Newcomer Coaching");
  await page.getByLabel("Your role").selectOption({ label: "Coach" });
  await page.getByLabel("What will you run?").selectOption({ label: "Live webinars that sell" });
  await page.getByLabel("Anything we should know?").fill("Monthly launches for 500 people.");
}

test("a valid request shows the success state, and 'Submit another request' brings back an empty form", async ({ page }) => {
  await expect(page.getByLabel(/newsletter/)).toBeChecked();
  await expect(page.getByLabel(/Text me about my invite/)).not.toBeChecked();
  const email = `e2e-invite-${uniqueId()}@example.com`;
  await fillValid(page, email);
  await submit(page);
  await expect(page.getByRole("heading", { name: "You're on the list!" })).toBeVisible();
  await expect(mainContent(page)).toContainText(`We will reply to ${email} within 24 business hours`);

  await page.getByRole("link", { name: "Submit another request" }).click();
  await expect(page.getByRole("button", { name: "Request my invite" })).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("");
  await expect(page.getByLabel(/newsletter/)).toBeChecked();
});

test("an invalid e-mail is refused inline with the spec's text, keeping the values", async ({ page }) => {
  await fillValid(page, "nora@example");
  await submit(page);
  await expect(mainContent(page).getByText("Enter a valid email")).toBeVisible();
  await expect(page.getByLabel("Work email")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Company")).toHaveValue("Newcomer Coaching");
  await expect(page.getByRole("heading", { name: "You're on the list!" })).toHaveCount(0);

  await page.getByLabel("Work email").fill(`e2e-fixed-${uniqueId()}@example.com`);
  await submit(page);
  await expect(page.getByRole("heading", { name: "You're on the list!" })).toBeVisible();
});

test("a missing first name is refused inline with the spec's text", async ({ page }) => {
  await fillValid(page, `e2e-noname-${uniqueId()}@example.com`);
  await page.getByLabel("First name").fill("");
  await submit(page);
  await expect(mainContent(page).getByText("First name is required")).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Anything we should know?")).toHaveValue("Monthly launches for 500 people.");
});

test("a filled honeypot gets the same success page", async ({ page }) => {
  const honeypot = page.locator('input[name="website"]');
  await expect(honeypot).toHaveAttribute("tabindex", "-1");
  await expect(honeypot).toHaveAttribute("autocomplete", "off");
  await fillValid(page, `e2e-bot-${uniqueId()}@example.com`);
  await honeypot.fill("https://spam.example", { force: true });
  await submit(page);
  await expect(page.getByRole("heading", { name: "You're on the list!" })).toBeVisible();
});
