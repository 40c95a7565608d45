import crypto from "node:crypto";
import { expect, test, type Page } from "./test";
import { createAccount, createEventViaApi, createStreamViaApi, newAccount, uniqueId } from "./support";
import { seriousViolations } from "./axe";
import { registerViewerThroughApi } from "./viewer-link";

// The watch page on a phone, with JavaScript and without: held upright the player stays at the top
// and the chat takes the rest of the screen with its message field in view; held sideways the
// player takes the screen and the chat opens over it from a link. A desktop keeps both side by side.

const SHOTS = process.env.WATCH_SHOTS;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  // Past a card's entrance.
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${SHOTS}/${name}-${test.info().project.name}.png` });
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

test("on a phone the room's parts are tabs under the player, each saying what arrived; without JavaScript they link down the page", async ({
  browser,
  playwright,
  request,
}) => {
  test.setTimeout(90_000);
  await createAccount(request, newAccount("room-tabs"));
  const eventId = await createEventViaApi(request, `Room Tabs ${uniqueId()}`);
  expect((await request.patch(`/api/events/${eventId}`, { data: { enableQa: true, enablePolls: true } })).status()).toBe(200);
  const stream = await createStreamViaApi(request, "Main stage", eventId);
  expect((await request.patch(`/api/streams/${stream.streamId}`, { data: { isLive: true } })).status()).toBe(200);
  const poll = await request.post(`/api/streams/${stream.streamId}/polls`, {
    data: { question: "Which plan fits you?", options: ["Starter", "Pro"], multipleChoice: false, showResults: "live" },
  });
  expect(poll.status(), await poll.text()).toBe(201);
  expect((await request.patch(`/api/polls/${((await poll.json()) as { id: number }).id}`, { data: { status: "open" } })).status()).toBe(200);
  const offer = await request.post(`/api/events/${eventId}/offers`, {
    data: {
      title: "Coaching Accelerator",
      description: "Eight weeks, live.",
      priceCents: 49_700,
      currency: "usd",
      checkoutUrl: "https://pay.example.com/a",
    },
  });
  expect(offer.status(), await offer.text()).toBe(201);
  expect((await request.post(`/api/offers/${((await offer.json()) as { id: number }).id}/reveal`)).status()).toBe(200);
  const handout = await request.post(`/api/events/${eventId}/handouts`, { data: { title: "Workbook", url: "https://example.com/workbook" } });
  expect(handout.status(), await handout.text()).toBe(201);
  const api = await playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": `10.${crypto.randomInt(255)}.${crypto.randomInt(255)}.${crypto.randomInt(1, 255)}` },
  });
  const viewer = await registerViewerThroughApi(api, stream.streamId, `e2e-tabs-${uniqueId()}@example.com`, "Pia");
  for (let i = 1; i <= 12; i++)
    expect((await request.post(`/api/streams/${stream.streamId}/chat`, { data: { message: `Welcome note ${i}` } })).status()).toBe(201);

  const { baseURL, javaScriptEnabled } = test.info().project.use;
  const javaScript = javaScriptEnabled !== false;
  const context = await browser.newContext({ baseURL, javaScriptEnabled, viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await context.newPage();
  try {
    await page.goto(viewer.uniqueUrl);
    const tabs = page.getByRole("navigation", { name: "Room" });
    await expect(tabs.getByRole("link")).toHaveText(["Chat", "Q&A", "Polls", "Handouts", "Offer"]);
    // Without JavaScript every part is on the page: none is the current one.
    if (javaScript) await expect(tabs.getByRole("link", { name: "Chat" })).toHaveAttribute("aria-current", "true");
    else await expect(tabs.locator("[aria-current]")).toHaveCount(0);
    const player = await box(page, "#player");
    const bar = await box(page, "nav[aria-label='Room']");
    expect(bar.y).toBeGreaterThanOrEqual(player.y + player.height);
    // The open poll surfaces over the chat; the message field stays on the first screen.
    await expect(page.getByRole("link", { name: /Poll Which plan fits you\? Vote/ })).toBeVisible();
    await expect(page.getByText("Welcome note 12")).toBeInViewport();
    const field = await box(page, "#chat-message");
    expect(field.y + field.height).toBeLessThanOrEqual(844);
    await shot(page, "room-tabs-chat");
    expect(await seriousViolations(page)).toEqual([]);

    await tabs.getByRole("link", { name: "Q&A" }).click();
    const questions = page.getByRole("region", { name: "Questions" });
    await expect(questions.getByLabel("Ask the host a question")).toBeInViewport();
    if (javaScript) {
      // One part at a time under a player that stays put.
      await expect(tabs.getByRole("link", { name: "Q&A" })).toHaveAttribute("aria-current", "true");
      await expect(page.getByLabel("Chat message")).toBeHidden();
      expect((await box(page, "#player")).y).toBe(player.y);
      await shot(page, "room-tabs-questions");
      expect(await seriousViolations(page)).toEqual([]);

      // What arrives in a closed tab is counted on it until the viewer opens it.
      expect((await request.post(`/api/streams/${stream.streamId}/chat`, { data: { message: "Doors open in a minute" } })).status()).toBe(201);
      await expect(tabs.getByRole("link", { name: "Chat (1 new)" })).toBeVisible();
      const more = await request.post(`/api/events/${eventId}/handouts`, { data: { title: "Slides", url: "https://example.com/slides" } });
      expect(more.status()).toBe(201);
      await expect(tabs.getByRole("link", { name: "Handouts (1 new)" })).toBeVisible();
      await tabs.getByRole("link", { name: "Chat (1 new)" }).click();
      await expect(page.getByText("Doors open in a minute")).toBeInViewport();
      await expect(tabs.getByRole("link", { name: "Chat", exact: true })).toHaveAttribute("aria-current", "true");

      await page.getByRole("link", { name: /Poll Which plan fits you\?/ }).click();
      await expect(page.getByRole("region", { name: "Which plan fits you?" }).getByRole("button", { name: "Vote" })).toBeInViewport();
      await shot(page, "room-tabs-poll");
      await tabs.getByRole("link", { name: "Handouts (1 new)" }).click();
      await expect(page.getByRole("link", { name: /Open Slides/ })).toBeInViewport();
      await expect(tabs.getByRole("link", { name: "Handouts", exact: true })).toBeVisible();
      await tabs.getByRole("link", { name: "Offer" }).click();
      await expect(page.getByRole("region", { name: "Offer" }).getByText("Coaching Accelerator")).toBeInViewport();
      await shot(page, "room-tabs-offer");
    } else {
      // Without JavaScript every part is on the page, one after another, the bar at the top.
      await expect(page).toHaveURL(/#questions$/);
      await expect(tabs).toBeInViewport();
      await shot(page, "room-tabs-questions");
      await tabs.getByRole("link", { name: "Offer" }).click();
      await expect(page.getByRole("region", { name: "Offer" }).getByText("Coaching Accelerator")).toBeInViewport();
      await tabs.getByRole("link", { name: "Chat" }).click();
      await expect(page.getByLabel("Chat message")).toBeInViewport();
    }

    // Beside the player there are no tabs: the parts are all there.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(tabs).toBeHidden();
    await expect(page.getByRole("heading", { name: "Live chat" })).toBeVisible();
    await expect(questions).toBeVisible();
    await expect(page.getByRole("region", { name: "Which plan fits you?" })).toBeVisible();
    await shot(page, "room-tabs-desktop");
  } finally {
    await context.close();
    await api.dispose();
  }
});
