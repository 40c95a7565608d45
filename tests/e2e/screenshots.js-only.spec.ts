import { expect, test, type Locator, type Page } from "./test";
import { createAccount, createEventViaApi, createStreamViaApi, newAccount, signIn } from "./support";
import { joinOnWatchPage } from "./viewer-link";

// What people see, compared with the committed pictures in __screenshots__ (made in this
// machine's Chromium, looked at before committing). Every name, date and e-mail is fixed; what
// still changes between runs (the host's unique e-mail, relative times) is masked.

const PHONE = { width: 390, height: 844 };
const PHONE_LANDSCAPE = { width: 844, height: 390 };
const DESKTOP = { width: 1280, height: 800 };
const TITLE = "Grow Your Coaching Practice";

// The host's e-mail and the event's id and links differ between runs (ids follow the other specs' events).
const changing = (page: Page): Locator[] => [
  page.getByText(/e2e-[\w-]+@example\.com/),
  page.locator("input[value*='localhost']"),
  page.locator("input[value*='@example.com']"),
];

async function expectPicture(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await expect(page).toHaveScreenshot(`${name}.png`, { animations: "disabled", caret: "hide", mask: changing(page), maxDiffPixelRatio: 0.01 });
}

test.describe("screens", () => {
  test("registration page, phone and desktop", async ({ page, request }) => {
    await createAccount(request, newAccount("shot-reg", { firstName: "Hana", lastName: "Host" }));
    const eventId = await createEventViaApi(request, TITLE);
    await page.setViewportSize(PHONE);
    await page.goto(`/event-registration/${eventId}`);
    await expectPicture(page, "registration-phone");
    await page.setViewportSize(DESKTOP);
    await expectPicture(page, "registration-desktop");
  });

  test("watch page, phone portrait and landscape, desktop", async ({ page, request }) => {
    await createAccount(request, newAccount("shot-watch", { firstName: "Hana", lastName: "Host" }));
    const eventId = await createEventViaApi(request, TITLE);
    const stream = await createStreamViaApi(request, TITLE, eventId);
    // A room with Q&A and a handout beside the chat: on a phone held upright they are tabs under the player.
    expect((await request.patch(`/api/events/${eventId}`, { data: { enableQa: true } })).status()).toBe(200);
    const handout = await request.post(`/api/events/${eventId}/handouts`, {
      data: { title: "Session workbook", url: "https://example.com/workbook" },
    });
    expect(handout.status()).toBe(201);
    await joinOnWatchPage(page, stream.streamId, `shot-viewer-${Date.now()}@example.com`, "Vera");
    await page.setViewportSize(PHONE);
    await expectPicture(page, "watch-phone");
    await page.setViewportSize(PHONE_LANDSCAPE);
    await expectPicture(page, "watch-phone-landscape");
    await page.setViewportSize(DESKTOP);
    await expectPicture(page, "watch-desktop");
  });

  test("one host page per section, desktop and phone", async ({ page, request }) => {
    const host = await createAccount(request, newAccount("shot-host", { firstName: "Hana", lastName: "Host" }));
    const eventId = await createEventViaApi(request, TITLE);
    const stream = await createStreamViaApi(request, TITLE, eventId);
    await signIn(page, host);
    const pages: [string, string][] = [
      ["dashboard", "/dashboard"],
      ["events", "/events"],
      ["event-dashboard", `/events/${eventId}`],
      ["event-settings", `/events/${eventId}/settings/${stream.streamId}`],
      ["analytics", "/analytics"],
      ["audience", "/audience"],
      ["settings", "/settings"],
      ["templates", "/templates"],
    ];
    for (const [name, path] of pages) {
      await page.setViewportSize(DESKTOP);
      await page.goto(path);
      await expectPicture(page, `host-${name}-desktop`);
      await page.setViewportSize(PHONE);
      await expectPicture(page, `host-${name}-phone`);
    }
  });
});
