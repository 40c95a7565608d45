import { expect, test, type Locator } from "./test";
import { createAccount, createEventViaApi, mainContent, newAccount, signIn, uniqueId } from "./support";

const RESET_CONFIRM = "Reset the stream key? Your encoder will need the new key.";

/** The panel's provider badge: 'Connected' when the suite runs against the fake Mux, else 'Setup Required'. */
async function providerOf(panel: Locator) {
  const badge = panel.getByText(/^(Connected|Setup Required)$/);
  await expect(badge).toBeVisible();
  return (await badge.textContent()) === "Connected" ? "mux" : "manual";
}

test.describe("stream setup on the event dashboard", () => {
  test("a host creates the event's stream, reveals its key and resets it", async ({ page, request }) => {
    const host = await createAccount(request, newAccount("stream-host"));
    const id = await createEventViaApi(request, `Stream Setup ${uniqueId()}`);
    const { javaScriptEnabled } = test.info().project.use;

    await signIn(page, host);
    await page.goto(`/events/${id}`);
    const main = mainContent(page);
    const panel = main.locator("#stream-setup");
    await expect(panel.getByRole("heading", { name: "Stream Setup" })).toBeVisible();
    const provider = await providerOf(panel);
    await expect(panel.getByLabel("Stream key", { exact: true })).toHaveCount(0);

    await panel.getByRole("button", { name: "Create Stream" }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${id}#stream-setup$`));
    const viewerLink = panel.getByLabel("Viewer link");
    await expect(viewerLink).toHaveValue(/^http:\/\/localhost:\d+\/watch\/s[\w-]+$/);
    const streamId = (await viewerLink.inputValue()).split("/").pop() ?? "";
    const created = `Stream …${streamId.slice(-8)} is ready for your encoder.`;
    if (javaScriptEnabled) {
      await expect(page.getByText("Stream Created!").first()).toBeVisible();
      await expect(page.getByText(created).first()).toBeVisible();
    } else {
      await expect(main.getByRole("status").filter({ hasText: "Stream Created!" })).toContainText(created);
    }
    await expect(panel.getByText("Offline", { exact: true })).toBeVisible();
    const serverUrl = panel.getByLabel("Server URL");
    if (provider === "mux") {
      await expect(serverUrl).toHaveValue(/^rtmps?:\/\//);
      await expect(panel.getByText(/switches to Live by itself/).first()).toBeVisible();
    } else {
      await expect(panel.getByText("No address yet: this server can't receive video").or(serverUrl)).toBeVisible();
      await expect(panel.getByText(/^(Your encoder sends your video to|This server can't receive video yet)/)).toBeVisible();
    }
    await expect(panel.getByRole("heading", { name: "Connect OBS Studio" })).toBeVisible();
    await expect(panel.getByRole("button", { name: "Create Stream" })).toHaveCount(0);

    // The key stays masked until revealed: dots in the field with JavaScript, a closed <details> without.
    const key = panel.getByLabel("Stream key", { exact: true });
    if (javaScriptEnabled) {
      await expect(key).toHaveValue(/^•+$/);
      await panel.getByRole("button", { name: "Reveal stream key" }).click();
      await expect(panel.getByRole("button", { name: "Hide stream key" })).toBeVisible();
    } else {
      await expect(key).toBeHidden();
      await panel.locator("summary").filter({ hasText: "Reveal" }).click();
      await expect(key).toBeVisible();
    }
    await expect(key).toHaveValue(/^[\w-]{20,}$/);
    const firstKey = await key.inputValue();
    await expect(key).toHaveAttribute("readonly", "");

    if (javaScriptEnabled) {
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
      await panel.getByRole("button", { name: "Copy Stream key" }).click();
      await expect(page.getByText("Stream key copied to clipboard").first()).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstKey);
      await panel.getByRole("button", { name: "Copy Viewer link" }).click();
      await expect(page.getByText("Viewer link copied to clipboard").first()).toBeVisible();
      if (provider === "mux") {
        await panel.getByRole("button", { name: "Copy Server URL" }).click();
        await expect(page.getByText("Server URL copied to clipboard").first()).toBeVisible();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await serverUrl.inputValue());
      }
      // Hide masks the field again.
      await panel.getByRole("button", { name: "Hide stream key" }).click();
      await expect(key).toHaveValue(/^•+$/);
    } else {
      await expect(panel.getByRole("button", { name: /^Copy/ })).toHaveCount(0);
    }

    // Reset: confirm() with JavaScript, a second "Confirm reset" step without.
    if (javaScriptEnabled) {
      page.once("dialog", (dialog) => {
        expect(dialog.message()).toBe(RESET_CONFIRM);
        void dialog.accept();
      });
      await panel.getByRole("button", { name: "Reset key" }).click();
      await expect(page.getByText("Stream key reset").first()).toBeVisible();
      await panel.getByRole("button", { name: "Reveal stream key" }).click();
    } else {
      await panel.locator("summary").filter({ hasText: "Reset key" }).click();
      await expect(panel.getByText(RESET_CONFIRM)).toBeVisible();
      await panel.getByRole("button", { name: "Confirm reset" }).click();
      await expect(main.getByRole("status").filter({ hasText: "Stream key reset" })).toBeVisible();
      await panel.locator("summary").filter({ hasText: "Reveal" }).click();
    }
    await expect(key).toHaveValue(/^[\w-]{20,}$/);
    await expect(key).not.toHaveValue(firstKey);
    // Still the same stream: only its key changed.
    await expect(viewerLink).toHaveValue(new RegExp(`/watch/${streamId}$`));
  });
});
