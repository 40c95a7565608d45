import { expect, test, type APIRequestContext, type Page } from "./test";
import { BROWSER_NEEDS_SELF_HOSTED } from "../../app/components/studio/constants";
import { ONCE_WITH_JS, hostWithEventStream, mainContent } from "./support";

// The studio (/events/{eventId}/stream), with JavaScript (a source applies at once, fetchers, the
// keyboard shortcuts) and without (a GET form for the source, one form per action). The app runs
// the fake Mux: the stream goes live by itself, so Stop stream stands where Go Live would.

async function hostWithStream(page: Page, request: APIRequestContext, label: string) {
  const made = await hostWithEventStream(page, request, label, "Studio Night");
  return { ...made, path: `/events/${made.eventId}/stream` };
}

async function hiddenOffer(request: APIRequestContext, eventId: number, title: string) {
  const created = await request.post(`/api/events/${eventId}/offers`, {
    data: { title, description: "Eight weeks, live.", priceCents: 49_700, currency: "usd", checkoutUrl: "https://pay.example.com/a" },
  });
  expect(created.status(), await created.text()).toBe(201);
}

const chat = (page: Page) => page.locator("#chat");

test.describe("Studio", () => {
  test("shows the program, the sources and the broadcast's controls, and switches to a browser source", async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    const { eventId, title, path } = await hostWithStream(page, request, "studio-source");
    // The event dashboard links the studio whenever the event has a stream, live or not.
    await page.goto(`/events/${eventId}`);
    await mainContent(page).getByRole("group", { name: "Event actions" }).getByRole("link", { name: "Studio" }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    const main = mainContent(page);
    await expect(main.getByRole("heading", { level: 1, name: "Studio" })).toBeVisible();
    await expect(main.locator("header").getByText(title, { exact: true })).toBeVisible();
    await expect(main.locator("header").getByText("Off air", { exact: true })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Program" })).toBeVisible();
    await expect(main.getByText(/^Viewers see you/)).toBeVisible();

    const sources = main.getByRole("group", { name: "Where your video comes from" });
    for (const name of ["Encoder (OBS)", "Camera", "Screen", "Screen and camera"])
      await expect(sources.getByRole("radio", { name, exact: true })).toBeVisible();
    await expect(sources.getByRole("radio", { name: "Encoder (OBS)" })).toBeChecked();
    await expect(main.getByText("Waiting for your encoder…")).toBeVisible();
    await expect(main.getByLabel("Server URL")).toHaveValue(/^rtmps?:\/\/./);

    const controls = main.getByRole("region", { name: "Broadcast" });
    await expect(controls.getByRole("button", { name: "Stop stream" })).toBeDisabled();
    await expect(controls.getByText("Viewers wait on the event's page; you can go live again.")).toBeVisible();
    await expect(controls.getByRole("button", { name: "End event" })).toBeVisible();
    await expect(controls.getByText("The event is over for good: the replay and follow-up e-mails start.")).toBeVisible();

    await sources.getByRole("radio", { name: "Camera", exact: true }).check();
    if (!javaScriptEnabled) await main.getByRole("button", { name: "Use this source" }).click();
    await expect(page).toHaveURL(/[?&]source=camera(&|$)/);
    await expect(sources.getByRole("radio", { name: "Camera", exact: true })).toBeChecked();
    // The fake Mux is no video of this server's own: the browser source says why it can't go live here.
    await expect(main.getByText(BROWSER_NEEDS_SELF_HOSTED)).toBeVisible();
    await expect(main.getByText("Waiting for your encoder…")).toHaveCount(0);
  });

  test("stops the stream, the event staying on, then ends the event after asking", async ({ page, request }) => {
    const { streamId, path } = await hostWithStream(page, request, "studio-controls");
    expect((await request.patch(`/api/streams/${streamId}`, { data: { isLive: true } })).status()).toBe(200);
    await page.goto(path);
    const main = mainContent(page);
    const header = main.locator("header");
    await expect(header.getByText("Live", { exact: true })).toBeVisible();
    await expect(header.getByText(/^Live for \d+:\d\d$/)).toBeVisible();
    const controls = main.getByRole("region", { name: "Broadcast" });

    await controls.getByRole("button", { name: "Stop stream" }).click();
    await expect(header.getByText("Off air", { exact: true })).toBeVisible();
    await expect(controls.getByRole("button", { name: "Stop stream" })).toBeDisabled();
    await expect(controls.getByText("This event is over", { exact: false })).toHaveCount(0);

    await controls.getByRole("button", { name: "End event" }).click();
    const question = controls.getByRole("group", { name: "End the event?" });
    await expect(question.getByText(/^End the event for good\?/)).toBeVisible();
    await question.getByRole("button", { name: "Yes, end the event" }).click();
    await expect(controls.getByText(/^This event is over/)).toBeVisible();
    await expect(controls.getByRole("button", { name: "End event" })).toBeDisabled();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  });

  test("sends a chat message and reveals an offer from the room's panels", async ({ page, request }) => {
    const { eventId, path } = await hostWithStream(page, request, "studio-room");
    await hiddenOffer(request, eventId, "Growth Accelerator");
    await page.goto(path);

    await page.getByLabel("Message as the host").fill("Welcome to the studio!");
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await expect(chat(page).getByRole("listitem").filter({ hasText: "Welcome to the studio!" })).toBeVisible();

    const panels = mainContent(page).getByRole("navigation", { name: "Room panels" });
    await panels.getByRole("link", { name: "Offers" }).click();
    await expect(page).toHaveURL(/[?&]tab=offers/);
    const offer = mainContent(page).getByRole("listitem").filter({ hasText: "Growth Accelerator" });
    await offer.getByRole("button", { name: "Reveal to viewers" }).click();
    await expect(offer.getByText("Showing", { exact: true })).toBeVisible();
    await expect(offer.getByRole("button", { name: "Hide from viewers" })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}\\?tab=offers`));
  });

  test("lists its keyboard shortcuts on ?, and reveals the next offer on O", { tag: ONCE_WITH_JS }, async ({ page, request }) => {
    const { eventId, path } = await hostWithStream(page, request, "studio-keys");
    await hiddenOffer(request, eventId, "Strategy Call");
    await page.goto(path);
    await expect(chat(page).getByText("Connected", { exact: true })).toBeVisible();

    await page.keyboard.press("?");
    const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
    await expect(help.getByText("Reveal the next hidden offer")).toBeVisible();
    await expect(help.getByText("Approve the oldest message held for review")).toBeVisible();
    await expect(help.getByText("Launch the next poll draft")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(help).toHaveCount(0);
    await mainContent(page).getByRole("button", { name: "Keyboard shortcuts" }).click();
    await expect(help).toBeVisible();
    await page.keyboard.press("Escape");

    // Typing into a field is the field's: an "o" in the chat box reveals nothing.
    await page.getByLabel("Message as the host").fill("");
    await page.getByLabel("Message as the host").press("o");
    await expect(page.getByLabel("Message as the host")).toHaveValue("o");
    await page.getByRole("heading", { level: 1, name: "Studio" }).click();
    await expect(page).not.toHaveURL(/tab=offers/);

    await page.keyboard.press("o");
    await expect(page).toHaveURL(/[?&]tab=offers/);
    const offer = mainContent(page).getByRole("listitem").filter({ hasText: "Strategy Call" });
    await expect(offer.getByText("Showing", { exact: true })).toBeVisible();
  });
});
