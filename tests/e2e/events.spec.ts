import { expect, test, type Page } from "./test";
import path from "node:path";
import { createAccount, mainContent, newAccount, pathOf, signIn, uniqueId, untilHydrated } from "./support";

const FUTURE = "2031-03-04T10:30";
const FIXTURES = path.resolve("tests/fixtures");
const withJs = () => test.info().project.name === "js";

/** The outcome of an action: a toast with JavaScript, the page's notice (in <noscript>) without. */
const notice = (page: Page, title: string) =>
  withJs()
    ? page.getByRole("region", { name: /Notifications/ }).getByText(title, { exact: true })
    : page.getByRole("status").filter({ hasText: title });

/** Creates an event through the full-page form, which works with and without JavaScript. */
async function createOnPage(page: Page, title: string) {
  await page.goto("/events/new");
  await page.getByLabel("Event title").fill(title);
  await page.getByLabel("Date and time").fill(FUTURE);
  await page.getByRole("button", { name: "Create Event" }).click();
  await expect(page).toHaveURL(/\/events\/new\?created=\d+$/);
  await expect(mainContent(page).getByText("has been scheduled successfully.")).toBeVisible();
  return Number(new URL(page.url()).searchParams.get("created"));
}

/** Opens an event's card menu: a radix dropdown with JavaScript, a disclosure without. */
async function openMenu(page: Page, title: string) {
  const trigger = page.getByLabel(`Actions for ${title}`, { exact: true });
  if (withJs()) await untilHydrated(trigger);
  await trigger.click();
}

async function chooseInMenu(page: Page, item: "Duplicate" | "Delete" | "Edit") {
  if (withJs()) await page.getByRole("menuitem", { name: item }).click();
  else await page.getByRole(item === "Duplicate" ? "button" : "link", { name: item, exact: true }).click();
}

test.describe("events", () => {
  test("create an event, find it, filter, switch views, duplicate and delete", async ({ page, request }) => {
    const account = await createAccount(request, newAccount("events"));
    await signIn(page, account);
    const title = `Launch Webinar ${uniqueId()}`;

    // The header and sidebar link: the dialog with JavaScript, the same form on the page without.
    await page.goto("/events?openModal=true");
    if (withJs()) {
      const dialog = page.getByRole("dialog", { name: "Create Event" });
      await expect(dialog).toBeVisible();
      await expect(page).not.toHaveURL(/openModal/);
      await expect(page).toHaveURL(pathOf("/events"));
      await dialog.getByLabel("Event title").fill(title);
      await dialog.getByLabel("Date and time").fill(FUTURE);
      // Every zone, by typing: the browser's own is filled in first.
      const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
      await expect(dialog.getByLabel("Time zone")).toHaveValue(browserZone);
      await dialog.getByLabel("Time zone").fill("America/Los_Angeles");
      await dialog.getByRole("button", { name: "Create Event" }).click();
      await expect(page.getByRole("dialog", { name: "Event Created" }).getByText(`${title} has been scheduled successfully.`)).toBeVisible();
      await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
      await expect(page.getByRole("dialog")).toHaveCount(0);
    } else {
      const form = page.getByRole("region", { name: "Create Event" });
      await form.getByLabel("Event title").fill(title);
      await form.getByLabel("Date and time").fill(FUTURE);
      await expect(form.getByLabel("Time zone")).toHaveValue("America/New_York");
      await form.getByLabel("Time zone").fill("America/Los_Angeles");
      await form.getByRole("button", { name: "Create Event" }).click();
      await expect(page).toHaveURL(/\/events\/new\?created=\d+$/);
      await expect(mainContent(page).getByText(`${title} has been scheduled successfully.`)).toBeVisible();
      await expect(page.getByRole("button", { name: "Save Notification Settings" })).toBeVisible();
      await page.goto("/events");
    }

    // Listed as a card, with its date in its own time zone.
    const card = page.getByRole("article", { name: title, exact: true });
    await expect(card).toBeVisible();
    await expect(card.getByText("Mar 4, 2031, 10:30 AM PST")).toBeVisible();
    await expect(card.getByText("Scheduled")).toBeVisible();
    await expect(card.getByRole("link", { name: /^Manage/ })).toHaveAttribute("href", /\/events\/\d+$/);

    // Search (Enter submits the GET form either way).
    const search = page.getByRole("searchbox", { name: "Search events", exact: true });
    await search.fill(title);
    await search.press("Enter");
    await expect(page).toHaveURL(/[?&]q=Launch/);
    await expect(card).toBeVisible();

    // Status filter: drafts hide it, scheduled shows it.
    const applyStatus = async (status: string) => {
      await page.getByRole("combobox", { name: "Status" }).selectOption(status);
      if (!withJs()) await page.getByRole("button", { name: "Apply" }).click();
      await expect(page).toHaveURL(new RegExp(`status=${status}`));
    };
    await applyStatus("draft");
    await expect(mainContent(page).getByRole("heading", { name: "No events found" })).toBeVisible();
    await applyStatus("scheduled");
    await expect(card).toBeVisible();

    // List view, kept in the address with the filters.
    await page.getByRole("link", { name: "List", exact: true }).click();
    await expect(page).toHaveURL(/view=list/);
    await expect(page).toHaveURL(/status=scheduled/);
    await expect(page.getByRole("link", { name: "List", exact: true })).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("article", { name: title, exact: true })).toBeVisible();

    // Duplicate: a draft copy, back on the same page.
    await page.goto(`/events?q=${encodeURIComponent(title)}`);
    await openMenu(page, title);
    await chooseInMenu(page, "Duplicate");
    const copyTitle = `${title} (copy)`;
    const copy = page.getByRole("article", { name: copyTitle, exact: true });
    await expect(copy).toBeVisible();
    await expect(copy.getByText("Draft")).toBeVisible();
    await expect(copy.getByRole("link", { name: /^View/ })).toBeVisible();
    await expect(notice(page, "Event Duplicated")).toBeVisible();

    // Delete the copy: confirm() with JavaScript, a confirmation page without.
    await openMenu(page, copyTitle);
    if (withJs()) {
      page.once("dialog", async (dialog) => {
        expect(dialog.message()).toBe(`Delete "${copyTitle}"? This action cannot be undone.`);
        await dialog.accept();
      });
      await chooseInMenu(page, "Delete");
    } else {
      await chooseInMenu(page, "Delete");
      await expect(mainContent(page).getByText(`Delete "${copyTitle}"? This action cannot be undone.`)).toBeVisible();
      await page.getByRole("button", { name: "Delete event" }).click();
    }
    await expect(notice(page, "Event Deleted")).toBeVisible();
    await expect(page).toHaveURL(/[?&]q=Launch/);
    await expect(copy).toHaveCount(0);
    await expect(card).toBeVisible();
  });

  test("the create form refuses bad input inline", async ({ page, request }) => {
    const account = await createAccount(request, newAccount("events-invalid"));
    await signIn(page, account);
    await page.goto("/events/new");
    await page.getByLabel("Event title").fill("Too Late");
    await page.getByLabel("Date and time").fill("2020-01-01T09:00");
    await page.getByLabel("Max attendees").fill("-4");
    await page.getByRole("button", { name: "Create Event" }).click();

    await expect(mainContent(page).getByText("Date and time cannot be in the past")).toBeVisible();
    await expect(mainContent(page).getByText("Max attendees must be a positive whole number")).toBeVisible();
    await expect(page.getByLabel("Date and time")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(pathOf("/events/new"));
    await page.goto("/events");
    await expect(mainContent(page).getByRole("heading", { name: "No events found" })).toBeVisible();
  });

  test("edit an event from its card menu", async ({ page, request }) => {
    const account = await createAccount(request, newAccount("events-edit"));
    await signIn(page, account);
    const title = `Edit Me ${uniqueId()}`;
    const eventId = await createOnPage(page, title);

    await page.goto("/events");
    await openMenu(page, title);
    await chooseInMenu(page, "Edit");
    await expect(page).toHaveURL(pathOf(`/events/${eventId}/edit`));
    await expect(page.getByLabel("Event title")).toHaveValue(title);
    await expect(page.getByLabel("Date and time")).toHaveValue(FUTURE);
    await page.getByLabel("Event title").fill(`${title} v2`);
    await page.getByRole("button", { name: "Save Changes" }).click();

    // Back on the event, with its new title.
    await expect(page).toHaveURL(pathOf(`/events/${eventId}`));
    await expect(notice(page, "Event Updated")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: `${title} v2` })).toBeVisible();
  });

  test("upload a cover on the create form, refuse a non-image inline, replace and remove it on edit", async ({ page, request }, info) => {
    const account = await createAccount(request, newAccount("events-cover"));
    await signIn(page, account);
    const title = `Covered ${uniqueId()}`;
    await page.goto("/events/new");
    await page.getByLabel("Event title").fill(title);
    await page.getByLabel("Date and time").fill(FUTURE);
    await page.getByLabel("Cover image").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: Buffer.from("not really a picture") });
    await page.getByRole("button", { name: "Create Event" }).click();
    await expect(page.getByText("The cover must be a JPEG, PNG or WebP image.")).toBeVisible();
    await expect(page.getByLabel("Event title")).toHaveValue(title);

    await page.getByLabel("Cover image").setInputFiles(path.join(FIXTURES, "cover.png"));
    await page.screenshot({ path: info.outputPath("cover-form.png"), fullPage: true });
    await page.getByRole("button", { name: "Create Event" }).click();
    await expect(page).toHaveURL(/\/events\/new\?created=\d+$/);
    const eventId = Number(new URL(page.url()).searchParams.get("created"));

    await page.goto("/events");
    const card = page.getByRole("article", { name: title, exact: true });
    const image = card.locator(`img[src^="/resources/event-cover/${eventId}?v="]`);
    await expect(image).toHaveJSProperty("naturalWidth", 1200);
    await page.screenshot({ path: info.outputPath("cover-card.png") });

    await page.goto(`/events/${eventId}/edit`);
    await page.getByLabel("Remove cover").check();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page).toHaveURL(pathOf(`/events/${eventId}`));
    await page.goto("/events");
    await expect(card.locator("img")).toHaveCount(0);
  });

  test("another host's event is not found", async ({ page, request, browser }) => {
    const owner = await createAccount(request, newAccount("events-owner"));
    await signIn(page, owner);
    const eventId = await createOnPage(page, `Private ${uniqueId()}`);

    const other = await createAccount(request, newAccount("events-other"));
    const context = await browser.newContext({ javaScriptEnabled: withJs() });
    const otherPage = await context.newPage();
    await signIn(otherPage, other);
    const response = await otherPage.goto(`/events/${eventId}/edit`);
    expect(response?.status()).toBe(404);
    await expect(otherPage.getByRole("heading", { name: "Page not found" })).toBeVisible();
    // The host navigation stays, with a way back.
    await expect(otherPage.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(otherPage.getByRole("link", { name: "Back to the dashboard" })).toHaveAttribute("href", "/dashboard");
    await context.close();
  });
});
