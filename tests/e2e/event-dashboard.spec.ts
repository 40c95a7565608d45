import { expect, test } from "./test";
import {
  anotherBrowser,
  ONCE_WITHOUT_JS,
  createAccount,
  createEventViaApi,
  mainContent,
  newAccount,
  signIn,
  submitRegistrationForm,
  uniqueId,
  hostWithEvent,
} from "./support";

test.describe("event dashboard", () => {
  test("a public registration shows on Audience Intelligence; Go Live and Stop stream change the badge, a rehearsal keeps it Scheduled, End event completes it", async ({
    browser,
    page,
    request,
  }) => {
    const { host, title, eventId: id } = await hostWithEvent(request, "dash-host", "Dashboard Webinar");

    // A visitor registers through the public page, with or without JavaScript like the project.
    const visitor = await anotherBrowser(browser);
    const email = `e2e-dash-${uniqueId()}@example.com`;
    try {
      await visitor.goto(`/event-registration/${id}`);
      await submitRegistrationForm(visitor, { firstName: "Vera", lastName: "Visitor", email, jobTitle: "Producer", timezone: "JST" });
      await expect(visitor.getByRole("heading", { name: "Registration Successful!" })).toBeVisible();
    } finally {
      await visitor.context().close();
    }

    await signIn(page, host);
    await page.goto(`/events/${id}`);
    const main = mainContent(page);
    await expect(main.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(main.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Events" })).toHaveAttribute("href", "/events");
    await expect(main.getByLabel("Public registration URL")).toHaveValue(new RegExp(`/event-registration/${id}$`));
    await expect(main.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
    await expect(main.getByText("Unlimited")).toBeVisible();
    if (test.info().project.use.javaScriptEnabled) {
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
      await main.getByRole("button", { name: "Copy URL" }).click();
      await expect(page.getByText("Registration URL copied to clipboard").first()).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/event-registration/${id}$`));
    } else {
      await expect(main.getByRole("button", { name: "Copy URL" })).toHaveCount(0);
    }

    // Audience Intelligence lists the registrant, from the server.
    await main.getByRole("link", { name: "Audience Intelligence" }).click();
    await expect(page).toHaveURL(/\?tab=audience$/);
    await expect(main.getByRole("link", { name: "Audience Intelligence" })).toHaveAttribute("aria-current", "page");
    const row = main.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText("Vera Visitor");
    await expect(row).toContainText("Producer");
    await expect(row).toContainText("Asia/Tokyo");
    await expect(main.getByRole("heading", { name: "Registration timeline" })).toBeVisible();

    // Go Live: the badge and the actions follow the stored state, and it holds on reload.
    const actions = main.getByRole("group", { name: "Event actions" });
    await expect(actions.getByRole("link", { name: "Studio" })).toHaveCount(0);
    await actions.getByRole("button", { name: "Go Live" }).click();
    await expect(actions.getByRole("button", { name: "Stop stream" })).toBeVisible();
    await expect(page).toHaveURL(/\?tab=audience$/);
    const header = main.locator("header");
    await expect(header.getByText("Live", { exact: true })).toBeVisible();
    await expect(actions.getByRole("link", { name: "Studio" })).toHaveAttribute("href", `/events/${id}/stream`);
    await page.reload();
    await expect(header.getByText("Live", { exact: true })).toBeVisible();

    // A rehearsal days before the start: stopping the stream leaves the event scheduled, its page open.
    await actions.getByRole("button", { name: "Stop stream" }).click();
    await expect(actions.getByRole("button", { name: "Go Live" })).toBeVisible();
    await expect(header.getByText("Scheduled", { exact: true })).toBeVisible();
    await expect(actions.getByRole("link", { name: "Studio" })).toHaveCount(0);
    await page.reload();
    await expect(header.getByText("Scheduled", { exact: true })).toBeVisible();

    // End event asks first, then completes the event.
    await actions.getByText("End event", { exact: true }).click();
    await expect(actions.getByText(/reminders not yet sent are cancelled/)).toBeVisible();
    await actions.getByRole("button", { name: "Yes, end the event" }).click();
    await expect(header.getByText("Completed", { exact: true })).toBeVisible();
    await expect(actions.getByText("End event", { exact: true })).toHaveCount(0);
  });

  test(
    "another host gets a public event's public page, never its dashboard, and a 404 for a private one",
    { tag: ONCE_WITHOUT_JS },
    async ({ page, request }) => {
      const owner = await createAccount(request, newAccount("dash-owner"));
      const created = await request.post("/api/events", {
        data: { title: `Private ${uniqueId()}`, scheduledAt: "2031-05-06T15:00:00Z", isPublic: false },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { id } = (await created.json()) as { id: number };
      const publicTitle = `Open ${uniqueId()}`;
      const open = await request.post("/api/events", { data: { title: publicTitle, scheduledAt: "2031-05-06T15:00:00Z" } });
      expect(open.status(), await open.text()).toBe(201);
      const { id: openId } = (await open.json()) as { id: number };
      await request.post("/api/auth/signout");
      const stranger = await createAccount(request, newAccount("dash-stranger"));
      expect(owner.email).not.toBe(stranger.email);
      await signIn(page, stranger);
      const response = await page.goto(`/events/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
      // The host navigation stays, with a way back.
      await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to the dashboard" })).toHaveAttribute("href", "/dashboard");

      expect((await page.goto(`/events/${openId}`))?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: publicTitle })).toBeVisible();
      await expect(page.getByRole("link", { name: "Register" })).toHaveAttribute("href", `/event-registration/${openId}`);
      await expect(page.getByRole("button", { name: "Go Live" })).toHaveCount(0);
    },
  );

  test("on a phone the live header keeps three actions, each saying what it leaves, and the event's other pages behind More", async ({
    page,
    request,
  }) => {
    await createAccount(request, newAccount("dash-phone"));
    const id = await createEventViaApi(request, `Phone header ${uniqueId()}`);
    await page.context().addCookies((await request.storageState()).cookies);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/events/${id}`);
    const actions = mainContent(page).getByRole("group", { name: "Event actions" });
    await actions.getByRole("button", { name: "Go Live" }).click();
    await expect(actions.getByRole("button", { name: "Stop stream Event stays on" })).toBeVisible();
    await expect(actions.getByText("Closes it for good")).toBeVisible();
    await expect(actions.getByRole("link", { name: "Studio" })).toBeVisible();
    await expect(actions.getByRole("link", { name: "Edit Landing" })).toBeHidden();
    await actions.getByText("More", { exact: true }).click();
    await actions.getByRole("link", { name: "Edit Landing" }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${id}/landing$`));
  });
});
