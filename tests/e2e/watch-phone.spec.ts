import crypto from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { createAccount, createStreamViaApi, newAccount, uniqueId } from "./support";
import { registerViewerThroughApi } from "./viewer-link";

// The watch page on a phone, with JavaScript and without: held upright the player stays at the top
// and the chat takes the rest of the screen with its message field in view; held sideways the
// player takes the screen and the chat opens over it from a link. A desktop keeps both side by side.

const SHOTS = process.env.WATCH_SHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${test.info().project.name}.png` });
}

async function liveStreamWithChat(
  playwright: Parameters<Parameters<typeof test>[2]>[0]["playwright"],
  request: Parameters<Parameters<typeof test>[2]>[0]["request"],
) {
  await createAccount(request, newAccount("watch-phone"));
  const stream = await createStreamViaApi(request, `Phone Live ${uniqueId()}`);
  expect((await request.patch(`/api/streams/${stream.streamId}`, { data: { isLive: true } })).status()).toBe(200);
  const api = await playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": `10.${crypto.randomInt(255)}.${crypto.randomInt(255)}.${crypto.randomInt(1, 255)}` },
  });
  const viewer = await registerViewerThroughApi(api, stream.streamId, `e2e-phone-${uniqueId()}@example.com`, "Pia");
  // Enough messages to scroll, from the host (a viewer may only send a few in a row).
  for (let i = 1; i <= 30; i++) {
    const said = await request.post(`/api/streams/${stream.streamId}/chat`, { data: { message: `Message number ${i} from the stage` } });
    expect(said.status(), await said.text()).toBe(201);
  }
  return { api, uniqueUrl: viewer.uniqueUrl };
}

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not on screen`);
  return found;
};

test("held upright the player stays at the top and the message field in view; sideways the player fills the screen and the chat opens from a link", async ({
  browser,
  playwright,
  request,
}) => {
  const { api, uniqueUrl } = await liveStreamWithChat(playwright, request);
  const { baseURL, javaScriptEnabled } = test.info().project.use;
  // The viewer's cookie comes with the personal link: the phone opens it like the mail's link.
  const context = await browser.newContext({ baseURL, javaScriptEnabled, viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await context.newPage();
  try {
    await page.goto(uniqueUrl);
    await expect(page.getByRole("heading", { name: "Live chat" })).toBeVisible();
    await expect(page.getByText("Message number 30 from the stage")).toBeVisible();
    await shot(page, "watch-phone");

    // Once each: the title and LIVE.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("LIVE", { exact: true }).filter({ visible: true })).toHaveCount(1);

    const player = await box(page, "#player");
    expect(player.y).toBeGreaterThanOrEqual(0);
    expect(player.y).toBeLessThan(120);
    const field = await box(page, "#chat-message");
    expect(field.y + field.height).toBeLessThanOrEqual(844);
    expect(field.y).toBeGreaterThan(player.y + player.height);

    // Scrolling the chat leaves the player where it is.
    const messages = await box(page, "#chat [aria-label='Messages']");
    await page.mouse.move(messages.x + messages.width / 2, messages.y + messages.height / 2);
    await page.mouse.wheel(0, -1500);
    await page.waitForTimeout(200);
    expect((await box(page, "#player")).y).toBe(player.y);
    const fieldAfter = await box(page, "#chat-message");
    expect(fieldAfter.y + fieldAfter.height).toBeLessThanOrEqual(844);

    // Sideways: the player takes the whole width and height; the chat waits behind a link.
    await page.setViewportSize({ width: 844, height: 390 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const wide = await box(page, "#player");
    expect(wide.x).toBe(0);
    expect(wide.width).toBe(844);
    expect(wide.height).toBe(390);
    await expect(page.getByRole("heading", { name: "Live chat" })).toBeHidden();
    await shot(page, "watch-landscape");
    await page.getByRole("link", { name: "Chat", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Live chat" })).toBeVisible();
    await expect(page.getByLabel("Chat message")).toBeInViewport();
    await shot(page, "watch-landscape-chat");
    await page.getByRole("link", { name: "Close" }).click();
    await expect(page.getByRole("heading", { name: "Live chat" })).toBeHidden();

    // A desktop keeps the player and the chat side by side.
    await page.setViewportSize({ width: 1280, height: 800 });
    const desk = await box(page, "#player");
    const chat = await box(page, "#chat");
    expect(chat.x).toBeGreaterThan(desk.x + desk.width - 1);
    expect(Math.abs(chat.y - desk.y)).toBeLessThan(2);
    await shot(page, "watch-desktop");
  } finally {
    await context.close();
    await api.dispose();
  }
});
