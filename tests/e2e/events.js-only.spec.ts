import { expect, test, type Page } from "./test";
import { createAccount, newAccount, pathOf, signIn, uniqueId, untilHydrated } from "./support";

// The Create Event dialog, its tabs and toasts need JavaScript; this file runs in the `js` project only.

const FUTURE = "2031-09-15T14:00";
// While the modal dialog is open, radix hides the rest of the page (the toasts' region included)
// from the accessibility tree; toasts are still announced through radix's live region.
const toast = (page: Page, title: string) =>
  page.getByRole("region", { name: /Notifications/, includeHidden: true }).getByText(title, { exact: true });

async function signedIn(page: Page, request: Parameters<typeof createAccount>[0], label: string) {
  await signIn(page, await createAccount(request, newAccount(label)));
}

test("the dialog: tabs, disabled submit, inline errors, success view and Create Another Event", async ({ page, request }) => {
  await signedIn(page, request, "dialog");
  await page.goto("/events");
  await page.getByRole("main").getByRole("link", { name: "Create Event" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Create Event" });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(pathOf("/events"));

  // Create Event stays disabled until there is a title and a date-time.
  const submit = dialog.getByRole("button", { name: "Create Event" });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel("Event title").fill("Tabs Webinar");
  await expect(submit).toBeDisabled();
  await dialog.getByLabel("Date and time").fill("2020-05-05T10:00");
  await expect(submit).toBeEnabled();

  // Next and Previous move between the two tabs.
  await expect(dialog.getByRole("tab", { name: "Basic Info" })).toHaveAttribute("aria-selected", "true");
  await dialog.getByRole("button", { name: "Next" }).click();
  await expect(dialog.getByRole("tab", { name: "Settings" })).toHaveAttribute("aria-selected", "true");
  await expect(dialog.getByRole("switch", { name: /Registration required/ })).toBeChecked();
  await expect(dialog.getByRole("switch", { name: /Enable polls/ })).not.toBeChecked();
  await expect(dialog.getByRole("radio", { name: "Cloud" })).toBeChecked();
  await expect(dialog.getByLabel("Event title")).toBeHidden();

  // Submitting from Settings with a past date shows the error on Basic Info.
  await submit.click();
  await expect(dialog.getByRole("tab", { name: /Basic Info/ })).toHaveAttribute("aria-selected", "true");
  await expect(dialog.getByText("Date and time cannot be in the past")).toBeVisible();
  await dialog.getByLabel("Date and time").fill(FUTURE);
  await expect(dialog.getByText("Date and time cannot be in the past")).toBeHidden();
  await dialog.getByRole("button", { name: "Next" }).click();
  await dialog.getByRole("switch", { name: /Enable polls/ }).check();
  await submit.click();

  const success = page.getByRole("dialog", { name: "Event Created" });
  await expect(success.getByText("Tabs Webinar has been scheduled successfully.")).toBeVisible();
  // The success view says it already: no toast repeats it over the next steps.
  await expect(toast(page, "Event Created")).toHaveCount(0);
  await expect(success.getByRole("link", { name: "Edit Page" })).toHaveAttribute("href", /\/events\/\d+\/landing$/);
  await expect(success.getByRole("link", { name: "Stream Settings" })).toHaveAttribute("href", /\/events\/\d+#stream-setup$/);
  await expect(success.getByRole("link", { name: "Email Settings" })).toHaveAttribute("href", /\/events\/\d+#reminders$/);
  await expect(success.getByRole("link", { name: "View Analytics" })).toHaveAttribute("href", "/analytics");
  await expect(success.getByRole("heading", { name: "Next Steps" })).toBeVisible();
  // The list behind the dialog already shows it.
  await expect(page.getByRole("article", { name: "Tabs Webinar", exact: true, includeHidden: true })).toBeAttached();

  // Notification settings save in place.
  await success.getByRole("checkbox", { name: "SMS 1 week before" }).uncheck();
  await success.getByRole("button", { name: "Save Notification Settings" }).click();
  await expect(toast(page, "Notification Settings Saved")).toBeVisible();

  // Create Another Event: an empty form again.
  await success.getByRole("button", { name: "Create Another Event" }).click();
  const again = page.getByRole("dialog", { name: "Create Event" });
  await expect(again.getByLabel("Event title")).toHaveValue("");
  await expect(again.getByRole("button", { name: "Create Event" })).toBeDisabled();
  await again.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("the navigation's Create Event opens the dialog, then drops openModal", async ({ page, request }) => {
  await signedIn(page, request, "sidebar");
  await page.goto("/dashboard");
  await page.getByRole("complementary").getByRole("link", { name: "Create Event" }).click();
  await expect(page.getByRole("dialog", { name: "Create Event" })).toBeVisible();
  await expect(page).not.toHaveURL(/openModal/);
  await expect(page).toHaveURL(pathOf("/events"));
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.goto("/analytics");
  await page.getByRole("complementary").getByRole("link", { name: "Create Event" }).click();
  await expect(page.getByRole("dialog", { name: "Create Event" })).toBeVisible();
  await expect(page).not.toHaveURL(/openModal/);
  await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("cancelling the delete confirmation keeps the event; search applies while typing", async ({ page, request }) => {
  await signedIn(page, request, "cancel-delete");
  const title = `Keep Me ${uniqueId()}`;
  await page.goto("/events/new");
  await page.getByLabel("Event title").fill(title);
  await page.getByLabel("Date and time").fill(FUTURE);
  await page.getByRole("button", { name: "Create Event" }).click();
  await expect(page).toHaveURL(/created=\d+/);

  await page.goto("/events");
  const actions = page.getByLabel(`Actions for ${title}`, { exact: true });
  await untilHydrated(actions);
  await actions.click();
  page.once("dialog", (dialog) => dialog.dismiss());
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await expect(page.getByRole("article", { name: title, exact: true })).toBeVisible();

  await page.getByRole("searchbox", { name: "Search events", exact: true }).pressSequentially("zzz-none");
  await expect(page).toHaveURL(/q=zzz-none/);
  await expect(page.getByRole("heading", { name: "No events found" })).toBeVisible();
  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page.getByRole("article", { name: title, exact: true })).toBeVisible();
});
