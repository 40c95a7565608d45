import { expect, test, type Page } from "./test";

// The floating support chat (spec sections 2, 5 and 9). Without JavaScript it is a plain link to
// /contact, which the link checks cover; these tests need the widget itself.

const launcher = (page: Page) => page.getByRole("button", { name: /^Open support chat/ });
const chat = (page: Page) => page.getByRole("dialog", { name: "ShowUp Support" });
const conversation = (page: Page) => chat(page).getByRole("log", { name: "Conversation" });
const quickActions = (page: Page) => chat(page).getByRole("list", { name: "Quick actions" });

async function openChat(page: Page) {
  await page.goto("/");
  await launcher(page).click();
  await expect(chat(page)).toBeVisible();
  await expect(chat(page).getByRole("textbox", { name: "Message" })).toBeFocused();
}

test("shows the '1' badge about 2 seconds after the page opens, cleared on opening", async ({ page }) => {
  const started = Date.now();
  await page.goto("/");
  await expect(launcher(page)).toBeVisible();
  const badge = page.getByTestId("support-chat-badge");
  await expect(badge).toHaveText("1", { timeout: 8_000 });
  const elapsed = Date.now() - started;
  expect(elapsed).toBeGreaterThanOrEqual(2_000);
  expect(elapsed).toBeLessThan(7_000);
  await expect(launcher(page)).toHaveAccessibleName("Open support chat, 1 unread message");

  await launcher(page).click();
  await expect(chat(page)).toBeVisible();
  await expect(badge).toHaveCount(0);
});

test("offers quick actions only with the welcome message; a quick action is answered after about 1.5 s", async ({ page }) => {
  await openChat(page);
  await expect(conversation(page)).toContainText("Welcome to ShowUp");
  const actions = quickActions(page).getByRole("button");
  await expect(actions).toHaveText(["Schedule a Demo", "View Pricing", "Contact Sales", "See Features"]);

  const clicked = Date.now();
  await quickActions(page).getByRole("button", { name: "View Pricing" }).click();
  await expect(quickActions(page)).toHaveCount(0);
  await expect(chat(page).getByRole("status")).toContainText("ShowUp Support is typing");
  await expect(conversation(page)).toContainText("Plans start from $97/month", { timeout: 6_000 });
  const elapsed = Date.now() - clicked;
  expect(elapsed).toBeGreaterThanOrEqual(1_400);
  expect(elapsed).toBeLessThan(5_000);
  await expect(chat(page).getByRole("status")).toHaveCount(0);
  await expect(conversation(page).getByRole("link", { name: /Compare the plans/ })).toHaveAttribute("href", "/pricing");
  // Still hidden once the conversation holds more than the welcome message.
  await expect(quickActions(page)).toHaveCount(0);
});

test("a typed message is answered after 1 to 3 seconds with a typing indicator meanwhile", async ({ page }) => {
  await openChat(page);
  const input = chat(page).getByRole("textbox", { name: "Message" });
  await input.fill("Do you have a refund policy?");
  const sent = Date.now();
  await input.press("Enter");
  await expect(input).toHaveValue("");
  await expect(conversation(page)).toContainText("Do you have a refund policy?");
  await expect(quickActions(page)).toHaveCount(0);
  await expect(chat(page).getByRole("status")).toBeVisible();
  await expect(conversation(page)).toContainText("30-day money-back guarantee", { timeout: 7_000 });
  const elapsed = Date.now() - sent;
  expect(elapsed).toBeGreaterThanOrEqual(900);
  expect(elapsed).toBeLessThan(6_000);
  await expect(chat(page).getByRole("status")).toHaveCount(0);
});

test("empty or whitespace-only text cannot be sent", async ({ page }) => {
  await openChat(page);
  const input = chat(page).getByRole("textbox", { name: "Message" });
  const send = chat(page).getByRole("button", { name: "Send message" });
  await expect(send).toBeDisabled();
  await input.fill("    ");
  await expect(send).toBeDisabled();
  await input.press("Enter");
  await page.waitForTimeout(300);
  await expect(quickActions(page)).toBeVisible();
  await expect(chat(page).getByRole("status")).toHaveCount(0);
  await input.fill("Hello");
  await expect(send).toBeEnabled();
});

test("minimises to its title bar, expands, closes with the button and with Escape", async ({ page }) => {
  await openChat(page);
  await chat(page).getByRole("button", { name: "Minimise chat" }).click();
  await expect(chat(page)).toBeVisible();
  await expect(chat(page).getByRole("textbox", { name: "Message" })).toBeHidden();
  await expect(chat(page).getByRole("button", { name: "Expand chat" })).toBeFocused();

  await chat(page).getByRole("button", { name: "Expand chat" }).click();
  await expect(chat(page).getByRole("textbox", { name: "Message" })).toBeVisible();
  await expect(conversation(page)).toContainText("Welcome to ShowUp");

  await chat(page).getByRole("button", { name: "Close chat" }).click();
  await expect(chat(page)).toBeHidden();
  await expect(launcher(page)).toBeFocused();

  // Reopening keeps the conversation; Escape closes it again.
  await launcher(page).click();
  await expect(chat(page).getByRole("textbox", { name: "Message" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(chat(page)).toBeHidden();
  await expect(launcher(page)).toBeFocused();
});

test("is not shown on screens narrower than 768 px", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  await page.waitForTimeout(2_500);
  await expect(launcher(page)).toBeHidden();
  await expect(page.getByTestId("support-chat-badge")).toHaveCount(0);
});
