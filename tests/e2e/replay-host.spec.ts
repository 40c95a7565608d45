import { expect, test, type Locator, type Page } from "./test";
import { seriousViolations } from "./axe";
import { deliverMuxAssetReady, muxLiveStreamId } from "./mux";
import { createAccount, createEventViaApi, createStreamViaApi, mainContent, newAccount, signIn, uniqueId } from "./support";

// Issue 22, parts 2 and 6: the host decides about the replay on the event's dashboard (publish, 48 hours,
// trim, a chapter) and sees its analytics; with JavaScript (fetchers and toasts) and without (plain
// posts that land back on the card with its message). The recording is the event's Mux asset,
// announced by Mux's signed video.asset.ready webhook (the suite runs against a fake Mux).

/** A form's answer: a toast with JavaScript, the card's own notice without. */
async function expectAnswer(page: Page, card: Locator, title: string) {
  if (test.info().project.use.javaScriptEnabled) await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
  else await expect(card.getByRole("status").filter({ hasText: title })).toBeVisible();
}

test.describe("the host's replay", () => {
  test("publishes it, makes it available for 48 hours, trims it, adds a chapter, and sees the replay analytics", async ({ page, request }) => {
    test.setTimeout(120_000);
    const host = await createAccount(request, newAccount("replay-host"));
    const eventId = await createEventViaApi(request, `Replayed launch ${uniqueId()}`);
    const stream = await createStreamViaApi(request, "Main stage", eventId);

    await signIn(page, host);
    await page.goto(`/events/${eventId}`);
    const card = mainContent(page).locator("#replay");
    await expect(card.getByRole("heading", { name: "Replay" })).toBeVisible();
    await expect(card.getByText("No recording yet")).toBeVisible();
    await expect(card.getByText("The replay appears here once a broadcast of this event has been recorded.", { exact: false })).toBeVisible();

    await deliverMuxAssetReady(request, await muxLiveStreamId(request, stream.streamKey), { durationSeconds: 312.4, startedSecondsAgo: 3600 });
    await page.reload();
    await expect(card.getByText("Ready", { exact: true })).toBeVisible();
    await expect(card.getByText("Not published", { exact: true })).toBeVisible();
    await expect(card.getByText("Length 5:12")).toBeVisible();
    await expect(card.getByLabel("Preview of the replay")).toBeVisible();

    await card.getByRole("button", { name: "Publish replay" }).click();
    await expectAnswer(page, card, "Replay published");
    await expect(card.getByText("Published", { exact: true })).toBeVisible();
    await expect(card.getByText(`/replay/${eventId}/…`)).toBeVisible();
    await expect(card.getByText("Registrants watch it with their own personal link, which they get by e-mail:")).toBeVisible();

    await card.getByLabel("Available for").selectOption({ label: "48 hours" });
    await card.getByRole("button", { name: "Save availability" }).click();
    await expectAnswer(page, card, "Availability saved");
    await expect(card.getByText(/^Available until \w{3} \d{1,2} \w{3}, \d{2}:\d{2} E[SD]T \(in 47 h\)$/)).toBeVisible();

    // A start after the end is refused beside the field, with what was typed kept.
    await card.getByLabel("Start (mm:ss)").fill("4:00");
    await card.getByLabel("End (mm:ss)").fill("1:00");
    await card.getByRole("button", { name: "Save trim" }).click();
    await expect(card.getByText("The end must be after the start")).toBeVisible();
    await expect(card.getByLabel("End (mm:ss)")).toHaveAttribute("aria-invalid", "true");
    await expect(card.getByLabel("Start (mm:ss)")).toHaveValue("4:00");

    await card.getByLabel("Start (mm:ss)").fill("0:30");
    await card.getByLabel("End (mm:ss)").fill("4:00");
    await card.getByRole("button", { name: "Save trim" }).click();
    await expectAnswer(page, card, "Trim saved");
    await expect(card.getByText("Viewers see 0:30 to 4:00 (3:30).")).toBeVisible();
    await expect(card.getByText("The end must be after the start")).toHaveCount(0);

    await card.getByLabel("At (mm:ss)").fill("1:15");
    await card.getByLabel("Title", { exact: true }).fill("Pricing and Q&A");
    await card.getByRole("button", { name: "Add chapter" }).click();
    await expectAnswer(page, card, "Chapter added");
    const chapters = card.getByRole("list", { name: "Chapters, in the order of the recording" });
    await expect(chapters.getByRole("listitem")).toHaveCount(1);
    await expect(chapters.getByRole("listitem").first()).toContainText("1:15");
    await expect(chapters.getByRole("listitem").first()).toContainText("Pricing and Q&A");
    await expect(card.getByText("1 of 50")).toBeVisible();
    await expect(card.getByLabel("Title", { exact: true })).toHaveValue("");
    expect(await seriousViolations(page, "#replay")).toEqual([]);

    // All of it holds on a fresh load.
    await page.goto(`/events/${eventId}`);
    await expect(card.getByText("Published", { exact: true })).toBeVisible();
    await expect(card.getByText(/\(in 4[67] h\)$/)).toBeVisible();
    await expect(card.getByLabel("Start (mm:ss)")).toHaveValue("0:30");
    await expect(card.getByLabel("End (mm:ss)")).toHaveValue("4:00");
    await expect(chapters).toContainText("Pricing and Q&A");

    await page.goto(`/events/${eventId}?tab=analytics`);
    const analytics = mainContent(page).locator("#replay-analytics");
    await expect(analytics.getByRole("heading", { name: "Replay" })).toBeVisible();
    await expect(analytics.getByText("Replay views")).toBeVisible();
    await expect(analytics.getByText("How long viewers stay shows here once the replay has been watched.")).toBeVisible();
    const sales = analytics.getByRole("table", { name: "Sales by where they were made" });
    await expect(sales.getByRole("row")).toHaveCount(4);
    await expect(sales.getByRole("row", { name: /^Live 0/ })).toBeVisible();
    await expect(sales.getByRole("row", { name: /^Replay 0/ })).toBeVisible();
    expect(await seriousViolations(page, "#replay-analytics")).toEqual([]);
  });
});
