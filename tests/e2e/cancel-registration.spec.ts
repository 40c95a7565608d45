import { expect, test } from "./test";
import { waitForMail } from "./mailbox";
import { anotherBrowser, createStreamViaApi, mainContent, PUSHED, signIn, uniqueId, submitRegistrationForm, hostWithEvent } from "./support";

// A registrant who can't make it gives their seat up from the link in their confirmation e-mail,
// then changes their mind and registers again; the host's audience follows, and the watch page
// their personal link opened no longer shows the room. JavaScript on and off.

test("a registrant cancels from the confirmation e-mail, the host's audience drops them, and they can register again", async ({
  browser,
  page,
  request,
}) => {
  const { host, title, eventId } = await hostWithEvent(request, "cancel-host", "Cancel Clinic");
  await createStreamViaApi(request, "Main stage", eventId);
  const email = `e2e-cancel-${uniqueId()}@example.com`;
  const registered = await request.post(`/api/events/${eventId}/register`, {
    data: { firstName: "Cleo", lastName: "Cancel", email, timezone: "Eastern" },
  });
  expect(registered.status()).toBe(201);

  const mail = await waitForMail(email, "registration_confirmation");
  const link = /Can't make it\? Cancel your registration: (http\S+)/.exec(mail.text ?? "")?.[1] ?? "";
  expect(link).toMatch(new RegExp(`/cancel-registration/${eventId}/[\\w-]+$`));

  const registrant = await anotherBrowser(browser);
  const watchTab = await registrant.context().newPage();
  try {
    // Their personal link opens the room (the stream has not started yet).
    await watchTab.goto(/Join the event: (http\S+)/.exec(mail.text ?? "")?.[1] ?? "missing");
    await expect(watchTab.getByRole("heading", { name: "Stream Offline" })).toBeVisible();

    // The host sees the registrant in the audience.
    await signIn(page, host);
    await page.goto(`/audience?q=${encodeURIComponent(email)}`);
    await expect(page.getByRole("table").getByRole("row").filter({ hasText: email })).toContainText(title);

    // Opening the link only asks.
    await registrant.goto(new URL(link).pathname);
    await expect(registrant.getByRole("heading", { name: "Cancel your registration?" })).toBeVisible();
    await expect(mainContent(registrant)).toContainText(`Cleo, you are registered for ${title} with Hana Host on`);
    await expect(registrant.getByRole("link", { name: "Keep my seat" })).toHaveAttribute("href", new RegExp(`^/watch/${eventId}/[\\w-]+$`));

    await registrant.getByRole("button", { name: "Yes, cancel my registration" }).click();
    await expect(registrant.getByRole("heading", { name: "Your registration is cancelled" })).toBeVisible();
    await expect(registrant.getByRole("status")).toContainText(
      `Cleo, your seat for ${title} is given up. No more reminders will be sent to ${email}`,
    );

    await expect(registrant.getByRole("link", { name: "Register again" })).toHaveAttribute("href", `/event-registration/${eventId}`);

    // The watch page still open on their link says the link is spent, not the room: by itself
    // with JavaScript, on the next load without.
    if (!test.info().project.use.javaScriptEnabled) await watchTab.reload();
    await expect(watchTab.getByRole("alert")).toContainText("This watch link is not valid. Register again to get your personal link.", PUSHED);
    await expect(watchTab.getByRole("heading", { name: "This link is not valid", level: 1 })).toBeVisible();
    await expect(watchTab.getByRole("link", { name: "Register again" })).toHaveAttribute("href", /^\/watch\/[\w-]+$/);
    await expect(watchTab.getByRole("heading", { name: "Stream Offline" })).toHaveCount(0);

    // The host no longer counts them.
    await page.reload();
    await expect(mainContent(page).getByText(email)).toHaveCount(0);
    await expect(mainContent(page).getByRole("heading", { name: "Audience", level: 1 })).toBeVisible();

    // The same link now says it is spent; registering again works.
    await registrant.goto(new URL(link).pathname);
    await expect(registrant.getByRole("heading", { name: "This link is not valid any more" })).toBeVisible();
    await registrant.goto(`/event-registration/${eventId}`);
    await submitRegistrationForm(registrant, { firstName: "Cleo", lastName: "Cancel", email });
    await expect(registrant.getByRole("heading", { name: "Registration Successful!" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("table").getByRole("row").filter({ hasText: email })).toContainText(title);
  } finally {
    await registrant.context().close();
  }
});
