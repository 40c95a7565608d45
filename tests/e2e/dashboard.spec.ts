import { expect, test } from "./test";
import { createAccount, createEventViaApi, mainContent, newAccount, signIn, uniqueId } from "./support";

test.describe("host dashboard", () => {
  test("a new host sees the empty state and the checklist; a created event shows and ticks its step", async ({ page, request }) => {
    const host = await createAccount(request, newAccount("dashboard", { firstName: "Della" }));
    await signIn(page, host);
    await page.goto("/dashboard");
    const main = mainContent(page);
    await expect(main.getByRole("heading", { name: "Welcome, Della" })).toBeVisible();
    const checklist = main.getByRole("region", { name: "Getting started" });
    await expect(checklist.getByText("1 of 5 complete")).toBeVisible();
    await expect(checklist.getByText("Complete your profile (done)")).toBeVisible();
    await expect(checklist.getByText("Create your first event (to do)")).toBeVisible();
    const events = main.getByRole("region", { name: "Your events" });
    await expect(events.getByText("No events yet")).toBeVisible();
    await expect(events.getByRole("link", { name: "Create your first event" })).toHaveAttribute("href", "/events?openModal=true");
    await expect(main.getByRole("region", { name: "Recent activity" }).getByText("Nothing has happened yet")).toBeVisible();
    const today = main.getByRole("region", { name: "Today's Registrations" });
    await expect(today.getByTestId("today-registrations")).toHaveText("0");
    await expect(today.getByText("Counted in UTC")).toBeVisible();
    await expect(main.getByTestId("earnings-total")).toHaveText("$0.00");
    await expect(main.getByText("Setup Required").or(main.getByText("Connected"))).toBeVisible();
    // The e2e app runs without e-mail or SMS delivery, so the host is told so, in a coach's words.
    const delivery = main.getByRole("region", { name: "Message delivery" });
    await expect(
      delivery.getByText("E-mail is not set up. Reminders, confirmations and invitations are kept on this server instead of being sent."),
    ).toBeVisible();
    await expect(delivery.getByText("Text messages are not set up. Text reminders are not sent.")).toBeVisible();
    await expect(delivery).not.toContainText(/SMTP|TWILIO|outbox/);

    const title = `Dashboard Event ${uniqueId()}`;
    const id = await createEventViaApi(request, title);
    await page.reload();
    await expect(checklist.getByText("2 of 5 complete")).toBeVisible();
    await expect(checklist.getByText("Create your first event (done)")).toBeVisible();
    await expect(today.getByText(/^Counted in New York time \(E[SD]T\), the time zone of your latest event$/)).toBeVisible();
    await events.getByRole("link", { name: new RegExp(title) }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${id}$`));
  });
});
