import { expect, test, type APIRequestContext, type Page } from "./test";
import { hostWithEventStream } from "./support";

// The Stream Overlays tab of the Event Settings screen, with JavaScript (fetchers, toasts, ticking
// timers) and without (each form posts, the page comes back with a notice or the inline error).

async function hostOnSettings(page: Page, request: APIRequestContext, label: string) {
  const { eventId, streamId } = await hostWithEventStream(page, request, label, "Overlay Night");
  const path = `/events/${eventId}/settings/${streamId}`;
  await page.goto(path);
  return { path };
}

const card = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const active = (page: Page) => card(page, "Active Overlays").getByRole("list", { name: "Overlays showing now" });
/** A toast with JavaScript; without, the notice at the top of the tab (inside <noscript>). */
const notice = (page: Page, javaScriptEnabled: boolean, text: string) =>
  javaScriptEnabled
    ? page.getByRole("region", { name: /Notifications/ }).getByText(text)
    : page.getByRole("status").filter({ hasText: text }).first();

test.describe("Event Settings overlays", () => {
  test("the host creates each kind of overlay, sees them in Active Overlays, updates and stops them", async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    await hostOnSettings(page, request, "settings-overlays");
    await expect(card(page, "Active Overlays").getByText("No overlays are showing.")).toBeVisible();
    // Nothing to hide: the button says so by looking and being disabled.
    await expect(card(page, "Active Overlays").getByRole("button", { name: "Hide all" })).toBeDisabled();
    await expect(card(page, "Active Overlays").getByRole("button", { name: "Hide all" })).toHaveAccessibleDescription("Nothing showing");
    await page.screenshot({ path: test.info().outputPath("overlays-empty.png"), fullPage: true });

    const countdown = card(page, "Countdown Timer");
    await expect(countdown.getByLabel("Minutes")).toHaveValue("5");
    await expect(countdown.getByLabel("Title")).toHaveValue("Stream Starting Soon");
    await countdown.getByLabel("Title").fill("Doors open");
    await countdown.getByRole("button", { name: "Start Countdown" }).click();
    await expect(notice(page, javaScriptEnabled, "Countdown Started")).toBeVisible();
    const countdownRow = active(page).getByRole("listitem").filter({ hasText: "Doors open" });
    await expect(countdownRow).toContainText(/4:5\d left|5:00 left/);

    const alert = card(page, "Alert Builder");
    await alert.getByLabel("Title").fill("New donation!");
    await alert.getByLabel("Message").fill("Thank you, Sam");
    await alert.getByLabel("Style").selectOption("success");
    await alert.getByRole("button", { name: "Show Alert" }).click();
    await expect(notice(page, javaScriptEnabled, "Alert Created")).toBeVisible();
    await expect(active(page).getByRole("listitem").filter({ hasText: "New donation! — Thank you, Sam" })).toBeVisible();

    const progress = card(page, "Progress Bar");
    await progress.getByLabel("Total").fill("40");
    await progress.getByLabel("Current").fill("10");
    await progress.getByRole("button", { name: "Create Progress Bar" }).click();
    await expect(notice(page, javaScriptEnabled, "Progress Bar Created")).toBeVisible();
    const bar = active(page).getByRole("listitem").filter({ hasText: "Spots Filled" });
    await expect(bar).toContainText("Spots Filled: 10 of 40");
    await bar.getByRole("button", { name: "Spots Filled plus one" }).click();
    await expect(bar).toContainText("Spots Filled: 11 of 40");

    const gif = card(page, "Custom GIF + Sound Alerts");
    await gif.getByLabel("Preset", { exact: true }).selectOption("builtin-confetti");
    await gif.getByLabel("First name", { exact: true }).fill("Ada");
    if (javaScriptEnabled) await expect(gif.getByText("Ada just enrolled! Welcome aboard!")).toBeVisible();
    await gif.getByRole("button", { name: "Trigger Alert" }).click();
    await expect(notice(page, javaScriptEnabled, "GIF + Sound Alert Triggered")).toBeVisible();
    await expect(active(page).getByRole("listitem").filter({ hasText: "Ada just enrolled! Welcome aboard!" })).toBeVisible();
    await expect(card(page, "Active Overlays").getByRole("button", { name: "Hide all" })).toBeEnabled();
    await page.screenshot({ path: test.info().outputPath("overlays-showing.png"), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath("overlays-phone.png"), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    await countdownRow.getByRole("button", { name: /^Stop Countdown/ }).click();
    await expect(notice(page, javaScriptEnabled, "Overlay Stopped")).toBeVisible();
    await expect(active(page).getByRole("listitem").filter({ hasText: "Doors open" })).toHaveCount(0);
    await expect(bar).toBeVisible();
  });

  test("the host saves what shows as a preset, hides everything, brings it back with Load and deletes the preset", async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    await hostOnSettings(page, request, "settings-overlay-presets");
    const countdown = card(page, "Countdown Timer");
    await countdown.getByLabel("Title").fill("Doors open");
    await countdown.getByRole("button", { name: "Start Countdown" }).click();
    await expect(notice(page, javaScriptEnabled, "Countdown Started")).toBeVisible();

    const presets = card(page, "Overlay Presets");
    await presets.getByLabel("Preset name").fill("Opening");
    await presets.getByRole("button", { name: "Save as Preset" }).click();
    await expect(notice(page, javaScriptEnabled, "Overlay Preset Saved")).toBeVisible();

    await card(page, "Active Overlays").getByRole("button", { name: "Hide all" }).click();
    await expect(notice(page, javaScriptEnabled, "All Overlays Hidden")).toBeVisible();
    await expect(card(page, "Active Overlays").getByText("No overlays are showing.")).toBeVisible();

    await presets.getByRole("button", { name: "Load Opening" }).click();
    await expect(notice(page, javaScriptEnabled, "Overlay Preset Loaded")).toBeVisible();
    await expect(active(page).getByRole("listitem").filter({ hasText: "Doors open" })).toBeVisible();

    await presets.getByText("Delete", { exact: true }).click();
    await presets.getByRole("button", { name: "Yes, delete" }).click();
    await expect(notice(page, javaScriptEnabled, "Overlay Preset Deleted")).toBeVisible();
    await expect(presets.getByRole("button", { name: "Load Opening" })).toHaveCount(0);
    await expect(active(page).getByRole("listitem").filter({ hasText: "Doors open" })).toBeVisible();
  });

  test("a validation error shows and the typed values stay", async ({ page, request, javaScriptEnabled }) => {
    await hostOnSettings(page, request, "settings-overlays-invalid");
    const countdown = card(page, "Countdown Timer");
    await countdown.getByLabel("Minutes").fill("0");
    await countdown.getByLabel("Title").fill("Never");
    await countdown.getByRole("button", { name: "Start Countdown" }).click();
    await expect(countdown.getByRole("alert")).toHaveText("Invalid Timer: Please set a time greater than 0");
    await expect(countdown.getByLabel("Title")).toHaveValue("Never");
    if (javaScriptEnabled) await expect(page.getByRole("region", { name: /Notifications/ }).getByText("Invalid Timer")).toBeVisible();

    const presets = card(page, "Custom GIF + Sound Alerts");
    await presets.getByLabel("Preset name").fill("Cheer");
    await presets.getByRole("button", { name: "Add Preset" }).click();
    await expect(presets.getByRole("alert").filter({ hasText: "Missing fields: Please fill in all fields to add a preset" })).toBeVisible();
    await expect(card(page, "Active Overlays").getByText("No overlays are showing.")).toBeVisible();
  });
});
