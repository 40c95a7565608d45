import { readFile } from "node:fs/promises";
import { expect, test } from "./test";
import { waitForMail } from "./mailbox";
import { deliverMuxWebhook, muxLiveStreamId } from "./mux";
import {
  anotherBrowser,
  createAccount,
  createEventViaApi,
  createStreamViaApi,
  mainContent,
  newAccount,
  signIn,
  uniqueId,
  submitRegistrationForm,
  hostWithEvent,
} from "./support";

const REQUIRED = "Please fill in First Name, Last Name, and Email Address";

test.describe("event registration and audience", () => {
  test("a visitor registers; the host sees them on /audience and in the CSV export", async ({ browser, page, request }) => {
    // The host and the event, through the JSON API (the `request` fixture keeps its own cookies).
    const { host, title, eventId: id } = await hostWithEvent(request, "reg-host", "Registration Webinar");

    // An anonymous visitor in a second browser context, with or without JavaScript like the project.
    const visitor = await anotherBrowser(browser);
    const email = `e2e-visitor-${uniqueId()}@example.com`;
    try {
      await visitor.goto(`/event-registration/${id}`);
      await expect(visitor.getByRole("heading", { name: title })).toBeVisible();
      await expect(mainContent(visitor).getByText("Hana Host")).toBeVisible();
      await expect(mainContent(visitor).getByText("45 minutes")).toBeVisible();

      // Submitting empty shows the spec's texts inline, from the server (no validator is shipped to the browser).
      await visitor.getByRole("button", { name: "Register Now" }).click();
      await expect(mainContent(visitor).getByText(REQUIRED).first()).toBeVisible();

      await submitRegistrationForm(visitor, { firstName: "Vera", lastName: "Visitor", email, jobTitle: "Producer", timezone: "JST" });
      await expect(visitor.getByRole("heading", { name: "Registration Successful!" })).toBeVisible();
      await expect(mainContent(visitor).getByText(email).first()).toBeVisible();
      // Before the start: the calendar and the personal link, here and in the e-mail.
      await expect(visitor.getByRole("heading", { name: "Add it to your calendar" })).toBeVisible();
      await expect(visitor.getByRole("link", { name: "Google Calendar" })).toHaveAttribute("href", /^https:\/\/calendar\.google\.com\//);
      await expect(visitor.getByRole("link", { name: "Outlook" })).toHaveAttribute("href", /^https:\/\/outlook\.live\.com\//);
      const eventPage = visitor.getByRole("link", { name: "Open your event page" });
      const path = (await eventPage.getAttribute("href")) ?? "";
      expect(path).toMatch(new RegExp(`^/watch/${id}/[\\w-]{20,}$`));
      const ics = await visitor.request.get(`${path}/calendar.ics`);
      expect(ics.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
      expect(await ics.text()).toContain(`SUMMARY:${title}`);
      await expect(visitor.getByText("We'll send reminders before the start")).toBeVisible();

      // The confirmation arrives (as an .eml here: the e2e app has no SMTP), in the visitor's zone,
      // with a calendar file and the same link, with its proof that it came by e-mail.
      const mail = await waitForMail(email, "registration_confirmation");
      expect(mail.subject).toBe(`You're registered: ${title}`);
      expect(mail.text).toMatch(/When: .*GMT\+9/);
      expect(mail.attachments.map((a) => a.filename)).toEqual(["invite.ics"]);
      const link = /Join the event: (http\S+)/.exec(mail.text ?? "")?.[1] ?? "";
      expect(new URL(link).pathname).toBe(path);
      expect(link).toMatch(/\?confirm=[\w-]{24}$/);
      await eventPage.click();
      await expect(visitor.getByRole("region", { name: "Stream Offline" })).toBeVisible();
    } finally {
      await visitor.context().close();
    }

    // The host finds the registration on /audience, filters to it and exports it.
    await signIn(page, host);
    await page.goto("/audience");
    const table = page.getByRole("table");
    await expect(table.getByRole("row").filter({ hasText: email })).toContainText(title);
    await expect(table.getByRole("row").filter({ hasText: email })).toContainText("Producer");
    // The host reads times in the event's zone, named by its abbreviation.
    await expect(mainContent(page).getByText(/^Times in E[SD]T$/)).toBeVisible();
    await expect(table.getByRole("row").filter({ hasText: email })).toContainText(/\d{1,2}:\d{2} [AP]M E[SD]T/);

    await page.getByLabel("Search attendees").fill(email);
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(table.getByRole("row")).toHaveCount(2);

    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^audience-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), "utf8");
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe(
      "Attendee name,Email,Webinar,Registered at,Time zone,Company,Job title,Type,Lifetime value USD,Purchases,Net revenue,Last purchase",
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`Vera Visitor,${email},${title},`);
    // No purchases yet: none, no revenue, no date.
    expect(lines[1]).toContain(",Asia/Tokyo,,Producer,New,0.00,0,,");
  });

  test("registering again with a known e-mail gives no link and reveals nothing but that it was registered", async ({ browser, request }) => {
    const { eventId: id } = await hostWithEvent(request, "reg-again", "Known Webinar");
    const email = `e2e-known-${uniqueId()}@example.com`;
    const registered = await request.post(`/api/events/${id}/register`, {
      data: { firstName: "Rita", lastName: "Real", email, timezone: "Eastern" },
    });
    expect(registered.status()).toBe(201);

    const visitor = await anotherBrowser(browser);
    try {
      await visitor.goto(`/event-registration/${id}`);
      await submitRegistrationForm(visitor, { firstName: "Mallory", lastName: "Mole", email: email.toUpperCase(), timezone: "Eastern" });
      await expect(visitor.getByRole("heading", { name: "Registration Successful!" })).toBeVisible();
      await expect(
        mainContent(visitor).getByText(`${email.toUpperCase()} is already registered for this event: we've sent its personal link there.`),
      ).toBeVisible();
      await expect(visitor.getByRole("link", { name: "Open your event page" })).toHaveCount(0);
      await expect(visitor.getByRole("link", { name: "Join now" })).toHaveCount(0);
      await expect(mainContent(visitor).getByText("Rita")).toHaveCount(0);
      expect(await visitor.content()).not.toContain(`/watch/${id}/`);
      // The link goes to the registrant's own address.
      const mail = await waitForMail(email, "registration_confirmation");
      expect(/Join the event: (http\S+)/.exec(mail.text ?? "")?.[1] ?? "").toMatch(new RegExp(`/watch/${id}/[\\w-]+\\?confirm=[\\w-]{24}$`));
    } finally {
      await visitor.context().close();
    }
  });

  test("while the event is live, a new registrant joins from the registration page with Join now", async ({ browser, request }) => {
    const { eventId: id } = await hostWithEvent(request, "reg-live", "Live Registration");
    const { streamKey } = await createStreamViaApi(request, "Main stage", id);
    expect((await deliverMuxWebhook(request, "video.live_stream.active", await muxLiveStreamId(request, streamKey))).status()).toBe(200);

    const visitor = await anotherBrowser(browser);
    try {
      await visitor.goto(`/event-registration/${id}`);
      // Live years ahead of its date: the page never shows "Live now" beside a start still to come.
      await expect(mainContent(visitor).getByText("Live now", { exact: true })).toBeVisible();
      await expect(mainContent(visitor).getByText("Started early", { exact: true })).toBeVisible();
      await expect(mainContent(visitor).getByText(/^It was scheduled for .*2031/)).toBeVisible();
      await expect(mainContent(visitor).getByText("It's on now: register and join right away.")).toBeVisible();
      await submitRegistrationForm(visitor, {
        firstName: "Lena",
        lastName: "Late",
        email: `e2e-live-reg-${uniqueId()}@example.com`,
        timezone: "Eastern",
      });
      await expect(mainContent(visitor).getByText("The event is live now.")).toBeVisible();
      await expect(visitor.getByText("We'll send reminders before the start")).toHaveCount(0);
      await visitor.getByRole("link", { name: "Join now" }).click();
      await expect(visitor).toHaveURL(new RegExp(`/watch/[^/]+/[\\w-]{20,}$`));
      await expect(mainContent(visitor).getByText("Watching as")).toContainText("Lena");
      await expect(visitor.getByLabel("Chat message")).toBeVisible();
    } finally {
      await visitor.context().close();
    }
  });

  test("the zone starts as the visitor's: the browser's with JavaScript, the event's (named) without", async ({ browser, request }) => {
    await createAccount(request, newAccount("reg-zone"));
    const id = await createEventViaApi(request, `Zone Webinar ${uniqueId()}`);
    const visitor = await anotherBrowser(browser, { timezoneId: "Europe/Berlin" });
    try {
      await visitor.goto(`/event-registration/${id}`);
      const zone = visitor.getByLabel("Your timezone");
      if (test.info().project.use.javaScriptEnabled) {
        await expect(zone).toHaveValue("Europe/Berlin");
        // 15:00 UTC on May 6 is 5 PM in Berlin, summer time.
        await expect(mainContent(visitor).getByText("Tuesday, May 6, 2031, 5:00 PM CEST")).toBeVisible();
        await expect(mainContent(visitor).getByText("Host's time: Tuesday, May 6, 2031, 11:00 AM EDT")).toBeVisible();
        // The zone is remembered, so a later visit without JavaScript starts there too.
        expect((await visitor.context().cookies()).find((cookie) => cookie.name === "tz")?.value).toBe(encodeURIComponent("Europe/Berlin"));
      } else {
        await expect(zone).toHaveValue("America/New_York");
        await expect(mainContent(visitor).getByText("Tuesday, May 6, 2031, 11:00 AM EDT")).toBeVisible();
        await expect(mainContent(visitor).getByText("In the event's time zone")).toBeVisible();
      }
    } finally {
      await visitor.context().close();
    }
  });

  test("a completed event offers no registration, on its registration page and on its public page", async ({ browser, page, request }) => {
    const { host, title, eventId: id } = await hostWithEvent(request, "reg-ended", "Ended Webinar");
    await signIn(page, host);
    await page.goto(`/events/${id}`);
    const actions = mainContent(page).getByRole("group", { name: "Event actions" });
    await actions.getByRole("button", { name: "Go Live" }).click();
    await actions.getByText("End event", { exact: true }).click();
    await actions.getByRole("button", { name: "Yes, end the event" }).click();
    await expect(mainContent(page).locator("header").getByText("Completed", { exact: true })).toBeVisible();

    const visitor = await anotherBrowser(browser);
    try {
      await visitor.goto(`/event-registration/${id}`);
      await expect(visitor.getByRole("heading", { name: title })).toBeVisible();
      await expect(visitor.getByRole("heading", { name: "This event has ended" })).toBeVisible();
      await expect(visitor.getByRole("button", { name: "Register Now" })).toHaveCount(0);
      await expect(visitor.getByLabel("First name")).toHaveCount(0);
      await expect(visitor.getByRole("link", { name: "Register" })).toHaveCount(0);

      await visitor.goto(`/events/${id}`);
      await expect(visitor.getByText("This event has ended").first()).toBeVisible();
      await expect(visitor.getByRole("link", { name: "Register" })).toHaveCount(0);
    } finally {
      await visitor.context().close();
    }
  });
});
